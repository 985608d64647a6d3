/*
 * Matching an address against route paths, shared by the router and the boot script (which must
 * stay small: no React here).
 */

/**
 * The parameters of `pathname` under `pattern` ('/use-case/:useCaseId'; '*' matches anything),
 * or null when it does not match. Case-insensitive, a trailing slash allowed.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '*') return { '*': pathname };
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = have[index] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part.toLowerCase() !== actual.toLowerCase()) return null;
  }
  return params;
}
