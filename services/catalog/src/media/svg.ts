import { drawBike } from './draw-bike';
import {
  drawAccessory,
  drawBattery,
  drawCharger,
  drawConversionSet,
  drawDisplay,
  drawGps,
  drawMotor,
} from './draw-parts';
import { CANVAS, type Drawing } from './drawing';

// A drawing as a complete SVG document: a studio-like backdrop, the subject, and the model's name.

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function subject(d: Drawing): string {
  switch (d.kind) {
    case 'bike':
      return drawBike(d);
    case 'battery':
      return drawBattery(d);
    case 'motor':
      return drawMotor(d);
    case 'conversion_set':
      return drawConversionSet(d);
    case 'charger':
      return drawCharger(d);
    case 'display':
      return drawDisplay(d);
    case 'accessory':
      return drawAccessory(d);
    case 'gps':
      return drawGps(d);
  }
}

const backdrops: Record<Drawing['kind'], [string, string]> = {
  bike: ['#f7f8fa', '#e3e7ec'],
  battery: ['#f6f7f2', '#e2e6da'],
  motor: ['#f5f6f8', '#dde1e7'],
  conversion_set: ['#f5f6f8', '#dde1e7'],
  charger: ['#f7f6f3', '#e6e2da'],
  display: ['#f3f6f8', '#dbe3ea'],
  accessory: ['#f8f6f4', '#e9e3dc'],
  gps: ['#eef4fb', '#d5e3f3'],
};

/** The SVG document of a drawing (1280 × 960, scalable). */
export function renderSvg(d: Drawing): string {
  const [top, bottom] = backdrops[d.kind];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}" width="${CANVAS.width}" height="${CANVAS.height}" role="img">`,
    `<title>${escapeXml(d.label)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="${CANVAS.width}" height="${CANVAS.height}" fill="url(#bg)"/>`,
    subject(d),
    d.label
      ? `<text x="48" y="${CANVAS.height - 44}" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#5b636c">${escapeXml(d.label)}</text>`
      : '',
    '</svg>',
  ].join('');
}
