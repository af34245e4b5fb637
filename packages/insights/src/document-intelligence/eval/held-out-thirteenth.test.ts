/** The thirteenth held-out set's shape (its size, languages, labels and coverage), not the reader's score on it. */
import { describe } from 'vitest';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';
import { redFlagEleventhHeldOutCases } from './held-out-eleventh';
import { itHasTheShapeOfAHeldOutSet } from './held-out-shape';
import { redFlagThirteenthHeldOutCases } from './held-out-thirteenth';
import { redFlagTwelfthHeldOutCases } from './held-out-twelfth';

describe('the thirteenth held-out red-flag set', () => {
  itHasTheShapeOfAHeldOutSet(redFlagThirteenthHeldOutCases, {
    name: 'h13',
    minTexts: 100,
    minFrench: 50,
    earlier: [...redFlagCases, ...redFlagHeldOutCases, ...redFlagEleventhHeldOutCases, ...redFlagTwelfthHeldOutCases],
  });
});
