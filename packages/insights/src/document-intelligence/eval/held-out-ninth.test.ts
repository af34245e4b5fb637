/** The ninth held-out set's shape (its size, languages, labels and coverage), not the reader's score on it. */
import { describe } from 'vitest';
import { redFlagCases } from './cases';
import { redFlagHeldOutCases } from './held-out';
import { itHasTheShapeOfAHeldOutSet } from './held-out-shape';
import { redFlagNinthHeldOutCases } from './held-out-ninth';

describe('the ninth held-out red-flag set', () => {
  itHasTheShapeOfAHeldOutSet(redFlagNinthHeldOutCases, { name: 'h9', minTexts: 90, minFrench: 40, earlier: [...redFlagCases, ...redFlagHeldOutCases] });
});
