import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import type { DocumentType } from '@baobab/contracts/enums';

const flags = (text: string, type: DocumentType = 'legal_docs') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe('a departure said by the role given up (departure-roles.ts)', () => {
  it('reads the resignation of a named person with the post after the name, in either language', () => {
    expect(flags('At its meeting of 3 June the board accepted the resignation of Dr Amina Yusuf as Chief Financial Officer.')).toContain('founder-departure');
    expect(flags('The shareholders approved the removal of Ms Grace Banda from her position as CEO.')).toContain('founder-departure');
    expect(flags('Le conseil a constaté la démission de M. Koffi Mensah de ses fonctions de directeur général.')).toContain('founder-departure');
  });

  it('does not read an appointment, nor a resignation from a seat that is not an executive post', () => {
    expect(flags('The board approved the appointment of Mr Segun Adeyemi as Chief Operating Officer.')).not.toContain('founder-departure');
    expect(flags('The board noted the resignation of Mr Femi Ade as an independent director.')).not.toContain('founder-departure');
  });

  it('reads a role no longer held, and not a change of post nor a supposition', () => {
    expect(flags('Our co-founder Sipho no longer holds any operational role in the business.')).toContain('founder-departure');
    expect(flags("Mme Awa Ba, cofondatrice, n'occupe plus aucun poste dans la société depuis mars.")).toContain('founder-departure');
    expect(flags('Our COO is no longer employed by the company.')).toContain('founder-departure');
    expect(flags("Le directeur technique n'exerce plus de fonction commerciale depuis le recrutement d'un directeur des ventes.")).not.toContain('founder-departure');
    expect(flags('If a founder no longer holds any executive role, the investors may appoint a new CEO.')).not.toContain('founder-departure');
  });

  it('reads a move to an advisory or non-executive seat', () => {
    expect(flags('Our COO and co-founder is moving into a non-executive role on the board in January.', 'business_plan')).toContain('founder-departure');
    expect(flags('Le cofondateur et directeur technique deviendra conseiller de la direction à partir de juin.')).toContain('founder-departure');
  });
});

describe('dead equity said of leavers whose shares are not yet bought back (leaver-words.ts)', () => {
  it('reads the repurchase not yet made, said after the leavers and their stake', () => {
    expect(flags('The 40,000 shares of a former sales manager who left the company in 2023, about 4% of the capital, have not been bought back.')).toContain('dead-equity');
    expect(flags("Les parts des deux associés ayant quitté l'entreprise en 2022 (7 % du capital) n'ont toujours pas été rachetées.")).toContain('dead-equity');
  });

  it('does not read shares bought back or sold by the leavers', () => {
    expect(flags('The shares of the engineer who left the company in 2024, about 2% of the capital, have been repurchased and cancelled.')).not.toContain('dead-equity');
    expect(flags('Deux salariés ayant quitté la société en 2024 ont cédé leurs actions à la société au prix du pacte.')).not.toContain('dead-equity');
  });
});

describe('a retirement, a replacement done and a leaving before a former title (departure-roles.ts)', () => {
  it('reads a retirement and a director of a function who left, not a past career', () => {
    expect(flags('Our managing director, Peter Otieno, retired at the end of March after eleven years.')).toContain('founder-departure');
    expect(flags('Notre directeur financier a pris sa retraite en juin ; un cabinet assure la comptabilité.')).toContain('founder-departure');
    expect(flags('The technical director resigned in May and has not yet been replaced.')).toContain('founder-departure');
    expect(flags('Our CFO, a retired banker, joined us in 2023 from Ecobank.')).not.toContain('founder-departure');
  });

  it('reads a replacement said as done, not a stand-in during a leave', () => {
    expect(flags('Our CTO was replaced in June by Ada Obi, previously head of platform.')).toContain('founder-departure');
    expect(flags('La directrice générale a été remplacée par M. Diop le 1er mars.')).toContain('founder-departure');
    expect(flags('Our CEO was replaced by the COO on an interim basis during her maternity leave.')).not.toContain('founder-departure');
  });

  it('reads the leaving before a title said former, not before a successor', () => {
    expect(flags('On his resignation, our former CFO transferred his 5% to the company.')).toContain('founder-departure');
    expect(flags('Since her departure last year, our CTO has rebuilt the data team.')).not.toContain('founder-departure');
  });
});

describe('a departure said not to happen (departure-patterns.ts)', () => {
  it('reads no departure when it is called off or the resignation withdrawn', () => {
    expect(flags("Le départ du directeur financier, annoncé en mai, n'a finalement pas eu lieu.")).not.toContain('founder-departure');
    expect(flags("The CFO's resignation, tendered in May, was withdrawn a week later.")).not.toContain('founder-departure');
    expect(flags('Our COO resigned in May but withdrew her resignation a week later.')).not.toContain('founder-departure');
    expect(flags('Le départ du directeur financier a eu lieu en mai.')).toContain('founder-departure');
  });
});

describe('what is retired or called off is not always the person (departure-roles.ts, departure-patterns.ts)', () => {
  it('does not read a loan or a platform retired as a departure', () => {
    expect(flags('The CFO will retire the term loan from the proceeds of the round.')).not.toContain('founder-departure');
    expect(flags('Our CTO is retiring the legacy platform in March.')).not.toContain('founder-departure');
    expect(flags('Our CTO is retiring in March after twenty years.')).toContain('founder-departure');
  });

  it('reads a departure said by its verb when something else in the clause is called off', () => {
    expect(flags('Our COO resigned in May and the planned expansion to Kigali was called off.')).toContain('founder-departure');
  });
});
