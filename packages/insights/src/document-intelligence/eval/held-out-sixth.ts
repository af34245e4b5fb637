/**
 * The red-flag reader's SIXTH HELD-OUT set, written 2026-11-30 by a writer who read only the case shape
 * (case.ts), the labelling guide at the top of held-out.ts and the class ids it names: not the rules, not
 * the readers, not their tests, not the development texts nor any earlier held-out set. Every text was
 * written and labelled from the guide alone, closed world (a class a text does not list as present is
 * absent); where a label rests on arithmetic, a comment above the case shows it. About a third of the
 * texts carry no flag (negations, hypotheticals, problems said to be over, figures on the healthy side of
 * the guide's thresholds). It is never tuned on: it is measured once before any rule change, its mistakes
 * never listed in a file.
 */
import type { RedFlagCase } from './case';
import { redFlagSixthEnCases1 } from './held-out-sixth-en-1';
import { redFlagSixthEnCases2 } from './held-out-sixth-en-2';
import { redFlagSixthEnCases3 } from './held-out-sixth-en-3';
import { redFlagSixthFrCases1 } from './held-out-sixth-fr-1';
import { redFlagSixthFrCases2 } from './held-out-sixth-fr-2';
import { redFlagSixthFrCases3 } from './held-out-sixth-fr-3';

export const redFlagSixthHeldOutCases: readonly RedFlagCase[] = [
  ...redFlagSixthEnCases1,
  ...redFlagSixthEnCases2,
  ...redFlagSixthEnCases3,
  ...redFlagSixthFrCases1,
  ...redFlagSixthFrCases2,
  ...redFlagSixthFrCases3,
];
