import { randomUUID } from 'node:crypto';
import { defaultShopSettings, type RevisedShopSettings, ShopSettingsChanged } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalBus, type EventBus } from './events';
import { createLogger } from './logger';
import { createShopSettingsFollower } from './shop-settings';

// Every service's view of the shop settings: read once at start from cms, then each shop-settings-changed
// event; the defaults while cms is away, and never an older revision over a newer one.

const log = createLogger('shop-settings-test', 'silent');
// A bus per test: a new durable is given the stream's whole history.
let bus: EventBus;
beforeEach(() => {
  bus = createLocalBus({ log });
});
afterEach(() => bus.close());

const revised = (revision: number, amount: number): RevisedShopSettings => ({
  revision,
  settings: { ...defaultShopSettings, freeCourierThreshold: { amount, currency: 'PLN' } },
});

function publish(settings: RevisedShopSettings) {
  return bus.publish(ShopSettingsChanged.subject, {
    id: randomUUID(),
    type: ShopSettingsChanged.type,
    source: ShopSettingsChanged.source,
    occurredAt: new Date().toISOString(),
    data: settings,
  });
}

/** A cms that answers only when the test lets it: `answer` resolves the pending read. */
function cmsAtStart() {
  const reads: Array<(value: RevisedShopSettings | Error) => void> = [];
  let readAsked: () => void = () => undefined;
  return {
    read: () =>
      new Promise<RevisedShopSettings>((resolve, reject) => {
        reads.push((value) => (value instanceof Error ? reject(value) : resolve(value)));
        readAsked();
      }),
    /** Resolves when the follower has asked `count` times in all. */
    asked: (count: number) =>
      new Promise<void>((resolve) => {
        readAsked = () => reads.length >= count && resolve();
        readAsked();
      }),
    answer: (value: RevisedShopSettings | Error) => reads.at(-1)?.(value),
  };
}

describe('the shop settings a service follows', () => {
  it('are the defaults until cms answers, then what it answered, then each newer event', async () => {
    const follower = createShopSettingsFollower();
    expect(follower.current()).toEqual(defaultShopSettings);
    const cms = cmsAtStart();
    const following = follower.follow({ service: 'orders', bus, log, read: cms.read, instance: 'a' });
    await cms.asked(1);
    cms.answer(revised(3, 30_000));
    const running = await following;
    expect(follower.current().freeCourierThreshold.amount).toBe(30_000);

    await publish(revised(4, 40_000));
    await bus.idle();
    expect(follower.current().freeCourierThreshold.amount).toBe(40_000);
    expect(follower.revision()).toBe(4);

    // A late or redelivered older event never brings older settings back.
    await publish(revised(2, 10_000));
    await bus.idle();
    expect(follower.current().freeCourierThreshold.amount).toBe(40_000);
    await running.stop();
  });

  it('run on the defaults while cms is away at start, and take its answer once it is back', async () => {
    const follower = createShopSettingsFollower();
    const cms = cmsAtStart();
    const following = follower.follow({ service: 'payments', bus, log, read: cms.read, instance: 'b', retryMs: 1 });
    await cms.asked(1);
    cms.answer(new Error('connect ECONNREFUSED'));
    const running = await following;
    expect(follower.current()).toEqual(defaultShopSettings);

    await cms.asked(2);
    cms.answer(revised(1, 25_000));
    await expect.poll(() => follower.current().freeCourierThreshold.amount).toBe(25_000);
    await running.stop();
  });

  it('are taken by every instance of a service, not shared among them like a queue', async () => {
    const [one, two] = [createShopSettingsFollower(), createShopSettingsFollower()];
    const read = async () => revised(0, 20_000);
    const running = await Promise.all([
      one.follow({ service: 'notifications', bus, log, read, instance: 'host-1' }),
      two.follow({ service: 'notifications', bus, log, read, instance: 'host-2' }),
    ]);
    await publish(revised(7, 70_000));
    await bus.idle();
    expect([one.current(), two.current()].map((s) => s.freeCourierThreshold.amount)).toEqual([70_000, 70_000]);
    await Promise.all(running.map((r) => r.stop()));
  });

  it('skip an event that does not hold settings, keeping the last good ones', async () => {
    const follower = createShopSettingsFollower();
    const running = await follower.follow({
      service: 'cms',
      bus,
      log,
      read: async () => revised(1, 20_000),
      instance: 'c',
    });
    await bus.publish(ShopSettingsChanged.subject, {
      id: randomUUID(),
      type: ShopSettingsChanged.type,
      source: 'cms',
      occurredAt: new Date().toISOString(),
      data: { revision: 9, settings: { freeCourierThreshold: 'free' } },
    });
    await bus.idle();
    expect(follower.revision()).toBe(1);
    await running.stop();
  });
});
