/**
 * Readings of the thirty-fifth round, group G (the classes other than the seven most missed): a counterparty's owner
 * named by name and then tied to an insider in apposition ('owned by X, brother of our CEO'; 'dont la gérante est Mme X,
 * sœur du président'), or the writer's relative after 'belongs to my' or a letter's 'votre épouse'; a covenant ratio
 * pointed at with decimals ('the ratio was 1.05x'), a current ratio, and a limit written before 'au minimum' with the
 * ratio after it; taxes not paid when due past amounts with decimals, in English and French; the market held alone said
 * as a place ('we have the field to ourselves', 'we are alone on the corridor'); a fact kept before a colon that opens an
 * expectation; and a French qualified opinion 'sous une réserve' or 'sous réserve des incidences'. Each in words of our
 * own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('a counterparty owner named, then tied to an insider in apposition', () => {
  it("reads 'owned by <name>, <insider relative>' and '<name>'s <relative>'", () => {
    expect(flags('Packaging is bought from Lakeside Cartons Ltd, owned by Peter Mwale, uncle of our managing director, for MWK 3m a month.')).toContain('related-party');
    expect(flags('Packaging is bought from Lakeside Cartons Ltd, owned by Peter Mwale, Grace Banda\'s cousin, for MWK 3m a month.')).toContain('related-party');
    expect(flags('Packaging is bought from Lakeside Cartons Ltd, owned by Peter Mwale, a retired engineer, for MWK 3m a month.')).not.toContain('related-party');
  });

  it("reads the French 'dont la gérante et associée unique est Mme X, sœur du président'", () => {
    expect(flags('Le dépôt est loué à la SCI Baobab, dont la gérante et associée unique est Mme Awa Sarr, sœur du président, pour 2 M FCFA par mois.')).toContain('related-party');
    expect(flags('Le dépôt est loué à la SCI Baobab, dont la gérante et associée unique est Mme Awa Sarr, notaire à Thiès, pour 2 M FCFA par mois.')).not.toContain('related-party');
  });

  it("reads a name with 'N'' as a name, not a denial: 'détenue par M. N'Gom, père du directeur général'", () => {
    expect(flags('Les camions sont loués à Transports N\'Gom SARL, société détenue par M. Ibou N\'Gom, père du directeur général Awa N\'Gom, pour 4 M FCFA par mois.')).toContain('related-party');
    expect(flags('Les camions sont loués à Transports N\'Gom SARL, société détenue par M. Ibou N\'Gom, transporteur à Thiès, pour 4 M FCFA par mois.')).not.toContain('related-party');
  });

  it('reads an owner named as an insider, but not a role held in the counterparty itself', () => {
    expect(flags('The depot is rented from Kivu Estates, whose partners are Mr Jean Bahati, chairman of the board, and two cousins.')).toContain('related-party');
    expect(flags('The depot is rented from Kivu Estates, owned by Jean Bahati, founder of Kivu Estates, at market rent.')).not.toContain('related-party');
    expect(flags('Le rachat des 9 % toujours détenus par M. Paul Ebo, cofondateur, qui a quitté la société en 2023, est prévu.', 'legal_docs')).not.toContain('related-party');
  });

  it("reads 'belongs to my <relative>' and a letter's 'détenue par votre épouse'", () => {
    expect(flags('We moved stock into a unit leased from Harbour Sheds Ltd. Harbour Sheds belongs to my aunt, and the rent is USD 900 a month.')).toContain('related-party');
    expect(flags('We moved stock into a unit leased from Harbour Sheds Ltd. Harbour Sheds belongs to my old landlord, and the rent is USD 900 a month.')).not.toContain('related-party');
    expect(flags('Monsieur le Directeur, le bureau de Cocody appartient à la SCI Ivoire, détenue par votre épouse, qui perçoit 1 M FCFA de loyer par mois.')).toContain('related-party');
  });
});

describe('a covenant ratio read from its figures', () => {
  it("reads 'the ratio was 1.05x' against a floor set in another sentence", () => {
    expect(flags('The term loan requires an interest cover ratio of at least 2.0x. At the March test the ratio was 1.45x.')).toContain('debt-distress');
    expect(flags('The term loan requires an interest cover ratio of at least 2.0x. At the March test the ratio was 2.35x.')).not.toContain('debt-distress');
    expect(flags('Covenants at 31 March: interest cover 2.4x (minimum 2.0x), both met.')).not.toContain('debt-distress');
  });

  it('reads a current ratio under its minimum', () => {
    expect(flags('The working-capital facility requires a current ratio of at least 1.50x, tested quarterly. At 30 September the ratio was 1.10x.')).toContain('debt-distress');
    expect(flags('The working-capital facility requires a current ratio of at least 1.50x, tested quarterly. At 30 September the ratio was 1.70x.')).not.toContain('debt-distress');
  });

  it("reads a French limit written before 'au minimum' and the ratio after it", () => {
    expect(flags('Le ratio de couverture du service de la dette, fixé par la banque à 1,30 au minimum, ressort à 0,85 au 31 décembre.')).toContain('debt-distress');
    expect(flags('Le ratio de couverture du service de la dette, fixé par la banque à 1,30 au minimum, ressort à 1,60 au 31 décembre.')).not.toContain('debt-distress');
  });
});

describe('taxes not paid when due', () => {
  it('reads English tax not remitted past an amount with decimals, and "we haven\'t paid" a tax', () => {
    expect(flags('PAYE of KES 12.4 million due to the Kenya Revenue Authority for the second quarter had not been remitted at 30 June.')).toContain('debt-distress');
    expect(flags('To be frank, we haven\'t paid VAT and withholding to the revenue office since February.')).toContain('debt-distress');
    expect(flags('To be frank, we haven\'t paid VAT because we are below the registration threshold.')).not.toContain('debt-distress');
    expect(flags('The VAT refund of KES 2.1 million claimed from the revenue authority had not been paid at 30 June.')).not.toContain('debt-distress');
  });

  it("reads French 'n'ont pas été acquittées', 'restant dues' and 'exigibles et non réglés : cotisations'", () => {
    expect(flags('Les cotisations sociales du troisième trimestre, soit 12,6 M FCFA, n\'ont pas été acquittées à leur échéance.')).toContain('debt-distress');
    expect(flags('Exceptions : cotisations de retraite des mois de mars et avril, soit 41 000 TND, restant dues à ce jour.')).toContain('debt-distress');
    expect(flags('Sur les 220 KEUR, 150 KEUR étaient exigibles et non réglés au 31 mars : cotisations URSSAF et TVA de février.')).toContain('debt-distress');
    expect(flags('Les cotisations sociales du troisième trimestre, soit 12,6 M FCFA, ont été acquittées à leur échéance.')).not.toContain('debt-distress');
  });
});

describe('the market held alone, said as a place', () => {
  it("reads 'we have the field to ourselves' and 'we are alone on the <route>'", () => {
    expect(flags('Competition slide. We have the market to ourselves: clinics in the region still book on paper.', 'pitch_deck')).toContain('no-competition');
    expect(flags('Landscape. We are alone on the Lusaka to Ndola route, and we plan to stay that way.', 'pitch_deck')).toContain('no-competition');
    expect(flags('Landscape. We are not alone on the Lusaka to Ndola route: two hauliers run the same trip.', 'pitch_deck')).not.toContain('no-competition');
  });

  it("reads 'the field is empty', 'il n'existe aucun acteur sur ce créneau' and 'personne d'autre que nous'", () => {
    expect(flags('Who else does this? The field is empty in Tigray today.', 'pitch_deck')).toContain('no-competition');
    expect(flags('Il n\'existe aujourd\'hui aucun acteur sur ce créneau à Nouakchott.', 'pitch_deck')).toContain('no-competition');
    expect(flags('Un restaurateur qui veut du poisson frais n\'a personne d\'autre que nous à appeler.', 'pitch_deck')).toContain('no-competition');
    expect(flags('Not one other logistics company runs cold trucks to the north.', 'pitch_deck')).toContain('no-competition');
    expect(flags('The field is crowded: three logistics companies run cold trucks to the north.', 'pitch_deck')).not.toContain('no-competition');
    expect(flags('We win on service, not because the field is empty: three logistics companies run cold trucks north.', 'pitch_deck')).not.toContain('no-competition');
  });
});

describe('a fact before a colon that opens an expectation', () => {
  it('keeps an unaudited statement whose explanation looks ahead', () => {
    expect(flags('Revenue was USD 2.1m in 2024. The 2024 accounts have not been audited: the board expects to appoint an auditor after closing.')).toContain('audit-opinion');
    expect(flags('Revenue was USD 2.1m in 2024. The 2024 accounts have been audited: the board expects to change auditor after closing.')).not.toContain('audit-opinion');
  });
});

describe('a French qualified opinion', () => {
  it("reads 'certifie les comptes sous une réserve' and 'sous réserve des incidences de la question'", () => {
    expect(flags('Le commissaire aux comptes certifie les comptes 2024 sous une réserve portant sur les stocks.', 'financial_statements')).toContain('audit-opinion');
    expect(flags('À notre avis, sous réserve des incidences du point décrit ci-dessus, les états financiers sont réguliers et sincères.', 'financial_statements')).toContain('audit-opinion');
    expect(flags('Le commissaire aux comptes certifie les comptes 2024 sans réserve.', 'financial_statements')).not.toContain('audit-opinion');
  });
});
