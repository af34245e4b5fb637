/**
 * The readers changed in the seventeenth round for words: a scan's words spelled with digits, revenue and cost figures
 * under a unit said in words or a revenue heading, a doubt on continuity said in the present, tax left unpaid, a change
 * of the rules whose effect is unknown, a question that is not a claim, shares told as history or set against a dated
 * past figure, a French exclusion from recurring revenue, a plan's figures grouped with spaces, a loss per order written
 * with its minus sign. Short texts in words other than the development set's, each with a near-miss that must stay clean.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { ocrWordsRepaired } from './ocr-words';
import { sentenceFacts } from './sentence-facts';
import { contradictedUnitFigures } from './unit-contradictions';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType) => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);
const has = (text: string, id: string, type: DocumentType = 'pitch_deck') => flags(text, type).includes(id);

describe("a scan's words spelled with 0 for o and 1 for l", () => {
  it('reads a modified opinion and a continuity doubt through the misread letters', () => {
    expect(has("REP0RT 0F THE INDEPENDENT AUDIT0R - Qua1ified 0pini0n\nRevenue for the year: GHS 12.4m.", 'audit-opinion', 'financial_statements')).toBe(true);
    expect(has("Rapp0rt du c0mmissaire aux c0mptes. lncertitude significative sur la c0ntinuit\u00E9 d'exp1oitati0n.\nChiffre d'affaires : 800 M FCFA.", 'going-concern', 'financial_statements')).toBe(true);
  });

  it('lets pass an unmodified opinion scanned the same way', () => {
    expect(has("Rep0rt of the independent audit0r: unqua1ified 0pini0n.\nRevenue for the year: GHS 12.4m.", 'audit-opinion', 'financial_statements')).toBe(false);
  });

  it('leaves figures, periods, amounts and ordinals as written', () => {
    expect(ocrWordsRepaired('usd1m in q1 2025, le 1er mars, 10k users, fy1 and 210 m')).toBe('usd1m in q1 2025, le 1er mars, 10k users, fy1 and 210 m');
    expect(ocrWordsRepaired("tota1 revenue and sa1es")).toBe('total revenue and sales');
  });
});

describe('revenue and cost figures the missing-financials rule did not see', () => {
  it('reads a unit said in words in a statement caption, over rows of figures', () => {
    expect(has("ETAT DES VENTES PAR PRODUIT (exercice 2025, en millions de FCFA)\n\nProduit\t2025\t2024\nHuile\t310\t280\nSavon\t95\t90", 'missing-financials', 'financial_statements')).toBe(false);
    expect(has('Sales by region - in thousands of USD\nNairobi sales 4,100\nMombasa sales 1,900', 'missing-financials', 'financial_statements')).toBe(false);
  });

  it("reads a column head 'CA (M XOF)' over a year table", () => {
    expect(has("Plan 2026-2028\n| Exercice | CA (M XOF) |\n| 2025 | 210 |\n| 2026 | 380 |", 'missing-financials', 'business_plan')).toBe(false);
  });

  it('reads a revenue heading followed by a year and an amount in any currency sign', () => {
    expect(has('4.1 Sales outlook\nFY2025 (actual): K3.2m from two depots.\nFY2026: K5m', 'missing-financials', 'business_plan')).toBe(false);
  });

  it('reads rent paid as a cost figure', () => {
    expect(has("Les loyers pay\u00E9s au bailleur s'\u00E9l\u00E8vent \u00E0 42 M FCFA pour l'exercice.", 'missing-financials', 'financial_statements')).toBe(false);
  });

  it('still flags a text with no figure of money at all', () => {
    expect(has("4.1 Sales outlook\nWe will open two depots next year.", 'missing-financials', 'business_plan')).toBe(true);
    expect(has("Plan (en millions de FCFA)\nNous louons deux entrep\u00F4ts \u00E0 Lom\u00E9.", 'missing-financials', 'business_plan')).toBe(true);
  });
});

describe('a doubt on continuity, tax unpaid and a change of the rules', () => {
  it("reads 'la continuité d'exploitation n'est pas assurée' as a doubt, not 'n'est pas menacée'", () => {
    expect(has("Sans nouvel apport, le g\u00E9rant consid\u00E8re que la continuit\u00E9 d'exploitation de l'entreprise n'est pas assur\u00E9e.", 'going-concern', 'legal_docs')).toBe(true);
    expect(has("Le g\u00E9rant consid\u00E8re que la continuit\u00E9 d'exploitation de l'entreprise n'est pas menac\u00E9e.", 'going-concern', 'legal_docs')).toBe(false);
  });

  it('reads tax named at length before it remains unpaid, not a refund owed to the company', () => {
    expect(has('Revenue: KES 40m. Accruals include KES 2.1m of withholding tax owed to the revenue authority for 2024, which remains unpaid.', 'debt-distress', 'financial_statements')).toBe(true);
    expect(has('Revenue: KES 40m. Receivables include KES 2.1m of VAT refunds claimed from the revenue authority for 2024, which remains unpaid.', 'debt-distress', 'financial_statements')).toBe(false);
  });

  it('reads a change of the rules whose effect is not known yet', () => {
    expect(has('Revenue 2025: KES 90m. The energy regulator is set to amend the tariff caps for mini-grids next year, and we do not yet know how the new caps will change our pricing.', 'regulatory')).toBe(true);
    expect(has("CA 2025 : 90 M FCFA. Le minist\u00E8re va r\u00E9viser les tarifs plafonds en 2027 ; nous ne savons pas encore comment cela touchera nos marges.", 'regulatory')).toBe(true);
  });

  it("lets pass a known effect, and the company's own rules", () => {
    expect(has('Revenue 2025: KES 90m. The energy regulator is set to amend the tariff caps next year; our prices already sit below the new caps.', 'regulatory')).toBe(false);
    expect(has('Revenue 2025: KES 90m. We will revise our pricing rules next quarter, and we cannot yet say how customers will react.', 'regulatory')).toBe(false);
  });
});

describe('a question that is not a claim of no competition', () => {
  it('leaves out a question asked of the founder', () => {
    expect(has('"So you really have no competitors?" Investors ask us every week. We do: three agent networks. Revenue 2025: KES 90m.', 'no-competition')).toBe(false);
  });

  it('still reads the claim that answers a question', () => {
    expect(has('Why do distributors pick us? We have no competitors in the region. Revenue 2025: KES 90m.', 'no-competition')).toBe(true);
  });
});

describe('a customer share that is history, or set against a dated past figure', () => {
  it('passes over a share told of an earlier year than the one reported', () => {
    expect(has('FY2025 revenue: KES 90m (FY2024: KES 70m). In 2022, our largest customer alone was 55% of our sales.', 'customer-concentration')).toBe(false);
  });

  it('keeps a share of the reported year, or one said to hold still', () => {
    expect(has('FY2025 revenue: KES 90m (FY2024: KES 70m). In 2025, our largest customer alone was 55% of our sales.', 'customer-concentration')).toBe(true);
    expect(has('FY2025 revenue: KES 90m. In 2022 our largest customer alone was 55% of our sales, and it still is.', 'customer-concentration')).toBe(true);
  });

  it("reads the undated share as today's against 'contre 33 % en 2024'", () => {
    expect(has('Revenue 2025: KES 90m. Our largest customer accounts for 24% of revenue, against 35% in 2023.', 'customer-concentration')).toBe(false);
    expect(has("CA 2025 : 90 M FCFA. Le premier client repr\u00E9sente 41 % du CA, contre 22 % en 2023.", 'customer-concentration')).toBe(true);
  });

  it("reads a list's share only with the customer it belongs to", () => {
    expect(has('Plan summary\n- Problem: 70% of cassava is sold at the farm gate, at the lowest prices.\n- Solution: cold storage that traders can rent by the crate.\n- Competition: two NGO-run stores in Kumasi.\n- Milestones: 400 traders by June.', 'customer-concentration', 'business_plan')).toBe(false);
    expect(has('Plan summary\n- Customers: the county government brings 45% of revenue.\n- Solution: cold storage that traders can rent by the crate.\n- Milestones: 400 traders by June.', 'customer-concentration', 'business_plan')).toBe(true);
    expect(has('Revenue by customer\n- County government: 45%\n- Hospital chain: 20%\n- Others: 35%', 'customer-concentration', 'business_plan')).toBe(true);
  });
});

describe('one-off revenue excluded in French, and a plan grouped with spaces', () => {
  it("reads 'ne sont pas comptés dans l'ARR' as an exclusion", () => {
    expect(has("CA 2025 : 900 M FCFA. Les frais d'installation, ponctuels, ne sont pas compt\u00E9s dans l'ARR de 600 M FCFA.", 'non-recurring-revenue', 'business_plan')).toBe(false);
    expect(has("CA 2025 : 900 M FCFA. Notre ARR de 600 M FCFA comprend les frais d'installation ponctuels.", 'non-recurring-revenue', 'business_plan')).toBe(true);
  });

  it("reads '850 000 €' whole and a section's number as no value", () => {
    expect(has("Section 4 \u00AB Projections \u00BB : CA 2025 (r\u00E9el) 200 000 \u20AC \u00B7 CA 2026 500 000 \u20AC \u00B7 CA 2027 1,1 M\u20AC \u00B7 CA 2028 2,3 M\u20AC", 'unrealistic-growth', 'business_plan')).toBe(false);
    expect(has("Section 4 \u00AB Projections \u00BB : CA 2025 (r\u00E9el) 100 000 \u20AC \u00B7 CA 2026 900 000 \u20AC \u00B7 CA 2027 1,1 M\u20AC", 'unrealistic-growth', 'business_plan')).toBe(true);
  });
});

describe('a contribution per order written with its minus sign', () => {
  const waterfall = (stated: string) => sentenceFacts(`Average order value   GHS 60.00\nIngredients   GHS 41.00\nPackaging   GHS 4.00\nRider   GHS 17.00\nContribution per order   ${stated}`);
  it('reads the stated loss as the loss the lines imply', () => {
    expect(contradictedUnitFigures(waterfall('\u2212GHS 2.00'))).toBeNull();
  });

  it('still reads a profit the lines do not allow', () => {
    expect(contradictedUnitFigures(waterfall('GHS 2.00'))?.ruleId).toBe('unit-economics');
  });
});
