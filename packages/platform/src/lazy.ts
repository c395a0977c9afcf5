/**
 * A chunk fetched on first use and kept: `load` (a dynamic `import()`) runs once, and again only after it
 * failed, so a chunk that did not arrive (a dropped connection, a deploy in between) is asked for on the next
 * use instead of failing every later one.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
