/**
 * The red-flag reader's TENTH held-out set until the twenty-first round (2026-12-01), development data since: it was
 * measured after the eighteenth, nineteenth and twentieth rounds (recall 0.55 → 0.58 at the last), then its mistakes
 * were read for the twenty-first round, so it can no longer count as held out (decision 0036). Its ids keep their
 * `h10-` prefix and its labels are the writers', unchanged. The held-out sets the bench lists
 * (bench/quality/red-flags.bench.ts) are the test sets.
 *
 * How it was written: on 2026-11-30 at the start of the eighteenth round by two writers, one English (52 texts) and one
 * French (48), who read only the case shape (case.ts), the labelling guide at the top of held-out.ts and the class ids
 * it names: not the rules, not the readers, not their tests, not the development texts nor any earlier held-out set,
 * and not any bench report. Each was asked for a spread of genres and for every class in at least two texts; over a
 * third of the texts carry no flag. Closed world (a class a text does not list as present is absent); where a label
 * rests on arithmetic, a comment above the case shows it.
 */
import type { RedFlagCase } from './case';
import { redFlagTenthEnCases1 } from './cases-dev-retired-tenth-en-1';
import { redFlagTenthEnCases2 } from './cases-dev-retired-tenth-en-2';
import { redFlagTenthEnCases3 } from './cases-dev-retired-tenth-en-3';
import { redFlagTenthEnCases4 } from './cases-dev-retired-tenth-en-4';
import { redFlagTenthFrCases1 } from './cases-dev-retired-tenth-fr-1';
import { redFlagTenthFrCases2 } from './cases-dev-retired-tenth-fr-2';
import { redFlagTenthFrCases3 } from './cases-dev-retired-tenth-fr-3';
import { redFlagTenthFrCases4 } from './cases-dev-retired-tenth-fr-4';

export const retiredTenthHeldOutCases: readonly RedFlagCase[] = [
  ...redFlagTenthEnCases1,
  ...redFlagTenthEnCases2,
  ...redFlagTenthEnCases3,
  ...redFlagTenthEnCases4,
  ...redFlagTenthFrCases1,
  ...redFlagTenthFrCases2,
  ...redFlagTenthFrCases3,
  ...redFlagTenthFrCases4,
];
