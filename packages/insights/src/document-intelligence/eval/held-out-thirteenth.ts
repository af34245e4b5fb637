/**
 * The red-flag reader's THIRTEENTH HELD-OUT set, written 2026-12-02 at the start of the twenty-third round by four
 * writers, two English (26 texts each) and two French (26 each), who read only the case shape (case.ts) and the labelling
 * guide at the top of held-out.ts: not the rules, not the readers, not their tests, not the development texts nor any
 * earlier held-out set, and not any bench report. Each was given a region (East and Southern Africa; West Africa in
 * English and Egypt; francophone West Africa; Central Africa, the Maghreb and the Indian Ocean) and a spread of genres
 * and voices, asked to use every class at least once, to state at least half of the flags indirectly and to leave at
 * least nine texts in each file clean but tempting. Closed world; where a label rests on arithmetic, a comment above the
 * case shows it. Measured on the reader as it stood (38c45596) before the round's changes were merged, then once after;
 * never tuned on, its mistakes never listed in a file (decision 0036).
 */
import type { RedFlagCase } from './case';
import { redFlagThirteenthEnW1 } from './held-out-thirteenth-en-w1';
import { redFlagThirteenthEnW2 } from './held-out-thirteenth-en-w2';
import { redFlagThirteenthFrW3 } from './held-out-thirteenth-fr-w3';
import { redFlagThirteenthFrW4 } from './held-out-thirteenth-fr-w4';

export const redFlagThirteenthHeldOutCases: readonly RedFlagCase[] = [
  ...redFlagThirteenthEnW1,
  ...redFlagThirteenthEnW2,
  ...redFlagThirteenthFrW3,
  ...redFlagThirteenthFrW4,
];
