import type { IncomingMessage } from 'node:http';
import {
  CLAIM_DOCUMENT_MAX_BYTES,
  CLAIM_MAX_DOCUMENTS,
  type ClaimDocument,
  type ClaimDocuments,
  translate,
} from '@shop/contracts';
import { AppError, type StaffMember } from '@shop/service-kit';
import { recordAudit } from '@shop/service-kit/db';
import { readUpload } from '@shop/service-kit/files';
import { and, count, eq } from 'drizzle-orm';
import type { CmsContext } from '../context';
import { insuranceClaimDocuments, insuranceClaims } from './claims.schema';

// Documents of an insurance claim (issue 25; docs/decisions/insurance-claims.md): the police report, the
// purchase invoice, photos of the damage. Staff of the service desk (insurance.update) attach them to a
// recorded claim — PDF, JPG or PNG told by content, 10 MB each (limits.ts), the panel sends one a request so
// each has its own progress bar — and only they read them back. Kept in cms's file store like every service's
// uploads; each attachment is audited on the claim's document. A refused upload keeps nothing.

type Context = Pick<CmsContext, 'db' | 'transaction' | 'clock' | 'files'>;
type Row = typeof insuranceClaimDocuments.$inferSelect;

export const CLAIM_DOCUMENT_ENTITY = 'insurance_claim_document';
/** The types a claim document may be (told by content) and how people know them. */
const DOCUMENT_MIMES: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png'];
const DOCUMENT_FORMATS = 'PDF, JPG, PNG';
/** Files one request may carry (the panel sends one at a time). */
const FILES_PER_REQUEST = 10;

const documentOf = (row: Row): ClaimDocument => ({
  id: row.id,
  name: row.name,
  mime: row.mime,
  size: row.size,
  staffName: row.staffName,
  createdAt: row.createdAt.toISOString(),
});

const wrongType = (name: string) =>
  new AppError('unsupported_media_type', {
    messageKey: 'error.upload_wrong_type',
    params: { name, accepted: DOCUMENT_FORMATS },
  });

/** The claim of this policy, or 404 (a claim of another policy is not found either). */
async function claimOf(context: Pick<Context, 'db'>, policyId: string, claimId: string) {
  const [claim] = await context.db
    .select({ id: insuranceClaims.id, claimNumber: insuranceClaims.claimNumber })
    .from(insuranceClaims)
    .where(and(eq(insuranceClaims.id, claimId), eq(insuranceClaims.policyId, policyId)));
  if (!claim) throw new AppError('not_found');
  return claim;
}

export async function claimDocuments(
  context: Pick<Context, 'db'>,
  policyId: string,
  claimId: string,
): Promise<ClaimDocuments> {
  await claimOf(context, policyId, claimId);
  const rows = await context.db
    .select()
    .from(insuranceClaimDocuments)
    .where(eq(insuranceClaimDocuments.claimId, claimId))
    .orderBy(insuranceClaimDocuments.createdAt, insuranceClaimDocuments.id);
  return { items: rows.map(documentOf) };
}

/** Stores the request's files as documents of the claim; audited. Anything refused refuses them all. */
export async function attachClaimDocuments(
  context: Context,
  staff: StaffMember,
  policyId: string,
  claimId: string,
  req: IncomingMessage,
  lang: string,
): Promise<ClaimDocuments> {
  const claim = await claimOf(context, policyId, claimId);
  let upload: Awaited<ReturnType<typeof readUpload>>;
  try {
    upload = await readUpload(req, context.files, {
      accept: ['image', 'document'],
      maxBytes: CLAIM_DOCUMENT_MAX_BYTES,
      maxFiles: FILES_PER_REQUEST,
    });
  } catch (error) {
    if (error instanceof AppError && error.messageKey === 'error.upload_wrong_type') {
      throw wrongType(String(error.params?.name ?? ''));
    }
    throw error;
  }
  try {
    if (upload.files.length === 0) {
      throw new AppError('validation_failed', { fields: { files: translate('field.required', lang) } });
    }
    // The store knows more picture kinds (GIF, HEIC, …) than an insurer takes.
    const refused = upload.files.find((file) => !DOCUMENT_MIMES.includes(file.mime));
    if (refused) throw wrongType(refused.name);
    const now = context.clock.now();
    const rows = await context.transaction(async (tx) => {
      // The claim's row lock puts uploads at once in a queue, so the count below holds.
      await tx
        .select({ id: insuranceClaims.id })
        .from(insuranceClaims)
        .where(eq(insuranceClaims.id, claimId))
        .for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(insuranceClaimDocuments)
        .where(eq(insuranceClaimDocuments.claimId, claimId));
      if ((held?.n ?? 0) + upload.files.length > CLAIM_MAX_DOCUMENTS) {
        throw new AppError('upload_failed', {
          messageKey: 'error.claim_documents_limit',
          params: { max: CLAIM_MAX_DOCUMENTS },
        });
      }
      const inserted = await tx
        .insert(insuranceClaimDocuments)
        .values(
          upload.files.map((file, index) => ({
            id: file.id,
            claimId,
            name: file.name,
            mime: file.mime,
            size: file.size,
            sha256: file.sha256,
            staffId: staff.id,
            staffName: staff.name,
            // In the order the parts came.
            createdAt: new Date(now.getTime() + index),
          })),
        )
        .returning();
      for (const row of inserted) {
        await recordAudit(
          tx,
          staff,
          {
            action: 'create',
            entity: CLAIM_DOCUMENT_ENTITY,
            entityId: row.id,
            after: {
              claimNumber: claim.claimNumber,
              name: row.name,
              mime: row.mime,
              size: row.size,
              sha256: row.sha256,
            },
          },
          now,
        );
      }
      return inserted;
    });
    return { items: rows.map(documentOf) };
  } catch (error) {
    await Promise.all(upload.files.map((file) => context.files.remove(file.id)));
    throw error;
  }
}

/** One document of the claim, to send (404 when the claim has no such document). */
export async function claimDocument(
  context: Pick<Context, 'db'>,
  policyId: string,
  claimId: string,
  documentId: string,
): Promise<Row> {
  await claimOf(context, policyId, claimId);
  const [row] = await context.db
    .select()
    .from(insuranceClaimDocuments)
    .where(and(eq(insuranceClaimDocuments.id, documentId), eq(insuranceClaimDocuments.claimId, claimId)));
  if (!row) throw new AppError('not_found');
  return row;
}
