/** The twelfth held-out set's shape (its size, languages, labels and coverage), not the reader's score on it. */
import { describe } from 'vitest';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';
import { itHasTheShapeOfAHeldOutSet } from './held-out-shape';
import { redFlagEleventhHeldOutCases } from './held-out-eleventh';
import { redFlagTwelfthHeldOutCases } from './held-out-twelfth';

describe('the twelfth held-out red-flag set', () => {
  itHasTheShapeOfAHeldOutSet(redFlagTwelfthHeldOutCases, { name: 'h12', minTexts: 100, minFrench: 50, earlier: [...redFlagCases, ...redFlagHeldOutCases, ...redFlagEleventhHeldOutCases] });
});
