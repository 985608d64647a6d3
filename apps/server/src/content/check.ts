/** `npm run content:check`: validates every bundled content file; exits 1 naming each problem. */
import { formatIssues, staleReviews } from '@pathwise/core';
import { BUNDLED_CONTENT_DIR } from '../paths';
import { readCatalogue } from './load';

// An optional argument names another content folder (tests use it).
const contentDir = process.argv[2] ?? BUNDLED_CONTENT_DIR;
const result = await readCatalogue(contentDir);
if (!result.ok) {
  console.error(`Content check failed (${result.issues.length} problem${result.issues.length === 1 ? '' : 's'}):\n${formatIssues(result.issues)}`);
  process.exit(1);
}
const { useCases, storySets } = result.catalogue;
// An old review does not fail the build: the guide is still valid, only maybe out of date.
for (const issue of staleReviews(useCases)) console.warn(`WARNING: ${formatIssues([issue])}`);
console.log(`Content OK: ${useCases.length} use cases, ${storySets.reduce((n, s) => n + s.stories.length, 0)} sample stories in ${storySets.length} sets.`);
