import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { englishOf } from '@baobab/contracts/i18n/message-english';

const flag = (text: string, id: string, type: 'pitch_deck' | 'financial_statements' = 'financial_statements') => analyzeDocument(text, type).riskFlags.find((f) => f.ruleId === id);

describe('costs against revenue when no period is named', () => {
  it('compares figures side by side in one sentence as one period, and names both in the flag', () => {
    const burn = flag('Revenue for the year was $1.1 million and operating expenses were $2.3 million.', 'burn-above-revenue');
    expect(englishOf(burn!.title)).toContain('$2,300,000');
    expect(burn?.evidence).toContain('operating expenses');
    expect(flag("Chiffre d'affaires de 6 millions MAD pour des charges d'exploitation de 9 millions MAD.", 'burn-above-revenue')).toBeDefined();
  });

  it("takes the sentence's largest revenue figure, not a prior year's in brackets, and leaves unit figures alone", () => {
    expect(flag('Revenue of $4.2 million (2023: $3.6 million); operating expenses of $3.9 million.', 'burn-above-revenue')).toBeUndefined();
    expect(flag('Revenue per delivery of EGP 38 against a cost per delivery of EGP 44.', 'burn-above-revenue')).toBeUndefined();
  });

  it("reads a statement's lines under one caption as one period, cost of sales above revenue as a gross loss", () => {
    const text = 'Statement of profit or loss for the year\nLine | KES\nRevenue | 40,000,000\nCost of sales | 46,000,000';
    expect(englishOf(flag(text, 'gross-margin')!.title)).toContain('46,000,000');
    expect(flag(text, 'burn-above-revenue')).toBeDefined();
    expect(flag(text, 'missing-financials')).toBeUndefined();
  });

  it('does not compare across lines when a revenue figure names its period', () => {
    expect(flag('Monthly revenue: $50,000\nCost of goods sold: $70,000', 'gross-margin', 'pitch_deck')).toBeUndefined();
  });

  it('does not count premiums written as revenue', () => {
    expect(flag('Premiums written of KES 310 million in 2024; revenue of KES 46 million.\nOperating costs of KES 52 million for the year.', 'burn-above-revenue', 'pitch_deck')).toBeDefined();
  });
});

describe('costs against revenue of the same year, on separate lines', () => {
  it('flags cost of sales above the revenue dated the same year', () => {
    expect(flag('Revenue 2024: KES 60 million.\nCost of goods sold 2024: KES 66 million.', 'gross-margin')).toBeDefined();
  });

  it("compares with the year's largest revenue figure, not a smaller income dated the same year", () => {
    const text = "Note 14. La subvention d'exploitation de 120 k TND reçue en 2023 est comptabilisée en autres produits ; elle n'est pas incluse dans le chiffre d'affaires.\nChiffre d'affaires 2023 : 4 600 k TND.\nCoût des ventes 2023 : 2 392 k TND.";
    expect(flag(text, 'gross-margin')).toBeUndefined();
  });
});
