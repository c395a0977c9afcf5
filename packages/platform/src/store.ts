// A tiny observable value. Snapshots are replaced, never mutated, so React's useSyncExternalStore can compare
// them by identity and every remote on the page sees the same value (the package is a shared singleton).

export type Unsubscribe = () => void;

export interface Store<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: (value: T) => void): Unsubscribe;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Wraps a fetch-and-store task so that only the newest run counts: starting a run aborts the one before,
 * and a superseded run resolves with the newest run's result. The task must check its signal after each
 * await before it stores anything, because an answer may still arrive after the abort.
 */
export function newestWins<T>(task: (signal: AbortSignal) => Promise<T>) {
  let newest: { controller: AbortController; promise: Promise<T> } | undefined;
  let running = false;
  return {
    run(): Promise<T> {
      newest?.controller.abort();
      const controller = new AbortController();
      const superseded = () => newest !== undefined && newest.controller !== controller;
      const promise = task(controller.signal).then(
        (value) => (superseded() ? newest!.promise : value),
        (error: unknown) => {
          if (superseded()) return newest!.promise;
          throw error;
        },
      );
      newest = { controller, promise };
      running = true;
      void promise.then(
        () => {
          if (!superseded()) running = false;
        },
        () => {
          if (!superseded()) running = false;
        },
      );
      return promise;
    },
    /** Whether a run has not settled yet. */
    get running(): boolean {
      return running;
    },
  };
}
