import type { RedFlagCase } from './case';
import { redFlagFifteenthFrW3A } from './cases-dev-retired-fifteenth-fr-w3-a';
import { redFlagFifteenthFrW3B } from './cases-dev-retired-fifteenth-fr-w3-b';

export const redFlagFifteenthFrW3: readonly RedFlagCase[] = [...redFlagFifteenthFrW3A, ...redFlagFifteenthFrW3B];
