import { Language as ContractLanguage, StorefrontLanguage as ContractStorefrontLanguage } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { languages, storefrontLanguages } from './languages';

// The list is written twice on purpose (the texts carry no zod); this keeps the two copies the same.
describe('languages', () => {
  it('are the languages the API accepts', () => {
    expect([...languages]).toEqual(ContractLanguage.options);
    expect([...storefrontLanguages]).toEqual(ContractStorefrontLanguage.options);
  });
});
