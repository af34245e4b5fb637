/** The twenty-second held-out set's shape (its size, languages, labels and coverage), not the reader's score on it. */
import { describe } from 'vitest';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';
import { redFlagEleventhHeldOutCases } from './held-out-eleventh';
import { itHasTheShapeOfAHeldOutSet } from './held-out-shape';
import { redFlagTwelfthHeldOutCases } from './held-out-twelfth';
import { redFlagTwentiethHeldOutCases } from './held-out-twentieth';
import { redFlagTwentyFirstHeldOutCases } from './held-out-twenty-first';
import { redFlagTwentySecondHeldOutCases } from './held-out-twenty-second';

describe('the twenty-second held-out red-flag set', () => {
  itHasTheShapeOfAHeldOutSet(redFlagTwentySecondHeldOutCases, {
    name: 'h22',
    minTexts: 104,
    minFrench: 52,
    earlier: [...redFlagCases, ...redFlagHeldOutCases, ...redFlagEleventhHeldOutCases, ...redFlagTwelfthHeldOutCases, ...redFlagTwentiethHeldOutCases, ...redFlagTwentyFirstHeldOutCases],
  });
});
