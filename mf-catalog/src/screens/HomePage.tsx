import {
  ASSIST_SPEED_LIMIT_KMH,
  ERATY_MAX_INSTALLMENTS,
  INSTALLMENT_INTEREST_PERCENT,
  MOTOR_RATED_POWER_W,
  STANDARD_WARRANTY_YEARS,
} from '@shop/contracts/limits';
import { formatMoney } from '@shop/platform';
import { Button } from '@shop/ui';
import { useShopSettings } from '../api/settings';
import { collectionPath } from '../catalog/collections';
import { FeaturedProducts } from '../catalog/FeaturedProducts';
import { HomeBanners } from '../catalog/HomeBanners';
import type { LimitTexts } from '../catalog/limits';
import { ActionRow, FactList } from './ContentArticle';
import styles from './HomePage.module.css';
import { PageFrame, type ScreenProps, useCatalogText } from './PageFrame';

const highlights = ['motor', 'warranty', 'delivery', 'installments'] as const;

/** The home page: what the shop sells, the way into the collections, new bikes and the banners of SPEC §2. */
export function HomePage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  const settings = useShopSettings();
  // Only the numbers the highlights quote: the first page does not carry every limit the shop has.
  const limits: Pick<
    LimitTexts,
    'motorPower' | 'assistSpeed' | 'warrantyYears' | 'freeDeliveryFrom' | 'interest' | 'maxInstallments'
  > = {
    motorPower: MOTOR_RATED_POWER_W,
    assistSpeed: ASSIST_SPEED_LIMIT_KMH,
    warrantyYears: STANDARD_WARRANTY_YEARS,
    freeDeliveryFrom: formatMoney(settings.freeCourierThreshold, lang),
    interest: INSTALLMENT_INTEREST_PERCENT,
    maxInstallments: ERATY_MAX_INSTALLMENTS,
  };
  return (
    <PageFrame screen="home" lang={lang} title={t('home.title')}>
      <div className={styles.home}>
        <div className={styles.home__hero}>
          <p className={styles.home__intro}>{t('home.intro')}</p>
          <ActionRow>
            <Button href={collectionPath('ebikes', lang)}>{t('home.browseEbikes')}</Button>
            <Button href={collectionPath('mtb', lang)} variant="secondary">
              {t('home.browseMtb')}
            </Button>
          </ActionRow>
        </div>
        <FeaturedProducts lang={lang} />
        <HomeBanners lang={lang} />
        <FactList
          title={t('home.highlights.label')}
          facts={highlights.map((highlight) => t(`home.highlights.${highlight}`, limits))}
        />
      </div>
    </PageFrame>
  );
}
