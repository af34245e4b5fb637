/** The seventeenth held-out set's shape (its size, languages, labels and coverage), not the reader's score on it. */
import { describe } from 'vitest';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';
import { redFlagEleventhHeldOutCases } from './held-out-eleventh';
import { itHasTheShapeOfAHeldOutSet } from './held-out-shape';
import { redFlagSeventeenthHeldOutCases } from './held-out-seventeenth';
import { redFlagTwelfthHeldOutCases } from './held-out-twelfth';

describe('the seventeenth held-out red-flag set', () => {
  itHasTheShapeOfAHeldOutSet(redFlagSeventeenthHeldOutCases, {
    name: 'h17',
    minTexts: 100,
    minFrench: 50,
    earlier: [...redFlagCases, ...redFlagHeldOutCases, ...redFlagEleventhHeldOutCases, ...redFlagTwelfthHeldOutCases],
  });
});
