import type { Context } from 'hono';
import type { Permission } from '@pathwise/core';
import type { AppDeps, AppEnv } from '../context';
import { requirePermission } from './permissions';

/**
 * Issue 17's admin-only routes (digest time zone and preview, chat webhooks) through the
 * permission module: `action` names what they do in core's PERMISSIONS table.
 */
export function requireAdmin(c: Context<AppEnv>, deps: AppDeps, action: Permission = 'integrations.manage') {
  return requirePermission(c, deps, action);
}
