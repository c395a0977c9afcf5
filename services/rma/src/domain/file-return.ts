import type { IncomingMessage } from 'node:http';
import {
  allowedReturnStages,
  deliveredOrderStatuses,
  formatDate,
  NewReturnFields,
  type OrderFacts,
  proposedReturnStage,
  type ReturnAddress,
  type ReturnDetail,
  type ReturnStage,
  todayInWarsaw,
  translate,
  validate,
  warrantyLastDay,
} from '@shop/contracts';
import { AppError, type ServiceContext } from '@shop/service-kit';
import { readUpload, type Upload } from '@shop/service-kit/files';
import { sql } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { returnFiles, returnItems, returnNumbers, returns } from '../db/schema';
import { recordReturnCreated } from '../events/return-events';
import { returnDetail } from './return-detail';
import { attachmentLimits, checkAttachmentCount, claimUploads } from './uploads';

// Filing a return (SPEC §3, §5): the multipart form is read into the file store first (each file checked by
// content and size as it streams), then the fields are checked, the address is asked of accounts, and the
// return with its items and attachments is written in one transaction, which also takes the files the
// customer uploaded ahead and names in `uploads`. Whatever fails after the files were stored removes the
// request's own files again (and leaves the uploads unattached), so a refused or failed filing leaves
// neither a half return nor orphan files.

type Context = ServiceContext<typeof schema>;

export async function fileReturn(
  context: Context,
  caller: { customerId: string; lang: string },
  req: IncomingMessage,
): Promise<ReturnDetail> {
  const upload = await readUpload(req, context.files, attachmentLimits);
  try {
    const fields = checkFields(upload, caller.lang);
    const order = fields.orderId ? await orderOf(context, caller, fields.orderId) : null;
    checkStage(fields, order, todayInWarsaw(context.clock.now()), caller.lang);
    const address = await addressOf(context, caller, fields.addressId);
    const id = await context.transaction(async (tx) => {
      const number = await nextNumber(tx, context.clock.now());
      const [row] = await tx
        .insert(returns)
        .values({
          number,
          customerId: caller.customerId,
          stage: fields.stage,
          requestedAction: fields.requestedAction,
          purchaseDate: fields.purchaseDate,
          orderDate: fields.orderDate,
          ...(order && {
            orderId: order.id,
            orderNumber: order.number,
            orderTotal: order.total.amount,
            orderCurrency: order.total.currency,
          }),
          address,
          contactEmail: fields.contactEmail,
          contactPhone: fields.contactPhone,
          notes: fields.notes,
          language: caller.lang,
          createdAt: context.clock.now(),
          updatedAt: context.clock.now(),
        })
        .returning();
      const returnId = row!.id;
      await recordReturnCreated(tx, row!);
      await tx.insert(returnItems).values(fields.items.map((item, position) => ({ ...item, returnId, position })));
      const named = await claimUploads(tx, caller, fields.uploads);
      await tx.insert(returnFiles).values(
        [...upload.files, ...named].map((file) => ({
          id: file.id,
          returnId,
          name: file.name,
          mime: file.mime,
          size: file.size,
          sha256: file.sha256,
          createdAt: context.clock.now(),
        })),
      );
      return returnId;
    });
    const detail = await returnDetail(context.db, caller.customerId, id);
    return detail;
  } catch (error) {
    await Promise.all(upload.files.map((file) => context.files.remove(file.id)));
    throw error;
  }
}

function checkFields(upload: Upload, lang: string) {
  const result = validate(NewReturnFields, upload.fields, lang);
  const named = result.ok ? result.data.uploads.length : upload.fields.uploads ? 1 : 0;
  checkAttachmentCount(upload.files.length, named);
  const fields = result.ok ? {} : { ...result.fields };
  const none = upload.files.length + named === 0;
  if (none) fields.files = translate('field.rma_attachment_required', lang);
  if (!result.ok || none) throw new AppError('validation_failed', { fields });
  return result.data;
}

/**
 * A return can be filed at the stage its dates propose or a later one, never an earlier one (SPEC §9): the
 * answer names why — the goods were delivered (not pre-sales), or the 2-year warranty ended on that day.
 */
function checkStage(
  fields: { stage: ReturnStage; purchaseDate: string },
  order: OrderFacts | null,
  today: string,
  lang: string,
) {
  const delivered = order ? deliveredOrderStatuses.includes(order.status) : true;
  const proposed = proposedReturnStage({ purchaseDate: fields.purchaseDate, delivered }, today);
  if (allowedReturnStages(proposed).includes(fields.stage)) return;
  const stage =
    proposed === 'warranty'
      ? translate('field.rma_stage_delivered', lang)
      : translate('field.rma_stage_warranty_over', lang, {
          lastDay: formatDate(warrantyLastDay(fields.purchaseDate), lang),
        });
  throw new AppError('validation_failed', { fields: { stage } });
}

/** The picked order, if it is one of the caller's own; anything else is a field error. */
async function orderOf(
  context: Context,
  caller: { customerId: string; lang: string },
  orderId: string,
): Promise<OrderFacts> {
  const answer = await context.services.get('/internal/orders/:orderId', { params: { orderId } });
  if (answer.ok && answer.body.customerId === caller.customerId) return answer.body;
  if (answer.ok || answer.status === 404) {
    throw new AppError('validation_failed', { fields: { orderId: translate('field.rma_order', caller.lang) } });
  }
  throw new AppError('service_unavailable', { detail: `orders answered an order with ${answer.status}` });
}

/** The chosen address, if it is one of the caller's own (SPEC §5); anything else is a field error. */
async function addressOf(
  context: Context,
  caller: { customerId: string; lang: string },
  addressId: string,
): Promise<ReturnAddress> {
  const answer = await context.services.get('/internal/customers/:customerId/addresses/:addressId', {
    params: { customerId: caller.customerId, addressId },
  });
  if (answer.ok) {
    const { createdAt: _created, updatedAt: _updated, isDefault: _default, ...address } = answer.body;
    return address;
  }
  if (answer.status === 404) {
    throw new AppError('validation_failed', {
      fields: { addressId: translate('field.rma_address', caller.lang) },
    });
  }
  throw new AppError('service_unavailable', { detail: `accounts answered an address with ${answer.status}` });
}

/** RMA/<year>/<00001>: the next number of the year in Warsaw, counted in the filing's transaction. */
async function nextNumber(tx: Parameters<Parameters<Context['transaction']>[0]>[0], now: Date): Promise<string> {
  const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric' }).format(now));
  const [row] = await tx
    .insert(returnNumbers)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: returnNumbers.year, set: { last: sql`${returnNumbers.last} + 1` } })
    .returning({ last: returnNumbers.last });
  return `RMA/${year}/${String(row!.last).padStart(5, '0')}`;
}
