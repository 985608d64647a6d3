/** A part of the app's code that did not arrive (a dropped connection, a file an earlier deploy had). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|importing a module script failed|unable to preload|ChunkLoadError/i.test(message);
}

/** What the user is told when it did not. */
export const CHUNK_LOAD_MESSAGE = 'Part of Pathwise did not download. Check your connection and try again.';
