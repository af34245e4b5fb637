/**
 * Readings of the thirty-ninth round, group F: a founder's own 'X and I hold N% together' under a byline, a signature
 * or a transcript's founder label; a holder named an investor by the funding it gave ('the family office that funded
 * us'); and a transcript's speaker tag before what a leaver keeps. Each in words of our own, with near-misses that stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'legal_docs') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

const blogEn = (said: string) => `Why we took the Series A\nBy Kwame Asante, co-founder & CEO, Tamale Grains | Accra | 4 May 2026\n\nWe closed our Series A last month with two funds. ${said} We are both full-time.`;
const blogFr = (said: string) => `Une nouvelle étape pour Baobab Fresh\nBillet de Fatou Diallo, cofondatrice et présidente — Dakar, 3 mars 2026\n\nNous avons clôturé notre levée de fonds avec deux investisseurs. ${said} Nous restons toutes deux à plein temps.`;
const callFr = (speaker: string, said: string) => `Compte rendu — appel investisseur, 2 février 2026\nParticipants : Paul Mbarga (cofondateur, directeur général), Irène Kotto (fonds Sanaga Partners)\n\nI. Kotto : Parlons de l'actionnariat.\n${speaker} : ${said}\nI. Kotto : Merci.`;

describe('a founder writing of the pair\'s stake together', () => {
  it('reads a byline founder\'s "X and I hold N% together" under 40% as a small founder stake', () => {
    expect(flags(blogEn('Today Ama and I hold 33% of the company together.'), 'business_plan')).toContain('low-founder-ownership');
    expect(flags(blogEn('I hold about 18% and Ama about 15%, so together we are at roughly 33%.'), 'business_plan')).toContain('low-founder-ownership');
    expect(flags(blogFr('Awa et moi en détenons ensemble 34 %.'), 'business_plan')).toContain('low-founder-ownership');
    expect(flags(callFr('P. Mbarga', 'Le fonds détient 45 %. Mon associée et moi avons 35 % à nous deux.'))).toContain('low-founder-ownership');
  });

  it('reads a signed founder\'s stake after notes already signed convert', () => {
    const mail = (said: string) => `Objet : table de capitalisation\n\nBonjour,\n\nSelon nos calculs, après conversion des BSA AIR, ${said}\n\nCordialement,\nMoussa Keita, cofondateur et président, Niger Agro SA`;
    expect(flags(mail('Aïcha et moi détiendrions 29 % du capital à nous deux.'))).toContain('low-founder-ownership');
    // A stake supposed on a round not raised is none.
    expect(flags(mail('si nous levons encore, Aïcha et moi détiendrions 29 % du capital à nous deux.'))).not.toContain('low-founder-ownership');
  });

  it('stays quiet on a healthy, past, denied or each-partner figure, on another speaker, and with no founder writing', () => {
    expect(flags(blogEn('Today Ama and I hold 46% of the company together.'), 'business_plan')).not.toContain('low-founder-ownership');
    expect(flags(blogEn('In 2019 Ama and I held 33% of the company together, before we bought the angels out.'), 'business_plan')).not.toContain('low-founder-ownership');
    expect(flags(blogFr('Awa et moi ne détenons pas ensemble 34 %, mais 64 %.'), 'business_plan')).not.toContain('low-founder-ownership');
    expect(flags(blogFr('Awa et moi avons 25 % chacune, ensemble la moitié du capital.'), 'business_plan')).not.toContain('low-founder-ownership');
    expect(flags(blogFr('Awa et moi avons ensemble 30 % de parts de marché à Dakar.'), 'business_plan')).not.toContain('low-founder-ownership');
    expect(flags(callFr('I. Kotto', 'Mon associé et moi avons 35 % à nous deux dans notre propre fonds.'))).not.toContain('low-founder-ownership');
    expect(flags('Why we took the Series A\nBy Kwame Asante, analyst, Volta Research\n\nThe fund closed. Today Ama and I hold 33% of the fund together.', 'business_plan')).not.toContain('low-founder-ownership');
  });
});

describe('a holder named an investor by the funding it gave', () => {
  it('reads the holder that funded the company with 50% or more as control', () => {
    expect(flags('Répartition : la Holding Mbida, le family office qui nous a financés dès 2019, détient 58 %. Les fondateurs ont 35 %.')).toContain('investor-control');
    expect(flags('Shareholding: Kato Holdings, which has funded the company since 2020, owns 55%. The founders own 40%.')).toContain('investor-control');
  });

  it('stays quiet on a minority, a past, a denied stake, or a funder of another business', () => {
    expect(flags('Répartition : la Holding Mbida, le family office qui nous a financés dès 2019, détient 38 %. Les fondateurs ont 55 %.')).not.toContain('investor-control');
    expect(flags('Shareholding: Kato Holdings, which has funded the company since 2020, owns 35%. The founders own 60%.')).not.toContain('investor-control');
    expect(flags('Répartition : la Holding Mbida, le family office qui nous a financés dès 2019, détenait 58 % jusqu\'au rachat de 2024. Les fondateurs ont 70 %.')).not.toContain('investor-control');
    expect(flags('Répartition : la Holding Mbida, le family office qui nous a financés dès 2019, ne détient pas 58 % mais 28 %.')).not.toContain('investor-control');
    expect(flags('Kato Holdings, which funded a competitor in 2020, owns 55% of that company; it holds no shares in ours.')).not.toContain('investor-control');
  });
});

describe('a transcript speaker tag before what a leaver keeps', () => {
  const talk = (answer: string) => `Transcription — entretien\nParticipants : Nadia Ben Salah (cofondatrice), Marc Diouf (fonds Atlas)\n\nM. Diouf : Votre équipe a changé ?\nN. Ben Salah : Oui. Karim, notre directeur technique, a quitté la société en mars 2025 pour rejoindre une banque.\nNous sommes restés en bons termes.\nM. Diouf : Et ses actions ?\nN. Ben Salah : ${answer}`;
  it('reads the pronoun after the tag as the leaver\'s', () => {
    expect(flags(talk('Il a gardé ses 6 %.'))).toContain('dead-equity');
    expect(flags(talk('Il a gardé ses 6 %.').replace(/a quitté la société en mars 2025/, 'left the company in March 2025').replace('Il a gardé ses 6 %.', 'He kept his 6%.'))).toContain('dead-equity');
  });
  it('stays quiet when the shares were bought back', () => {
    expect(flags(talk('Nous les avons rachetées à son départ.'))).not.toContain('dead-equity');
    expect(flags(talk('Il a cédé ses 6 % à la société à son départ.'))).not.toContain('dead-equity');
  });
});

describe('an investor\'s stake after it subscribes new shares, given as share counts', () => {
  const pacte = (subscription: string) => `PACTE D'ASSOCIÉS — SAHEL PAY SAS\n\nArticle 2 — Capital\n2.1 Avant l'augmentation de capital, le capital social est divisé en 8 000 actions, détenues par M. Issa Traoré (5 000 actions) et Mme Awa Sanou (3 000 actions).\n2.2 ${subscription}\n\nArticle 5 — Gouvernance\nLe conseil compte cinq membres.`;
  const minutes = (resolution: string) => `MINUTES OF THE EXTRAORDINARY GENERAL MEETING — KIGALI AGRI LTD\nThe share capital consists of 10,000 shares, held as follows: Jean Mugabo (founder), 5,000 shares; Umoja Ventures, 3,000 shares; others, 2,000 shares.\nResolution 2. ${resolution}\nResolution 3. The articles are amended accordingly.`;
  it('reads the new shares and the shares held before as a controlling stake', () => {
    expect(flags(pacte('Faso Impact Capital (« l\'Investisseur ») souscrit ce jour 8 500 actions nouvelles, intégralement libérées.'))).toContain('investor-control');
    expect(flags(minutes('The meeting waives pre-emption rights and reserves the 4,000 new shares for Umoja Ventures.'))).toContain('investor-control');
  });
  it('stays quiet on a minority, a subscription declined or supposed, and several subscribers', () => {
    expect(flags(pacte('Faso Impact Capital (« l\'Investisseur ») souscrit ce jour 3 000 actions nouvelles, intégralement libérées.'))).not.toContain('investor-control');
    expect(flags(pacte('Faso Impact Capital (« l\'Investisseur ») ne souscrit pas les 8 500 actions nouvelles proposées.'))).not.toContain('investor-control');
    expect(flags(pacte('Si les conditions sont levées, Faso Impact Capital souscrira 8 500 actions nouvelles.'))).not.toContain('investor-control');
    expect(flags(minutes('The meeting reserves the 1,000 new shares for Umoja Ventures.'))).not.toContain('investor-control');
    expect(flags(minutes('Umoja Ventures subscribes for 4,000 new shares. Baobab Capital subscribes for 4,000 new shares.'))).not.toContain('investor-control');
  });
});

describe('cap-table versions named in an aside between dashes', () => {
  const en = (said: string) => `Nobody can give you our exact cap table. ${said}`;
  const fr = (said: string) => `Personne ne peut vous donner notre table de capitalisation exacte. ${said}`;
  it('reads the versions that disagree past the aside', () => {
    expect(flags(en('We keep three spreadsheets — one from the notary, one from our old lawyer and one from finance — and they don\'t agree.'), 'business_plan')).toContain('cap-table-complexity');
    expect(flags(fr('Nous avons trois fichiers — celui du notaire, celui de notre ancien avocat et le nôtre — qui ne concordent pas.'), 'business_plan')).toContain('cap-table-complexity');
  });
  it('stays quiet when the versions agree or were reconciled', () => {
    expect(flags(en('We keep three spreadsheets — one from the notary, one from our old lawyer and one from finance — and they agree to the share.'), 'business_plan')).not.toContain('cap-table-complexity');
    expect(flags(fr('Nous avions trois fichiers — celui du notaire, celui de notre ancien avocat et le nôtre — mais ils concordent depuis le rapprochement de mars.'), 'business_plan')).not.toContain('cap-table-complexity');
  });
});

describe('a one-line cap table whose people are the executives the team section names', () => {
  const deckFr = (capital: string) => `KORO SOLAIRE — Deck, mars 2026\n1. Équipe — Aminata Coulibaly (directrice générale), Bakary Diarra (opérations).\n2. Capital — ${capital}\n3. Levée — 200 000 € pour six villages.`;
  const deckEn = (capital: string) => `LAKE FRESH — Investor deck, 2026\n1. Team — Grace Achieng (CEO), Peter Otieno (operations).\n2. Ownership — ${capital}\n3. Raise — USD 400,000.`;
  it('reads the people\'s stake under 40% as a small founder stake', () => {
    expect(flags(deckFr('Aminata Coulibaly 20 % ; Bakary Diarra 15 % ; Fonds Sahel Invest 40 % ; Coopérative des femmes de Ségou 25 %.'), 'pitch_deck')).toContain('low-founder-ownership');
    expect(flags(deckEn('Grace Achieng 22% ; Peter Otieno 12% ; Victoria Growth Fund 46% ; ESOP 20%.'), 'pitch_deck')).toContain('low-founder-ownership');
  });
  it('stays quiet on a healthy stake, a person\'s holding company, no executive named, or a list that is no whole table', () => {
    expect(flags(deckFr('Aminata Coulibaly 30 % ; Bakary Diarra 15 % ; Fonds Sahel Invest 30 % ; Coopérative des femmes de Ségou 25 %.'), 'pitch_deck')).not.toContain('low-founder-ownership');
    expect(flags(deckFr('Aminata Coulibaly 20 % ; Coulibaly Holding 15 % ; Fonds Sahel Invest 40 % ; Coopérative des femmes de Ségou 25 %.'), 'pitch_deck')).not.toContain('low-founder-ownership');
    expect(flags(deckEn('Mary Wanjiku 22% ; John Kamau 12% ; Victoria Growth Fund 46% ; ESOP 20%.').replace('Grace Achieng (CEO), Peter Otieno (operations)', 'a team of twelve'), 'pitch_deck')).not.toContain('low-founder-ownership');
    expect(flags(deckEn('Grace Achieng 22% ; Peter Otieno 12% ; Victoria Growth Fund 26%.'), 'pitch_deck')).not.toContain('low-founder-ownership');
  });
});
