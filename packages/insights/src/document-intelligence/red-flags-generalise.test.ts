/**
 * The general readers added in the third generalisation round (decision 0036), one sentence or block each: the month May is not the modal 'may',
 * amounts per week and for last month, a statement written line by line under its currency caption, a list
 * led by a heading that names a year, and wider wording for each class said indirectly.
 */
import type { DocumentType } from '@baobab/contracts/enums';
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { namedPeriodMonthly } from './money';
import { sentenceFacts } from './sentence-facts';

const flags = (text: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe('general readers of the third generalisation round', () => {
  it('reads the month May as a month and the verb may as a hedge', () => {
    expect(sentenceFacts('We missed three instalments between March and May.')[0]?.lower).toContain('and mai');
    expect(sentenceFacts('The lender May be repaid. May we add one thing.').map((s) => s.lower)).toEqual(['the lender may be repaid.', 'may we add one thing.']);
    expect(flags('We missed three instalments on our loan between March and May.', 'legal_docs')).toContain('debt-distress');
    expect(flags('We may miss instalments on our loan.', 'legal_docs')).not.toContain('debt-distress');
  });

  it('reads a weekly amount and last month\'s amount as a month\'s', () => {
    const amount = { amount: 30000, currency: 'USD' as const, period: null, text: '$30,000' };
    expect(namedPeriodMonthly({ amount, text: '$30,000', sentence: 'We spend $30,000 a week.' })).toBeCloseTo(130000);
    expect(namedPeriodMonthly({ amount, text: '$30,000', sentence: 'Revenue last month was $30,000.' })).toBe(30000);
    expect(namedPeriodMonthly({ amount, text: '$30,000', sentence: 'Revenue last month was $30,000, against $45,000 a year ago.' })).toBeNull();
    expect(flags('Cash in bank: $420,000.\nWe spend roughly $30,000 a week.\nRevenue is $60,000 a month.')).toEqual(expect.arrayContaining(['short-runway', 'burn-above-revenue']));
  });

  it('reads a statement written line by line under a caption naming its currency', () => {
    const statement = 'Income statement 2024 (USD)\nRevenue 2,150,000\nCost of goods sold 2,480,000\nOperating expenses 640,000';
    expect(flags(statement, 'financial_statements')).toEqual(expect.arrayContaining(['gross-margin', 'burn-above-revenue']));
    expect(flags(statement, 'financial_statements')).not.toContain('missing-financials');
    expect(flags('Income statement 2024 (USD)\nRevenue 2,150,000\nOperating expenses 1,640,000', 'financial_statements')).toEqual([]);
  });

  it('reads a list led by a heading that names a year, and revenue lists led by an adjective', () => {
    expect(flags('Top customers by share of 2024 revenue\n  • Vodacom: 46%\n  • Airtel: 12%\nRevenue 2024: $3.1M.')).toContain('customer-concentration');
    expect(flags('Annual revenue:\n- 2022: $1.9M\n- 2023: $1.6M\nCosts: $1.2M a year.')).toContain('declining-revenue');
    expect(flags("Évolution du chiffre d'affaires :\n- 2023 : 2,4 M€\n- 2024 : 1,9 M€\nCharges annuelles : 1,6 M€.")).toContain('declining-revenue');
    expect(flags('Annual revenue:\n- 2022: $1.4M\n- 2023: $1.6M\nCosts: $1.2M a year.')).not.toContain('declining-revenue');
  });

  it('reads classes said indirectly, and leaves them when denied', () => {
    expect(flags('Three quarters of our turnover is earned on the Ministry of Health contract. Turnover: $900,000; costs: $780,000.')).toContain('customer-concentration');
    expect(flags('The overdraft has been overdue since August.', 'legal_docs')).toContain('debt-distress');
    expect(flags('The overdraft is not overdue.', 'legal_docs')).not.toContain('debt-distress');
    expect(flags('Our first CTO left in 2022 and still holds 12% of the company.', 'legal_docs')).toContain('dead-equity');
    expect(flags('The labour claim brought by two former drivers is still before the court.', 'legal_docs')).toContain('litigation');
    expect(flags('No claim is before the court.', 'legal_docs')).not.toContain('litigation');
    expect(flags('Shareholding:\n- Founders (two): 31%\n- Angels: 69%\nRevenue: $400k a year.')).toContain('low-founder-ownership');
    expect(flags("Répartition du capital :\n- Fondateurs : 45 %\n- Fonds Amethis : 55 %\nChiffre d'affaires : 400 k€ par an.")).toContain('investor-control');
    expect(flags('At the current pace the bank balance covers about eleven weeks of payroll.\nRevenue: $40k a month; costs: $52k a month.')).toContain('short-runway');
    expect(flags('Of the 1,200 households that subscribed in January 2024, 430 were still paying in January 2025. Revenue: $31,000 a month.')).toContain('high-churn');
  });

  it('reads the check batch\'s wording: money left, quarters, a regulator yet to approve, denials after the verb', () => {
    expect(flags('We raised $1.5M in 2023 and have $260k left.\nNet monthly burn: $95k; revenue: $18k a month.')).toContain('short-runway');
    expect(flags('We raised $1.5M in 2023 and have $2.6M left.\nNet monthly burn: $95k; revenue: $18k a month.')).not.toContain('short-runway');
    expect(flags('Quarterly revenue\n- Q1 2024: $410k\n- Q2 2024: $380k\nQuarterly costs are about $250k.')).toContain('declining-revenue');
    expect(flags('Quarterly revenue\n- Q1 2024: $310k\n- Q2 2024: $380k\nQuarterly costs are about $250k.')).not.toContain('declining-revenue');
    expect(flags('The insurance regulator has not yet approved the product.', 'legal_docs')).toContain('pending-licence');
    expect(flags('The data commissioner imposed a penalty of $12,000 on the company.', 'legal_docs')).toContain('regulatory');
    expect(flags("Notre directrice générale ne quittera pas l'entreprise.", 'legal_docs')).not.toContain('founder-departure');
    expect(flags("Notre directrice générale quittera l'entreprise en juin.", 'legal_docs')).toContain('founder-departure');
    expect(flags('Aucune autre entreprise ne propose ce service au Sénégal.', 'legal_docs')).toContain('no-competition');
    expect(flags("Le plan prévoit de multiplier le chiffre d'affaires par huit en 2025.", 'legal_docs')).toContain('unrealistic-growth');
    expect(flags('La société accuse un retard de quatre mois sur le remboursement de son prêt.', 'legal_docs')).toContain('debt-distress');
    expect(flags("La table de capitalisation n'a pas été mise à jour depuis la conversion.", 'legal_docs')).toContain('cap-table-complexity');
  });

  it('compares burn with the revenue stated for a month before an annual run rate', () => {
    expect(flags('ARR: $960k, including a $300k one-off project.\nMonthly burn: $70k.\nMonthly revenue: $55k.')).toContain('burn-above-revenue');
    expect(flags('Schools subscribe at $60 a month; ARR of $230k.\nMonthly burn of $18k.')).not.toContain('burn-above-revenue');
  });
});
