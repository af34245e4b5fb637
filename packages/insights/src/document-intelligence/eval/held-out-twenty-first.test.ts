/** The twenty-first held-out set's shape (its size, languages, labels and coverage), not the reader's score on it. */
import { describe } from 'vitest';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';
import { redFlagEleventhHeldOutCases } from './held-out-eleventh';
import { itHasTheShapeOfAHeldOutSet } from './held-out-shape';
import { redFlagTwelfthHeldOutCases } from './held-out-twelfth';
import { redFlagTwentiethHeldOutCases } from './held-out-twentieth';
import { redFlagTwentyFirstHeldOutCases } from './held-out-twenty-first';

describe('the twenty-first held-out red-flag set', () => {
  itHasTheShapeOfAHeldOutSet(redFlagTwentyFirstHeldOutCases, {
    name: 'h21',
    minTexts: 104,
    minFrench: 52,
    earlier: [...redFlagCases, ...redFlagHeldOutCases, ...redFlagEleventhHeldOutCases, ...redFlagTwelfthHeldOutCases, ...redFlagTwentiethHeldOutCases],
  });
});
