import type { TestContext } from './harness';

/**
 * The role matrix (issue 15): for every route of the route table, the status each kind of
 * caller gets. Each area keeps its entries in its own file (role-matrix-<area>.ts), spread into
 * MATRIX in role-matrix.test.ts; a route of the table missing there fails the test.
 */
export const MATRIX_ROLES = ['member', 'author', 'admin', 'deactivated', 'otherAdmin', 'signedOut'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];
export type SignedInRole = Exclude<MatrixRole, 'signedOut'>;

export interface MatrixUser {
  id: string;
  email: string;
}

/** What the entries can use: workspace A (member, author, admin, deactivated) and B's admin. */
export interface MatrixCtx {
  t: TestContext;
  users: Record<SignedInRole, MatrixUser>;
  workspaceId: string;
  otherWorkspaceId: string;
  useCaseId: string;
  /** A story of A's member (liked, unliked by the callers). */
  storyId: string;
  /** A prompt library entry of workspace A. */
  promptId: string;
  /** A value never used before (for e-mail addresses, names). */
  unique(): string;
}

export interface MatrixRequest {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixEntry {
  /** The request a caller in `role` sends (may prepare data first, e.g. a target of their own). */
  request: (ctx: MatrixCtx, role: MatrixRole) => MatrixRequest | Promise<MatrixRequest>;
  expect: Record<MatrixRole, number>;
}

export type MatrixEntries = Record<string, MatrixEntry>;

/** The same answer for anyone, signed in or not (public routes). */
export function anyone(status: number): Record<MatrixRole, number> {
  return { member: status, author: status, admin: status, deactivated: status, otherAdmin: status, signedOut: status };
}

/** Any active member of any workspace; a deactivated member and a signed-out visitor get 401. */
export function members(status: number, otherAdmin = status): Record<MatrixRole, number> {
  return { member: status, author: status, admin: status, deactivated: 401, otherAdmin, signedOut: 401 };
}

/** Authors and admins of any workspace; members are refused. */
export function authors(status: number, otherAdmin = status): Record<MatrixRole, number> {
  return { member: 403, author: status, admin: status, deactivated: 401, otherAdmin, signedOut: 401 };
}

/** Admins only (of their own workspace: `otherAdmin` reaching into A's ids usually gets 404). */
export function admins(status: number, otherAdmin = status): Record<MatrixRole, number> {
  return { member: 403, author: 403, admin: status, deactivated: 401, otherAdmin, signedOut: 401 };
}

export const get =
  (path: string): MatrixEntry['request'] =>
  () => ({ path });
export const send =
  (path: string, body?: unknown): MatrixEntry['request'] =>
  () => ({ path, body });
