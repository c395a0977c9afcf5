import { shopApi } from '@shop/contracts';
import { createRouter, routesOn, staffOf } from '@shop/service-kit';
import { sendStoredFile } from '@shop/service-kit/files';
import type { CmsContext } from '../context';
import { attachClaimDocuments, claimDocument, claimDocuments } from './claim-documents';
import { policyClaims } from './claims';
import { listExtensions } from './extensions';
import { recordClaim } from './record-claim';
import { recordPayout } from './record-payout';

/**
 * Claims on insured bikes' policies and their payouts (issue 25): staff with `insurance.list` read them, with
 * `insurance.update` record them and attach and read their documents (checked by the kit); every record is
 * audited.
 */
export function insuranceClaimRoutes(context: CmsContext) {
  const router = createRouter();
  const route = routesOn(router, shopApi);

  route('GET /api/admin/insurance/policies/:id/claims', ({ params }) => policyClaims(context, params.id));
  route('POST /api/admin/insurance/policies/:id/claims', async ({ params, body }, ctx) => {
    const claim = await recordClaim(context, staffOf(ctx), params.id, body, ctx.state.lang);
    ctx.status = 201;
    return claim;
  });
  route('POST /api/admin/insurance/policies/:id/claims/:claimId/payouts', async ({ params, body }, ctx) => {
    const payout = await recordPayout(context, staffOf(ctx), params.id, params.claimId, body, ctx.state.lang);
    ctx.status = 201;
    return payout;
  });
  route('GET /api/admin/insurance/policies/:id/claims/:claimId/documents', ({ params }) =>
    claimDocuments(context, params.id, params.claimId),
  );
  route('POST /api/admin/insurance/policies/:id/claims/:claimId/documents', async ({ params }, ctx) => {
    const staff = staffOf(ctx);
    const documents = await attachClaimDocuments(context, staff, params.id, params.claimId, ctx.req, ctx.state.lang);
    ctx.status = 201;
    return documents;
  });
  route('GET /api/admin/insurance/policies/:id/claims/:claimId/documents/:documentId', async ({ params }, ctx) => {
    const document = await claimDocument(context, params.id, params.claimId, params.documentId);
    sendStoredFile(ctx, context.files, document, 'attachment');
    ctx.set('content-security-policy', "default-src 'none'; sandbox");
  });
  route('GET /api/admin/insurance/extensions', ({ query }) => listExtensions(context, query));
  return router;
}
