/**
 * The red-flag reader's SIXTEENTH held-out set until the twenty-eighth round's start (2026-12-04), development data
 * since: it was measured before the twenty-sixth round's readers, after each later round (0.91 / 0.71 at the
 * twenty-seventh's end), then its mistakes were read for a post-mortem, so it can no longer count as held out
 * (decision 0036). Its ids keep their `h16-` prefix and its labels are the writers', unchanged. The eleventh, twelfth,
 * seventeenth and eighteenth held-out sets were the test sets then.
 *
 * How it was written: on 2026-12-03 at the start of the twenty-sixth round by four writers, two English (26 texts each)
 * and two French (26 each), who read only the case shape (case.ts) and the labelling guide at the top of held-out.ts,
 * each given a region and a spread of genres, asked to use every class at least twice, to state at least half of the
 * flags indirectly and to leave at least nine texts in each writer's part clean but tempting. Closed world; where a
 * label rests on arithmetic, a comment above the case shows it.
 */
import type { RedFlagCase } from './case';
import { redFlagSixteenthEnW1A } from './cases-dev-retired-sixteenth-en-w1-a';
import { redFlagSixteenthEnW1B } from './cases-dev-retired-sixteenth-en-w1-b';
import { redFlagSixteenthEnW2A } from './cases-dev-retired-sixteenth-en-w2-a';
import { redFlagSixteenthEnW2B } from './cases-dev-retired-sixteenth-en-w2-b';
import { redFlagSixteenthFrW3A } from './cases-dev-retired-sixteenth-fr-w3-a';
import { redFlagSixteenthFrW3B } from './cases-dev-retired-sixteenth-fr-w3-b';
import { redFlagSixteenthFrW4A } from './cases-dev-retired-sixteenth-fr-w4-a';
import { redFlagSixteenthFrW4B } from './cases-dev-retired-sixteenth-fr-w4-b';

export const retiredSixteenthHeldOutCases: readonly RedFlagCase[] = [
  ...redFlagSixteenthEnW1A,
  ...redFlagSixteenthEnW1B,
  ...redFlagSixteenthEnW2A,
  ...redFlagSixteenthEnW2B,
  ...redFlagSixteenthFrW3A,
  ...redFlagSixteenthFrW3B,
  ...redFlagSixteenthFrW4A,
  ...redFlagSixteenthFrW4B,
];
