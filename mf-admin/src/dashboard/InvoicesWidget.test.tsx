// @vitest-environment jsdom
import type { InvoicesDashboard } from '@shop/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

// The dashboard's KSeF queue: what waits, what went offline and since when, by when it must reach KSeF (a
// warning on the day and after), what KSeF rejected, how long the oldest has waited, and each state as a link
// to the list filtered by it — in Polish and English — for the types that may list invoices only.

const waiting: InvoicesDashboard = {
  queued: 2,
  offline: 3,
  sent: 1,
  rejected: 1,
  oldestWaitingAt: '2026-11-25T22:30:00.000Z',
  offlineSince: '2026-11-25T23:30:00.000Z',
  ageMinutes: 135,
  offlineDeadline: '2026-11-27',
  offlineDeadlineState: 'today',
};
const settled: InvoicesDashboard = {
  queued: 0,
  offline: 0,
  sent: 0,
  rejected: 0,
  oldestWaitingAt: null,
  offlineSince: null,
  ageMinutes: 0,
  offlineDeadline: null,
  offlineDeadlineState: null,
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
    // 23:30 UTC on 25 November is 00:30 on the 26th in Warsaw; the next working day is the 27th.
    const deadline = widget.getByTestId('invoices-offline-deadline');
    expect(deadline).toHaveTextContent('Dziś mija termin przesłania faktur offline do KSeF');
    expect(deadline).toHaveTextContent('KSeF nie odpowiadał od 26.11.2026');
    expect(deadline).toHaveTextContent('trzeba przesłać najpóźniej 27.11.2026');
    const states = within(widget.getByRole('navigation', { name: 'Faktury według stanu w KSeF' }));
    expect(states.getByRole('link', { name: 'W kolejce: 2' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/pl\/admin\/[^?]+\?filters%5Bstate%5D=queued$/),
    );
    expect(states.getByRole('link', { name: 'Offline: 3' })).toBeInTheDocument();
    expect(states.getByRole('link', { name: 'Wysłana: 1' })).toBeInTheDocument();
    expect(states.getByRole('link', { name: 'Odrzucona: 1' })).toHaveAttribute(
      'href',
      expect.stringMatching(/filters%5Bstate%5D=rejected$/),
    );
  });

  it('in English: a missed deadline is a danger, one ahead a plain line', async () => {
    answer = { ...waiting, offlineDeadlineState: 'missed' };
    showPanel('en', '/');
    const widget = within(await screen.findByRole('region', { name: 'Invoices in KSeF' }));
    const deadline = await widget.findByTestId('invoices-offline-deadline');
    expect(deadline).toHaveTextContent('The deadline for sending offline invoices to KSeF has passed');
    expect(deadline).toHaveTextContent('must reach it by 27.11.2026');
    cleanup();
    answer = { ...waiting, offlineDeadlineState: 'ahead' };
    showPanel('en', '/');
    const calm = within(await screen.findByRole('region', { name: 'Invoices in KSeF' }));
    const line = await calm.findByTestId('invoices-offline-deadline');
    expect(line).not.toHaveTextContent('deadline');
    expect(line).toHaveTextContent(
      'KSeF has not answered since 26.11.2026: invoices issued offline must reach it by 27.11.2026',
    );
  });

  it('in English, with nothing waiting: says every invoice is in KSeF', async () => {
    answer = settled;
    showPanel('en', '/');
    const widget = within(await screen.findByRole('region', { name: 'Invoices in KSeF' }));
    expect(await widget.findByTestId('kpi-invoices-waiting')).toHaveTextContent(/^Waiting for KSeF0$/);
    expect(widget.getByText('Every invoice is in KSeF.')).toBeInTheDocument();
    expect(widget.queryByTestId('invoices-offline-deadline')).toBeNull();
    expect(widget.queryByRole('navigation')).toBeNull();
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
