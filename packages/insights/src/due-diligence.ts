/**
 * Due diligence from what the platform knows about the startup and the reader may see: its
 * profile, its analysed documents, the saved cap table, financial model and valuation, the
 * funding tracker with its confirmed investments, and the data room. Seven categories are scored
 * from checks (due-diligence/*.ts); missing data earns nothing and is listed as an issue; a part
 * not shared with the reader is left out and named in `notShared`. Red flags found in the
 * documents take points off their category by severity (checks.ts).
 *
 * weight_c     = base weight_c × visible share of its points, over the same sum for every category.
 * overallScore = round(Σ weight_c × category score_c).
 * riskLevel    = 'High' when any critical issue exists or overallScore < 50,
 *                'Medium' when overallScore < 70, otherwise 'Low' (riskThresholds).
 * Every input is a plain value and the result depends on nothing else (no clock, no I/O).
 */
import { message, type Message, type MessageValue, type Text } from '@baobab/contracts/i18n/message';
import { dueDiligenceCategoryLabels, type DueDiligenceFact, type riskLevels } from '@baobab/contracts/insights';
import type { RiskCategory, RiskFlag } from './document-intelligence/types';
import type { StartupFacts } from './facts';
import { capTableChecks, financialChecks, legalChecks, type CapTableSummary, type FinancialMetricsSummary, type FundingSummary, type ValuationSummary } from './due-diligence/capital-and-legal';
import { countFlags, documentsOf, redFlagPenalties, scoreCategory, type Check, type DueDiligenceCategory, type SourcedAnalysis } from './due-diligence/checks';
import { dataRoomCheck, type DataRoomFile } from './due-diligence/data-room';
import { hiddenFacts, isNotShared, seen, type NotShared, type Part } from './parts';
import { marketChecks, productChecks, teamChecks, tractionChecks, type MarketFacts } from './due-diligence/people-and-market';
import { round } from './scoring';
import { labelOf, listMessage, uniqueTexts } from './due-diligence/texts';
import { englishOf } from '@baobab/contracts/i18n/message-english';

export type DueDiligenceCategoryName = 'team' | 'market' | 'product' | 'traction' | 'financials' | 'legal' | 'capTable';
export type RiskLevel = (typeof riskLevels)[number];

export const dueDiligenceWeights: Record<DueDiligenceCategoryName, number> = {
  team: 0.2,
  market: 0.15,
  product: 0.15,
  traction: 0.15,
  financials: 0.15,
  legal: 0.1,
  capTable: 0.1,
};

export const riskThresholds = { highBelow: 50, mediumBelow: 70 } as const;

/** The category each kind of red flag counts against. */
export const redFlagCategory: Record<RiskCategory, DueDiligenceCategoryName> = {
  team: 'team',
  competition: 'product',
  'customer-concentration': 'financials',
  'growth-claims': 'financials',
  burn: 'financials',
  'missing-financials': 'financials',
  'financial-health': 'financials',
  litigation: 'legal',
  regulatory: 'legal',
  'related-party': 'legal',
  'cap-table': 'capTable',
};

export interface DueDiligenceInputs {
  /** The latest analysis of each of the startup's documents. */
  documents?: readonly SourcedAnalysis[] | NotShared;
  capTable?: Part<CapTableSummary>;
  financialMetrics?: Part<FinancialMetricsSummary>;
  valuation?: Part<ValuationSummary>;
  funding?: Part<FundingSummary>;
  market?: MarketFacts | null;
  /**
   * The startup's data-room documents the reader may see. When given (even empty), the
   * financials, legal and cap-table categories gain a check for the matching document being in
   * the room; when absent (the startup has no room) those checks are not part of the report.
   */
  dataRoom?: readonly DataRoomFile[] | null | NotShared;
  /** Where each part can be opened in the app, so every finding links to its source. */
  links?: Partial<Record<DueDiligenceFact, string>>;
  /**
   * The startup's assessment for this reader (assessment/assess.ts, decision 0042): when given, the
   * overall score, the risk level and the critical issues are its own, so due diligence states the
   * same numbers as every other screen; the categories stay the report's detail.
   */
  assessment?: { score: number; criticalFindings: readonly Text[] };
}

