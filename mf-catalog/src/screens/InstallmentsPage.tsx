import { ContentArticle, FactList } from './ContentArticle';
import { PageFrame, type ScreenProps, useCatalogText } from './PageFrame';

/** Buying on 0% installments: how it goes and the two bank offers (SPEC §4, §9). */
export function InstallmentsPage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  return (
    <PageFrame screen="installments" lang={lang} title={t('installments.title')}>
      <ContentArticle paragraphs={[t('installments.p1')]} />
      <FactList
        title={t('installments.offersTitle')}
        facts={[t('installments.offers.eraty'), t('installments.offers.ca')]}
      />
    </PageFrame>
  );
}
