/**
 * One assessment per startup and viewer (decision 0042): the facts the viewer may see, read into
 * fact groups (groups.ts), give a point, a range and a coverage.
 *
 * point  = min(Σ_known w_g·s_g + Σ_notRecorded w_g·prior + Σ_notShared w_g·0, caps found, caps possible in groups not shared)
 * low    = min(Σ_known w_g·s_g, caps found, caps possible in every unknown group)
 * high   = min(Σ_known w_g·s_g + Σ_unknown w_g·100, caps found)
 * coverage = known groups of all groups.
 *
 * A group nobody has recorded stands at the neutral prior: its absence says nothing about the
 * company, so having data no longer outscores what the data says. A group recorded but not shared
 * with the viewer stands at its worst (0, and its cap): withholding a fact can never make the
 * company look better than the full facts justify. Every unknown group widens the range by its
 * weight, so the full facts always land inside the range a viewer with fewer facts sees.
 * Rounding is to whole points, half up, on the three numbers (a monotone step, so order holds).
 */
import { message, type Message, type Text } from '@baobab/contracts/i18n/message';
import { anAnalysedDocument, countFlags, type SourceLink } from '../due-diligence/checks';
import { labelOf } from '../due-diligence/texts';
import { seen } from '../parts';
import { capsOf, groupCaps, type Cap } from './caps';
import { factGroups, groupWeights, readGroups, type AssessmentInput, type FactGroup, type GroupReading } from './groups';

/** Where an unknown group stands in the point when nobody has recorded it. */
export const unknownPrior = 50;
/** Below this a part is named among the findings as weak. */
export const weakPartBelow = 40;
export const assessmentRiskThresholds = { highBelow: 50, mediumBelow: 70 } as const;

export type GroupState = GroupReading['state'];
export type RiskLevel = 'Low' | 'Medium' | 'High';

export interface AssessmentPart {
  group: FactGroup;
  weight: number;
  state: GroupState;
  /** 0–100 when known, else null (the range below is then 0–100). */
  score: number | null;
  low: number;
  high: number;
  /** The facts the score read, as a message (decision 0046). */
  source: Message | null;
}

export interface AssessmentFinding {
  severity: 'critical' | 'warning' | 'info';
  text: Text;
  group: FactGroup;
  source: SourceLink;
}

export interface Assessment {
  score: number;
  low: number;
  high: number;
  riskLevel: RiskLevel;
  coverage: { known: number; total: number };
  parts: AssessmentPart[];
  findings: AssessmentFinding[];
  caps: { group: FactGroup; cap: number; finding: Text }[];
  /** The unknown groups, the ones that would narrow the range most first. */
  whatToNarrow: { group: FactGroup; state: Exclude<GroupState, 'known'>; narrowsBy: number }[];
}

/** A weak part named in a sentence of its own, so each has its French (decision 0023). */
export const weakTemplates: Record<FactGroup, string> = {
  profile: 'Weak startup profile ({{score}}/100)',
  users: 'Few users for the stage ({{score}}/100)',
  revenue: 'Low revenue for the stage ({{score}}/100)',
  raise: 'Raise outside the stage range ({{score}}/100)',
  documents: 'Weak documents ({{score}}/100)',
  capTable: 'Weak cap table ({{score}}/100)',
  financials: 'Weak financials ({{score}}/100)',
  funding: 'Little of the round confirmed ({{score}}/100)',
  dataRoom: 'Few diligence documents in the data room ({{score}}/100)',
  market: 'Difficult market ({{score}}/100)',
};

const capOf = (group: FactGroup): number => (group in groupCaps ? groupCaps[group as keyof typeof groupCaps] : 100);

function findingsOf(input: AssessmentInput, parts: readonly AssessmentPart[], caps: readonly Cap[]): AssessmentFinding[] {
  const critical = caps.map((c): AssessmentFinding => ({ severity: 'critical', text: c.finding, group: c.group, source: c.source }));
  const flags = countFlags(seen(input.documents) ?? [], (f) => f.severity !== 'high').map(({ flag, source }): AssessmentFinding => ({
    severity: flag.severity === 'medium' ? 'warning' : 'info',
    text: message('Red flag: {{title}}', { title: labelOf(flag.title) }),
    group: 'documents',
    source: source ?? { label: anAnalysedDocument, href: null },
  }));
  const weak = parts.filter((p) => p.score !== null && p.score < weakPartBelow).map((p): AssessmentFinding => ({
    severity: 'warning',
    text: message(weakTemplates[p.group], { score: p.score ?? 0 }),
    group: p.group,
    source: { label: p.source ?? '', href: null },
  }));
  return [...critical, ...flags, ...weak];
}

export function assess(input: AssessmentInput): Assessment {
  const readings = readGroups(input);
  const caps = capsOf(input);
  let point = 0;
  let low = 0;
  let high = 0;
  const possible: number[] = [];
  const possibleIfHidden: number[] = [];
  const parts = factGroups.map((group): AssessmentPart => {
    const reading = readings[group];
    const w = groupWeights[group];
    if (reading.state === 'known') {
      const s = reading.value.score;
      point += w * s;
      low += w * s;
      high += w * s;
      return { group, weight: w, state: 'known', score: s, low: s, high: s, source: reading.value.source };
    }
    high += w * 100;
    possible.push(capOf(group));
    if (reading.state === 'notRecorded') point += w * unknownPrior;
    else possibleIfHidden.push(capOf(group));
    return { group, weight: w, state: reading.state, score: null, low: 0, high: 100, source: null };
  });
  const found = caps.map((c) => c.cap);
  const score = Math.round(Math.min(point, ...found, ...possibleIfHidden));
  const range = { low: Math.round(Math.min(low, ...found, ...possible)), high: Math.round(Math.min(high, ...found)) };
  const findings = findingsOf(input, parts, caps);
  const riskLevel: RiskLevel = caps.length > 0 || score < assessmentRiskThresholds.highBelow ? 'High' : score < assessmentRiskThresholds.mediumBelow ? 'Medium' : 'Low';
  const whatToNarrow = parts
    .flatMap((p) => (p.state === 'known' ? [] : [{ group: p.group, state: p.state, narrowsBy: Math.round(p.weight * 100) }]))
    .sort((a, b) => b.narrowsBy - a.narrowsBy || factGroups.indexOf(a.group) - factGroups.indexOf(b.group));
  return {
    score,
    ...range,
    riskLevel,
    coverage: { known: parts.filter((p) => p.state === 'known').length, total: factGroups.length },
    parts,
    findings,
    caps: caps.map((c) => ({ group: c.group, cap: c.cap, finding: c.finding })),
    whatToNarrow,
  };
}

/** A named part's score as a whole number for screens that show one (its point: the prior when unknown, 0 when not shared). */
export function partPoint(assessment: Assessment, group: FactGroup): number {
  const part = assessment.parts.find((p) => p.group === group);
  if (!part || part.score !== null) return part?.score ?? 0;
  return part.state === 'notRecorded' ? unknownPrior : 0;
}
