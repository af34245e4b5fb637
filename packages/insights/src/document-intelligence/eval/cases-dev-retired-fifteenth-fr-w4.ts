import type { RedFlagCase } from './case';
import { redFlagFifteenthFrW4A } from './cases-dev-retired-fifteenth-fr-w4-a';
import { redFlagFifteenthFrW4B } from './cases-dev-retired-fifteenth-fr-w4-b';

export const redFlagFifteenthFrW4: readonly RedFlagCase[] = [...redFlagFifteenthFrW4A, ...redFlagFifteenthFrW4B];
