import { describe, expect, it } from 'vitest';
import { benchmarkValuation as benchmark, type PeerRow } from '@baobab/insights/valuation-benchmark';
import { toWire, wireGlossary } from '@baobab/contracts/i18n/message-wire';
import { loadTranslation, translateLoaded } from '@/lib/i18n/translated';
import { rememberMessages } from '@/lib/i18n/glossary';

/** The benchmark as the API answers with it: its English, and its messages remembered as the web's fetch layer does (decision 0046). */
const benchmarkValuation = (...args: Parameters<typeof benchmark>) => {
  const wire = toWire(benchmark(...args));
  rememberMessages(wireGlossary(wire));
  return wire;
};

const peer = (id: number, overrides: Partial<PeerRow>): PeerRow => ({ id, sector: 'FinTech', fundingStage: 'Seed', region: 'Africa', raisingAmountUsd: null, valuation: null, ...overrides });
const recorded = (usd: number): PeerRow['valuation'] => ({ usd, source: 'confirmed round', date: '2026-03-01', rateDate: null });

describe('the raise and valuation benchmark in French', () => {
  it('reads every sentence it writes back in French, ordinal and peer group included', async () => {
    await loadTranslation('fr', 'messages');
    const subject = peer(1, { raisingAmountUsd: 1_000_000 });
    const close = [400_000, 600_000, 800_000, 1_000_000, 1_500_000, 2_000_000].map((raise, i) => peer(10 + i, { raisingAmountUsd: raise, valuation: recorded(raise * 8) }));
    const wide = benchmarkValuation(subject, [subject, ...close.slice(0, 2), ...[3, 5, 7, 9].map((n, i) => peer(30 + i, { sector: 'EdTech', raisingAmountUsd: n * 100_000 }))]);
    const full = benchmarkValuation(subject, [subject, ...close]);
    const sentences = [full.raise!.summary, full.valuation!.summary, wide.raise!.summary, ...wide.notes.filter((note) => !note.startsWith('Too few'))];
    for (const sentence of sentences) expect(translateLoaded('fr', sentence), sentence).not.toBe(sentence);
    expect(translateLoaded('fr', full.raise!.summary).replace(/[\u00a0\u202f]/g, ' ')).toBe('Une levée de 1 M $US se situe au 58e centile de 6 startups FinTech au stade Amorçage en Afrique (médiane 900 k $US)');
    expect(translateLoaded('fr', wide.notes.find((n) => n.startsWith('Fewer'))!)).toBe('Moins de 5 pairs plus proches indiquent une levée : comparaison avec les startups au stade Amorçage en Afrique');
  });

  it('reads the widest group without a doubled article', async () => {
    await loadTranslation('fr', 'messages');
    const subject = peer(1, { raisingAmountUsd: null });
    // Only a raise widens to every stage; a valuation never does.
    const raising = [1, 2, 3, 4, 5].map((n) => peer(50 + n, { sector: 'EdTech', fundingStage: 'Series A', region: 'Europe', raisingAmountUsd: n * 1_000_000 }));
    const summary = benchmarkValuation(subject, [subject, ...raising]).raise!.summary;
    expect(translateLoaded('fr', summary)).toContain('; les startups de Baobab indiquent');
  });
});
