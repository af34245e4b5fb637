import { describe, expect, it } from 'vitest';
import { layoutSentences } from './layout';

describe('lists and tables read as sentences', () => {
  it('writes each table row with its header years and the caption currency and scale', () => {
    const rows = layoutSentences('Income statement (USD thousands)\n| | 2023 | 2024 |\n| Revenue | 2,150 | 1,780 |\n| Cost of sales | 1,200 | 1,900 |');
    expect(rows).toContain('Revenue 2023: USD 2150k; 2024: USD 1780k.');
    expect(rows).toContain('Revenue 2024: USD 1780k; Cost of sales 2024: USD 1900k.');
  });

  it('writes a table of shares with its caption and header, leaving out the rest', () => {
    const rows = layoutSentences('Revenue by customer (2024)\n| Customer | Share of revenue |\n| Safaricom | 58% |\n| Others | 42% |');
    expect(rows).toEqual(['Revenue by customer (2024): Customer Safaricom, Share of revenue 58%.']);
  });

  it('joins a list led by a heading, with items going on over indented lines', () => {
    const rows = layoutSentences('Where our revenue comes from\n- Dangote Group\n  62% of revenue\n- 40 smaller buyers\n  38% of revenue');
    expect(rows).toContain('Where our revenue comes from: Dangote Group 62% of revenue; 40 smaller buyers 38% of revenue.');
  });

  it('reads French numbers in a French table through the one number reader', () => {
    const rows = layoutSentences("(en milliers d'euros)\n| | 2023 | 2024 |\n| Chiffre d'affaires | 2 400 | 1 780 |\n| Charges de personnel | 600 | 700 |\n| Loyers | 100 | 120 |");
    expect(rows).toContain("Chiffre d'affaires 2023: EUR 2400k; 2024: EUR 1780k.");
    expect(rows).toContain("Chiffre d'affaires 2024: EUR 1780k; total costs 2024: EUR 820k.");
  });

  it('joins a lead-in and its bullets, and leaves prose alone', () => {
    expect(layoutSentences('Revenue by customer:\n- Acme: 48%\n- others: 52%')).toEqual(['Revenue by customer: Acme: 48%; others: 52%.']);
    expect(layoutSentences('We sell to farmers.\nRevenue grew in 2024 from 2023.')).toEqual([]);
  });

  it('joins a wrapped line and a label with its value on the next line', () => {
    expect(layoutSentences('Revenue fell to $1.1M in 2024 from\n$1.6M in 2023.')).toEqual(['Revenue fell to $1.1M in 2024 from $1.6M in 2023.']);
    expect(layoutSentences('Notre CTO a quitté\nla société en mars.')).toEqual(['Notre CTO a quitté la société en mars.']);
    expect(layoutSentences('Runway\n5 months')).toEqual(['Runway 5 months']);
    expect(layoutSentences('Problem\nFarmers lack credit')).toEqual([]);
  });

  it('reads a projections table for its growth, without a currency, and adds no totals', () => {
    const rows = layoutSentences("Prévisions (en milliers d'euros)\n| | 2025 | 2026 |\n| Chiffre d'affaires | 400 | 2 800 |\n| Charges | 900 | 2 100 |");
    expect(rows).toEqual(["Chiffre d'affaires 2025: 400k; 2026: 2800k. (forecast)", 'Charges 2025: 900k; 2026: 2100k. (forecast)']);
  });

  it('skips a markdown rule, keeps cells written with their currency or as percentages', () => {
    expect(layoutSentences('| | 2023 | 2024 |\n|---|---|---|\n| Revenue | $2.4M | $1.9M |\n| Gross margin | 32% | 24% |')).toEqual([
      'Revenue 2023: $2.4M; 2024: $1.9M.',
      'Gross margin 2023: 32%; 2024: 24%.',
    ]);
  });

  it('turns a table with the years down its first column', () => {
    expect(layoutSentences('Année\tCA\tCharges\n2023\t1,2 M€\t0,8 M€\n2024\t0,9 M€\t1,1 M€')).toEqual(['CA 2023: 1,2 M€; 2024: 0,9 M€.', 'Charges 2023: 0,8 M€; 2024: 1,1 M€.']);
  });

  it('writes a two-column statement with the currency of its header', () => {
    expect(layoutSentences('Line | KES\nRevenue | 40,000,000\nCost of sales | 46,000,000')).toEqual(['Revenue: KES 40000000.', 'Cost of sales: KES 46000000.']);
    expect(layoutSentences('Poste | Montant\nLoyer | 1 200')).toEqual([]);
  });
});
