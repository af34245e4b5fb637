/**
 * Properties of the red-flag reader, held over random documents built from parts: a negated fact never
 * raises its flag, a hypothetical one never does either, and adding an unrelated clean sentence to a
 * text never takes away a flag it raised. The parts are short closed lists in English and French; the
 * documents are random mixes of them, with random company names and figures. A runway said under a
 * condition ('if we do not raise, we have four months') is not in the hypothetical list: it is the
 * status quo's runway, which the class is about.
 */
import { documentTypes } from '@baobab/contracts/enums';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { redFlagCases } from './eval/cases';

const names = fc.constantFrom('Kilimo Pay', 'Sahel Logistique', 'Baraka Foods', 'Nyota Health', 'Wari Tech', 'Mboa Énergie');
/** Sentences with no flag and no figure: what a deck says around its facts. */
const cleanSentences = [
  'Our team is based in Nairobi and Lagos.',
  'We sell through a network of village agents.',
  'The product works offline on basic phones.',
  'Customers pay by mobile money.',
  "Notre équipe est basée à Dakar et à Abidjan.",
  'Nous vendons par un réseau de boutiques partenaires.',
  'The next release adds a dashboard for distributors.',
];
/** Figures that make a text complete (no missing-financials flag) and raise nothing: revenue above costs. */
const healthyFigures = fc.constantFrom(
  'Monthly revenue of $120,000 against monthly costs of $90,000.',
  "Chiffre d'affaires mensuel : 85 000 € ; charges mensuelles : 60 000 €.",
);

/** A fact denied, in each class's words, with the class it must not raise. */
const negated: readonly [string, (name: string) => string][] = [
  ['litigation', (n) => `There is no pending litigation against ${n}.`],
  ['litigation', (n) => `Aucun litige n'est en cours contre ${n}.`],
  ['debt-distress', (n) => `${n} is not in default on any loan and has never missed a repayment.`],
  ['debt-distress', (n) => `${n} n'est pas en défaut de paiement.`],
  ['related-party', () => 'There is no related-party contract.'],
  ['related-party', () => "Aucune convention avec une partie liée n'a été conclue."],
  ['founder-departure', (n) => `No co-founder has left ${n}.`],
  ['founder-departure', (n) => `Aucun fondateur n'a quitté ${n}.`],
  ['regulatory', (n) => `${n} has never been fined by a regulator.`],
  ['pending-licence', () => 'No licence application is pending.'],
  ['customer-concentration', () => 'No single customer accounts for more than 8% of revenue.'],
  ['dead-equity', () => 'No former founder holds shares.'],
  ['going-concern', () => 'There is no material uncertainty about our ability to continue as a going concern.'],
  ['customer-concentration', () => 'No customer accounts for more than 40% of revenue.'],
  ['customer-concentration', () => "Aucun client ne représente plus de 40 % du chiffre d'affaires."],
  ['regulatory', (n) => `${n} n'a jamais été sanctionnée par le régulateur.`],
  ['declining-revenue', () => 'Revenue did not decline in 2024.'],
  ['declining-revenue', () => "Nos ventes n'ont pas baissé en 2024."],
  ['debt-distress', (n) => `${n} is not behind on any loan repayments.`],
  ['audit-opinion', () => 'The auditors did not qualify their opinion.'],
];

/** A fact supposed, not stated, with the class it must not raise. */
const hypothetical: readonly [string, (name: string) => string][] = [
  ['litigation', (n) => `${n} could face litigation if a competitor contested its patent.`],
  ['litigation', (n) => `${n} pourrait faire l'objet d'un contentieux si un concurrent contestait son brevet.`],
  ['debt-distress', (n) => `If sales fell, ${n} might default on its loan.`],
  ['debt-distress', (n) => `En cas de baisse des ventes, ${n} pourrait être en défaut de paiement.`],
  ['regulatory', (n) => `${n} could be fined by the regulator if it missed a filing.`],
  ['high-churn', () => 'If one in ten subscribers cancelled every month, we would lose half the base in a year.'],
  ['going-concern', () => 'Without the round, the auditors might raise a going-concern doubt.'],
  ['related-party', () => 'Any contract with a company owned by the CEO would require board approval.'],
  ['founder-departure', () => 'If our CTO left, the roadmap would slip by a quarter.'],
  ['founder-departure', () => "Si notre directeur technique quittait l'entreprise, la feuille de route prendrait du retard."],
  ['declining-revenue', () => 'If the naira fell further, revenue could decline next year.'],
  ['pending-licence', () => 'We may apply for a lending licence next year.'],
  ['regulatory', () => "L'agrément pourrait être suspendu si nous manquions une déclaration."],
  ['litigation', (n) => `A former supplier may bring a claim against ${n}.`],
];

const withParts = (sentence: fc.Arbitrary<[string, string]>) =>
  fc.record({
    fact: sentence,
    before: fc.subarray(cleanSentences, { maxLength: 3 }),
    after: fc.subarray(cleanSentences, { maxLength: 3 }),
    figures: healthyFigures,
    type: fc.constantFrom(...documentTypes),
  });

const raised = (text: string, type: (typeof documentTypes)[number]) => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

const wholeTextsTimeout = 120_000;

describe('red-flag reader properties', () => {
  it('a negated fact never raises its flag', () => {
    const fact = fc.tuple(fc.constantFrom(...negated), names).map(([[flag, write], name]): [string, string] => [flag, write(name)]);
    fc.assert(fc.property(withParts(fact), ({ fact: [flag, sentence], before, after, figures, type }) => {
      const text = [...before, sentence, figures, ...after].join('\n');
      expect(raised(text, type), text).not.toContain(flag);
    }), { numRuns: 200 });
  });

  it('a hypothetical fact never raises its flag', () => {
    const fact = fc.tuple(fc.constantFrom(...hypothetical), names).map(([[flag, write], name]): [string, string] => [flag, write(name)]);
    fc.assert(fc.property(withParts(fact), ({ fact: [flag, sentence], before, after, figures, type }) => {
      const text = [...before, sentence, figures, ...after].join('\n');
      expect(raised(text, type), text).not.toContain(flag);
    }), { numRuns: 200 });
  });

  // Hundreds of whole development texts read twice: seconds alone, past vitest's 30 s on a loaded 2-core machine. The limit
  // tells a property that holds from one that hangs; the reader's speed is the bench's (bench/quality/red-flags.bench.ts).
  it('adding an unrelated clean sentence never removes a flag', { timeout: wholeTextsTimeout }, () => {
    const flagged = redFlagCases.filter((c) => c.present.length > 0);
    fc.assert(fc.property(fc.constantFrom(...flagged), fc.constantFrom(...cleanSentences), fc.boolean(), (c, clean, first) => {
      const before = raised(c.text, c.documentType);
      const text = first ? `${clean}\n${c.text}` : `${c.text}\n${clean}`;
      const after = raised(text, c.documentType);
      for (const flag of before) expect(after, `${c.id} + "${clean}"`).toContain(flag);
    }), { numRuns: 300 });
  });
});
