/** The sixth held-out set's shape (its size, languages, labels and coverage), not the reader's score on it. */
import { describe } from 'vitest';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';
import { itHasTheShapeOfAHeldOutSet } from './held-out-shape';
import { redFlagSixthHeldOutCases } from './held-out-sixth';

describe('the sixth held-out red-flag set', () => {
  itHasTheShapeOfAHeldOutSet(redFlagSixthHeldOutCases, { name: 'sixth', minTexts: 80, minFrench: 32, earlier: [...redFlagCases, ...redFlagHeldOutCases] });
});
