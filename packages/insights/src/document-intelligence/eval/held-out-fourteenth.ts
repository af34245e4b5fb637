/**
 * The red-flag reader's FOURTEENTH HELD-OUT set, written 2026-12-03 at the start of the twenty-fourth round by four
 * writers, two English (26 texts each) and two French (26 each), who read only the case shape (case.ts) and the labelling
 * guide at the top of held-out.ts: not the rules, not the readers, not their tests, not the development texts nor any
 * earlier held-out set, and not any bench report. Each was given a region (Southern Africa and the Horn; West and
 * North-East Africa; francophone West Africa; Central Africa, the Maghreb and the Indian Ocean) and a spread of genres
 * and voices, asked to use every class at least once, to state at least half of the flags indirectly and to leave at
 * least nine texts in each file clean but tempting. Closed world; where a label rests on arithmetic, a comment above the
 * case shows it. Measured on the reader as it stood (e2a6c6c3, the rules of b12ab80e) before the round's changes, then once after;
 * never tuned on, its mistakes never listed in a file (decision 0036).
 */
import type { RedFlagCase } from './case';
import { redFlagFourteenthEnW1 } from './held-out-fourteenth-en-w1';
import { redFlagFourteenthEnW2 } from './held-out-fourteenth-en-w2';
import { redFlagFourteenthFrW3 } from './held-out-fourteenth-fr-w3';
import { redFlagFourteenthFrW4 } from './held-out-fourteenth-fr-w4';

export const redFlagFourteenthHeldOutCases: readonly RedFlagCase[] = [
  ...redFlagFourteenthEnW1,
  ...redFlagFourteenthEnW2,
  ...redFlagFourteenthFrW3,
  ...redFlagFourteenthFrW4,
];
