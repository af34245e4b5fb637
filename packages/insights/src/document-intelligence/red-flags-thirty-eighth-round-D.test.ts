/**
 * Readings of the thirty-eighth round, group D (founder departure and dead equity, English and French):
 * - a leaver's stake kept, said in more ways: 'demeure titulaire des 2 250 actions' after 'a remis sa démission', 'il
 *   demeure inscrit pour l'ensemble de ses actions' after 'n'exerce plus aucune fonction', shares granted to the leaver
 *   'ni rachetées ni annulées', a note's clause with no subject ('(left May 2023; still holds his 9%)'), the buy-back
 *   never done in the leaving's own sentence, the leaver's stake named again by name and then kept by the pronoun;
 * - a departure told softly (departure-softened.ts): a wish to step back voiced, a turn to other projects, a withdrawal
 *   from the running by pronoun, a founder who no longer works here;
 * - a leaving told without a title by someone tied to the founding: the last day named, a post accepted with an employer
 *   described, a move to other interests, a step back from the day-to-day; the tie may be a quoted founders' chat, years
 *   of building the company beside the writer, a partner the company started with, and in an e-mail thread it may
 *   stand after the reply's headers;
 * - another company's news going on in a later sentence: a named peer's people ('Zeta's co-founder resigned'), or a
 *   possessive after a firm the writer admired, or 'their' founder in the sentence telling a named firm's closure.
 * Each a general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'legal_docs') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe("a leaver's stake kept, in more ways", () => {
  it("reads 'demeure titulaire' after a resignation handed in, and not when the shares were bought back", () => {
    const text = (kept: string) => `PROCÈS-VERBAL\nPar courrier du 3 mars 2024, M. Kaboré a remis sa démission de ses fonctions de directeur commercial.\n${kept}`;
    expect(flags(text('M. Kaboré demeure titulaire des 1 300 actions inscrites à son nom.'))).toContain('dead-equity');
    expect(flags(text('Les 1 300 actions de M. Kaboré ont été rachetées par la société le 30 avril 2024.'))).not.toContain('dead-equity');
  });

  it("reads 'il demeure inscrit pour ses actions' after an office no longer held", () => {
    const text = (kept: string) => `Note au fonds\nMme Rakoto n'exerce plus aucune fonction dans la société depuis juin 2023. ${kept}`;
    expect(flags(text("Elle demeure inscrite pour la totalité de ses actions au registre."))).toContain('dead-equity');
    expect(flags(text('Elle a cédé toutes ses actions à la société en juillet 2023.'))).not.toContain('dead-equity');
  });

  it("reads shares granted to a leaver 'ni rachetées ni annulées', not when they were cancelled", () => {
    const text = (kept: string) => `Observations\nM. Ouédraogo, ancien responsable commercial, a quitté la société en mai 2022. ${kept}`;
    expect(flags(text('Les actions qui lui avaient été attribuées en 2020 n’ont été ni rachetées ni annulées.'))).toContain('dead-equity');
    expect(flags(text('Les actions qui lui avaient été attribuées en 2020 ont été annulées en juin 2022.'))).not.toContain('dead-equity');
  });

  it("reads a note's clause with no subject after the leaving", () => {
    const deck = (note: string) => `=== Team ===\nAmara Diallo — Co-founder & COO (left\n  May 2023; ${note})\nJoseph Mensah — CEO`;
    expect(flags(deck('still holds his 9%, no repurchase agreed'), 'pitch_deck')).toContain('dead-equity');
    expect(flags(deck('his 9% was bought back in June'), 'pitch_deck')).not.toContain('dead-equity');
  });

  it('reads a buy-back never done in the sentence of the leaving', () => {
    const chat = (said: string) => `[04/06/2024, 09:10] Ama: the fund wants the register today\n[04/06/2024, 09:12] Kwesi: ${said}`;
    expect(flags(chat('We never carried out the repurchase when she left in March 2023.'))).toContain('dead-equity');
    expect(flags(chat('We carried out the repurchase when she left in March 2023.'))).not.toContain('dead-equity');
  });

  it("reads the leaver's stake named again by name, then kept by the pronoun", () => {
    const thread = (kept: string) => `From: Nadia\nSubject: Team\n\nAs of Monday Tariq has moved on to pursue other projects. Leila now leads product.\n\nFrom: Omar\nSubject: RE: Team\n\nWhat about Tariq's 12% stake? It matters for the round.\n\nFrom: Nadia\nSubject: RE: RE: Team\n\nTariq's 12% vested in full last year. The board decided against a repurchase. ${kept}`;
    expect(flags(thread('He keeps the 12%.'))).toContain('dead-equity');
    expect(flags(thread('He sold the 12% to the company in May.'))).not.toContain('dead-equity');
  });
});

describe('a departure told softly', () => {
  it('reads a wish voiced to step back, not a wish to take on more', () => {
    const minutes = (wish: string) => `PROCÈS-VERBAL DU CONSEIL\nLe Président rappelle que Mme Awa Sy, cofondatrice et directrice financière, ${wish}`;
    expect(flags(minutes('a fait connaître en février son désir de prendre du recul pour raisons de santé.'))).toContain('founder-departure');
    expect(flags(minutes('a fait connaître en février son désir de reprendre la direction commerciale.'))).not.toContain('founder-departure');
  });

  it('reads a turn to other projects, English and French, not the company turned to other markets', () => {
    expect(flags('Team news: Bilal Haddad, co-founder and CTO since 2020, has decided to focus on other ventures.', 'business_plan')).toContain('founder-departure');
    expect(flags("Équipe : Sonia Ferchichi, cofondatrice et directrice des opérations, a choisi de se consacrer à d'autres projets.", 'business_plan')).toContain('founder-departure');
    expect(flags("Notre cofondatrice et directrice des opérations a choisi d'ouvrir deux autres marchés cette année.", 'business_plan')).not.toContain('founder-departure');
  });

  it('reads a withdrawal from the running by the pronoun of the titled person, not a conditional one', () => {
    const slide = (said: string) => `Équipe\n• Paul Nduwimana, cofondateur et directeur technique — ingénieur ; ${said}`;
    expect(flags(slide("il a indiqué qu'il se retirera de la direction en septembre"), 'pitch_deck')).toContain('founder-departure');
    expect(flags(slide("il a indiqué qu'il se retirerait de la direction si la levée échouait"), 'pitch_deck')).not.toContain('founder-departure');
  });

  it("reads a founder who no longer works here, not one who hasn't worked here long", () => {
    expect(flags('[12/03/2024, 10:02] Zodwa: 20% of the shares sit with a co-founder who has not worked here since 2022')).toContain('founder-departure');
    expect(flags("[12/03/2024, 10:02] Zodwa: our new co-founder hasn't worked here long but already owns the roadmap")).not.toContain('founder-departure');
  });
});

describe('a leaving told without a title, by someone tied to the founding', () => {
  it('reads the last day named in a quoted founders chat, not a trip', () => {
    const chat = (said: string) => `WhatsApp chat export - "Nyumba founders"\n\n[10/02/2025, 19:01] Baraka: Can you send the deck tonight?\n[10/02/2025, 19:04] Neema: Yes. And I have to tell you: ${said}`;
    expect(flags(chat('my last day at Nyumba will be 31 March.'))).toContain('founder-departure');
    expect(flags(chat('my last day in the office this week is Thursday, then I am at the Kigali fair.'))).not.toContain('founder-departure');
  });

  it('reads a post accepted with an employer described, after the partner the company started with; not a bare bio', () => {
    const talk = (said: string) => `HOST: You launched the shop with a partner.\nGUEST: Yes, Salim. We built the first version together in my flat.\n${said}\nGUEST: Now it is me and two freelancers.`;
    expect(flags(talk('Last autumn he accepted a job with a logistics firm in Doha.'), 'business_plan')).toContain('founder-departure');
    expect(flags('HOST: Tell us about Salim.\nGUEST: He is our lead engineer. Last autumn he helped a logistics firm in Doha.', 'business_plan')).not.toContain('founder-departure');
  });

  it('reads a step back from the day-to-day by a first name, after years of building the company with the writer', () => {
    const letter = (said: string) => `Letter to shareholders\n\nPeople. After six years of building Kivu with me, ${said}\n\nWith thanks,\nThe CEO`;
    expect(flags(letter('Grace has decided to step back from day-to-day operations at the end of June.'), 'business_plan')).toContain('founder-departure');
    expect(flags(letter('Grace has decided to step up and lead day-to-day operations from June.'), 'business_plan')).not.toContain('founder-departure');
  });
});

describe("another company's news going on in a later sentence", () => {
  it("does not read a named peer's co-founder leaving as the company's, but reads the company's own", () => {
    const news = (after: string) => `Tuesday, Lilongwe\n\nMalipo raised USD 2m this week. The raise follows the suspension by the central bank of Zeta, another mobile-lending platform, last month. ${after}`;
    expect(flags(news("Zeta's co-founder and chief financial officer resigned a week later."), 'business_plan')).not.toContain('founder-departure');
    expect(flags(news("Malipo's co-founder and chief financial officer resigned a week later."), 'business_plan')).toContain('founder-departure');
  });

  it("does not read a possessive after a firm the writer admired, but reads 'our' co-founder", () => {
    const blog = (after: string) => `Blog\n\nIn 2021 I watched a business I admired collapse. It was a spice exporter in Zanzibar. ${after}`;
    expect(flags(blog('In May their co-founder and head of finance left to join a bank.'), 'business_plan')).not.toContain('founder-departure');
    expect(flags(blog('In May our co-founder and head of finance left to join a bank.'), 'business_plan')).toContain('founder-departure');
  });

  it("does not read 'their' founder in the sentence telling a named firm's closure, but reads 'our' founder", () => {
    const post = (whose: string) => `Publication — cofondatrice de Kasa\n\nLa faillite de Tamtam nous a tous attristés : une équipe solide, et ${whose} fondateur, qui avait quitté la société en 2023, avait ouvert la voie.\n\nNos chiffres : chiffre d'affaires 2024 de 80 millions, contre 50 millions en 2023.`;
    expect(flags(post('leur'), 'pitch_deck')).not.toContain('founder-departure');
    expect(flags(post('notre'), 'pitch_deck')).toContain('founder-departure');
  });
});
