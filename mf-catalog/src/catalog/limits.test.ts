import { AUTOCOMPLETE_MIN_LENGTH, MAX_SELLING_QUANTITY } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { autocompleteMinLength, maxSellingQuantity, pageSize } from './limits';

describe('catalogue limits in the browser', () => {
  it('are the contract’s own', () => {
    expect(maxSellingQuantity).toBe(MAX_SELLING_QUANTITY);
    expect(autocompleteMinLength).toBe(AUTOCOMPLETE_MIN_LENGTH);
    expect(pageSize).toBe(50);
  });
});
