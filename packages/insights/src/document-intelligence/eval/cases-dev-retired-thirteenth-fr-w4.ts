import type { RedFlagCase } from './case';
import { redFlagThirteenthFrW4A } from './cases-dev-retired-thirteenth-fr-w4-a';
import { redFlagThirteenthFrW4B } from './cases-dev-retired-thirteenth-fr-w4-b';

export const redFlagThirteenthFrW4: readonly RedFlagCase[] = [...redFlagThirteenthFrW4A, ...redFlagThirteenthFrW4B];
