import { hash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as their SHA-256, so a database leak yields no usable token. Every API
 * request hashes its session cookie: the one-shot digest is a fifth of a Hash object's cost.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
