import { describe, expect, it } from 'vitest';
import { assessDeckQuality, deckSectionWeights } from './deck-quality';
import { sentenceFacts } from './sentence-facts';

describe('assessDeckQuality', () => {
  it('has section weights that sum to 1', () => {
    expect(Object.values(deckSectionWeights).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('scores an empty deck 0 with every section uncovered', () => {
    const deck = assessDeckQuality([]);
    expect(deck.score).toBe(0);
    expect(deck.sections.every((s) => s.score === 0 && s.evidence.length === 0)).toBe(true);
  });

  it('gives 50 for a mention, 75 with depth and 100 with a figure', () => {
    const sections = (text: string) => assessDeckQuality(sentenceFacts(text)).sections;
    expect(sections('Our competitors are slow.').find((s) => s.section === 'competition')?.score).toBe(50);
    expect(sections('Our competitors are slow.\nCompetition is fragmented.').find((s) => s.section === 'competition')?.score).toBe(75);
    expect(sections('Our competitors are slow.\nThe 3 main competitors charge more.').find((s) => s.section === 'competition')?.score).toBe(100);
  });

  it('computes the deck score as the weighted sum of section scores', () => {
    const deck = assessDeckQuality(sentenceFacts('The problem: 40% of farmers lose crops.\nThe problem is post-harvest loss.'));
    expect(deck.sections.find((s) => s.section === 'problem')?.score).toBe(100);
    expect(deck.score).toBe(10);
  });
});

describe('assessDeckQuality with slide headings', () => {
  const deck = assessDeckQuality(sentenceFacts('Problem\nInformal traders lose 8% of sales to theft.\nTeam\nAda Obi, CEO\nFormerly a banker'));

  it('counts the lines under a heading toward its section', () => {
    const problem = deck.sections.find((s) => s.section === 'problem');
    expect(problem).toMatchObject({ score: 100, mentions: 2, evidence: ['Informal traders lose 8% of sales to theft.'] });
  });

  it('keeps the section going through short lines that name no other section', () => {
    expect(deck.sections.find((s) => s.section === 'team')?.evidence).toEqual(['Ada Obi, CEO', 'Formerly a banker']);
  });

  it('reads a label before a colon as a heading', () => {
    const labelled = assessDeckQuality(sentenceFacts('Traction: 8,000 paying farmers.\nRetention is 90% after a year.'));
    expect(labelled.sections.find((s) => s.section === 'traction')?.mentions).toBe(2);
  });
});
