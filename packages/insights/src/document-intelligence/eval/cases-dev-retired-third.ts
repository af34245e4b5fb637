/**
 * The red-flag reader's THIRD held-out set until the ninth round (2026-11-28), development data since: it was
 * measured once on the unchanged reader (precision 0.85, recall 0.69; English 0.84 / 0.68, French 0.87 / 0.71;
 * twelve classes under 0.70), then its mistakes were read, so it can no longer count as held out (decision
 * 0036, amendment of 2026-11-28, ninth round). Its ids keep their `h3-` prefix and its labels are the
 * writer's, unchanged. The fourth held-out set (held-out-fourth.ts, itself retired in the tenth round as cases-dev-retired-fourth*.ts), written by another writer before the
 * ninth round changed any rule, is the test set.
 *
 * How it was written: on 2026-11-28 by a writer who read only the case type (case.ts), the labelling guide
 * (the doc comment of held-out.ts) and the list of class ids: not the rules, not the readers, not any
 * development or earlier held-out text.
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
import { thirdEnAccounts } from './cases-dev-retired-third-en-accounts';
import { thirdEnClean } from './cases-dev-retired-third-en-clean';
import { thirdEnCleanMore } from './cases-dev-retired-third-en-clean-more';
import { thirdEnDecks } from './cases-dev-retired-third-en-decks';
import { thirdEnLegal } from './cases-dev-retired-third-en-legal';
import { thirdEnPlans } from './cases-dev-retired-third-en-plans';
import { thirdFrAccounts } from './cases-dev-retired-third-fr-accounts';
import { thirdFrClean } from './cases-dev-retired-third-fr-clean';
import { thirdFrCleanMore } from './cases-dev-retired-third-fr-clean-more';
import { thirdFrDecks } from './cases-dev-retired-third-fr-decks';
import { thirdFrLegal } from './cases-dev-retired-third-fr-legal';
import { thirdFrPlans } from './cases-dev-retired-third-fr-plans';

export const retiredThirdHeldOutCases: readonly RedFlagCase[] = [
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
