/**
 * Readings of the thirty-second round, group C (customer concentration and non-recurring revenue): a fee the company
 * says it charges once ('fees we charge once, at go-live') inside a recurring figure; work said done in a single
 * session ('réalisée en une session unique', 'delivered in a single session') inside a recurring figure; a named
 * customer said to be a share of our revenue with a plain copula ('Acme Bank is now about two-fifths of our revenue');
 * a few customers' amounts said 'respectively', added up against the revenue stated. Each a general way of writing,
 * in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('a fee the company says it charges once, inside a recurring figure', () => {
  it("reads 'ARR includes the set-up charges we charge once' as one-off revenue in ARR", () => {
    expect(flags('Our ARR of $3.1m includes $0.4m of configuration and onboarding charges that we charge once, when a clinic goes live.')).toContain('non-recurring-revenue');
    expect(flags('ARR is subscriptions x 12, plus the configuration charges billed in the past year ($0.2m); those charges are charged once per site at launch.')).toContain('non-recurring-revenue');
  });

  it('leaves a charge made once a month, or one said to be outside ARR', () => {
    expect(flags('Our ARR of $3.1m is the licence we charge once a month to each clinic, times twelve.')).not.toContain('non-recurring-revenue');
    expect(flags('Our ARR of $3.1m excludes the configuration charges that we charge once, when a clinic goes live.')).not.toContain('non-recurring-revenue');
  });
});

describe('work said done in a single session, inside a recurring figure', () => {
  it("reads 'dont X au titre d'un atelier réalisé en une session unique' in recurring revenue", () => {
    expect(flags("Revenus récurrents 2024 : 88 M FCFA, dont 12 M FCFA pour un atelier de coaching des agents de la mairie, réalisé en une session unique en mars.")).toContain('non-recurring-revenue');
    expect(flags('Recurring revenue for 2024: $910k, of which $150k for a audit of the city water board delivered in a single session in May.')).toContain('non-recurring-revenue');
  });

  it('leaves a single session that is no part of the recurring figure', () => {
    expect(flags("Revenus récurrents 2024 : 88 M FCFA. L'équipe a suivi un atelier de coaching, réalisé en une session unique en mars.")).not.toContain('non-recurring-revenue');
  });
});

describe('a named customer said to be a share of our revenue with a plain copula', () => {
  it("reads 'Acme Bank is now about two-fifths of our revenue' as a concentration", () => {
    expect(flags('Numbers\n- Sales: H1 KES 30.2m.\n- Kijani Microfinance is now about two-fifths of our revenue this year.')).toContain('customer-concentration');
    expect(flags('Umoja Telecom remains 45% of our sales.')).toContain('customer-concentration');
    expect(flags('Banque Sahel Crédit est désormais environ 40 % de notre chiffre d\'affaires.')).toContain('customer-concentration');
  });

  it('leaves a small share, a segment or a cost said the same way', () => {
    expect(flags('Kijani Microfinance is now about a tenth of our revenue this year.')).not.toContain('customer-concentration');
    expect(flags('Retail is now about two-fifths of our revenue this year.')).not.toContain('customer-concentration');
    expect(flags('Payroll is now about two-fifths of our revenue this year.')).not.toContain('customer-concentration');
  });
});

describe("a few customers' amounts said 'respectively', against the revenue stated", () => {
  it("adds 'les deux premiers clients ... respectivement A et B' against the revenue of the year", () => {
    const revenue = "Le chiffre d'affaires de l'exercice atteint 960 M FCFA (2023 : 800 M FCFA).";
    expect(flags(`${revenue}\nNos deux plus gros clients, une brasserie et un cimentier, ont représenté respectivement 210 M FCFA et 170 M FCFA du chiffre d'affaires (2023 : 150 M FCFA et 120 M FCFA).`, 'financial_statements')).toContain('customer-concentration');
    expect(flags('Revenue for the year was $5.0m.\nOur two largest customers, a brewer and a cement plant, contributed $1.1m and $0.9m respectively.', 'financial_statements')).toContain('customer-concentration');
  });

  it('leaves small amounts, and amounts that are no customers', () => {
    const revenue = "Le chiffre d'affaires de l'exercice atteint 960 M FCFA (2023 : 800 M FCFA).";
    expect(flags(`${revenue}\nNos deux plus gros clients, une brasserie et un cimentier, ont représenté respectivement 110 M FCFA et 90 M FCFA du chiffre d'affaires.`, 'financial_statements')).not.toContain('customer-concentration');
    expect(flags('Revenue for the year was $5.0m.\nOur two largest suppliers, a brewer and a cement plant, were paid $1.1m and $0.9m respectively.', 'financial_statements')).not.toContain('customer-concentration');
  });
});

describe("a contract's amount out of the company's total, in one sentence", () => {
  it("reads 'X invoiced under that contract, out of total sales of Y' as the counterparty's share", () => {
    expect(flags('Security: assignment of receivables under the haulage contract with Lindi Cement Ltd. The 2024 accounts show USD 3.2m invoiced under that contract, out of total sales of USD 5.0m.', 'legal_docs')).toContain('customer-concentration');
    expect(flags("Garantie : nantissement des créances du contrat de maintenance signé avec la Société des Eaux. Les comptes 2024 font ressortir 420 M FCFA facturés au titre de ce contrat, sur un chiffre d'affaires total de 900 M FCFA.", 'legal_docs')).toContain('customer-concentration');
  });

  it('leaves a small part, and a value over several years', () => {
    expect(flags('The 2024 accounts show USD 0.8m invoiced under that contract, out of total sales of USD 5.0m.', 'legal_docs')).not.toContain('customer-concentration');
    expect(flags('The accounts show USD 3.2m invoiced under that contract over three years, out of total sales of USD 5.0m.', 'legal_docs')).not.toContain('customer-concentration');
  });
});
