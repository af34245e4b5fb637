import type { RedFlagCase } from './case';
import { redFlagFourteenthEnW2A } from './cases-dev-retired-fourteenth-en-w2-a';
import { redFlagFourteenthEnW2B } from './cases-dev-retired-fourteenth-en-w2-b';
import { redFlagFourteenthEnW2C } from './cases-dev-retired-fourteenth-en-w2-c';

export const redFlagFourteenthEnW2: readonly RedFlagCase[] = [...redFlagFourteenthEnW2A, ...redFlagFourteenthEnW2B, ...redFlagFourteenthEnW2C];
