import { loadRules } from '@/lib/lazy-rules';

/** The workspace forms' schema checks (admin-rules.ts), loaded once when one of them is first used. */
export const adminRules = loadRules(() => import('./admin-rules'));
