import { describe, expect, it } from 'vitest';
import { aboutAnotherCompany } from './other-company';
import { foldText } from './sentence-facts';

const about = (text: string) => aboutAnotherCompany(foldText(text));

describe('another company\'s news', () => {
  it('is a competitor\'s, though a clause after it tells what it did for the company', () => {
    expect(about('Our largest competitor, QuickLoan, is being sued by borrowers, which has sent several of its agents to us.')).toBe(true);
    expect(about("Notre principal concurrent fait l'objet d'une action en justice, ce qui nous a permis de signer 40 points de vente.")).toBe(true);
  });

  it('is the company\'s when the company is a party', () => {
    expect(about('Our competitor has sued us over the trademark.')).toBe(false);
  });
});

describe('a competitor named in an aside or after a subordinator', () => {
  it("is another company's news wherever the sentence names it", () => {
    expect(about('In May the central bank suspended the licence of PesaFast, a competing lending platform, and PesaFast has appealed in court.')).toBe(true);
    expect(about("La COBAC a sanctionné Kola Cash, une fintech concurrente, pour défaut de fonds propres.")).toBe(true);
    expect(about('The news comes as a rival courier app, which has no link to us, is being sued by its investors.')).toBe(true);
  });

  it('stays the company\'s when the company is a party', () => {
    expect(about('PesaFast, a competing lending platform, has sued us over our brand name.')).toBe(false);
  });
});

describe("the reader's or a third party's competitor, and news passed on", () => {
  it("reads 'your closest rival' and 'votre principal concurrent' as a competitor", () => {
    expect(about('Q: MotoPesa, your closest rival, was fined by the central bank in March.')).toBe(true);
    expect(about('Votre principal concurrent est assigné devant le tribunal de commerce de Dakar.')).toBe(true);
    expect(about('Q: MotoPesa, your closest rival, has sued you over the logo.')).toBe(true);
  });

  it('is someone else\'s news when the writer asks if the reader saw it, unless it names the company', () => {
    expect(about('did you see TaxiGo got suspended by the regulator? their COO quit too')).toBe(true);
    expect(about('vous avez vu ? la BCEAO a suspendu KoriPay pour trois mois')).toBe(true);
    expect(about('did you see the regulator suspended our licence?')).toBe(false);
    expect(about('have you seen the letter? we missed the March repayment')).toBe(false);
    expect(about("tu as vu le courrier ? leur avocat a saisi le tribunal pour les panneaux impayés")).toBe(false);
  });
});
