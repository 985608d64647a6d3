import { formatIssues } from '@pathwise/core';
import { readCatalogue } from '../content/load';
import { createCatalogueService, type CatalogueService } from './catalogue';

export class ContentError extends Error {
  constructor(contentDir: string, details: string) {
    super(`The content in ${contentDir} is not valid; the server did not start:\n${details}`);
    this.name = 'ContentError';
  }
}

/** Reads and validates the bundled content; refuses to run on a bad file. */
export async function loadCatalogueService(contentDir: string): Promise<CatalogueService> {
  const result = await readCatalogue(contentDir);
  if (!result.ok) throw new ContentError(contentDir, formatIssues(result.issues));
  return createCatalogueService(result.catalogue);
}
