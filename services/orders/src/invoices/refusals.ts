import { type ErrorCode, translate } from '@shop/contracts';
import { AppError } from '@shop/service-kit';

// Why an invoice cannot be issued: an expected outcome, returned as a value (nothing numbered, nothing
// written). A route turns it into the DESIGN §4 error with `toAppError`; an event handler logs it.

export interface InvoiceRefusal {
  refused: true;
  code: ErrorCode;
  messageKey: string;
  /** Field path → message key, for a refusal about a field (a NIP whose checksum fails). */
  fields?: Record<string, string>;
  params?: Record<string, unknown>;
}

export function refusal(
  code: ErrorCode,
  messageKey: string,
  fields?: Record<string, string>,
  params?: Record<string, unknown>,
): InvoiceRefusal {
  return { refused: true, code, messageKey, fields, params };
}

export function isRefusal(value: unknown): value is InvoiceRefusal {
  return typeof value === 'object' && value !== null && (value as InvoiceRefusal).refused === true;
}

/** The refusal as the one error type, its field messages in the caller's language. */
export function toAppError(refused: InvoiceRefusal, lang: string | undefined): AppError {
  const fields = refused.fields
    ? Object.fromEntries(Object.entries(refused.fields).map(([path, key]) => [path, translate(key, lang)]))
    : undefined;
  return new AppError(refused.code, { messageKey: refused.messageKey, params: refused.params, fields });
}
