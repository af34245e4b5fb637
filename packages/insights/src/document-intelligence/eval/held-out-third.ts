/**
 * The red-flag reader's THIRD held-out set, written 2026-11-28 by a writer who read only the case type
 * (case.ts), the labelling guide (the doc comment of held-out.ts) and the list of class ids: not the
 * rules, not the readers, not any development or earlier held-out text. It was never tuned on.
 *
 * Same protocol as the earlier held-out sets: the bench measures it (run once before a rule change and
 * once after), its mistakes are counted and never listed in a file, and a text found to be mislabelled
 * is corrected in its own commit that says why, never together with a rule change. Once its mistakes
 * have been read, it joins the development set and a new held-out set is written.
 *
 * It differs from the earlier sets in voice and genre on purpose, so that it measures how the reader
 * generalises: board minutes, investor-update emails, due-diligence questionnaires, auditors' reports,
 * formal notices, term sheets and letters of intent, management accounts laid out as plain-text tables
 * (spaces or pipes, and tables split one cell a line), abbreviations (k, M, Md, bn, MoM) and numbers in
 * words ("a little under half", "one in fifteen", "près de deux cinquièmes"), in NGN, KES, GHS, ZAR, EGP,
 * MAD, TND, FCFA, USD and EUR, with Francophone West, Central and North African French. Many flags are
 * only implied by figures (cash over a weekly or quarterly burn, cost of sales above revenue, a falling
 * series, an LTV/CAC that the stated inputs contradict); each such label was checked by hand against the
 * guide's threshold.
 *
 * About a third of the texts carry no flag but tempt the reader: negations, hypotheticals, problems said
 * to be over, and healthy figures just past the guide's thresholds (4.1% monthly churn, 62% retention,
 * founders at 41-42%, an investor at 45%, a margin down under 4 points, ten months of cash).
 */
import type { RedFlagCase } from './case';
import { thirdEnAccounts } from './held-out-third-en-accounts';
import { thirdEnClean } from './held-out-third-en-clean';
import { thirdEnCleanMore } from './held-out-third-en-clean-more';
import { thirdEnDecks } from './held-out-third-en-decks';
import { thirdEnLegal } from './held-out-third-en-legal';
import { thirdEnPlans } from './held-out-third-en-plans';
import { thirdFrAccounts } from './held-out-third-fr-accounts';
import { thirdFrClean } from './held-out-third-fr-clean';
import { thirdFrCleanMore } from './held-out-third-fr-clean-more';
import { thirdFrDecks } from './held-out-third-fr-decks';
import { thirdFrLegal } from './held-out-third-fr-legal';
import { thirdFrPlans } from './held-out-third-fr-plans';

export const redFlagThirdHeldOutCases: readonly RedFlagCase[] = [
  ...thirdEnAccounts,
  ...thirdEnDecks,
  ...thirdEnPlans,
  ...thirdEnLegal,
  ...thirdEnClean,
  ...thirdEnCleanMore,
  ...thirdFrAccounts,
  ...thirdFrDecks,
  ...thirdFrPlans,
  ...thirdFrLegal,
  ...thirdFrClean,
  ...thirdFrCleanMore,
];
