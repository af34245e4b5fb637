/**
 * Readings of the thirty-first round, group B: a contract's choice of court ('the High Court of Lesotho has
 * jurisdiction', 'tout différend relèvera du tribunal', 'compétence du tribunal de commerce de ...'); a warranty that
 * the company is party to no proceedings, however far its 'not' stands; a settlement's own words ('les parties ont
 * décidé de régler leur différend'); arrears named last in a denied list; customers' arrears; a loan that 'becomes'
 * repayable as a contract's consequence; the folded French 'payé' of a sale paid late, not PAYE; an auditor's work
 * that brought no uncertainty to light. Each a general way of writing, in words of our own, with the near-miss that
 * must still raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe("a contract's choice of court", () => {
  it('reads a court that has jurisdiction, in English', () => {
    expect(flags('Governed by the laws of Lesotho; the High Court of Lesotho has exclusive jurisdiction.')).not.toContain('litigation');
  });

  it('reads any dispute that falls to a court, and the elliptic clause, in French', () => {
    expect(flags('Le contrat est soumis au droit malien et tout litige relèvera du tribunal de commerce de Bamako.')).not.toContain('litigation');
    expect(flags('Droit ivoirien ; compétence du tribunal de commerce d\'Abidjan.')).not.toContain('litigation');
  });

  it('keeps a claim said beside the court', () => {
    expect(flags('A former distributor has sued us; the High Court of Lesotho has jurisdiction over the claim.')).toContain('litigation');
    expect(flags('Un ancien salarié nous a assignés devant le tribunal de commerce de Dakar.')).toContain('litigation');
  });
});

describe('a warranty that the company is party to no proceedings', () => {
  it("reads the 'not' that governs 'party to any'", () => {
    expect(flags('Except as disclosed, the Company is not and has not at any time in the past five years been party to any court, arbitration or tribunal proceedings.')).not.toContain('litigation');
  });

  it('keeps a warranty that names a case', () => {
    expect(flags('The Company is party to one court case, brought by a former landlord over unpaid service charges.')).toContain('litigation');
  });
});

describe("a settlement's own words", () => {
  it('reads the parties deciding to settle their dispute', () => {
    expect(flags('Les parties ont décidé de régler leur différend par voie transactionnelle, afin de préserver leur relation commerciale.')).not.toContain('litigation');
  });

  it('keeps a dispute taken to court', () => {
    expect(flags('Faute d\'accord, notre fournisseur a porté le différend devant le tribunal de commerce de Lomé.')).toContain('litigation');
  });
});

describe('arrears denied in a list, and arrears that are the customers', () => {
  it("reads arrears named last in a list that 'no' governs", () => {
    expect(flags('Our statements over the past two years show no overdrafts, bounced payments or arrears on any of our bank accounts.')).not.toContain('debt-distress');
  });

  it("reads customers' arrears", () => {
    expect(flags('Customer arrears: 4.8% of active accounts were more than 60 days late at year end.')).not.toContain('debt-distress');
  });

  it("reads the folded French 'payé' of a sale paid late to the company, not PAYE", () => {
    expect(flags('Le cacao est vendu aux exportateurs de la ville, payé en espèces et parfois en retard.')).not.toContain('debt-distress');
  });

  it('keeps PAYE in arrears', () => {
    expect(flags('Le cacao est vendu aux exportateurs ; la PAYE de nos saisonniers est en retard de deux mois.')).toContain('debt-distress');
  });

  it('keeps arrears said of the company', () => {
    expect(flags("The bank's records show no overdrafts or bounced payments, but the loan has been in arrears since May.")).toContain('debt-distress');
  });
});

describe("a loan that 'becomes' repayable as a contract's consequence", () => {
  it('reads the bare present after a condition', () => {
    expect(flags('If the Borrower misses two consecutive instalments, the whole balance and accrued interest become immediately repayable.')).not.toContain('debt-distress');
  });

  it('keeps the loan that became repayable', () => {
    expect(flags('After the second missed instalment, the whole balance became immediately repayable.')).toContain('debt-distress');
  });
});

describe("an auditor's work that brought no uncertainty to light", () => {
  it("reads 'n'ont pas mis en évidence' before the uncertainty", () => {
    expect(flags("Nos travaux n'ont pas mis en évidence d'événement de nature à faire naître une incertitude significative quant à la capacité de la société à poursuivre son exploitation.", 'financial_statements')).not.toContain('going-concern');
  });

  it('keeps the uncertainty the work found', () => {
    expect(flags("Nos travaux ont mis en évidence des événements de nature à faire naître une incertitude significative quant à la capacité de la société à poursuivre son exploitation.", 'financial_statements')).toContain('going-concern');
  });
});
