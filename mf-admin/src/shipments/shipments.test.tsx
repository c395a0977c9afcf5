// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const warehouseId = '4c2a7b3d-5e6f-4a71-9b8c-0d1e2f3a4b5c';
const lineId = '6e4c9d5f-7081-4c93-9dae-2f3a4b5c6d7e';
const shipmentId = '7f5dae60-8192-4da4-8ebf-3a4b5c6d7e8f';
const fulfilment = {
  id: '5d3b8c4e-6f70-4b82-8c9d-1e2f3a4b5c6d',
  orderId: '8a6ebf71-92a3-4eb5-9fc0-4b5c6d7e8f90',
  orderNumber: 'ZF/2026/000123',
  status: 'pending',
  lines: [{ id: lineId, sku: 'EB-CITY-28', name: 'Zefir City 28', ordered: 1, picked: 0, assembled: false }],
  shipments: [] as unknown[],
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
};
const shipment = (status: string, nextStatuses: string[], trackingNumber = '') => ({
  id: shipmentId,
  fulfilmentId: fulfilment.id,
  orderId: fulfilment.orderId,
  orderNumber: fulfilment.orderNumber,
  warehouseId,
  status,
  carrier: 'inpost',
  trackingNumber,
  trackingUrl: trackingNumber ? `https://inpost.pl/sledzenie-przesylek?number=${trackingNumber}` : null,
  lines: [{ lineId, sku: 'EB-CITY-28', name: 'Zefir City 28', quantity: 1, frameNumbers: [] as string[] }],
  nextStatuses,
  createdAt: '2026-11-26T09:00:00.000Z',
  shippedAt: null,
  deliveredAt: null,
});
const picked = {
  ...fulfilment,
  lines: [{ ...fulfilment.lines[0], picked: 1 }],
  shipments: [shipment('created', ['shipped', 'cancelled'])],
};

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  const me = staffUser('warehouse_employee');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/warehouse/fulfilments', () => json({ items: [fulfilment], total: 1, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/warehouse/fulfilments/${fulfilment.id}`, () => json(fulfilment));
  gateway.on('GET /api/admin/warehouse/warehouses', () =>
    json({
      items: [
        {
          id: warehouseId,
          code: 'MAG-1',
          name: 'Magazyn główny',
          address: '',
          active: true,
          createdAt: '',
          updatedAt: '',
        },
      ],
      total: 1,
      page: 1,
      limit: 200,
    }),
  );
  await signedIn();
});
afterEach(cleanup);

