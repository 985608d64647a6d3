import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { INACTIVITY } from '@pathwise/core';
import type { Db } from '../db/client';
import { sessions, userProfiles } from '../db/schema';
import type { ClientInfo } from '../http/client-info';
import { cookieValue } from '../http/cookies';
import { requestHeader } from '../http/node-http';
import { hashToken, randomToken } from './crypto';

export const SESSION_COOKIE = 'pw_session';
/** A session ends unless renewed within this time (the client renews it while active). */
export const SESSION_TTL_MS = 60 * 60_000;
/** No session lives longer than this, renewed or not. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60_000;
/** Activity is written at most this often per session, to keep reads cheap. */
const TOUCH_EVERY_MS = 60_000;

export interface ActiveSession {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  lastSeenAt: Date;
  createdAt: Date;
}

export function setSessionCookie(c: Context, token: string, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: '/',
    maxAge: Math.floor(SESSION_MAX_AGE_MS / 1000),
  });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}

/** What a session token can look like (randomToken's base64url); anything else is no session. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export function sessionToken(c: Context): string | undefined {
  const cookies = requestHeader(c, 'cookie');
  const token = cookies ? cookieValue(cookies, SESSION_COOKIE) : undefined;
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

/** A new session with a new random id: never reuses a token the browser already had. */
export async function createSession(db: Db, userId: string, client: ClientInfo): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt, ipAddress: client.ip, userAgent: client.userAgent });
  await db.update(userProfiles).set({ lastActiveAt: new Date() }).where(eq(userProfiles.id, userId));
  return { token, expiresAt };
}

export async function findSessionByHash(db: Db, tokenHash: string): Promise<ActiveSession | null> {
  const idleSince = new Date(Date.now() - INACTIVITY.timeoutMs);
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date()), gt(sessions.lastSeenAt, idleSince)))
    .limit(1);
  return row ?? null;
}

/** Whether the session's activity is due to be written (at most once a minute). */
export function touchDue(session: ActiveSession): boolean {
  return Date.now() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS;
}

/** Records activity (idle timeout) at most once a minute. */
export async function touchSession(db: Db, session: ActiveSession): Promise<void> {
  if (!touchDue(session)) return;
  const now = new Date();
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, session.tokenHash));
  // The member directory's "last active" (as often as the session's own, at most once a minute).
  await db.update(userProfiles).set({ lastActiveAt: now }).where(eq(userProfiles.id, session.userId));
  // The object may be cached (CallerCache): it now carries the new activity time.
  session.lastSeenAt = now;
}

/** Pushes the expiry forward (capped by the maximum age); activity is not implied. */
export async function renewSession(db: Db, session: ActiveSession): Promise<Date> {
  const cap = session.createdAt.getTime() + SESSION_MAX_AGE_MS;
  const expiresAt = new Date(Math.min(Date.now() + SESSION_TTL_MS, cap));
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, session.tokenHash));
  session.expiresAt = expiresAt;
  return expiresAt;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Which of these sessions are still alive: not ended, expired or idle past the inactivity timeout. */
export async function liveSessionHashes(db: Db, tokenHashes: string[]): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const idleSince = new Date(Date.now() - INACTIVITY.timeoutMs);
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(inArray(sessions.tokenHash, tokenHashes), gt(sessions.expiresAt, new Date()), gt(sessions.lastSeenAt, idleSince)));
  return new Set(rows.map((row) => row.tokenHash));
}
