import { toWire, type Wire } from '@baobab/contracts/i18n/message-wire';

/**
 * An engine as the API answers with it (decision 0046): every message in its result written in English,
 * so a test reads the sentences the spec's clients read.
 */
export const inEnglish =
  <A extends unknown[], R>(engine: (...args: A) => R) =>
  (...args: A): Wire<R> =>
    toWire(engine(...args));
