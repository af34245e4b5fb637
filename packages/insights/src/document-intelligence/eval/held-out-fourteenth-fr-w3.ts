import type { RedFlagCase } from './case';
import { redFlagFourteenthFrW3A } from './held-out-fourteenth-fr-w3-a';
import { redFlagFourteenthFrW3B } from './held-out-fourteenth-fr-w3-b';

export const redFlagFourteenthFrW3: readonly RedFlagCase[] = [...redFlagFourteenthFrW3A, ...redFlagFourteenthFrW3B];
