// Web Mercator (the tiles' projection): a place ↔ a pixel of the world at a zoom level, 256 px tiles.

export interface Place {
  lat: number;
  lng: number;
}

const TILE = 256;

export function toPixel({ lat, lng }: Place, zoom: number) {
  const size = TILE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function toPlace({ x, y }: { x: number; y: number }, zoom: number): Place {
  const size = TILE * 2 ** zoom;
  const lng = (x / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return { lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 };
}

/** The tiles covering a `width` × `height` view whose top-left pixel is `origin`. */
export function tilesAround(origin: { x: number; y: number }, width: number, height: number, zoom: number) {
  const count = 2 ** zoom;
  const tiles: { x: number; y: number; left: number; top: number }[] = [];
  for (let ty = Math.floor(origin.y / TILE); ty * TILE < origin.y + height; ty++)
    for (let tx = Math.floor(origin.x / TILE); tx * TILE < origin.x + width; tx++)
      if (ty >= 0 && ty < count)
        tiles.push({ x: ((tx % count) + count) % count, y: ty, left: tx * TILE - origin.x, top: ty * TILE - origin.y });
  return tiles;
}
