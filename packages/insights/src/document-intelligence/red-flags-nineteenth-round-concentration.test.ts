/**
 * The customer-concentration and related-party readers changed in the nineteenth round: a part of the revenue just
 * stated paid by a named party ('Of this, ... paid by', 'dont ... facturés à'), the largest customer by rank and what it
 * took beside the revenue, commissions a party pays labelled on their line, a customer named then its share said
 * through a pronoun in a chat, an unnamed top five that is no named few, client rows (or a channel row naming one
 * party) that add up to an amount the text states; a counterparty owned or run by the writer's own relative, and an
 * auditor's special report told of no agreement. Short texts of our own, each with near-misses.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType) => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);
const concentrated = (text: string, type: DocumentType = 'business_plan') => flags(text, type).includes('customer-concentration');
const related = (text: string, type: DocumentType = 'legal_docs') => flags(text, type).includes('related-party');

describe('a part of the revenue just stated, paid by a named party', () => {
  it('reads "Of this" after the revenue and a split line\u2019s own part in French', () => {
    expect(concentrated('Revenue for FY2025 was USD 8.2m.\nOf this, USD 4.1m was licence income paid by Equity Bank under a yearly contract.')).toBe(true);
    expect(concentrated("En 2025, nos revenus se sont \u00E9lev\u00E9s \u00E0 900 M FCFA, r\u00E9partis ainsi :\n- travaux d'entretien : 420 M FCFA, dont 400 M factur\u00E9s \u00E0 la Soci\u00E9t\u00E9 des Eaux ;\n- ventes aux particuliers : 480 M FCFA.")).toBe(true);
    expect(concentrated("Le chiffre d'affaires 2025 ressort \u00E0 600 M FCFA.\nSur ce montant, 250 M FCFA ont \u00E9t\u00E9 vers\u00E9s par Orange Mali.")).toBe(true);
  });

  it('lets pass a small part, a part from a channel or a place, and a part of a raise', () => {
    expect(concentrated('Revenue for FY2025 was USD 8.2m.\nOf this, USD 1.1m was licence income paid by Equity Bank under a yearly contract.')).toBe(false);
    expect(concentrated('Revenue for FY2025 was USD 8.2m.\nOf this, USD 5.1m came from Nigeria and the rest from Ghana.')).toBe(false);
    expect(concentrated('Revenue for FY2025 was USD 8.2m.\nWe then raised USD 6m. Of this, USD 4m came from Acme Ventures.')).toBe(false);
  });
});

describe('the largest customer by rank and what it took, beside the revenue', () => {
  it('reads the largest buyer\u2019s amount over the revenue of the same note', () => {
    expect(concentrated('Traction 2025: revenue KES 300m; 900 shops served; our largest buyer, a Nairobi supermarket chain, took KES 120m.', 'pitch_deck')).toBe(true);
    expect(concentrated("Activit\u00E9 2025 : chiffre d'affaires 500 M FCFA ; notre premier client, une cha\u00EEne d'h\u00F4tels, a achet\u00E9 pour 210 M FCFA.", 'pitch_deck')).toBe(true);
  });

  it('lets pass a largest buyer under 30%', () => {
    expect(concentrated('Traction 2025: revenue KES 300m; 900 shops served; our largest buyer, a Nairobi supermarket chain, took KES 45m.', 'pitch_deck')).toBe(false);
  });
});

describe('commissions a party pays, labelled on their line', () => {
  it('reads the commissions of one party over the revenue stated above', () => {
    expect(concentrated("Chiffre d'affaires : 300 M FCFA.\nCommissions vers\u00E9es par Wave S\u00E9n\u00E9gal : 140 M FCFA\nAutres services : 160 M FCFA")).toBe(true);
    expect(concentrated('Revenue: USD 2.0m.\nFees from Airtel Money: USD 0.9m\nOther services: USD 1.1m')).toBe(true);
  });

  it('lets pass a small party', () => {
    expect(concentrated('Revenue: USD 2.0m.\nFees from Airtel Money: USD 0.3m\nOther services: USD 1.7m')).toBe(false);
  });
});

describe('a customer named, then its share through a pronoun', () => {
  it('reads a chat in both languages', () => {
    expect(concentrated("[09:12] Awa: franchement Auchan c'est presque la moiti\u00E9 de notre CA")).toBe(true);
    expect(concentrated("[09:12] Ben: also the Glovo account. they're 38% of our revenue now")).toBe(true);
  });

  it('lets pass a cost, a small share and a share of something else', () => {
    expect(concentrated("[09:12] Ben: the Payroll thing. it's 38% of our revenue now")).toBe(false);
    expect(concentrated("[09:12] Awa: Auchan c'est 12 % de notre CA")).toBe(false);
    expect(concentrated("[09:12] Ben: Glovo, they're 38% of the delivery market")).toBe(false);
  });
});

describe('an unnamed top five is no named few', () => {
  it('lets pass a top five of 46% when no one customer is large', () => {
    expect(concentrated('Q: Who are your customers?\nA: Our largest client is 17% of 2025 revenue; the top five together are 48%, and no other single client is above 9%.', 'legal_docs')).toBe(false);
  });

  it('still reads a top three of 30% or more', () => {
    expect(concentrated('Our top three customers account for 52% of 2025 revenue.')).toBe(true);
  });
});

describe('a counterparty owned or run by the writer\u2019s relative', () => {
  it('reads "my brother", "mon frère", "mon oncle"', () => {
    expect(related('Kofi,\nWe rent the depot from Volta Estates Ltd. Volta Estates is owned by my sister Ama; the rent is GHS 20,000 a month.')).toBe(true);
    expect(related("Bonjour,\nLe transport est confi\u00E9 \u00E0 Sahel Trans SARL, dont le g\u00E9rant est mon fr\u00E8re Moussa.")).toBe(true);
    expect(related("Bonjour,\nL'entrep\u00F4t est lou\u00E9 \u00E0 la soci\u00E9t\u00E9 Diallo Immobilier, qui appartient \u00E0 ma tante, pour 900 000 FCFA par mois.")).toBe(true);
  });

  it('lets pass a denial and a relative who owns nothing the company deals with', () => {
    expect(related('Kofi,\nVolta Estates is not owned by my sister or any relative of mine.')).toBe(false);
    expect(related('Kofi,\nMy brother studies engineering in Kumasi.')).toBe(false);
  });
});

describe('an auditor\u2019s special report told of no agreement', () => {
  it('lets pass "avisés d\u2019aucune convention" and "not been advised of any agreement"', () => {
    expect(related("Rapport sp\u00E9cial du commissaire aux comptes sur les conventions r\u00E9glement\u00E9es : nous n'avons \u00E9t\u00E9 avis\u00E9s d'aucune convention conclue au cours de l'exercice.", 'financial_statements')).toBe(false);
    expect(related("Rapport sp\u00E9cial sur les conventions r\u00E9glement\u00E9es : il ne nous a \u00E9t\u00E9 donn\u00E9 avis d'aucune convention autoris\u00E9e au cours de l'exercice.", 'financial_statements')).toBe(false);
  });

  it('still reads a report that lists an agreement', () => {
    expect(related("Rapport sp\u00E9cial sur les conventions r\u00E9glement\u00E9es : la soci\u00E9t\u00E9 a conclu un bail avec la SCI Kaba, dont le g\u00E9rant est le pr\u00E9sident du conseil.", 'financial_statements')).toBe(true);
  });
});

describe('client rows that add up to an amount the text states', () => {
  const rows = (second: string, total: string) => `Client          Plan        Monthly fee\nHotel Lumiere   Annual      USD 5,000 / month\nCafe Baraka     Annual      USD ${second} / month\nKivu Lodge      Monthly     USD 1,000 / month\nMRR, June 2025: USD ${total} in recurring fees.`;

  it('reads the largest client over the rows\u2019 sum when the text states that sum', () => {
    expect(concentrated(rows('2,000', '8,000'))).toBe(true);
  });

  it('reads a channel row that names one party, in a split that adds up to the stated total', () => {
    expect(concentrated('H1 2025 total: KES 500m\nSales by channel, H1 2025\nSupermarkets \u2014 Naivas (one chain-wide contract): KES 210m\nKiosks and markets: KES 190m\nInstitutions: KES 100m', 'financial_statements')).toBe(true);
    expect(concentrated("Total S1 2025 : 800 M FCFA\nVentes par canal, S1 2025\nGrande distribution \u2014 Auchan S\u00E9n\u00E9gal : 350 M FCFA\nMarch\u00E9s et grossistes : 300 M FCFA\nInstitutions : 150 M FCFA", 'financial_statements')).toBe(true);
  });

  it('lets pass a channel split whose rows name no party, or only a place', () => {
    expect(concentrated('H1 2025 total: KES 500m\nSales by channel, H1 2025\nSupermarkets: KES 210m\nKiosks and markets: KES 190m\nInstitutions: KES 100m', 'financial_statements')).toBe(false);
    expect(concentrated('H1 2025 total: KES 500m\nSales by channel, H1 2025\nSupermarkets \u2014 Nairobi: KES 210m\nKiosks and markets: KES 190m\nInstitutions: KES 100m', 'financial_statements')).toBe(false);
  });

  it('lets pass rows that add up to no stated amount (a few top clients) and a client list of what they owe', () => {
    expect(concentrated(rows('2,000', '30,000'))).toBe(false);
    expect(concentrated('Client          Overdue receivable\nHotel Lumiere   USD 5,000\nCafe Baraka     USD 2,000\nTotal overdue receivables: USD 7,000.')).toBe(false);
  });
});
