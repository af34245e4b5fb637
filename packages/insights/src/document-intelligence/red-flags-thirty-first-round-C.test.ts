/**
 * Readings of the thirty-first round, group C (figures: revenue against costs, revenue by year): a table's columns of
 * part of a year ('H1 2024') beside whole years are no header of years; one month's revenue named in a list of years
 * ('36 000 $ sur le seul mois de mars 2024', 'for the month of January 2025') is the month's, not a year's; a price set
 * after what is rented or sold ('device rental at $12 a month'), a figure given as a share of revenue ('soit 15 % du
 * chiffre d'affaires') and an average per merchant or per kiosk are none of them the company's revenue; 'contracted
 * revenue' is revenue under contract, no fall. Each in words of our own, with the near-miss that must keep (or not raise) the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('columns of half years beside whole years', () => {
  it("does not read 'H1 2025' as the year 2025 after 2024", () => {
    const text = (header: string, row: string) => `Performance (USD thousands)\n                 ${header}\nRevenue          ${row}\nCash at 30 June 2025: USD 900k.`;
    expect(flags(text('2023     2024     H1 2024     H1 2025', '2,100    2,600    1,150       1,400'), 'business_plan')).not.toContain('declining-revenue');
    expect(flags(text('2023     2024     2025', '2,100    2,600    2,300'), 'business_plan')).toContain('declining-revenue');
  });
});

describe("one month's revenue named in a list of years", () => {
  it("reads 'sur le seul mois de mars' as a month's figure, neither a fall nor a year's revenue", () => {
    const text = (revenue: string, costs: string) => `Traction\n- Revenus : ${revenue}\n- Charges d'exploitation mensuelles : ${costs}`;
    const listed = '180 000 $ en 2023, 300 000 $ en 2024, 38 000 $ sur le seul mois de mars 2025';
    expect(flags(text(listed, '32 000 $'))).not.toContain('declining-revenue');
    expect(flags(text(listed, '32 000 $'))).not.toContain('burn-above-revenue');
    expect(flags(text(listed, '45 000 $'))).toContain('burn-above-revenue');
    expect(flags(text('180 000 $ en 2023, 300 000 $ en 2024, 240 000 $ en 2025', '15 000 $'))).toContain('declining-revenue');
  });

  it("reads 'for the month of January' the same way in English", () => {
    const text = (third: string) => `Sales: €410k in 2023, €780k in 2024, ${third}.`;
    expect(flags(text('€52k for the month of January 2025'))).not.toContain('declining-revenue');
    expect(flags(text('€520k in 2025'))).toContain('declining-revenue');
  });
});

describe('figures that are not the company’s revenue', () => {
  it("does not take a rental price in a revenue line's bracket for the month's revenue", () => {
    const text = (costs: string) => `Financials\nRevenue 2024: $1,300,000 (subscriptions, device rental at $12 a month).\nTotal operating costs 2024: ${costs}.\nBorrowings: none.`;
    expect(flags(text('$1,100,000'), 'legal_docs')).not.toContain('burn-above-revenue');
    expect(flags(text('$1,600,000'), 'legal_docs')).toContain('burn-above-revenue');
  });

  it("does not take one client's amount, given as a share of revenue, for the revenue", () => {
    const text = (client: string) => `Clients\n${client}\n\nFinances\nCharges d'exploitation : 12 M FCFA par mois.`;
    expect(flags(text("Notre premier client, une chaîne de boulangeries, a payé 36 M FCFA en 2024, soit 15 % du chiffre d'affaires."))).not.toContain('burn-above-revenue');
    expect(flags(text("Chiffre d'affaires 2024 : 36 M FCFA, dont une chaîne de boulangeries pour une grande part."))).toContain('burn-above-revenue');
  });

  it('does not take an average per merchant or per kiosk for the revenue', () => {
    const text = (costs: string) => `Traction\n- Chiffre d'affaires : 300 000 $ en 2024\n- Revenu moyen par marchand : 8 $ par mois\n- Charges d'exploitation mensuelles : ${costs}`;
    expect(flags(text('20 000 $'))).not.toContain('burn-above-revenue');
    expect(flags(text('30 000 $'))).toContain('burn-above-revenue');
    const kiosks = (costs: string) => `Chiffre d'affaires moyen par kiosque : 14 M FBu en 2024, 19 M FBu en 2026.\nChiffre d'affaires 2024 : 640 M FBu.\nCharges d'exploitation : ${costs} par mois.`;
    expect(flags(kiosks('30 M FBu'), 'business_plan')).not.toContain('burn-above-revenue');
    expect(flags(kiosks('70 M FBu'), 'business_plan')).toContain('burn-above-revenue');
  });
});

describe("'contracted' before a revenue word", () => {
  it('reads the adjective as revenue under contract, the verb as a fall', () => {
    expect(flags(`Notes from the call.\nAlice: put it in the ARR line, we'll footnote "contracted revenue" for the pilots.`)).not.toContain('declining-revenue');
    expect(flags('Our revenue base of contracted customers is stable.')).not.toContain('declining-revenue');
    expect(flags('Notes from the call.\nAlice: the ARR line has contracted since March, two pilots ended.')).toContain('declining-revenue');
  });
});
