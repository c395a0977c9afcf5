// @vitest-environment jsdom
import type { ScreenId } from '@shop/i18n';
import { initI18n, preloadLanguage } from '@shop/platform';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import App, { catalogScreens, preloadScreen } from './App';

const params = { id: '59', slug: 'rowery-elektryczne' };

// Rendered in an awaited act(): a screen's own lazy parts (the store locator) suspend on the first render.
async function show(id: ScreenId, lang: 'pl' | 'en', screenParams: Record<string, string> = params) {
  let container: HTMLElement | undefined;
  await act(async () => {
    container = render(<App screen={id} lang={lang} params={screenParams} />).container;
  });
  return container?.querySelector(`[data-screen="${id}"][data-remote="mf-catalog"]`) ?? null;
}

beforeAll(async () => {
  // Nothing here should call the gateway; answer like a gateway without the catalogue if something does.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
  await initI18n('pl');
  await preloadLanguage('en');
  // Every screen is its own chunk; once fetched it renders at once (App.loading.test.tsx: before that).
  await Promise.all(Object.keys(catalogScreens).map((id) => preloadScreen(id as ScreenId)));
});

afterEach(cleanup);

const titles: [ScreenId, string, string][] = [
  ['home', 'Rowery elektryczne od polskiego producenta', 'Electric bikes from a Polish maker'],
  ['product', 'Szczegóły produktu', 'Product details'],
  ['collection', 'Rowery elektryczne', 'Electric bikes'],
  ['search', 'Szukaj', 'Search'],
  ['contact', 'Kontakt', 'Contact'],
  ['blog', 'Blog', 'Blog'],
  ['blogPost', 'Wpis na blogu', 'Blog post'],
  ['terms', 'Regulamin sklepu', 'Terms of service'],
  ['privacy', 'Polityka prywatności', 'Privacy policy'],
  ['deliveryPayment', 'Płatność i wysyłka', 'Delivery and payment'],
  ['warrantyReturns', 'Zwroty i reklamacje', 'Warranty and returns'],
  ['qualityWarranty', 'Jakość i gwarancja', 'Quality and warranty'],
  ['howItWorks', 'Jak działa rower elektryczny', 'How an electric bike works'],
  ['aboutUs', 'O marce', 'About us'],
  ['storeLocator', 'Gdzie kupić', 'Where to buy'],
  ['gpsTracker', 'Guard — lokalizator GPS do roweru elektrycznego', 'Guard — GPS tracker for your e-bike'],
  ['customerReviews', 'Opinie klientów', 'Customer reviews'],
  ['funding', 'Dofinansowanie do rowerów elektrycznych — jak uzyskać dopłatę', 'E-bike funding — how to get a subsidy'],
  ['insurance', 'Ubezpieczenie roweru elektrycznego', 'E-bike insurance'],
  ['installments', 'Rower elektryczny na raty', 'E-bike in installments'],
  ['tech', 'Technologia — napęd, bateria, rama', 'Technology — drive, battery, frame'],
  ['documents', 'Dokumenty do pobrania', 'Documents to download'],
  ['services', 'Serwis rowerów elektrycznych', 'E-bike workshop'],
  ['b2bOrders', 'Zamówienia B2B — jak zamawiają dealerzy', 'B2B orders — how dealers order'],
  ['b2bRma', 'Reklamacje B2B — zwroty i reklamacje dealerów', 'B2B returns and claims for dealers'],
  ['accessibilityStatement', 'Deklaracja dostępności', 'Accessibility statement'],
];