export interface DueDiligenceReport {
  overallScore: number;
  riskLevel: RiskLevel;
  categories: Record<DueDiligenceCategoryName, DueDiligenceCategory>;
  criticalIssues: Text[];
  investmentRecommendation: Text;
  weights: Record<DueDiligenceCategoryName, number>;
  riskThresholds: typeof riskThresholds;
  baseWeights: Record<DueDiligenceCategoryName, number>;
  redFlagPenalties: typeof redFlagPenalties;
  notShared: DueDiligenceFact[];
}

const names = Object.keys(dueDiligenceWeights) as DueDiligenceCategoryName[];

/**
 * The recommendation is written so that the web can show it in French (decision 0023): each variant is a
 * `{{placeholder}}` template, and so is each item of its lists. A category with its score is a template
 * of its own ('team {{score}}/100, {{rest}}' when others follow: 'team 80/100, market 70/100'); the parts
 * not shared make a sentence of their own, one template per length (text/list-text.ts). The words are
 * the lower-case labels of dueDiligenceCategoryLabels and dueDiligenceFactLabels.
 */
const scoreItems: Record<DueDiligenceCategoryName, { alone: string; first: string }> = {
  team: { alone: 'team {{score}}/100', first: 'team {{score}}/100, {{rest}}' },
  market: { alone: 'market {{score}}/100', first: 'market {{score}}/100, {{rest}}' },
  product: { alone: 'product {{score}}/100', first: 'product {{score}}/100, {{rest}}' },
  traction: { alone: 'traction {{score}}/100', first: 'traction {{score}}/100, {{rest}}' },
  financials: { alone: 'financials {{score}}/100', first: 'financials {{score}}/100, {{rest}}' },
  legal: { alone: 'legal {{score}}/100', first: 'legal {{score}}/100, {{rest}}' },
  capTable: { alone: 'cap table {{score}}/100', first: 'cap table {{score}}/100, {{rest}}' },
};
const factNames: Record<DueDiligenceFact, string> = {
  profile: 'startup profile', documents: 'analysed documents', capTable: 'cap table', financialModel: 'financial model', valuation: 'valuation',
  fundingTracker: 'funding tracker and confirmed investments', dataRoom: 'data room', market: 'market analysis',
};
/**
 * The recommendation when critical issues exist, one template per number of issues (sixteen cover every
 * check and rule), without and with the sentence naming the parts not shared.
 */
