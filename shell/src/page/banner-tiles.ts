import type { ScreenId, StorefrontLanguage } from '@shop/i18n';

// SPEC §2, homepage banners: which tiles a language shows, and how wide. The footer draws them in order.

export type BannerId = 'gpsTracker' | 'funding' | 'insurance' | 'storeLocator' | 'catalogue';

export interface BannerTile {
  id: BannerId;
  width: 'half' | 'full';
  /** The screen the tile leads to; the catalogue tile downloads a file instead. */
  screen?: ScreenId;
}

const tiles: Record<StorefrontLanguage, BannerTile[]> = {
  pl: [
    { id: 'gpsTracker', width: 'half', screen: 'gpsTracker' },
    { id: 'funding', width: 'half', screen: 'funding' },
    { id: 'insurance', width: 'full', screen: 'insurance' },
    { id: 'storeLocator', width: 'half', screen: 'storeLocator' },
    { id: 'catalogue', width: 'half' },
  ],
  en: [
    { id: 'gpsTracker', width: 'full', screen: 'gpsTracker' },
    { id: 'storeLocator', width: 'half', screen: 'storeLocator' },
    { id: 'catalogue', width: 'half' },
  ],
};

export function bannerTilesOf(lang: StorefrontLanguage): readonly BannerTile[] {
  return tiles[lang];
}
