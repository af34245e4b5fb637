/**
 * Red flags: the sentence rules of red-flag-rules.ts plus rules over the whole document (burn against
 * revenue, missing figures, unit economics that contradict each other or lose money). One flag per rule, carrying its highest severity, the first sentence that
 * triggered it and how many did. Flags are ordered by severity, then by rule order.
 */
import { concentrationAcrossDocument } from './concentration-readers';
import { vehiclesOfOneManager } from './vehicles-one-manager';
import { buyBackUnusedFlag } from './buy-back-unused';
import { countRowsWithTotal } from './count-rows-total';
import { preClosingFlags } from './pre-closing-stakes';
import type { DocumentType } from '@baobab/contracts/enums';
import { message, type Text } from '@baobab/contracts/i18n/message';
import { monthlyAmount, namedPeriodMonthly, quarterSentenceMonthly, wholeAmount } from './money';
import { sentenceRules } from './red-flag-rules';
import { unauditedInLegalText } from './legal-audit';
import { excerpt, type SentenceFacts } from './sentence-facts';
import { costsSaidToExceed } from './costs-said-to-exceed';
import type { SentenceRule } from './sentence-rule';
import type { ExtractedData, Finding, RiskCategory, RiskFlag, Severity } from './types';
import { unitEconomicsFlag } from './unit-economics-flag';
import { csvGrossMarginFall } from './csv-columns';
import { departedHoldings } from './departed-holdings';
import { declineSinceRecovered } from './decline-recovered';
import { csvLineItemFlags, statesLineItemRevenue } from './csv-line-items';
import { churnAcrossDocument, declineAcrossDocument, growthAcrossDocument, oneOffAcrossDocument } from './class-readers';
import { unsettledCapTableSection } from './cap-table-records';
import { foundersAcrossRows } from './founder-rows';
import { stakeAfterConversion } from './conversion-stake';
import { founderStakeByPronoun } from './founder-pronoun-stake';
import { founderStakeInChat } from './chat-founder-stake';
import { founderPairStake } from './founder-pair-stake';
import { executiveHoldersStake } from './executive-holders-stake';
import { holderRowFlags } from './holder-rows';
import { termSheetInvestorStake } from './term-sheet-stake';
import { investorStakeByShortName } from './investor-short-names';
import { relatedPartyFlag, relativeBusinessConfirmed } from './related-owners';
import { ownerNamedInsider } from './related-named-owner';
import { relativeAfterDealing } from './related-disclosed';
import { toldFounderLeaving } from './departure-told';
import { noCompetitorsAnswered } from './competitors-answered';
import { chatInvestorStake } from './chat-investor-stake';
import { regulatorAcrossSentences } from './regulator-decisions';
import { roundInvestorStake } from './round-stake';
import { funderHolderStake } from './funder-holder-stake';
import { subscribedSharesStake } from './subscribed-shares-stake';
import { assertedFacts, type AssertionScope } from './clause-scope';
import { covenantBreachAcross } from './covenant-ratios';
import { monthCloseFlags } from './month-close';
import { csvPeriodRowFlags } from './csv-period-rows';
import { goingConcernSaid } from './going-concern-said';
import { unitGrossLossFlags } from './unit-gross-loss';
import { signedStatementFlags } from './signed-statement-costs';
import { impliedRunway } from './runway';
import { labelledCashHeld } from './cash-held-words';
import { runwayFromCashFall } from './runway-cash-fall';
import { runwayFromPeriodLoss } from './runway-period-loss';
import { marginAfterHeading, marginFallAcrossLines, negativeMarginSinceRecovered } from './margin-lines';
import { marginFallAcrossColumns } from './margin-rows';
import { revenueFallAcrossColumns } from './revenue-columns';
import { burnAboveUnstatedRevenue } from './burn-unstated-revenue';
import { headingMonthly, headingPeriodMonths } from './document-period';
import { missingFinancials } from './missing-financials';
import { agendaItems, caseToldOverElsewhere } from './litigation-sections';
import { permitDecisionAwaited } from './permit-decision-awaited';
import { eventRules, othersFigures, othersNews } from './other-company';
import { sharesOfAnotherBusiness } from './third-party-share';
import { ownMoney } from './figure-scope';
import { readFigureFacts } from './document-figures/figure-facts';
import { figureFlags, statesAccountFigures } from './document-figures/figure-flags';
import { costsCoveredInSentence, perCustomerRevenue } from './revenue-beside-costs';
import { answeredNone, questionsAnsweredNo } from './question-denied';
import { isSubjectLine, isTopicQuestion, readWithoutTopicOnly, rowAnsweredNoneOrAwaited, withoutTopicOnly } from './topic-only';
import { latestRevenueYear, toldOfEarlierYear } from './past-year-share';
import { costsAboveRevenueInOneSentence, costsAboveRevenueMonthly, costsAboveRevenueSameQuarter, costsAboveRevenueSameYear, costsAboveRevenueWithoutPeriod, volumeKinds, type CostsOverRevenue } from './statement-figures';

