import type { SectionScreenProps } from '../screens/section-screens';
import { ReviewPage } from './ReviewPage';
import { ReviewsListPage } from './ReviewsListPage';

/** The reviews section (`reviews.list` / `reviews.update`): `/reviews` the list, `/reviews/:id` one review. */
export function ReviewsSection({ path, staff }: SectionScreenProps) {
  const [first] = path;
  if (!first) return <ReviewsListPage />;
  return <ReviewPage key={first} id={first} staff={staff} />;
}
