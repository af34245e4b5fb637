import type { RedFlagCase } from './case';
import { redFlagThirteenthEnW2A } from './cases-dev-retired-thirteenth-en-w2-a';
import { redFlagThirteenthEnW2B } from './cases-dev-retired-thirteenth-en-w2-b';

export const redFlagThirteenthEnW2: readonly RedFlagCase[] = [...redFlagThirteenthEnW2A, ...redFlagThirteenthEnW2B];
