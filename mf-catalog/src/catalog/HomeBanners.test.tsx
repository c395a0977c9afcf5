// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HomeBanners } from './HomeBanners';
import { loadTexts } from './test-support';

beforeAll(loadTexts);
afterEach(cleanup);

const banners = () =>
  [...document.querySelectorAll('[data-home-banner]')].map((banner) => [
    banner.getAttribute('data-home-banner'),
    banner.getAttribute('data-width'),
  ]);

describe('home page banners (SPEC §2)', () => {
  it('in Polish: GPS guard half width, funding, insurance full width, locator and catalogue', () => {
    render(<HomeBanners lang="pl" />);
    expect(banners()).toEqual([
      ['gpsTracker', 'half'],
      ['funding', 'half'],
      ['insurance', 'full'],
      ['storeLocator', 'half'],
      ['catalogue', 'half'],
    ]);
    expect(screen.getByRole('link', { name: 'Poznaj Guard' })).toHaveAttribute(
      'href',
      '/pl/zefir-guard-lokalizator-gps-do-roweru-elektrycznego',
    );
    expect(screen.getByRole('link', { name: 'Sprawdź ubezpieczenie' })).toHaveAttribute('href', '/pl/ubezpieczenie');
    expect(screen.getByRole('button', { name: 'Pobierz katalog (PDF)' })).toBeVisible();
  });

  it('in English: GPS guard full width, no funding or insurance', () => {
    render(<HomeBanners lang="en" />);
    expect(banners()).toEqual([
      ['gpsTracker', 'full'],
      ['storeLocator', 'half'],
      ['catalogue', 'half'],
    ]);
    expect(screen.getByRole('link', { name: 'Find a shop' })).toHaveAttribute('href', '/en/store-locator');
  });
});
