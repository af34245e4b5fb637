/**
 * At most `concurrency` holders at once and at most `queue` callers waiting for a place; a caller
 * beyond that is turned away at once instead of waiting without bound.
 */
export type AdmissionGate = {
  /** Resolves with `release` once admitted; null when every place and every queue place is taken. */
  enter(): Promise<() => void> | null;
};

export function createAdmissionGate(concurrency: number, queue: number): AdmissionGate {
  let active = 0;
  const waiting: ((release: () => void) => void)[] = [];
  const newRelease = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      // The place passes straight to the next caller, so `active` never drops in between.
      if (next) next(newRelease());
      else active -= 1;
    };
  };
  return {
    enter() {
      if (active < concurrency) {
        active += 1;
        return Promise.resolve(newRelease());
      }
      if (waiting.length >= queue) return null;
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}
