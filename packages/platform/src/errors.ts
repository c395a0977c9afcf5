import type { ErrorBody, ErrorCode } from '@shop/contracts';
import { translate } from '@shop/contracts/messages';

// What a failed call looks like to a page: an ApiError when the server answered with an error, a
// NetworkError when no answer came. An aborted call rejects with the signal's own AbortError.

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  /** Message per field path (dot-joined), for forms; empty when the error is not about fields. */
  readonly fields: Record<string, string>;

  constructor(status: number, code: ErrorCode, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly code = 'network';
}

// The code an answer without the error shape gets (a proxy's HTML page, an empty 502).
const codeOfStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'duplicate',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'business_rule',
  429: 'too_many_requests',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'service_unavailable',
};

export function errorCodeOfStatus(status: number): ErrorCode {
  return codeOfStatus[status] ?? (status >= 500 ? 'internal' : 'bad_request');
}

function isErrorBody(value: unknown): value is ErrorBody {
  const error = (value as ErrorBody | null)?.error;
  return typeof error === 'object' && error !== null && typeof error.code === 'string';
}

/** Turns an error answer (parsed JSON, or anything else) into an ApiError in the page's language. */
export function apiErrorOf(status: number, body: unknown, lang: string): ApiError {
  if (isErrorBody(body)) {
    const { code, message, fields } = body.error;
    return new ApiError(status, code, message || translate(`error.${code}`, lang), fields ?? {});
  }
  const code = errorCodeOfStatus(status);
  return new ApiError(status, code, translate(`error.${code}`, lang));
}

export function networkError(lang: string): NetworkError {
  return new NetworkError(translate('error.network', lang));
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The text to show a shopper for any failure: the server's message, 'Network error', or a general one. */
export function describeError(error: unknown, lang: string): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  return translate('error.internal', lang);
}
