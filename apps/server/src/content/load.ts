import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { loadCatalogue, type CatalogueResult, type ContentFile } from '@pathwise/core';

async function readAll(dir: string, ext: string, root: string): Promise<ContentFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(ext)).sort();
  return Promise.all(
    names.map(async (name) => ({ path: relative(root, join(dir, name)), source: await readFile(join(dir, name), 'utf8') })),
  );
}

/** Reads and validates the bundled content folder (use cases, teammates, story sets). */
export async function readCatalogue(contentDir: string): Promise<CatalogueResult> {
  const root = join(contentDir, '..');
  const storiesDir = join(contentDir, 'stories');
  const storyFiles = await readAll(storiesDir, '.json', root);
  const teammatesFile = storyFiles.find((f) => f.path.endsWith('teammates.json'));
  if (!teammatesFile) {
    return { ok: false, issues: [{ file: relative(root, storiesDir), field: 'teammates.json', message: 'the file is missing' }] };
  }
  return loadCatalogue({
    useCaseFiles: await readAll(join(contentDir, 'use-cases'), '.md', root),
    teammatesFile,
    storySetFiles: storyFiles.filter((f) => f !== teammatesFile),
  });
}
