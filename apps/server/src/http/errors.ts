import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ErrorDetail {
  field: string;
  message: string;
}

/** An error whose message is safe to show to the user. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    /** Extra machine-readable fields of the error (e.g. retryAfterSeconds). */
    readonly extra?: Record<string, string | number | boolean>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ErrorBody {
  error: { code: string; message: string; requestId?: string; details?: ErrorDetail[] } & Record<string, unknown>;
}

export function errorBody(
  code: string,
  message: string,
  requestId?: string,
  details?: ErrorDetail[],
  extra?: ApiError['extra'],
): ErrorBody {
  return { error: { ...extra, code, message, ...(requestId ? { requestId } : {}), ...(details ? { details } : {}) } };
}
