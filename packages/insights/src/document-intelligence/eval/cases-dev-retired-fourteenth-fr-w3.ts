import type { RedFlagCase } from './case';
import { redFlagFourteenthFrW3A } from './cases-dev-retired-fourteenth-fr-w3-a';
import { redFlagFourteenthFrW3B } from './cases-dev-retired-fourteenth-fr-w3-b';

export const redFlagFourteenthFrW3: readonly RedFlagCase[] = [...redFlagFourteenthFrW3A, ...redFlagFourteenthFrW3B];
