import type { RedFlagCase } from './case';
import { redFlagFifteenthEnW2A } from './held-out-fifteenth-en-w2-a';
import { redFlagFifteenthEnW2B } from './held-out-fifteenth-en-w2-b';

export const redFlagFifteenthEnW2: readonly RedFlagCase[] = [...redFlagFifteenthEnW2A, ...redFlagFifteenthEnW2B];
