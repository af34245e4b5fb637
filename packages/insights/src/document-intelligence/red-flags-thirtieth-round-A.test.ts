/**
 * Readings of the thirtieth round, group A (people and equity): a job left elsewhere before founding the company, said
 * as a phrase or as what came before the founding; a lock-up that runs to a date; holders in the plural and a holding
 * verb's adverb, which are no one investor; a part of the founders' own shares, and one founder counted by an ordinal;
 * a namesake of a leaver in a cap table's row; a resignation handed in as a letter or a notice; a step back from the
 * daily running; records taken up by a pronoun or by their difference. Each a general way of writing, in words of our
 * own, with the near-miss that must not (or must) raise the flag; and an investor's majority said in fifths.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('a job left elsewhere before founding the company', () => {
  it("reads 'which he left ... before launching X' as a former employer", () => {
    expect(flags('Team: Kwabena Asare (CEO) built a logistics firm, which he left in 2019 before launching Trotro Freight; Ama Boateng (CTO).')).not.toContain('founder-departure');
    expect(flags('Team: Kwabena Asare (CEO) left in 2023 before launching his own consultancy.')).toContain('founder-departure');
  });

  it("reads 'a quitté en 2018 une banque ... pour fonder la Société', the employer said as a phrase", () => {
    expect(flags('Équipe : Mariam Diop, fondatrice et directrice générale, a quitté en 2018 une banque régionale pour fonder la Société.')).not.toContain('founder-departure');
    expect(flags('Équipe : Mariam Diop, fondatrice et directrice générale, a quitté la société en 2024 pour fonder sa propre entreprise.')).toContain('founder-departure');
  });

  it("reads 'trois ans avant de fonder la société' as no leaver's stake", () => {
    expect(flags("Le gérant a quitté en 2012 la direction commerciale d'une brasserie de Bamako, trois ans avant de fonder la société ; il détient 65 % des parts.")).not.toContain('dead-equity');
    expect(flags('Le gérant a quitté la société en 2023 ; il détient toujours 65 % des parts.')).toContain('dead-equity');
  });
});

describe('a lock-up that runs to a date', () => {
  it("reads 'une période d'incessibilité jusqu'en 2028' as the shares' term, not a tenure", () => {
    expect(flags("Je suis toujours directrice technique, et le pacte fixe un blocage jusqu'en 2028.")).not.toContain('founder-departure');
    expect(flags("Notre directrice financière est restée jusqu'en mars 2024.")).toContain('founder-departure');
  });
});

describe('holders that are no one investor', () => {
  it('reads shareholders in the plural signing for all the votes as many holders', () => {
    expect(flags('Adopted by shareholders holding 100% of the voting rights at Maseru on 2 May 2025.', 'legal_docs')).not.toContain('investor-control');
    expect(flags('Shareholders: Kalahari Growth Fund 64%, founders 36%.', 'legal_docs')).toContain('investor-control');
  });

  it("reads 'détiennent ensemble 81 %' after the founders' names as their verb, not a holder", () => {
    const text = (investor: string) => `Actionnariat : les fondateurs, Mme Aïcha Bello (DG) et M. Koffi Adjovi (DT), détiennent ensemble 81 % du capital ; ${investor}.`;
    expect(flags(text("le Fonds détiendra 19 % après l'opération"), 'legal_docs')).not.toContain('investor-control');
  });
});

describe("the founders' stake", () => {
  it("reads '30 % de leurs actions' as a part of their own shares, not of the capital", () => {
    expect(flags('Fondateurs : 30 % de leurs actions libérées progressivement sur 48 mois ; clause de bad leaver.', 'legal_docs')).not.toContain('low-founder-ownership');
    expect(flags('Fondateurs : 30 % du capital ; investisseurs : 70 %.', 'legal_docs')).toContain('low-founder-ownership');
  });

  it('reads a founder counted by an ordinal as one founder of several', () => {
    expect(flags('One more thing: Tendai, our second co-founder, still holds his 12%.')).not.toContain('low-founder-ownership');
    expect(flags('One more thing: the co-founders now hold 12%.')).toContain('low-founder-ownership');
  });

  it("tells a leaver's namesake in a cap table's row from the leaver", () => {
    const text = (row: string) => [
      "PACTE D'ASSOCIÉS DE KOFI CACAO SAS — EXTRAITS",
      "",
      "Article 11 — Bénéficiaires d'options sortants",
      "Les options non exercées deviennent caduques au départ de leur titulaire. Pour mémoire, les 450 options consenties à M. Yao Kouassi, comptable salarié parti en mars 2024, n'étaient pas acquises et sont devenues caduques à cette date ; M. Kouassi ne détient aucune action de la société.",
      "",
      "Annexe 1 — Capital sur une base totalement diluée",
      "Tableau rapproché du registre des mouvements de titres au 31 mai 2025.",
      "",
      "Adjoa Mensah, cofondatrice, Présidente .............. 23,0 %",
      `${row} ......... 19,5 %`,
      "Abidjan Seed Fund ......................................... 44,0 %",
      "Business angels (quatre personnes physiques) ................ 9,5 %",
      "Pool d'options (attribuées et non attribuées) ............. 4,0 %",
      "Total .................................................... 100,0 %",
    ].join('\n');
    expect(flags(text('Serge Ahoua Kouassi, cofondateur, directeur général'), 'legal_docs')).not.toContain('low-founder-ownership');
    expect(flags(text('Yao Kouassi, cofondateur, directeur général'), 'legal_docs')).toContain('low-founder-ownership');
  });
});

describe('a resignation handed in', () => {
  it('reads a notice of resignation given by a name the text titles elsewhere', () => {
    const text = 'Present: A. Phiri (Chair), K. Banda (COO), T. Mwale.\nItem 4. The Chair noted that Mr Banda has given notice of resignation; his notice period ends on 31 May 2025.';
    expect(flags(text, 'legal_docs')).toContain('founder-departure');
  });

  it('reads a letter resigning with effect from a date', () => {
    expect(flags('The Chair reported that Mr Tawanda Moyo, co-founder and Chief Financial Officer, had sent a letter dated 4 March 2025 resigning with effect from 30 June 2025.', 'legal_docs')).toContain('founder-departure');
  });
});

describe('a step back from the daily running', () => {
  it("reads 'he will step back from day-to-day operations', the founding said the line before", () => {
    const text = 'Ruth Achieng and Peter Otieno founded the company in 2016. Peter has told us he will step back from day-to-day operations in August and stay on the board.';
    expect(flags(text)).toContain('founder-departure');
  });

  it('reads the executive title that ends in officer as the leaver, not another role', () => {
    const text = 'Kemi Adeyemi, who founded Gidi Farms with Tunde Bello in 2018 and has been our Chief Financial Officer since, has told the board that she will step back from day-to-day work in November.';
    expect(flags(text)).toContain('founder-departure');
  });

  it("reads 'I step back' in a chat its header names the founders'", () => {
    const text = (header: string) => `${header}\n[09:02] Selam: budget is ready.\n[09:03] Dawit: good.\n[09:04] Selam: numbers look fine.\n[09:05] Dawit: ok.\n[09:06] Selam: last thing for the deck. I have decided: I step back from day-to-day at the end of May.\n[09:07] Dawit: understood.`;
    expect(flags(text('Chat export, group "Founders" (Selam T., CEO; Dawit H., CTO), 02/04/2025'))).toContain('founder-departure');
  });
});

describe('cap-table records taken up in the next line', () => {
  it("reads 'They differ by ... we have not yet been able to reconcile them'", () => {
    const text = (said: string) => `Folder 3.2 holds the January cap table from the finance team and the April version from counsel. ${said}`;
    expect(flags(text('They differ by 2 750 shares and treat the 2022 SAFEs differently; we have not yet been able to reconcile them.'), 'legal_docs')).toContain('cap-table-complexity');
    expect(flags(text('They were reconciled in May and now agree.'), 'legal_docs')).not.toContain('cap-table-complexity');
  });

  it("reads 'the two do not agree' and 'l'écart ... n'a pas pu être rapproché'", () => {
    expect(flags('Shareholding: the quota register shows 50,000 quotas; the investor schedule shows 52,300 after the notes converted. The two do not agree and we have not yet traced the difference.', 'legal_docs')).toContain('cap-table-complexity');
    expect(flags("Le registre des mouvements de titres fait état de 81 200 actions. L'écart de 1 900 actions avec le tableau remis n'a pas pu être rapproché à ce jour.", 'legal_docs')).toContain('cap-table-complexity');
  });
});

describe('a stake said still held, the leaving dated in the next line', () => {
  it("reads 'détient toujours ses 12 %' then 'Depuis son départ en 2021 ...'", () => {
    const text = (after: string) => `Dernier point : Ousmane, notre deuxième associé, détient toujours ses 12 %. ${after}`;
    expect(flags(text("Depuis son départ en 2021, personne n'a levé l'option d'achat prévue au pacte."), 'legal_docs')).toContain('dead-equity');
    expect(flags(text('Il dirige toujours les ventes au Sénégal.'), 'legal_docs')).not.toContain('dead-equity');
  });

  it("reads 'still holds his 8%' then 'Since his resignation ...'", () => {
    expect(flags('Kojo still holds his 8% of the shares. Since his resignation in 2023 the board has not used its call option.', 'legal_docs')).toContain('dead-equity');
  });
});

describe("an investor's majority said as a fraction in fifths", () => {
  it("reads 'les quatre cinquièmes du capital' and 'three-fifths of the shares' as control, 'deux cinquièmes' as none", () => {
    expect(flags('Capital : depuis 2024, le fonds Kivu Growth détient les quatre cinquièmes du capital ; le reste appartient aux fondateurs.', 'legal_docs')).toContain('investor-control');
    expect(flags('Since the 2024 round, Savanna Fund II owns three-fifths of the shares.', 'legal_docs')).toContain('investor-control');
    expect(flags('Capital : depuis 2024, le fonds Kivu Growth détient les deux cinquièmes du capital ; le reste appartient aux fondateurs.', 'legal_docs')).not.toContain('investor-control');
  });
});
