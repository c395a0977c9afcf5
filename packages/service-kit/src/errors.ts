import {
  type ErrorBody,
  type ErrorCode,
  errorMessage,
  errorStatus,
  type FieldErrors,
  translate,
} from '@shop/contracts';

/**
 * The one error type of the shop. It carries a stable code; the HTTP status and the translated message
 * follow from the code, once, in `toErrorAnswer`. Anything else thrown becomes `internal` and never leaks.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldErrors;
  /** A message key overriding the code's own message (e.g. 'field.max_quantity'). */
  readonly messageKey?: string;
  readonly params?: Record<string, unknown>;
  /** Extra headers for the answer, e.g. Allow on 405 or Retry-After on 429. */
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: {
      fields?: FieldErrors;
      messageKey?: string;
      params?: Record<string, unknown>;
      headers?: Record<string, string>;
      cause?: unknown;
      detail?: string;
    } = {},
  ) {
    super(options.detail ?? code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.messageKey = options.messageKey;
    this.params = options.params;
    this.headers = options.headers;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/** Maps anything thrown to the status and body of DESIGN §4, in the caller's language. */
export function toErrorAnswer(error: unknown, lang: string | undefined): ErrorAnswer {
  const appError = error instanceof AppError ? error : fromForeignError(error);
  const message = appError.messageKey
    ? translate(appError.messageKey, lang, appError.params)
    : errorMessage(appError.code, lang, appError.params);
  const body: ErrorBody = { error: { code: appError.code, message } };
  if (appError.fields && Object.keys(appError.fields).length > 0) body.error.fields = appError.fields;
  return { status: appError.status, body, headers: appError.headers ?? {} };
}

/** Errors raised by Koa's own helpers (body parser, ctx.throw) carry a status; map the ones we expect. */
function fromForeignError(error: unknown): AppError {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  const byStatus: Record<number, ErrorCode> = {
    400: 'bad_request',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    405: 'method_not_allowed',
    406: 'not_acceptable',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    429: 'too_many_requests',
  };
  const code = typeof status === 'number' ? byStatus[status] : undefined;
  return new AppError(code ?? 'internal', { cause: error });
}

export function isServerError(answer: ErrorAnswer): boolean {
  return answer.status >= 500;
}
