import { pathFor } from '@shop/platform';
import { Button } from '@shop/ui';
import { ActionRow, ContentArticle, FactList } from './ContentArticle';
import { PageFrame, type ScreenProps, useCatalogText } from './PageFrame';

/** The tracker is product 1315 (SPEC §2, 'GPS product page'); the catalogue answers its canonical slug. */
const trackerProductId = 1315;
const trackerSlug = { pl: 'lokalizator-gps-guard', en: 'guard-gps-tracker' } as const;
const features = ['history', 'alerts', 'lock', 'app', 'battery'] as const;

/** The Guard GPS tracker landing page: what it does and which bikes it fits (SPEC §1, §9). */
export function GpsTrackerPage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  return (
    <PageFrame screen="gpsTracker" lang={lang} title={t('gpsTracker.title')}>
      <ContentArticle paragraphs={[t('gpsTracker.p1')]} />
      <FactList
        title={t('gpsTracker.featuresTitle')}
        facts={features.map((feature) => t(`gpsTracker.features.${feature}`))}
      />
      <ContentArticle paragraphs={[t('gpsTracker.p2')]} />
      <ActionRow>
        <Button href={pathFor('product', lang, { id: trackerProductId, slug: trackerSlug[lang] })}>
          {t('gpsTracker.shopLink')}
        </Button>
      </ActionRow>
    </PageFrame>
  );
}
