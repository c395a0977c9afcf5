// Two ways to put a shop on a picture: on the drawn outline of Poland (a plain equirectangular projection
// is true enough at this size) and on Web Mercator map tiles, the projection every tile server uses.

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Point {
  x: number;
  y: number;
}

// ---- The drawn map ----------------------------------------------------------------------------------------

/** What the drawn map shows: Poland with a small margin. */
const bounds = { west: 14.0, east: 24.3, south: 48.9, north: 55.0 };
/** Degrees of longitude are shorter than degrees of latitude at Poland's latitude (about 52°). */
const lngScale = Math.cos((52 * Math.PI) / 180);
const unit = 100;

/** The drawn map's size in its own units (an SVG viewBox). */
export const outlineSize = {
  width: Math.round((bounds.east - bounds.west) * lngScale * unit),
  height: Math.round((bounds.north - bounds.south) * unit),
};

export function projectOutline({ lat, lng }: LatLng): Point {
  return { x: (lng - bounds.west) * lngScale * unit, y: (bounds.north - lat) * unit };
}

/** Poland's border, simplified to about forty points, clockwise from the mouth of the Świna. */
const border: [lng: number, lat: number][] = [
  [14.22, 53.93],
  [14.9, 54.06],
  [15.58, 54.18],
  [16.2, 54.32],
  [16.85, 54.59],
  [17.55, 54.76],
  [18.33, 54.83],
  [18.8, 54.6],
  [18.65, 54.4],
  [19.0, 54.35],
  [19.63, 54.45],
  [20.5, 54.39],
  [21.5, 54.33],
  [22.79, 54.36],
  [23.35, 54.24],
  [23.5, 53.95],
  [23.92, 53.16],
  [23.92, 52.7],
  [23.2, 52.32],
  [23.65, 52.07],
  [23.61, 51.51],
  [24.1, 50.85],
  [23.98, 50.42],
  [23.55, 50.25],
  [22.9, 49.8],
  [22.56, 49.08],
  [22.0, 49.23],
  [21.6, 49.43],
  [20.9, 49.32],
  [20.2, 49.34],
  [19.83, 49.19],
  [19.5, 49.58],
  [18.85, 49.52],
  [18.58, 49.92],
  [18.0, 50.0],
  [17.65, 50.28],
  [16.9, 50.45],
  [16.8, 50.2],
  [16.21, 50.63],
  [15.8, 50.75],
  [15.0, 51.0],
  [14.82, 50.87],
  [14.97, 51.3],
  [14.6, 51.7],
  [14.75, 52.1],
  [14.6, 52.6],
  [14.15, 52.85],
  [14.4, 53.3],
  [14.22, 53.93],
];

/** The border as the `d` of an SVG path in the drawn map's units. */
export const polandPath = border
  .map(([lng, lat], index) => {
    const { x, y } = projectOutline({ lat, lng });
    return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
  })
  .join(' ')
  .concat(' Z');

// ---- Map tiles --------------------------------------------------------------------------------------------

export const tileSize = 256;
export const minZoom = 5;
export const maxZoom = 17;

/** A place in pixels of the whole world drawn at `zoom`. */
export function projectMercator({ lat, lng }: LatLng, zoom: number): Point {
  const size = tileSize * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function unprojectMercator({ x, y }: Point, zoom: number): LatLng {
  const size = tileSize * 2 ** zoom;
  const lng = (x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / size;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng };
}

/** The closest view that shows every place inside a box of `width` × `height` pixels, with a margin. */
export function fitView(places: LatLng[], width: number, height: number): { center: LatLng; zoom: number } {
  if (places.length === 0) return { center: { lat: 52.07, lng: 19.48 }, zoom: 6 }; // the middle of Poland
  const lats = places.map((place) => place.lat);
  const lngs = places.map((place) => place.lng);
  const southWest = { lat: Math.min(...lats), lng: Math.min(...lngs) };
  const northEast = { lat: Math.max(...lats), lng: Math.max(...lngs) };
  const margin = 48;
  let zoom = places.length === 1 ? 13 : maxZoom;
  for (; zoom > minZoom; zoom--) {
    const a = projectMercator(southWest, zoom);
    const b = projectMercator(northEast, zoom);
    if (b.x - a.x <= width - 2 * margin && a.y - b.y <= height - 2 * margin) break;
  }
  const a = projectMercator(southWest, zoom);
  const b = projectMercator(northEast, zoom);
  return { center: unprojectMercator({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, zoom), zoom };
}

/** A tile address from a template such as `https://tiles.example/{z}/{x}/{y}.png`. */
export function tileUrl(template: string, zoom: number, x: number, y: number): string {
  return template.replaceAll('{z}', String(zoom)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y));
}
