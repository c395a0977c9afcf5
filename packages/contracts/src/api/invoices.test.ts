import { describe, expect, it } from 'vitest';
import { defaultShopSettings } from '../limits';
import { translate } from '../messages';
import { validate } from '../validation';
import { CheckoutInvoice, isValidNip, Nip } from './invoices';

describe('isValidNip', () => {
  it('takes NIPs whose tenth digit is the weighted sum modulo 11, however they are typed', () => {
    for (const nip of ['7792433421', '5250000009', '526-025-02-74', '526 025 02 74', '1234563218'])
      expect(isValidNip(nip), nip).toBe(true);
  });

  it('takes the shop’s own NIP, the seller every invoice names', () => {
    expect(isValidNip(defaultShopSettings.company.taxId)).toBe(true);
  });

  it('refuses a NIP of no tax office, as FA(3) does, though its checksum holds', () => {
    // 2009952720 and 0123456789 and 1000000006 pass the checksum; FA(3) wants a first digit 1-9 and no X00 office.
    for (const nip of ['2009952720', '0123456789', '1000000006']) expect(isValidNip(nip), nip).toBe(false);
  });

  it('refuses a wrong check digit, a sum that leaves 10, the wrong length and letters', () => {
    // 5842739561: the weighted sum leaves 10, which no NIP may have; 7792433422: one digit off.
    for (const nip of [
      '7792433422',
      '5842739561',
      '5250000000',
      '779243342',
      '77924334211',
      'PL7792433421',
      'abcdefghij',
      '',
    ])
      expect(isValidNip(nip), nip).toBe(false);
  });
});

describe('Nip and CheckoutInvoice', () => {
  it('a checksum failure is its own field message, a wrong length the SPEC §5 one', () => {
    const bad = Nip.safeParse('7792433422');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('field.tax_id_checksum');
    expect(Nip.safeParse('123').error?.issues[0]?.message).toBe('field.tax_id');
    expect(Nip.parse('779-243-34-21')).toBe('7792433421');
    expect(translate('field.tax_id_checksum', 'pl')).toBe('Ten NIP jest nieprawidłowy – sprawdź jego cyfry');
  });

  it('a company invoice needs a name and a valid NIP; a consumer invoice takes neither', () => {
    expect(CheckoutInvoice.parse({ buyer: 'company', companyName: ' Rowery Kowalski ', taxId: '7792433421' })).toEqual({
      buyer: 'company',
      companyName: 'Rowery Kowalski',
      taxId: '7792433421',
    });
    expect(CheckoutInvoice.parse({ buyer: 'consumer' })).toEqual({ buyer: 'consumer' });
    const refused = validate(CheckoutInvoice, { buyer: 'company', companyName: '', taxId: '7792433422' }, 'en');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.fields).toMatchObject({ taxId: 'This tax ID is not valid: check its digits' });
    expect(CheckoutInvoice.safeParse({ buyer: 'consumer', taxId: '7792433421' }).success).toBe(false);
    expect(CheckoutInvoice.safeParse({ buyer: 'nobody' }).success).toBe(false);
  });
});
