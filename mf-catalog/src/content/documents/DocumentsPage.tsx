import { ContentArticle } from '../../screens/ContentArticle';
import { PageFrame, type ScreenProps, useContentText } from '../../screens/PageFrame';
import { BikeDocuments, CatalogueDocuments, RiderPapers } from './ShopDocuments';

/** Documents to download (SPEC §2): the warranty terms, the user manual, declarations, the catalogue. */
export function DocumentsPage({ lang }: ScreenProps) {
  const t = useContentText(lang);
  return (
    <PageFrame screen="documents" lang={lang} title={t('documents.title')}>
      <ContentArticle paragraphs={[t('documents.lead')]} />
      <RiderPapers lang={lang} />
      <BikeDocuments lang={lang} />
      <CatalogueDocuments lang={lang} />
    </PageFrame>
  );
}
