import type { SectionScreenProps } from '../screens/section-screens';
import { useText } from '../screens/text';
import { MediaFilePage } from './MediaFilePage';
import { MediaLibraryPage } from './MediaLibraryPage';

/** The media section (`media.*`): the library with its folders and uploads, `/media/:id` one file. */
export function MediaSection({ path: [id], staff }: SectionScreenProps) {
  const t = useText();
  if (!id) return <MediaLibraryPage staff={staff} title={t('sections.media')} />;
  return <MediaFilePage key={id} id={id} staff={staff} />;
}

/** The folders section (`media.folders`): the same library, its folder tree being where folders are made. */
export function FoldersSection({ staff }: SectionScreenProps) {
  const t = useText();
  return <MediaLibraryPage staff={staff} title={t('sections.folders')} />;
}
