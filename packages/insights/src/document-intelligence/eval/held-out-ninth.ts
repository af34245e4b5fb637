/**
 * The red-flag reader's NINTH HELD-OUT set, written 2026-11-30 (at the start of the seventeenth round, before any
 * rule of that round) by one more writer who read only the case shape (case.ts), the labelling guide at the top of
 * held-out.ts and the class ids it names: not the rules, not the readers, not their tests, not the development texts
 * nor any earlier held-out set, and not any bench report. 100 texts, 48 in French; every class in four to ten texts,
 * at least one of them French; a third carry no flag. Closed world (a class a text does not list as present is
 * absent); where a label rests on arithmetic, a comment above the case shows it. Committed before anything was
 * measured on it; never tuned on, its mistakes never listed in a file (decision 0036).
 */
import type { RedFlagCase } from './case';
import { heldOutNinthEnglish1 } from './held-out-ninth-en-1';
import { heldOutNinthEnglish2 } from './held-out-ninth-en-2';
import { heldOutNinthFrench1 } from './held-out-ninth-fr-1';
import { heldOutNinthFrench2 } from './held-out-ninth-fr-2';

export const redFlagNinthHeldOutCases: readonly RedFlagCase[] = [
  ...heldOutNinthEnglish1,
  ...heldOutNinthEnglish2,
  ...heldOutNinthFrench1,
  ...heldOutNinthFrench2,
];
