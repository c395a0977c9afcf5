import { describe, expect, it } from 'vitest';
import { invoiceVerificationLink } from './invoice-views';

// KOD I of ksef-docs `kody-qr.md`: the environment's address, the seller's NIP, the issue day as DD-MM-YYYY
// and the SHA-256 of the invoice's file in Base64URL (the documentation's example hash is of its own file).

describe('invoiceVerificationLink', () => {
  it('builds the link as the documentation does, whatever the trailing slash of the address', () => {
    const invoice = { seller: { taxId: '1111111111' }, issueDate: '2026-02-01', xml: 'abc' } as never;
    // SHA-256 of "abc", Base64URL.
    const hash = 'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0';
    expect(invoiceVerificationLink('https://qr-test.ksef.mf.gov.pl/', invoice)).toBe(
      `https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/${hash}`,
    );
    expect(invoiceVerificationLink('https://qr.ksef.mf.gov.pl', invoice)).toBe(
      `https://qr.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/${hash}`,
    );
  });
});
