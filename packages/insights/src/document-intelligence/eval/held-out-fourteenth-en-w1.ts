import type { RedFlagCase } from './case';
import { redFlagFourteenthEnW1A } from './held-out-fourteenth-en-w1-a';
import { redFlagFourteenthEnW1B } from './held-out-fourteenth-en-w1-b';
import { redFlagFourteenthEnW1C } from './held-out-fourteenth-en-w1-c';

export const redFlagFourteenthEnW1: readonly RedFlagCase[] = [...redFlagFourteenthEnW1A, ...redFlagFourteenthEnW1B, ...redFlagFourteenthEnW1C];
