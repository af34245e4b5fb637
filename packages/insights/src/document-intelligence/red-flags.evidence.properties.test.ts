/**
 * How evidence moves the red flags, over random documents built from parts in English and French:
 * - a stated fact raises its class and the flag quotes the sentence, its title and advice as message keys;
 *   the same fact denied raises nothing, so negating the sentence removes the flag;
 * - the same fact supposed ('could', 'if we were to', 'pourrait', 'si') never raises its class;
 * - adding an unrelated sentence, as its own paragraph, to any development text changes nothing: the same flags, the
 *   same severities and the same quoted sentences.
 */
import { documentTypes, type DocumentType } from '@baobab/contracts/enums';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { redFlagCases } from './eval/cases';

const names = fc.constantFrom('Kilimo Pay', 'Sahel Logistique', 'Baraka Foods', 'Nyota Health', 'Wari Tech', 'Mboa Énergie');
/** Sentences that state nothing a rule reads: no flag, no figure. */
const unrelated = [
  'Our team is based in Nairobi and Lagos.',
  'We sell through a network of village agents.',
  'The product works offline on basic phones.',
  "Notre équipe est basée à Dakar et à Abidjan.",
  'Nous vendons par un réseau de boutiques partenaires.',
  'The next release adds a dashboard for distributors.',
  'Les clients paient par mobile money.',
];
const healthyFigures = fc.constantFrom(
  'Monthly revenue of $120,000 against monthly costs of $90,000.',
  "Chiffre d'affaires mensuel : 85 000 € ; charges mensuelles : 60 000 €.",
);

type Write = (name: string) => string;
/** One fact in three moods: stated, denied, supposed; the class it is about, and the document type that reads it. */
interface Fact { flag: string; stated: Write; denied: Write; supposed: Write; type?: DocumentType }

const facts: readonly Fact[] = [
  { flag: 'litigation', stated: (n) => `A former distributor has sued ${n} for $200,000.`, denied: (n) => `No former distributor has sued ${n}.`, supposed: (n) => `A former distributor could sue ${n} if the termination is contested.` },
  { flag: 'litigation', stated: (n) => `Un ancien distributeur a engagé une action en justice contre ${n}.`, denied: (n) => `Aucune action en justice n'a été engagée contre ${n}.`, supposed: (n) => `Un ancien distributeur pourrait engager une action en justice contre ${n}.` },
  { flag: 'debt-distress', stated: (n) => `${n} is in default on its bank loan.`, denied: (n) => `${n} is not in default on its bank loan.`, supposed: (n) => `If sales fell, ${n} could be in default on its bank loan.` },
  { flag: 'debt-distress', stated: (n) => `${n} missed two repayments on its equipment loan.`, denied: (n) => `${n} has never missed a repayment on its equipment loan.`, supposed: (n) => `If we were to lose the contract, ${n} might miss repayments on its equipment loan.` },
  { flag: 'debt-distress', stated: (n) => `${n} est en défaut de paiement sur son prêt.`, denied: (n) => `${n} n'est pas en défaut de paiement sur son prêt.`, supposed: (n) => `En cas de baisse des ventes, ${n} pourrait être en défaut de paiement sur son prêt.` },
  { flag: 'related-party', stated: () => 'The warehouse is rented from a company owned by the CEO.', denied: () => 'No building is rented from a company owned by the CEO.', supposed: () => 'Any lease from a company owned by the CEO would need board approval.' },
  { flag: 'related-party', stated: () => 'Les locaux sont loués à une société détenue par le frère du président.', denied: () => "Aucun local n'est loué à une société détenue par le frère du président.", supposed: () => 'Si les locaux étaient loués à une société détenue par le frère du président, le conseil devrait approuver le bail.' },
  { flag: 'founder-departure', stated: (n) => `The CTO of ${n} resigned in March.`, denied: (n) => `The CTO of ${n} has not resigned.`, supposed: (n) => `If the CTO of ${n} resigned, the roadmap would slip.` },
  { flag: 'founder-departure', stated: (n) => `La directrice financière de ${n} a démissionné en mars.`, denied: (n) => `La directrice financière de ${n} n'a pas démissionné.`, supposed: (n) => `Si la directrice financière de ${n} démissionnait, la clôture prendrait du retard.` },
  { flag: 'regulatory', stated: (n) => `${n} was fined by the central bank in 2024.`, denied: (n) => `${n} has never been fined by the central bank.`, supposed: (n) => `${n} could be fined by the central bank if it missed a filing.` },
  { flag: 'regulatory', stated: (n) => `${n} a été sanctionnée par le régulateur en 2024.`, denied: (n) => `${n} n'a jamais été sanctionnée par le régulateur.`, supposed: (n) => `${n} pourrait être sanctionnée par le régulateur si elle manquait une déclaration.` },
  { flag: 'pending-licence', stated: () => 'Our application for a payments licence is pending.', denied: () => 'No licence application is pending.', supposed: () => 'We may apply for a payments licence next year.' },
  { flag: 'customer-concentration', stated: () => 'One customer accounts for 62% of revenue.', denied: () => 'No customer accounts for more than 10% of revenue.', supposed: () => 'If one customer accounted for 62% of revenue, we would be exposed.' },
  { flag: 'customer-concentration', stated: () => "Un seul client représente 62 % du chiffre d'affaires.", denied: () => "Aucun client ne représente plus de 10 % du chiffre d'affaires.", supposed: () => "Si un seul client représentait 62 % du chiffre d'affaires, nous serions exposés." },
  { flag: 'dead-equity', stated: () => 'A former co-founder still holds 18% of the shares.', denied: () => 'No former co-founder holds shares.', supposed: () => 'If a co-founder left, his unvested shares would be bought back.' },
  { flag: 'declining-revenue', stated: () => 'Revenue declined by 20% in 2024.', denied: () => 'Revenue did not decline in 2024.', supposed: () => 'If the naira fell further, revenue could decline by 20% next year.' },
  { flag: 'declining-revenue', stated: () => "Le chiffre d'affaires a baissé de 20 % en 2024.", denied: () => "Le chiffre d'affaires n'a pas baissé en 2024.", supposed: () => "Le chiffre d'affaires pourrait baisser de 20 % si le cours du naira chutait." },
  { flag: 'going-concern', stated: () => 'The auditors noted a material uncertainty about our ability to continue as a going concern.', denied: () => 'The auditors noted no material uncertainty about our ability to continue as a going concern.', supposed: () => 'Without the round, the auditors might raise a going-concern doubt.', type: 'financial_statements' },
  { flag: 'audit-opinion', stated: () => 'The auditors issued a qualified opinion on the 2024 accounts.', denied: () => 'The auditors did not qualify their opinion on the 2024 accounts.', supposed: () => 'If the stock count were incomplete, the auditors could issue a qualified opinion.', type: 'financial_statements' },
  { flag: 'high-churn', stated: () => 'Monthly churn is 9%.', denied: () => 'Monthly churn is not 9%: it is 1.5%.', supposed: () => 'Even if monthly churn rose to 9%, payback would stay under a year.' },
  { flag: 'no-competition', stated: () => 'We have no competitors in Ghana.', denied: () => 'We do not claim to be alone: three firms compete with us in Ghana.', supposed: () => 'If we had no competitors, pricing would be easy.' },
  { flag: 'cap-table-complexity', stated: () => 'Our cap table is still being reconciled.', denied: () => 'Our cap table is reconciled and is not in dispute.', supposed: () => 'Were the notes to convert at different caps, the cap table could become complex.' },
];

