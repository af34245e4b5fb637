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