const criticalTexts = [
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}.',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}.',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}.',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}.',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}.',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}.',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}.',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}.',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}; {{item9}}.',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}; {{item9}}; {{item10}}.',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}; {{item9}}; {{item10}}; {{item11}}.',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}; {{item9}}; {{item10}}; {{item11}}; {{item12}}.',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}; {{item9}}; {{item10}}; {{item11}}; {{item12}}; {{item13}}.',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}; {{item9}}; {{item10}}; {{item11}}; {{item12}}; {{item13}}; {{item14}}.',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}; {{item9}}; {{item10}}; {{item11}}; {{item12}}; {{item13}}; {{item14}}; {{item15}}.',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}; {{item9}}; {{item10}}; {{item11}}; {{item12}}; {{item13}}; {{item14}}; {{item15}}; {{item16}}.',
] as const;
const criticalTextsWithHidden = [
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}. {{hidden}}',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}. {{hidden}}',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}. {{hidden}}',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}. {{hidden}}',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}. {{hidden}}',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}. {{hidden}}',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}. {{hidden}}',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}. {{hidden}}',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}; {{item9}}. {{hidden}}',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}; {{item9}}; {{item10}}. {{hidden}}',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}; {{item9}}; {{item10}}; {{item11}}. {{hidden}}',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}; {{item9}}; {{item10}}; {{item11}}; {{item12}}. {{hidden}}',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}; {{item9}}; {{item10}}; {{item11}}; {{item12}}; {{item13}}. {{hidden}}',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}; {{item9}}; {{item10}}; {{item11}}; {{item12}}; {{item13}}; {{item14}}. {{hidden}}',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}; {{item9}}; {{item10}}; {{item11}}; {{item12}}; {{item13}}; {{item14}}; {{item15}}. {{hidden}}',
  'Do not proceed yet: {{overall}}/100, high risk. Critical: {{item1}}; {{item2}}; {{item3}}; {{item4}}; {{item5}}; {{item6}}; {{item7}}; {{item8}}; {{item9}}; {{item10}}; {{item11}}; {{item12}}; {{item13}}; {{item14}}; {{item15}}; {{item16}}. {{hidden}}',
] as const;
const hiddenLists = [
  'Not shared with you, so not scored: {{item1}}.',
  'Not shared with you, so not scored: {{item1}}, {{item2}}.',
  'Not shared with you, so not scored: {{item1}}, {{item2}}, {{item3}}.',
  'Not shared with you, so not scored: {{item1}}, {{item2}}, {{item3}}, {{item4}}.',
  'Not shared with you, so not scored: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}.',
  'Not shared with you, so not scored: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}.',
  'Not shared with you, so not scored: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}, {{item7}}.',
  'Not shared with you, so not scored: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}, {{item7}}, {{item8}}.',
] as const;

/** Items joined by ', ', each one a message of its own template, the rest of the list nested in it. */
function itemList<T>(list: readonly T[], item: (value: T) => { alone: string; first: string }, values: (value: T) => Record<string, MessageValue>): Text {
  return list.reduceRight<Text>((rest, value, i) => (i === list.length - 1 ? message(item(value).alone, values(value)) : message(item(value).first, { ...values(value), rest })), '');
}

/** The sentences of the recommendation; `WithHidden` ends with the sentence naming the parts not shared with the reader. */
const recommendationTexts = {
  askFirst: 'Ask for what was not shared before a term sheet: {{overall}}/100 with low risk on what you can see. Strongest: {{strongest}}. {{hidden}}',
  proceed: 'Proceed to term sheet: {{overall}}/100 with low risk. Strongest: {{strongest}}.',
  conditions: ['Proceed with conditions: {{overall}}/100, medium risk. Strongest: {{strongest}}. Resolve first: {{resolve1}}.', 'Proceed with conditions: {{overall}}/100, medium risk. Strongest: {{strongest}}. Resolve first: {{resolve1}}; {{resolve2}}.'],
  conditionsWithHidden: [
    'Proceed with conditions: {{overall}}/100, medium risk. Strongest: {{strongest}}. Resolve first: {{resolve1}}. {{hidden}}',
    'Proceed with conditions: {{overall}}/100, medium risk. Strongest: {{strongest}}. Resolve first: {{resolve1}}; {{resolve2}}. {{hidden}}',
  ],
  weakest: ['Do not proceed yet: {{overall}}/100, high risk. Weakest: {{weakest}}; {{issue1}}.', 'Do not proceed yet: {{overall}}/100, high risk. Weakest: {{weakest}}; {{issue1}}; {{issue2}}.'],
  weakestWithHidden: [
    'Do not proceed yet: {{overall}}/100, high risk. Weakest: {{weakest}}; {{issue1}}. {{hidden}}',
    'Do not proceed yet: {{overall}}/100, high risk. Weakest: {{weakest}}; {{issue1}}; {{issue2}}. {{hidden}}',
  ],
} as const;

/**
 * Values `name1`…`nameN` for a list joined by '; ' and the template of its length (the last value takes
 * what is left over); one value, empty, for an empty list.
 */
