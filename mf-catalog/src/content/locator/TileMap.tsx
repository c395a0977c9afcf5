import type { Shop } from '@shop/contracts';
import { type PointerEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  fitView,
  type LatLng,
  maxZoom,
  minZoom,
  type Point,
  projectMercator,
  tileSize,
  tileUrl,
  unprojectMercator,
} from './geo';
import styles from './locator.module.css';
import { MarkerLayer } from './MarkerLayer';

interface TileMapProps {
  /** `{z}/{x}/{y}` template of the tile server (the shop's settings). */
  tilesUrl: string;
  shops: Shop[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  labelOf: (shop: Shop) => string;
  zoomInLabel: string;
  zoomOutLabel: string;
}

interface View {
  center: LatLng;
  zoom: number;
}

/** Measures the map's box; a box not laid out yet (tests, a hidden tab) counts as 640 × 420. */
function useBoxSize(element: RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState({ width: 640, height: 420 });
  useLayoutEffect(() => {
    const box = element.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry?.contentRect ?? { width: 0, height: 0 };
      if (width > 0 && height > 0) setSize({ width, height });
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/** A slippy map over the configured tile server: drag to move, buttons to zoom, markers in sync with the list. */
export function TileMap({ tilesUrl, shops, selectedId, onSelect, labelOf, zoomInLabel, zoomOutLabel }: TileMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useBoxSize(box);
  const [view, setView] = useState<View>(() => fitView(shops, width, height));
  const drag = useRef<{ pointer: number; start: Point; center: Point } | undefined>(undefined);

  // A new search shows all of its shops.
  const shopsKey = shops.map((shop) => shop.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit when the found shops or the box change
  useEffect(() => setView(fitView(shops, width, height)), [shopsKey, width, height]);

  // A shop picked in the list comes into view when it is outside it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the selection only
  useEffect(() => {
    const shop = shops.find((candidate) => candidate.id === selectedId);
    if (!shop) return;
    const center = projectMercator(view.center, view.zoom);
    const point = projectMercator(shop, view.zoom);
    const margin = 32;
    const inside =
      Math.abs(point.x - center.x) < width / 2 - margin && Math.abs(point.y - center.y) < height / 2 - margin;
    if (!inside) setView((current) => ({ ...current, center: { lat: shop.lat, lng: shop.lng } }));
  }, [selectedId]);

  const center = projectMercator(view.center, view.zoom);
  const origin = { x: center.x - width / 2, y: center.y - height / 2 };
  const tiles = visibleTiles(origin, width, height, view.zoom);
  const placed = shops.map((shop) => {
    const point = projectMercator(shop, view.zoom);
    return { shop, left: `${Math.round(point.x - origin.x)}px`, top: `${Math.round(point.y - origin.y)}px` };
  });

  const zoomBy = (step: number) =>
    setView((current) => ({ ...current, zoom: Math.min(maxZoom, Math.max(minZoom, current.zoom + step)) }));

  function startDrag(event: PointerEvent<HTMLDivElement>) {
    drag.current = { pointer: event.pointerId, start: { x: event.clientX, y: event.clientY }, center };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }
  function moveDrag(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    const moved = {
      x: current.center.x - (event.clientX - current.start.x),
      y: current.center.y - (event.clientY - current.start.y),
    };
    setView((state) => ({ ...state, center: unprojectMercator(moved, state.zoom) }));
  }
  const endDrag = () => {
    drag.current = undefined;
  };

  return (
    <div
      ref={box}
      className={styles.tiles}
      data-map="tiles"
      onPointerDown={startDrag}
      onPointerMove={moveDrag}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <div className={styles.tiles__layer} aria-hidden="true">
        {tiles.map((tile) => (
          <img
            key={`${view.zoom}/${tile.x}/${tile.y}`}
            className={styles.tiles__tile}
            src={tileUrl(tilesUrl, view.zoom, tile.wrappedX, tile.y)}
            alt=""
            width={tileSize}
            height={tileSize}
            draggable={false}
            style={{ left: tile.left, top: tile.top }}
          />
        ))}
      </div>
      <MarkerLayer placed={placed} selectedId={selectedId} onSelect={onSelect} labelOf={labelOf} />
      <div className={styles.tiles__zoom}>
        <button type="button" onClick={() => zoomBy(1)} disabled={view.zoom >= maxZoom} aria-label={zoomInLabel}>
          +
        </button>
        <button type="button" onClick={() => zoomBy(-1)} disabled={view.zoom <= minZoom} aria-label={zoomOutLabel}>
          −
        </button>
      </div>
    </div>
  );
}

/** The tiles that cover the box whose top-left corner is `origin` (world pixels at `zoom`). */
function visibleTiles(origin: Point, width: number, height: number, zoom: number) {
  const count = 2 ** zoom;
  const tiles: { x: number; y: number; wrappedX: number; left: number; top: number }[] = [];
  const firstX = Math.floor(origin.x / tileSize);
  const lastX = Math.floor((origin.x + width) / tileSize);
  const firstY = Math.max(0, Math.floor(origin.y / tileSize));
  const lastY = Math.min(count - 1, Math.floor((origin.y + height) / tileSize));
  for (let y = firstY; y <= lastY; y++) {
    for (let x = firstX; x <= lastX; x++) {
      tiles.push({
        x,
        y,
        wrappedX: ((x % count) + count) % count,
        left: Math.round(x * tileSize - origin.x),
        top: Math.round(y * tileSize - origin.y),
      });
    }
  }
  return tiles;
}
