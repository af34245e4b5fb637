import type { RedFlagCase } from './case';
import { redFlagThirteenthEnW1A } from './cases-dev-retired-thirteenth-en-w1-a';
import { redFlagThirteenthEnW1B } from './cases-dev-retired-thirteenth-en-w1-b';
import { redFlagThirteenthEnW1C } from './cases-dev-retired-thirteenth-en-w1-c';

export const redFlagThirteenthEnW1: readonly RedFlagCase[] = [...redFlagThirteenthEnW1A, ...redFlagThirteenthEnW1B, ...redFlagThirteenthEnW1C];
