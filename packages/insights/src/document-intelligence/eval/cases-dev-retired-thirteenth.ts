/**
 * The red-flag reader's THIRTEENTH held-out set until the twenty-fourth round's end (2026-12-03), development data
 * since: it was measured before the twenty-third round's readers (0.77 / 0.69) and once after the twenty-fourth
 * (0.77 / 0.69, unchanged), then its mistakes were read for a post-mortem, so it can no longer count as held out
 * (decision 0036). Its ids keep their `h13-` prefix and its labels are the writers', unchanged. The eleventh, twelfth
 * and fourteenth held-out sets are the test sets.
 *
 * How it was written: on 2026-12-02 by four writers, two English (26 texts each) and two French (26 each), who read
 * only the case shape (case.ts) and the labelling guide at the top of held-out.ts, each given a region and a spread of
 * genres and voices, asked to state at least half of the flags indirectly and to leave at least nine texts in each file
 * clean but tempting. Closed world; where a label rests on arithmetic, a comment above the case shows it.
 */
import type { RedFlagCase } from './case';
import { redFlagThirteenthEnW1 } from './cases-dev-retired-thirteenth-en-w1';
import { redFlagThirteenthEnW2 } from './cases-dev-retired-thirteenth-en-w2';
import { redFlagThirteenthFrW3 } from './cases-dev-retired-thirteenth-fr-w3';
import { redFlagThirteenthFrW4 } from './cases-dev-retired-thirteenth-fr-w4';

export const retiredThirteenthHeldOutCases: readonly RedFlagCase[] = [
  ...redFlagThirteenthEnW1,
  ...redFlagThirteenthEnW2,
  ...redFlagThirteenthFrW3,
  ...redFlagThirteenthFrW4,
];
