/**
 * Readings of the thirty-third round, group E (high churn): a base of customers held at the turn of a month ('we began
 * June with 3,400 riders', '900 meters active on 1 May', 'Sur les 760 vendeuses actives fin avril') and the part of it
 * lost or kept in the month that follows, in the same sentence or the next, read as a month's churn; and a cohort
 * counted once ('Of the N who bought a first bag', 'N kits installed in Q2') with the part still there, or back again,
 * after a span told in months ('within twelve months', 'Twelve months on', 'Un an plus tard'), read as a churn over
 * that span. Unit economics: the churn the text's own counts imply (a base on the first of a month, the customers lost,
 * an end date or a named period; an average base and a month's cancellations; a table's start-of-month and lost rows)
 * gives the customer lifetime behind a stated LTV or LTV/CAC, and the table's rows raise high churn on their own.
 * Each a general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('a base at the start of a month and the part of it lost in that month', () => {
  it("reads 'went into June with N ...; during June we lost M' as a month's churn", () => {
    expect(flags('Riders\nWe went into June with 3,400 paying riders; during June we lost 410 and signed 300.')).toContain('high-churn');
    expect(flags('Riders\nWe went into June with 3,400 paying riders; during June we lost 60 and signed 300.')).not.toContain('high-churn');
  });

  it("reads 'N active ... on 1 May. During May we cut off M' by the verb before the count", () => {
    expect(flags('Meters: 900 active prepaid water meters on 1 May. During May we switched off 120 meters for non-payment and added 140 new ones.')).toContain('high-churn');
    expect(flags('Meters: 900 active prepaid water meters on 1 May. During May we installed 120 meters and added 140 new ones.')).not.toContain('high-churn');
  });

  it("reads the part kept: 'only M of them were still ...'", () => {
    expect(flags('Drivers\nWe entered April with 560 drivers on the app. By 30 April only 470 of them were still taking trips.')).toContain('high-churn');
    expect(flags('Drivers\nWe entered April with 560 drivers on the app. By 30 April 550 of them were still taking trips.')).not.toContain('high-churn');
  });

  it('does not read a loss told over a year as a month', () => {
    expect(flags('Riders\nWe went into June with 3,400 paying riders. Over the following year we lost 410.')).not.toContain('high-churn');
  });
});

describe('French: a base at the end of a month and the part lost the next month', () => {
  it("reads 'Sur les N ... actives fin avril, M ont fermé leur compte en mai'", () => {
    expect(flags('Vendeuses\nSur les 760 vendeuses actives fin avril, 95 ont fermé leur compte en mai.')).toContain('high-churn');
    expect(flags('Vendeuses\nSur les 760 vendeuses actives fin avril, 95 pourraient fermer leur compte en mai.')).not.toContain('high-churn');
  });

  it("reads 'Nous avons entamé octobre avec N clients ; M d'entre eux ont été désactivés'", () => {
    expect(flags('Clients\nNous avons entamé octobre avec 2 050 clients actifs. Au cours du mois, 260 d\'entre eux ont été désactivés.')).toContain('high-churn');
    expect(flags('Clients\nNous avons entamé octobre avec 2 050 clients actifs. Au cours du mois, 260 d\'entre eux ont été relancés.')).not.toContain('high-churn');
  });
});

describe('a cohort counted once and the part still there after a span told in months', () => {
  it("reads 'Of the N who ..., M bought again within twelve months' in one sentence", () => {
    expect(flags('Repeat buyers\nOf the 5,200 farmers who bought a first bag of seed from us, 1,900 bought again within twelve months.')).toContain('high-churn');
    expect(flags('Repeat buyers\nOf the 5,200 farmers who bought a first bag of seed from us, 4,600 bought again within twelve months.')).not.toContain('high-churn');
    expect(flags('Repeat buyers\nOf the 5,200 farmers who bought a first bag of seed from us, 1,900 may buy again within twelve months.')).not.toContain('high-churn');
  });

  it("reads 'N kits installed in ... Twelve months on, M still paying' across two sentences", () => {
    expect(flags('Field report\n2,300 kits installed in the second quarter. Twelve months on, 1,050 still paying.')).toContain('high-churn');
    expect(flags('Field report\n2,300 kits installed in the second quarter. Twelve months on, 2,100 still paying.')).not.toContain('high-churn');
  });

  it("reads the French 'Sur les N ..., M ont renouvelé ... dans les douze mois'", () => {
    expect(flags('Rétention\nSur les 640 familles raccordées en 2023, 290 ont renouvelé leur abonnement dans les douze mois.')).toContain('high-churn');
    expect(flags('Rétention\nSur les 640 familles raccordées en 2023, 600 ont renouvelé leur abonnement dans les douze mois.')).not.toContain('high-churn');
  });

  it("reads the French 'N inscrits ... Un an plus tard, M sont encore là' across two sentences", () => {
    expect(flags('Suivi\n900 élèves inscrits au premier trimestre. Un an plus tard, 380 sont encore là.')).toContain('high-churn');
    expect(flags('Suivi\n900 élèves inscrits au premier trimestre. Un an plus tard, 380 pourraient être encore là.')).not.toContain('high-churn');
  });
});

describe('a churn counted from a base and the customers lost, set against the unit economics claimed', () => {
  const members = (cancelled: number) => `Quarter review\nMembers on 1 March: 500\nCancelled: ${cancelled}\nMembers on 31 March: 470\nAverage subscription: USD 40 per month; gross margin 80%.\nCAC: USD 300.\nLTV/CAC: 5x.`;

  it('reads a base on the first of a month, the cancellations and the end date as the lifetime behind a stated LTV/CAC', () => {
    expect(flags(members(75))).toContain('unit-economics');
    expect(flags(members(10))).not.toContain('unit-economics');
  });

  it("reads an average base beside the cancellations of a month ('Parc moyen ... Résiliations : N par mois') against a stated LTV", () => {
    const text = (lost: number) => `Indicateurs\nParc moyen sur le semestre : 800 abonnés. Résiliations : ${lost} par mois en moyenne.\nAbonnement : 30 € par mois, marge brute 70 %.\nLTV : 2 000 € par client.`;
    expect(flags(text(60))).toContain('unit-economics');
    expect(flags(text(6))).not.toContain('unit-economics');
  });
});

describe("a table's rows of customers at the start of each month and customers lost in it", () => {
  it('reads the rows as a monthly churn', () => {
    const table = (lost: string) => `Suivi mensuel\n                          Avr.   Mai   Juin\nClients en début de mois   300    310   320\nClients perdus             ${lost}\nClients en fin de mois     310    320   330`;
    expect(flags(table('24     25    26'))).toContain('high-churn');
    expect(flags(table('3      3     3'))).not.toContain('high-churn');
  });
});
