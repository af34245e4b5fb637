/**
 * The red-flag reader's TWENTY-FIRST HELD-OUT set, development data since 2026-12-05 (decision 0036): held out from the
 * thirtieth round to the thirty-sixth, measured at each round's end and never tuned on (last: 0.89 / 0.76;
 * bench/results/red-flags-2026-12-05-thirty-sixth-round.md), then its mistakes were read at the thirty-seventh round's
 * start and it joined the development set. Its ids keep their `h21-` prefix and its labels are the writers', unchanged.
 *
 * How it was written: 2026-12-04 after the thirtieth round: 104 texts, 52 in
 * French. Eight writers of 13 texts each (each writer's cases in two files, split mechanically at a case to keep files
 * short, cases unchanged), four English and four French, who read only a short brief, the case shape (case.ts), the
 * document types and the labelling guide at the top of held-out.ts, all copied outside the project: not the rules, not
 * the readers, not their tests, not the development texts nor any earlier held-out set, and not any bench report; each
 * wrote its own file outside the project (their reports: none opened another writer's file; all loaded their file in
 * Node to check it; one ran `npx tsx --version` in the project's folder and read nothing there). Each writer was given
 * two countries (Lesotho and Botswana; Liberia and Malawi; Zambia and Zimbabwe; Ethiopia and South Sudan; Madagascar
 * and Comores; Burkina Faso and Mali; Cameroun and Djibouti; Togo and Burundi), asked for a spread of genres, about five
 * clean but tempting texts of 13, flags stated directly, indirectly, by figures, across lines and in tables, and at
 * least fourteen classes present across its texts, under the same brief as the twentieth set. Closed world; where a
 * label rests on arithmetic, a comment above the case shows it. Committed before anything was measured on it, then
 * measured on the rules as they stood; never tuned on, its mistakes never listed in a file (decision 0036).
 */
import type { RedFlagCase } from './case';
import { redFlagTwentyFirstEnW1P1 } from './cases-dev-retired-twenty-first-en-w1-1';
import { redFlagTwentyFirstEnW1P2 } from './cases-dev-retired-twenty-first-en-w1-2';
import { redFlagTwentyFirstEnW2P1 } from './cases-dev-retired-twenty-first-en-w2-1';
import { redFlagTwentyFirstEnW2P2 } from './cases-dev-retired-twenty-first-en-w2-2';
import { redFlagTwentyFirstEnW3P1 } from './cases-dev-retired-twenty-first-en-w3-1';
import { redFlagTwentyFirstEnW3P2 } from './cases-dev-retired-twenty-first-en-w3-2';
import { redFlagTwentyFirstEnW4P1 } from './cases-dev-retired-twenty-first-en-w4-1';
import { redFlagTwentyFirstEnW4P2 } from './cases-dev-retired-twenty-first-en-w4-2';
import { redFlagTwentyFirstFrW5P1 } from './cases-dev-retired-twenty-first-fr-w5-1';
import { redFlagTwentyFirstFrW5P2 } from './cases-dev-retired-twenty-first-fr-w5-2';
import { redFlagTwentyFirstFrW6P1 } from './cases-dev-retired-twenty-first-fr-w6-1';
import { redFlagTwentyFirstFrW6P2 } from './cases-dev-retired-twenty-first-fr-w6-2';
import { redFlagTwentyFirstFrW7P1 } from './cases-dev-retired-twenty-first-fr-w7-1';
import { redFlagTwentyFirstFrW7P2 } from './cases-dev-retired-twenty-first-fr-w7-2';
import { redFlagTwentyFirstFrW8P1 } from './cases-dev-retired-twenty-first-fr-w8-1';
import { redFlagTwentyFirstFrW8P2 } from './cases-dev-retired-twenty-first-fr-w8-2';

export const retiredTwentyFirstHeldOutCases: readonly RedFlagCase[] = [
  ...redFlagTwentyFirstEnW1P1,
  ...redFlagTwentyFirstEnW1P2,
  ...redFlagTwentyFirstEnW2P1,
  ...redFlagTwentyFirstEnW2P2,
  ...redFlagTwentyFirstEnW3P1,
  ...redFlagTwentyFirstEnW3P2,
  ...redFlagTwentyFirstEnW4P1,
  ...redFlagTwentyFirstEnW4P2,
  ...redFlagTwentyFirstFrW5P1,
  ...redFlagTwentyFirstFrW5P2,
  ...redFlagTwentyFirstFrW6P1,
  ...redFlagTwentyFirstFrW6P2,
  ...redFlagTwentyFirstFrW7P1,
  ...redFlagTwentyFirstFrW7P2,
  ...redFlagTwentyFirstFrW8P1,
  ...redFlagTwentyFirstFrW8P2,
];
