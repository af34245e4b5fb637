/** The nineteenth held-out set's shape (its size, languages, labels and coverage), not the reader's score on it. */
import { describe } from 'vitest';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';
import { redFlagEleventhHeldOutCases } from './held-out-eleventh';
import { redFlagNineteenthHeldOutCases } from './held-out-nineteenth';
import { itHasTheShapeOfAHeldOutSet } from './held-out-shape';
import { redFlagTwelfthHeldOutCases } from './held-out-twelfth';

describe('the nineteenth held-out red-flag set', () => {
  itHasTheShapeOfAHeldOutSet(redFlagNineteenthHeldOutCases, {
    name: 'h19',
    minTexts: 104,
    minFrench: 52,
    earlier: [...redFlagCases, ...redFlagHeldOutCases, ...redFlagEleventhHeldOutCases, ...redFlagTwelfthHeldOutCases],
  });
});
