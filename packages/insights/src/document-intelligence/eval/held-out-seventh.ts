/**
 * The red-flag reader's SEVENTH HELD-OUT set, written 2026-11-30 by two writers (one in English, one in French)
 * who read only the case shape (case.ts), the labelling guide at the top of held-out.ts and the class ids it
 * names: not the rules, not the readers, not their tests, not the development texts nor any earlier held-out set.
 * Every text was written and labelled from the guide alone, closed world (a class a text does not list as present
 * is absent); where a label rests on arithmetic, a comment above the case shows it. At least 30% of the texts carry
 * no flag. It is never tuned on: it is measured once before any rule change, its mistakes never listed in a file.
 * It is written to take the sixth set's place as the test set once the sixth set retires (decision 0036).
 */
import type { RedFlagCase } from './case';
import { redFlagSeventhEnCases1 } from './held-out-seventh-en-1';
import { redFlagSeventhEnCases2 } from './held-out-seventh-en-2';
import { redFlagSeventhFrCases1 } from './held-out-seventh-fr-1';
import { redFlagSeventhFrCases2 } from './held-out-seventh-fr-2';

export const redFlagSeventhHeldOutCases: readonly RedFlagCase[] = [
  ...redFlagSeventhEnCases1,
  ...redFlagSeventhEnCases2,
  ...redFlagSeventhFrCases1,
  ...redFlagSeventhFrCases2,
];
