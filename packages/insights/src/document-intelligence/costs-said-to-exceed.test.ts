import { describe, expect, it } from 'vitest';
import { costsSaidToExceed } from './costs-said-to-exceed';
import { sentenceFacts } from './sentence-facts';

const flag = (text: string) => costsSaidToExceed(sentenceFacts(text));

describe('costsSaidToExceed', () => {
  it('reads a result written with a minus sign or in brackets as a loss', () => {
    expect(flag("Les comptes font apparaître un chiffre d'affaires de 640 M FCFA et un résultat net de − 75 M FCFA.")?.ruleId).toBe('burn-above-revenue');
    expect(flag('Revenue was USD 2.1m; net result: (USD 0.4m).')?.ruleId).toBe('burn-above-revenue');
  });

  it('reads no loss from a positive result', () => {
    expect(flag("Un chiffre d'affaires de 640 M FCFA et un résultat net de 75 M FCFA.")).toBeNull();
  });

  // The labelling guide: a net loss for a period means its costs were above its revenue, whoever quotes it, an auditor too.
  it("reads the year's loss an auditor's report quotes as costs above revenue, with or without a revenue figure", () => {
    const opinion = "RAPPORT DU COMMISSAIRE AUX COMPTES — Exercice 2024\nOpinion avec réserve\nÀ notre avis, sous réserve du point décrit ci-après, les états financiers annuels sont réguliers et sincères.\nNous attirons votre attention sur la note 2 : la société a enregistré une perte nette de 530 millions FCFA.";
    expect(flag(opinion)?.ruleId).toBe('burn-above-revenue');
    expect(flag("INDEPENDENT AUDITOR'S REPORT\nQualified opinion\nIn our opinion, except for the matter described below, the financial statements give a true and fair view.\nWe draw attention to note 2, which states that the company incurred a net loss of KES 41 million for the year.")?.ruleId).toBe('burn-above-revenue');
  });

  it("reads no loss from an auditor's report quoting a profit", () => {
    expect(flag("RAPPORT DU COMMISSAIRE AUX COMPTES — Exercice 2024\nOpinion\nÀ notre avis, les états financiers annuels sont réguliers et sincères.\nLa société a réalisé un bénéfice net de 61 millions FCFA.")).toBeNull();
  });
});
