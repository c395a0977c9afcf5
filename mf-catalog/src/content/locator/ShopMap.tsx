import type { Shop } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { Skeleton } from '@shop/ui';
import type { ReactNode } from 'react';
import { fetchShopConfig } from '../../api/settings';
import { useContentText } from '../../screens/PageFrame';
import { useLoad } from '../use-load';
import styles from './locator.module.css';
import { OutlineMap } from './OutlineMap';
import { TileMap } from './TileMap';

interface ShopMapProps {
  lang: StorefrontLanguage;
  shops: Shop[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}

/** The shops on a map: over the configured tile server, or on the drawn outline of Poland without one. */
export function ShopMap({ lang, shops, selectedId, onSelect }: ShopMapProps) {
  const t = useContentText(lang);
  // Settings that fail to load leave the drawn map, which needs none.
  const config = useLoad(() => fetchShopConfig().catch(() => undefined), []);
  const labelOf = (shop: Shop) => t('storeLocator.marker', { name: shop.name, city: shop.city });
  const hintId = 'store-locator-map-hint';
  let map: ReactNode;
  if (config.state === 'loading') map = <Skeleton shape="rect" height="100%" />;
  else if (config.data?.mapTilesUrl)
    map = (
      <TileMap
        tilesUrl={config.data.mapTilesUrl}
        shops={shops}
        selectedId={selectedId}
        onSelect={onSelect}
        labelOf={labelOf}
        zoomInLabel={t('storeLocator.zoomIn')}
        zoomOutLabel={t('storeLocator.zoomOut')}
      />
    );
  else map = <OutlineMap shops={shops} selectedId={selectedId} onSelect={onSelect} labelOf={labelOf} />;
  return (
    <section className={styles.map} aria-label={t('storeLocator.mapLabel')} aria-describedby={hintId}>
      {map}
      <p id={hintId} className={styles.map__hint}>
        {t('storeLocator.mapHint')}
      </p>
    </section>
  );
}
