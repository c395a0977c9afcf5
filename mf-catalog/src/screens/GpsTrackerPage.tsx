import { pathFor } from '@shop/platform';
import { Button } from '@shop/ui';
import { useLimitTexts } from '../catalog/limits';
import { TrackerFits } from '../content/gps/TrackerFits';
import { TRACKER_PRODUCT_ID, trackerSlug } from '../content/gps/tracker';
import { ActionRow, ContentArticle, FactList } from './ContentArticle';
import { PageFrame, type ScreenProps, useContentText } from './PageFrame';

const features = ['history', 'alerts', 'lock', 'app', 'battery'] as const;

/** The Guard GPS tracker landing page: what it does and which bikes it fits (SPEC §1, §9). */
export function GpsTrackerPage({ lang }: ScreenProps) {
  const t = useContentText(lang);
  const limits = useLimitTexts(lang);
  return (
    <PageFrame screen="gpsTracker" lang={lang} title={t('gpsTracker.title')}>
      <ContentArticle paragraphs={[t('gpsTracker.p1')]} />
      <FactList
        title={t('gpsTracker.featuresTitle')}
        facts={features.map((feature) => t(`gpsTracker.features.${feature}`, limits))}
      />
      <ContentArticle
        title={t('gpsTracker.compatibilityTitle')}
        paragraphs={[t('gpsTracker.p2'), t('gpsTracker.p3', limits)]}
      />
      <TrackerFits lang={lang} />
      <ActionRow>
        <Button href={pathFor('product', lang, { id: TRACKER_PRODUCT_ID, slug: trackerSlug[lang] })}>
          {t('gpsTracker.shopLink')}
        </Button>
        <Button href={pathFor('contact', lang)} variant="secondary">
          {t('gpsTracker.askLink')}
        </Button>
        <Button href={pathFor('insurance', lang)} variant="ghost">
          {t('gpsTracker.insuranceLink')}
        </Button>
      </ActionRow>
    </PageFrame>
  );
}