const severityRank: Record<Severity, number> = { high: 3, medium: 2, low: 1 };

/** Every rule of the set, for documentation screens and tests. */
export const redFlagCatalogue: readonly { id: string; category: RiskCategory; title: string }[] = [
  ...sentenceRules.map(({ id, category, title }) => ({ id, category, title })),
  { id: 'burn-above-revenue', category: 'burn', title: 'Monthly burn exceeds monthly revenue' },
  { id: 'missing-financials', category: 'missing-financials', title: 'No revenue or cost figures' },
  { id: 'unit-economics', category: 'financial-health', title: 'Unit economics figures contradict each other' },
];

/**
 * A section title names a topic, it states nothing: 'Related parties', 'Audit juridique - contentieux',
 * 'Litigation'. Short, no figure, no closing stop, and none of the small words a claim needs ('with',
 * 'against', 'our', 'avec', 'contre'...). Rules whose subject is also a section's name pass over them.
 */
const topicRules = new Set(['litigation', 'related-party', 'regulatory', 'cap-table-complexity', 'no-competition']);
/** A denial in a heading's words is a claim ('3. Concurrence aucun concurrent direct'). */
const claimDenial = /\b(no|not|none|never|zero|aucune?|pas|sans|jamais|nul(le)?)\b/;
const claimWords = /\b(with|against|from|by|our|the|a|an|is|are|was|has|have|no|not|avec|contre|par|notre|nos|le|la|les|un|une|est|sont|a ete|aucun|aucune|pas|sans)\b/;
/** A section's number or label before its name ('Note 24 — ', '6.3 ', 'Schedule 2: '), and a closing stop: a title all the same. */
// Bounded, so that a run of full stops costs one pass.
// The label may have a word before it ('Disclosure Schedule 3.12 - ', 'Due diligence question 4.2'), be a form's question number ('Q 7.1 ') or a letter ('A. Contentieux').
// Or a resolution or agenda item counted in words ('Troisième résolution – ', 'Second resolution: ', 'Agenda item three - ').
const titleNumber = /^\W{0,4}((([a-z]+\s+)?(note|section|schedule|annex|annexe|appendix|article|part|partie|warranty|clause|item|garantie|rubrique|question|q|ddq|point)\.?\s*)?\d[\d.]{0,8}\s*[-\u2013\u2014:)]?|[a-z][.)](?=\s)|[a-z]\.?\d{1,2}(\.\d{1,2}){0,2}\s*[-\u2013\u2014:)]?(?=\s)|([a-z]+(ieme|iere|th|st|nd|rd)|first|second|third|premiere?|seconde?) (resolution|point|item)\s*[-\u2013\u2014:.]|(agenda )?item [a-z]+\s*[-\u2013\u2014:.])\s*/;
/** The clause a heading answers, in brackets after its name: '3.1 Litigation (Warranty 12.1).', 'Litiges (garantie 4.2)'. */
const titleReference = /\s*\((warranty|warranties|clause|section|schedule|note|article|annex|annexe|appendix|garantie|voir|see|cf\.?|ref\.?)\b[^()]{0,30}\)/g;
const titleText = (s: SentenceFacts) => s.lower.replace(titleNumber, '').replace(titleReference, '').replace(/\.\s*$/, '');
/**
 * A document's own title names what it reports on, however long: 'Rapport spécial du commissaire aux comptes sur
 * les conventions réglementées — exercice 2025', 'Report of the independent auditor on related-party transactions'.
 * It opens on the name of a kind of document, has no verb, no colon before an answer and no closing stop.
 */
