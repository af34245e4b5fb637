/**
 * The twenty-first round's people and ownership mechanisms: a leaver's stake said kept in the clause after the
 * departure, by the stake itself as subject ('the shares he holds ...'), by the leaver's name far below, or by a
 * possessive with its count; a departure still to come leaves no dead equity; a register's rows read with a numbered
 * first column, a text column after the counts, or an attendance sheet's lines; founders named by their entry numbers;
 * two founders' 'each' in a chat; a post-money line parted by pipes; transfers between holders never written into the
 * register; a related-party clause of articles (a rule) against one named dealing; a form's quoted 'none'; no rival
 * claimed by an answer to a question about competitors or by 'nobody offers what we do'. Short texts of their own,
 * each beside a near miss that must not flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'legal_docs') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe('a leaver\u2019s stake kept, said after the departure', () => {
  it('reads the stake as the clause\u2019s subject, pointed to by a pronoun', () => {
    expect(flags('Mr Banda left the company in March 2024 and moved to Lusaka. The 40,000 shares he holds (8%) remain registered in his name; no buy-back was ever agreed.')).toContain('dead-equity');
    expect(flags('Mme Koné a quitté la société en janvier 2024. Les 3 000 actions qu\u2019elle détient (12 %) restent inscrites à son nom.')).toContain('dead-equity');
  });

  it('reads the leaver\u2019s name in a later answer of a form', () => {
    const text = 'Q3. Departures?\nA3. Our former COO, Tendai Moyo, resigned in May 2023.\nQ4. Shareholders?\nA4. The register matches the cap table.\nShareholders: Ruth Phiri 50%, Tendai Moyo 14%, Zambezi Fund 36%.\nMr Moyo\u2019s shares were not repurchased when he left.';
    expect(flags(text)).toContain('dead-equity');
  });

  it('reads a possessive with its count, and the clause after a semicolon opening on the leavers', () => {
    expect(flags('Il a démissionné en juin 2022. Le pacte ne prévoit aucune clause de départ et ses 2 400 actions n\u2019ont jamais été rachetées.')).toContain('dead-equity');
    expect(flags('Two early sales staff were given 200,000 shares each. Both left the company in 2022. Nobody bought the shares back; together they still hold 400,000 shares (5%).')).toContain('dead-equity');
    expect(flags('M. Traoré a quitté l\u2019entreprise en 2021 ; il demeure titulaire de ces 500 parts, aucune cession n\u2019ayant abouti.')).toContain('dead-equity');
  });

  it('reads a stake kept in a chat, said with garder', () => {
    expect(flags('[12/03/25 20:01] Awa: Moussa est parti depuis le 1er février et il garde ses 15 %\n[12/03/25 20:02] Ibou: ok', 'business_plan')).toContain('dead-equity');
  });

  it('does not read a departure still to come as dead equity', () => {
    expect(flags('Mme Diallo a fait savoir qu\u2019elle quitterait ses fonctions au 30 juin 2026. Elle conserve à ce jour ses parts ; une cession est en négociation.')).not.toContain('dead-equity');
    expect(flags('Our CFO will leave the company at the end of the year. She holds her 6% stake until then; a transfer is being negotiated.')).not.toContain('dead-equity');
  });

  it('does not read shares said bought back, or another holder\u2019s stake', () => {
    expect(flags('Mr Banda left the company in March 2024. The 40,000 shares he held were bought back by the company in June.')).not.toContain('dead-equity');
    expect(flags('Mr Banda left the company in March 2024. The register was updated in June and is reconciled.')).not.toContain('dead-equity');
  });
});

describe('a register\u2019s rows read as a cap table', () => {
  it('reads a register whose first column numbers the entries, its founders named by number in a note', () => {
    const text = [
      'REGISTER OF MEMBERS',
      'No. | Name of member | Class | Shares held',
      '1 | Grace Mwale (Director, CEO) | Ordinary | 300,000',
      '2 | Peter Zulu (Director, CTO) | Ordinary | 250,000',
      '3 | Copperbelt Ventures LP | Preference | 1,050,000',
      '4 | Staff Share Trust | Ordinary | 400,000',
      'Notes: (a) Members 1 and 2 are the founders of the company.',
    ].join('\n');
    expect(flags(text)).toContain('low-founder-ownership');
    expect(flags(text)).toContain('investor-control');
  });

  it('reads a registre with an account-number column, and a near miss where the founders hold most', () => {
    const low = 'N° compte | Titulaire | Actions\n01 | Fatou Ba (cofondatrice) | 1 000\n02 | Omar Sy (cofondateur) | 1 500\n03 | Fonds Sahel I | 4 000\n04 | Club d\u2019investisseurs | 3 500';
    const high = 'N° compte | Titulaire | Actions\n01 | Fatou Ba (cofondatrice) | 3 000\n02 | Omar Sy (cofondateur) | 3 500\n03 | Fonds Sahel I | 2 000\n04 | Club d\u2019investisseurs | 1 500';
    expect(flags(low)).toContain('low-founder-ownership');
    expect(flags(high)).not.toContain('low-founder-ownership');
  });

  it('reads a filing aligned by spaces with a text column after the counts', () => {
    const text = [
      'Shareholder                            Country     Shares        Class',
      'Savanna Holdings Limited               Kenya       6,000,000     Ordinary',
      'Joy Wambui (founder, managing director) Kenya      2,000,000     Ordinary',
      'Ali Hassan (founder, technical director) Kenya     1,500,000     Ordinary',
      'Staff Trust                            Kenya         500,000     Ordinary',
      'Total issued                                      10,000,000',
    ].join('\n');
    expect(flags(text)).toContain('investor-control');
    expect(flags(text)).toContain('low-founder-ownership');
  });

  it('reads an attendance sheet of a general meeting', () => {
    const text = 'Feuille de présence :\n- Baobab Capital : 6 000 actions (60 %)\n- M. Jean Rabe, fondateur : 2 000 actions (20 %)\n- Mme Lala Vola, fondatrice : 1 000 actions (10 %)\n- Actionnaires divers : 1 000 actions (10 %)';
    expect(flags(text)).toContain('investor-control');
    expect(flags(text)).toContain('low-founder-ownership');
  });

  it('reads a post-money line parted by pipes, and no control under half', () => {
    expect(flags('4. Post-money capitalisation:\n   Investor 55.0% | Amina Bello (Founder/CEO) 30.0% | ESOP 15.0%')).toContain('investor-control');
    expect(flags('4. Post-money capitalisation:\n   Investor 35.0% | Amina Bello (Founder/CEO) 50.0% | ESOP 15.0%')).not.toContain('investor-control');
  });
});

describe('two founders\u2019 stake said in a founders\u2019 chat', () => {
  it('doubles a stake both speakers hold each', () => {
    const chat = '[Fondateurs Kalo]\n[02/05/25 10:01] Ami: on parle du pacte jeudi\n[02/05/25 10:02] Binta: toi et moi on garde 17 % chacun';
    expect(flags(chat, 'business_plan')).toContain('low-founder-ownership');
    const safe = '[Fondateurs Kalo]\n[02/05/25 10:01] Ami: on parle du pacte jeudi\n[02/05/25 10:02] Binta: toi et moi on garde 30 % chacun';
    expect(flags(safe, 'business_plan')).not.toContain('low-founder-ownership');
  });
});

describe('records that do not settle who owns what', () => {
  it('reads transfers between holders never written into the register', () => {
    expect(flags('Les cessions intervenues entre associés en 2023 n\u2019ont pas encore été retranscrites au registre.')).toContain('cap-table-complexity');
    expect(flags('A 2021 transfer between the founders is shown in the cap table but was never filed with the registrar.')).toContain('cap-table-complexity');
    expect(flags('The company secretary left; nobody has reconciled the register with the cap table since 2022.')).toContain('cap-table-complexity');
  });

  it('does not read transfers recorded, or a register reconciled', () => {
    expect(flags('Les cessions intervenues entre associés en 2023 ont été inscrites au registre en janvier.')).not.toContain('cap-table-complexity');
    expect(flags('The register was reconciled with the cap table by counsel in May.')).not.toContain('cap-table-complexity');
  });
});

describe('a related-party rule against a related-party dealing', () => {
  it('passes over a clause of the articles that puts such dealings under approval', () => {
    expect(flags('Article 12 – Toute convention entre la société et une société dont un administrateur est associé est soumise à l\u2019autorisation préalable du conseil.')).not.toContain('related-party');
    expect(flags('Clause 9: any agreement with a company in which a director is a shareholder is subject to prior board approval.')).not.toContain('related-party');
  });

  it('reads a named dealing with a relative\u2019s company, whatever its future terms', () => {
    expect(flags('5. Contracts: the Company shall keep its cleaning contract with Mwanga Services Ltd, a company owned by the CEO\u2019s sister, until June 2027, after which it shall be re-tendered.')).toContain('related-party');
  });

  it('passes over a form\u2019s quoted none', () => {
    expect(flags('3. Transactions avec des parties liées : \u00ab Néant. \u00bb')).not.toContain('related-party');
  });
});

describe('no competition claimed', () => {
  it('reads an answer of none to a question about competitors', () => {
    expect(flags('> 2. Qui sont vos concurrents au Sénégal ?\n\nFranchement, nous n\u2019en avons pas.')).toContain('no-competition');
    expect(flags('Q: Who are your main competitors in Ghana?\nA: None, really.')).toContain('no-competition');
  });

  it('does not read an answer that names one, or one about something else', () => {
    expect(flags('> 2. Qui sont vos concurrents au Sénégal ?\n\nAucun direct, mais Wave propose un service proche.')).not.toContain('no-competition');
    expect(flags('> 2. Avez-vous des dettes bancaires ?\n\nNous n\u2019en avons pas.')).not.toContain('no-competition');
  });

  it('reads nobody offering what the company offers, and being the first and only one', () => {
    expect(flags('Aucune plateforme ne propose ce que nous faisons.', 'pitch_deck')).toContain('no-competition');
    expect(flags('We are the first and only platform connecting clinics to insurers.', 'pitch_deck')).toContain('no-competition');
    expect(flags('Aucune banque ne propose de crédit aux petits éleveurs.', 'pitch_deck')).not.toContain('no-competition');
  });
});

describe('a founder\u2019s departure told without a title in its sentence', () => {
  it('reads a co-founder\u2019s leaving said by a pronoun after the founding', () => {
    expect(flags('Awa a cofondé Kalo avec moi en 2020. Elle a quitté la société en mars 2023 pour rejoindre un cabinet.')).toContain('founder-departure');
  });

  it('reads a founder\u2019s own step back from a title', () => {
    expect(flags('[00:01:10] Kofi (co-founder, CTO): I\u2019m going to step back from the CTO role at the end of March.', 'business_plan')).toContain('founder-departure');
    expect(flags('[00:01:10] Kofi (co-founder, CTO): I\u2019m going to step back from the daily stand-up for two weeks.', 'business_plan')).not.toContain('founder-departure');
  });
});
