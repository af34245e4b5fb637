/** The fifteenth held-out set's shape (its size, languages, labels and coverage), not the reader's score on it. */
import { describe } from 'vitest';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';
import { redFlagEleventhHeldOutCases } from './held-out-eleventh';
import { redFlagFifteenthHeldOutCases } from './held-out-fifteenth';
import { itHasTheShapeOfAHeldOutSet } from './held-out-shape';
import { redFlagTwelfthHeldOutCases } from './held-out-twelfth';

describe('the fifteenth held-out red-flag set', () => {
  itHasTheShapeOfAHeldOutSet(redFlagFifteenthHeldOutCases, {
    name: 'h15',
    minTexts: 100,
    minFrench: 50,
    earlier: [...redFlagCases, ...redFlagHeldOutCases, ...redFlagEleventhHeldOutCases, ...redFlagTwelfthHeldOutCases],
  });
});
