/** Strengths and recommendations of a document analysis, in words a founder can act on. */
import type { DeckQuality, DeckSectionName, ExtractedData, RiskFlag } from './types';

export const deckSectionLabels: Record<DeckSectionName, string> = {
  problem: 'problem',
  solution: 'solution',
  market: 'market size',
  traction: 'traction',
  businessModel: 'business model',
  competition: 'competition',
  team: 'team',
  financials: 'financials',
  ask: 'ask and use of funds',
};

const sectionAdvice: Record<DeckSectionName, string> = {
  problem: 'who has the problem, how often, and what it costs them',
  solution: 'what the product does and why it solves the problem better',
  market: 'the addressable market with its source, and the share you can reach',
  traction: 'users, revenue and growth over time',
  businessModel: 'who pays, how much and how often',
  competition: 'the alternatives and why customers choose you',
  team: 'who the founders are and why they can win',
  financials: 'revenue, burn, margins and runway, with projections',
  ask: 'the amount raised, the instrument and the use of funds',
};

/** Below this many words (about ten slides of a dozen words) the text is too short for full confidence. */
export const fullConfidenceWords = 120;

const nonRoleKinds = new Set(['headcount', 'background']);

export function documentStrengths(data: ExtractedData, deck: DeckQuality | null, flags: readonly RiskFlag[], wordCount: number): string[] {
  const strengths: string[] = [];
  const revenue = data.revenue.find((f) => f.amount);
  if (revenue) strengths.push(`Reports ${revenue.kind} of ${revenue.text}`);
  const roles = [...new Set(data.team.filter((f) => !nonRoleKinds.has(f.kind)).map((f) => f.kind))];
  if (roles.length >= 2) strengths.push(`Names its team roles: ${roles.slice(0, 5).join(', ')}`);
  const background = data.team.find((f) => f.kind === 'background');
  if (background) strengths.push(`States team background (${background.text})`);
  const full = deck?.sections.filter((s) => s.score === 100).map((s) => deckSectionLabels[s.section]) ?? [];
  if (full.length > 0) strengths.push(`Developed, quantified sections: ${full.join(', ')}`);
  const legal = [...new Set(data.legal.filter((f) => ['incorporation', 'licence', 'intellectual property', 'data protection', 'KYC/AML'].includes(f.kind)).map((f) => f.kind))];
  const legalFlag = flags.some((f) => f.category === 'regulatory' || f.category === 'litigation');
  if (legal.length > 0 && !legalFlag) strengths.push(`Documents its legal standing: ${legal.join(', ')}`);
  if (wordCount >= fullConfidenceWords && !flags.some((f) => f.severity === 'high')) strengths.push('No high-severity red flags found');
  return strengths;
}

export function documentRecommendations(deck: DeckQuality | null, flags: readonly RiskFlag[], wordCount: number): string[] {
  if (wordCount === 0) return ['Paste the document\'s text to analyse it.'];
  const recommendations: string[] = [];
  if (wordCount < fullConfidenceWords) {
    recommendations.push(`Paste the full document: only ${wordCount} words were found, which limits the analysis.`);
  }
  for (const section of deck?.sections ?? []) {
    const label = deckSectionLabels[section.section];
    if (section.score === 0) recommendations.push(`Add a ${label} section: ${sectionAdvice[section.section]}.`);
    else if (!section.quantified) recommendations.push(`Quantify the ${label} section with figures.`);
  }
  for (const flag of flags) {
    if (!recommendations.includes(flag.recommendation)) recommendations.push(flag.recommendation);
  }
  return recommendations;
}
