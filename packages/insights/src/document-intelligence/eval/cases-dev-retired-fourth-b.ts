/**
 * The fourth held-out set, PART B, held out until the tenth round (2026-11-30) and development data since,
 * its mistakes read (see cases-dev-retired-fourth.ts; decision 0036, tenth round). Written 2026-11-28 by a writer who read only case.ts, the labelling
 * guide at the head of held-out.ts and the class ids; not the rules, not the development texts, not
 * any other held-out text (part A included). It was not tuned on while it was held out.
 *
 * Voices and genres chosen: Kenyan, Nigerian, South African, Ghanaian, Egyptian, Rwandan and Ugandan
 * English; Senegalese, Ivorian, Cameroonian, Burkinabè, Moroccan, Tunisian, Togolese, Congolese
 * (Kinshasa, Brazzaville, Lubumbashi) and Québec French. Investor-relations Q&A, a bank's credit
 * committee memo, accelerator application answers, a data-room index with notes, cap-table exports
 * as CSV lines, a quarterly KPI table with periods as columns, a cohort table, an ARR bridge and a
 * revenue series laid out one cell per line, slide lists, a founder's LinkedIn-style post, auditors'
 * reports and notes to accounts, a disclosure letter, shareholder-agreement notes, a procès-verbal
 * d'assemblée générale, a rapport du commissaire aux comptes, a note de synthèse for a DFI and
 * investment-committee memoranda. About a third of the texts carry no flag but tempt the reader
 * (negations, hypotheticals, problems said to be over, healthy figures just beyond the thresholds).
 */
import type { RedFlagCase } from './case';
import { heldOutFourthBEnglishClean } from './cases-dev-retired-fourth-b-en-clean';
import { heldOutFourthBEnglishFlags } from './cases-dev-retired-fourth-b-en-flags';
import { heldOutFourthBEnglishFlagsMore } from './cases-dev-retired-fourth-b-en-flags-more';
import { heldOutFourthBFrenchClean } from './cases-dev-retired-fourth-b-fr-clean';
import { heldOutFourthBFrenchFlags } from './cases-dev-retired-fourth-b-fr-flags';
import { heldOutFourthBFrenchFlagsMore } from './cases-dev-retired-fourth-b-fr-flags-more';

export const retiredFourthHeldOutCasesB: readonly RedFlagCase[] = [
  ...heldOutFourthBEnglishFlags,
  ...heldOutFourthBEnglishFlagsMore,
  ...heldOutFourthBEnglishClean,
  ...heldOutFourthBFrenchFlags,
  ...heldOutFourthBFrenchFlagsMore,
  ...heldOutFourthBFrenchClean,
];
