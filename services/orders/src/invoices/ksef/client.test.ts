import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentsOf } from '../contents';
import { buildFa3Xml } from '../fa3-xml';
import { oneBikeLines, paidVatDraft, sellerParty } from '../invoice-fixtures.test-support';
import { createKsefClient, type KsefClient, KsefRefused, KsefUnavailable } from './client';
import { isValidKsefNumber, ksefSandboxCredentials, type RunningKsefSandbox, startKsefSandbox } from './sandbox';

// The adapter against the local KSeF sandbox: the sandbox decrypts what the adapter encrypted (token, session
// key, invoice) and checks it, so a round trip that ends in a KSeF number proves the encryption; and the
// ways it goes wrong — a wrong token, a wrong key, a document that breaks the schema, KSeF refusing, slow or down.

let sandbox: RunningKsefSandbox;
beforeAll(async () => {
  sandbox = await startKsefSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => {
  Object.assign(sandbox.control, { mode: 'accept', delayMs: 0, processingPolls: 1, accessTokenSeconds: 900 });
});

const client = (overrides: Partial<Parameters<typeof createKsefClient>[0]> = {}): KsefClient =>
  createKsefClient({ url: sandbox.url, ...ksefSandboxCredentials, pollMs: 5, ...overrides });

function invoiceXml(number = `FV/2026/${randomBytes(3).toString('hex')}`, sellerNip = ksefSandboxCredentials.nip) {
  return buildFa3Xml({
    ...paidVatDraft({ id: 'order', number: 'ZF/2026/000001' }),
    ...contentsOf(oneBikeLines, 'PLN', null),
    number,
    seller: { ...sellerParty, taxId: sellerNip },
    generatedAt: '2026-11-26T10:00:00.000Z',
  });
}

async function verdict(ksef: KsefClient, session: string, reference: string) {
  for (let i = 0; i < 10; i++) {
    const status = await ksef.invoiceStatus(session, reference);
    if (status.state !== 'processing') return status;
  }
  throw new Error('still processing');
}

describe('KSeF adapter ↔ sandbox', () => {
  it('authenticates with the encrypted token, sends an encrypted invoice and gets its KSeF number and UPO', async () => {
    const ksef = client();
    const session = await ksef.openSession();
    const xml = invoiceXml('FV/2026/000001');
    const reference = await ksef.sendInvoice(session, xml);
    expect(await ksef.invoiceStatus(session.referenceNumber, reference)).toEqual({ state: 'processing' });
    const status = await verdict(ksef, session.referenceNumber, reference);
    expect(status.state).toBe('accepted');
    const ksefNumber = status.state === 'accepted' ? status.ksefNumber : '';
    expect(isValidKsefNumber(ksefNumber)).toBe(true);
    expect(ksefNumber.startsWith(`${ksefSandboxCredentials.nip}-`)).toBe(true);
    // What the sandbox decrypted with the session key is the document, byte for byte.
    expect(sandbox.received.at(-1)?.xml).toBe(xml);
    const upo = await ksef.upo(session.referenceNumber, reference);
    expect(upo).toContain(`<NumerKSeFDokumentu>${ksefNumber}</NumerKSeFDokumentu>`);
    expect(upo).toContain('<NumerFaktury>FV/2026/000001</NumerFaktury>');
    await ksef.closeSession(session);
    await expect(ksef.sendInvoice(session, invoiceXml())).rejects.toThrow(/21180/);
  });

  it('one authentication serves many calls; an expiring access token is refreshed, not re-authenticated', async () => {
    sandbox.control.accessTokenSeconds = 30; // under the adapter's one-minute margin: every call refreshes
    const before = {
      auth: sandbox.calls['POST /auth/ksef-token'] ?? 0,
      refresh: sandbox.calls['POST /auth/token/refresh'] ?? 0,
    };
    const ksef = client();
    const session = await ksef.openSession();
    await ksef.sendInvoice(session, invoiceXml());
    await ksef.closeSession(session);
    expect((sandbox.calls['POST /auth/ksef-token'] ?? 0) - before.auth).toBe(1);
    expect((sandbox.calls['POST /auth/token/refresh'] ?? 0) - before.refresh).toBeGreaterThanOrEqual(2);
  });

  it('a wrong token or another NIP is refused at authentication, the token named nowhere', async () => {
    const secret = 'a-wrong-ksef-token-that-must-not-leak';
    const wrong = await client({ token: secret })
      .openSession()
      .catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(KsefRefused);
    expect((wrong as Error).message).toMatch(/450.*Nieprawidłowy token/);
    expect(String((wrong as Error).message)).not.toContain(secret);
    await expect(client({ nip: '7792433421' }).openSession()).rejects.toThrow(/415.*Brak przypisanych uprawnień/);
  });

  it('a document encrypted with another key is refused as undecryptable (435), a tampered one by its hash (430)', async () => {
    const ksef = client();
    const session = await ksef.openSession();
    const wrongKey = { ...session, key: { key: randomBytes(32), iv: session.key.iv } };
    const first = await ksef.sendInvoice(wrongKey, invoiceXml());
    // A wrong key almost always breaks the padding (435); when it happens not to, the hash does (430).
    expect(await verdict(ksef, session.referenceNumber, first)).toMatchObject({
      state: 'rejected',
      code: expect.any(Number),
    });
    const status = await verdict(ksef, session.referenceNumber, first);
    expect(status.state === 'rejected' && [430, 435].includes(status.code)).toBe(true);
  });

  it('a document that breaks FA(3), or of a seller outside the context, is rejected with the reason', async () => {
    const ksef = client();
    const session = await ksef.openSession();
    const broken = invoiceXml().replace(/<P_2>[^<]*<\/P_2>/, '');
    const brokenRef = await ksef.sendInvoice(session, broken);
    const first = await verdict(ksef, session.referenceNumber, brokenRef);
    expect(first).toMatchObject({ state: 'rejected', code: 450 });
    expect(first.state === 'rejected' && first.reason).toMatch(/450 Błąd weryfikacji semantyki/);
    const other = await ksef.sendInvoice(session, invoiceXml(undefined, '7792433421'));
    expect(await verdict(ksef, session.referenceNumber, other)).toMatchObject({ state: 'rejected', code: 410 });
  });

  it('the same document twice is a duplicate naming the first KSeF number', async () => {
    const ksef = client();
    const session = await ksef.openSession();
    const xml = invoiceXml();
    const first = await verdict(ksef, session.referenceNumber, await ksef.sendInvoice(session, xml));
    const second = await verdict(ksef, session.referenceNumber, await ksef.sendInvoice(session, xml));
    expect(first.state).toBe('accepted');
    expect(second).toMatchObject({
      state: 'duplicate',
      ksefNumber: first.state === 'accepted' ? first.ksefNumber : '',
      sessionReference: session.referenceNumber,
    });
    const number = first.state === 'accepted' ? first.ksefNumber : '';
    expect(await ksef.upoOf(session.referenceNumber, number)).toContain(`<NumerKSeFDokumentu>${number}<`);
    await expect(ksef.upoOf(session.referenceNumber, '5250000009-20261126-000000000000-00')).rejects.toBeInstanceOf(
      KsefRefused,
    );
  });

  it('told to reject, it rejects; down, it is unavailable; slower than the timeout, unavailable too', async () => {
    // A time-out well apart from the sandbox's delay below: on a busy CI machine 300 ms timed out an ordinary
    // answer (the sandbox checks each invoice with xmllint).
    const ksef = client({ timeoutMs: 2_000 });
    const session = await ksef.openSession();
    sandbox.control.mode = 'reject';
    const rejected = await verdict(ksef, session.referenceNumber, await ksef.sendInvoice(session, invoiceXml()));
    expect(rejected).toMatchObject({ state: 'rejected', code: 450 });
    sandbox.control.mode = 'down';
    await expect(ksef.sendInvoice(session, invoiceXml())).rejects.toBeInstanceOf(KsefUnavailable);
    sandbox.control.mode = 'accept';
    sandbox.control.delayMs = 8_000;
    await expect(ksef.sendInvoice(session, invoiceXml())).rejects.toBeInstanceOf(KsefUnavailable);
    sandbox.control.delayMs = 0;
    await expect(
      createKsefClient({ url: 'http://127.0.0.1:9/v2', ...ksefSandboxCredentials }).openSession(),
    ).rejects.toBeInstanceOf(KsefUnavailable);
  });

  it('the control endpoint takes only known settings', async () => {
    const answer = await fetch(new URL('/sandbox/control', sandbox.url), {
      method: 'POST',
      body: JSON.stringify({ mode: 'down', delayMs: -5, processingPolls: 2, other: 1 }),
    });
    expect(await answer.json()).toEqual({ mode: 'down', delayMs: 0, processingPolls: 2, accessTokenSeconds: 900 });
    const bad = await fetch(new URL('/sandbox/control', sandbox.url), { method: 'POST', body: '{not json' });
    expect(bad.status).toBe(400);
  });
});
