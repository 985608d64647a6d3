import { expect } from 'vitest';
import { feedStoryFromWire, type FeedStory, type FeedStoryWire } from '@pathwise/core';
import type { TestContext } from './harness';
import { jsonRequest } from './harness';

export const PASSWORD = 'Corr3ct!horse';

/**
 * The cookies an answer set, as a Cookie header: the session and, after a sign-up, the signed
 * note that lets this "browser" open the verification link without choosing a password.
 */
export function cookieFrom(response: Response): string | undefined {
  const pairs: string[] = [];
  for (const line of response.headers.getSetCookie()) {
    const match = /^(pw_session|pw_signup)=([^;]*)/.exec(line);
    if (match?.[2]) pairs.push(`${match[1]}=${match[2]}`);
  }
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}

/** Only the session cookie of a Cookie header (a browser that did not sign up). */
export function sessionOnly(cookie: string | undefined): string | undefined {
  return cookie?.split('; ').find((pair) => pair.startsWith('pw_session='));
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

/** A feed answer as the browser reads it: the stories with the fields the answer left out put back. */
export async function readFeed(t: TestContext, cookie: string, query = '') {
  const answer = await call(t, 'GET', `/api/feed${query}`, undefined, cookie);
  const stories: FeedStory[] = ((answer.json.stories ?? []) as FeedStoryWire[]).map(feedStoryFromWire);
  return { status: answer.status, examples: answer.json.examples, stories };
}

/** The mails to `to` whose link has `param` (newest first), waiting for the job queue to send one. */
export async function mailsTo(t: TestContext, to: string, param: 'token_hash' | 'token', atLeast = 1, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = t.mailer.outbox().filter((m) => m.to === to && new RegExp(`[?&]${param}=`).test(m.text));
    if (mails.length >= atLeast || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the newest mail to `to` whose link matches `param` (waits for the mail job). */
export async function tokenFromMail(t: TestContext, to: string, param: 'token_hash' | 'token', atLeast = 1): Promise<string> {
  const [mail] = await mailsTo(t, to, param, atLeast);
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
  // Opened in the browser that signed up: no password to choose.
  const verify = await call(
    t,
    'POST',
    '/api/auth/verify',
    { tokenHash: await tokenFromMail(t, email.trim().toLowerCase(), 'token_hash'), type: 'signup' },
    signup.cookie,
  );
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

/** Polls `read` until `done` holds of its answer (or the time is up) and returns the last answer. */
export async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
