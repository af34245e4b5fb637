/**
 * The twentieth round's false flags of the wrong subject, the wrong time or a figure misread: a peer firm's trouble
 * (one the writer admires, a competing or another lender, a competitor named then called one in an aside), a
 * measure or arrears said over in the next sentence, an owner-manager's majority and a meeting's quorum taken for an
 * investor's stake, a person staying until a month taken for the cash lasting, a revenue per subscriber or a revenue
 * stated first above its costs taken against a burn, a list of notes read as one sentence, and figures a CSV's text
 * column or a call's named speakers hid. Short texts of their own, each beside a near miss that must still flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe('another firm\u2019s trouble is not the company\u2019s', () => {
  it('passes over a peer the writer admires, a competing firm reported on and another firm a regulator acted against', () => {
    expect(flags('An insurer we respect in Kampala has defaulted on its bank loan and is talking to its creditors.')).not.toContain('debt-distress');
    expect(flags('The chair reported that a competing payments startup has breached its loan covenants and asked its bank for a waiver.', 'legal_docs')).not.toContain('debt-distress');
    expect(flags('The central bank has withdrawn the licence of another mobile-money operator for AML failings.', 'legal_docs')).not.toContain('regulatory');
    expect(flags('Une autre fintech de la place a fait défaut sur son emprunt obligataire et négocie avec ses créanciers.')).not.toContain('debt-distress');
  });

  it('passes over a competitor named and then called one in an aside', () => {
    expect(flags('On a appris que Kobo, l\u2019un de nos concurrents dans le paiement marchand, a été assigné devant le tribunal de commerce de Dakar par un fournisseur.')).not.toContain('litigation');
    expect(flags('Zenpay, one of our competitors in school payments, has been sued by a software vendor for unpaid licence fees.')).not.toContain('litigation');
  });

  it('passes over a competitor that press reports say is in a dispute', () => {
    expect(flags('The directors noted media reports that a competitor, a regional logistics app, is defending a claim by its couriers in the labour court.', 'legal_docs')).not.toContain('litigation');
    expect(flags('Selon des articles de presse selon lesquels un concurrent, une plateforme de livraison, fait l\u2019objet d\u2019une action collective de ses livreurs.', 'legal_docs')).not.toContain('litigation');
  });

  it('still reads press reports that the company itself is sued', () => {
    expect(flags('The directors noted press reports that a competitor has filed a claim against us in the commercial court.', 'legal_docs')).toContain('litigation');
  });

  it('still reads the company as the other party, or its own lender', () => {
    expect(flags('Zenpay, one of our competitors, has sued us in the High Court over a trademark.')).toContain('litigation');
    expect(flags('Un concurrent nous a assignés devant le tribunal de commerce pour concurrence déloyale.')).toContain('litigation');
    expect(flags('Another lender has declared a default on our overdraft after we missed two instalments.')).toContain('debt-distress');
  });
});

describe('a matter said over is not present', () => {
  it('passes over arrears of an earlier letter since fully paid, and a formal notice lifted', () => {
    expect(flags('Our letter for 2022 reported VAT arrears of GHS 0.8 million. These arrears were fully paid in February 2023 with the penalties.', 'legal_docs')).not.toContain('debt-distress');
    expect(flags('L\u2019Autorité a constaté que les mesures exigées par son injonction du 3 mars ont été mises en œuvre. Cette injonction est levée à compter de ce jour.', 'legal_docs')).not.toContain('regulatory');
    expect(flags('The regulator found that the remedial steps required by its formal notice were completed. The formal notice is hereby lifted.', 'legal_docs')).not.toContain('regulatory');
  });

  it('still reads arrears left unpaid and a notice still in force', () => {
    expect(flags('Our letter for 2022 reported VAT arrears of GHS 0.8 million. Half of these arrears remain unpaid at year end.', 'legal_docs')).toContain('debt-distress');
    expect(flags('L\u2019Autorité a suspendu l\u2019agrément de la société le 3 mars. La suspension n\u2019est pas levée à ce jour.', 'legal_docs')).toContain('regulatory');
  });
});

describe('a holding that is no investor\u2019s', () => {
  it('passes over an owner-manager\u2019s majority and the capital present at a meeting', () => {
    expect(flags('Chief Executive and majority shareholder: Ms. Achieng Otieno (58%).', 'financial_statements')).not.toContain('investor-control');
    expect(flags('Gérant et associé majoritaire : M. Karim Benali (70 %).', 'financial_statements')).not.toContain('investor-control');
    expect(flags('The meeting, attended by shareholders representing 88% of the share capital, considered the following resolutions.', 'legal_docs')).not.toContain('investor-control');
    expect(flags('L\u2019Assemblée, réunissant des associés représentant 95 % du capital, délibère sur l\u2019ordre du jour.', 'legal_docs')).not.toContain('investor-control');
  });

  it('still reads a fund holding a majority', () => {
    expect(flags('Majority shareholder: Savannah Growth Fund (62%).', 'financial_statements')).toContain('investor-control');
    expect(flags('Le fonds Atlas Capital détient 62 % du capital de la société.', 'legal_docs')).toContain('investor-control');
  });
});

describe('a person staying until a month is no runway', () => {
  it('passes over a departing founder who stays to hand over', () => {
    expect(flags('Lomé, le 10 janvier 2026\nNotre cofondateur quitte l\u2019entreprise. Il reste avec nous jusqu\u2019à fin mars pour passer le relais.')).not.toContain('short-runway');
    expect(flags('Accra, 5 January 2026\nOur CTO is leaving. She stays on with us until the end of February to hand over to Kwame.')).not.toContain('short-runway');
  });

  it('still reads the cash lasting until a month', () => {
    expect(flags('Accra, 5 January 2026\nOur CTO is leaving. Our cash lasts until the end of March.')).toContain('short-runway');
  });
});

describe('a revenue and costs read together', () => {
  it('passes over costs stated below the revenue said first in their sentence', () => {
    expect(flags('Le troisième trimestre clôt un bon exercice : le chiffre d\u2019affaires 2025 atteint 2,4 M€ (2024 : 2,0 M€), pour des charges totales de 2,2 M€.', 'financial_statements')).not.toContain('burn-above-revenue');
    expect(flags('The fourth quarter closed a good year: 2025 revenue reached USD 3.1m (2024: USD 2.6m), against total costs of USD 2.9m.', 'financial_statements')).not.toContain('burn-above-revenue');
  });

  it('passes over a revenue per subscriber beside a cost plan', () => {
    const text = 'Chiffre d\u2019affaires 2025: 0,9 M€; 2026: 1,8 M€.\nCharges totales 2025: 0,8 M€; 2026: 1,7 M€.\nRevenu moyen par abonné : 25 € par mois.';
    expect(flags(text)).not.toContain('burn-above-revenue');
    expect(flags('Revenue 2025: USD 0.9m; 2026: USD 1.8m.\nTotal costs 2025: USD 0.8m; 2026: USD 1.7m.\nAverage revenue per user: USD 20 a month.')).not.toContain('burn-above-revenue');
  });

  it('still reads costs above the revenue of their sentence', () => {
    expect(flags('En 2025, les charges totales atteignent 1,6 M€ pour un chiffre d\u2019affaires de 1,5 M€.', 'financial_statements')).toContain('burn-above-revenue');
    expect(flags('Monthly revenue is USD 40,000 and monthly costs are USD 95,000.', 'financial_statements')).toContain('burn-above-revenue');
  });
});

describe('a list of notes holds separate remarks', () => {
  it('passes over a share from one note beside customers named in another', () => {
    const text = 'Notes :\n- Les coûts augmentent avec l\u2019arrivée de nouveaux clients industriels.\n- Objectif de marge brute : retour à 64 % au premier semestre.\n- Effectif : 12 salariés.';
    expect(flags(text, 'financial_statements')).not.toContain('customer-concentration');
    const english = 'Management comments:\n- Sales to smallholder customers were lower in August.\n- Loan recovery remains at 93%.\n- Headcount is frozen.';
    expect(flags(english, 'financial_statements')).not.toContain('customer-concentration');
  });

  it('still reads a customer\u2019s share stated in one note', () => {
    const text = 'Notes :\n- Le client Sotrama représente 48 % du chiffre d\u2019affaires du trimestre.\n- Effectif : 12 salariés.';
    expect(flags(text, 'financial_statements')).toContain('customer-concentration');
  });
});

describe('figures a sheet or a call states', () => {
  it('passes over a CSV whose money columns are figures beside a text column', () => {
    const text = 'KPI export\nmonth,revenue,cost_of_sales,top_customer\n2025-07,512,230,Kilimo Stores\n2025-08,540,241,Kilimo Stores';
    expect(flags(text, 'financial_statements')).not.toContain('missing-financials');
    const french = 'Export\nmois;ca;charges;principal_client\n2025-07;412;300;Marjane\n2025-08;430;310;Marjane';
    expect(flags(french, 'financial_statements')).not.toContain('missing-financials');
  });

  it('passes over a call whose speakers are named with an initial', () => {
    const text = 'Appel investisseurs\nAwa D. : Où en est le chiffre d\u2019affaires ?\nMoussa K. : On est autour de 40 millions de FCFA par mois.\nAwa D. : Et la marge ?\nMoussa K. : Stable.';
    expect(flags(text, 'pitch_deck')).not.toContain('missing-financials');
  });

  it('still flags a deck with no figure at all', () => {
    expect(flags('Problem: farmers lack credit.\nSolution: a scoring app.\nTeam: three founders.', 'pitch_deck')).toContain('missing-financials');
  });
});
