import { useLimitTexts } from '../catalog/limits';
import { InsuranceCheck } from '../content/insurance/InsuranceCheck';
import { ContentArticle, FactList } from './ContentArticle';
import { PageFrame, type ScreenProps, useContentText } from './PageFrame';

const covers = ['theft', 'robbery', 'accident', 'vandalism', 'collision'] as const;

/** One year of free insurance: what it covers, its limits, what the rider must do, and the check (SPEC §1, §9). */
export function InsurancePage({ lang }: ScreenProps) {
  const t = useContentText(lang);
  const limits = useLimitTexts(lang);
  return (
    <PageFrame screen="insurance" lang={lang} title={t('insurance.title')}>
      <ContentArticle paragraphs={[t('insurance.p1', limits)]} />
      <FactList title={t('insurance.coversTitle')} facts={covers.map((cover) => t(`insurance.covers.${cover}`))} />
      <ContentArticle paragraphs={[t('insurance.p2', limits), t('insurance.p3', limits), t('insurance.p4')]} />
      <InsuranceCheck lang={lang} />
    </PageFrame>
  );
}
