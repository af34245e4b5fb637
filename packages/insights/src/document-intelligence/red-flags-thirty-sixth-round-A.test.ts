/**
 * Readings of the thirty-sixth round, group A (customer concentration): the guide's 'named few' read from a table or
 * list of customers where no row alone reaches 30% of revenue but the two largest named rows together do; a customer
 * table under a caption of key accounts or a client portfolio with what they were invoiced; a row naming one party of
 * a kind ('Pharmacies Kalo', not 'Pharmacies'); and a party's contribution told in reported speech ('The CFO said that
 * X contributed ... and Y ...'). Each a general way of writing, in words of our own, with the near-miss that must not
 * raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

const customerTable = (first: string, second: string, others: string, total: string) =>
  `Revenue by customer, FY2025 (USD k)\n\n| Customer | Revenue |\n|---|---:|\n| Harbour Mills Ltd | ${first} |\n| Kestrel Mining Co | ${second} |\n| Other customers (60) | ${others} |\n| Total | ${total} |`;

describe('a named few: the two largest named rows of a customer table together', () => {
  it('reads two rows under 30% each that together bring 30% of the total or more', () => {
    expect(flags(customerTable('520', '480', '1,900', '2,900'))).toContain('customer-concentration');
  });

  it('does not read two rows that together stay under 30%', () => {
    expect(flags(customerTable('380', '300', '2,220', '2,900'))).not.toContain('customer-concentration');
  });

  it('does not add up a third row: three named rows of 12% each are no named few over 30%', () => {
    const text = "Sales by client 2025 (KES m)\n| Client | Sales |\n|---|---:|\n| Amani Foods | 12 |\n| Baraka Mills | 12 |\n| Chui Traders | 12 |\n| Other clients (40) | 64 |\n| Total | 100 |";
    expect(flags(text)).not.toContain('customer-concentration');
  });
});

describe('a caption of key accounts or of the client portfolio with what was invoiced', () => {
  it("reads 'Key accounts, 2025 invoicing' above rows aligned by spaces", () => {
    const text = 'Key accounts, 2025 invoicing (KES million)\nTana Dairies Ltd           21.0\nRift Valley Foods          14.0\n63 other buyers            65.0\nTotal                     100.0';
    expect(flags(text, 'pitch_deck')).toContain('customer-concentration');
  });

  it('does not read the same rows as what the key accounts owe', () => {
    const text = 'Key accounts, 2025 receivables (KES million)\nTana Dairies Ltd           21.0\nRift Valley Foods          14.0\n63 other buyers            65.0\nTotal                     100.0';
    expect(flags(text, 'pitch_deck')).not.toContain('customer-concentration');
  });

  it("reads 'Portefeuille clients ... (montants facturés)' with a header of the client column", () => {
    const text = "Portefeuille clients 2025 (montants facturés, en millions de FCFA)\n\nClient                     Facturé 2025\nSociété des Mines du Nord          900\nCimenterie de l'Est                700\nAutres (52 clients)              2 400\nTotal                            4 000";
    expect(flags(text)).toContain('customer-concentration');
    const spread = "Portefeuille clients 2025 (montants facturés, en millions de FCFA)\n\nClient                     Facturé 2025\nSociété des Mines du Nord          500\nCimenterie de l'Est                400\nAutres (52 clients)              3 100\nTotal                            4 000";
    expect(flags(spread)).not.toContain('customer-concentration');
  });
});

describe('a row that names one party of a kind', () => {
  const table = (label: string) => `Chiffre d'affaires 2025 par client (M FCFA)\n\n| Client | CA 2025 |\n|---|---:|\n| ${label} | 410 |\n| Boulangerie Awa | 60 |\n| Autres (90 clients) | 530 |`;

  it("reads 'Pharmacies Kalo' as one pharmacy chain", () => {
    expect(flags(table('Pharmacies Kalo'))).toContain('customer-concentration');
  });

  it("does not read 'Pharmacies' alone, a kind of customer", () => {
    expect(flags(table('Pharmacies'))).not.toContain('customer-concentration');
  });
});

describe("a party's contribution told in reported speech", () => {
  it("reads 'The CFO said that X contributed ... and Y ...' against the revenue stated before", () => {
    const text = 'Results. Revenue for 2025 was USD 4.0 million. The CFO said that Marula Grain Ltd contributed USD 0.7 million and Kopje Feeds USD 0.6 million in the year.';
    expect(flags(text)).toContain('customer-concentration');
  });

  it('does not read two small contributions', () => {
    const text = 'Results. Revenue for 2025 was USD 4.0 million. The CFO said that Marula Grain Ltd contributed USD 0.4 million and Kopje Feeds USD 0.3 million in the year.';
    expect(flags(text)).not.toContain('customer-concentration');
  });

  it('does not read what a party could contribute', () => {
    const text = 'Results. Revenue for 2025 was USD 4.0 million. The CFO said that Marula Grain Ltd could contribute USD 1.5 million next year.';
    expect(flags(text)).not.toContain('customer-concentration');
  });
});

describe('a table of what customers owe is no split of revenue', () => {
  const table = (caption: string) => `Revenue 2025: USD 2.0m.\n${caption}\n| Customer | Receivable |\n|---|---:|\n| Acme Ltd | 900 |\n| Others (20) | 300 |\n| Total | 1,200 |`;

  it("does not read 'Receivables by customer' rows as a customer's part of revenue", () => {
    expect(flags(table("Receivables by customer (USD k)"))).not.toContain('customer-concentration');
  });

  it("still reads the same rows under 'Revenue by customer'", () => {
    expect(flags(table("Revenue by customer (USD k)"))).toContain('customer-concentration');
  });
});
