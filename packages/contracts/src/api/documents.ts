import { z } from 'zod';
import { Language } from '../enums';
import { taxIdPattern } from './account';

export const CatalogueDocumentParams = z.strictObject({ lang: Language });
export const ServiceTrainingParams = z.strictObject({
  taxId: z.string().regex(taxIdPattern, { error: 'field.tax_id' }),
});
