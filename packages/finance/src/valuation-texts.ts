/**
 * The valuation's sentences as translation keys (decision 0023; French in the financial-tools catalog,
 * fr/financial-tools/engine.ts). The engine returns each as a message with typed values (decision 0046):
 * amounts as amount values in the company's currency, figures as numbers, labels as nested messages.
 * A method's explanation is a list of whole sentences; a reasoning line joins them after the method's
 * name (`usedLine`, `excludedLine`) with `joinText`. The English is unchanged but for figures, written by
 * the one English writer ("4" for a multiple of 4.0).
 */
import { message, type Message, type MessageValue } from '@baobab/contracts/i18n/message';

/** Sentences and reasoning lines with values. */
export const valuationTemplates = {
  fairValue: 'Fair value {{value}}: the confidence-weighted average of {{count}} methods.',
  usedLine: '{{method}} (confidence {{percent}}%): {{explanation}}',
  excludedLine: '{{method}} is left out of the fair value and the range: its value {{reason}}. {{explanation}}',
  couldNotRun: '{{method}} could not run.',
  farBelow: 'of {{value}} is far below the other methods (median {{median}})',
  // Berkus
  noFacts: 'No facts for {{element}}: it adds nothing.',
  berkusTotal: '{{value}} from {{scored}} of 5 Berkus elements.',
  // Scorecard and Risk Factor Summation, with their baseline
  scorecardSupplied: '{{value}}: the supplied baseline of {{baseline}} × a sum of factors of {{sum}}.',
  scorecardRegion: '{{value}}: the average recorded valuation of {{number}} comparable startups in the same region at this stage, {{baseline}} × a sum of factors of {{sum}}.',
  scorecardAllRegions: '{{value}}: the average recorded valuation of {{number}} comparable startups (all regions) at this stage, {{baseline}} × a sum of factors of {{sum}}.',
  scorecardOther: '{{value}}: {{baseline}} × a sum of factors of {{sum}}.',
  ratedAverage: 'Rated average for lack of facts: {{factors}}.',
  riskSupplied: '{{value}}: the supplied baseline of {{baseline}}, {{direction}} {{steps}} × {{step}}.',
  riskRegion: '{{value}}: the average recorded valuation of {{number}} comparable startups in the same region at this stage, {{baseline}}, {{direction}} {{steps}} × {{step}}.',
  riskAllRegions: '{{value}}: the average recorded valuation of {{number}} comparable startups (all regions) at this stage, {{baseline}}, {{direction}} {{steps}} × {{step}}.',
  riskOther: '{{value}}: {{baseline}}, {{direction}} {{steps}} × {{step}}.',
  riskFloored: 'The risks outweigh the baseline; the value is floored at {{zero}}.',
  /** One item of ratedRisks' list: a risk and its rating (a plus sign before a positive one). */
  ratedRisk: '{{factor}} {{rating}}',
  ratedRiskUp: '{{factor}} +{{rating}}',
  ratedRisks: 'Rated from the profile: {{ratings}}; the other {{number}} risks are neutral for lack of facts.',
  noBaseline: '{{method}}: too few recorded peers at this stage for a baseline valuation to adjust.',
  baselineMinimum: 'At least {{minimum}} comparable startups with a recorded valuation (a round confirmed by both sides) are needed.',
  // Venture Capital, First Chicago, discounted cash flow
  vcUncovered: 'Venture Capital method: the discounted exit value {{value}} does not cover the raise, so it gives no meaningful pre-money value yet.',
  vcValue: '{{value}}: exit value {{exit}} in {{years}} years ({{multiple}}x revenue), kept {{retention}}% after later dilution, discounted at {{rate}}% a year, less the raise.',
  missingMultiple: 'Missing: no sector exit multiple (assumed {{multiple}}x revenue).',
  chicagoUncovered: 'First Chicago: the weighted, discounted exit value {{value}} does not cover the raise, so it gives no meaningful pre-money value yet.',
  chicagoValue: '{{value}}: scenarios {{scenarios}}, discounted at {{rate}}% a year for {{years}} years after later dilution, less the raise.',
  /** One item of chicagoValue's list: a scenario's exit value and weight. */
  chicagoScenario: '{{name}} {{value}} at {{percent}}%',
  /** Counted: the English forms are in i18n/en/financial-tools.ts. */
  sourceRounds: '{{count}} confirmed rounds',
  sourcesOne: '{{sources}}, dated {{from}} to {{to}}',
  dcfValue: '{{value}}: {{years}} years of cash flows discounted at {{rate}}% with {{survival}}% yearly survival.',
  dcfTerminal: '{{value}}: {{years}} years of cash flows discounted at {{rate}}% with {{survival}}% yearly survival, plus a terminal value at 3% growth.',
  dcfFloored: 'The discounted cash flows are not positive; the value is floored at {{zero}}.',
  assumed: 'Assumed for lack of facts: {{assumed}}.',
  // The round on the record (valuation-round-terms.ts)
  roundConfirmed: 'The latest confirmed round, on {{date}}, priced the company at {{value}} before the money.',
  roundRaise: 'Raising {{raise}} at the {{stage}} stage: a round usually sells {{low}}–{{high}}% of the company, a pre-money of {{min}} to {{max}}; {{value}} at {{middle}}%.',
  roundModelled: 'The rounds modelled on the cap table use a pre-money of {{values}} (the founder’s scenarios, shown for comparison, not weighed).',
  roundNone: 'Round on the record: no raise, confirmed round or modelled round to read.',
  // Comparables
  tooFewPeers: 'Comparables: too few recorded peers at the {{stage}} stage.',
  medianMultiple: '{{value}}: the median revenue multiple of {{scope}} ({{multiple}}x annual revenue) applied to annual revenue of {{revenue}}.',
  medianValuation: '{{value}}: the median valuation of {{scope}}.',
  scope: '{{number}} comparable startups at the {{stage}} stage (recorded valuations: {{sources}})',
  scopeRegion: '{{number}} comparable startups at the {{stage}} stage in the same region (recorded valuations: {{sources}})',
  scopeSector: '{{number}} comparable startups at the {{stage}} stage and sector (recorded valuations: {{sources}})',
  scopeRegionSector: '{{number}} comparable startups at the {{stage}} stage in the same region and sector (recorded valuations: {{sources}})',
} as const;

/**
 * Sentences side by side, and the items of a list: written the same in every language Baobab writes, so
 * these keys have no catalog entry (i18next writes a key it lacks as it is, with its values), and they fix
 * too little text for the tracing of English stored before messages to claim.
 */
export const joinTemplates = { sentences: '{{sentence}} {{next}}', list: '{{item}}, {{next}}' } as const;

/** Values as one: sentences separated by a space, or list items (texts, amounts) by a comma. */
export function joinText<T extends MessageValue>(items: readonly T[], join: keyof typeof joinTemplates): T | Message | '' {
  if (items.length === 0) return '';
  return items.slice(0, -1).reduceRight<T | Message>((next, item) => message(joinTemplates[join], join === 'sentences' ? { sentence: item, next } : { item, next }), items.at(-1)!);
}
