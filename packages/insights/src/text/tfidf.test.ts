import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTfIdfIndex } from './tfidf';

const theses = [
  'We back fintech founders building payments and lending for African merchants.',
  'Healthcare diagnostics and telemedicine across East Africa.',
  'Agriculture supply chains, farmers and food logistics in West Africa.',
  'Payments infrastructure, merchant acquiring and cross-border remittances.',
];

describe('TF-IDF index', () => {
  const index = buildTfIdfIndex(theses);

  it('ranks the thesis sharing the most specific terms first', () => {
    const query = index.query('A payments app helping merchants accept cards');
    const scores = Array.from(index.scoreAll(query));
    const best = scores.indexOf(Math.max(...scores));
    expect([0, 3]).toContain(best);
    expect(scores[1]).toBe(0);
    expect(scores[2]).toBe(0);
  });

  it('gives the same cosine for one document as for the whole corpus scan', () => {
    const query = index.query('telemedicine for clinics in Kenya and diagnostics');
    const all = index.scoreAll(query);
    for (let doc = 0; doc < theses.length; doc += 1) expect(index.similarity(query, doc)).toBeCloseTo(all[doc] ?? 0, 10);
  });

  it('scores a document against itself as 1', () => {
    expect(index.similarity(index.query(theses[1] ?? ''), 1)).toBeCloseTo(1, 10);
  });

  it('lists shared terms with their contributions, largest first', () => {
    const query = index.query('payments for merchants');
    const shared = index.sharedTerms(query, 3);
    expect(shared.map((t) => t.term).sort()).toEqual(['merchant', 'payment']);
    expect(shared[0]?.weight ?? 0).toBeGreaterThanOrEqual(shared[1]?.weight ?? 0);
    const total = shared.reduce((s, t) => s + t.weight, 0);
    expect(total).toBeCloseTo(index.similarity(query, 3), 10);
  });

  it('scores an empty query or an empty corpus as zero', () => {
    expect(Array.from(index.scoreAll(index.query('')))).toEqual([0, 0, 0, 0]);
    const empty = buildTfIdfIndex([]);
    expect(empty.scoreAll(empty.query('payments')).length).toBe(0);
  });

  it('keeps every similarity within 0 and 1', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 6 }), fc.string(), (docs, q) => {
        const idx = buildTfIdfIndex(docs);
        const scores = idx.scoreAll(idx.query(q));
        return Array.from(scores).every((s) => s >= 0 && s <= 1 + 1e-9 && !Number.isNaN(s));
      }),
    );
  });
});