const documentName = /^\W*((special|annual|quarterly|statutory|independent|auditor'?s?|general|annuel|trimestriel)\s+)*(report|rapport|minutes|proces-verbal|questionnaire|memorandum|schedule|annexe?|appendix)\b/;
const finiteVerb = /\b(is|are|was|were|has|have|had|will|shall|est|sont|ont|etait|etaient|sera|seront|a ete|ont ete|n'a|n'ont|n'est)\b/;
const isDocumentTitle = (s: SentenceFacts) => documentName.test(s.lower) && !/[.!?;:]\s*$|[:;]/.test(s.lower) && !finiteVerb.test(s.lower) && s.lower.split(/\s+/).length <= 18;
// 'Transactions with related parties', 'Conventions avec des parties liées': the class of party a note is about, no
// one party; the 'with' that names it makes no claim.
const withRelatedParties = /\b(with|avec) (des )?(?=(related[- ]part(y|ies)|parties liees)\b)/g;
const isTitle = (s: SentenceFacts) => {
  const text = titleText(s).replace(withRelatedParties, '');
  if (!s.derived && isDocumentTitle(s)) return true;
  // 'Competition: none.' answers a question: it states something, whatever its length.
  if (answeredNone(s) || s.derived || /\d/.test(text) || /[.!?;:]\s*$/.test(text)) return false;
  const words = text.split(/[\s\-\u2013\u2014/|]+/).filter(Boolean).length;
  // A numbered section's name may be longer and hold small words ('C.4 Conventions avec des parties liées'): no verb, a title.
  const numbered = (titleNumber.exec(s.lower)?.[0].trim() ?? '') !== '';
  return (words <= 4 && !claimWords.test(text)) || (numbered && words <= 7 && !finiteVerb.test(text) && !/:/.test(text) && !claimDenial.test(text) && !/\b(with|against|contre|our|notre|nos)\b/.test(text));
};

/**
 * A list of notes or comments ('Notes :', 'Notes annexes :', 'Finance notes:', 'Comments from management') holds separate remarks, each
 * also read as its own sentence: joined after the lead they would lend one remark's figure to another's words (a
 * margin target of 61 % beside 'nouveaux clients bancaires'), so the joined sentence is not read by the sentence rules.
 */
// A bracketed aside may follow the lead ('NOTES (extracts):', 'Notes annexes (extraits) :').
const notesLead = /^\W*((finance|financial|management|management's|board|explanatory|general|key|additional)\s+)*(notes?|comments?|remarks?|observations?|commentaires?|remarques?)(\s+(annexes?|explicatives?))?(\s+(from|of|by|de|du|de la|des|to|aux)\s+[a-z' ]{1,30})?(\s*\([a-z' ]{1,20}\))?\s*:/;
const isNotesList = (s: SentenceFacts) => s.derived && notesLead.test(s.lower) && s.lower.includes(';');

/**
 * The written sentences after a written one (two, or the rule's `overReach`) say its state is over (the rule's `overLater`). A derived sentence (a
 * question joined to its answer, a list under its lead) is followed from the written sentence it ends with.
 */
function overInNextSentences(rule: SentenceRule, sentences: readonly SentenceFacts[], i: number): boolean {
  const over = rule.overLater;
  const sentence = sentences[i];
  if (!over || !sentence) return false;
  const tail = sentence.lower.trim().slice(-40);
  const at = sentence.derived ? sentences.findIndex((s) => !s.derived && s.lower.trim().length >= 20 && s.lower.trim().endsWith(tail)) : i;
  return at >= 0 && sentences.slice(at + 1, at + 1 + (rule.overReach ?? 2)).some((later, k) => !later.derived && over(later, sentence, k + 1));
}

function sentenceFlags(sentences: readonly SentenceFacts[], documentType: DocumentType): RiskFlag[] {
  const flags: RiskFlag[] = [];
  // Read once per sentence, not once per rule.
  // A letter's subject line, and a question that only lists topics, name them as a title does (topic-only.ts).
  const titles = new Set(sentences.filter((s) => isTitle(s) || isSubjectLine(s) || isTopicQuestion(s)));
  // A minutes' agenda lists its items as topics, each told in its own section later (litigation-sections.ts).
  for (const item of agendaItems(sentences)) titles.add(item);
  // A checklist row answered 'None' or still awaiting its answer asks; it does not find (topic-only.ts).
  const answers = new Set([...sentences.filter((s) => answeredNone(s) || rowAnsweredNoneOrAwaited(s)), ...questionsAnsweredNo(sentences)]);
  const others = othersNews(sentences);
  // A competitor's churn is the customers it loses, not the company's (other-company.ts).
  const othersChurn = othersFigures(others);
  const notesLists = new Set(sentences.filter(isNotesList));
  // A derived sentence that only repeats a written one ('6.1 Dispute with ...' as an item of a section's list) adds
  // nothing, and would lose what the written one has: its title's standing and the sentences after it.
  const writtenTexts = new Set(sentences.filter((s) => !s.derived).map((s) => s.text.trim()));
  const repeats = new Set(sentences.filter((s) => s.derived && writtenTexts.has(s.text.trim())));
  // A customer's share told of an earlier year than the document reports is history (past-year-share.ts).
  const reportedYear = latestRevenueYear(sentences);
  // 'The hatchery that bought more than half of their feed', in a document that says 'we': another business's customer (third-party-share.ts).
  const othersShares = sharesOfAnotherBusiness(sentences);
  // What does not depend on the rule is read once a sentence, not once a rule: the sentences every rule passes over,
  // and each clause scope's facts (clause-scope.ts), looked up by index rather than in its per-sentence cache.
  const passedOver = sentences.map((s) => notesLists.has(s) || repeats.has(s));
  const answered = sentences.map((s) => answers.has(s));
  const scoped = new Map<AssertionScope, SentenceFacts[]>();
  for (const rule of sentenceRules) {
    if (rule.documentTypes && !rule.documentTypes.includes(documentType)) continue;
    let flag: RiskFlag | null = null;
    const scope = rule.assertion ?? 'state';
    let read = scoped.get(scope);
    if (!read) {
      read = sentences.map((s) => assertedFacts(s, scope));
      scoped.set(scope, read);
    }
    // 'Competition: none' is the claim itself; any other topic answered 'none' says the risk is absent.
    const skipsAnswered = rule.id !== 'no-competition';
    const skipsTitles = topicRules.has(rule.id);
    const skipsOthers = eventRules.has(rule.id);
    const churnRule = rule.id === 'high-churn';
    const concentrationRule = rule.id === 'customer-concentration';
    for (let i = 0; i < sentences.length; i += 1) {
      const sentence = sentences[i];
      const facts = read[i];
      if (!sentence || !facts || passedOver[i] || (skipsAnswered && answered[i]) || (skipsTitles && titles.has(sentence)) || (skipsOthers && others.has(sentence)) || (churnRule && othersChurn.has(sentence))) continue;
      if (concentrationRule && (toldOfEarlierYear(sentence, reportedYear) || othersShares.has(sentence))) continue;
      // Wording that names the rule's topic only (a clause, an inquiry, a definition) is no claim of it (topic-only.ts).
      const severity = rule.test(readWithoutTopicOnly(rule.id, sentence, facts));
      if (!severity || overInNextSentences(rule, sentences, i)) continue;
      // A case named by a heading or a court number whose end is told further down (litigation-sections.ts).
      if (rule.id === 'litigation' && caseToldOverElsewhere(sentences, sentence, (s) => rule.test(s) !== null)) continue;
      if (!flag) {
        flag = { ruleId: rule.id, category: rule.category, title: rule.title, severity, evidence: excerpt(sentence.text), occurrences: 0, recommendation: rule.recommendation };
      } else if (severityRank[severity] > severityRank[flag.severity]) {
        flag.severity = severity;
      }
      flag.occurrences += 1;
    }
    if (flag) flags.push(flag);
  }
  return flags;
}

/** A flag of a sentence rule's class found outside the sentence rules (departure-told.ts, regulator-decisions.ts): the rule's own title and advice. */
function sentenceRuleFlag(ruleId: 'founder-departure' | 'regulatory', evidence: string): RiskFlag {
  const rule = sentenceRules.find((r) => r.id === ruleId);
  return { ruleId, category: rule?.category ?? (ruleId === 'regulatory' ? 'regulatory' : 'team'), title: rule?.title ?? '', severity: 'high', evidence: excerpt(evidence), occurrences: 1, recommendation: rule?.recommendation ?? '' };
}

/** A covenant stated in one sentence and the ratio outside it in another (covenant-ratios.ts). */
function covenantBreachedAcrossSentences(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const breach = covenantBreachAcross(sentences, (s) => assertedFacts(s, 'state').lower);
  return breach ? {
    ruleId: 'debt-distress', category: 'financial-health', title: 'Debt default, covenant breach or arrears', severity: 'high', evidence: excerpt(breach.text), occurrences: 1,
    recommendation: 'Disclose the creditor, the amount and the agreed remedy, and whether new money will repay it.',
  } : null;
}

/** Burn words whose unstated period is taken as monthly: a burn rate is quoted per month by convention. */
const burnKinds = new Set(['burn']);

function largestMonthly(findings: readonly Finding[], assumeMonthly: (f: Finding) => boolean, headingMonths: number | null): Map<string, { amount: number; finding: Finding }> {
  const best = new Map<string, { amount: number; finding: Finding }>();
  for (const finding of findings) {
    if (!finding.amount) continue;
    const monthly = monthlyAmount(finding.amount) ?? namedPeriodMonthly(finding) ?? quarterSentenceMonthly(finding) ?? headingMonthly(finding, headingMonths) ?? (assumeMonthly(finding) ? finding.amount.amount : null);
    if (monthly === null) continue;
    const current = best.get(finding.amount.currency);
    if (!current || monthly > current.amount) best.set(finding.amount.currency, { amount: monthly, finding });
  }
  return best;
}

/** The flag for costs compared with revenue for one period: both figures in the title, the sentence as evidence. */
function costsOverRevenueFlag({ cost: costAmount, revenue: revenueAmount, currency, sentence }: CostsOverRevenue, recommendation: string): RiskFlag {
  return {
    ruleId: 'burn-above-revenue', category: 'burn',
    title: message('Costs ({{cost}}) exceed revenue ({{revenue}}) for the same period', { cost: wholeAmount(currency, costAmount), revenue: wholeAmount(currency, revenueAmount) }),
    severity: costAmount >= 2 * revenueAmount ? 'high' : 'medium', evidence: sentence, occurrences: 1, recommendation,
  };
}

const costOfSalesKinds = new Set(['COGS']);

/** Cost of sales above revenue on separate lines of one statement (no period named): a negative gross margin. */
function costOfSalesFlag({ cost, revenue, currency, sentence }: CostsOverRevenue): RiskFlag {
  return {
    ruleId: 'gross-margin', category: 'financial-health',
    title: message('Cost of sales ({{cost}}) exceeds revenue ({{revenue}})', { cost: wholeAmount(currency, cost), revenue: wholeAmount(currency, revenue) }),
    severity: 'high', evidence: excerpt(sentence), occurrences: 1,
    recommendation: 'Show gross margin by product and month, what drives the cost of sales, and the path to a stable positive margin.',
  };
}

/**
 * Burn above revenue: the largest monthly burn or cost figure against the largest monthly
 * revenue figure in the same currency (no conversion). High when burn is at least twice
 * revenue, medium when above it; low when burn is stated and no revenue figure is.
 */
const noRevenueYet = /\bpre-?revenue\b|\b(no|zero|not yet (any|generating|earning)) (revenues?|sales|income)\b|\bnot yet generating revenue\b|\b(pas|aucun) (encore )?(de )?(chiffre d'affaires|revenus?|ventes)\b|\bsans (chiffre d'affaires|revenus?)\b/;
/** The sentence without its amounts and percentages, in one pass (a sentence may hold thousands of amounts). */
function withoutMoney(s: SentenceFacts): string {
  const pieces: string[] = [];
  let from = 0;
  for (const m of s.money) {
    if (m.start >= from) pieces.push(s.lower.slice(from, m.start));
    from = Math.max(from, m.end);
  }
  pieces.push(s.lower.slice(from));
  return pieces.join(' ').replace(/\d+(?:[.,]\d+)?\s?%/g, '');
}
const revenueFigureWords = /\b(revenues?|sales|turnover|mrr|arr|chiffre d'affaires|ca|ventes|recettes)\b/;

function burnAboveRevenue(data: ExtractedData, headingMonths: number | null, sentences: readonly SentenceFacts[]): RiskFlag | null {
  // Costs a revenue stated first in their own sentence covers are not set against another period's revenue (revenue-beside-costs.ts).
  const burns = largestMonthly(data.expenses.filter((f) => !costsCoveredInSentence(f, data.revenue) && !labelledCashHeld(f)), (f) => burnKinds.has(f.kind), headingMonths);
  // Gross volume (GMV, bookings, billings) is money passing through, and a revenue per subscriber one customer's: neither is the company's revenue.
  const ownRevenue = data.revenue.filter((f) => !volumeKinds.has(f.kind) && !perCustomerRevenue(f));
  // A revenue figure stated for a month is the month's revenue; an annual run rate (ARR / 12) stands in only when none is.
  // The month may be named before the figure ('Average monthly revenue, Jan-Apr: 95m').
  const statedMonthly = ownRevenue.filter((f) => (f.amount?.period === 'month' || (f.amount?.period === null && namedPeriodMonthly(f) !== null)) && (f.kind === 'revenue' || f.kind === 'MRR'));
  // An ARR with no period written ('ARR actuel : 2 M MAD') is a year's revenue by its name: a twelfth of it is the month's.
  const annualised = ownRevenue.map((f) => (f.kind === 'ARR' && f.amount && f.amount.period === null ? { ...f, amount: { ...f.amount, period: 'year' as const } } : f));
  const revenues = largestMonthly(statedMonthly.length > 0 ? statedMonthly : annualised, () => false, headingMonths);
  const recommendation = 'Show the path to break-even: monthly burn, revenue growth and the month they cross.';
  const compared = costsAboveRevenueInOneSentence(data) ?? costsAboveRevenueWithoutPeriod(data) ?? costsAboveRevenueMonthly(data, undefined, headingMonths) ?? costsAboveRevenueSameQuarter(data);
  // Revenue stated with a figure the money reader cannot read ('Revenue: ZMW 1.9 million per month', 'revenue
  // running at 90 a month'): the revenue is there, unknown, so a burn is not taken for one above no revenue.
  const revenueUnread = sentences.some((s) => revenueFigureWords.test(s.lower) && /\d/.test(withoutMoney(s).replace(/(?<!\d)20\d\d(?!\d)/g, '')));
  if (compared) return costsOverRevenueFlag(compared, recommendation);
  for (const [currency, burn] of burns) {
    const revenue = revenues.get(currency);
    // A burn is above revenue only where the revenue is known: stated, or said to be none ('pre-revenue').
    if (!revenue && data.revenue.length === 0 && !revenueUnread && sentences.some((x) => noRevenueYet.test(x.lower))) {
      return { ruleId: 'burn-above-revenue', category: 'burn', title: message('Monthly burn of {{burn}} with no revenue stated', { burn: wholeAmount(currency, burn.amount) }), severity: 'low', evidence: burn.finding.sentence, occurrences: 1, recommendation };
    }
    if (revenue && burn.amount > revenue.amount) {
      return {
        ruleId: 'burn-above-revenue',
        category: 'burn',
        title: message('Monthly burn ({{burn}}) exceeds monthly revenue ({{revenue}})', { burn: wholeAmount(currency, burn.amount), revenue: wholeAmount(currency, revenue.amount) }),
        severity: burn.amount >= 2 * revenue.amount ? 'high' : 'medium',
        evidence: burn.finding.sentence,
        occurrences: 1,
        recommendation,
      };
    }
  }
  return null;
}

/**
 * A flag's title and recommendation as messages (decision 0046): the rules write their English once, as
 * catalog keys, and every reader's language renders them; the evidence stays the document's own words.
 */
const asMessage = (text: Text): Text => (typeof text === 'string' ? message(text) : text);
const inMessages = (flag: RiskFlag): RiskFlag => ({ ...flag, title: asMessage(flag.title), recommendation: asMessage(flag.recommendation) });

/** `text` is the document as written, whose tables and lines the figures-first reader reads; its sentences stand for it when not given. */
export function detectRedFlags(sentences: readonly SentenceFacts[], data: ExtractedData, documentType: DocumentType, text?: string): RiskFlag[] {
  // A negative gross margin of a past year that every later year's stated margin has put behind the company is no flag.
  const flags = sentenceFlags(sentences, documentType).filter((f) => f.ruleId !== 'gross-margin' || !negativeMarginSinceRecovered(sentences, f.evidence ?? ''));
  const headingMonths = headingPeriodMonths(sentences);
  const burn = burnAboveRevenue(ownMoney(data, sentences), headingMonths, sentences) ?? burnAboveUnstatedRevenue(ownMoney(data, sentences)) ?? costsSaidToExceed(sentences);
  if (burn) flags.push(burn);
  const documentText = text ?? sentences.filter((s) => !s.derived).map((s) => s.text).join('\n');
  const figures = readFigureFacts(documentText, sentences);
  const concentration = flags.some((f) => f.ruleId === 'customer-concentration') ? null : concentrationAcrossDocument(documentText, sentences, figures.series);
  if (concentration) flags.push(concentration);
  const doubtSaid = flags.some((f) => f.ruleId === 'going-concern') ? null : goingConcernSaid(sentences);
  if (doubtSaid) flags.push(doubtSaid);
  const told = flags.some((f) => f.ruleId === 'founder-departure') ? null : toldFounderLeaving(sentences);
  if (told) flags.push(sentenceRuleFlag('founder-departure', told.text));
  // A sanction supposed ('failure to comply may result in sanctions') is no regulator's measure across sentences either.
  const decreed = flags.some((f) => f.ruleId === 'regulatory') ? null : regulatorAcrossSentences(sentences.map((s) => { const read = withoutTopicOnly('regulatory', s.lower); return read === s.lower ? s : { ...s, lower: read }; }));
  if (decreed) flags.push({ ...sentenceRuleFlag('regulatory', decreed.text), severity: decreed.severity });
  const leaverStake = flags.some((f) => f.ruleId === 'dead-equity') ? null : departedHoldings(sentences) ?? buyBackUnusedFlag(sentences);
  if (leaverStake) flags.push(leaverStake);
  const founderRows = flags.some((f) => f.ruleId === 'low-founder-ownership') ? null : foundersAcrossRows(sentences) ?? founderStakeByPronoun(sentences) ?? founderStakeInChat(sentences) ?? founderPairStake(sentences) ?? executiveHoldersStake(sentences);
  if (founderRows) flags.push(founderRows);
  // A cap table set as rows (CSV, pipes, 'Holder : N %' lines) states stakes no one sentence does.
  flags.push(...holderRowFlags(sentences, new Set(flags.map((f) => f.ruleId))));
  flags.push(...countRowsWithTotal(sentences, new Set(flags.map((f) => f.ruleId))));
  // Or as it stood before a round whose figures say what it became (pre-closing-stakes.ts).
  flags.push(...preClosingFlags(sentences, new Set(flags.map((f) => f.ruleId))));
  const relativeBusiness = flags.some((f) => f.ruleId === 'related-party') ? null : relativeBusinessConfirmed(sentences) ?? ownerNamedInsider(sentences) ?? relativeAfterDealing(sentences);
  if (relativeBusiness) flags.push(relatedPartyFlag(relativeBusiness.text));
  const answeredNoRival = flags.some((f) => f.ruleId === 'no-competition') ? null : noCompetitorsAnswered(sentences);
  if (answeredNoRival) flags.push(answeredNoRival);
  const termSheetControl = flags.some((f) => f.ruleId === 'investor-control') ? null : termSheetInvestorStake(sentences) ?? investorStakeByShortName(sentences) ?? vehiclesOfOneManager(sentences) ?? stakeAfterConversion(sentences) ?? chatInvestorStake(sentences) ?? roundInvestorStake(sentences) ?? funderHolderStake(sentences) ?? subscribedSharesStake(sentences);
  if (termSheetControl) flags.push(termSheetControl);
  const unsettledSection = flags.some((f) => f.ruleId === 'cap-table-complexity') ? null : unsettledCapTableSection(sentences);
  if (unsettledSection) flags.push(unsettledSection);
  // A permit applied for in one line and its decision said awaited in a later one (permit-decision-awaited.ts).
  const awaited = flags.some((f) => f.ruleId === 'pending-licence') ? null : permitDecisionAwaited(sentences);
  if (awaited) flags.push(awaited);
  const covenant = flags.some((f) => f.ruleId === 'debt-distress') ? null : covenantBreachedAcrossSentences(sentences);
  if (covenant) flags.push(covenant);
  const notAudited = documentType === 'legal_docs' ? unauditedInLegalText(sentences) : null;
  if (notAudited) flags.push(notAudited);
  const grossLoss = flags.some((f) => f.ruleId === 'gross-margin') ? null : costsAboveRevenueWithoutPeriod(data, costOfSalesKinds) ?? costsAboveRevenueSameYear(data, costOfSalesKinds) ?? costsAboveRevenueSameQuarter(data, costOfSalesKinds) ?? costsAboveRevenueMonthly(data, costOfSalesKinds, headingMonths);
  if (grossLoss) flags.push(costOfSalesFlag(grossLoss));
  const marginFall = flags.some((f) => f.ruleId === 'gross-margin') ? null : marginFallAcrossLines(sentences) ?? marginFallAcrossColumns(sentences) ?? marginAfterHeading(sentences) ?? csvGrossMarginFall(sentences);
  if (marginFall) flags.push(marginFall);
  flags.push(...signedStatementFlags(sentences, new Set(flags.map((f) => f.ruleId))));
  flags.push(...unitGrossLossFlags(sentences, new Set(flags.map((f) => f.ruleId))));
  const decline = flags.some((f) => f.ruleId === 'declining-revenue') ? null : declineAcrossDocument(sentences) ?? revenueFallAcrossColumns(sentences);
  if (decline) flags.push(decline);
  const churnLines = flags.some((f) => f.ruleId === 'high-churn') ? null : churnAcrossDocument(sentences);
  if (churnLines) flags.push(churnLines);
  const runway = flags.some((f) => f.ruleId === 'short-runway') ? null : impliedRunway(sentences, ownMoney(data, sentences), headingMonths);
  if (runway) flags.push(runway);
  // A month's spending and revenue written a line apart in a diary or chat (month-close.ts): costs above revenue, and the runway they leave.
  flags.push(...monthCloseFlags(sentences, new Set(flags.map((f) => f.ruleId))));
  flags.push(...csvPeriodRowFlags(sentences, new Set(flags.map((f) => f.ruleId))));
  flags.push(...csvLineItemFlags(sentences, new Set(flags.map((f) => f.ruleId))));
  const jump = flags.some((f) => f.ruleId === 'unrealistic-growth') ? null : growthAcrossDocument(sentences, data);
  if (jump) flags.push(jump);
  const oneOff = flags.some((f) => f.ruleId === 'non-recurring-revenue') ? null : oneOffAcrossDocument(sentences);
  if (oneOff) flags.push(oneOff);
  const unitEconomics = unitEconomicsFlag(sentences, flags.some((f) => f.ruleId === 'high-churn'));
  if (unitEconomics) flags.push(unitEconomics);
  // The figures read first (document-figures/): the classes they decide join the rules' flags where the rules raised none.
  flags.push(...figureFlags(figures, new Set(flags.map((f) => f.ruleId))).filter((f) => !declineSinceRecovered(f, sentences)));
  const costsOver = flags.some((f) => f.ruleId === 'burn-above-revenue');
  const cashFall = flags.some((f) => f.ruleId === 'short-runway') ? null : runwayFromCashFall(sentences, costsOver, figures.series) ?? runwayFromPeriodLoss(sentences, costsOver);
  if (cashFall) flags.push(cashFall);
  const missing = sentences.length > 0 && !statesAccountFigures(figures) && !statesLineItemRevenue(sentences) ? missingFinancials(sentences, data, documentType) : null;
  if (missing) flags.push(missing);
  return flags
    .map((flag, order) => ({ flag, order }))
    .sort((a, b) => severityRank[b.flag.severity] - severityRank[a.flag.severity] || a.order - b.order)
    .map(({ flag }) => inMessages(flag));
}
