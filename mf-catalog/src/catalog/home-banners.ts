import type { ScreenId, StorefrontLanguage } from '@shop/i18n';

// SPEC §2, homepage banners: GPS guard in both languages (half width in Polish, full in English), funding
// in Polish only, insurance in Polish only and full width, the store locator and the catalogue download in
// both. The home page draws them in this order.

export type HomeBannerId = 'gpsTracker' | 'funding' | 'insurance' | 'storeLocator' | 'catalogue';

export interface HomeBanner {
  id: HomeBannerId;
  width: 'half' | 'full';
  /** The page the banner leads to; the catalogue banner downloads the PDF instead. */
  screen?: ScreenId;
}

const banners: Record<StorefrontLanguage, readonly HomeBanner[]> = {
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

export function homeBannersOf(lang: StorefrontLanguage): readonly HomeBanner[] {
  return banners[lang];
}
