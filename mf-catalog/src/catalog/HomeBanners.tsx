import { INSURANCE_MAX_SUM, INSURANCE_MONTHS } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatMoney, pathFor } from '@shop/platform';
import { useState } from 'react';
import { downloadCatalogueDocument } from '../api/catalog';
import { useCatalogText } from '../screens/PageFrame';
import { classNames } from './class-names';
import styles from './HomeBanners.module.css';
import { type HomeBanner, homeBannersOf } from './home-banners';
import type { LimitTexts } from './limits';

/** The home page's banners; which ones, and how wide, depends on the language (SPEC §2). */
export function HomeBanners({ lang }: { lang: StorefrontLanguage }) {
  const t = useCatalogText(lang);
  // Only the numbers the banners quote (the insurance's): the first page does not carry every limit.
  const limits = { insuranceMonths: INSURANCE_MONTHS, insuranceMaxSum: formatMoney(INSURANCE_MAX_SUM, lang) };
  return (
    <section className={styles.banners} aria-label={t('home.banners.label')}>
      <ul className={styles.banners__list}>
        {homeBannersOf(lang).map((banner) => (
          <BannerTile key={banner.id} lang={lang} banner={banner} limits={limits} />
        ))}
      </ul>
    </section>
  );
}

interface BannerTileProps {
  lang: StorefrontLanguage;
  banner: HomeBanner;
  /** What the texts quote (the insurance banner: its months and most). */
  limits: Pick<LimitTexts, 'insuranceMonths' | 'insuranceMaxSum'>;
}

function BannerTile({ lang, banner, limits }: BannerTileProps) {
  const t = useCatalogText(lang);
  return (
    <li
      className={classNames(styles.banner, styles[`banner--${banner.width}`], styles[`banner--${banner.id}`])}
      data-home-banner={banner.id}
      data-width={banner.width}
    >
      <h2 className={styles.banner__title}>{t(`home.banners.${banner.id}.title`)}</h2>
      <p className={styles.banner__text}>{t(`home.banners.${banner.id}.text`, limits)}</p>
      {banner.screen ? (
        <a className={styles.banner__action} href={pathFor(banner.screen, lang)}>
          {t(`home.banners.${banner.id}.cta`)}
        </a>
      ) : (
        <CatalogueDownload lang={lang} />
      )}
    </li>
  );
}

function CatalogueDownload({ lang }: { lang: StorefrontLanguage }) {
  const t = useCatalogText(lang);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = () => {
    setState('busy');
    downloadCatalogueDocument(lang).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <button
        type="button"
        className={styles.banner__action}
        onClick={download}
        aria-busy={state === 'busy' || undefined}
      >
        {t('home.banners.catalogue.cta')}
      </button>
      {state === 'failed' && (
        <p role="alert" className={styles.banner__error}>
          {t('home.banners.catalogue.failed')}
        </p>
      )}
    </>
  );
}
