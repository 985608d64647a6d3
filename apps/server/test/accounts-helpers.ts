import { expect } from 'vitest';
import type { TestContext } from './harness';
import { jsonRequest } from './harness';

export const PASSWORD = 'Corr3ct!horse';

export function cookieFrom(response: Response): string | undefined {
  const header = response.headers.get('set-cookie') ?? '';
  const match = /pw_session=([^;]*)/.exec(header);
  return match?.[1] ? `pw_session=${match[1]}` : undefined;
}

export async function call(
  t: TestContext,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  const origin = { Origin: new URL(t.config.appUrl).origin, ...headers };
  const init = body === undefined ? { method, headers: origin } : jsonRequest(method, body, origin);
  if (cookie) (init.headers as Record<string, string>).Cookie = cookie;
  const response = await t.app.request(path, init);
  const text = await response.text();
  const json = text ? (JSON.parse(text) as Record<string, unknown> & { error?: { code: string; message: string } }) : {};
  return { status: response.status, json, cookie: cookieFrom(response), headers: response.headers };
}

/** The token of the newest mail to `to` whose link matches `param`. */
export function tokenFromMail(t: TestContext, to: string, param: 'token_hash' | 'token'): string {
  const mail = t.mailer.outbox().find((m) => m.to === to && new RegExp(`[?&]${param}=`).test(m.text));
  expect(mail, `a mail to ${to} with ${param}`).toBeDefined();
  const match = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  return match?.[1] ?? '';
}

export async function signUp(t: TestContext, email: string, password = PASSWORD) {
  return call(t, 'POST', '/api/auth/signup', { email, password, acceptTerms: true });
}

/** Signs up and verifies; returns the session cookie of the verified user. */
export async function verifiedUser(t: TestContext, email: string, password = PASSWORD): Promise<string> {
  const signup = await signUp(t, email, password);
  expect(signup.status).toBe(201);
  const verify = await call(t, 'POST', '/api/auth/verify', {
    tokenHash: tokenFromMail(t, email.trim().toLowerCase(), 'token_hash'),
    type: 'signup',
  });
  expect(verify.status).toBe(200);
  return verify.cookie ?? '';
}

export async function onboard(t: TestContext, cookie: string) {
  const result = await call(
    t,
    'POST',
    '/api/profile/onboarding',
    { specialty: 'backend', responsibilities: ['development'], motivations: ['speed_up_tasks'] },
    cookie,
  );
  expect(result.status).toBe(200);
  return result;
}
