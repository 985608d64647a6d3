/**
 * A module loaded once, when first needed: every call shares the one load. A load that failed (a
 * chunk that did not download) is tried again on the next call.
 */
export function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
