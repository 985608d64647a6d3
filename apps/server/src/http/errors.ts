import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error whose message is safe to show to the user. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ErrorBody {
  error: { code: string; message: string; requestId?: string; details?: { field: string; message: string }[] };
}

export function errorBody(code: string, message: string, requestId?: string, details?: ErrorBody['error']['details']): ErrorBody {
  return { error: { code, message, ...(requestId ? { requestId } : {}), ...(details ? { details } : {}) } };
}

export const notFound = (what = 'The resource') => new ApiError(404, 'not_found', `${what} was not found.`);
