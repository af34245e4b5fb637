/** The fourteenth held-out set's shape (its size, languages, labels and coverage), not the reader's score on it. */
import { describe } from 'vitest';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';
import { redFlagEleventhHeldOutCases } from './held-out-eleventh';
import { redFlagFourteenthHeldOutCases } from './held-out-fourteenth';
import { itHasTheShapeOfAHeldOutSet } from './held-out-shape';
import { redFlagTwelfthHeldOutCases } from './held-out-twelfth';

describe('the fourteenth held-out red-flag set', () => {
  itHasTheShapeOfAHeldOutSet(redFlagFourteenthHeldOutCases, {
    name: 'h14',
    minTexts: 100,
    minFrench: 50,
    earlier: [...redFlagCases, ...redFlagHeldOutCases, ...redFlagEleventhHeldOutCases, ...redFlagTwelfthHeldOutCases],
  });
});
