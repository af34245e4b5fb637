import type { RedFlagCase } from './case';
import { redFlagFourteenthEnW1A } from './cases-dev-retired-fourteenth-en-w1-a';
import { redFlagFourteenthEnW1B } from './cases-dev-retired-fourteenth-en-w1-b';
import { redFlagFourteenthEnW1C } from './cases-dev-retired-fourteenth-en-w1-c';

export const redFlagFourteenthEnW1: readonly RedFlagCase[] = [...redFlagFourteenthEnW1A, ...redFlagFourteenthEnW1B, ...redFlagFourteenthEnW1C];
