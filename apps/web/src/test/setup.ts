import { configure } from '@testing-library/react';

// Every web test file, whichever render it uses: the machine running the suite is shared, so findBy and
// waitFor get room beyond Testing Library's 1 s and a busy CPU slows these tests down rather than failing
// them (the per-test limit is in vite.config.ts). An OCF import parsed in jsdom took 4.5 s under a load
// average of 19.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no ResizeObserver; Radix (a Switch's size, for one) needs the constructor, not its callbacks.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
