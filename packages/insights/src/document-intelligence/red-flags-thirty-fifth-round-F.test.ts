/**
 * Readings of the thirty-fifth round, group F (false flags): customers counted out of a base who stop paying ('Sur ces
 * 380, 190 ont arrêté de payer', '140 d'entre elles ont cessé de payer leur abonnement') are churn, not the company's
 * default; a dispute clause in the conditional ('tout différend ... serait soumis à l'arbitrage') says how a dispute
 * would be settled, not that one exists; a rival's churn ('our biggest competitor's churn is near 9% a month') and the
 * churn of the company's customers' own clientele ('the bakeries themselves lose 10% of their customers') are not the
 * company's; a case brought against 'them', a third party ('leur ancien prestataire les a assignés'), is theirs; and a
 * plan or deck in Pacific francs or Cape Verde escudos ('MF CFP', 'XPF', '(CVE million)') has figures. Each in words of
 * our own, with the true flag of the same class that must still be raised. A fall followed by a sentence that puts
 * revenue back above an earlier year's level ('It reached 431 M in 2024, above its 2022 level') is a fall since recovered.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('customers counted out of a base who stop paying', () => {
  it("does not read 'Sur ces N, M ont arrêté de payer' as the company's default", () => {
    expect(flags('Abonnés\nNous comptions 380 boutiques abonnées en janvier. Sur ces 380, 190 ont arrêté de payer avant décembre.')).not.toContain('debt-distress');
  });

  it("does not read 'M d'entre elles ont cessé de payer leur abonnement' as the company's default", () => {
    expect(flags("Abonnés\nDepuis janvier, 140 d'entre elles ont cessé de payer leur abonnement mensuel.")).not.toContain('debt-distress');
  });

  it('still reads the company that stopped paying its loan', () => {
    expect(flags('Dette\nDepuis mars, nous avons cessé de payer les échéances de notre prêt bancaire.')).toContain('debt-distress');
  });
});

describe('a dispute clause in the conditional', () => {
  it("does not read 'tout différend ... serait soumis à l'arbitrage' as a case", () => {
    expect(flags("Accord\nRèglement des différends : tout différend né du présent accord serait soumis à l'arbitrage de la CCJA d'Abidjan.")).not.toContain('litigation');
  });

  it('still reads a summons said as a fact', () => {
    expect(flags("Contentieux\nUn ancien distributeur nous a assignés devant le tribunal de commerce de Douala en mai ; l'affaire est pendante.")).toContain('litigation');
  });
});

describe("another company's churn", () => {
  it("does not read a rival's churn as the company's", () => {
    expect(flags("Market\nOur biggest competitor's churn is said to run near 9% a month, which our sales team mentions in every pitch.")).not.toContain('high-churn');
  });

  it("still reads the company's churn stated before a rival's", () => {
    expect(flags("Metrics\nOur churn is 9% a month, while our biggest competitor's is said to be lower.")).toContain('high-churn');
  });

  it("does not read the customers' own clientele lost as the company's churn", () => {
    expect(flags('Market\nThe bakeries themselves lose about 10% of their customers every month to supermarkets.')).not.toContain('high-churn');
    expect(flags('Marché\nLes pharmacies perdent environ 10 % de leurs clients chaque mois au profit des supermarchés.')).not.toContain('high-churn');
  });

  it('still reads the company losing its own customers', () => {
    expect(flags('Market\nWe lose about 10% of our customers every month to supermarkets.')).toContain('high-churn');
    expect(flags('Marché\nNous perdons environ 10 % de nos clients chaque mois.')).toContain('high-churn');
  });
});

describe("a case brought against 'them'", () => {
  it('does not read a third party summoned as the company', () => {
    expect(flags('Chat\nA: tu as des nouvelles de Sahel Pay ? B: oui et leur ancien prestataire les a assignés au tribunal de commerce en plus')).not.toContain('litigation');
    expect(flags('Update\nTheir former distributor has sued them for unpaid stock.')).not.toContain('litigation');
  });

  it('still reads the company summoned', () => {
    expect(flags('Chat\nA: des nouvelles ? B: oui et notre ancien prestataire nous a assignés au tribunal de commerce en plus')).toContain('litigation');
  });
});

describe('figures in Pacific francs and Cape Verde escudos', () => {
  it("reads 'MRR : 2,4 MF CFP' and a plan in 'millions de F CFP' as figures", () => {
    expect(flags('Deck\nTraction\n- 150 pensions abonnées\n- MRR : 2,4 MF CFP', 'pitch_deck')).not.toContain('missing-financials');
    expect(flags('Plan de trésorerie\nMontants en millions de F CFP (XPF)\nVentes encaissées 8,1 8,4 8,9\nTotal décaissements 7,6 7,7 7,9')).not.toContain('missing-financials');
  });

  it("reads a statement captioned '(CVE million)' as figures", () => {
    expect(flags('Results\nYear to 30 June 2025 (CVE million)\nRevenue ........ 71.0\nOperating costs ........ 64.2')).not.toContain('missing-financials');
  });

  it('still reads a deck with no revenue or cost figure', () => {
    expect(flags('Deck\nTraction\n- 150 pensions abonnées\n- Partenariat avec le comité du tourisme', 'pitch_deck')).toContain('missing-financials');
  });
});

describe('a fall in revenue followed by revenue back above an earlier level', () => {
  it("does not read 'had fallen ...' then 'It reached ..., above its 2022 level' as a decline", () => {
    expect(flags('Revenue\nRevenue had fallen from 520 M in 2022 to 440 M in 2023 when a reseller closed. It reached 560 M in 2024, above its 2022 level.')).not.toContain('declining-revenue');
  });

  it('still reads a fall whose next sentence only hopes for a recovery', () => {
    expect(flags('Revenue\nRevenue fell from 520 M in 2023 to 440 M in 2024 when a reseller closed. We expect it to recover in 2025.')).toContain('declining-revenue');
  });
});
