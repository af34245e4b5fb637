/**
 * The red-flag reader's HELD-OUT set, written 2026-11-26 (an evaluation protocol that cannot flatter itself).
 * Every text was written and labelled before any rule was changed, from the labelling guide below
 * only: not from the development texts (not paraphrased from them; only the class list was read) and
 * not from the rules' patterns. It measures; it is never tuned on. A rule change is made and checked on
 * the development set (cases.ts); this set is run once before the change and once after, and its
 * mistakes are never printed to a file (the bench counts them only). A text found to be mislabelled
 * is corrected in its own commit that says why, never together with a rule change. Once its mistakes
 * have been read, the set is no longer held out: it joins the development set and a new one is written,
 * as the earlier test set did (decision 0036, amendment of 2026-11-26).
 *
 * About a third of the texts carry no flag (negations, hypotheticals, problems said to be over,
 * healthy figures) so that precision is measured on text that tempts the reader.
 *
 * Labelling guide (closed world: a class a text does not list as present is absent):
 * - customer-concentration: one customer, or a named few, bring 30% of revenue or more.
 * - founder-departure: a founder or executive has left, or has announced that they will leave.
 * - litigation: a legal dispute that exists and is not closed (a possible future one is not).
 * - related-party: business with a company or person tied to a founder, director or their family.
 * - no-competition: the text claims there are no competitors.
 * - low-founder-ownership: the active founders hold under 40% together.
 * - investor-control: one investor holds 50% or more.
 * - dead-equity: people who left still hold equity that was not bought back.
 * - cap-table-complexity: the cap table is described as unclear or unreconciled.
 * - regulatory: a regulator's sanction, ban or suspension, or a stated regulatory uncertainty.
 * - short-runway: stated or implied runway under 9 months (cash over monthly burn, in any period).
 * - going-concern: an auditor's or director's going-concern doubt.
 * - declining-revenue: revenue is lower than in the period before (prose, table or words).
 * - debt-distress: default, missed repayments, covenant breach or arrears (tax included).
 * - audit-opinion: financial statements that are unaudited or whose audit opinion is modified or not given.
 * - gross-margin: gross margin negative (cost of sales above revenue) or down 5 points or more.
 * - high-churn: churn of 5% a month or 45% a year or more, or a year's retention under 55%.
 * - non-recurring-revenue: one-off revenue counted in recurring revenue.
 * - pending-licence: a licence, permit or approval applied for and not yet granted.
 * - unrealistic-growth: a projection of 4× a year or more (3× a year over three years).
 * - burn-above-revenue: the stated monthly burn, or the costs, above the revenue of the same period
 *   (a net burn is compared with revenue as stated; a net loss for a period means its costs were above its revenue;
 *   costs of sales above revenue are costs above revenue).
 * - missing-financials: a deck, plan or statement with no revenue or cost figure (not legal documents).
 * - unit-economics: stated unit economics that the text's own figures contradict.
 */
import type { RedFlagCase } from './case';
import { heldOutEnglishClean } from './held-out-en-clean';
import { heldOutEnglishFlags } from './held-out-en-flags';
import { heldOutEnglishFlagsMore } from './held-out-en-flags-more';
import { heldOutFrench } from './held-out-fr';

export const redFlagHeldOutCases: readonly RedFlagCase[] = [...heldOutEnglishFlags, ...heldOutEnglishFlagsMore, ...heldOutEnglishClean, ...heldOutFrench];
