/**
 * The red-flag reader's SEVENTH held-out set until the seventeenth round (2026-11-30), development data since: it
 * was measured once before the fifteenth round (0.92 / 0.67), after it (0.93 / 0.69) and after the sixteenth
 * (0.93 / 0.71), then its mistakes were read for the seventeenth round, so it can no longer count as held out
 * (decision 0036). Its ids keep their `seventh-` prefix and its labels are the writers', unchanged. The eighth
 * held-out set (since retired: cases-dev-retired-eighth.ts) was the test set after it.
 *
 * How it was written: on 2026-11-30 by two writers (one in English, one in French) who read only the case shape
 * (case.ts), the labelling guide at the top of held-out.ts and the class ids it names: not the rules, not the
 * readers, not their tests, not the development texts nor any earlier held-out set. Closed world (a class a text
 * does not list as present is absent); where a label rests on arithmetic, a comment above the case shows it. At
 * least 30% of the texts carry no flag.
 */
import type { RedFlagCase } from './case';
import { redFlagSeventhEnCases1 } from './cases-dev-retired-seventh-en-1';
import { redFlagSeventhEnCases2 } from './cases-dev-retired-seventh-en-2';
import { redFlagSeventhFrCases1 } from './cases-dev-retired-seventh-fr-1';
import { redFlagSeventhFrCases2 } from './cases-dev-retired-seventh-fr-2';

export const retiredSeventhHeldOutCases: readonly RedFlagCase[] = [
  ...redFlagSeventhEnCases1,
  ...redFlagSeventhEnCases2,
  ...redFlagSeventhFrCases1,
  ...redFlagSeventhFrCases2,
];
