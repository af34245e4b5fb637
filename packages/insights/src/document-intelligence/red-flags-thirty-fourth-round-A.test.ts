/**
 * Readings of the thirty-fourth round, group A (customer concentration): a revenue stated only in a table whose cells
 * carry no currency, its scale said by the row or a heading, set against a customer's amount told in money in the
 * prose (tabled-revenue.ts); deliveries of a product to a named party ('les livraisons de ciment à la X'); the few said
 * 'respectively' against the revenue their sentence names, stated far above; a part 'paid by' a party inside a
 * company's income ('nos produits ..., dont X de redevances versées par Y'); a planned revenue that is no whole; and a
 * whole split between named parties by their amounts (split-amounts.ts): asked in a question, opened by 'Total ...,
 * dont' with the rest to many, or led by 'sales by customer:' with the others' amount; revenue by customer set as rows
 * of a name and a bare number, and a row 'of which <Name>' under the revenue row (customer-bare-rows.ts). Each a
 * general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();
const concentration = 'customer-concentration';

describe('a revenue stated only in a table, against a customer amount told in money', () => {
  const table = (amount: string) => [
    'CIMENTERIE DU LITTORAL SA — Comptes annuels',
    'Résultats (extrait, M FCFA)',
    'Chiffre d\'affaires',
    '   2023 .......... 2 210',
    '   2024 .......... 2 480',
    'Résultat net',
    '   2024 .......... 120',
    'Note 9 — Clients',
    `Les livraisons de ciment gris à la Société Routière du Nord se sont élevées à ${amount} M FCFA en 2024 ; le solde est vendu à des quincailleries.`,
  ].join('\n');

  it("reads 'livraisons de <produit> à <Nom> ... X M FCFA en 2024' against the table's 2024 revenue", () => {
    expect(flags(table('1 050'), 'financial_statements')).toContain(concentration);
    expect(flags(table('310'), 'financial_statements')).not.toContain(concentration);
  });

  it("reads 'Anchor client: <Name>, X billed in 2024' against a revenue row scaled by its label", () => {
    const deck = (amount: string) => ['Slide 4 — Traction', '                  2023     2024', 'Revenue (NAD M)     41       58', `- Anchor client: Walvis Reefer Lines, NAD ${amount} M billed in 2024`, '- 9 of 10 clients renewed'].join('\n');
    expect(flags(deck('27'), 'pitch_deck')).toContain(concentration);
    expect(flags(deck('6'), 'pitch_deck')).not.toContain(concentration);
  });

  it("reads a quarter's revenue from a table's rows against two buyers that 'took' amounts of it", () => {
    const update = (first: string) => ['Quarter    Revenue (GHS m)   Active shops', 'Q1 2025        40.0              1,200', 'Q2 2025        44.0              1,260', `- Buyers: Melcom Stores took GHS ${first}m and Palace Hypermarket GHS 4.0m of Q2 revenue.`].join('\n');
    expect(flags(update('11.0'))).toContain(concentration);
    expect(flags(update('2.0'))).not.toContain(concentration);
  });

  it('does not take a planned column for the revenue when actual and planned columns share a row', () => {
    // 320 of the 2024 actual (1 200) is under 30%; of the last, planned column (800) it would be 40%.
    const plan = ['Comptes (en millions de FCFA)', '| | 2024 réel | 2025 | 2026 |', "| Chiffre d'affaires | 1 200 | 1 000 | 800 |", 'Le contrat avec la Société Minière du Nord a été facturé 320 M FCFA en 2024.'].join('\n');
    expect(flags(plan)).not.toContain(concentration);
  });

  it('leaves a table whose scale is unsaid unread', () => {
    const bare = ['Chiffre d\'affaires', '   2024 .......... 2 480', 'Les livraisons de ciment gris à la Société Routière du Nord se sont élevées à 1 050 M FCFA en 2024.'].join('\n');
    expect(flags(bare, 'financial_statements')).not.toContain(concentration);
  });
});

describe('the few said respectively, against the revenue their sentence names', () => {
  const note = (first: string) => [
    'Activité (en millions de FCFA)',
    '                      2023        2024',
    'Chiffre d\'affaires    2 900       3 100',
    'Résultat net             140         150',
    'La hausse vient surtout du port de Kribi.',
    'Les coûts de carburant ont été répercutés.',
    'Clients',
    `Les deux premiers clients, Kribi Terminal et Douala Shipping, ont représenté respectivement ${first} M FCFA et 400 M FCFA du chiffre d'affaires 2024.`,
  ].join('\n');
  it("reads 'respectivement X et Y du chiffre d'affaires 2024' against the table's 2024 revenue", () => {
    expect(flags(note('900'), 'financial_statements')).toContain(concentration);
    expect(flags(note('300'), 'financial_statements')).not.toContain(concentration);
  });
});

describe("a part of the company's income paid by a named party", () => {
  it("reads 'nos produits s'élèvent à X, dont Y de redevances versées par <Nom>'", () => {
    expect(flags('Au semestre, nos produits s\'élèvent à 80 M FCFA, dont 36 M FCFA de redevances versées par Wave Sénégal, le reste venant de nos points de vente.')).toContain(concentration);
    expect(flags('Au semestre, nos produits s\'élèvent à 80 M FCFA, dont 12 M FCFA de redevances versées par Wave Sénégal, le reste venant de nos points de vente.')).not.toContain(concentration);
  });
  it('does not read financial income as revenue', () => {
    expect(flags('Nos produits financiers s\'élèvent à 80 M FCFA, dont 36 M FCFA d\'intérêts versés par Ecobank.')).not.toContain(concentration);
  });
});

describe('a planned revenue is no whole for a customer amount', () => {
  it("reads the customer against the year's accounts, not 'Management case for next year: revenue of ...'", () => {
    const memo = (plan: string) => ['Financial summary (audited)', 'Revenue                US$ 9.0m', `${plan}`, 'Customers', 'Kivu Breweries, the largest brewer in the province, bought US$ 3.6m of crates in the year; the rest came from 80 small bottlers.'].join('\n');
    expect(flags(memo('Management case for next year: revenue of US$ 30m from three new plants.'))).toContain(concentration);
    expect(flags(memo('Management case for next year: revenue of US$ 30m from three new plants.').replace('US$ 3.6m', 'US$ 1.2m'))).not.toContain(concentration);
  });
});

describe('a whole split between named parties by their amounts', () => {
  it('reads the answer to a question that states the whole and asks the split by client', () => {
    const qa = (first: string) => `Q4. Ventilation du chiffre d'affaires 2024 (2 400 M FCFA) par client ?\nR : Orange Mali : ${first} M FCFA ; Sotelma : 200 M FCFA ; 900 commerçants : le solde.`;
    expect(flags(qa('600'), 'legal_docs')).toContain(concentration);
    expect(flags(qa('300'), 'legal_docs')).not.toContain(concentration);
  });

  it("reads 'Total X, dont <Nom> Y, <Nom> Z, le solde réparti sur N ...'", () => {
    const answer = (first: string) => `Q : Ventilation des frais perçus en 2024 ?\nR : Total 900 M RWF, dont Bank of Kigali ${first} M RWF, Equity Rwanda 70 M RWF, le solde réparti sur 1 800 commerçants.`;
    expect(flags(answer('260'), 'legal_docs')).toContain(concentration);
    expect(flags(answer('90'), 'legal_docs')).not.toContain(concentration);
  });

  it("does not read 'Total ..., dont ...' with no rest left to many", () => {
    expect(flags('R : Total 900 M RWF, dont Kigali 400 M RWF et Musanze 300 M RWF.', 'legal_docs')).not.toContain(concentration);
  });

  it("reads 'sales by customer: <Name>, X; the other Y came from many' as the named part of their sum", () => {
    const line = (first: string) => `- Q2 sales by customer: Bole Fresh Market, the Addis grocery chain, USD ${first}k; the other USD 120k came from about 50 cafés and kiosks.`;
    expect(flags(line('95'), 'financial_statements')).toContain(concentration);
    expect(flags(line('30'), 'financial_statements')).not.toContain(concentration);
  });
});

describe('revenue by customer as rows of a name and a bare number', () => {
  it("reads a pipe table headed '| Client | CA 2024 (k USD) |' whose last row is the others", () => {
    const table = (first: string) => ['Slide 3 — Chiffre d\'affaires 2024 : 4,1 M USD', '| Client | CA 2024 (k USD) |', `| Tenke Logistics SA | ${first} |`, '| Mine D | 300 |', '| Mine E | 300 |', '| 25 autres clients | 1 600 |', '', 'Slide 5 — Équipe', 'Deux fondateurs.'].join('\n');
    expect(flags(table('1 900'), 'pitch_deck')).toContain(concentration);
    expect(flags(table('400'), 'pitch_deck')).not.toContain(concentration);
  });

  it('reads the rows that answer a question asking revenue by client, the unit on a line of its own', () => {
    const answer = (first: string) => ['Q2. Ventilez le chiffre d\'affaires 2024 par client principal.', 'R2. (en millions de MRU)', '| Client | Pays | CA 2024 |', `| Armement Nord | Espagne | ${first} |`, '| Client B | Japon | 10 |', '| Autres clients (20) | — | 150 |'].join('\n');
    expect(flags(answer('300'), 'legal_docs')).toContain(concentration);
    expect(flags(answer('40'), 'legal_docs')).not.toContain(concentration);
  });

  it("reads a list under \"Répartition du chiffre d'affaires :\" whose last item counts the many", () => {
    const list = (first: string) => ['Traction (en milliers de CHF)', 'Répartition du chiffre d\'affaires 2024 :', `- Coopérative laitière du Plateau (contrat-cadre) : ${first}`, '- Boutiques du centre-ville : 80', '- 300 éleveurs individuels : 120'].join('\n');
    expect(flags(list('260'))).toContain(concentration);
    expect(flags(list('50'))).not.toContain(concentration);
  });

  it('does not read a kind of customer as one party', () => {
    expect(flags(['Répartition du chiffre d\'affaires 2024 :', '- Grossistes du marché de Bouaké : 300', '- 300 détaillants : 100'].join('\n'))).not.toContain(concentration);
  });
});

describe("a row 'of which <Name>' under the revenue row", () => {
  it("reads 'of which <Name> .... X' against the revenue row above, in its unit", () => {
    const accounts = (part: string) => ['Year to 31 March 2025 (BWP million)', '  Revenue ................................. 52.0   (prior year: 47.5)', `    of which Debswana Mining ............. ${part}`, '  Operating costs ......................... 44.0'].join('\n');
    expect(flags(accounts('21.5'), 'business_plan')).toContain(concentration);
    expect(flags(accounts('6.5'), 'business_plan')).not.toContain(concentration);
  });

  it('does not read a channel or a kind of customer as one party', () => {
    expect(flags(['Revenue ..... 52.0', '  of which Supermarkets ..... 30.0'].join('\n'))).not.toContain(concentration);
  });
});
