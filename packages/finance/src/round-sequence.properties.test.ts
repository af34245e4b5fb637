import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RoundInput } from '@baobab/contracts/cap-table-rounds';
import { type LedgerRecord, holdingsOn } from './share-ledger';
import { type CapTableModel, capTableInputOn } from './ledger-cap-table';
import { MODELLED_ENTRY_IDS, type SequenceRound, declareClosedRoundClasses, roundOrder, roundSequence } from './round-sequence';
import { openingShares } from './round-sequence-fixtures';
import { specCapTable } from './spec-cap-table';

const openingDate = '2020-01-01';
const dayAfterOpening = (days: number) => new Date(Date.UTC(2020, 0, 2) + days * 86_400_000).toISOString().slice(0, 10);
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The founders' shares, and half the time an equity incentive plan with a grant from it (so a round's pool top-up is
 * an increase of that plan; without one, the first top-up creates a plan).
 */
const opening = fc
  .tuple(fc.array(fc.integer({ min: 100_000, max: 10_000_000 }), { minLength: 1, maxLength: 3 }), fc.option(fc.tuple(fc.integer({ min: 1_000, max: 2_000_000 }), fc.integer({ min: 0, max: 100 })), { nil: undefined }))
  .map(([counts, plan]) => {
    const shares = openingShares(openingDate, counts.map((n, i) => [`Founder ${i + 1}`, n] as [string, number]));
    if (!plan) return shares;
    const [size, grantedPercent] = plan;
    const granted = Math.floor((size * grantedPercent) / 100);
    const planId = shares.length + 1;
    const vesting = { vestingStart: openingDate, vestingMonths: 48, cliffMonths: 12, frequency: 'monthly' as const };
    const records: LedgerRecord[] = [...shares, { id: planId, entry: { kind: 'plan', date: openingDate, planName: '2020 Plan', shareClass: 'Common', shares: size } }];
    if (granted > 0) records.push({ id: planId + 1, entry: { kind: 'issuance', date: openingDate, holder: 'Employee', shareClass: 'Common', shares: granted, pricePerShareMinor: 0, currency: 'USD', isOption: true, exercisePriceMinor: 10, vesting, planId } });
    return records;
  });

/** Shares issued by an entry (an option grant and a plan reserve options, not shares). */
const issuedBy = ({ entry }: LedgerRecord) => (entry.kind === 'issuance' && !entry.isOption ? entry.shares : 0);

const safe = fc.record({
  kind: fc.constant('safe' as const),
  holderName: fc.constantFrom('Angel', 'Syndicate'),
  investment: fc.integer({ min: 10_000, max: 2_000_000 }),
  valuationCap: fc.integer({ min: 2_000_000, max: 50_000_000 }),
  safeType: fc.constantFrom('post-money' as const, 'pre-money' as const),
});
const note = fc.record({
  kind: fc.constant('note' as const),
  holderName: fc.constantFrom('Bridge', 'Angel'),
  principal: fc.integer({ min: 10_000, max: 1_000_000 }),
  interestRatePercent: fc.integer({ min: 0, max: 12 }),
  valuationCap: fc.integer({ min: 2_000_000, max: 50_000_000 }),
});
const priced = fc.record({
  kind: fc.constant('priced' as const),
  investorName: fc.constantFrom('Fund One', 'Fund Two', 'Angel'),
  preMoneyValuation: fc.integer({ min: 1_000_000, max: 100_000_000 }),
  investment: fc.integer({ min: 100_000, max: 20_000_000 }),
  optionPoolTargetPercent: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
  antiDilutionOrdering: fc.constantFrom('pre-money' as const, 'after-round' as const),
  seriesTerms: fc.record({ antiDilution: fc.constantFrom('none' as const, 'broad-based' as const, 'narrow-based' as const, 'full-ratchet' as const) }),
});

/** Up to five rounds on random days after the opening (ties included), each priced one its own series. */
const rounds = fc.array(fc.tuple(fc.oneof(safe, note, priced), fc.integer({ min: 0, max: 1_800 })), { minLength: 1, maxLength: 5 }).map((list) =>
  list.map(([terms, day], i): SequenceRound => {
    const date = dayAfterOpening(day);
    const { optionPoolTargetPercent, ...rest } = terms as typeof terms & { optionPoolTargetPercent?: number };
    const round = (terms.kind === 'priced' ? { ...rest, date, seriesName: `Series ${i + 1}`, ...(optionPoolTargetPercent === undefined ? {} : { optionPoolTargetPercent }) } : { ...rest, date }) as RoundInput;
    return { id: i + 1, status: 'modelled', round };
  }),
);

