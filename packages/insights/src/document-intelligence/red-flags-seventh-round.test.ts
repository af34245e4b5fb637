/**
 * The readers added in the seventh round (decision 0036, amendment of 2026-11-28), one worked example each with
 * the near-miss it must let pass: unit economics that lose money, cap tables layered with convertibles,
 * preferences and classes, founders who no longer work in the business, and growth said as counts.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { layeredCapTable } from './cap-table-layers';
import { inactiveHolder } from './inactive-holders';

const flags = (text: string, type: Parameters<typeof analyzeDocument>[1] = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe('unit economics that lose money', () => {
  it('reads LTV below CAC, stated, as a ratio or in words', () => {
    expect(flags('| Blended CAC | $240 |\n| LTV | $190 |\nRevenue in 2025: $1.1M.')).toEqual(['unit-economics']);
    expect(flags('LTV/CAC stands at 0.7x on the 2025 cohorts. Revenue of $2.3M in 2025.')).toEqual(['unit-economics']);
    expect(flags("Un nouveau client nous coûte 180 € à acquérir et nous rapporte 120 € de marge brute sur toute sa durée de vie. Chiffre d'affaires 2025 : 1,1 M€.")).toEqual(['unit-economics']);
    expect(flags('If CAC rose above $400, LTV would no longer cover it; today CAC is $150 and LTV $520. Revenue of $700k in 2025.')).toEqual([]);
  });

  it('reads a payback longer than a customer stays', () => {
    expect(flags('CAC payback is now 31 months, while the average customer stays 18 months. Revenue of $2.5M in 2025.')).toEqual(['unit-economics']);
    expect(flags('CAC payback is 9 months and the average customer stays 30 months. Revenue of $2.5M in 2025.')).toEqual([]);
  });

  it('reads a negative contribution, an order costing more than it brings, and losses said in words', () => {
    expect(flags('Contribution per order: -$1.20\nRevenue for the quarter was $410k.')).toEqual(['unit-economics']);
    expect(flags('Our cost per order is ₦2,400 against an average order value of ₦1,900. Annual revenue: ₦640 million.')).toEqual(['unit-economics']);
    expect(flags("Nous perdons encore 0,80 € sur chaque commande livrée. Chiffre d'affaires de novembre : 74 000 €.")).toEqual(['unit-economics']);
    expect(flags('Contribution margin turned positive in Q3 at +6%, after -4% in Q1; we no longer lose money on deliveries. Revenue for the quarter: $320k.')).toEqual([]);
  });
});

describe('cap tables layered with instruments', () => {
  it('reads stacked convertibles, heavy preferences, many classes and undocumented promises', () => {
    expect(layeredCapTable('since 2021 the company has issued 14 safes, none of which has converted.')).toBe(true);
    expect(layeredCapTable("la societe a emis des bsa air a des conditions differentes (decotes de 10 % a 25 %).")).toBe(true);
    expect(layeredCapTable('series a preferred: 2x participating liquidation preference, senior to the seed.')).toBe(true);
    expect(layeredCapTable('the company has seven classes of shares.')).toBe(true);
    expect(layeredCapTable('several early employees were promised equity by e-mail; none of these promises has been documented.')).toBe(true);
  });

  it('lets a standard preference, a single SAFE and layers since cleaned up pass', () => {
    expect(layeredCapTable('one class of preferred with a standard 1x non-participating preference.')).toBe(false);
    expect(layeredCapTable('no other convertible instruments are outstanding.')).toBe(false);
    expect(layeredCapTable('our cap table was messy in 2022, with eleven safes on different terms; it was reconciled in 2023 and is now clean.')).toBe(false);
  });
});

describe('founders who no longer work in the business', () => {
  it('reads them as gone and, holding a stake, as dead equity; their stake is not the founders\' stake', () => {
    expect(inactiveHolder("l'un des trois cofondateurs ne participe plus a l'activite depuis 2021 mais possede toujours 17 % du capital.")).toBe(true);
    expect(inactiveHolder('quatre anciens salaries, partis en 2023, representent ensemble 6 % du capital dilue.')).toBe(true);
    expect(inactiveHolder('both founders are full-time and hold 70% between them.')).toBe(false);
    const table = '| Holder | Stake |\n| Amina Yusuf (CEO) | 48% |\n| Kofi Mensah (co-founder, not involved since 2022) | 22% |\n| Seed fund | 15% |\n| ESOP | 15% |\nRevenue for 2025: $1.4M.';
    expect(flags(table, 'business_plan').sort()).toEqual(['dead-equity', 'founder-departure']);
  });
});

describe('growth said as counts', () => {
  it('reads a count multiplied within the plan, not a past one or a year', () => {
    expect(flags('We expect to go from 40 paying schools today to 2,000 by the end of next year. Revenue 2025: $95k.')).toEqual(['unrealistic-growth']);
    expect(flags("Nous comptons passer de 35 pharmacies clientes aujourd'hui à 1 500 d'ici fin 2026. Chiffre d'affaires 2025 : 210 k€.")).toEqual(['unrealistic-growth']);
    expect(flags('We went from 40 schools to 2,000 schools in four years. Revenue 2025: $95k.')).toEqual([]);
    expect(flags('We expect to grow from 2025 to 2027 at 40% a year. Revenue 2025: $95k.')).toEqual([]);
  });
});
