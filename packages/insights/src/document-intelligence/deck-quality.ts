/**
 * Deck quality: how well a pitch deck or business plan covers the nine sections investors
 * expect (the common structure of Sequoia's 'Writing a Business Plan' guide and Y Combinator's
 * seed deck advice: problem, solution, market, traction, business model, competition, team,
 * financials, ask).
 *
 * A sentence speaks to a section when it uses the section's words, or when it sits under a
 * slide heading for that section ('Traction', 'Problem: …') until the next such heading. A
 * heading alone counts as a mention but is never quoted as evidence.
 *
 * Section score (0–100) = 50 when at least one sentence speaks to it
 *                       + 25 when two or more do (depth)
 *                       + 25 when one of them carries a figure: money, percent or count (quantified)
 * Deck score = Σ section weight × section score, weights below (sum 1). Traction, team,
 * market and financials weigh most: they are what early-stage investors test first.
 */
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { DeckQuality, DeckSection, DeckSectionName } from './types';

export const deckSectionWeights: Record<DeckSectionName, number> = {
  problem: 0.1,
  solution: 0.1,
  market: 0.12,
  traction: 0.15,
  businessModel: 0.1,
  competition: 0.08,
  team: 0.12,
  financials: 0.13,
  ask: 0.1,
};

const sectionPatterns: Record<DeckSectionName, RegExp> = {
  problem: /\b(problems?|pain points?|challenges?|struggle[sd]?|inefficien(t|cy|cies)|underserved|unbanked|lack of|frustrat\w*)\b/,
  solution: /\b(solutions?|our (product|platform|app)|we (built|build|offer|provide)|how it works|product demo|features?)\b/,
  market: /\b(market (size|opportunity)|addressable market|tam|sam|som|total market|market is|billion market)\b/,
  traction: /\b(traction|active users|paying customers|customers|users|downloads|pilots?|month[- ]on[- ]month|mom|retention|growth rate|grew|partnerships?)\b/,
  businessModel: /\b(business model|revenue model|pricing|subscriptions?|commission|take rate|transaction fees?|fees?|monetis\w+|monetiz\w+|unit economics)\b/,
  competition: /\b(competition|competitors?|competitive|alternatives|differentiat\w+|moat|incumbents?)\b/,
  team: /\b(team|founders?|co-?founders?|ceo|cto|coo|cfo|advisors?|board)\b/,
  financials: /\b(financials?|projections?|forecasts?|p&l|profit|ebitda|gross margin|burn|runway|break-?even|revenue)\b/,
  ask: /\b(the ask|our ask|raising|we are seeking|seeking|use of funds|funding round|investment of|pre-seed round|seed round|series [a-c] round)\b/,
};

/** Words that name a section in a slide heading. */
const headingPatterns: Record<DeckSectionName, RegExp> = {
  problem: /\b(problems?|pain|challenges?)\b/,
  solution: /\b(solutions?|product|how it works)\b/,
  market: /\b(market|opportunity|tam)\b/,
  traction: /\b(traction|milestones|progress|kpis?)\b/,
  businessModel: /\b(business model|revenue model|pricing|monetis|monetiz)/,
  competition: /\b(competition|competitors|competitive|landscape|differentiation)\b/,
  team: /\b(team|founders|leadership|management)\b/,
  financials: /\b(financials?|projections|forecasts?|unit economics)\b/,
  ask: /\b(ask|raise|raising|funding|use of funds|investment|round)\b/,
};

/**
 * The heading a sentence carries: the whole line when it is short (six words or fewer, no
 * digit, no closing full stop), or a short label before a colon ('Problem: …').
 */
function headingOf(sentence: SentenceFacts): { text: string; only: boolean } | null {
  if (!/\d/.test(sentence.text) && !/[.!?]$/.test(sentence.text) && sentence.text.split(/\s+/).length <= 6) return { text: sentence.lower, only: true };
  const label = /^([a-z][a-z &]{1,30}):\s/.exec(sentence.lower);
  return label ? { text: label[1] ?? '', only: false } : null;
}

/** Money, percentages and counts all contain a digit. */
const quantity = /\d/;

function sectionScore(mentions: number, quantified: boolean): number {
  if (mentions === 0) return 0;
  return 50 + (mentions >= 2 ? 25 : 0) + (quantified ? 25 : 0);
}

export function assessDeckQuality(sentences: readonly SentenceFacts[]): DeckQuality {
  const names = Object.keys(deckSectionWeights) as DeckSectionName[];
  const tallies = new Map(names.map((name) => [name, { mentions: 0, quantified: false, evidence: [] as string[] }]));
  let current: DeckSectionName | null = null;
  for (const sentence of sentences) {
    const heading = headingOf(sentence);
    const headed = heading ? (names.find((name) => headingPatterns[name].test(heading.text)) ?? null) : null;
    // A short line naming no section ('Ada Obi, CEO') is content, and the current section goes on.
    if (headed) current = headed;
    const headingOnly = headed !== null && heading?.only === true;
    for (const name of names) {
      if (name !== current && !sectionPatterns[name].test(sentence.lower)) continue;
      const tally = tallies.get(name);
      if (!tally) continue;
      tally.mentions += 1;
      if (quantity.test(sentence.text)) tally.quantified = true;
      if (!headingOnly && tally.evidence.length < 2) tally.evidence.push(excerpt(sentence.text));
    }
  }
  const sections: DeckSection[] = names.map((name) => {
    const tally = tallies.get(name) ?? { mentions: 0, quantified: false, evidence: [] };
    return { section: name, score: sectionScore(tally.mentions, tally.quantified), weight: deckSectionWeights[name], mentions: tally.mentions, quantified: tally.quantified, evidence: tally.evidence };
  });
  const score = Math.round(sections.reduce((sum, s) => sum + s.weight * s.score, 0));
  return { score, sections };
}
