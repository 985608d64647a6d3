import { vi } from 'vitest';
import { FakeSocket } from './fake-socket';

/**
 * The network of a test: `fetch` is replaced by a table of handlers answering like the real
 * server (docs/api/accounts.md), and the realtime socket by FakeSocket. Nothing else of the app
 * is mocked.
 */
export interface FakeRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
}

export type Handler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export const json = (status: number, body?: unknown): FakeResponse => ({ status, body });

export const apiError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}): FakeResponse =>
  json(status, { error: { code, message, requestId: 'req-test', ...extra } });

export const unauthenticated = () => apiError(401, 'unauthenticated', 'Please log in.');

/** A promise the test resolves when it wants the server to answer (to observe in-between states). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export function fakeServer(routes: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    'GET /api/session': () => unauthenticated(),
    'POST /functions/v1/track-event': () => json(201, { id: 1 }),
    ...routes,
  };
  const requests: FakeRequest[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, search: url.search, body };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler ? await handler(request) : apiError(404, 'not_found', `No fake for ${method} ${url.pathname}`);
    if (answer.status === 204 || answer.body === undefined) return new Response(null, { status: answer.status });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('WebSocket', FakeSocket);

  return {
    requests,
    /** Replaces or adds a route while the test runs (the server's state changed). */
    on(route: string, handler: Handler) {
      handlers[route] = handler;
    },
    /** The requests to one route, analytics included only when asked for. */
    calls(route: string): FakeRequest[] {
      const [method, path] = route.split(' ');
      return requests.filter((request) => request.method === method && request.path === path);
    },
    /** The names of the analytics events sent so far. */
    events(): string[] {
      return requests
        .filter((request) => request.path === '/functions/v1/track-event')
        .map((request) => (request.body as { event: string }).event);
    },
  };
}
