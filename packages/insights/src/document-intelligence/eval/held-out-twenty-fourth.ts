/**
 * The red-flag reader's TWENTY-FOURTH HELD-OUT set, written 2026-12-05 at the thirty-ninth round's start: 104 texts, 52
 * in French, 36 with no flag. Six writers, three English (Uganda and Rwanda, 17 texts; South Africa, Zambia and
 * Botswana, 17; Ethiopia, Zimbabwe and Sierra Leone, 18) and three French (Cameroun and Gabon, 17; Bénin, Togo and
 * Burkina Faso, 17; Madagascar, Mali, Guinée and Niger, 18), each writer's cases in three files split mechanically at a
 * case to keep files short, cases unchanged. They read only a short brief, the case shape (case.ts) and the labelling
 * guide at the top of held-out.ts, all copied outside the project: not the rules, not the readers, not their tests, not
 * the development texts nor any earlier held-out set, and not any bench report; each wrote its own file outside the
 * project (their reports: none opened anything under /work nor another writer's file; each loaded its file in Node to
 * check it). The brief is the twentieth's: a spread of genres, about five clean but tempting texts in thirteen, flags
 * stated directly, indirectly, by figures, across lines, in lists and in tables, and at least sixteen classes across a
 * writer's texts (each wrote all twenty-three). Closed world; where a label rests on arithmetic, a comment above the case
 * shows it. Committed before anything was measured on it and before the thirty-ninth round's rules were merged; never
 * tuned on, its mistakes never listed in a file (decision 0036).
 */
import type { RedFlagCase } from './case';
import { redFlagTwentyFourthEnW1P1 } from './held-out-twenty-fourth-en-w1-1';
import { redFlagTwentyFourthEnW1P2 } from './held-out-twenty-fourth-en-w1-2';
import { redFlagTwentyFourthEnW1P3 } from './held-out-twenty-fourth-en-w1-3';
import { redFlagTwentyFourthEnW2P1 } from './held-out-twenty-fourth-en-w2-1';
import { redFlagTwentyFourthEnW2P2 } from './held-out-twenty-fourth-en-w2-2';
import { redFlagTwentyFourthEnW2P3 } from './held-out-twenty-fourth-en-w2-3';
import { redFlagTwentyFourthEnW3P1 } from './held-out-twenty-fourth-en-w3-1';
import { redFlagTwentyFourthEnW3P2 } from './held-out-twenty-fourth-en-w3-2';
import { redFlagTwentyFourthEnW3P3 } from './held-out-twenty-fourth-en-w3-3';
import { redFlagTwentyFourthFrW4P1 } from './held-out-twenty-fourth-fr-w4-1';
import { redFlagTwentyFourthFrW4P2 } from './held-out-twenty-fourth-fr-w4-2';
import { redFlagTwentyFourthFrW4P3 } from './held-out-twenty-fourth-fr-w4-3';
import { redFlagTwentyFourthFrW5P1 } from './held-out-twenty-fourth-fr-w5-1';
import { redFlagTwentyFourthFrW5P2 } from './held-out-twenty-fourth-fr-w5-2';
import { redFlagTwentyFourthFrW5P3 } from './held-out-twenty-fourth-fr-w5-3';
import { redFlagTwentyFourthFrW6P1 } from './held-out-twenty-fourth-fr-w6-1';
import { redFlagTwentyFourthFrW6P2 } from './held-out-twenty-fourth-fr-w6-2';
import { redFlagTwentyFourthFrW6P3 } from './held-out-twenty-fourth-fr-w6-3';

export const redFlagTwentyFourthHeldOutCases: readonly RedFlagCase[] = [
  ...redFlagTwentyFourthEnW1P1,
  ...redFlagTwentyFourthEnW1P2,
  ...redFlagTwentyFourthEnW1P3,
  ...redFlagTwentyFourthEnW2P1,
  ...redFlagTwentyFourthEnW2P2,
  ...redFlagTwentyFourthEnW2P3,
  ...redFlagTwentyFourthEnW3P1,
  ...redFlagTwentyFourthEnW3P2,
  ...redFlagTwentyFourthEnW3P3,
  ...redFlagTwentyFourthFrW4P1,
  ...redFlagTwentyFourthFrW4P2,
  ...redFlagTwentyFourthFrW4P3,
  ...redFlagTwentyFourthFrW5P1,
  ...redFlagTwentyFourthFrW5P2,
  ...redFlagTwentyFourthFrW5P3,
  ...redFlagTwentyFourthFrW6P1,
  ...redFlagTwentyFourthFrW6P2,
  ...redFlagTwentyFourthFrW6P3,
];
