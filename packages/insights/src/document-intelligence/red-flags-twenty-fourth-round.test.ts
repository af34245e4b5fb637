/**
 * The twenty-fourth round's readings through the whole reader (decision 0036, amendment of 2026-12-03): each
 * reading's own unit tests sit beside its module; these check that the flags come out of analyzeDocument.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const flags = (text: string, type: Parameters<typeof analyzeDocument>[1] = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('figures said in other words', () => {
  it('reads runway from a questionnaire\'s labelled answers', () => {
    expect(flags('Q3. What is your current monthly burn?\nA: Roughly $48k net.\n\nQ4. How much cash does the company hold?\nA: $260k in the bank.\n\nQ5. Revenue?\nA: $20k a month.')).toContain('short-runway');
  });

  it('reads customer receipts below outflows as costs above revenue, and receipts as no cash held', () => {
    const read = flags('Cash flow summary, second quarter 2025\n\nCash receipts from customers: $96,000\nOperating cash outflows (payroll, rent): $171,000\nCash at 30 June: $1.9 million', 'financial_statements');
    expect(read).toContain('burn-above-revenue');
    expect(read).not.toContain('short-runway');
  });

  it('does not take a supposed burn for the runway', () => {
    expect(flags('We hold $1.5m in cash and burn about $90k a month, against revenue of $120k a month. If our burn doubled to $200k a month, the cash would last only 7.5 months.')).not.toContain('short-runway');
  });
});

describe('scope over lists and exceptions', () => {
  it('negates each matter of a denied list, and asserts a case an exception names', () => {
    expect(flags('There is no pending litigation, regulatory sanction, investigation or related-party transaction to disclose.', 'legal_docs')).toEqual([]);
    expect(flags("Aucun contentieux n'oppose la société à ses clients, à l'exception de l'action engagée par un ancien salarié devant le tribunal du travail, toujours pendante.", 'legal_docs')).toContain('litigation');
  });
});

describe('shares of revenue said in other words', () => {
  it('reads a named customer\'s amount of the whole said with its verb', () => {
    expect(flags('Revenue for the year was KES 98 million, of which Safaricom accounted for KES 41 million under the agency contract.', 'financial_statements')).toContain('customer-concentration');
    expect(flags('Revenue for the year was KES 98 million, of which Safaricom accounted for KES 11 million under the agency contract.', 'financial_statements')).not.toContain('customer-concentration');
  });

  it('reads a one-off sale inside the brackets of a recurring figure, and not one kept apart', () => {
    expect(flags('Recurring revenue (subscriptions plus the one-off sale of 400 POS terminals to KCB) reached $410k for the quarter.', 'financial_statements')).toContain('non-recurring-revenue');
    expect(flags('Recurring revenue (subscriptions only) reached $410k for the quarter; the one-off sale of 400 terminals is reported separately.', 'financial_statements')).not.toContain('non-recurring-revenue');
  });
});

describe('rates and states said in words', () => {
  it('reads churn as a count out of every hundred, and a cohort half gone from January to December', () => {
    expect(flags('Roughly 6 out of every 100 subscribers cancel each month. Revenue last quarter: KES 21 million.')).toContain('high-churn');
    expect(flags('Roughly 2 out of every 100 subscribers cancel each month. Revenue last quarter: KES 21 million.')).not.toContain('high-churn');
    expect(flags('Half of the shops that signed up in January had stopped ordering by December. Revenue for the year: NGN 640 million.')).toContain('high-churn');
  });

  it('reads revenue said to have fallen, and not a competitor\'s fall beside the company\'s growth', () => {
    expect(flags('Revenue has fallen for three consecutive quarters since the tariff change, to $310k last quarter.', 'pitch_deck')).toContain('declining-revenue');
    const unlike = flags('Unlike our two largest competitors, whose sales fell by about 20% last year, we grew revenue by 35% to $2.4M.', 'pitch_deck');
    expect(unlike).not.toContain('declining-revenue');
    expect(unlike).not.toContain('customer-concentration');
  });

  it('reads a share of the customers themselves as no customer\'s share of revenue', () => {
    expect(flags("91 % des clients de la cohorte de janvier 2024 sont toujours actifs un an plus tard. Chiffre d'affaires 2024 : 640 k€.")).not.toContain('customer-concentration');
  });
});

describe('the thirteenth set\'s post-mortem', () => {
  it('reads a numbered checklist heading as a topic, and a layout copy of a question answered no as asked', () => {
    expect(flags('C.4 Conventions avec des parties liées\nNéant.\n\nC.5 Contentieux\nAucun contentieux en cours.', 'legal_docs')).toEqual([]);
    expect(flags("5.1 Existe-t-il des litiges en cours ?\nRéponse : Non.\n\n5.2 La société a-t-elle fait l'objet de mises en demeure de l'ARPCE ?\nRéponse : Non, aucune.", 'legal_docs')).toEqual([]);
    expect(flags('4. Legal. The suit filed by a former supplier over unpaid invoices is ongoing.', 'legal_docs')).toContain('litigation');
  });

  it('reads time back, a case ended and a certificate of none as no open matter', () => {
    expect(flags('Twelve months ago I wrote to you that we had roughly four months of runway. Revenue this quarter: $410k.')).not.toContain('short-runway');
    expect(flags("Le litige commercial qui opposait la société à son ancien distributeur a pris fin par un protocole transactionnel.", 'legal_docs')).not.toContain('litigation');
    expect(flags("3.1 Néant - attestation de non-contentieux de l'avocat jointe.", 'legal_docs')).not.toContain('litigation');
  });

  it('reads a competitor the writer notes, and a loss counted from January 1 to December 31 as a year\'s', () => {
    expect(flags("Nous notons que l'un de ses concurrents, Bazar.ma, a fait l'objet en janvier d'une sanction du Conseil de la concurrence ; cette décision ne concerne pas SOUQLY.", 'legal_docs')).not.toContain('regulatory');
    expect(flags("Sur les 1 200 abonnés présents au 1er janvier 2023, 312 étaient partis au 31 décembre. Chiffre d'affaires 2023 : 1,1 M€.")).not.toContain('high-churn');
  });

  it('reads a burn for three months as a quarter\'s', () => {
    expect(flags('Revenue for the quarter: KES 29.4 million. Net burn for the three months came to KES 17.1 million.', 'financial_statements')).not.toContain('burn-above-revenue');
  });
});

describe('the thirteenth set\'s misses, first kinds', () => {
  it('reads a cap table set in share classes by its total column, and one holder on a row per class', () => {
    const classes = "| Actionnaire | Ordinaires | Préf. A | Total |\n| Awa Diop (cofondatrice, CEO) | 1 700 | - | 1 700 |\n| Moussa Ba (cofondateur, CTO) | 1 400 | - | 1 400 |\n| Fonds Sahel II | 1 100 | 4 300 | 5 400 |\n| Business angels | 1 500 | - | 1 500 |\n| Total | 5 700 | 4 300 | 10 000 |";
    expect(flags(classes, 'legal_docs')).toEqual(['investor-control', 'low-founder-ownership']);
    const rows = '| Holder | Class | Shares |\n| Amani Kariuki (co-founder, CEO) | Ordinary | 2,850,000 |\n| Njeri Wambugu (co-founder, COO) | Ordinary | 2,250,000 |\n| Savanna Growth Fund I LP | Seed Pref | 1,500,000 |\n| Savanna Growth Fund I LP | Series A | 3,000,000 |\n| ESOP pool | Options | 400,000 |\n| Total | | 10,000,000 |';
    expect(flags(rows, 'legal_docs')).toEqual([]);
    expect(flags(rows.replace('3,000,000', '3,700,000').replace('2,850,000', '2,150,000'), 'legal_docs')).toContain('investor-control');
  });

  it('reads a term sheet\'s post-money stakes from its investor label, its investment, its pre-money and its current holdings', () => {
    const sheet = 'Lead Investor:       Sahel Growth Fund II LP\nInvestment:          US$6,000,000, in one closing\nPre-money valuation: US$5,000,000 on a fully diluted basis\nCurrent holdings:    Founders (Ada Okafor, Ifeanyi Eze) 70%; angel investors 20%;\n                     ESOP pool (unallocated) 10% - fully diluted, pre-money';
    expect(flags(sheet, 'legal_docs')).toEqual(['investor-control', 'low-founder-ownership']);
    expect(flags(sheet.replace('US$6,000,000', 'US$1,000,000'), 'legal_docs')).toEqual([]);
  });

  it('reads functions ended by a resolution as a departure', () => {
    expect(flags("Il est mis fin à ses fonctions de Directeur des opérations à compter du 31 mars 2025.", 'legal_docs')).toContain('founder-departure');
    expect(flags("Il est mis fin à ses fonctions de Directeur des opérations, et il est nommé Directeur général délégué.", 'legal_docs')).not.toContain('founder-departure');
  });
});

describe('the thirteenth set\'s misses, figures in forms and chats', () => {
  it('reads a loan form\'s average monthly costs against its average monthly sales, and the runway their difference leaves', () => {
    const form = '- Cash and bank balances at 30 June 2025: GHS 1.2 million\n- Average monthly sales, Jan-Jun 2025: GHS 240,000\n- Average monthly operating costs (staff, power, fuel, rent, produce): GHS 550,000';
    expect(flags(form, 'business_plan')).toEqual(['burn-above-revenue', 'short-runway']);
    expect(flags(form.replace('GHS 550,000', 'GHS 200,000'), 'business_plan')).toEqual([]);
  });

  it('reads a chat\'s figure with no currency in the one currency the document writes', () => {
    const chat = '[08:21] Otieno: KES 6.2m in the bank as of this morning.\n[08:21] Otieno: We are going through roughly 850k a week, net of collections.';
    expect(flags(chat, 'business_plan')).toContain('short-runway');
    expect(flags(chat.replace('850k a week', '85k a week'), 'business_plan')).not.toContain('short-runway');
    expect(flags('Revenue: USD 410k this year. We have 3 m users and 120k downloads.', 'pitch_deck')).not.toContain('burn-above-revenue');
  });
});
