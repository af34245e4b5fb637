/**
 * A change to what a visitor's assessment answers must raise visitorAssessmentRules.version, or stored
 * public scores would keep the old rules' answers (visitor-rules.ts). The sample is fixed: fast-check's
 * generator with a fixed seed, over every kind of public input (profile, data room, market).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notShared } from '../parts';
import { buildStartup } from '../test-support/factories';
import { assess } from './assess';
import type { AssessmentInput } from './groups';
import { visitorAssessmentRules } from './visitor-rules';

const visitorInput: fc.Arbitrary<AssessmentInput> = fc.record({
  startup: fc
    .record({
      description: fc.constantFrom('', 'Payments.', 'A mobile payments app for market traders and merchants in Lagos, with instant settlement, credit scoring and a savings wallet.'),
      teamSize: fc.integer({ min: 1, max: 200 }),
      tractionUsers: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
      monthlyRevenueUsd: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
      raisingAmountUsd: fc.option(fc.integer({ min: 0, max: 50_000_000 }), { nil: null }),
      fundingStage: fc.constantFrom('Pre-Seed', 'Seed', 'Series A', 'Series B', 'Growth'),
      foundedYear: fc.option(fc.integer({ min: 1990, max: 2026 }), { nil: null }),
      website: fc.option(fc.constant('https://example.com'), { nil: null }),
      hasLogo: fc.boolean(),
    })
    .map((s) => buildStartup(s)),
  documents: fc.constant(notShared),
  capTable: fc.constant(notShared),
  financials: fc.constant(notShared),
  funding: fc.constant(notShared),
  // A visitor learns only whether a room exists: not shared when it does, nothing recorded when not.
  dataRoom: fc.constantFrom(notShared, null),
  market: fc.option(fc.record({ growthPotential: fc.integer({ min: 0, max: 100 }), competitiveIntensity: fc.integer({ min: 0, max: 100 }) }), { nil: null }),
});

/** FNV-1a, 32 bits, as hex: enough to tell that answers changed (engines take no node: imports, even in tests). */
function digestOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

describe('the rules of a visitor’s assessment', () => {
  it('answer the fixed sample as the version says (raise the version when they change)', () => {
    const answers = fc.sample(visitorInput, { seed: 20261129, numRuns: 400 }).map((input) => assess(input));
    const digest = digestOf(JSON.stringify(answers));
    expect(
      digest,
      `A visitor's assessment now answers differently. Raise visitorAssessmentRules.version (visitor-rules.ts) and set its answersDigest to '${digest}', so the sweep recomputes stored public scores.`,
    ).toBe(visitorAssessmentRules.answersDigest);
  });
});
