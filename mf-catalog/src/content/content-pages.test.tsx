// @vitest-environment jsdom
import { initI18n, preloadLanguage } from '@shop/platform';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { card, pricePLN } from '../catalog/test-fixtures';
import { BikeDocuments } from './documents/ShopDocuments';
import { TrackerFits } from './gps/TrackerFits';
import { BookService, ServicePrices } from './services/ServicePrices';
import { json, stubGateway } from './test-gateway';

// The parts of issue 25's content pages that read the catalogue: the workshop's prices, the bikes the GPS
// tracker fits and the bikes a declaration of conformity is printed for.

beforeAll(async () => {
  await initI18n('pl');
  await preloadLanguage('en');
});
afterEach(cleanup);

const list = (items: ReturnType<typeof card>[]) => json({ items, total: items.length, page: 1, limit: 200 });
const failure = () => json({ error: { code: 'service_unavailable', message: 'Usługa chwilowo niedostępna' } }, 503);

describe('the workshop’s prices', () => {
  const services = [
    card(1901, 'Przegląd roweru elektrycznego', { unit: 'srv', price: pricePLN(24_900) }),
    card(1907, 'Godzina pracy serwisu', { unit: 'h', price: pricePLN(14_900) }),
  ];

  it('asks the catalogue for its services and shows each at the price it answers, linked to its page', async () => {
    const gateway = stubGateway([['GET', '/api/catalog/products', () => list(services)]]);
    render(<ServicePrices lang="pl" />);
    const check = await screen.findByRole('link', { name: 'Przegląd roweru elektrycznego' });
    expect(check).toHaveAttribute('href', '/pl/produkt/1901/produkt-1901');
    const prices = document.querySelector('[data-service-price="1901"]')!;
    expect(prices.textContent).toContain('249,00\u00a0zł');
    expect(document.querySelector('[data-service-price="1907"]')!.textContent).toContain('za godzinę');
    const query = gateway.sent.find((request) => request.url.pathname === '/api/catalog/products')!.url.searchParams;
    expect(query.get('type')).toBe('service');
  });

  it('says when the catalogue is unavailable and tries again when asked', async () => {
    let calls = 0;
    stubGateway([['GET', '/api/catalog/products', () => (++calls === 1 ? failure() : list(services))]]);
    const user = userEvent.setup();
    render(<ServicePrices lang="pl" />);
    expect(await screen.findByText('Usługa chwilowo niedostępna')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('link', { name: 'Godzina pracy serwisu' })).toBeVisible();
  });

  it('books a visit through the contact form with the service topic', () => {
    render(<BookService lang="en" />);
    expect(screen.getByRole('link', { name: 'Book a workshop visit' })).toHaveAttribute(
      'href',
      '/en/contact?topic=service',
    );
  });
});

describe('the bikes the GPS tracker fits', () => {
  it('lists the catalogue’s bikes with a mid motor on UART, by name', async () => {
    const gateway = stubGateway([
      [
        'GET',
        '/api/catalog/products',
        () => list([card(1003, 'Zefir Miejski C3 Comfort'), card(1044, 'Zefir SUV S5 Pro')]),
      ],
    ]);
    render(<TrackerFits lang="pl" />);
    const fits = await screen.findByRole('region', { name: 'Rowery, do których pasuje Guard' });
    expect(
      within(fits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Zefir Miejski C3 Comfort', 'Zefir SUV S5 Pro']);
    const query = gateway.sent.find((request) => request.url.pathname === '/api/catalog/products')!.url.searchParams;
    expect([query.get('category'), query.get('motor'), query.get('protocol')]).toEqual(['bike', 'mid', 'uart']);
  });

  it('says so when the shop has no such bike', async () => {
    stubGateway([['GET', '/api/catalog/products', () => list([])]]);
    render(<TrackerFits lang="en" />);
    expect(await screen.findByText(/No bike with a UART mid motor is in the shop right now/)).toBeVisible();
  });
});

describe('the documents of a bike', () => {
  it('offers every bike but the speed pedelecs, and its two files once one is chosen', async () => {
    stubGateway([
      [
        'GET',
        '/api/catalog/products',
        () => list([card(1003, 'Zefir Miejski C3 Comfort'), card(1051, 'Zefir Speed 45', { tags: ['s-pedelec'] })]),
      ],
    ]);
    const user = userEvent.setup();
    render(<BikeDocuments lang="pl" />);
    const select = await screen.findByLabelText('Model roweru');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wybierz model', 'Zefir Miejski C3 Comfort']);
    expect(screen.queryByRole('button', { name: 'Deklaracja zgodności (PDF)' })).not.toBeInTheDocument();
    await user.selectOptions(select, '1003');
    expect(screen.getByRole('button', { name: 'Deklaracja zgodności (PDF)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Karta produktu (PDF)' })).toBeVisible();
  });
});
