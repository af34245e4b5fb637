/** The sixteenth held-out set's shape (its size, languages, labels and coverage), not the reader's score on it. */
import { describe } from 'vitest';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';
import { redFlagEleventhHeldOutCases } from './held-out-eleventh';
import { itHasTheShapeOfAHeldOutSet } from './held-out-shape';
import { redFlagSixteenthHeldOutCases } from './held-out-sixteenth';
import { redFlagTwelfthHeldOutCases } from './held-out-twelfth';

describe('the sixteenth held-out red-flag set', () => {
  itHasTheShapeOfAHeldOutSet(redFlagSixteenthHeldOutCases, {
    name: 'h16',
    minTexts: 100,
    minFrench: 50,
    earlier: [...redFlagCases, ...redFlagHeldOutCases, ...redFlagEleventhHeldOutCases, ...redFlagTwelfthHeldOutCases],
  });
});
