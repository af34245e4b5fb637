import type { RedFlagCase } from './case';
import { redFlagFourteenthFrW4A } from './cases-dev-retired-fourteenth-fr-w4-a';
import { redFlagFourteenthFrW4B } from './cases-dev-retired-fourteenth-fr-w4-b';

export const redFlagFourteenthFrW4: readonly RedFlagCase[] = [...redFlagFourteenthFrW4A, ...redFlagFourteenthFrW4B];
