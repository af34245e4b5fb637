/**
 * The red-flag reader's FIFTEENTH held-out set until the twenty-sixth round's start (2026-12-03), development data
 * since: it was measured before the twenty-fifth round's readers (0.88 / 0.62) and once at that round's end (0.89 /
 * 0.63), then its mistakes were read for a post-mortem, so it can no longer count as held out (decision 0036). Its ids
 * keep their `h15-` prefix and its labels are the writers', unchanged. The eleventh, twelfth and sixteenth held-out
 * sets are the test sets.
 *
 * How it was written: on 2026-12-03 by four writers, two English (26 texts each) and two French (26 each), who read
 * only the case shape (case.ts) and the labelling guide at the top of held-out.ts, each given a region and a spread of
 * genres, asked to state at least half of the flags indirectly and to leave at least nine texts in each file clean but
 * tempting. Closed world; where a label rests on arithmetic, a comment above the case shows it.
 */
import type { RedFlagCase } from './case';
import { redFlagFifteenthEnW1 } from './cases-dev-retired-fifteenth-en-w1';
import { redFlagFifteenthEnW2 } from './cases-dev-retired-fifteenth-en-w2';
import { redFlagFifteenthFrW3 } from './cases-dev-retired-fifteenth-fr-w3';
import { redFlagFifteenthFrW4 } from './cases-dev-retired-fifteenth-fr-w4';

export const retiredFifteenthHeldOutCases: readonly RedFlagCase[] = [
  ...redFlagFifteenthEnW1,
  ...redFlagFifteenthEnW2,
  ...redFlagFifteenthFrW3,
  ...redFlagFifteenthFrW4,
];
