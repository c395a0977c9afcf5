import { describe, expect, it } from 'vitest';
import { bannerTilesOf } from './banner-tiles';

// SPEC §2, homepage banners.
describe('bannerTilesOf', () => {
  const shown = (lang: 'pl' | 'en') => bannerTilesOf(lang).map((tile) => `${tile.id}:${tile.width}`);

  it('shows Polish shoppers every tile, the GPS tracker half width and insurance full width', () => {
    expect(shown('pl')).toEqual([
      'gpsTracker:half',
      'funding:half',
      'insurance:full',
      'storeLocator:half',
      'catalogue:half',
    ]);
  });

  it('shows English shoppers no funding or insurance tile, and the GPS tracker full width', () => {
    expect(shown('en')).toEqual(['gpsTracker:full', 'storeLocator:half', 'catalogue:half']);
  });
});
