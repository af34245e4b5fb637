/** The eleventh held-out set's shape (its size, languages, labels and coverage), not the reader's score on it. */
import { describe } from 'vitest';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';
import { itHasTheShapeOfAHeldOutSet } from './held-out-shape';
import { redFlagEleventhHeldOutCases } from './held-out-eleventh';

describe('the eleventh held-out red-flag set', () => {
  itHasTheShapeOfAHeldOutSet(redFlagEleventhHeldOutCases, { name: 'h11', minTexts: 90, minFrench: 40, earlier: [...redFlagCases, ...redFlagHeldOutCases] });
});
