import { pathFor } from '@shop/platform';
import { Button } from '@shop/ui';
import { useLimitTexts } from '../catalog/limits';
import { ActionRow, ContentArticle, FactList, StepList } from './ContentArticle';
import { PageFrame, type ScreenProps, useContentText } from './PageFrame';

const steps = ['cart', 'application', 'decision', 'shipping'] as const;
/** Collection 59, every e-bike (SPEC §2), with its slugs. */
const ebikes = { id: 59, slug: { pl: 'rowery-elektryczne', en: 'electric-bikes' } } as const;

/** Buying on interest-free installments: the two bank offers, their conditions and how it goes (SPEC §4, §5, §9). */
export function InstallmentsPage({ lang }: ScreenProps) {
  const t = useContentText(lang);
  const limits = useLimitTexts(lang);
  return (
    <PageFrame screen="installments" lang={lang} title={t('installments.title')}>
      <ContentArticle paragraphs={[t('installments.p1', limits)]} />
      <FactList
        title={t('installments.offersTitle')}
        facts={[t('installments.offers.eraty', limits), t('installments.offers.ca', limits)]}
      />
      <StepList title={t('installments.stepsTitle')} steps={steps.map((step) => t(`installments.steps.${step}`))} />
      <ContentArticle paragraphs={[t('installments.conditions', limits)]} />
      <ActionRow>
        <Button href={pathFor('collection', lang, { id: ebikes.id, slug: ebikes.slug[lang] })}>
          {t('installments.shopLink')}
        </Button>
      </ActionRow>
    </PageFrame>
  );
}
