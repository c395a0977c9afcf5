// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const shop = {
  id: 7,
  name: 'Rowery Kielce',
  street: 'ul. Sienkiewicza 12',
  zip: '25-301',
  city: 'Kielce',
  region: 'pl_sw',
  regionName: 'świętokrzyskie',
  lat: 50.8703,
  lng: 20.6275,
  website: 'https://rowery-kielce.example',
  phones: ['+48 41 123 45 67'],
  email: 'sklep@rowery-kielce.example',
  tags: ['shop', 'service', 'test', 'premium'],
  collections: [59],
  openingHours: [{ day: 1, opens: '09:00', closes: '17:00' }],
  version: 2,
  updatedAt: '2026-11-25T08:00:00.000Z',
};

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('marketing_manager');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/shops', () => json({ items: [shop], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/shops/${shop.id}`, () => json(shop));
  gateway.on(`GET /api/admin/shops/${shop.id}/history`, () => json({ items: [], total: 0, page: 1, limit: 10 }));
  await signedIn();
});
afterEach(cleanup);

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const day = (name: string) => screen.getByRole('group', { name });

describe('the shops list', () => {
  it('lists name, address, voivodeship and tags with the computed premium', async () => {
    showPanel('pl', '/shops');
    const table = await screen.findByRole('table', { name: 'Sklepy w wyszukiwarce' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Rowery Kielce' })).toHaveAttribute('href', '/pl/admin/shops/7');
    expect(first).toHaveTextContent('25-301 Kielce');
    expect(first).toHaveTextContent('Premium');
    expect(screen.getByRole('link', { name: 'Dodaj sklep' })).toHaveAttribute('href', '/pl/admin/shops/new');
  });
});

describe('adding a shop', () => {
  it('sends the address, coordinates typed in, tags without premium and the opening hours', async () => {
    gateway.on('POST /api/admin/shops', () => json(shop, 201));
    showPanel('en', '/shops/new');
    await userEvent.type(field(/^Name/), 'Rowery Kielce');
    await userEvent.type(field(/Street/), 'ul. Sienkiewicza 12');
    await userEvent.type(field(/Postal code/), '25-301');
    await userEvent.type(field(/City/), 'Kielce');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Voivodeship/ }), 'pl_sw');
    await userEvent.type(field(/Latitude/), '50.8703');
    await userEvent.type(field(/Longitude/), '20.6275');
    await userEvent.type(field(/Phones/), '+48 41 123 45 67, +48 600 100 200');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Service' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Test rides' }));
    await userEvent.type(within(day('Monday')).getByLabelText('Opens'), '09:00');
    await userEvent.type(within(day('Monday')).getByLabelText('Closes'), '17:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/admin/shops/7'));
    expect(gateway.sent('POST /api/admin/shops')).toEqual([
      {
        name: 'Rowery Kielce',
        street: 'ul. Sienkiewicza 12',
        zip: '25-301',
        city: 'Kielce',
        region: 'pl_sw',
        lat: 50.8703,
        lng: 20.6275,
        phones: ['+48 41 123 45 67', '+48 600 100 200'],
        website: null,
        email: null,
        tags: ['shop', 'test', 'service'],
        collections: [59],
        openingHours: [{ day: 1, opens: '09:00', closes: '17:00' }],
        // No dealer's shop unless staff name the dealer's account (issue 15).
        dealerId: null,
      },
    ]);
  });

  it('says what is wrong at each field before sending: address, coordinates, website, hours', async () => {
    showPanel('pl', '/shops/new');
    await userEvent.type(field(/Szerokość/), 'północ');
    await userEvent.type(field(/Strona internetowa/), 'rowery kielce');
    await userEvent.type(field(/Kod pocztowy/), '25301');
    await userEvent.type(within(day('Wtorek')).getByLabelText('Otwarcie'), '18:00');
    await userEvent.type(within(day('Wtorek')).getByLabelText('Zamknięcie'), '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(field(/^Nazwa/)).toHaveAccessibleDescription('To pole jest wymagane');
    expect(field(/Kod pocztowy/)).toHaveAccessibleDescription('Wpisz kod pocztowy w formacie 00-000');
    expect(field(/Strona internetowa/)).toHaveAccessibleDescription('Wpisz poprawny adres URL');
    expect(field(/Szerokość/)).toHaveAccessibleDescription(/.+/);
    expect(within(day('Wtorek')).getByLabelText('Zamknięcie')).toHaveAccessibleDescription(/18:00/);
    expect(gateway.sent('POST /api/admin/shops')).toEqual([]);
  });
});

describe('the pin picker', () => {
  it('shows the locator’s tiles and fills latitude and longitude where the map is clicked', async () => {
    gateway.on('GET /api/config', () => json({ mapTilesUrl: 'https://tiles.example/{z}/{x}/{y}.png' }));
    showPanel('en', '/shops/new');
    const map = await screen.findByTestId('pin-picker');
    const tiles = [...map.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(tiles.length).toBeGreaterThan(0);
    for (const src of tiles) expect(src).toMatch(/^https:\/\/tiles\.example\/6\/\d+\/\d+\.png$/);
    // The map opens on Poland's middle: a click at its centre places the pin there.
    fireEvent.click(map, { clientX: 240, clientY: 150 });
    expect(field(/Latitude/)).toHaveValue('52.07');
    expect(field(/Longitude/)).toHaveValue('19.48');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(map.querySelector('img')?.getAttribute('src')).toMatch(/\/7\//);
  });

  it('is absent without a tile server: the coordinate fields are the way', async () => {
    gateway.on('GET /api/config', () => json({ mapTilesUrl: null }));
    showPanel('en', '/shops/new');
    expect(await screen.findByRole('textbox', { name: /Latitude/ })).toBeVisible();
    expect(screen.queryByTestId('pin-picker')).toBeNull();
  });
});

describe('a shop', () => {
  it('sends only what changed with the version read, and says when someone saved meanwhile', async () => {
    gateway.on(`PATCH /api/admin/shops/${shop.id}`, () =>
      failure(409, 'conflict', 'Someone else saved this in the meantime.'),
    );
    showPanel('en', `/shops/${shop.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rowery Kielce' })).toBeVisible();
    await userEvent.clear(field(/Latitude/));
    await userEvent.type(field(/Latitude/), '50.9');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Test rides' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(gateway.sent(`PATCH /api/admin/shops/${shop.id}`)).toEqual([
        { lat: 50.9, tags: ['shop', 'service'], version: 2 },
      ]),
    );
    expect(await screen.findByText(/in the meantime/)).toBeVisible();
  });

  it('a marketing employee may edit but is offered no delete', async () => {
    me = staffUser('marketing_employee');
    await signedIn();
    showPanel('en', `/shops/${shop.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rowery Kielce' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
