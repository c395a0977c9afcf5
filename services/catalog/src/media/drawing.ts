// What a product picture shows. Pictures are drawn by code (no photographs can be fetched here): the
// description is stored with the product and rendered to SVG (draw-*.ts), then rasterized per width.

export type FrameType = 'city' | 'folding' | 'mtb' | 'trekking' | 'suv' | 'speed';
export type AccessoryItem =
  | 'helmet'
  | 'lock'
  | 'light'
  | 'bag'
  | 'pump'
  | 'mirror'
  | 'bell'
  | 'fenders'
  | 'rack'
  | 'phone_holder'
  | 'basket'
  | 'kickstand'
  | 'gloves'
  | 'insurance';

export type Drawing =
  | { kind: 'bike'; frame: FrameType; color: string; motor: 'mid' | 'rear'; view: 'side' | 'cockpit'; label: string }
  | { kind: 'battery'; capacityWh: number; mount: 'frame' | 'rack' | 'downtube'; color: string; label: string }
  | { kind: 'motor'; power: number; placement: 'mid' | 'hub'; label: string }
  | { kind: 'conversion_set'; wheelInches: number; label: string }
  | { kind: 'charger'; amps: number; label: string }
  | { kind: 'display'; screen: 'lcd' | 'color' | 'led'; label: string }
  | { kind: 'accessory'; item: AccessoryItem; color: string; label: string }
  | { kind: 'gps'; view: 'device' | 'app'; label: string };

/** Every picture is drawn on this canvas (4:3); widths are scaled from it. */
export const CANVAS = { width: 1280, height: 960 } as const;
/** The widths served as WebP (`?w=`), smallest first. */
export const MEDIA_WIDTHS = [320, 640, 1280] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
