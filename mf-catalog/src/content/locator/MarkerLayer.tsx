import type { Shop } from '@shop/contracts';
import { type KeyboardEvent, useRef } from 'react';
import styles from './locator.module.css';

export interface PlacedShop {
  shop: Shop;
  /** Where the marker's tip goes, as CSS lengths (px on tiles, % on the drawn map). */
  left: string;
  top: string;
}

interface MarkerLayerProps {
  placed: PlacedShop[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  /** The marker's name for assistive technology ("Rowerownia, Kraków"). */
  labelOf: (shop: Shop) => string;
}

const previousKeys = new Set(['ArrowLeft', 'ArrowUp']);
const nextKeys = new Set(['ArrowRight', 'ArrowDown']);

/**
 * The shops' markers as buttons. They are one stop of the Tab key (a roving tab index): the arrow keys move
 * from shop to shop in the list's order and select each, Home and End jump to the first and the last.
 */
export function MarkerLayer({ placed, selectedId, onSelect, labelOf }: MarkerLayerProps) {
  const layer = useRef<HTMLDivElement>(null);
  const current = placed.findIndex((item) => item.shop.id === selectedId);
  const tabStop = Math.max(current, 0);

  function move(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    let next: number | undefined;
    if (previousKeys.has(event.key)) next = (index - 1 + placed.length) % placed.length;
    else if (nextKeys.has(event.key)) next = (index + 1) % placed.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = placed.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const target = placed[next];
    if (!target) return;
    onSelect(target.shop.id);
    layer.current?.querySelector<HTMLButtonElement>(`[data-shop-id="${target.shop.id}"]`)?.focus();
  }

  return (
    <div ref={layer} className={styles.markers}>
      {placed.map((item, index) => {
        const selected = item.shop.id === selectedId;
        return (
          <button
            key={item.shop.id}
            type="button"
            className={styles.marker}
            style={{ left: item.left, top: item.top }}
            data-shop-id={item.shop.id}
            data-selected={selected || undefined}
            aria-pressed={selected}
            aria-label={labelOf(item.shop)}
            tabIndex={index === tabStop ? 0 : -1}
            onClick={() => onSelect(item.shop.id)}
            onKeyDown={(event) => move(event, index)}
            onPointerDown={(event) => event.stopPropagation()}
          >
            <svg viewBox="0 0 24 32" aria-hidden="true" focusable="false">
              <path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" />
              <circle cx="12" cy="12" r="4.5" />
            </svg>
          </button>
        );
      })}
    </div>
  );
}
