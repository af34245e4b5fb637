import type { RedFlagCase } from './case';
import { redFlagThirteenthFrW3A } from './cases-dev-retired-thirteenth-fr-w3-a';
import { redFlagThirteenthFrW3B } from './cases-dev-retired-thirteenth-fr-w3-b';

export const redFlagThirteenthFrW3: readonly RedFlagCase[] = [...redFlagThirteenthFrW3A, ...redFlagThirteenthFrW3B];
