/**
 * The red-flag reader's FIFTEENTH HELD-OUT set, written 2026-12-03 at the start of the twenty-fifth round by four
 * writers, two English (26 texts each) and two French (26 each), who read only the case shape (case.ts) and the labelling
 * guide at the top of held-out.ts: not the rules, not the readers, not their tests, not the development texts nor any
 * earlier held-out set, and not any bench report. Each was given a region (East Africa; Nigeria, Ghana, Sierra Leone,
 * Zambia and Malawi; the Sahel and Guinea; Cameroon, Gabon, Congo, Rwanda and Burundi, Tunisia and Morocco) and a spread
 * of genres, asked to use every class at least twice, to state at least half of the flags indirectly and to leave at
 * least nine texts in each file clean but tempting. Closed world; where a label rests on arithmetic, a comment above the
 * case shows it. Measured on the reader as it stood (65edbef3, the rules of c077671b: 0.88 / 0.62) before the round's changes, then
 * once after; never tuned on, its mistakes never listed in a file (decision 0036).
 */
import type { RedFlagCase } from './case';
import { redFlagFifteenthEnW1 } from './held-out-fifteenth-en-w1';
import { redFlagFifteenthEnW2 } from './held-out-fifteenth-en-w2';
import { redFlagFifteenthFrW3 } from './held-out-fifteenth-fr-w3';
import { redFlagFifteenthFrW4 } from './held-out-fifteenth-fr-w4';

export const redFlagFifteenthHeldOutCases: readonly RedFlagCase[] = [
  ...redFlagFifteenthEnW1,
  ...redFlagFifteenthEnW2,
  ...redFlagFifteenthFrW3,
  ...redFlagFifteenthFrW4,
];