const raised = (text: string, type: DocumentType) => analyzeDocument(text, type).riskFlags;
/** A random document around one sentence: unrelated lines before and after, healthy figures, a company name. */
const context = fc.record({ before: fc.subarray(unrelated, { maxLength: 2 }), after: fc.subarray(unrelated, { maxLength: 2 }), figures: healthyFigures, name: names });
type Context = { before: string[]; after: string[]; figures: string; name: string };
const documentWith = (c: Context, write: Write) => [...c.before, write(c.name), c.figures, ...c.after].join('\n');

const wholeTextsTimeout = 120_000;

describe('how evidence moves the red flags', () => {
  it('a stated fact raises its flag, quoting its sentence with a message title; denying it removes the flag', () => {
    fc.assert(fc.property(fc.constantFrom(...facts), fc.constantFrom(...documentTypes), context, (fact, anyType, c) => {
      const type = fact.type ?? anyType;
      const stated = raised(documentWith(c, fact.stated), type).find((f) => f.ruleId === fact.flag);
      expect(stated, documentWith(c, fact.stated)).toBeDefined();
      expect(stated?.evidence).toBe(fact.stated(c.name));
      expect(stated?.title).toMatchObject({ i18nKey: expect.any(String) });
      expect(stated?.recommendation).toMatchObject({ i18nKey: expect.any(String) });
      expect(raised(documentWith(c, fact.denied), type).map((f) => f.ruleId), documentWith(c, fact.denied)).not.toContain(fact.flag);
    }), { numRuns: 250 });
  });

  it('a supposed fact never raises its flag', () => {
    fc.assert(fc.property(fc.constantFrom(...facts), fc.constantFrom(...documentTypes), context, (fact, type, c) => {
      expect(raised(documentWith(c, fact.supposed), fact.type ?? type).map((f) => f.ruleId), documentWith(c, fact.supposed)).not.toContain(fact.flag);
    }), { numRuns: 250 });
  });

  // Hundreds of whole development texts read twice: seconds alone, past vitest's 30 s on a loaded 2-core machine. The limit
  // tells a property that holds from one that hangs; the reader's speed is the bench's (bench/quality/red-flags.bench.ts).
  it('adding an unrelated sentence to a development text changes none of its flags', { timeout: wholeTextsTimeout }, () => {
    const summary = (text: string, type: DocumentType) => raised(text, type).map((f) => `${f.ruleId} ${f.severity} ${f.evidence ?? ''}`).sort();
    fc.assert(fc.property(fc.constantFrom(...redFlagCases), fc.constantFrom(...unrelated), fc.boolean(), (c, sentence, first) => {
      // As its own paragraph: a line written straight under a chat message, a wrapped list item or a table continues it (a
      // chat's next line is the same message), so a sentence glued there is no longer unrelated.
      const text = first ? `${sentence}\n\n${c.text}` : `${c.text}\n\n${sentence}`;
      expect(summary(text, c.documentType), `${c.id} + "${sentence}"`).toEqual(summary(c.text, c.documentType));
    }), { numRuns: 400 });
  });
});
