/** Strengths and recommendations of a document analysis, in words a founder can act on. */
import { message, type Text } from '@baobab/contracts/i18n/message';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { deckSectionLabels } from '@baobab/contracts/insights';
import { listMessage } from '../text/list-text';
import { label } from '../text/values';
import type { DeckQuality, DeckSectionName, ExtractedData, RiskFlag } from './types';

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

/** Strengths that end in a list, one template per length so each item is translated (text/list-text.ts): up to five roles. */
const roleLists = [
  'Names its team roles: {{item1}}',
  'Names its team roles: {{item1}}, {{item2}}',
  'Names its team roles: {{item1}}, {{item2}}, {{item3}}',
  'Names its team roles: {{item1}}, {{item2}}, {{item3}}, {{item4}}',
  'Names its team roles: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}',
] as const;

/** Up to the nine deck sections. */
const sectionLists = [
  'Developed, quantified sections: {{item1}}',
  'Developed, quantified sections: {{item1}}, {{item2}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}, {{item7}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}, {{item7}}, {{item8}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}, {{item7}}, {{item8}}, {{item9}}',
] as const;

/** Up to the five kinds of legal standing counted. */
const legalLists = [
  'Documents its legal standing: {{item1}}',
  'Documents its legal standing: {{item1}}, {{item2}}',
  'Documents its legal standing: {{item1}}, {{item2}}, {{item3}}',
  'Documents its legal standing: {{item1}}, {{item2}}, {{item3}}, {{item4}}',
  'Documents its legal standing: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}',
] as const;

export function documentStrengths(data: ExtractedData, deck: DeckQuality | null, flags: readonly RiskFlag[], wordCount: number): Text[] {
  const strengths: Text[] = [];
  const revenue = data.revenue.find((f) => f.amount);
  if (revenue) strengths.push(message('Reports {{kind}} of {{amount}}', { kind: label(revenue.kind), amount: revenue.text }));
  const roles = [...new Set(data.team.filter((f) => !nonRoleKinds.has(f.kind)).map((f) => f.kind))];
  if (roles.length >= 2) strengths.push(listMessage(roleLists, roles.slice(0, 5).map(label)));
  const background = data.team.find((f) => f.kind === 'background');
  if (background) strengths.push(message('States team background ({{background}})', { background: background.text }));
  const full = deck?.sections.filter((s) => s.score === 100).map((s) => deckSectionLabels[s.section]) ?? [];
  if (full.length > 0) strengths.push(listMessage(sectionLists, full.map(label)));
  const legal = [...new Set(data.legal.filter((f) => ['incorporation', 'licence', 'intellectual property', 'data protection', 'KYC/AML'].includes(f.kind)).map((f) => f.kind))];
  const legalFlag = flags.some((f) => f.category === 'regulatory' || f.category === 'litigation');
  if (legal.length > 0 && !legalFlag) strengths.push(listMessage(legalLists, legal.map(label)));
  if (wordCount >= fullConfidenceWords && !flags.some((f) => f.severity === 'high')) strengths.push(message('No high-severity red flags found'));
  return strengths;
}

export function documentRecommendations(deck: DeckQuality | null, flags: readonly RiskFlag[], wordCount: number): Text[] {
  if (wordCount === 0) return [message('Paste the document\'s text to analyse it.')];
  const recommendations: Text[] = [];
  if (wordCount < fullConfidenceWords) {
    recommendations.push(message('Paste the full document: only {{words}} words were found, which limits the analysis.', { words: wordCount }));
  }
  for (const section of deck?.sections ?? []) {
    const name = label(deckSectionLabels[section.section]);
    if (section.score === 0) recommendations.push(message('Add a {{section}} section: {{advice}}.', { section: name, advice: message(sectionAdvice[section.section]) }));
    else if (!section.quantified) recommendations.push(message('Quantify the {{section}} section with figures.', { section: name }));
  }
  // One recommendation once, however many flags give it (compared by its English: a message is a new object each time).
  const given = new Set(recommendations.map(englishOf));
  for (const flag of flags) {
    const english = englishOf(flag.recommendation);
    if (!given.has(english)) {
      given.add(english);
      recommendations.push(flag.recommendation);
    }
  }
  return recommendations;
}
