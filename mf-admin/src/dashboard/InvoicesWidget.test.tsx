// @vitest-environment jsdom
import type { InvoicesDashboard } from '@shop/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

// The dashboard's KSeF queue: what waits, what went offline and since when, what KSeF rejected, and how long
// the oldest has waited — in Polish and English — for the types that may list invoices only.

const waiting: InvoicesDashboard = {
  queued: 2,
  offline: 3,
  sent: 1,
  rejected: 1,
  oldestWaitingAt: '2026-11-25T22:30:00.000Z',
  offlineSince: '2026-11-25T23:30:00.000Z',
  ageMinutes: 135,
};
const settled: InvoicesDashboard = {
  queued: 0,
  offline: 0,
  sent: 0,
  rejected: 0,
  oldestWaitingAt: null,
  offlineSince: null,
  ageMinutes: 0,
};

let me: unknown;
let answer: InvoicesDashboard;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('sales_employee');
  answer = waiting;
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/dashboard/invoices', () => json(answer));
  await signedIn();
});
afterEach(cleanup);

describe('the KSeF queue on the dashboard', () => {
  it('in Polish: waiting, offline since the Warsaw day, rejected, and the oldest one’s age', async () => {
    showPanel('pl', '/');
    const widget = within(await screen.findByRole('region', { name: 'Faktury w KSeF' }));
    expect(await widget.findByTestId('kpi-invoices-waiting')).toHaveTextContent(
      'Czekają na KSeF6najstarsza czeka 2 godz. 15 min',
    );
    expect(widget.getByTestId('kpi-invoices-offline')).toHaveTextContent('Wystawione offline3');
    expect(widget.getByTestId('kpi-invoices-rejected')).toHaveTextContent('Odrzucone przez KSeF1');
    // 23:30 UTC on 25 November is 00:30 on the 26th in Warsaw.
    expect(widget.getByRole('status')).toHaveTextContent('KSeF nie odpowiadał od 26.11.2026');
  });

  it('in English, with nothing waiting: says every invoice is in KSeF', async () => {
    answer = settled;
    showPanel('en', '/');
    const widget = within(await screen.findByRole('region', { name: 'Invoices in KSeF' }));
    expect(await widget.findByTestId('kpi-invoices-waiting')).toHaveTextContent(/^Waiting for KSeF0$/);
    expect(widget.getByText('Every invoice is in KSeF.')).toBeInTheDocument();
    expect(widget.queryByRole('status')).toBeNull();
  });

  it('is not shown, nor asked for, to a type that may not list invoices', async () => {
    me = staffUser('warehouse_employee');
    await signedIn();
    showPanel('en', '/');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('region', { name: 'Invoices in KSeF' })).toBeNull();
    expect(gateway.calls.map((call) => call.path)).not.toContain('/api/admin/dashboard/invoices');
  });
});
