/**
 * Readings of the thirty-seventh round, group E (false flags): ways of writing that tempted the reader into a flag the
 * text does not hold, each read now as what it is. A company named as the object of a preposition ('no other claims
 * against the company'), or alone denied ('nous ne sommes pas seuls sur ce marché'), claims no monopoly; a job left
 * before joining ('a quitté X pour nous rejoindre', 'which he left in 2021', 'after leaving her previous venture') is
 * no departure; a suit withdrawn by a consent order, a court file closed or parties agreeing to end the dispute in the
 * sentences after it closes a case, and a claim only threatened is none yet; a related party's offer the board
 * declines, or a family business a leaver returns to, is no dealing; directors not aware of a material uncertainty
 * state none; years of cash are a runway in years; one-off fees that 'neither is included' in ARR are excluded; the
 * writer among the holders ('X and I hold 72%') is no investor; 'le tiers payant' is a payer, not a third; a margin
 * item of a list with an operator in its reason is no customer's share; 'Notes annexes' list separate notes; a
 * post-money split is capital; 'sans certification' of a crop is no unaudited account; a regulator that withdrew its
 * notice lifted a measure. Texts in our own words; each
 * with the near-miss that must still raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe('no competition: a company as an object, or being alone denied', () => {
  it('does not read claims against the company as no other company', () => {
    expect(flags('Note 19 — Contingencies. The dispute with a former carrier was settled in May. There are no other claims against the company.', 'financial_statements')).not.toContain('no-competition');
  });
  it('still reads no other company offering the service', () => {
    expect(flags('There are no other cold-chain companies serving the northern corridor.')).toContain('no-competition');
  });
  it("does not read 'nous ne sommes pas seuls sur ce marché'", () => {
    expect(flags('Concurrence. Nous ne sommes pas seuls sur ce marché : trois pharmacies en ligne livrent déjà en ville.')).not.toContain('no-competition');
  });
  it("still reads 'seuls sur ce marché' asserted", () => {
    expect(flags('Concurrence. Aujourd\'hui, seuls sur ce marché, nous livrons toute la ville en moins de deux heures.')).toContain('no-competition');
  });
});

describe('founder departure: a former employer left before joining', () => {
  it("does not read 'a quitté <an employer of several words> pour nous rejoindre'", () => {
    expect(flags('Équipe. Moussa Diarra, notre directeur technique, a quitté Orange Mali Services en 2021 pour nous rejoindre.')).not.toContain('founder-departure');
  });
  it('still reads a director who left the company to join another', () => {
    expect(flags('Équipe. Moussa Diarra, notre directeur technique, a quitté la société en 2024 pour rejoindre un concurrent.')).toContain('founder-departure');
  });
  it("does not read 'previously ... at a bank, which he left in 2020'", () => {
    expect(flags('Team: Jabari Otieno, CTO — previously lead engineer at a Nairobi bank, which he left in 2020', 'pitch_deck')).not.toContain('founder-departure');
  });
  it('still reads a CTO who left the company in a year', () => {
    expect(flags('Team: Jabari Otieno, CTO, previously at a Nairobi bank, left the company in 2024.', 'pitch_deck')).toContain('founder-departure');
  });
  it("does not read a founding after 'leaving her previous venture', where she resigned from the board", () => {
    const text = 'Amara Bello (CEO) started the company in 2021 after leaving her previous venture, a payments startup in Lagos, where she resigned from the board in 2020.';
    expect(flags(text, 'legal_docs')).not.toContain('founder-departure');
  });
  it('still reads a CEO who resigned from the board of the company', () => {
    expect(flags('Amara Bello, our CEO, resigned in March 2025 and left the company.', 'legal_docs')).toContain('founder-departure');
  });
});

describe('litigation: a case closed in the sentences after it, or a claim only threatened', () => {
  const suit = 'A. The Distributor brought Civil Suit No. 88 of 2024 against the Company in the High Court claiming unpaid commissions.';
  it('does not read a suit a consent order withdrew in the next sentence', () => {
    expect(flags(`${suit}\nB. On 3 June 2025 a consent order was filed withdrawing the suit, each party bearing its costs.`, 'legal_docs')).not.toContain('litigation');
  });
  it("does not read a suit whose court file 'the court has closed'", () => {
    expect(flags(`${suit}\nB. The parties reached terms in June 2025. The court has closed the file.`, 'legal_docs')).not.toContain('litigation');
  });
  it('still reads the suit when the next sentences set a hearing', () => {
    expect(flags(`${suit}\nB. The hearing is set for 12 September 2025.`, 'legal_docs')).toContain('litigation');
  });
  it("does not read a chat's case whose 'court file is closed' in the reply", () => {
    const text = '[03/03/2025 10:02] Investor: I heard you had a court case with a supplier\n[03/03/2025 10:05] Founder: We did, in 2023. It ended in May last year, we paid KES 200k, the court file is closed.';
    expect(flags(text)).not.toContain('litigation');
  });
  it("does not read a summons the parties 'ont convenu de mettre fin à ce différend' two sentences later", () => {
    const text = "C. Par exploit du 2 mai 2024, M. Kaboré a assigné la Société devant le Tribunal de commerce de Ouagadougou en paiement d'une prime.\nD. Le litige porte sur l'exercice 2023.\nE. Les Parties ont convenu de mettre fin à ce différend par des concessions réciproques.";
    expect(flags(text, 'legal_docs')).not.toContain('litigation');
  });
  it('still reads the summons when the parties only met', () => {
    const text = "C. Par exploit du 2 mai 2024, M. Kaboré a assigné la Société devant le Tribunal de commerce de Ouagadougou en paiement d'une prime.\nD. Le litige porte sur l'exercice 2023.\nE. Les Parties se sont rencontrées le 10 juin.";
    expect(flags(text, 'legal_docs')).toContain('litigation');
  });
  it('does not read a claim only threatened, in English or French', () => {
    expect(flags('A former agent has threatened legal action over his commission; no claim has been served.')).not.toContain('litigation');
    expect(flags("Un transporteur a évoqué une action en justice au sujet d'une facture, sans rien engager à ce jour.")).not.toContain('litigation');
  });
  it('still reads the claim filed after the threat, and a denial of pending or threatened litigation stays a denial', () => {
    expect(flags('A former agent threatened legal action in March; he filed his claim in the High Court in May.')).toContain('litigation');
    expect(flags('4.2 Litigation. There is no pending or threatened litigation.', 'legal_docs')).not.toContain('litigation');
  });
});

describe('related party: an offer declined, or a family business a leaver returns to', () => {
  const offer = "Le conseil examine deux devis. Le moins cher vient de Kanté Emballages SARL, dont le gérant est le frère du Directeur général. Le Directeur général ne prend pas part au vote.";
  it('does not read the offer the board decides not to take two sentences later', () => {
    expect(flags(`${offer} Le conseil décide de ne pas retenir cette offre.`, 'legal_docs')).not.toContain('related-party');
  });
  it('still reads the offer the board takes', () => {
    expect(flags(`${offer} Le conseil décide de retenir cette offre.`, 'legal_docs')).toContain('related-party');
  });
  it("does not read a director leaving 'to return to his family's business'", () => {
    expect(flags("The Chair reported that the COO resigned on 3 March to return to his family's business in Kisumu.", 'legal_docs')).not.toContain('related-party');
  });
  it("still reads the company buying from the family's business", () => {
    expect(flags("The company buys its packaging from his family's business in Kisumu.", 'legal_docs')).toContain('related-party');
  });
});

describe('going concern: directors aware of no material uncertainty', () => {
  it('does not read directors who are not aware of any material uncertainty', () => {
    expect(flags('Going concern. The directors are not aware of any material uncertainty that may cast significant doubt on the going-concern basis.', 'financial_statements')).not.toContain('going-concern');
  });
  it('still reads directors who are aware of one', () => {
    expect(flags('Going concern. The directors are aware of a material uncertainty that may cast significant doubt on the going-concern basis.', 'financial_statements')).toContain('going-concern');
  });
});

describe('short runway: years of cash', () => {
  it('does not read a stress case of six months that leaves more than two years of cash', () => {
    expect(flags('Even if sales halved for six months, we would still have more than two years of cash.')).not.toContain('short-runway');
  });
  it('still reads six months of cash', () => {
    expect(flags('At this burn we have six months of cash left.')).toContain('short-runway');
  });
});

describe('non-recurring revenue: one-off fees that neither is included', () => {
  it("does not read 'are one-off ...; neither is included in ARR'", () => {
    expect(flags('Set-up fees (KES 400k) and device sales (KES 900k) are one-off and shown apart; neither is included in ARR.')).not.toContain('non-recurring-revenue');
  });
  it('still reads one-off fees included in ARR', () => {
    expect(flags('Set-up fees (KES 400k) and device sales (KES 900k) are one-off and are included in ARR.')).toContain('non-recurring-revenue');
  });
});

describe('investor control: the writer among the holders', () => {
  it("does not read 'Kwame and I hold 70% together'", () => {
    expect(flags('Cap table: Kwame and I hold 70% together. Angels 20%, pool 10%.')).not.toContain('investor-control');
  });
  it('still reads a fund holding 70%', () => {
    expect(flags('Cap table: Savanna Capital holds 70%. Founders 20%, pool 10%.')).toContain('investor-control');
  });
});

describe("customer concentration: 'tiers payant', a rate's reason, notes, a post-money split", () => {
  it("does not read 'le tiers payant' as a third", () => {
    expect(flags("La CNAM, notre premier client sur le tiers payant, représente 16 % du chiffre d'affaires.")).not.toContain('customer-concentration');
  });
  it('still reads a third of revenue from one customer', () => {
    expect(flags("La CNAM, notre premier client, représente le tiers du chiffre d'affaires.")).toContain('customer-concentration');
  });
  it("does not read a margin item whose reason names the operators as a customer's share", () => {
    const text = "Chiffres de mai\n- MRR : 300 M GNF\n- Taux de marge brute : 55 % (59 % en avril, frais des opérateurs en hausse)\n- Frais d'installation facturés aux nouveaux clients : 20 M GNF, facturés une seule fois, donc hors MRR";
    expect(flags(text)).not.toContain('customer-concentration');
  });
  it("still reads a list's item that gives the largest customer's share", () => {
    const text = "Chiffres de mai\n- MRR : 300 M GNF\n- Premier client, un opérateur minier : 45 % du MRR\n- Taux de marge brute : 55 %";
    expect(flags(text)).toContain('customer-concentration');
  });
  it("does not read a post-money split's investor line as a customer", () => {
    const text = "Répartition post-money (entièrement diluée) :\n- Awa Ndiaye, fondatrice : 30 %\n- Teranga Growth Partners et fonds affiliés, au total : 40 %\n- Business angels (tour de 2023) : 20 %\n- Pool d'options : 10 %";
    expect(flags(text, 'legal_docs')).not.toContain('customer-concentration');
  });
  it("still reads a revenue split's customer line", () => {
    const text = "Répartition du chiffre d'affaires 2024 :\n- Sonatel : 40 %\n- Autres clients : 60 %";
    expect(flags(text)).toContain('customer-concentration');
  });
});

describe("'Notes annexes' and a crop's certification", () => {
  it("does not read the notes of 'Notes annexes' as one sentence", () => {
    const text = "Notes annexes\n1. Revenus récurrents. L'ARR s'élève à 5,2 M MAD. La subvention de 300 000 MAD a été perçue en une seule fois.\n2. Clients. La société compte 900 clients. Le taux de rétention annuel s'établit à 92 %. Le premier client représente 5 % des revenus.";
    expect(flags(text, 'financial_statements')).not.toContain('customer-concentration');
  });
  it("does not read a crop sold 'sans certification' as unaudited accounts", () => {
    expect(flags('Le problème : sans certification ni traçabilité, le sésame part au prix du conventionnel.', 'pitch_deck')).not.toContain('audit-opinion');
  });
  it("still reads accounts 'sans certification'", () => {
    expect(flags('Les comptes 2024 sont présentés sans certification du commissaire aux comptes.', 'pitch_deck')).toContain('audit-opinion');
  });
});

describe('regulatory: a measure withdrawn', () => {
  it("does not read 'the Authority withdrew its notice'", () => {
    expect(flags('The site was inspected again, and the Authority withdrew its notice on 4 June 2025.', 'legal_docs')).not.toContain('regulatory');
  });
  it("still reads 'the Authority withdrew its licence'", () => {
    expect(flags('The Authority withdrew its licence on 4 June 2025.', 'legal_docs')).toContain('regulatory');
  });
});

describe('payers in the plural, and a tie denied after a likeness', () => {
  it("does not read 'environ 55 % du chiffre d'affaires est réglé directement par les patients' as one customer", () => {
    expect(flags("Clients payeurs : environ 55 % du chiffre d'affaires est réglé directement par les patients ; la première mutuelle d'entreprise représente 14 % du chiffre d'affaires.")).not.toContain('customer-concentration');
  });
  it('still reads one insurer paying 55%', () => {
    expect(flags("Clients payeurs : la première mutuelle, notre plus gros client, représente 55 % du chiffre d'affaires ; le reste est réglé par les patients.")).toContain('customer-concentration');
  });
  const likeness = "Parties liées : le transporteur sous-traitant porte un nom proche de celui de l'épouse d'un fondateur.";
  it('does not read the likeness when the next sentence finds no tie', () => {
    expect(flags(`${likeness} Vérification faite, il n'existe aucun lien capitalistique ou familial avec les fondateurs.`)).not.toContain('related-party');
  });
  it('still reads the likeness when the next sentence confirms the tie', () => {
    expect(flags(`${likeness} Vérification faite, le gérant du transporteur est bien le frère de cette épouse.`)).toContain('related-party');
  });
});
