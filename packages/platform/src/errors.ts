import type { ErrorBody, ErrorCode } from '@shop/contracts';
import { i18n } from './i18n';
import { loadOnce } from './lazy';

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

// The error texts of @shop/contracts/messages (every message, both languages) are needed only when a call
// fails without the server's own text (a network error, an answer without the error shape or message): the
// server words its error answers in the caller's language. So they are a chunk of their own, fetched by
// `api` and `upload` before they build such an error, never with a page that has not failed.

type Messages = typeof import('@shop/contracts/messages');
let messages: Messages | undefined;
const fetchErrorTexts = loadOnce(() => import('@shop/contracts/messages'));

/** Fetches the error texts once (again after a chunk that did not arrive); the sync functions below use them. */
export async function loadErrorTexts(): Promise<void> {
  messages = await fetchErrorTexts();
}

/** Builds an error once the error texts are in (when their chunk cannot come either, with the general text). */
export async function withErrorTexts<E>(build: () => E): Promise<E> {
  await loadErrorTexts().catch(() => undefined);
  return build();
}

/** Whether a failure with this body needs the error texts (the server gave none of its own). */
export function needsErrorTexts(body: unknown): boolean {
  return !(isErrorBody(body) && body.error.message);
}

function translate(key: string, lang: string): string {
  if (messages) return messages.translate(key, lang);
  // Only before the texts are in (a caller that did not load them): the shell's general text, and load them.
  void loadErrorTexts().catch(() => undefined);
  return i18n.t('errors.generic', { ns: 'common', lng: lang });
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
