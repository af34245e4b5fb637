/**
 * Readings of the thirty-ninth round, group C (English and French):
 * - no competitor, answered in a call's notes whose speakers are named ('K. Dossou : Il n'y en a pas.');
 * - a share of revenue brought by the company's integration with one named operator, as a contract's would be
 *   ('Notre intégration avec Orange Money a généré 46 % de notre chiffre d'affaires');
 * - a named buyer's amount of one year against that year's revenue stated as bare figures under a heading that gives
 *   their currency ('2. Financial snapshot (KSh)' then 'FY2024 revenue: 212M');
 * - a counterparty's owner recorded by name ('the register lists Delta's sole shareholder as Mr X'), then said in
 *   another sentence to be an insider's relative ('Mr X is the brother of our CEO').
 * Each a general way of writing, in words of our own, with the near-misses that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const raised = (rule: string, text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.some((f) => f.ruleId === rule);

describe("no competitor answered after a speaker's name", () => {
  const asked = (answer: string, question = 'A. Ndiaye : Qui sont vos concurrents ?') => raised('no-competition', `${question}\n${answer}`, 'pitch_deck');

  it("reads 'Il n'y en a pas.' after an initial and a surname", () => {
    expect(asked("M. Sarr : Il n'y en a pas. Nous visons 3 000 conducteurs à Thiès en 2026.")).toBe(true);
  });

  it("reads 'There are none.' after a first name", () => {
    expect(asked('Tunde: There are none, we are the only ones doing this.', 'Grace: Who are your competitors?')).toBe(true);
  });

  it('does not read an answer that names several', () => {
    expect(asked('M. Sarr : Il y en a plusieurs, surtout les banques et deux fintechs.')).toBe(false);
  });

  it('does not read a denial that concedes one', () => {
    expect(asked("M. Sarr : Il n'y en a pas directement, mais Wave pourrait s'y intéresser.")).toBe(false);
  });

  it('does not read a denial of the past', () => {
    expect(asked("M. Sarr : Il n'y en avait pas en 2019 ; aujourd'hui trois acteurs sont présents.")).toBe(false);
  });

  it('does not read the same answer to a question about something else', () => {
    expect(asked("M. Sarr : Il n'y en a pas.", 'A. Ndiaye : Avez-vous des dettes bancaires ?')).toBe(false);
  });
});

describe("a share of revenue brought by the company's integration with one operator", () => {
  const concentrated = (text: string) => raised('customer-concentration', text, 'financial_statements');

  it("reads 'Notre intégration avec ... a généré 46 % de notre chiffre d'affaires'", () => {
    expect(concentrated("Notre intégration avec Moov Africa Togo a généré 46 % de notre chiffre d'affaires depuis janvier ; les agents se partagent le reste.")).toBe(true);
  });

  it("reads 'Our integration with ... generated 41% of revenue'", () => {
    expect(concentrated('Our integration with Airtel Money generated 41% of revenue this year; agents brought in the rest.')).toBe(true);
  });

  it('does not read a small share', () => {
    expect(concentrated("Notre intégration avec Moov Africa Togo a généré 12 % de notre chiffre d'affaires depuis janvier.")).toBe(false);
  });

  it('does not read a share the integration is hoped to bring', () => {
    expect(concentrated('Our integration with Airtel Money could generate 41% of revenue next year.')).toBe(false);
  });

  it('does not read a denial', () => {
    expect(concentrated("Notre intégration avec Moov Africa Togo n'a pas généré 46 % de notre chiffre d'affaires, loin de là.")).toBe(false);
  });

  it('does not read an integration with many operators', () => {
    expect(concentrated('Our integrations with 14 mobile wallets generated 41% of revenue this year.')).toBe(false);
  });
});

describe("a named buyer's amount against the year's revenue under a heading's currency", () => {
  const memo = (customer: string, snapshot = 'FY2023 revenue: 310M\nFY2024 revenue: 420M') =>
    raised('customer-concentration', `2. Financial snapshot (KSh)\n${snapshot}\nEBITDA FY2024: 12M positive\n\n3. Customers\n${customer}`);

  it("reads 'bought KSh 180M of produce in FY2024' against FY2024 revenue of 420M", () => {
    expect(memo('Tuskys Fresh Markets bought KSh 180M of produce in FY2024. The next largest buyer accounted for KSh 20M.')).toBe(true);
  });

  it("reads the French 'a acheté pour 180 M FCFA en 2024' against '2024 : 420 M' under '(M FCFA)'", () => {
    expect(raised('customer-concentration', "2. Chiffres clés (en M FCFA)\nChiffre d'affaires 2023 : 310\nChiffre d'affaires 2024 : 420\n\n3. Clients\nLa Société Sucrière du Nord nous a acheté pour 180 M FCFA en 2024.")).toBe(true);
  });

  it('does not read a small buyer', () => {
    expect(memo('Tuskys Fresh Markets bought KSh 40M of produce in FY2024.')).toBe(false);
  });

  it("does not read an amount in another currency", () => {
    expect(memo('Tuskys Fresh Markets bought USD 180M of produce in FY2024.')).toBe(false);
  });

  it('does not read a buyer of a year whose revenue is not stated', () => {
    expect(memo('Tuskys Fresh Markets bought KSh 180M of produce in FY2022.')).toBe(false);
  });

  it('does not read a buyer that did not buy', () => {
    expect(memo('Tuskys Fresh Markets never bought KSh 180M of produce in FY2024; it bought KSh 20M.')).toBe(false);
  });
});

describe("a counterparty's recorded owner, said elsewhere to be an insider's relative", () => {
  const related = (text: string) => raised('related-party', text);
  const lease = 'The warehouse in Thika is leased from Baraka Stores Ltd at KES 450,000 a month.';
  const memo = (owner: string, kin: string) => `${lease}\n${owner}\n${kin}`;

  it("reads 'lists Baraka's sole shareholder as Mr X' then 'Mr X is the brother of the company's chairman'", () => {
    expect(related(memo("The companies registry lists Baraka's sole shareholder as Mr Peter Kamau.", "Our KYC notes that Mr Peter Kamau is the brother of Jamii Foods's chairman and CEO, Mr John Kamau."))).toBe(true);
  });

  // The French tie alone ('est le frère du directeur général de la société') was read before; the owner's record keeps it.
  it("still reads the French 'l'associé unique de ... est M. X' then 'M. X est le frère du directeur général'", () => {
    expect(related("L'entrepôt de Thiès est loué à Baraka Logistique SARL pour 2 M FCFA par mois.\nSelon le registre du commerce, l'associé unique de Baraka Logistique est M. Ibrahima Fall.\nM. Ibrahima Fall est le frère du directeur général de la société.")).toBe(true);
  });

  it('does not read an owner whose kin is no insider', () => {
    expect(related(memo("The companies registry lists Baraka's sole shareholder as Mr Peter Kamau.", 'Mr Peter Kamau is the brother of a retired teacher in Nyeri.'))).toBe(false);
  });

  it('does not read a tie denied', () => {
    expect(related(memo("The companies registry lists Baraka's sole shareholder as Mr Peter Kamau.", "Mr Peter Kamau is not the brother of Jamii Foods's chairman and CEO, despite the shared surname."))).toBe(false);
  });

  it('does not read a relative of another person than the owner', () => {
    expect(related(memo("The companies registry lists Baraka's sole shareholder as Mr Peter Kamau.", "Mr David Otieno is the brother of Jamii Foods's chairman and CEO."))).toBe(false);
  });

  it('does not read an owner of a firm the company does not deal with', () => {
    expect(related("The companies registry lists Baraka's sole shareholder as Mr Peter Kamau.\nMr Peter Kamau is the brother of Jamii Foods's chairman and CEO.")).toBe(false);
  });
});
