/**
 * Readings of the thirty-fourth round, group D (burn above revenue, short runway): a business paid by commission or
 * subscription writes its revenue as what it collected ('Commissions de juin encaissées', 'commissions du mois',
 * 'cash in') and a month's gross outgoings as 'Sorties du mois' or 'cash out', which are its costs (collected-words.ts,
 * read by the figures reader and the month-close reader); a chat line opened by the month 'May' before the figure it
 * dates ('May net burn 3.9m') is the month, not the modal; and a chat's 'Soldes au ...' and 'balance this morning', and a
 * Belgian statement's 'valeurs disponibles', are the cash held. Each a general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('revenue written as the commissions collected', () => {
  it("compares a weekly net burn with 'Commissions de juin encaissées'", () => {
    const chat = (burn: string) => `[08:02] Awa : Trésorerie ce matin : 61 M FCFA.\n[08:03] Awa : Commissions de juin encaissées : 7,4 M.\n[08:05] Awa : En net on brûle environ ${burn} par semaine.`;
    expect(flags(chat('3 M'))).toContain('burn-above-revenue');
    expect(flags(chat('1 M'))).not.toContain('burn-above-revenue');
  });

  it("compares the month's charges with 'commissions du mois'", () => {
    expect(flags('Mars 2025 : charges du mois 64 M Ar ; commissions du mois 19 M Ar.')).toContain('burn-above-revenue');
    expect(flags('Mars 2025 : charges du mois 14 M Ar ; commissions du mois 19 M Ar.')).not.toContain('burn-above-revenue');
  });
});

describe("a month's 'cash out' and 'cash in'", () => {
  it("reads 'June cash out 3.8m ... cash in 1.1m' as costs above revenue, and the runway they leave", () => {
    const note = (out: string) => `Finance update\nBank at 30 June: ETB 9.2m.\nJune cash out ${out}: salaries 2.1m, rent 0.5m. Cash in 1.1m.`;
    expect(flags(note('3.8m'))).toEqual(expect.arrayContaining(['burn-above-revenue', 'short-runway']));
    expect(flags(note('0.9m'))).not.toContain('burn-above-revenue');
  });
});

describe("French chat: 'Sorties du mois' against the commissions collected, and 'Soldes au'", () => {
  const chat = (out: string) => `12/05/2025 19:02 - Hery: Soldes au 30/04 : BOA 84 M Ar + MVola 9 M Ar.\n12/05/2025 19:04 - Hery: Sorties du mois : ${out} M Ar (salaires, loyer, SMS). Commissions encaissées : 10 M Ar.`;
  it('raises costs above revenue and a short runway', () => {
    expect(flags(chat('36'))).toEqual(expect.arrayContaining(['burn-above-revenue', 'short-runway']));
  });
  it('raises neither when the outgoings are below the commissions', () => {
    expect(flags(chat('8'))).not.toContain('burn-above-revenue');
    expect(flags(chat('8'))).not.toContain('short-runway');
  });
});

describe("a chat line opened by the month 'May'", () => {
  const chat = (revenue: string) => `[02/06/2025, 08:10] Amina (CFO): Balance this morning KES 14.2m\n[02/06/2025, 08:11] Amina (CFO): May net burn 3.9m\n[02/06/2025, 08:12] Amina (CFO): May revenue was ${revenue}`;
  it("reads 'May net burn' and 'May revenue was' as May's figures, and 'balance this morning' as the cash", () => {
    expect(flags(chat('2.2m'))).toEqual(expect.arrayContaining(['burn-above-revenue', 'short-runway']));
    expect(flags(chat('5.6m'))).not.toContain('burn-above-revenue');
  });
  it("keeps the modal 'May' a supposition", () => {
    expect(flags('[02/06/2025, 08:11] Amina (CFO): Balance this morning KES 14.2m. May we raise the price next month? Revenue could fall to 1m.')).not.toContain('burn-above-revenue');
  });
});

describe("a Belgian statement's 'valeurs disponibles'", () => {
  const note = (cash: string) => `Note 14 de l'annexe. Au 30 juin 2025, les valeurs disponibles s'élèvent à ${cash} k€. La consommation nette de trésorerie a atteint en moyenne 30 k€ par mois sur le semestre.`;
  it('reads them as the cash held, over the monthly burn', () => {
    expect(flags(note('140'), 'financial_statements')).toContain('short-runway');
    expect(flags(note('400'), 'financial_statements')).not.toContain('short-runway');
  });
});
