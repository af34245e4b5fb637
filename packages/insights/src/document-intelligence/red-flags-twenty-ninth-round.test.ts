/**
 * Readings of the twenty-ninth round (decision 0036): a leaver still on the register or still a partner, a stake still
 * held by someone who left, a buy-back right not used; a regulator's decision awaited after a filing; a past runway put
 * right by the present count; a claim the company has not filed, a judgment become final; a contract clause's title; an
 * investor's consent list; a churn limit the company sets; a label's aside in brackets; the lilangeni written 'E'; what
 * one named party bought against the revenue, its contract framed or plural; a leaving announced in other words; rules a
 * business depends on not yet issued, and a business barred until a regulator clears it; unit economics laid out in a
 * table's columns, orders counted over a customer's life; cash said to fall by a week's amount, a cash label that runs to
 * its colon; a plan's years with a label in their header, in pipe cells or over a bare row of figures; and four
 * near-misses read right (fees 'not included' are no instrument left off a cap table, a rise in percent is no customer's
 * share, a file 'no longer' under review, a lawyer unable to certify the capital). Each a
 * general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { parseMoney } from './money';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('a leaver who still holds equity', () => {
  it("reads the leaver's own clause after 'and', opening on a pronoun", () => {
    const text = (kept: string) => `Amara Diallo, one of the two people who started the company, ceased to be a director on 31 March 2024. The board served no notice under the leaver clause, and ${kept}.`;
    expect(flags(text('she continues to hold her 14,000 ordinary shares'), 'legal_docs')).toContain('dead-equity');
    expect(flags(text('her 14,000 ordinary shares were bought back at par in May'), 'legal_docs')).not.toContain('dead-equity');
  });

  it('reads a leaver still on the register, or the register still showing them', () => {
    expect(flags('Kofi, our first designer, left in 2021, and the register still shows him as a holder.', 'legal_docs')).toContain('dead-equity');
    expect(flags('Our second co-founder left in 2022. She is still on the register.', 'legal_docs')).toContain('dead-equity');
    expect(flags('Our second co-founder left in 2022. Her shares were repurchased and she is no longer on the register.', 'legal_docs')).not.toContain('dead-equity');
  });

  it("reads 'demeure associé' and a buy-back right ('faculté') not used", () => {
    const text = 'M. Sarr a quitté ses fonctions de directeur commercial en janvier 2024. Le pacte permettait de racheter ses parts ; cette faculté n\'a pas été exercée.';
    expect(flags(text, 'legal_docs')).toContain('dead-equity');
    expect(flags('M. Sarr a quitté ses fonctions de directeur commercial en janvier 2024. Aucune clause ne prévoyait de rachat, et à ce jour M. Sarr demeure associé de la société.', 'legal_docs')).toContain('dead-equity');
  });

  it('reads the stake first, then the one who left', () => {
    expect(flags('Les 8 % toujours détenus par Mme Kaba, cofondatrice, qui a démissionné en 2023, seront rachetés au closing.', 'legal_docs')).toContain('dead-equity');
    expect(flags('Les 8 % détenus par Mme Kaba, cofondatrice, ont été rachetés après sa démission en 2023.', 'legal_docs')).not.toContain('dead-equity');
  });

  it('does not take options that lapsed unexercised for a stake kept', () => {
    expect(flags('Two engineers left in 2024; their vested options expired unexercised after 90 days.', 'legal_docs')).not.toContain('dead-equity');
  });
});

describe("a regulator's decision awaited after a filing", () => {
  it('reads the decision awaited or expected in the sentence that tells of the filing', () => {
    expect(flags('We applied to the Water Regulatory Authority in March; the site visit took place in June and the decision is awaited.')).toContain('pending-licence');
    expect(flags('Notre dossier a été transmis au ministère des Mines en avril, dont la décision est attendue.')).toContain('pending-licence');
  });

  it('leaves a granted licence, and a lender\'s decision, alone', () => {
    expect(flags('We applied to the Water Regulatory Authority in March; the licence was granted in June.')).not.toContain('pending-licence');
    expect(flags('Our loan application went to the development bank in March; the decision is expected in May.')).not.toContain('pending-licence');
  });

  it('reads a French concession application filed', () => {
    expect(flags("Notre demande de concession d'occupation a été déposée auprès de l'office des forêts en février.")).toContain('pending-licence');
  });
});

describe('a past runway and the present one', () => {
  it('reads the present count said in words after the past one', () => {
    expect(flags('In May we were looking at under four months of cash. Since the bridge closed we now have a little over twelve.')).not.toContain('short-runway');
    expect(flags('In May we had twelve months of cash, and we now have four.')).toContain('short-runway');
  });

  it("reads a French past runway with 'ne ... que'", () => {
    expect(flags("En mars, avant la levée, nous ne disposions que de quatre mois de trésorerie.")).not.toContain('short-runway');
  });
});

describe('litigation denied or ended', () => {
  it("reads a claim the company has not filed as no case", () => {
    expect(flags('A distributor owes us $40k. We sent a final demand; we have not filed a claim, because our lawyer expects a court case to take years.')).not.toContain('litigation');
    expect(flags('A distributor owes us $40k. We filed a claim at the commercial court in May.')).toContain('litigation');
  });

  it('reads a judgment become final as a case closed', () => {
    expect(flags("Le seul litige, l'action d'un ancien salarié devant le tribunal du travail de Lomé, a été tranché par un jugement du 3 mars, devenu définitif faute d'appel.", 'legal_docs')).not.toContain('litigation');
    expect(flags("L'action d'un ancien salarié est pendante devant le tribunal du travail.", 'legal_docs')).toContain('litigation');
  });
});

describe('clauses that govern, not events', () => {
  it("reads a clause's numbered title as no departure", () => {
    expect(flags("Article 9 — Départ du Fondateur\nEn cas de cessation des fonctions du Fondateur avant 2028, la société pourra racheter ses actions.", 'legal_docs')).not.toContain('founder-departure');
  });

  it("reads an investor's consent list as no related-party dealing", () => {
    expect(flags('Protective provisions: consent of the Lead Investor for new debt, a sale of assets and related-party transactions.', 'legal_docs')).not.toContain('related-party');
  });
});

describe('a base counted at a date and the part of it still there', () => {
  it('reads the part of a dated base still paying today, against the date the document was written', () => {
    const text = (kept: number) => `Board letter, 12 March 2025\nOf the 240 clinics that were live in March 2024, ${kept} are paying today.`;
    // 100 of 240 kept over twelve months: 41.7%, a monthly churn of 7%.
    expect(flags(text(100))).toContain('high-churn');
    // 210 of 240 kept: 87.5%, a monthly churn of 1.1%.
    expect(flags(text(210))).not.toContain('high-churn');
  });

  it("reads 'N were live on a date; M of them still subscribe', and a month named for the end", () => {
    expect(flags('Update of 2 June 2025\n60 cooperatives were live on 1 June 2024; 25 of them still subscribe today.')).toContain('high-churn');
    expect(flags("Sur les 900 boutiques actives en février 2024, 380 commandaient encore en décembre.")).toContain('high-churn');
    expect(flags("Sur les 900 boutiques actives en février 2024, 820 commandaient encore en décembre.")).not.toContain('high-churn');
  });

  it("reads a cohort's share that came back a year later", () => {
    expect(flags('Sur la cohorte des élèves inscrits en septembre 2023, 41 % se sont réinscrits, revenus en septembre 2024.')).toContain('high-churn');
  });

  it('leaves a base counted years before alone', () => {
    expect(flags('Letter of 5 May 2025\nOf the 300 farms that signed in May 2021, 120 are still customers today.')).not.toContain('high-churn');
  });
});

describe('churn against a limit the company sets', () => {
  it('reads the measured churn, not the ceiling beside it', () => {
    expect(flags('Churn: 12 cancellations of 400 clients, 3%, well under our internal ceiling of 5%.')).not.toContain('high-churn');
    expect(flags('Monthly churn: 8%, above our internal ceiling of 5%.')).toContain('high-churn');
  });
});

describe('figures as they are written', () => {
  it("reads a label's period across its aside in brackets", () => {
    const text = (aside: string) => `Trésorerie au 31 mars : 120 M FCFA\nDépenses nettes mensuelles ${aside}: 20 M FCFA`;
    expect(flags(text('(équipe, agents, marketing) '))).toContain('short-runway');
    expect(flags(text(''))).toContain('short-runway');
  });

  it("reads the lilangeni written 'E' against a figure with a scale or grouped thousands", () => {
    expect(parseMoney('revenue E1.1m and costs E2,600,000').map((m) => [m.amount, m.currency])).toEqual([[1_100_000, 'SZL'], [2_600_000, 'SZL']]);
    expect(parseMoney('Grade E1 and box E 12')).toEqual([]);
    expect(flags('FY2024: revenue E1.1m, operating costs E2.6m.')).toContain('burn-above-revenue');
  });
});

describe("a named party's amount against the revenue", () => {
  it('reads sales or deliveries to a party against the revenue said before', () => {
    expect(flags('Revenue for the year: USD 3.0m. Sales to Kivu Breweries were USD 1.2m.')).toContain('customer-concentration');
    expect(flags('Revenue for the year: USD 3.0m. Sales to Kivu Breweries were USD 0.4m.')).not.toContain('customer-concentration');
    expect(flags("Chiffre d'affaires 2024 : 50 M MAD. Les prestations réalisées sur les sites Cosumar ont été facturées 21 M MAD.")).toContain('customer-concentration');
  });

  it('reads a framework contract with its party, and the revenue the same sentence gives after it', () => {
    expect(flags("Le contrat-cadre de transport conclu avec Sahel Mines a généré 800 M FCFA de ventes en 2024, pour un chiffre d'affaires total de 2 000 M FCFA.", 'legal_docs')).toContain('customer-concentration');
    expect(flags("Le contrat-cadre de transport conclu avec Sahel Mines a généré 300 M FCFA de ventes en 2024, pour un chiffre d'affaires total de 2 000 M FCFA.", 'legal_docs')).not.toContain('customer-concentration');
  });

  it('reads contracts with two parties against the revenue stated first in the sentence', () => {
    expect(flags("Sur l'exercice 2024 (chiffre d'affaires : 30 M USD), les contrats avec la Compagnie Minière du Nord et Atlas Ciments ont généré respectivement 11 M USD et 3 M USD.", 'legal_docs')).toContain('customer-concentration');
  });
});

describe('a leaving announced in other words', () => {
  it('reads a term not renewed and a wish to join another employer, in French', () => {
    expect(flags("M. Diop, cofondateur, a indiqué qu'il ne sollicitera pas le renouvellement de son mandat de directeur général.", 'legal_docs')).toContain('founder-departure');
    expect(flags("Mme Ba, directrice financière, nous a fait part de son souhait de rejoindre la Banque mondiale en septembre.")).toContain('founder-departure');
    expect(flags("Mme Ba, directrice financière, a renouvelé son mandat pour trois ans.")).not.toContain('founder-departure');
  });

  it('reads a founder who has decided to hand over the chief role', () => {
    expect(flags('Kwame has decided to hand over the CEO role in December and will stay on as an adviser.')).toContain('founder-departure');
    expect(flags('Kwame has decided to hand over the CEO title to nobody: he stays CEO.')).not.toContain('founder-departure');
  });
});

describe('rules not yet issued, and a business barred until cleared', () => {
  it('reads rules a regulator has not published as a regulatory uncertainty', () => {
    expect(flags('The aviation authority has not published its rules for night cargo flights.', 'pitch_deck')).toContain('regulatory');
    expect(flags("Les textes d'application de la loi sur les semences n'ont toujours pas été publiés.")).toContain('regulatory');
    expect(flags('The aviation authority published its rules for night cargo flights in 2023.', 'pitch_deck')).not.toContain('regulatory');
  });

  it('reads a business barred from a channel until the regulator clears it', () => {
    expect(flags('Since 3 May we may not disburse new loans through our app until the Central Bank has accepted our remediation plan.', 'legal_docs')).toContain('regulatory');
    expect(flags('We may not disburse new loans above USD 5,000 without a second signature.', 'legal_docs')).not.toContain('regulatory');
  });
});

describe('unit economics as tables lay them out', () => {
  it("reads a ratio and a customer's life set apart from their labels by a table's spaces", () => {
    const gap = ' '.repeat(30);
    const deck = (life: number) => `Unit economics\nCAC (agents, marketing)${gap}USD 200\nGross margin per customer per month${gap}USD 6\nAverage paying life of a customer${gap}${life} months\nLTV / CAC${gap}4.5x`;
    // 6 x 15 = 90 against a CAC of 200: 0.45x, not 4.5x.
    expect(flags(deck(15), 'pitch_deck')).toContain('unit-economics');
    // 6 x 150 = 900: 4.5x, as stated.
    expect(flags(deck(150), 'pitch_deck')).not.toContain('unit-economics');
  });

  it("reads the orders a customer places over its life, count first, and an order's contribution after its margin", () => {
    const deck = (orders: string) => `• CAC moyen : 40 TND\n• Panier moyen : 50 TND, marge contributive 20 %, soit 10 TND par commande\n• ${orders} commandes par patient sur sa durée de vie\n• LTV / CAC : 4×`;
    // 1,5 x 10 = 15 TND against 40: 0.4x.
    expect(flags(deck('1,5'), 'pitch_deck')).toContain('unit-economics');
    // 16 x 10 = 160 TND against 40: 4x, as stated.
    expect(flags(deck('16'), 'pitch_deck')).not.toContain('unit-economics');
  });
});

describe('cash as it falls, and its label', () => {
  it("reads cash falling by a week's amount as the burn, the cash's label running to its colon", () => {
    const text = (cash: string) => `Cash in bank and mobile wallets on 31 May: USD ${cash}. Over the last two months the balance has fallen by about USD 6,000 a week.`;
    // 70,000 / (6,000 x 52 / 12) = 2.7 months.
    expect(flags(text('70,000'))).toContain('short-runway');
    expect(flags(text('700,000'))).not.toContain('short-runway');
    expect(flags("Disponibilités au 30 juin : 4,0 M MAD. La trésorerie d'exploitation baisse en moyenne de 250 k MAD par semaine.", 'financial_statements')).toContain('short-runway');
  });
});

describe("a plan's years in a table", () => {
  it('reads a header with its label and a bare row of figures under it', () => {
    const plan = (row: string) => `6 / Plan\nRevenue (USD m)     2024A    2025F    2026F    2027F\n                   ${row}`;
    expect(flags(plan('0.9      4.2      9.0     20.0'), 'pitch_deck')).toContain('unrealistic-growth');
    expect(flags(plan('0.9      1.8      3.0      5.0'), 'pitch_deck')).not.toContain('unrealistic-growth');
  });

  it("reads pipe cells under a header whose first cell is a unit, and a spaced thousand in a cell", () => {
    const table = (revenue: string) => `5. Projections\n| USD '000        | FY2024 actual | FY2025 | FY2026 | FY2027 |\n|---|---|---|---|---|\n| Units sold      | 900           | 4,100  | 9,000  | 20,000 |\n| Revenue         | ${revenue} |\n| Gross margin    | 30%           | 33%    | 36%    | 38%    |`;
    expect(flags(table('180           | 900    | 2,100  | 4,500'))).toContain('unrealistic-growth');
    expect(flags(table('180           | 300    | 450  | 600'))).not.toContain('unrealistic-growth');
    expect(flags("Chiffres clés (en M FCFA)\n| | 2023 réel | 2024 réel | 2025 budget | 2026 projeté |\n|---|---|---|---|---|\n| Chiffre d'affaires | 120 | 200 | 1 000 | 2 400 |\n| Marge brute | 40 | 70 | 300 | 700 |", 'pitch_deck')).toContain('unrealistic-growth');
  });
});

describe('near-misses that tempted the reader', () => {
  it("reads fees 'reported separately and not included' as no instrument left off a cap table", () => {
    expect(flags('ARR is twelve times subscription MRR. Set-up fees (USD 90k in 2024) are reported separately and not included.', 'pitch_deck')).not.toContain('cap-table-complexity');
    expect(flags('Cap table\nFounders 60%\nSAFE holders (USD 0.4m in total) not yet reflected', 'legal_docs')).toContain('cap-table-complexity');
  });

  it("reads a rise in percent as no customer's share", () => {
    expect(flags("Le plan retient une hausse des volumes de 60 % grâce au contrat signé avec une chaîne de supermarchés.")).not.toContain('customer-concentration');
    expect(flags("Le contrat signé avec une chaîne de supermarchés représente 60 % du chiffre d'affaires.")).toContain('customer-concentration');
  });

  it("reads a licence file said to be no longer under review as no wait", () => {
    expect(flags("Le dossier de licence déposé en 2023 n'est donc plus en instruction ; la décision est en data room.", 'legal_docs')).not.toContain('pending-licence');
    expect(flags('Le dossier de licence déposé en 2023 est toujours en instruction.', 'legal_docs')).toContain('pending-licence');
  });

  it('reads a lawyer unable to certify the capital as no audit opinion', () => {
    expect(flags("En l'état, nous ne sommes pas en mesure de certifier la répartition du capital.", 'legal_docs')).not.toContain('audit-opinion');
    expect(flags("Nous ne sommes pas en mesure de certifier les comptes de l'exercice 2024.", 'financial_statements')).toContain('audit-opinion');
  });
});

describe('a cap table of two holders, or under the capital at a moment', () => {
  it('reads two holders after a shareholding caption, their stakes making the whole', () => {
    const text = (founder: number) => `3. Shareholding\nCoral Bay Holdings Ltd, the family office of a hotel group, ${100 - founder}%; Marie Hoareau, founder and managing director, ${founder}%.`;
    expect(flags(text(35))).toEqual(expect.arrayContaining(['investor-control', 'low-founder-ownership']));
    expect(flags(text(70))).not.toContain('low-founder-ownership');
  });

  it("reads 'Holder : N %' lines under 'Capital à l'issue de l'opération'", () => {
    const text = "2. Capital à l'issue de l'opération (non dilué)\n- Atlas Partners : 55,0 %\n- Salma Ben Ali, cofondatrice et directrice générale : 27,0 %\n- Autres porteurs : 18,0 %";
    expect(flags(text, 'legal_docs')).toEqual(expect.arrayContaining(['investor-control', 'low-founder-ownership']));
  });
});

describe('no competitor, said in other words', () => {
  it("reads 'there is currently no other ... company operating in' and a named company the only one selling in a market", () => {
    expect(flags('There is currently no other solar irrigation company operating in Dodoma region.', 'pitch_deck')).toContain('no-competition');
    expect(flags('Maji Pump is the only solar irrigation company selling in these two districts.', 'pitch_deck')).toContain('no-competition');
    expect(flags('Maji Pump is the only solar irrigation company in Tanzania with an ISO 9001 certificate.', 'pitch_deck')).not.toContain('no-competition');
  });

  it("reads 'nous sommes seuls' after incumbents said to stay in their lane, not after a rival conceded", () => {
    expect(flags("Les banques restent cantonnées au crédit classique : nous sommes seuls sur ce créneau.", 'pitch_deck')).toContain('no-competition');
    expect(flags("Nous sommes seuls en ligne, mais les agences de voyage restent une alternative pour beaucoup.", 'pitch_deck')).not.toContain('no-competition');
  });
});

describe('tax owed or kept back, in other words', () => {
  it("reads tax 'still outstanding', and the refund owed to the company as none", () => {
    expect(flags('The tax statement dated 2 May shows PAYE of USD 23,700 for January to April still outstanding.', 'legal_docs')).toContain('debt-distress');
    expect(flags('The revenue authority statement shows a VAT refund of USD 40,000 for the first quarter still outstanding.', 'legal_docs')).not.toContain('debt-distress');
  });

  it("reads contributions deferred and still due, and VAT collected not paid over, in French", () => {
    expect(flags("Nous avons dû différer nos cotisations à la caisse de sécurité sociale : deux trimestres restent dus.")).toContain('debt-distress');
    expect(flags("La société n'a pas reversé la TVA collectée de juillet à septembre.", 'financial_statements')).toContain('debt-distress');
    expect(flags("La société a reversé la TVA collectée de juillet à septembre dans les délais.", 'financial_statements')).not.toContain('debt-distress');
  });
});

describe("a month's customer balance", () => {
  it('reads an opening and a closing count within one month, with those won', () => {
    const text = (closing: number) => `- Écoles abonnées au 1er mars : 300\n- Nouvelles écoles : 20\n- Écoles abonnées au 31 mars : ${closing}`;
    // 300 + 20 - 295 = 25 lost of 300 in the month: 8.3%.
    expect(flags(text(295))).toContain('high-churn');
    // 300 + 20 - 316 = 4 lost: 1.3%.
    expect(flags(text(316))).not.toContain('high-churn');
  });
});
