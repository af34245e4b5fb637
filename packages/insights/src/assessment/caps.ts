/**
 * Critical findings cap the score: no amount of good news elsewhere makes a company with a lawsuit
 * in its deck, six months of cash or founders left with a sliver of their company a good
 * investment, so the score cannot exceed the cap whatever the other groups say. A group not yet
 * known may still hold such a finding, so the low end of the range assumes its cap (assess.ts).
 * The texts are the due-diligence report's own critical issues, so both screens say the same words.
 */
import { message, type Message } from '@baobab/contracts/i18n/message';
import { criticalFounderOwnershipPct, criticalRunwayMonths } from '../due-diligence/capital-and-legal';
import { anAnalysedDocument, countFlags, type SourceLink } from '../due-diligence/checks';
import { criticalFlagText, redFlagCategory } from '../due-diligence';
import { seen } from '../parts';
import { round } from '../scoring';
import { canonicalStage } from '../stage-benchmarks';
import type { AssessmentInput, FactGroup } from './groups';

/** The highest score a company with a critical finding in the group can have. */
export const groupCaps = { documents: 40, financials: 45, capTable: 50 } as const satisfies Partial<Record<FactGroup, number>>;

export interface Cap {
  group: keyof typeof groupCaps;
  cap: number;
  /** The critical finding, as the due-diligence report words it (a message: decision 0046). */
  finding: Message;
  source: SourceLink;
}


/** The caps the facts the viewer can see trigger. */
export function capsOf(input: AssessmentInput): Cap[] {
  const caps: Cap[] = [];
  const documents = seen(input.documents) ?? [];
  // A high-severity flag is critical, except a claim of no competition (a weak deck, not a danger).
  for (const { flag, source } of countFlags(documents, (f) => f.severity === 'high' && redFlagCategory[f.category] !== 'product')) {
    caps.push({ group: 'documents', cap: groupCaps.documents, finding: criticalFlagText(redFlagCategory[flag.category], flag), source: source ?? { label: anAnalysedDocument, href: null } });
  }
  const metrics = seen(input.financials);
  const runway = metrics?.runwayMonths ?? null;
  if (runway !== null && runway < criticalRunwayMonths) {
    const finding = message('Runway of {{months}} months is under {{minimum}}', { months: round(runway, 1), minimum: criticalRunwayMonths });
    caps.push({ group: 'financials', cap: groupCaps.financials, finding, source: { label: message(metrics?.actuals ? 'company metrics' : 'financial model'), href: null } });
  }
  const table = seen(input.capTable);
  const stage = canonicalStage(input.startup.fundingStage);
  const early = stage === null || ['Pre-Seed', 'Seed', 'Series A'].includes(stage);
  if (table && table.founderOwnershipPct < criticalFounderOwnershipPct && early) {
    const finding = message('Founders hold only {{owned}}% at {{stage}}', { owned: round(table.founderOwnershipPct, 1), stage: message(input.startup.fundingStage) });
    caps.push({ group: 'capTable', cap: groupCaps.capTable, finding, source: { label: message('cap table'), href: null } });
  }
  return caps;
}
