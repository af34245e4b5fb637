/**
 * Readings of the twenty-seventh round (decision 0036): a ratio of the money taken in ('two out of every three
 * leones') as a share of revenue, a competitor named as the reader's or passed on as news in a chat, the rest of a
 * customer base that stopped paying, those of a base said to be so still ('l'étaient encore'), a line labelled a year's
 * projection, a cap table's row whose class names its series ('5,200,000 Series A Preferred'), accounts that were
 * subject to no audit, and a covenant's ratio given later as 'ce ratio'. Each a general way of writing, in words of our own, with the near-miss that must still raise (or
 * not raise) its flag.
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

describe('customers who stopped paying', () => {
  it('reads the rest of a counted customer base that stopped paying as churn, not a default', () => {
    expect(flags('Of the 900 households connected in 2024, 540 still pay. The rest stopped paying or returned the panel.')).not.toContain('debt-distress');
    expect(flags('Sur les 1 200 ménages équipés, 700 paient encore. Les autres ont cessé de payer.')).not.toContain('debt-distress');
  });

  it('still reads the company that stopped paying its lender', () => {
    expect(flags('Since March we have stopped paying the instalments on the equipment loan.')).toContain('debt-distress');
    expect(flags('Depuis avril, la société a cessé de payer les échéances de son crédit bancaire.')).toContain('debt-distress');
  });
});

describe("a line labelled a year's projection", () => {
  it('sets it against the revenue reported for the year before', () => {
    expect(flags("Chiffre d'affaires 2024 : 220 M FCFA.\nProjection 2025 : 1,1 Md FCFA, avec l'ouverture de deux agences.")).toContain('unrealistic-growth');
  });

  it('leaves a modest projection, and projections named in a sentence, alone', () => {
    expect(flags("Chiffre d'affaires 2024 : 220 M FCFA.\nProjection 2025 : 400 M FCFA, avec l'ouverture de deux agences.")).not.toContain('unrealistic-growth');
  });
});

describe('those of a base said to be so still', () => {
  it('reads the customers kept against the base named before them', () => {
    expect(flags('Sur les 1 500 abonnés actifs au 1er janvier 2024, 690 l\'étaient encore au 31 décembre 2024.')).toContain('high-churn');
  });

  it('leaves a base mostly kept alone', () => {
    expect(flags('Sur les 1 500 abonnés actifs au 1er janvier 2024, 1 180 l\'étaient encore au 31 décembre 2024.')).not.toContain('high-churn');
  });
});

describe("a cap table's rows whose class names its series", () => {
  const table = (lead: string) => [
    'Capitalisation after closing (fully diluted):',
    `  Baobab Ventures II LP ......... ${lead} Series A Preferred`,
    '  Zawadi Mrema (co-founder, CEO) ...... 1,700,000 Ordinary',
    '  Juma Ally (co-founder, CTO) ...... 1,300,000 Ordinary',
    '  Angels ...... 600,000 Ordinary',
    '  ESOP ...... 1,000,000 Ordinary',
  ].join('\n');

  it('reads the series holder against the whole', () => {
    // 5,400,000 of 10,000,000: 54 %, the founders 30 %.
    expect(flags(table('5,400,000'), 'legal_docs')).toEqual(expect.arrayContaining(['investor-control', 'low-founder-ownership']));
  });

  it('leaves an investor under half alone', () => {
    // 2,400,000 of 7,000,000: 34 %, the founders 43 %.
    expect(flags(table('2,400,000'), 'legal_docs')).not.toContain('investor-control');
  });
});

describe('accounts subject to no audit', () => {
  it('reads them as unaudited, in French and English', () => {
    expect(flags("Faute de commissaire aux comptes en fonction, les comptes 2024 n'ont fait l'objet d'aucun audit.")).toContain('audit-opinion');
    expect(flags('The 2024 accounts have not been subject to any audit.', 'financial_statements')).toContain('audit-opinion');
  });

  it('leaves audited accounts alone', () => {
    expect(flags("Les comptes 2024 ont fait l'objet d'un audit par le commissaire aux comptes, qui les a certifiés sans réserve.", 'financial_statements')).not.toContain('audit-opinion');
  });
});

describe("a covenant's ratio given later as 'this ratio'", () => {
  const notes = (ratio: string) => `Le crédit de 600 M FCFA accordé par la banque impose de maintenir le ratio dette financière nette / EBE en dessous de 2,5.\nAu 31 décembre 2024, ce ratio s'établit à ${ratio}.`;

  it('compares it with the limit the covenant set', () => {
    expect(flags(notes('3,1'), 'financial_statements')).toContain('debt-distress');
  });

  it('leaves a ratio within the limit alone', () => {
    expect(flags(notes('1,9'), 'financial_statements')).not.toContain('debt-distress');
  });
});
