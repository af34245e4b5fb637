/**
 * The red-flag reader's NINTH held-out set until the nineteenth round (2026-12-01), development data since: it was
 * measured once before the seventeenth round, after it and after the eighteenth (0.62 → 0.65 → 0.66 in recall), then
 * its mistakes were read for the nineteenth round, so it can no longer count as held out (decision 0036). Its ids keep
 * their `h9-` prefix and its labels are the writer's, unchanged. The tenth and eleventh held-out sets were
 * the test sets then (the tenth retired in the twenty-first round, cases-dev-retired-tenth.ts).
 *
 * How it was written: on 2026-11-30 (at the start of the seventeenth round) by one writer who read only the case
 * shape (case.ts), the labelling guide at the top of held-out.ts and the class ids it names: not the rules, not the
 * readers, not their tests, not the development texts nor any earlier held-out set, and not any bench report. Closed
 * world (a class a text does not list as present is absent); where a label rests on arithmetic, a comment above the
 * case shows it. A third of the texts carry no flag.
 */
import type { RedFlagCase } from './case';
import { heldOutNinthEnglish1 } from './cases-dev-retired-ninth-en-1';
import { heldOutNinthEnglish2 } from './cases-dev-retired-ninth-en-2';
import { heldOutNinthFrench1 } from './cases-dev-retired-ninth-fr-1';
import { heldOutNinthFrench2 } from './cases-dev-retired-ninth-fr-2';

export const retiredNinthHeldOutCases: readonly RedFlagCase[] = [...heldOutNinthEnglish1, ...heldOutNinthEnglish2, ...heldOutNinthFrench1, ...heldOutNinthFrench2];