describe('shipments', () => {
  it('lists the paid orders to ship', async () => {
    showPanel('pl', '/warehouse/shipments');
    const table = await screen.findByRole('table', { name: 'Realizacje opłaconych zamówień' });
    expect(within(table).getByRole('link', { name: 'ZF/2026/000123' })).toHaveAttribute(
      'href',
      `/pl/admin/warehouse/shipments/${fulfilment.id}`,
    );
    expect(table).toHaveTextContent('Oczekuje');
  });

  it('picks the order into a shipment, then ships it with the tracking number', async () => {
    gateway.on(`POST /api/admin/warehouse/fulfilments/${fulfilment.id}/shipments`, () => json(picked, 201));
    gateway.on(`POST /api/admin/warehouse/shipments/${shipmentId}/status`, () =>
      json({
        ...picked,
        status: 'fulfilled',
        shipments: [shipment('shipped', ['in_transit', 'delivered'], '6200123')],
      }),
    );
    showPanel('en', `/warehouse/shipments/${fulfilment.id}`);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Carrier/ }), 'inpost');
    await userEvent.click(screen.getByRole('button', { name: 'Pick and create the shipment' }));
    await waitFor(() =>
      expect(gateway.sent(`POST /api/admin/warehouse/fulfilments/${fulfilment.id}/shipments`)).toEqual([
        { warehouseId, carrier: 'inpost', trackingNumber: '', lines: [{ lineId, quantity: 1, frameNumbers: [] }] },
      ]),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Tracking number' }), '6200123');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() =>
      expect(gateway.sent(`POST /api/admin/warehouse/shipments/${shipmentId}/status`)).toEqual([
        { from: 'created', to: 'shipped', trackingNumber: '6200123' },
      ]),
    );
    expect(await screen.findByRole('link', { name: '6200123' })).toHaveAttribute(
      'href',
      'https://inpost.pl/sledzenie-przesylek?number=6200123',
    );
  });

  it('puts an order to ship on hold from the status it showed', async () => {
    gateway.on(`POST /api/admin/warehouse/fulfilments/${fulfilment.id}/status`, () =>
      json({ ...fulfilment, status: 'on_hold' }),
    );
    showPanel('pl', `/warehouse/shipments/${fulfilment.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Wstrzymaj' }));
    expect(gateway.sent(`POST /api/admin/warehouse/fulfilments/${fulfilment.id}/status`)).toEqual([
      { from: 'pending', to: 'on_hold' },
    ]);
    expect(await screen.findByRole('button', { name: 'Wznów' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Skompletuj i utwórz przesyłkę' })).toBeNull();
  });

  it('shows why picking was refused', async () => {
    gateway.on(`POST /api/admin/warehouse/fulfilments/${fulfilment.id}/shipments`, () =>
      failure(422, 'business_rule', 'Za mało towaru w magazynie: Zefir City 28.'),
    );
    showPanel('pl', `/warehouse/shipments/${fulfilment.id}`);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Przewoźnik/ }), 'dpd');
    await userEvent.click(screen.getByRole('button', { name: 'Skompletuj i utwórz przesyłkę' }));
    expect(await screen.findByText('Za mało towaru w magazynie: Zefir City 28.')).toBeVisible();
  });

  it("picks bikes with their frame numbers, and shows a refused frame at the line's field", async () => {
    const bikes = {
      ...fulfilment,
      lines: [{ ...fulfilment.lines[0], ordered: 2, assembled: true }],
    };
    gateway.on(`GET /api/admin/warehouse/fulfilments/${fulfilment.id}`, () => json(bikes));
    let answer = failure(422, 'business_rule', 'Rama ZF2026D00009 nie jest ukończonym w fabryce rowerem tego modelu', {
      'lines.0.frameNumbers': 'Rama ZF2026D00009 nie jest ukończonym w fabryce rowerem tego modelu',
    });
    gateway.on(`POST /api/admin/warehouse/fulfilments/${fulfilment.id}/shipments`, () => answer);
    showPanel('pl', `/warehouse/shipments/${fulfilment.id}`);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Przewoźnik/ }), 'dpd');
    const frames = screen.getByRole('textbox', { name: 'Numery ram – Zefir City 28' });
    await userEvent.type(frames, 'zf2026d00001, ZF2026D00009');
    await userEvent.click(screen.getByRole('button', { name: 'Skompletuj i utwórz przesyłkę' }));
    await waitFor(() => expect(frames).toHaveAccessibleDescription(/Rama ZF2026D00009 nie jest ukończonym/));
    expect(gateway.sent(`POST /api/admin/warehouse/fulfilments/${fulfilment.id}/shipments`)).toEqual([
      {
        warehouseId,
        carrier: 'dpd',
        trackingNumber: '',
        lines: [{ lineId, quantity: 2, frameNumbers: ['ZF2026D00001', 'ZF2026D00009'] }],
      },
    ]);

    // One frame for two pieces is refused in the browser, at the same field.
    answer = json(picked, 201);
    await userEvent.clear(frames);
    await userEvent.type(frames, 'ZF2026D00001');
    await userEvent.click(screen.getByRole('button', { name: 'Skompletuj i utwórz przesyłkę' }));
    await waitFor(() =>
      expect(frames).toHaveAccessibleDescription(/Podaj numer ramy każdej wysyłanej sztuki albo żadnego/),
    );
    expect(gateway.sent(`POST /api/admin/warehouse/fulfilments/${fulfilment.id}/shipments`)).toHaveLength(1);
  });

  it('offers no frame numbers for goods the factory does not assemble', async () => {
    showPanel('en', `/warehouse/shipments/${fulfilment.id}`);
    await screen.findByRole('combobox', { name: /Carrier/ });
    expect(screen.queryByRole('textbox', { name: /^Frame numbers/ })).toBeNull();
  });
});
