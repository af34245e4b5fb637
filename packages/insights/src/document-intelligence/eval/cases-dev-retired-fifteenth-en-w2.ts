import type { RedFlagCase } from './case';
import { redFlagFifteenthEnW2A } from './cases-dev-retired-fifteenth-en-w2-a';
import { redFlagFifteenthEnW2B } from './cases-dev-retired-fifteenth-en-w2-b';

export const redFlagFifteenthEnW2: readonly RedFlagCase[] = [...redFlagFifteenthEnW2A, ...redFlagFifteenthEnW2B];
