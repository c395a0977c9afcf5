import { AppError, type CallResult } from '@shop/service-kit';
import { fakeServiceCaller, manualClock } from '@shop/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { createEnabledPayments } from './enabled-payments';

// The cart asks the payments service which methods it can take, once a minute, and never fails because
// payments is away. The clock is moved by hand; `settled()` waits for a refresh running in the background.

/** A clock at `ms` after the epoch, set anew by `at(ms)`. */
function clockAt(ms: number) {
  const clock = manualClock(new Date(ms));
  return Object.assign(clock, { at: (later: number) => clock.set(new Date(later)) });
}

function payments(answers: Array<CallResult<unknown> | Error>) {
  let calls = 0;
  const services = fakeServiceCaller(() => {
    const answer = answers[Math.min(calls++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { services, calls: () => calls };
}

describe('the payment methods the shop can take', () => {
  it('are asked once and kept for a minute, then asked again', async () => {
    const clock = clockAt(0);
    const fake = payments([
      { ok: true, status: 200, body: { methods: ['transfer', 'cash', 'online_tpay'] } },
      { ok: true, status: 200, body: { methods: ['transfer', 'cash'] } },
    ]);
    const enabled = createEnabledPayments(fake.services, clock);
    expect([...((await enabled.get()) ?? [])]).toEqual(['transfer', 'cash', 'online_tpay']);
    clock.at(59_000);
    await enabled.get();
    expect(fake.calls()).toBe(1);
    clock.at(61_000);
    // The refresh runs while the last answer is given.
    expect([...((await enabled.get()) ?? [])]).toEqual(['transfer', 'cash', 'online_tpay']);
    await enabled.settled();
    expect([...((await enabled.get()) ?? [])]).toEqual(['transfer', 'cash']);
    expect(fake.calls()).toBe(2);
  });

  it('are unknown (nothing filtered) while payments has never answered, and asked again 10 s later', async () => {
    const clock = clockAt(0);
    const fake = payments([new Error('ECONNREFUSED'), { ok: true, status: 200, body: { methods: ['transfer'] } }]);
    const enabled = createEnabledPayments(fake.services, clock);
    expect(await enabled.get()).toBeUndefined();
    clock.at(5_000);
    expect(await enabled.get()).toBeUndefined();
    expect(fake.calls()).toBe(1);
    clock.at(10_000);
    expect([...((await enabled.get()) ?? [])]).toEqual(['transfer']);
  });

  it('keep the last answer when payments stops answering or answers nonsense', async () => {
    const clock = clockAt(0);
    const fake = payments([
      { ok: true, status: 200, body: { methods: ['transfer', 'online_tpay'] } },
      // What the caller throws for an answer off the contract (its schema parsing refuses it).
      new AppError('service_unavailable', { detail: 'payments answered off contract' }),
      new Error('timeout'),
    ]);
    const enabled = createEnabledPayments(fake.services, clock);
    await enabled.get();
    for (const at of [61_000, 200_000]) {
      clock.at(at);
      await enabled.get();
      await enabled.settled();
      expect([...((await enabled.get()) ?? [])]).toEqual(['transfer', 'online_tpay']);
    }
  });
});
