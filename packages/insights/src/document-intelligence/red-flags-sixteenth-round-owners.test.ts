/**
 * The ownership readers changed in the sixteenth round: a cap table said unreconciled in more ways — instruments whose
 * conversion into shares cannot be counted, shares promised and never issued, two records that could not be
 * reconciled, a register no longer kept, a cap table still being cleaned up, the articles and the table that differ —
 * and a past, dated disagreement that is history. Short texts in words other than the development set's, each with a
 * near-miss that must stay clean.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'legal_docs') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);
const messy = 'cap-table-complexity';

describe('a cap table said unreconciled, however it is said', () => {
  it('reads instruments whose conversion into shares cannot be counted, in English and French', () => {
    expect(flags('The bridge notes carry no cap, so the board cannot tell how many shares they will convert into.')).toContain(messy);
    expect(flags("Faute d'accord sur la décote, nous ne savons pas combien d'actions seront émises à la conversion des BSA AIR.")).toContain(messy);
  });

  it('does not count a share count that is only kept private', () => {
    expect(flags('We cannot say how many shares the founders sold in the secondary; the buyers asked for confidentiality.')).not.toContain(messy);
    expect(flags('The notes convert into 120,000 shares at the Series A price.')).not.toContain(messy);
  });

  it('reads shares given and never issued, and two records not reconciled', () => {
    expect(flags('Options over 2% were offered to the first designer in 2021, but the options were never granted.')).toContain(messy);
    expect(flags('Our counsel was unable to reconcile the two registers kept by the former secretary.')).toContain(messy);
  });

  it('reads a register no longer kept, a table still being cleaned up, and the articles that differ from the table', () => {
    expect(flags("Le registre des mouvements de titres n'est plus tenu depuis le départ du comptable.")).toContain(messy);
    expect(flags('About the cap table: we are still tidying it up after the angel transfers.')).toContain(messy);
    expect(flags('Les statuts (8 000 actions) et la table de capitalisation (8 300 actions) divergent.')).toContain(messy);
  });

  it('does not count a disagreement dated in a past year and since rectified', () => {
    expect(flags('In 2023 the cap table and the share register differed by 12,000 shares. The register was rectified in 2024 and both now agree.')).not.toContain(messy);
    expect(flags('The register of members and the cap table were reconciled on 1 October and agree.')).not.toContain(messy);
  });

  it('reads several versions none of which agrees, and not versions said to agree', () => {
    expect(flags("Il existe deux versions de l'Excel et aucune ne colle avec le registre.")).toContain(messy);
    expect(flags('We keep two versions of the deck, and both match the register.')).not.toContain(messy);
  });
});

describe('founders named after a plural title', () => {
  it("reads a holding after 'MM.' as one sentence, and keeps 40% or more clean", () => {
    expect(flags('Les cofondateurs, MM. Diallo et Kane, détiennent 28 % à eux deux.')).toContain('low-founder-ownership');
    expect(flags('Les cofondateurs, MM. Diallo et Kane, détiennent 58 % à eux deux.')).not.toContain('low-founder-ownership');
  });
});

describe("founders' stake given once for several named founders", () => {
  it("multiplies a stake 'each' by the names listed, and keeps 40% or more clean", () => {
    expect(flags('Shareholding: founders Ada, Bisi and Chike, 11% each; Baobab Ventures 30%; angels 37%.', 'pitch_deck')).toContain('low-founder-ownership');
    expect(flags('Shareholding: founders Ada and Bisi, 25% each; Baobab Ventures 30%; angels 20%.', 'pitch_deck')).not.toContain('low-founder-ownership');
  });
});

describe("founders' stake as a fraction that closes the clause", () => {
  it("reads 'will hold a little over a third afterwards', and keeps 'two thirds' and a board seat clean", () => {
    expect(flags('After the Series A the founders will together hold a little over a third afterwards.', 'pitch_deck')).toContain('low-founder-ownership');
    expect(flags('After the Series A the founders will together hold two thirds.', 'pitch_deck')).not.toContain('low-founder-ownership');
    expect(flags('After the Series A the founders will hold a third board seat.', 'pitch_deck')).not.toContain('low-founder-ownership');
  });
});

describe("one investor's count against a total said as 'a total of'", () => {
  it('reads the count as its share of the total, and keeps a minority clean', () => {
    expect(flags('Après conversion, Okoumé Capital détiendra 6 100 actions sur un total de 11 000.')).toContain('investor-control');
    expect(flags('After conversion, Okoume Capital will hold 3,100 shares out of a total of 11,000.')).not.toContain('investor-control');
  });
});

describe('a cap table of share-count lines closed by a total line', () => {
  it("reads the founders' rows and one investor's row against the total", () => {
    const table = 'Shareholders after the round:\n- Kifaru Ventures (lead): 6,000,000\n- Founder Asha Mrema: 2,000,000\n- Co-founder Tumaini Lema: 1,000,000\n- Staff pool: 1,000,000\nTotal: 10,000,000 shares.';
    expect(flags(table)).toEqual(expect.arrayContaining(['low-founder-ownership', 'investor-control']));
  });

  it('keeps founders at 40% or more clean, and a list that does not add up to its total', () => {
    const clean = 'Actionnariat\n• Awa Sarr, fondatrice : 5 000 actions\n• Fonds Baobab : 3 000 actions\n• Salariés : 2 000 actions\nTotal : 10 000 actions';
    expect(flags(clean)).not.toContain('low-founder-ownership');
    const partial = 'Main holders\n- Kifaru Ventures: 6,000,000\n- Founder Asha Mrema: 2,000,000\n- Staff pool: 1,000,000\nTotal: 20,000,000 shares.';
    expect(flags(partial)).not.toContain('investor-control');
  });
});

describe('share-count lines grouped under headings', () => {
  it("reads the holders under a 'Founders' heading as founders, and keeps a founders' majority clean", () => {
    const low = 'Cap table\nHolder\tShares\nFounders\n  Neema Otieno\t900,000\n  Baraka Kimani\t600,000\nInvestors\n  Rift Fund\t2,000,000\n  Angels (4)\t1,000,000\nTotal\t4,500,000';
    expect(flags(low)).toContain('low-founder-ownership');
    const high = 'Cap table\nHolder\tShares\nFounders\n  Neema Otieno\t1,900,000\n  Baraka Kimani\t600,000\nInvestors\n  Rift Fund\t1,000,000\n  Angels (4)\t1,000,000\nTotal\t4,500,000';
    expect(flags(high)).not.toContain('low-founder-ownership');
  });
});

describe('one investor through two vehicles of one manager', () => {
  it('adds the two vehicles of one manager, and keeps unrelated funds and a sum under half clean', () => {
    expect(flags('Kilima Fund I holds 30% and Kilima Opportunities LP holds 24%. Both funds are advised by Kilima Partners.')).toContain('investor-control');
    expect(flags('Kilima Fund I holds 30% and Bahari Capital holds 24%. The two funds invested in the same round.')).not.toContain('investor-control');
    expect(flags('Kilima Fund I holds 20% and Kilima Opportunities LP holds 14%. Both funds are advised by Kilima Partners.')).not.toContain('investor-control');
  });
});

describe('a leaver whose shares the company never bought back', () => {
  it('reads the buy-back said never done in the active voice, and keeps a buy-back done clean', () => {
    expect(flags("Moussa a quitté l'entreprise en 2023 et nous n'avons jamais racheté ses actions.")).toContain('dead-equity');
    expect(flags('Moussa left the company in 2023 and we never bought back his shares.')).toContain('dead-equity');
    expect(flags("Moussa a quitté l'entreprise en 2023 et nous avons racheté ses actions en mai.")).not.toContain('dead-equity');
  });
});

describe('a departure whose title is said after it', () => {
  it('reads the title said after the leaving, and keeps someone who was never a founder or executive clean', () => {
    expect(flags("Il a quitté l'entreprise en juin, c'était pourtant notre directeur technique.", 'business_plan')).toContain('founder-departure');
    expect(flags('She left in May; she was our CTO from the start.', 'business_plan')).toContain('founder-departure');
    expect(flags("Il a quitté l'entreprise en juin, c'était notre stagiaire en marketing.", 'business_plan')).not.toContain('founder-departure');
  });
});

describe('a title then a relative clause of leaving', () => {
  it("reads 'notre CTO qui part', and keeps a trip and a rule for leavers clean", () => {
    expect(flags('Notre cofondatrice COO qui part en plein audit, il faut le dire au conseil.', 'business_plan')).toContain('founder-departure');
    expect(flags('Notre CTO qui part en vacances la semaine prochaine reviendra le 5.', 'business_plan')).not.toContain('founder-departure');
    expect(flags('A founder who leaves would keep only vested shares.', 'business_plan')).not.toContain('founder-departure');
  });
});
