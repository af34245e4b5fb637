/**
 * Readings of the twenty-seventh round (decision 0036): a ratio of the money taken in ('two out of every three
 * leones') as a share of revenue, and a competitor named as the reader's or passed on as news in a chat. Each a general
 * way of writing, in words of our own, with the near-miss that must still raise (or not raise) its flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('a ratio of the money taken in', () => {
  it('reads one party bringing most of every unit of currency as concentration', () => {
    expect(flags('About three out of every four cedis we take come from a single cocoa buyer in Kumasi.')).toContain('customer-concentration');
    expect(flags('Aujourd\'hui, deux francs sur trois viennent d\'un seul client, une brasserie de Douala.')).toContain('customer-concentration');
  });

  it('leaves a small ratio, or one spread over many customers, alone', () => {
    expect(flags('One out of every ten cedis we take comes from a single cocoa buyer in Kumasi.')).not.toContain('customer-concentration');
  });
});

describe("another company's news", () => {
  it("raises nothing for the reader's rival fined or sued", () => {
    expect(flags('Q: TransKobo, your closest rival, was fined by the central bank last month.\nA: Yes, and it shows why we waited for our licence.')).not.toContain('regulatory');
    expect(flags('Votre principal concurrent est poursuivi devant le tribunal de commerce de Lomé.')).not.toContain('litigation');
  });

  it('raises nothing for news passed on in a chat, and still reads the company\'s own', () => {
    expect(flags('[10:02] Awa: vous avez vu ? la BCEAO a suspendu KoriPay pour six mois\n[10:03] Issa: oui, dur pour eux')).not.toContain('regulatory');
    expect(flags('[10:02] Awa: did you see the letter? we missed the March repayment on the bank loan')).toContain('debt-distress');
  });
});