function semicolonList(templates: readonly string[], name: string, items: readonly Text[]): { template: string; values: Record<string, MessageValue> } {
  const slots = Math.max(1, Math.min(items.length, templates.length));
  const values: Record<string, MessageValue> = {};
  for (let i = 0; i < slots; i += 1) values[`${name}${i + 1}`] = i === slots - 1 && items.length > slots ? items.slice(i).map(englishOf).join('; ') : (items[i] ?? '');
  return { template: templates[slots - 1] ?? '', values };
}

function recommendation(overall: number, risk: RiskLevel, categories: DueDiligenceReport['categories'], seenNames: readonly DueDiligenceCategoryName[], critical: readonly Text[], unseen: readonly DueDiligenceFact[]): Text {
  const ranked = [...seenNames].sort((a, b) => categories[b].score - categories[a].score || a.localeCompare(b));
  const describe = (list: readonly DueDiligenceCategoryName[]) => itemList(list, (n) => scoreItems[n], (n) => ({ score: categories[n].score }));
  const strongest = describe(ranked.slice(0, 2));
  const weakest = ranked.slice(-2).reverse();
  const firstIssues = weakest.flatMap((n) => categories[n].issues.slice(0, 1));
  const anyHidden = unseen.length > 0;
  // The sentence naming the parts not shared, a value only where the template has a place for it.
  const hidden: Record<string, MessageValue> = anyHidden ? { hidden: listMessage(hiddenLists, unseen.map((f) => message(factNames[f]))) } : {};
  if (risk === 'Low' && anyHidden) return message(recommendationTexts.askFirst, { overall, strongest, ...hidden });
  if (risk === 'Low') return message(recommendationTexts.proceed, { overall, strongest });
  if (risk === 'Medium') {
    // Up to two issues, one from each of the two weakest categories; else the two weakest themselves.
    const resolve = firstIssues.length > 0 ? semicolonList(anyHidden ? recommendationTexts.conditionsWithHidden : recommendationTexts.conditions, 'resolve', firstIssues)
      : { template: (anyHidden ? recommendationTexts.conditionsWithHidden : recommendationTexts.conditions)[0], values: { resolve1: describe(weakest) } };
    return message(resolve.template, { overall, strongest, ...hidden, ...resolve.values });
  }
  if (critical.length > 0) {
    return listMessage(anyHidden ? criticalTextsWithHidden : criticalTexts, critical, '; ', { overall, ...hidden });
  }
  const list = semicolonList(anyHidden ? recommendationTexts.weakestWithHidden : recommendationTexts.weakest, 'issue', firstIssues);
  return message(list.template, { overall, weakest: describe(weakest), ...hidden, ...list.values });
}

const flagIssue = (flag: RiskFlag): Message => message('Red flag: {{title}}', { title: labelOf(flag.title) });

/**
 * A high-severity flag's critical finding, its quote from the document a string value: shown exactly as
 * the document wrote it in every language. The assessment's caps word it the same (assessment/caps.ts).
 */
export function criticalFlagText(category: DueDiligenceCategoryName, flag: RiskFlag): Message {
  const title = flag.evidence ? message('{{title}} ("{{evidence}}")', { title: labelOf(flag.title), evidence: flag.evidence }) : labelOf(flag.title);
  return message('{{category}} red flag: {{title}}', { category: message(dueDiligenceCategoryLabels[category]), title });
}

/** A high-severity flag is critical, except a claim of no competition (a weak deck, not a danger). */
function criticalFlag(category: DueDiligenceCategoryName, flag: RiskFlag): Message | null {
  if (flag.severity !== 'high' || category === 'product') return null;
  return criticalFlagText(category, flag);
}

