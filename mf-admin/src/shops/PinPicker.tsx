import { Button } from '@shop/ui';
import { type MouseEvent, useState } from 'react';
import { useText } from '../screens/text';
import { type Place, tilesAround, toPixel, toPlace } from './map-position';
import styles from './shops.module.css';

const WIDTH = 480;
const HEIGHT = 300;
/** Poland's middle, where a new shop's map opens. */
const POLAND: Place = { lat: 52.07, lng: 19.48 };

/**
 * Places the shop's pin by a click on the map (the store locator's tiles, MAP_TILES_URL); the latitude and
 * longitude fields beside it are the keyboard's way and show what the click chose.
 */
export function PinPicker({
  tilesUrl,
  pin,
  onPlace,
}: {
  tilesUrl: string;
  pin: Place | undefined;
  onPlace: (place: Place) => void;
}) {
  const t = useText();
  const [zoom, setZoom] = useState(pin ? 13 : 6);
  const [center, setCenter] = useState<Place>(pin ?? POLAND);
  const middle = toPixel(center, zoom);
  const origin = { x: middle.x - WIDTH / 2, y: middle.y - HEIGHT / 2 };
  const place = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const chosen = toPlace({ x: origin.x + event.clientX - box.left, y: origin.y + event.clientY - box.top }, zoom);
    onPlace(chosen);
    setCenter(chosen);
  };
  const marker = pin && toPixel(pin, zoom);
  return (
    <div className={styles.picker}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the coordinate fields are the keyboard's way */}
      <div
        className={styles.picker__map}
        style={{ width: WIDTH, height: HEIGHT }}
        onClick={place}
        data-testid="pin-picker"
      >
        {tilesAround(origin, WIDTH, HEIGHT, zoom).map((tile) => (
          <img
            key={`${tile.x}-${tile.y}-${tile.left}`}
            src={tilesUrl.replace('{z}', String(zoom)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y))}
            alt=""
            width={256}
            height={256}
            draggable={false}
            style={{ left: tile.left, top: tile.top }}
          />
        ))}
        {marker && (
          <span className={styles.picker__pin} style={{ left: marker.x - origin.x, top: marker.y - origin.y }} />
        )}
      </div>
      <div className={styles.picker__zoom}>
        <Button variant="secondary" size="sm" disabled={zoom >= 17} onClick={() => setZoom(zoom + 1)}>
          {t('shops.zoomIn')}
        </Button>
        <Button variant="secondary" size="sm" disabled={zoom <= 5} onClick={() => setZoom(zoom - 1)}>
          {t('shops.zoomOut')}
        </Button>
      </div>
      <p className={styles.hint}>{t('shops.pickerHint')}</p>
    </div>
  );
}
