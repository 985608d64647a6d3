import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