describe('mf-catalog page frames', () => {
  it('has a frame for every screen it owns', () => {
    expect(Object.keys(catalogScreens).sort()).toEqual(titles.map(([id]) => id).sort());
  });

  it.each(titles)('%s shows its title and the way home in Polish and English', async (id, polish, english) => {
    for (const [lang, title, home] of [
      ['pl', polish, 'Strona główna'],
      ['en', english, 'Home'],
    ] as const) {
      const frame = await show(id, lang);
      expect(frame, `${id} ${lang}`).toBeInTheDocument();
      expect(within(frame as HTMLElement).getByRole('heading', { level: 1 }).textContent).toBe(title);
      if (id !== 'home') {
        const crumbs = screen.getByRole('navigation', { name: lang === 'pl' ? 'Jesteś tutaj' : 'You are here' });
        expect(within(crumbs).getByRole('link', { name: home })).toHaveAttribute('href', `/${lang}/`);
        expect(within(crumbs).getByText(title)).toHaveAttribute('aria-current', 'page');
      }
      cleanup();
    }
  });

  it('draws nothing on a screen another remote owns', async () => {
    const { container } = render(<App screen="cart" lang="pl" params={{}} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('what a shopper reads before the catalogue arrives', () => {
  it('an empty collection says so and leads back to the shop', async () => {
    await show('collection', 'pl', { id: '123', slug: 'inne' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kategoria');
    expect(await screen.findByText('W tej kategorii nie ma jeszcze produktów')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Wróć do sklepu' })).toHaveAttribute('href', '/pl/');
  });

  it('the home page leads into the e-bike and MTB collections', async () => {
    await show('home', 'en');
    expect(screen.getByRole('link', { name: 'Browse e-bikes' })).toHaveAttribute(
      'href',
      '/en/collection/59/electric-bikes',
    );
    expect(screen.getByRole('link', { name: 'Electric mountain bikes' })).toHaveAttribute(
      'href',
      '/en/collection/90/mtb-electric-bikes',
    );
    expect(screen.getByText('250 W motor with assistance up to 25 km/h')).toBeVisible();
  });

  it('the insurance page states the cover and its limits', async () => {
    await show('insurance', 'pl');
    expect(screen.getByText('Kradzież z włamaniem')).toBeVisible();
    // The testing library reads a no-break space as a plain one.
    expect(screen.getByText(/maksymalnie 15 000,00 zł/)).toBeVisible();
    expect(screen.getByText(/Kradzież zgłoś na policję w ciągu 48 godzin/)).toBeVisible();
    expect(screen.getByText(/ze stali hartowanej o grubości co najmniej 8 mm,/)).toBeVisible();
    expect(screen.getByText(/zapięciem składanym o grubości co najmniej 5 mm\./)).toBeVisible();
    expect(screen.getByText(/tylko na terenie Polski i przy użytku prywatnym/)).toBeVisible();
  });

  it('the funding page says the programme was cancelled, and is Polish only', async () => {
    await show('funding', 'pl');
    expect(screen.getByText(/program dopłat do rowerów elektrycznych został anulowany/)).toBeVisible();
    expect(
      screen.getByText(
        'Program zakładał zwrot 50% ceny: do 2 500,00 zł przy rowerach elektrycznych i do 4 500,00 zł przy rowerach cargo.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/Sprawdź nasze raty 0%/)).toBeVisible();
    cleanup();
    await show('funding', 'en');
    expect(screen.getByText('This page is available in Polish only.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read it in Polish' })).toHaveAttribute(
      'href',
      '/pl/moj-rower-elektryczny/dofinansowanie-do-rowerow-elektrycznych-jak-uzyskac-doplate',
    );
    expect(screen.queryByText(/cancelled/)).not.toBeInTheDocument();
  });

  it('the GPS tracker page lists what Guard does and links to the tracker product', async () => {
    await show('gpsTracker', 'en');
    for (const feature of [
      'Location history',
      'Theft alerts',
      'Remote electronic lock',
      'Free app',
      'Battery lasting up to 6 months',
    ]) {
      expect(screen.getByText(feature)).toBeVisible();
    }
    expect(screen.getByText(/central motor that communicates over UART/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the tracker in the shop' }).getAttribute('href')).toMatch(
      /^\/en\/product\/1315\//,
    );
  });

  it('the installments page names both 0% offers', async () => {
    await show('installments', 'pl');
    expect(
      screen.getByText('eRaty: do 20 rat 0% przy koszyku od 100,00 zł (plus przelew weryfikacyjny 1,00 zł)'),
    ).toBeVisible();
    expect(screen.getByText('Raty CA: 10 × 0%')).toBeVisible();
  });
});
