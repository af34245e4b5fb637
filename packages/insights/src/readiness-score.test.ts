import { describe, expect, it } from 'vitest';
import { readinessScore as readinessMessages } from './readiness-score';
import { toWire } from '@baobab/contracts/i18n/message-wire';

/** The score as the API sends it: every message in its English (decision 0046). */
const readinessScore = (...args: Parameters<typeof readinessMessages>) => toWire(readinessMessages(...args));

const founder = { bio: 'Building payments for Lagos market traders.', linkedinUrl: null, expertiseTags: ['Technology'], previousExits: 0 };

describe('readinessScore', () => {
  it('is 0 with neither a founder profile nor a startup', () => {
    expect(readinessScore({ founder: null, startupScores: [] }).total).toBe(0);
  });

  it('counts a minimal founder profile and says what to add', () => {
    const result = readinessScore({ founder, startupScores: [] });
    expect(result.total).toBe(5 + 3);
    expect(result.factors[0]!.evidence).toContain('LinkedIn');
  });

  it('adds the published startup and half of the best startup score', () => {
    const result = readinessScore({ founder, startupScores: [40, 81] });
    expect(result.factors.map((f) => f.points)).toEqual([8, 20, 41]);
    expect(result.total).toBe(69);
  });

  it('reaches 100 for a complete founder with a perfect startup', () => {
    const complete = { bio: 'b'.repeat(100), linkedinUrl: 'https://linkedin.com/in/x', expertiseTags: ['Sales', 'Product'], previousExits: 1 };
    expect(readinessScore({ founder: complete, startupScores: [100] }).total).toBe(100);
  });
});
