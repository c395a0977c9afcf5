// The stable error codes of the API (SPEC §8, DESIGN §4). The HTTP status of each lives here too, so the
// gateway, every service and the browser agree on it; the service kit maps them once.

export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  authentication_required: 401,
  invalid_credentials: 401,
  account_blocked: 403,
  account_inactive: 403,
  forbidden: 403,
  not_found: 404,
  product_not_found: 404,
  method_not_allowed: 405,
  not_acceptable: 406,
  duplicate: 409,
  /** The entity is not in a state that allows the action (a welcome e-mail for an active account). */
  conflict: 409,
  payload_too_large: 413,
  upload_failed: 413,
  unsupported_media_type: 415,
  /** The request's head (path, query, cookies) is larger than the server reads. */
  request_header_too_large: 431,
  business_rule: 422,
  missing_variant: 422,
  max_quantity: 422,
  min_quantity: 422,
  promo_code_invalid: 422,
  product_unavailable: 422,
  invalid_link: 422,
  payment_provider_unavailable: 422,
  too_many_requests: 429,
  too_many_login_attempts: 429,
  internal: 500,
  bad_gateway: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

/** The JSON body of every error answer. `fields` maps a field path (dot-joined) to its message. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
