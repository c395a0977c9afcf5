import { z } from 'zod';
import { Language } from '../enums';

export const CatalogueDocumentParams = z.strictObject({ lang: Language });
export const ServiceTrainingParams = z.strictObject({ taxId: z.string().regex(/^\d{10}$/, { error: 'field.tax_id' }) });
