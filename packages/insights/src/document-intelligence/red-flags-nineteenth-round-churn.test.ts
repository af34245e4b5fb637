/**
 * The readers changed in the nineteenth round for high churn and for one-off revenue counted as recurring, from the
 * misses of the development texts: each a general way of writing, with short texts of our own in English and French,
 * and the near-misses each must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type Kind = Parameters<typeof analyzeDocument>[1];
const has = (text: string, id: string, type: Kind = 'business_plan') => analyzeDocument(text, type).riskFlags.some((f) => f.ruleId === id);

describe('a base the year opened with, then how many of it had gone (said)', () => {
  it('reads those gone of the opening base over the year', () => {
    expect(has('HOST: How many members stay?\nAMARA: We started 2025 with 12,000 members. Of those, 6,100 had gone by December, but we signed 9,000 more.', 'high-churn', 'legal_docs')).toBe(true);
    expect(has("Nous avons commencé l'année 2025 avec 3 000 abonnés. Parmi eux, 1 600 étaient partis en décembre.", 'high-churn')).toBe(true);
  });

  it('lets pass a small share gone', () => {
    expect(has('We started 2025 with 12,000 members. Of those, 2,100 had gone by December.', 'high-churn')).toBe(false);
  });
});

describe('an installed base at a date and the cancellations over a span of months', () => {
  it('reads the loss over the span as a monthly rate compounded', () => {
    expect(has('- parc au 1er mars : 800 cliniques ; résiliations entre mars et mai : 140 cliniques ;', 'high-churn')).toBe(true);
    expect(has('- installed base at 1 March: 800 ; cancellations between March and May: 140 ;', 'high-churn')).toBe(true);
  });

  it('lets pass a loss that is under 5% a month once spread over the span', () => {
    // 80 of 800 is 10% in three months: 3.4% a month.
    expect(has('- parc au 1er mars : 800 cliniques ; résiliations entre mars et mai : 80 cliniques ;', 'high-churn')).toBe(false);
  });
});

describe("a cohort or a dated base named first, the share still there a year on", () => {
  it('reads the share still active', () => {
    expect(has('Sur la cohorte de mars 2024, 44 % des membres étaient encore actifs en mars 2025.', 'high-churn')).toBe(true);
    expect(has('Of the March 2024 cohort, 44% were still active in March 2025.', 'high-churn')).toBe(true);
    expect(has("Sur les abonnés présents au 1er janvier 2025, 51 % l'étaient encore au 31 décembre.", 'high-churn')).toBe(true);
  });

  it('lets pass a healthy share, and a share not a year on', () => {
    expect(has('Sur la cohorte de mars 2024, 81 % des membres étaient encore actifs en mars 2025.', 'high-churn')).toBe(false);
    expect(has('Of the March 2024 cohort, 44% were still active in May 2024.', 'high-churn')).toBe(false);
  });
});

describe("a cohort's curve written along one line", () => {
  it('reads the twelfth month against the start, as an index, a share or counts', () => {
    expect(has('Cohorte de mars 2024 (clients actifs restants, base 100)\nMois 1 : 100 — Mois 6 : 61 — Mois 12 : 43', 'high-churn')).toBe(true);
    expect(has('Retention of the 2024 cohort: M0: 100% | M6: 58% | M12: 39%', 'high-churn')).toBe(true);
    expect(has('Active customers remaining, June 2024 cohort: Month 0: 1,200, Month 6: 800, Month 12: 500', 'high-churn')).toBe(true);
  });

  it('lets pass a healthy curve, and a line that is no curve', () => {
    expect(has('Retention of the 2024 cohort: M0: 100% | M6: 82% | M12: 74%', 'high-churn')).toBe(false);
    // Rising figures are growth, not a cohort kept.
    expect(has('Active customers: Month 1: 100, Month 6: 160, Month 12: 240', 'high-churn')).toBe(false);
  });
});

describe("a cohort's size on one chat line and those still paying on the next", () => {
  it('reads the pair a year apart', () => {
    expect(has('[03/02/2026 09:10] Ama: Feb-2025 cohort: 600 households signed\n[03/02/2026 09:11] Ama: still paying in Jan-2026: 250', 'high-churn', 'legal_docs')).toBe(true);
    expect(has('[03/02/2026 09:10] Ama : cohorte de février 2025 : 600 foyers\n[03/02/2026 09:11] Ama : encore actifs en janvier 2026 : 250', 'high-churn', 'legal_docs')).toBe(true);
  });

  it('lets pass a healthy share, and two dates months apart', () => {
    expect(has('[03/02/2026 09:10] Ama: Feb-2025 cohort: 600 households signed\n[03/02/2026 09:11] Ama: still paying in Jan-2026: 480', 'high-churn', 'legal_docs')).toBe(false);
    expect(has('[03/02/2026 09:10] Ama: Feb-2025 cohort: 600 households signed\n[03/02/2026 09:11] Ama: still paying in Apr-2025: 250', 'high-churn', 'legal_docs')).toBe(false);
  });
});

describe('a customer count falling between two dates on one line', () => {
  it('reads the fall as the least churn over the months between', () => {
    expect(has('• Paying shops: 2,400 on 1 May → 2,210 on 31 May.', 'high-churn', 'financial_statements')).toBe(true);
    expect(has('• Abonnés actifs : 5 000 au 1er mars → 4 400 au 31 mars.', 'high-churn', 'financial_statements')).toBe(true);
  });

  it('lets pass a small fall, a fall spread over many months, and a count that grew', () => {
    expect(has('• Paying shops: 2,400 on 1 May → 2,350 on 31 May.', 'high-churn', 'financial_statements')).toBe(false);
    expect(has('• Paying shops: 2,400 on 1 January → 2,210 on 31 December.', 'high-churn', 'financial_statements')).toBe(false);
    expect(has('• Paying shops: 2,400 on 1 May → 2,700 on 31 May.', 'high-churn', 'financial_statements')).toBe(false);
  });
});

describe('retention asked and answered in counts', () => {
  it('reads the answer against the base the question dated, a year before the text', () => {
    expect(has('Call notes, 10 March 2026\nLerato: Of the customers you had in March 2025, how many are still with you?\nSipho: 180 of the 420.', 'high-churn', 'legal_docs')).toBe(true);
    expect(has('Appel du 10 mars 2026\nLéa : Sur les clients que vous aviez en mars 2025, combien sont encore actifs ?\nMoussa : 180 sur 420.', 'high-churn', 'legal_docs')).toBe(true);
  });

  it('lets pass a healthy answer, and a base only months old', () => {
    expect(has('Call notes, 10 March 2026\nLerato: Of the customers you had in March 2025, how many are still with you?\nSipho: 360 of the 420.', 'high-churn', 'legal_docs')).toBe(false);
    expect(has('Call notes, 10 March 2026\nLerato: Of the customers you had in October 2025, how many are still with you?\nSipho: 180 of the 420.', 'high-churn', 'legal_docs')).toBe(false);
  });
});

describe('a recurring section whose items, one of them one-off, add up to its total', () => {
  it('reads the one-off item counted in the recurring total', () => {
    expect(has('Recurring revenue\n  Platform subscriptions ........ 300,000\n  Government grant (once-off) ........ 120,000\nTotal recurring revenue ........ 420,000', 'non-recurring-revenue', 'financial_statements')).toBe(true);
    expect(has("Revenus récurrents (en milliers MAD)\n  Abonnements ........ 900\n  Frais d'installation\n  des nouveaux clients (facturés une fois) ........ 300\nTotal revenus récurrents ........ 1 200", 'non-recurring-revenue', 'financial_statements')).toBe(true);
  });

  it('lets pass a total the items do not make, a one-off item taken out, and a section of recurring items', () => {
    expect(has('Recurring revenue\n  Platform subscriptions ........ 300,000\n  Government grant (once-off) ........ 120,000\nTotal recurring revenue ........ 300,000', 'non-recurring-revenue', 'financial_statements')).toBe(false);
    expect(has('Recurring revenue\n  Platform subscriptions ........ 420,000\n  Government grant (once-off) ........ (120,000)\nTotal recurring revenue ........ 300,000', 'non-recurring-revenue', 'financial_statements')).toBe(false);
    expect(has('Recurring revenue\n  Platform subscriptions ........ 300,000\n  Support plans ........ 120,000\nTotal recurring revenue ........ 420,000', 'non-recurring-revenue', 'financial_statements')).toBe(false);
  });
});

describe('one-off wording: hardware sold outright, a service rendered once', () => {
  it('reads it inside ARR', () => {
    expect(has('• ARR: US$2.4m\n   – of which US$500k: 1,200 scanners sold outright to a hospital group', 'non-recurring-revenue', 'pitch_deck')).toBe(true);
    expect(has("• L'ARR inclut la prestation de déploiement unique de 150 000 DT facturée en novembre", 'non-recurring-revenue', 'pitch_deck')).toBe(true);
  });

  it('lets pass it said outside ARR', () => {
    expect(has('• ARR: US$2.4m, excluding US$500k of scanners sold outright', 'non-recurring-revenue', 'pitch_deck')).toBe(false);
    expect(has("• L'ARR exclut la prestation de déploiement unique de 150 000 DT", 'non-recurring-revenue', 'pitch_deck')).toBe(false);
  });
});
