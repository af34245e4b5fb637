/** The twenty-fourth held-out set's shape (its size, languages, labels and coverage), not the reader's score on it. */
import { describe } from 'vitest';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';
import { itHasTheShapeOfAHeldOutSet } from './held-out-shape';
import { redFlagTwentiethHeldOutCases } from './held-out-twentieth';
import { redFlagTwentyThirdHeldOutCases } from './held-out-twenty-third';
import { redFlagTwentyFourthHeldOutCases } from './held-out-twenty-fourth';

describe('the twenty-fourth held-out red-flag set', () => {
  itHasTheShapeOfAHeldOutSet(redFlagTwentyFourthHeldOutCases, {
    name: 'h24',
    minTexts: 104,
    minFrench: 52,
    earlier: [...redFlagCases, ...redFlagHeldOutCases, ...redFlagTwentiethHeldOutCases, ...redFlagTwentyThirdHeldOutCases],
  });
});
