/**
 * Readings of the thirty-eighth round, group H (litigation, debt distress, regulatory, pending licence, missing figures):
 * - a case told over away from the line naming it: an agenda's items are topics, a heading's section says the case
 *   ended, a court number named again with its end; 'no proceedings pending' denies (litigation-sections.ts);
 * - another company's news told on: lines opening on the firm's name, a story told by pronouns, the news named ('saw
 *   the news about X', 'vous avez vu pour X ?'); a party called unlicensed is that party (other-company-named.ts);
 * - a regulator that fined a firm named after it; a regulator's letter naming itself 'the Bank' in its body, its
 *   capitals misread by a scan ('DlRECTS');
 * - a facility serviced as agreed since; 'the breach is cured' a line further; late penalties a counterparty claims;
 * - a grant by another authority than the one applied to ends no wait;
 * - figures as a sheet of line items, a scale joined to its currency code ('(MFCFA)'), 'de revenus'; a chat timed alone.
 * Each a general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('a case told over away from the line that names it', () => {
  const minutes = (state: string) => `PROCÈS-VERBAL DU CONSEIL DU 4 MARS 2025\n\nOrdre du jour :\n1. Comptes du trimestre\n2. Litige avec l'ancien fournisseur de Kayes\n3. Questions diverses\n\n1. Comptes du trimestre\nLe conseil approuve les comptes du trimestre.\n\n2. Litige avec l'ancien fournisseur de Kayes\n${state}\n\n3. Questions diverses\nAucune.`;

  it('reads an agenda item and its section heading as over when the section says the dispute is closed', () => {
    expect(flags(minutes("Le conseil constate que ce litige a été réglé à l'amiable en février ; le dossier est clos."), 'legal_docs')).not.toContain('litigation');
  });

  it('still flags the case when its section says the hearing is adjourned', () => {
    expect(flags(minutes("L'audience a été renvoyée au 12 septembre 2025 devant le tribunal de commerce de Bamako."), 'legal_docs')).toContain('litigation');
  });

  const caption = (state: string) => `LEGAL STATUS REPORT\nClient: Nuru Foods Ltd\n\n2. Baraka Supplies Ltd v. Nuru Foods Ltd\nHigh Court, Commercial Division\nBaraka sought KES 3 million for deliveries it said were unpaid.\nNuru disputed the quality of the goods.\n${state}`;

  it('reads a case caption as a heading whose section says the case ended', () => {
    expect(flags(caption('No appeal was lodged within the time allowed, so the judgment is final and the court file was closed in May 2025.'), 'legal_docs')).not.toContain('litigation');
  });

  it('still flags a captioned case whose section has it pending', () => {
    expect(flags(caption('The hearing was adjourned to 9 October 2025.'), 'legal_docs')).toContain('litigation');
  });

  const numbered = (later: string) => `SETTLEMENT DEED\n\nRecitals\nA. Kito Traders Ltd sued the Company in the High Court at Kampala (Suit No. 214 of 2024) claiming USD 50,000 for breach of a supply contract.\nB. The Company denies the claim.\nC. The Company's warehouse is leased from a third party.\nD. The parties wish to avoid the cost of a trial.\n\nTerms\n1. The Company shall pay USD 20,000 within thirty days.\n\nNote added on 2 July 2024: ${later}`;

  it('reads a case closed by a later note naming its court number', () => {
    expect(flags(numbered('Suit No. 214 of 2024 was withdrawn by consent on 28 June 2024.'), 'legal_docs')).not.toContain('litigation');
  });

  it('does not close the case by a note about another number', () => {
    expect(flags(numbered('Suit No. 377 of 2023 was withdrawn by consent on 28 June 2024.'), 'legal_docs')).toContain('litigation');
  });

  it("reads 'no proceedings pending' as a denial, and flags the one excepted", () => {
    expect(flags('At 31 May 2025 we are aware of no proceedings pending by or against Kivu Freight Logistics SARL before any court, tribunal or arbitral body.', 'legal_docs')).not.toContain('litigation');
    expect(flags('At 31 May 2025 we are aware of no proceedings pending against the Company, other than the claim brought by a former agent before the labour court.', 'legal_docs')).toContain('litigation');
    expect(flags('The Company discloses one pending arbitration brought by a former distributor; there are no other proceedings.', 'legal_docs')).toContain('litigation');
  });
});

describe("another company's news told on", () => {
  const article = (later: string) => `Accra fintech raises seed round\n\nThe raise comes a month after the Bank of Ghana withdrew the licence of Sika Wallet, another mobile-money operator, over weak controls. ${later}\n\nWe have never been fined, said the chief executive.`;

  it("reads a later line opening on the firm's name as its news", () => {
    expect(flags(article("Sika Wallet's founder resigned shortly after, and the firm now faces a lawsuit from its former agents."))).not.toContain('litigation');
  });

  it('still flags a later line that names the company as the party sued', () => {
    expect(flags(article("Sika Wallet's former agents have now sued us as well, before the High Court."))).toContain('litigation');
  });

  it('reads the news named in a chat as the named firm\'s, in English and in French', () => {
    expect(flags('[10:02] Ama: Saw the news about Tuma Credit, the central bank suspended their licence yesterday.\n[10:03] Ama: Should we be worried?\n[10:05] Kofi: No, our licence was renewed in May.')).not.toContain('regulatory');
    expect(flags("[08:15] Awa : Vous avez vu pour Sahel Transfert ?\n[08:16] Awa : La BCEAO leur a suspendu l'agrément hier.\n[08:17] Issa : Nous on est tranquilles.")).not.toContain('regulatory');
  });

  it('still flags the news when it is about the company', () => {
    expect(flags('[10:02] Ama: Did you see the letter? The central bank suspended our licence yesterday.')).toContain('regulatory');
  });

  const story = (line: string) => `Lessons from a failure\n\nIn 2021 I watched a business I admired collapse in a year. It was a haulage start-up in Tamale. ${line}\n\nOur own company has no debt and pays its suppliers on time.`;

  it('reads a story about another business, told by pronouns, as that business\'s news', () => {
    expect(flags(story('By May they had missed two instalments on their truck loan.'))).not.toContain('debt-distress');
  });

  it('still flags the same default told of the company itself', () => {
    expect(flags(story('By May we had missed two instalments on our truck loan.'))).toContain('debt-distress');
  });

  it('reads a party called unlicensed as that party, not the company', () => {
    expect(flags('We stopped settling top-ups for an unlicensed lender in June.')).not.toContain('regulatory');
    expect(flags('We have been operating as an unlicensed lender since March.')).toContain('regulatory');
  });
});

describe("a regulator's measure in other words", () => {
  it('reads a regulator that fined the firm named after it', () => {
    expect(flags('The Data Protection Commission has fined Malaika Health KES 3 million over leaked patient records.')).toContain('regulatory');
    expect(flags('The Data Protection Commission has never fined Malaika Health, whose records were audited in May.')).not.toContain('regulatory');
  });

  const letter = (head: string) => `${head}\nAccra\n\nThe Managing Director\nZuri Pay Ltd\n\nRE: DlRECTlON ON AGENT ONBOARDlNG\n\nFollowing the inspection of May 2025, the Bank hereby DlRECTS Zuri Pay Ltd to cease onboarding new agents with immediate effect.`;

  it("reads a regulator's letter that names itself 'the Bank', its capitals misread by a scan", () => {
    expect(flags(letter('BANK OF GHANA'), 'legal_docs')).toContain('regulatory');
  });

  it("does not read a lender's letter saying 'the Bank' as a regulator's", () => {
    expect(flags(letter('ECOBANK GHANA PLC'), 'legal_docs')).not.toContain('regulatory');
  });
});

describe('a debt said over, or a claim in dispute', () => {
  const loan = (later: string) => `Annual review letter\n\nThe overdraft facility was restructured in 2021 after the floods. ${later}\nPricing is unchanged.`;

  it('reads a facility serviced as agreed ever since as over', () => {
    expect(flags(loan('The facility has been serviced as agreed ever since.'), 'legal_docs')).not.toContain('debt-distress');
  });

  it('still flags a restructuring with no word of its end', () => {
    expect(flags(loan('The facility remains on the restructured terms.'), 'legal_docs')).toContain('debt-distress');
  });

  const covenant = (end: string) => `Covenant history\nAt the June test the interest cover was 1.1x against a covenant minimum of 1.5x. The lender agreed a waiver on 2 August. Collections recovered in August and the September test showed 1.9x.${end}`;

  it("reads 'the breach is cured' three lines after the breach", () => {
    expect(flags(covenant(' The breach is cured.'))).not.toContain('debt-distress');
  });

  it('still flags the breach when no line says it is cured', () => {
    expect(flags(covenant(''))).toContain('debt-distress');
  });

  it('reads late-payment interest a counterparty claims as a claim in dispute, not arrears', () => {
    expect(flags('| L-3 | Kivu Freight SARL | Tribunal de commerce de Goma | Factures contestées et intérêts de retard réclamés par le transporteur | 12 000 USD | Audience fixée au 4 juillet |', 'legal_docs')).not.toContain('debt-distress');
    expect(flags('La société doit à la DGI la TVA de mars, majorée de pénalités de retard.', 'legal_docs')).toContain('debt-distress');
  });
});

describe('a grant by another authority', () => {
  const permits = (later: string) => `Notes\nOur application to the Pharmacy Council for a wholesale licence was lodged in May and the licence has not yet been granted. ${later}`;

  it('does not end the wait with a grant by another authority', () => {
    expect(flags(permits('The import permit for our cold-chain trucks was granted by the Transport Licensing Authority in June.'))).toContain('pending-licence');
  });

  it('ends the wait with the grant by the authority applied to', () => {
    expect(flags(permits('The licence was granted by the Pharmacy Council on 3 July.'))).not.toContain('pending-licence');
  });
});

describe('figures in other layouts', () => {
  it('reads a sheet of line items with periods as columns', () => {
    expect(flags('Management pack, first half\n\nitem,Q1_2025,Q2_2025,Q3_2025\nnet_sales,4100,3880,4020\ncost_of_goods,2500,2400,2510', 'financial_statements')).not.toContain('missing-financials');
    expect(flags('Management pack, first half\n\nitem,Q1_2025,Q2_2025,Q3_2025\nactive_users,4100,3880,4020\nnew_signups,1200,1300,1250', 'financial_statements')).toContain('missing-financials');
  });

  it('reads a caption whose scale is joined to its currency code', () => {
    expect(flags("Indicateurs du semestre (MFCFA)\nChiffre d'affaires : 240 (S2 2024 : 210)\nEffectif : 14 personnes")).not.toContain('missing-financials');
    expect(flags('Indicateurs du semestre (MFCFA)\nClients actifs : 240 (S2 2024 : 210)\nEffectif : 14 personnes')).toContain('missing-financials');
  });

  it('reads a chat whose lines carry their time alone as a conversation', () => {
    expect(flags("[09:02] Awa : On fait le point jeudi ?\n[09:03] Issa : Oui, je prépare l'ordre du jour\n[09:05] Awa : Parfait, merci\n[09:06] Issa : Je t'envoie ça ce soir")).not.toContain('missing-financials');
    expect(flags("Notre solution\nUne application pour les marchands.\nNotre équipe\nTrois fondateurs expérimentés.")).toContain('missing-financials');
  });
});