export function dueDiligence(startup: StartupFacts, inputs: DueDiligenceInputs = {}): DueDiligenceReport {
  const hidden = hiddenFacts({ documents: inputs.documents, capTable: inputs.capTable, financialModel: inputs.financialMetrics, valuation: inputs.valuation, fundingTracker: inputs.funding, dataRoom: inputs.dataRoom });
  const documents = seen(inputs.documents) ?? [];
  const room = inputs.dataRoom;
  const withRoom = (checks: Check[], kind: Parameters<typeof dataRoomCheck>[1], points: number) =>
    isNotShared(room) ? [...checks, { ...dataRoomCheck([], kind, points), fact: 'dataRoom' as const }] : room ? [...checks, dataRoomCheck(room, kind, points)] : checks;
  const decks = documentsOf(documents, 'pitch_deck', 'business_plan');
  const checks: Record<DueDiligenceCategoryName, Check[]> = {
    team: teamChecks(startup, decks),
    market: marketChecks(startup, decks, inputs.market ?? null),
    product: productChecks(startup, decks),
    traction: tractionChecks(startup, decks),
    financials: withRoom(financialChecks(startup, documents, seen(inputs.financialMetrics), seen(inputs.valuation), seen(inputs.funding)), 'financialStatements', 20),
    legal: withRoom(legalChecks(documents), 'incorporation', 30),
    capTable: withRoom(capTableChecks(startup, documents, seen(inputs.capTable)), 'capTable', 20),
  };
  const links = inputs.links ?? {};
  const scored = Object.fromEntries(
    names.map((n) => [n, scoreCategory({ checks: checks[n], flags: countFlags(documents, (f) => redFlagCategory[f.category] === n), hidden, links }, flagIssue)]),
  ) as Record<DueDiligenceCategoryName, ReturnType<typeof scoreCategory>>;
  const seenNames = names.filter((n) => scored[n].visiblePoints > 0);
  // A category counts in proportion to how much of it the reader can see, so one visible check
  // scoring 100 cannot stand for a whole category that was not shared.
  const seenShare = (n: DueDiligenceCategoryName) => scored[n].visiblePoints / checks[n].reduce((sum, c) => sum + c.points, 0);
  const seenWeight = seenNames.reduce((sum, n) => sum + dueDiligenceWeights[n] * seenShare(n), 0);
  // Rounded once, so the overall score is exactly the stated weighted sum of what is reported.
  const weights = Object.fromEntries(names.map((n) => [n, seenNames.includes(n) && seenWeight > 0 ? round((dueDiligenceWeights[n] * seenShare(n)) / seenWeight, 4) : 0])) as Record<DueDiligenceCategoryName, number>;
  // Effects in overall-score points: what each check adds and each flag takes away, before the floor at 0.
  const categories = Object.fromEntries(
    names.map((n) => {
      const { category, checkPoints, flagPoints } = scored[n];
      return [n, {
        ...category,
        weight: weights[n],
        evidence: category.evidence.map((e, i) => ({ ...e, effect: round(weights[n] * checkPoints[i]!, 2) })),
        redFlags: category.redFlags.map((f, i) => ({ ...f, effect: -round(weights[n] * flagPoints[i]!, 2) })),
      }];
    }),
  ) as DueDiligenceReport['categories'];
  const flagCritical = names.flatMap((n) => countFlags(documents, (f) => redFlagCategory[f.category] === n).flatMap(({ flag }) => criticalFlag(n, flag) ?? []));
  const criticalIssues = inputs.assessment ? [...inputs.assessment.criticalFindings] : uniqueTexts([...names.flatMap((n) => scored[n].critical), ...flagCritical]);
  const overallScore = inputs.assessment?.score ?? Math.round(seenNames.reduce((sum, n) => sum + weights[n] * categories[n].score, 0));
  const riskLevel: RiskLevel = criticalIssues.length > 0 || overallScore < riskThresholds.highBelow ? 'High' : overallScore < riskThresholds.mediumBelow ? 'Medium' : 'Low';
  const unseen = [...hidden];
  return {
    overallScore,
    riskLevel,
    categories,
    criticalIssues,
    investmentRecommendation: recommendation(overallScore, riskLevel, categories, seenNames, criticalIssues, unseen),
    weights,
    riskThresholds,
    baseWeights: dueDiligenceWeights,
    redFlagPenalties,
    notShared: unseen,
  };
}
