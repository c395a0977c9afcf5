import { pathFor } from '@shop/platform';
import { Alert } from '@shop/ui';
import { useLimitTexts } from '../catalog/limits';
import { ContentArticle } from './ContentArticle';
import { PageFrame, type ScreenProps, useContentText } from './PageFrame';

/**
 * The funding page exists in Polish only (SPEC §1): its English path is unknown to the route table, so the
 * shell shows its 404 there. Should the page be drawn in English anyway, it points to the Polish text.
 */
export function FundingPage({ lang }: ScreenProps) {
  const t = useContentText(lang);
  return (
    <PageFrame screen="funding" lang={lang} title={t('funding.title')}>
      {lang === 'pl' ? <FundingIntro lang={lang} /> : <PolishOnlyNotice lang={lang} />}
    </PageFrame>
  );
}

function FundingIntro({ lang }: Pick<ScreenProps, 'lang'>) {
  const t = useContentText(lang);
  const limits = useLimitTexts(lang);
  return (
    <ContentArticle
      paragraphs={[
        t('funding.p1'),
        t('funding.p2', limits),
        <>
          {t('funding.p3', limits)} <a href={pathFor('installments', lang)}>{t('funding.installmentsLink')}</a>
        </>,
      ]}
    />
  );
}

function PolishOnlyNotice({ lang }: Pick<ScreenProps, 'lang'>) {
  const t = useContentText(lang);
  return (
    <Alert tone="info" title={t('funding.polishOnly')}>
      <a href={pathFor('funding', 'pl')} hrefLang="pl">
        {t('funding.readInPolish')}
      </a>
    </Alert>
  );
}