/** The ledger once every round the sequence computes has written its entries, with the ids the sequence gave them (a pool increase names its plan by id). */
function withEntries(ledger: LedgerRecord[], sequenced: ReturnType<typeof roundSequence>): LedgerRecord[] {
  const entries = sequenced.flatMap((r) => (r.outcome?.kind === 'priced' ? r.outcome.entries.map((e) => e.entry) : []));
  return [...ledger, ...entries.map((entry, i) => ({ id: MODELLED_ENTRY_IDS + i, entry }))];
}

/** An outcome with each pool increase naming its plan by name: a closed round's plan has the id the ledger gave it, a modelled one the sequence's. */
function byPlanName(outcome: SequencedOutcome, ledger: readonly LedgerRecord[]): SequencedOutcome {
  if (outcome?.kind !== 'priced') return outcome;
  const names = new Map(ledger.flatMap(({ id, entry }) => (entry.kind === 'plan' ? [[id, entry.planName] as const] : [])));
  return { ...outcome, entries: outcome.entries.map((e) => (e.entry.kind === 'pool-increase' ? { ...e, entry: { ...e.entry, planId: 0, plan: names.get(e.entry.planId) } as unknown as typeof e.entry } : e)) };
}

type SequencedOutcome = ReturnType<typeof roundSequence>[number]['outcome'];

const datesOf = (list: readonly SequenceRound[]) => [openingDate, ...list.flatMap((r) => [r.round.date, dayBefore(r.round.date)])];

describe('round sequence properties', () => {
  it('on every date, total shares are the sum of the holdings, and the opening position plus the entries dated by then', () => {
    fc.assert(
      fc.property(opening, rounds, (ledger, list) => {
        const all = withEntries(ledger, roundSequence({ ledger, rounds: list, currency: 'USD' }));
        for (const date of datesOf(list)) {
          const holdings = holdingsOn(all, date);
          expect(holdings.totalShares).toBe(holdings.rows.reduce((sum, r) => sum + r.shares, 0));
          const issued = all.filter((r) => r.entry.date <= date).reduce((sum, r) => sum + issuedBy(r), 0);
          expect(holdings.totalShares).toBe(issued);
          // The pool, top-ups included: every plan's remaining + outstanding + exercised is its size, never negative.
          for (const plan of holdings.plans) {
            expect(plan.remaining + plan.outstanding + plan.exercised).toBe(plan.size);
            expect(plan.remaining).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('on every date, the waterfall of the holdings (each series with the terms its round gave it) pays out the exit to the cent', () => {
    // Exits in whole cents, from nothing to far above every preference the rounds can stack.
    const exits = fc.array(fc.integer({ min: 0, max: 500_000_000_00 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(opening, rounds, exits, (ledger, list, exitCents) => {
        const sequenced = roundSequence({ ledger, rounds: list, currency: 'USD' });
        const all = withEntries(ledger, sequenced);
        const model = declareClosedRoundClasses<CapTableModel>({ exitValues: exitCents.map((c) => c / 100) }, sequenced.map((r) => r.outcome));
        for (const date of datesOf(list)) {
          const input = capTableInputOn(all, model, date);
          if (!input) continue;
          const { scenarios } = specCapTable(input);
          expect(scenarios.map((s) => s.distribution.reduce((sum, d) => sum + Math.round(d.payout * 100), 0))).toEqual(exitCents);
          for (const s of scenarios) for (const d of s.distribution) expect(d.payout).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('the sequence gives the same outcomes and holdings as closing each round in turn', () => {
    fc.assert(
      fc.property(opening, rounds, (start, list) => {
        const modelled = roundSequence({ ledger: start, rounds: list, currency: 'USD' });
        let ledger = [...start];
        let state = [...list];
        for (const next of roundOrder(list)) {
          const now = roundSequence({ ledger, rounds: state, currency: 'USD' }).find((r) => r.id === next.id);
          const expected = modelled.find((r) => r.id === next.id);
          expect(byPlanName(now?.outcome ?? null, ledger)).toEqual(byPlanName(expected?.outcome ?? null, withEntries(start, modelled)));
          expect(now?.problem).toEqual(expected?.problem);
          // A round that cannot be computed cannot close, and the rounds after it wait for it.
          if (!now || now.problem !== null) return;
          if (now.outcome?.kind === 'priced') {
            const top = ledger.reduce((max, r) => Math.max(max, r.id), 0);
            ledger = [...ledger, ...now.outcome.entries.map((e, i) => ({ id: top + 1 + i, entry: e.entry }))];
          }
          state = state.map((r) => (r.id === next.id ? { ...r, status: 'closed' as const, closedOutcome: now.outcome } : r));
        }
        const projected = withEntries(start, modelled);
        const pools = (records: LedgerRecord[], date: string) => holdingsOn(records, date).plans.map(({ planId: _id, ...pool }) => pool);
        for (const date of datesOf(list)) {
          expect(holdingsOn(ledger, date).rows).toEqual(holdingsOn(projected, date).rows);
          expect(pools(ledger, date)).toEqual(pools(projected, date));
        }
      }),
      { numRuns: 60 },
    );
  });
});
