import { describe, expect, it } from 'vitest';
import { errorCodes } from './errors';
import { messageCatalogues, translate } from './messages';

describe('message catalogues', () => {
  it('has every key in both storefront languages', () => {
    expect(Object.keys(messageCatalogues.pl!).sort()).toEqual(Object.keys(messageCatalogues.en!).sort());
  });

  it('has a message for every error code', () => {
    for (const code of errorCodes) expect(messageCatalogues.en![`error.${code}`], code).toBeTruthy();
  });

  it('fills placeholders', () => {
    expect(translate('field.max_quantity', 'en', { max: 5 })).toBe('You can order max 5 pcs of this product');
    expect(translate('field.max_quantity', 'pl', { max: 5 })).toBe('Możesz zamówić maksymalnie 5 szt. tego produktu');
  });
});
