import type { RedFlagCase } from './case';
import { redFlagFifteenthEnW1A } from './cases-dev-retired-fifteenth-en-w1-a';
import { redFlagFifteenthEnW1B } from './cases-dev-retired-fifteenth-en-w1-b';

export const redFlagFifteenthEnW1: readonly RedFlagCase[] = [...redFlagFifteenthEnW1A, ...redFlagFifteenthEnW1B];
