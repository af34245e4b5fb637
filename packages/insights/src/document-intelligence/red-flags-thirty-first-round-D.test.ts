/**
 * Readings of the thirty-first round, group D (customer concentration, churn): a split of revenue by kind of customer,
 * sales to a kind of customer in the bare plural, and a share of what the company buys are no customer's share; a
 * revenue-by-customer table whose rows state their shares, and revenue said to be split as follows into parts, one of
 * which names a party; 'May' read as a month after a word that dates it; a base named by its label ('Clinics: started
 * March on 220'). Each a general way of writing, in words of our own, with the reading that must still raise (or not
 * raise) the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('shares that are no customer\'s', () => {
  it('reads a split by customer segment as many customers, and its largest single customer only', () => {
    expect(flags('Revenue by customer segment, 2024: independent pharmacies 62% (forty pharmacies, the largest 6%); hospital groups 38% (five groups).')).not.toContain('customer-concentration');
    expect(flags('Revenue by customer type: hospitals 70% (the largest single customer 44%); pharmacies 30%.')).toContain('customer-concentration');
  });

  it('reads sales to a bare-plural kind of customer as a channel', () => {
    expect(flags('Sales of cooking gas to retailers and households made up 74% of revenue; institutional contracts 26%.')).not.toContain('customer-concentration');
    expect(flags('Sales to our two largest retailers made up 61% of revenue.')).toContain('customer-concentration');
  });

  it('reads a share of purchases as a supplier, not a customer', () => {
    expect(flags('Procurement: 55% of input volume comes from Rift Valley Millers and two cooperatives; a late harvest would delay us.')).not.toContain('customer-concentration');
    expect(flags('Rift Valley Millers accounts for 55% of our revenue.')).toContain('customer-concentration');
  });
});

describe('a customer\'s share told by a table or a split', () => {
  it('reads the share a row of a revenue-by-customer table states', () => {
    // A caption, a blank line, then rows aligned by spaces, each with its amount and its share.
    const table = (first: string, rest: string) => `4. Chiffre d'affaires 2024 par client (M FCFA)\n\nCimenterie de Thiès SA (CDT)                     ${first}\nPetits entrepreneurs (120 clients)               35,0    32,4 %\nAutres (ventes au comptoir)                      ${rest}\nTotal                                           108,0   100,0 %\n\nLe contrat CDT court jusqu'en 2026.`;
    expect(flags(table('41,0    38,0 %', '32,0    29,6 %'))).toContain('customer-concentration');
    expect(flags(table('13,0    12,0 %', '60,0    55,6 %'))).not.toContain('customer-concentration');
  });

  it('reads revenue split as follows into parts, one naming a party', () => {
    const split = (first: string, many: string) => `Portefeuille clients 2024\n- CA 2024 : 2 000 k€, réparti ainsi :\n   • marché Port Autonome de Lomé (lot 2, reconduit jusqu'en 2026) : ${first} k€\n   • Mairie de Kara : 200 k€\n   • PME et artisans : ${many} k€\n   • particuliers : 200 k€\n- Objectif 2026 : élargir la clientèle privée.`;
    expect(flags(split('900', '700'))).toContain('customer-concentration');
    // The largest part is a kind of customer in the plural: many parties, not one.
    expect(flags(split('500', '1 100'))).not.toContain('customer-concentration');
  });
});

describe('churn counted over a month', () => {
  it("reads 'for May' as the month", () => {
    expect(flags('Subscriber movement for May: we opened with 800 shops, 52 cancelled, 30 new.')).toContain('high-churn');
    expect(flags('Subscriber movement for May: we opened with 800 shops, 20 cancelled, 30 new.')).not.toContain('high-churn');
  });

  it('reads a base named by its label, and those lost in the next sentence', () => {
    expect(flags('Clinics: started March on 220. 18 new, 16 cancelled.')).toContain('high-churn');
    expect(flags('Clinics: started March on 220. 18 new, 4 cancelled.')).not.toContain('high-churn');
  });
});
