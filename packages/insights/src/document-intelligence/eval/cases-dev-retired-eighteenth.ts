/**
 * The red-flag reader's EIGHTEENTH held-out set until the thirtieth round's start (2026-12-04), development data since:
 * it was measured before the twenty-eighth round's readers (0.81 / 0.57), after it (0.81 / 0.60) and after the
 * twenty-ninth (0.81 / 0.60), then its mistakes were read for a post-mortem, so it can no longer count as held out
 * (decision 0036). Its ids keep their `h18-` prefix and its labels are the writers', unchanged. The eleventh, twelfth,
 * nineteenth and twentieth held-out sets were the test sets when it retired.
 *
 * How it was written: on 2026-12-04 at the start of the twenty-eighth round, 104 texts, 52 in French, by eight writers
 * of 13 texts each who read only a short brief, the case shape, the document types and the labelling guide, each given
 * two countries (Angola and Namibia; Mozambique and Eritrea; Mauritius and Libya; Cabo Verde and São Tomé and Príncipe;
 * Mauritanie and Guinée équatoriale; Haïti and Québec; Belgique and Suisse; Algérie and the Comores). Closed world;
 * where a label rests on arithmetic, a comment above the case shows it.
 */
import type { RedFlagCase } from './case';
import { redFlagEighteenthEnW1P1 } from './cases-dev-retired-eighteenth-en-w1-1';
import { redFlagEighteenthEnW1P2 } from './cases-dev-retired-eighteenth-en-w1-2';
import { redFlagEighteenthEnW2P1 } from './cases-dev-retired-eighteenth-en-w2-1';
import { redFlagEighteenthEnW2P2 } from './cases-dev-retired-eighteenth-en-w2-2';
import { redFlagEighteenthEnW3P1 } from './cases-dev-retired-eighteenth-en-w3-1';
import { redFlagEighteenthEnW3P2 } from './cases-dev-retired-eighteenth-en-w3-2';
import { redFlagEighteenthEnW4P1 } from './cases-dev-retired-eighteenth-en-w4-1';
import { redFlagEighteenthEnW4P2 } from './cases-dev-retired-eighteenth-en-w4-2';
import { redFlagEighteenthFrW5P1 } from './cases-dev-retired-eighteenth-fr-w5-1';
import { redFlagEighteenthFrW5P2 } from './cases-dev-retired-eighteenth-fr-w5-2';
import { redFlagEighteenthFrW6P1 } from './cases-dev-retired-eighteenth-fr-w6-1';
import { redFlagEighteenthFrW6P2 } from './cases-dev-retired-eighteenth-fr-w6-2';
import { redFlagEighteenthFrW7P1 } from './cases-dev-retired-eighteenth-fr-w7-1';
import { redFlagEighteenthFrW7P2 } from './cases-dev-retired-eighteenth-fr-w7-2';
import { redFlagEighteenthFrW8P1 } from './cases-dev-retired-eighteenth-fr-w8-1';
import { redFlagEighteenthFrW8P2 } from './cases-dev-retired-eighteenth-fr-w8-2';

export const retiredEighteenthHeldOutCases: readonly RedFlagCase[] = [
  ...redFlagEighteenthEnW1P1,
  ...redFlagEighteenthEnW1P2,
  ...redFlagEighteenthEnW2P1,
  ...redFlagEighteenthEnW2P2,
  ...redFlagEighteenthEnW3P1,
  ...redFlagEighteenthEnW3P2,
  ...redFlagEighteenthEnW4P1,
  ...redFlagEighteenthEnW4P2,
  ...redFlagEighteenthFrW5P1,
  ...redFlagEighteenthFrW5P2,
  ...redFlagEighteenthFrW6P1,
  ...redFlagEighteenthFrW6P2,
  ...redFlagEighteenthFrW7P1,
  ...redFlagEighteenthFrW7P2,
  ...redFlagEighteenthFrW8P1,
  ...redFlagEighteenthFrW8P2,
];
