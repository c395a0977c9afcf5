import type { Shop } from '@shop/contracts';
import { outlineSize, polandPath, projectOutline } from './geo';
import styles from './locator.module.css';
import { MarkerLayer } from './MarkerLayer';

interface OutlineMapProps {
  shops: Shop[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  labelOf: (shop: Shop) => string;
}

/** A map drawn by the shop itself: the outline of Poland with the shops on it. Needs no tile server. */
export function OutlineMap({ shops, selectedId, onSelect, labelOf }: OutlineMapProps) {
  const placed = shops.map((shop) => {
    const { x, y } = projectOutline(shop);
    return {
      shop,
      left: `${((x / outlineSize.width) * 100).toFixed(2)}%`,
      top: `${((y / outlineSize.height) * 100).toFixed(2)}%`,
    };
  });
  return (
    <div className={styles.outline} data-map="outline">
      <svg
        className={styles.outline__land}
        viewBox={`0 0 ${outlineSize.width} ${outlineSize.height}`}
        aria-hidden="true"
        focusable="false"
      >
        <path d={polandPath} />
      </svg>
      <MarkerLayer placed={placed} selectedId={selectedId} onSelect={onSelect} labelOf={labelOf} />
    </div>
  );
}
