import { describe, expect, it } from 'vitest';
import {
  immediateDeliveryConsentOf,
  madeToSpecification,
  mayBeMadeToSpecification,
  professionalPurchaseOf,
  rightsAnswerProblems,
} from './withdrawal-rights';

const engraving = { kind: 'CUSTOM', display: 'text' };
const proofEmail = { kind: 'CUSTOM', display: 'email' };
const logo = { kind: 'FILE', display: 'file' };
const company = { billing: { type: 'company' } };

describe('goods made to the buyer’s specification', () => {
  it('are physical goods with an engraving typed or a logo sent, not a blank one nor an e-mail', () => {
    expect(madeToSpecification('physical', [{ ...engraving, value: 'Anna 2026' }])).toBe(true);
    expect(madeToSpecification('physical', [{ ...logo, value: '0b7d3c52-3c7a-4a9f-8d7e-1f2a3b4c5d6f' }])).toBe(true);
    expect(madeToSpecification('physical', [{ ...engraving, value: '  ' }])).toBe(false);
    expect(madeToSpecification('physical', [{ ...proofEmail, value: 'a@b.pl' }])).toBe(false);
    expect(madeToSpecification('service', [{ ...engraving, value: 'WZF123' }])).toBe(false);
    expect(madeToSpecification('physical', undefined)).toBe(false);
  });

  it('may be bought so when the product offers such an option beside its variants', () => {
    expect(mayBeMadeToSpecification('physical', [{ ...engraving, variantAxis: false }])).toBe(true);
    expect(mayBeMadeToSpecification('physical', [{ ...proofEmail, variantAxis: false }])).toBe(false);
    expect(mayBeMadeToSpecification('gift_card', [{ kind: 'CUSTOM', display: 'textarea' }])).toBe(false);
  });
});

describe('the rights questions at checkout', () => {
  const download = [{ type: 'download' }];
  const goods = [{ type: 'physical' }];

  it('asks a retail cart with a download for the consent, and the form asks a company buyer the purpose', () => {
    expect(rightsAnswerProblems({}, { customerType: 'retail', lines: download })).toEqual({
      'consents.immediateDelivery': 'field.immediate_delivery_consent',
    });
    expect(rightsAnswerProblems(company, { customerType: 'retail', lines: goods })).toEqual({});
    expect(
      rightsAnswerProblems(company, { customerType: 'retail', lines: goods, professionalAnswerRequired: true }),
    ).toEqual({ professionalPurchase: 'field.professional_purchase' });
    const invoiced = { invoice: { buyer: 'company' }, professionalPurchase: false };
    expect(
      rightsAnswerProblems(invoiced, { customerType: 'retail', lines: goods, professionalAnswerRequired: true }),
    ).toEqual({});
  });

  it('asks a dealer nothing, and records a professional purchase only for a retail company buyer who said so', () => {
    expect(
      rightsAnswerProblems(company, { customerType: 'b2b', lines: download, professionalAnswerRequired: true }),
    ).toEqual({});
    expect(professionalPurchaseOf({ ...company, professionalPurchase: true }, 'retail')).toBe(true);
    expect(professionalPurchaseOf({ billing: { type: 'person' }, professionalPurchase: true }, 'retail')).toBe(false);
    expect(professionalPurchaseOf({ ...company, professionalPurchase: true }, 'b2b')).toBe(false);
    expect(professionalPurchaseOf(company, 'retail')).toBe(false);
  });

  it('records the consent’s time on a download line only, and only when it was given', () => {
    const at = new Date('2026-11-27T10:00:00Z');
    const consented = { consents: { immediateDelivery: true } };
    expect(immediateDeliveryConsentOf({ type: 'download' }, consented, at)).toBe(at);
    expect(immediateDeliveryConsentOf({ type: 'physical' }, consented, at)).toBeNull();
    expect(immediateDeliveryConsentOf({ type: null }, consented, at)).toBeNull();
    expect(immediateDeliveryConsentOf({ type: 'download' }, { consents: { immediateDelivery: false } }, at)).toBeNull();
  });
});
