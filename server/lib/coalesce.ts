// Sharing one database round trip among the requests that wait for it at the same moment.
//
// The guarantee a caller gets: the result of a run that STARTED AFTER it called, never one already
// under way — so what the run reads (a notification, a sequence value, a settled check) includes
// everything committed before the caller arrived. At most one run is under way; the callers who
// arrive meanwhile share the next one. Under load, twenty concurrent requests cost one or two runs
// instead of twenty (issue 20); alone, a caller waits for exactly one run, as before.

export function coalesce<T>(run: () => Promise<T>): () => Promise<T> {
  let waiting: { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } | null = null;
  let running = false;

  async function drain(): Promise<void> {
    running = true;
    while (waiting) {
      const batch = waiting;
      waiting = null;
      // Called synchronously for the first batch: the run starts before the caller's await.
      try {
        batch.resolve(await run());
      } catch (error) {
        batch.reject(error);
      }
    }
    running = false;
  }

  return () => {
    if (waiting) return waiting.promise;
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    waiting = { promise, resolve, reject };
    if (!running) void drain();
    return promise;
  };
}
