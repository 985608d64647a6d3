/** `npm run content:check`: validates every bundled content file; exits 1 naming each problem. */
import { fileURLToPath } from 'node:url';
import { formatIssues } from '@pathwise/core';
import { readCatalogue } from './load';

// An optional argument names another content folder (tests use it).
const contentDir = process.argv[2] ?? fileURLToPath(new URL('../../../../content', import.meta.url));
const result = await readCatalogue(contentDir);
if (!result.ok) {
  console.error(`Content check failed (${result.issues.length} problem${result.issues.length === 1 ? '' : 's'}):\n${formatIssues(result.issues)}`);
  process.exit(1);
}
const { useCases, storySets } = result.catalogue;
console.log(`Content OK: ${useCases.length} use cases, ${storySets.reduce((n, s) => n + s.stories.length, 0)} sample stories in ${storySets.length} sets.`);
