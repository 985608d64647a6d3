/** The one HTTP client of the web app: JSON in and out, errors with the server's message. */

import { GET_INIT, takeEarly } from './early-requests';

/** One entry of `error.details` (for example each broken password rule). */
export interface ApiErrorDetail {
  field?: string;
  message: string;
}

interface ErrorPayload {
  code?: string;
  message?: string;
  requestId?: string;
  details?: ApiErrorDetail[];
  retryAfterSeconds?: number;
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId?: string,
    readonly details: ApiErrorDetail[] = [],
    /** Sent with 429 `account_locked`: how long the server keeps the login locked. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Called whenever the server answers 401 (session ended): the auth state refreshes. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  keepalive?: boolean;
  /** Do not broadcast a 401 (the session probe itself expects them). */
  quiet401?: boolean;
}

function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  if (method === 'GET') {
    // The boot script may have asked already (lib/early-requests).
    return takeEarly(path) ?? fetch(path, { ...GET_INIT, signal: options.signal, keepalive: options.keepalive });
  }
  return fetch(path, {
    method,
    headers: { Accept: 'application/json', ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
    keepalive: options.keepalive,
  });
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data as { error?: ErrorPayload } | null)?.error;
    if (response.status === 401 && !options.quiet401) unauthorizedListeners.forEach((listener) => listener());
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? `The server answered ${response.status}.`,
      error?.requestId,
      Array.isArray(error?.details) ? error.details.filter((detail) => typeof detail?.message === 'string') : [],
      typeof error?.retryAfterSeconds === 'number' ? error.retryAfterSeconds : undefined,
    );
  }
  return data as T;
}

/** Shown when a request never got an answer (offline, server down). */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please try again.';
