// @vitest-environment jsdom
import type { Shop } from '@shop/contracts';
import { initI18n, preloadLanguage } from '@shop/platform';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, type SentRequest, shopConfig, stubGateway } from '../test-gateway';
import StoreLocator from './StoreLocator';

const shop = (id: number, name: string, city: string, tags: Shop['tags'], lat: number, lng: number): Shop => ({
  id,
  name,
  street: `ul. Rowerowa ${id}`,
  zip: '00-001',
  city,
  region: 'pl_mz',
  regionName: 'mazowieckie',
  lat,
  lng,
  website: `https://www.sklep${id}.example/`,
  phones: [`+48 22 100 00 0${id}`, `+48 600 000 00${id}`],
  email: `sklep${id}@example.com`,
  tags,
  collections: [59],
  openingHours: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '17:00' })),
});

const shops = [
  shop(1, 'Rowerownia Centrum', 'Warszawa', ['shop', 'premium', 'service', 'test'], 52.23, 21.01),
  shop(2, 'E-Bike Kraków', 'Kraków', ['shop', 'rental'], 50.06, 19.94),
  shop(3, 'Salon Zefir Poznań', 'Poznań', ['branch', 'service'], 52.41, 16.93),
];

/** Answers like the CMS: filters[tag] and filters[place] narrow the list. */
function answerShops({ url }: SentRequest) {
  const tag = url.searchParams.get('filters[tag]');
  const place = url.searchParams.get('filters[place]')?.toLowerCase();
  const items = shops.filter(
    (candidate) =>
      (!tag || candidate.tags.includes(tag as Shop['tags'][number])) &&
      (!place || candidate.city.toLowerCase().includes(place)),
  );
  return json({ items, total: items.length, page: 1, limit: 200 });
}

let gateway: ReturnType<typeof stubGateway>;
const shopCalls = () => gateway.sent.filter((request) => request.url.pathname === '/api/cms/shops');

beforeAll(async () => {
  await initI18n('pl');
  await preloadLanguage('en');
});
beforeEach(() => {
  window.history.replaceState(null, '', '/en/store-locator');
  gateway = stubGateway([
    ['GET', '/api/config', () => json(shopConfig())],
    ['GET', '/api/cms/shops', answerShops],
  ]);
});
afterEach(cleanup);

const list = () => screen.getByRole('list', { name: 'List of stores' });

describe('the store locator', () => {
  it('lists every shop with its website, phones and e-mail, and puts each on the drawn map', async () => {
    render(<StoreLocator lang="en" />);
    const card = (await screen.findByRole('listitem', { name: 'Rowerownia Centrum' })) as HTMLElement;
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByRole('link', { name: /sklep1\.example/ })).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('link', { name: '+48 22 100 00 01' })).toHaveAttribute('href', 'tel:+48221000001');
    expect(within(card).getByRole('link', { name: 'sklep1@example.com' })).toHaveAttribute(
      'href',
      'mailto:sklep1@example.com',
    );
    expect(within(card).getByText('Premium dealer')).toBeVisible();
    expect(within(card).getByText('Mon–Fri 9:00–17:00')).toBeVisible();
    expect(screen.getByText('Stores found: 3')).toBeVisible();
    await waitFor(() => expect(document.querySelector('[data-map="outline"]')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'E-Bike Kraków, Kraków' })).toBeVisible();
  });

  it('narrows the list with a tag chip, and lets the shopper go back to all', async () => {
    const user = userEvent.setup();
    render(<StoreLocator lang="en" />);
    await screen.findByRole('listitem', { name: 'Rowerownia Centrum' });
    await user.click(screen.getByRole('button', { name: 'Rental' }));

    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list()).getByRole('listitem', { name: 'E-Bike Kraków' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rental' })).toHaveAttribute('aria-pressed', 'true');
    expect(shopCalls().at(-1)?.url.searchParams.get('filters[tag]')).toBe('rental');
    expect(window.location.search).toBe('?tag=rental');

    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(3));
  });

  it('says so when no shop matches the search, in English and in Polish', async () => {
    const user = userEvent.setup();
    render(<StoreLocator lang="en" />);
    await screen.findByRole('listitem', { name: 'Rowerownia Centrum' });
    await user.type(screen.getByRole('searchbox', { name: 'Town, postal code or voivodeship' }), 'Nowhere');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No stores found matching the search criteria')).toBeVisible();
    expect(shopCalls().at(-1)?.url.searchParams.get('filters[place]')).toBe('Nowhere');
    expect(screen.queryByRole('list', { name: 'List of stores' })).not.toBeInTheDocument();
    cleanup();

    render(<StoreLocator lang="pl" />);
    expect(await screen.findByText('Nie znaleziono sklepów spełniających kryteria wyszukiwania')).toBeVisible();
  });

  it('keeps the card and the marker of the chosen shop in step, both ways', async () => {
    const user = userEvent.setup();
    render(<StoreLocator lang="en" />);
    const card = await screen.findByRole('listitem', { name: 'Salon Zefir Poznań' });
    await waitFor(() => expect(document.querySelector('[data-map="outline"]')).toBeInTheDocument());

    await user.click(within(card).getByRole('button', { name: 'Show on the map' }));
    const marker = screen.getByRole('button', { name: 'Salon Zefir Poznań, Poznań' });
    expect(marker).toHaveAttribute('aria-pressed', 'true');
    expect(card.hasAttribute('data-selected')).toBe(true);

    // The markers are one stop of the Tab key; the arrow keys walk them in the list's order.
    marker.focus();
    await user.keyboard('{ArrowUp}');
    const previous = screen.getByRole('button', { name: 'E-Bike Kraków, Kraków' });
    expect(previous).toHaveFocus();
    expect(previous).toHaveAttribute('aria-pressed', 'true');
    expect(previous.tabIndex).toBe(0);
    expect(marker.tabIndex).toBe(-1);
    expect(screen.getByRole('listitem', { name: 'E-Bike Kraków' }).hasAttribute('data-selected')).toBe(true);
    expect(card.hasAttribute('data-selected')).toBe(false);
  });

  it('shows only the shops carrying the collection a product page passed, until the shopper asks for all', async () => {
    window.history.replaceState(null, '', '/pl/gdzie-kupic?collection=90&product=Zefir+Ridge+29');
    const user = userEvent.setup();
    render(<StoreLocator lang="pl" />);
    await screen.findByText('Pokazujemy sklepy, które mają w ofercie: Zefir Ridge 29.', { exact: false });
    await waitFor(() => expect(shopCalls().at(-1)?.url.searchParams.get('filters[collection]')).toBe('90'));
    await user.click(screen.getByRole('button', { name: 'Pokaż wszystkie sklepy' }));
    await waitFor(() => expect(shopCalls().at(-1)?.url.searchParams.has('filters[collection]')).toBe(false));
    expect(window.location.search).toBe('');
  });
});
