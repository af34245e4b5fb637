/**
 * Readings of the thirty-sixth round, group C. Non-recurring revenue: a markdown table of a recurring figure's lines
 * ('| Total MRR | 39,000,000 |', '| MRR total | 10,9 M | 14,6 M |') whose rows above add up to it, one row a one-off
 * ('one-time onboarding fee', 'facturée une fois'); the figure of each row is its last cell, whatever its label holds.
 * Unrealistic growth: a revenue target for a year ('For 2026 we are planning revenue of ...', 'nous visons pour 2026 un
 * chiffre d'affaires de ...', a target cut over lines) against the revenue the text reports for an earlier year, or
 * its own 'from X to Y'. Each a general way of writing, in words of our own, with the near-miss that must not raise.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

const mrrTable = (oneOffLabel: string) => `Subject: monthly update

MRR (KES, May 2025)
| Line | Amount |
|---|---:|
| Clinic subscriptions: 210 clinics × 12,000 | 2,520,000 |
| ${oneOffLabel} | 700,000 |
| Total MRR | 3,220,000 |

Thanks, Amina`;

describe('a one-off row inside a markdown table that adds up to its recurring total', () => {
  it('reads the row figures from the last cell, a colon and figures in the label notwithstanding', () => {
    expect(flags(mrrTable('County dashboard — set-up fee charged once'))).toContain('non-recurring-revenue');
    expect(flags(mrrTable('County dashboard — monthly licence'))).not.toContain('non-recurring-revenue');
  });

  it('reads the latest column of a table with two months', () => {
    const table = (label: string) => `Chiffres du mois (FCFA)

| Ligne | Mars | Avril |
|---|---:|---:|
| Abonnements boutiques | 8,2 M | 8,9 M |
| ${label} | — | 2,1 M |
| MRR total | 8,2 M | 11,0 M |`;
    expect(flags(table('Paramétrage pour la mairie (payé une seule fois)'))).toContain('non-recurring-revenue');
    expect(flags(table('Module de caisse pour grossistes'))).not.toContain('non-recurring-revenue');
  });

  it('raises nothing when the rows do not add up to the recurring total', () => {
    expect(flags(mrrTable('County dashboard — set-up fee charged once').replace('3,220,000', '2,520,000'))).not.toContain('non-recurring-revenue');
  });
});

describe('a revenue target for a year against the revenue reported for an earlier year', () => {
  it("reads 'For 2027 we are planning revenue of ...' against '2026 revenue: ...'", () => {
    const plan = (target: string) => `Where we stand\n- 2026 revenue: KES 42 million\n- 2026 costs: KES 39 million\n\nThe plan\nFor 2027 we are planning revenue of KES ${target} million, from three new counties.`;
    expect(flags(plan('210'))).toContain('unrealistic-growth');
    expect(flags(plan('90'))).not.toContain('unrealistic-growth');
  });

  it('reads a French target cut over lines', () => {
    const plan = (target: string) => `Où nous en sommes\nLe chiffre d'affaires 2026 s'établit à 610 000 MAD.\n\nNos ambitions\nPour 2027, notre objectif est d'atteindre\n${target} MAD\nde chiffre d'affaires, grâce à deux nouvelles villes.`;
    expect(flags(plan('3 050 000'))).toContain('unrealistic-growth');
    expect(flags(plan('1 200 000'))).not.toContain('unrealistic-growth');
  });

  it("reads its own 'from X to Y' within the year", () => {
    expect(flags('Plan\nWe intend to grow revenue in 2027 from USD 0.8m to USD 4.4m by opening six depots.')).toContain('unrealistic-growth');
    expect(flags('Plan\nWe intend to grow revenue in 2027 from USD 0.8m to USD 1.4m by opening six depots.')).not.toContain('unrealistic-growth');
  });

  it('raises nothing for a target only possible or denied', () => {
    const base = 'Where we stand\n- 2026 revenue: KES 42 million\n\n';
    expect(flags(`${base}In a best case, revenue could be planned at KES 210 million for 2027.`)).not.toContain('unrealistic-growth');
    expect(flags(`${base}We are not planning revenue of KES 210 million for 2027.`)).not.toContain('unrealistic-growth');
  });
});
