import type { SectionScreenProps } from '../screens/section-screens';
import { BlogListPage } from './BlogListPage';
import { BlogPostCreatePage, BlogPostPage } from './BlogPostPages';

/** The blog section (`news.*`): `/blog` the list, `/blog/new` a new post, `/blog/:id` one post. */
export function BlogSection({ path, staff }: SectionScreenProps) {
  const [first] = path;
  if (!first) return <BlogListPage staff={staff} />;
  if (first === 'new') return <BlogPostCreatePage />;
  return <BlogPostPage key={first} id={first} staff={staff} />;
}
