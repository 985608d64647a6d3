import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { TOKEN_LIFETIME_MS } from './email-tokens';

/**
 * The browser a sign-up happened in keeps a signed note of it, so that the verification link
 * opened there signs the new member in with the password they chose. Opened anywhere else, the
 * link asks the mailbox owner to choose the password: whoever signed up with somebody else's
 * address never gets into that person's workspace (pre-account squatting).
 *
 * The value is `<user id>.<expiry ms>.<HMAC-SHA256 of both with AUTH_SECRET>`; nothing is stored.
 */
export const SIGNUP_DEVICE_COOKIE = 'pw_signup';
const PATH = '/api/auth';

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`signup-device:${payload}`).digest('base64url');
}

export function setSignupDevice(c: Context, secret: string, userId: string, secure: boolean): void {
  const expires = Date.now() + TOKEN_LIFETIME_MS.verify_email;
  const payload = `${userId}.${expires}`;
  setCookie(c, SIGNUP_DEVICE_COOKIE, `${payload}.${signature(secret, payload)}`, {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: PATH,
    maxAge: Math.floor(TOKEN_LIFETIME_MS.verify_email / 1000),
  });
}

export function clearSignupDevice(c: Context, secure: boolean): void {
  deleteCookie(c, SIGNUP_DEVICE_COOKIE, { path: PATH, secure, httpOnly: true, sameSite: 'Lax' });
}

/** The user id this browser signed up as, when its note is genuine and not expired. */
export function signupDeviceUser(c: Context, secret: string, now = Date.now()): string | null {
  const value = getCookie(c, SIGNUP_DEVICE_COOKIE);
  const match = value ? /^([0-9a-f-]{36})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return null;
  const [, userId = '', expires = '0', given = ''] = match;
  const expected = Buffer.from(signature(secret, `${userId}.${expires}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return Number(expires) > now ? userId : null;
}
