import type { RedFlagCase } from './case';
import { redFlagFifteenthFrW4A } from './held-out-fifteenth-fr-w4-a';
import { redFlagFifteenthFrW4B } from './held-out-fifteenth-fr-w4-b';

export const redFlagFifteenthFrW4: readonly RedFlagCase[] = [...redFlagFifteenthFrW4A, ...redFlagFifteenthFrW4B];
