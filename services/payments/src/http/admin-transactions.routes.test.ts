import { randomUUID } from 'node:crypto';
import { shopApi } from '@shop/contracts';
import { staffIdentity, startTestService, type TestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsContext } from '../context';
import type * as schema from '../db/schema';
import { transactions } from '../db/schema';
import { paymentsService } from '../service';

// The transactions section of the back office: every payment attempt with its type and result, filtered.

let payments: TestService<typeof schema, PaymentsContext>;
const orderId = randomUUID();

type Row = typeof transactions.$inferInsert;
const attempt = (extra: Partial<Row>): Row => ({
  id: randomUUID(),
  orderId,
  orderNumber: 'ZF/2026/000777',
  method: 'transfer',
  type: 'transfer',
  provider: null,
  result: 'pending',
  amount: 129_900,
  currency: 'PLN',
  amountPln: 129_900,
  language: 'pl',
  successPath: '/pl/platnosc/transfer/sukces',
  errorPath: '/pl/platnosc/transfer/blad',
  ...extra,
});

beforeAll(async () => {
  payments = await startTestService(paymentsService, { seed: true });
  await payments.context.db.insert(transactions).values([
    attempt({ createdAt: new Date('2026-02-01T10:00:00Z') }),
    attempt({
      method: 'online_tpay',
      type: 'online',
      provider: 'tpay',
      result: 'failure',
      reason: 'declined',
      createdAt: new Date('2026-02-02T10:00:00Z'),
    }),
    attempt({
      orderId: randomUUID(),
      orderNumber: 'ZF/2026/000888',
      method: 'card_polcard',
      type: 'card',
      provider: 'polcard',
      result: 'success',
      amount: 5_000,
      currency: 'EUR',
      amountPln: 21_215,
      ratePln: '4.243000',
      rateSource: 'nbp',
      rateEffectiveAt: new Date('2026-02-02T00:00:00Z'),
      createdAt: new Date('2026-02-02T23:30:00Z'), // 3 February in Warsaw
      settledAt: new Date('2026-02-02T23:31:00Z'),
    }),
  ]);
});
afterAll(() => payments?.stop());

const list = (query: string, identity = staffIdentity('sales_employee')) =>
  payments.call('GET', `/api/admin/transactions?${query}`, { identity });
const numbersOf = async (query: string) => {
  const { status, body } = await list(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return shopApi['GET /api/admin/transactions'].answer
    .parse(body)
    .items.map((item) => `${item.orderNumber} ${item.type} ${item.result}`);
};

describe('GET /api/admin/transactions', () => {
  it('lists every attempt with type, result and amounts in minor units, newest first', async () => {
    const { body } = await list('');
    const items = shopApi['GET /api/admin/transactions'].answer.parse(body).items;
    expect(items.map((item) => item.type)).toEqual(['card', 'online', 'transfer']);
    expect(items[0]).toMatchObject({
      orderNumber: 'ZF/2026/000888',
      result: 'success',
      amount: { amount: 5_000, currency: 'EUR' },
      amountPln: { amount: 21_215, currency: 'PLN' },
      provider: 'polcard',
      settledAt: '2026-02-02T23:31:00.000Z',
    });
    expect(items[1]?.reason).toBe('declined');
  });

  it('filters by type, result, method, order, number and Warsaw days', async () => {
    expect(await numbersOf('filters[type]=online')).toEqual(['ZF/2026/000777 online failure']);
    expect(await numbersOf('filters[result]=pending')).toEqual(['ZF/2026/000777 transfer pending']);
    expect(await numbersOf('filters[method]=card_polcard')).toEqual(['ZF/2026/000888 card success']);
    expect(await numbersOf(`filters[orderId]=${orderId}&sort=createdAt&dir=asc`)).toEqual([
      'ZF/2026/000777 transfer pending',
      'ZF/2026/000777 online failure',
    ]);
    expect(await numbersOf('filters[orderNumber]=000888')).toEqual(['ZF/2026/000888 card success']);
    expect(await numbersOf('filters[from]=2026-02-03')).toEqual(['ZF/2026/000888 card success']);
    expect(await numbersOf('filters[to]=2026-02-01')).toEqual(['ZF/2026/000777 transfer pending']);
  });

  it('refuses unknown filters and bad values with 400', async () => {
    for (const query of [
      'filters[colour]=red',
      'filters[type]=gift',
      'filters[result]=ok',
      'filters[orderId]=123',
      'filters[from]=3.02.2026',
      'sort=reason',
    ])
      expect((await list(query)).status, query).toBe(400);
  });

  it('answers only staff holding transactions.list', async () => {
    expect((await list('', staffIdentity('marketing_employee'))).status).toBe(403);
    expect((await list('', staffIdentity('sales_manager'))).status).toBe(200);
  });
});
