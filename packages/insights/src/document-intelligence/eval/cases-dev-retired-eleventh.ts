/**
 * The red-flag reader's ELEVENTH HELD-OUT set, development data since 2026-12-05 (decision 0036): held out from the
 * nineteenth round to the thirty-eighth, measured at each round's end and never tuned on (last: 0.87 / 0.82;
 * bench/results/red-flags-2026-12-05-thirty-eighth-round.md), then its mistakes were read at the thirty-ninth round's
 * start and it joined the development set. Its ids keep their `h11-` prefix and its labels are the writers', unchanged.
 *
 * How it was written: 2026-12-01 at the start of the nineteenth round by two writers,
 * one English (52 texts) and one French (48), who read only the case shape (case.ts), the labelling guide at the top
 * of held-out.ts and the class ids it names: not the rules, not the readers, not their tests, not the development texts
 * nor any earlier held-out set, and not any bench report. Each was asked for genres the earlier sets had little of
 * (monthly investor updates, investment-committee memos, data-room checklists with answers, bank credit notes,
 * accelerator and grant applications, management accounts exported as CSV, auditors' management letters, letters to
 * and from regulators, one-page profiles, e-mail threads with quoted replies, podcast and panel transcripts, founders'
 * blog posts) and for every class in at least three texts; over a third carry no flag (negations, hypotheticals,
 * problems said to be over, figures on the healthy side of the guide's thresholds, other companies' risks). Closed
 * world; where a label rests on arithmetic, a comment above the case shows it. Committed before anything was measured
 * on it; never tuned on, its mistakes never listed in a file (decision 0036).
 */
import type { RedFlagCase } from './case';
import { redFlagEleventhEnCases1 } from './cases-dev-retired-eleventh-en-1';
import { redFlagEleventhEnCases1Rest } from './cases-dev-retired-eleventh-en-1-rest';
import { redFlagEleventhEnCases2 } from './cases-dev-retired-eleventh-en-2';
import { redFlagEleventhEnCases2Rest } from './cases-dev-retired-eleventh-en-2-rest';
import { redFlagEleventhEnCases3 } from './cases-dev-retired-eleventh-en-3';
import { redFlagEleventhEnCases3Rest } from './cases-dev-retired-eleventh-en-3-rest';
import { redFlagEleventhEnCases4 } from './cases-dev-retired-eleventh-en-4';
import { redFlagEleventhEnCases4Rest } from './cases-dev-retired-eleventh-en-4-rest';
import { redFlagEleventhFrCases1 } from './cases-dev-retired-eleventh-fr-1';
import { redFlagEleventhFrCases1Rest } from './cases-dev-retired-eleventh-fr-1-rest';
import { redFlagEleventhFrCases2 } from './cases-dev-retired-eleventh-fr-2';
import { redFlagEleventhFrCases2Rest } from './cases-dev-retired-eleventh-fr-2-rest';
import { redFlagEleventhFrCases3 } from './cases-dev-retired-eleventh-fr-3';
import { redFlagEleventhFrCases3Rest } from './cases-dev-retired-eleventh-fr-3-rest';
import { redFlagEleventhFrCases4 } from './cases-dev-retired-eleventh-fr-4';
import { redFlagEleventhFrCases4Rest } from './cases-dev-retired-eleventh-fr-4-rest';

export const retiredEleventhHeldOutCases: readonly RedFlagCase[] = [
  ...redFlagEleventhEnCases1, ...redFlagEleventhEnCases1Rest,
  ...redFlagEleventhEnCases2, ...redFlagEleventhEnCases2Rest,
  ...redFlagEleventhEnCases3, ...redFlagEleventhEnCases3Rest,
  ...redFlagEleventhEnCases4, ...redFlagEleventhEnCases4Rest,
  ...redFlagEleventhFrCases1, ...redFlagEleventhFrCases1Rest,
  ...redFlagEleventhFrCases2, ...redFlagEleventhFrCases2Rest,
  ...redFlagEleventhFrCases3, ...redFlagEleventhFrCases3Rest,
  ...redFlagEleventhFrCases4, ...redFlagEleventhFrCases4Rest,
];
