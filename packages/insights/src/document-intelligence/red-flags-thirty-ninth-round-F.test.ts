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
