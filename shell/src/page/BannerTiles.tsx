import { INSURANCE_MAX_SUM, INSURANCE_MONTHS } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatMoney, pathFor, useTranslation } from '@shop/platform';
import { useState } from 'react';
import { downloadCatalogue } from '../api/page';
import { type BannerTile, bannerTilesOf } from './banner-tiles';
import styles from './footer.module.css';

function CatalogueAction({ lang }: { lang: StorefrontLanguage }) {
  const { t } = useTranslation('shell');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = () => {
    setState('busy');
    downloadCatalogue(lang).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <button type="button" className={styles.tileAction} onClick={download} aria-busy={state === 'busy' || undefined}>
        {t('banners.catalogue.cta')}
      </button>
      {state === 'failed' && <p role="alert">{t('banners.catalogue.failed')}</p>}
    </>
  );
}

function Tile({ tile, lang }: { tile: BannerTile; lang: StorefrontLanguage }) {
  const { t } = useTranslation('shell');
  return (
    <li className={styles.tile} data-banner={tile.id} data-width={tile.width}>
      <h3 className={styles.tileTitle}>{t(`banners.${tile.id}.title`)}</h3>
      <p>{t(`banners.${tile.id}.text`, { months: INSURANCE_MONTHS, maxSum: formatMoney(INSURANCE_MAX_SUM, lang) })}</p>
      {tile.screen ? (
        <a className={styles.tileAction} href={pathFor(tile.screen, lang)}>
          {t(`banners.${tile.id}.cta`)}
        </a>
      ) : (
        <CatalogueAction lang={lang} />
      )}
    </li>
  );
}

/** The banner tiles above the footer; which ones, and how wide, depends on the language (SPEC §2). */
export function BannerTiles({ lang }: { lang: StorefrontLanguage }) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.banners} aria-label={t('banners.label')}>
      <ul>
        {bannerTilesOf(lang).map((tile) => (
          <Tile key={tile.id} tile={tile} lang={lang} />
        ))}
      </ul>
    </section>
  );
}
