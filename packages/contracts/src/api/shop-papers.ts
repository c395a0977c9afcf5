import { z } from 'zod';
import type { ServiceName } from '../services';
import type { RouteSpec } from './route';

// The shop's papers for everyone (issue 25, the documents page of SPEC §2): a bike's EU declaration of
// conformity, the warranty terms and the user manual, printed by documents in pl or en. A language or a
// paper that does not exist is a page that does not exist (404), as for every document.

const DocumentLanguage = z.string().min(1).max(10);

/** The papers that are the same for every bike: `/api/documents/papers/<paper>/<lang>`. */
export const ShopPaper = z.enum(['warranty-terms', 'user-manual']);
export type ShopPaper = z.infer<typeof ShopPaper>;

export const ShopPaperParams = z.strictObject({ paper: z.string().min(1).max(40), lang: DocumentLanguage });

/** A bike's declaration of conformity: `/api/documents/products/<id>/declaration/<lang>`. */
export const DeclarationParams = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  lang: DocumentLanguage,
});

const row = <const X extends Partial<Omit<RouteSpec, 'service' | 'summary' | 'access'>> = {}>(
  summary: string,
  extra?: X,
) =>
  ({ service: 'documents' as ServiceName, summary, access: 'app', ...extra }) as unknown as Omit<RouteSpec, keyof X> &
    X;

/** The public rows, spread into `shopApi`. */
export const shopPapersApi = {
  'GET /api/documents/papers/:paper/:lang': row('The warranty terms or the user manual as a PDF', {
    params: ShopPaperParams,
  }),
  'GET /api/documents/products/:id/declaration/:lang': row("A bike's EU declaration of conformity as a PDF", {
    params: DeclarationParams,
  }),
} as const;
