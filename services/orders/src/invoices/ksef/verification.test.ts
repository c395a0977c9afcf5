import { constants, createHash, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { certificateLink, offlineCertificate, offlineCertificateLink } from './verification';

// KOD II of offline invoices (ksef-docs kody-qr.md): the link signed with the offline certificate's key
// (RSA-PSS or ECDSA P-256) over itself without its scheme, for offline invoices only; and the configured key
// checked at start without repeating it.

const xml = '<?xml version="1.0" encoding="UTF-8"?><Faktura>…</Faktura>';
const hash = createHash('sha256').update(xml).digest('base64url');
const pemBase64 = (key: { export(options: { type: 'pkcs8'; format: 'pem' }): string | Buffer }) =>
  Buffer.from(String(key.export({ type: 'pkcs8', format: 'pem' }))).toString('base64');

describe('KSeF verification links', () => {
  it('KOD II with an RSA key: RSASSA-PSS SHA-256, salt 32, over the link without https://', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const certificate = offlineCertificate({
      KSEF_OFFLINE_CERT_SERIAL: '01f20a5d352ae590',
      KSEF_OFFLINE_KEY: pemBase64(privateKey),
    });
    const link = certificateLink('https://qr-test.ksef.mf.gov.pl', '1111111111', '1111111111', certificate!, xml);
    const prefix = `https://qr-test.ksef.mf.gov.pl/certificate/Nip/1111111111/1111111111/01F20A5D352AE590/${hash}/`;
    expect(link.startsWith(prefix)).toBe(true);
    const signature = Buffer.from(link.slice(prefix.length), 'base64url');
    const signed = Buffer.from(prefix.slice('https://'.length, -1));
    expect(
      verify('sha256', signed, { key: publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }, signature),
    ).toBe(true);
  });

  it('KOD II with an EC P-256 key: ECDSA in IEEE P1363 form (64 bytes)', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const certificate = offlineCertificate({
      KSEF_OFFLINE_CERT_SERIAL: 'ABC123',
      KSEF_OFFLINE_KEY: pemBase64(privateKey),
    });
    const link = certificateLink('https://qr.ksef.mf.gov.pl', '5250000009', '5250000009', certificate!, xml);
    const signature = Buffer.from(link.split('/').at(-1) as string, 'base64url');
    expect(signature).toHaveLength(64);
    const signed = Buffer.from(link.slice('https://'.length, link.lastIndexOf('/')));
    expect(verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature)).toBe(true);
  });

  it('only an offline invoice gets KOD II, and only with a configured certificate', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const certificate = offlineCertificate({
      KSEF_OFFLINE_CERT_SERIAL: 'ABC123',
      KSEF_OFFLINE_KEY: pemBase64(privateKey),
    });
    const settings = { KSEF_QR_URL: 'https://qr-test.ksef.mf.gov.pl/', KSEF_NIP: '5250000009' };
    const invoice = { xml, seller: { taxId: '5250000009' }, offlineSince: new Date() };
    expect(offlineCertificateLink(invoice, settings, certificate)).toMatch(
      new RegExp(
        `^https://qr-test\\.ksef\\.mf\\.gov\\.pl/certificate/Nip/5250000009/5250000009/ABC123/${hash}/[A-Za-z0-9_-]{86}$`,
      ),
    );
    expect(offlineCertificateLink({ ...invoice, offlineSince: null }, settings, certificate)).toBeNull();
    expect(offlineCertificateLink(invoice, settings, null)).toBeNull();
    expect(offlineCertificateLink({ ...invoice, seller: { taxId: null } }, settings, certificate)).toBeNull();
  });

  it('a key that cannot serve is refused at start, without repeating it', () => {
    const secret = Buffer.from('-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----').toString('base64');
    expect(() => offlineCertificate({ KSEF_OFFLINE_CERT_SERIAL: 'AB', KSEF_OFFLINE_KEY: secret })).toThrow(
      /^KSEF_OFFLINE_KEY: not a base64 PEM private key$/,
    );
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    expect(() => offlineCertificate({ KSEF_OFFLINE_CERT_SERIAL: 'AB', KSEF_OFFLINE_KEY: pemBase64(small) })).toThrow(
      /2048/,
    );
    const otherCurve = generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey;
    expect(() =>
      offlineCertificate({ KSEF_OFFLINE_CERT_SERIAL: 'AB', KSEF_OFFLINE_KEY: pemBase64(otherCurve) }),
    ).toThrow(/P-256/);
    expect(offlineCertificate({ KSEF_OFFLINE_KEY: pemBase64(otherCurve) })).toBeNull();
  });
});
