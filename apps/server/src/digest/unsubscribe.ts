import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The digest's one-click unsubscribe: `<user id>.<HMAC-SHA256 of it with AUTH_SECRET>`. No expiry
 * (an old digest's link keeps working) and nothing stored; it can only switch the digest off.
 */
function signature(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`digest-unsubscribe:${userId}`).digest('base64url');
}

export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${signature(secret, userId)}`;
}

export function unsubscribeUrl(appUrl: string, secret: string, userId: string): string {
  return `${appUrl}/api/digest/unsubscribe?token=${unsubscribeToken(secret, userId)}`;
}

/** The user id of a genuine token, else null. */
export function verifyUnsubscribeToken(secret: string, token: string | undefined): string | null {
  const match = token ? /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!match) return null;
  const [, userId = '', given = ''] = match;
  const expected = Buffer.from(signature(secret, userId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? userId : null;
}
