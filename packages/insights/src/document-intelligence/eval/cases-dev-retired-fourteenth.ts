/**
 * The red-flag reader's FOURTEENTH held-out set until the twenty-fifth round's start (2026-12-03), development data
 * since: it was measured before the twenty-fourth round's readers (0.88 / 0.70), once at that round's end (0.89 / 0.70)
 * and once after the thirteenth set's post-mortem (0.90 / 0.71), then its mistakes were read for a post-mortem, so it
 * can no longer count as held out (decision 0036). Its ids keep their `h14-` prefix and its labels are the writers',
 * unchanged. The eleventh, twelfth and fifteenth held-out sets are the test sets.
 *
 * How it was written: on 2026-12-03 by four writers, two English (26 texts each) and two French (26 each), who read
 * only the case shape (case.ts) and the labelling guide at the top of held-out.ts, each given a region and a spread of
 * genres and voices, asked to state at least half of the flags indirectly and to leave at least nine texts in each file
 * clean but tempting. Closed world; where a label rests on arithmetic, a comment above the case shows it.
 */
import type { RedFlagCase } from './case';
import { redFlagFourteenthEnW1 } from './cases-dev-retired-fourteenth-en-w1';
import { redFlagFourteenthEnW2 } from './cases-dev-retired-fourteenth-en-w2';
import { redFlagFourteenthFrW3 } from './cases-dev-retired-fourteenth-fr-w3';
import { redFlagFourteenthFrW4 } from './cases-dev-retired-fourteenth-fr-w4';

export const retiredFourteenthHeldOutCases: readonly RedFlagCase[] = [
  ...redFlagFourteenthEnW1,
  ...redFlagFourteenthEnW2,
  ...redFlagFourteenthFrW3,
  ...redFlagFourteenthFrW4,
];
