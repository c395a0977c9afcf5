import { InsuranceCheckAnswer, todayInWarsaw } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../insurance/insurance-period';
import { demoFrames, type RunningSandbox, startInsuranceSandbox } from '../insurance/sandbox';
import { type CmsTestService, en, pl, startCms } from '../test-support';

let cms: CmsTestService;
let stop: () => Promise<void>;
let sandbox: RunningSandbox;
const today = todayInWarsaw();
const offerUrl = 'https://partner.example/oc-nnw';

// Purchase dates around the edges of the 12 months, each registered for its own frame number.
const boughtToday = addDays(today, 0);
const lastDayBought = addMonths(today, -12); // cover ends today
const expiredBought = addDays(lastDayBought, -1); // cover ended yesterday
const firstDayBought = addDays(today, -1); // cover began today

beforeAll(async () => {
  sandbox = await startInsuranceSandbox({
    policies: [
      { frameNumber: 'ZF2025A00017', purchaseDate: addDays(today, -60), policyNumber: 'P1' },
      { frameNumber: 'ZF2024B00342', purchaseDate: addDays(today, -400), policyNumber: 'P2' },
      { frameNumber: 'ZFTODAY0001', purchaseDate: boughtToday, policyNumber: 'P3' },
      { frameNumber: 'ZFLAST00001', purchaseDate: lastDayBought, policyNumber: 'P4' },
      { frameNumber: 'ZFEXPIRED01', purchaseDate: expiredBought, policyNumber: 'P5' },
      { frameNumber: 'ZFFIRST0001', purchaseDate: firstDayBought, policyNumber: 'P6' },
    ],
  });
  ({ cms, stop } = await startCms({
    env: { INSURANCE_VERIFIER_URL: sandbox.url, INSURANCE_VERIFIER_TIMEOUT_MS: '300', INSURANCE_OFFER_URL: offerUrl },
  }));
});
afterAll(async () => {
  await stop?.();
  await sandbox?.stop();
});

const check = async (frameNumber: string, purchaseDate: string, headers = en) => {
  const query = new URLSearchParams({ frameNumber, purchaseDate });
  return cms.call('GET', `/api/insurance/check?${query}`, { headers });
};

describe('GET /api/insurance/check', () => {
  it('says an insured bike is insured, with its period', async () => {
    const purchaseDate = addDays(today, -60);
    const answer = await check('zf2025a00017', purchaseDate);
    expect(answer.status).toBe(200);
    expect(InsuranceCheckAnswer.parse(answer.body)).toEqual({
      result: 'insured',
      message: 'Your bike is insured',
      frameNumber: 'ZF2025A00017',
      coverage: { from: addDays(purchaseDate, 1), to: addMonths(purchaseDate, 12) },
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await check('ZF2025A00017', purchaseDate, pl)).body.message).toBe('Twój rower jest ubezpieczony');
    expect(sandbox.requests.at(-1)).toEqual({ frameNumber: 'ZF2025A00017', purchaseDate });
  });

  it('says an unknown frame number, or a registered one with another purchase date, is not insured', async () => {
    const unknown = await check(demoFrames.notInsured, '2025-05-05');
    expect(unknown.body).toEqual({
      result: 'not_insured',
      message: 'Your bike is not insured',
      frameNumber: 'ZF2025C09999',
    });
    const otherDate = await check('ZF2025A00017', addDays(today, -61), pl);
    expect(otherDate.body).toMatchObject({ result: 'not_insured', message: 'Twój rower nie jest ubezpieczony' });
  });

  it('says an expired insurance has expired and links to the partner offer', async () => {
    const answer = await check('ZF2024B00342', addDays(today, -400));
    expect(answer.body).toMatchObject({
      result: 'expired',
      message: 'Your insurance has expired',
      offerUrl,
      offerLabel: 'Buy cyclist liability and accident cover from our partner',
    });
    const polish = await check('ZF2024B00342', addDays(today, -400), pl);
    expect(polish.body).toMatchObject({
      message: 'Twoje ubezpieczenie wygasło',
      offerLabel: 'Kup ubezpieczenie OC i NNW rowerzysty u naszego partnera',
    });
  });

  it('starts the cover the day after purchase and ends it exactly 12 months after', async () => {
    expect((await check('ZFTODAY0001', boughtToday)).body).toMatchObject({
      result: 'not_insured',
      coverage: { from: addDays(today, 1) },
    });
    expect((await check('ZFFIRST0001', firstDayBought)).body).toMatchObject({
      result: 'insured',
      coverage: { from: today },
    });
    expect((await check('ZFLAST00001', lastDayBought)).body).toMatchObject({
      result: 'insured',
      coverage: { to: today },
    });
    expect((await check('ZFEXPIRED01', expiredBought)).body).toMatchObject({
      result: 'expired',
      coverage: { to: addDays(today, -1) },
    });
  });

  it('answers the verification error when the verifier fails or does not answer in time', async () => {
    const failing = await check(demoFrames.failing, '2025-05-05');
    expect(failing.status).toBe(200);
    expect(failing.body).toEqual({
      result: 'error',
      message: 'Verification error. Please try again in a few minutes',
      frameNumber: 'ZF0000ERR500',
    });
    const started = Date.now();
    const hanging = await check(demoFrames.hanging, '2025-05-05', pl);
    expect(hanging.body).toMatchObject({
      result: 'error',
      message: 'Błąd weryfikacji. Spróbuj ponownie za kilka minut',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a purchase date in the future, a bad date and a bad frame number without asking the verifier', async () => {
    const asked = sandbox.requests.length;
    const future = await check('ZF2025A00017', addDays(today, 1));
    expect(future.status).toBe(400);
    expect(future.body.error.fields).toEqual({ purchaseDate: 'The purchase date cannot be in the future' });
    const badDate = await check('ZF2025A00017', '01.05.2025');
    expect(badDate.body.error.fields).toEqual({ purchaseDate: 'Enter a valid date' });
    const impossible = await check('ZF2025A00017', '2025-02-30');
    expect(impossible.body.error.fields).toEqual({ purchaseDate: 'Enter a valid date' });
    const badFrame = await check('ZF 2025; drop table', '2025-05-05', pl);
    expect(badFrame.body.error.fields).toEqual({
      frameNumber: 'Wpisz numer ramy tak, jak jest wybity na ramie: od 5 do 30 liter i cyfr',
    });
    const missing = await cms.call('GET', '/api/insurance/check', { headers: en });
    expect(missing.body.error.fields).toEqual({
      frameNumber: 'This field is required',
      purchaseDate: 'This field is required',
    });
    expect(sandbox.requests.length).toBe(asked);
  });
});

describe('insurance check without a verifier', () => {
  it('answers the verification error when the verifier is unreachable', async () => {
    const down = await startInsuranceSandbox();
    await down.stop(); // its port is now closed
    const { cms: offline, stop: stopOffline } = await startCms({ env: { INSURANCE_VERIFIER_URL: down.url } });
    try {
      const answer = await offline.call(
        'GET',
        '/api/insurance/check?frameNumber=ZF2025A00017&purchaseDate=2025-05-05',
        {
          headers: en,
        },
      );
      expect(answer.body).toMatchObject({
        result: 'error',
        message: 'Verification error. Please try again in a few minutes',
      });
    } finally {
      await stopOffline();
    }
  });
});
