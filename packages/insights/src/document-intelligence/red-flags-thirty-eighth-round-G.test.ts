/**
 * Readings of the thirty-eighth round, group G (unit economics, high churn, one-off revenue counted as recurring):
 * - churn: a service's users switching it off ('24 switched off during the month'); a CSV export's header naming the
 *   people and the moment in one field ('shops_start', 'shops_lost'); a cohort's part told after its base with the
 *   count first ('1,700 of those same households were still paying on 31 December', 'En février 2025, 300 de ces
 *   clients ont encore acheté', the base dated by pointing back to 'la cohorte de mars 2024'); the date before the base
 *   and the part pointed back to by the base's own count ('En mars 2024 nous en avions 200, et sur ces 200, ...');
 * - unit economics: a lifetime put at an estimate ('que nous estimons à 40 mois'); what one customer brings asked and
 *   answered in an interview; shipments booked a month as a customer's orders; a stated LTV/CAC whose implied lifetime
 *   high churn does not allow; one order's lines under a 'Per order' heading with a bare 'Revenue' label; an asset's
 *   payback given as a bare label under its cost line; a subscription's price named by whom it is per;
 * - one-off revenue: a revenue breakdown closed by a 'Total ARR' line, its figures written with a sign and a multiplier
 *   ('P2.1m'); a contract said to have no subscription or renewal element after the ARR was said to include it; an
 *   ARR part whose amount the text calls paid once elsewhere.
 * Each a general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('churn counted in more ways', () => {
  it('reads customers who switched the service off during the month against the count live on the 1st', () => {
    const text = (off: number) => `Monthly note\nClinics live: 300 on 1 May.\n${off} switched off during the month and 30 went live, so we ended at ${330 - off}.`;
    expect(flags(text(24))).toContain('high-churn');
    expect(flags(text(6))).not.toContain('high-churn');
  });

  it("reads a CSV export's start and lost columns named with the people ('shops_start', 'shops_lost')", () => {
    const text = (lost: number) => `Export of the dashboard\nmonth,shops_start,new,shops_lost,shops_end\n2025-05,500,20,12,508\n2025-06,508,15,${lost},${523 - lost}`;
    expect(flags(text(31))).toContain('high-churn');
    expect(flags(text(10))).not.toContain('high-churn');
  });

  it("reads 'N of those same households were still paying' after the base, a year's retention", () => {
    const text = (kept: string) => `Our year\n4,000 households were paying for the service on 1 February. ${kept} of those same households were still paying on 31 December, and 3,000 new ones joined.`;
    expect(flags(text('1,700'))).toContain('high-churn');
    expect(flags(text('3,600'))).not.toContain('high-churn');
  });

  it("reads a cohort's month pointed back to ('ce mois-là') and its part dated first (French)", () => {
    const text = (kept: number) => `Point d'étape\nJ'ai regardé la cohorte de mars 2024.\n800 clients avaient acheté au moins une fois ce mois-là.\nEn février 2025, ${kept} de ces clients ont encore acheté.`;
    expect(flags(text(300))).toContain('high-churn');
    expect(flags(text(700))).not.toContain('high-churn');
  });

  it('reads a base after its date, its part pointed back to by its own count', () => {
    const fr = (kept: number) => `Entretien\nEn mars 2024 nous en avions 200, et sur ces 200, il en restait ${kept} encore actives en février.`;
    expect(flags(fr(90))).toContain('high-churn');
    expect(flags(fr(185))).not.toContain('high-churn');
    expect(flags('Interview\nIn April 2024 we had 150 clinics on the platform, and of those 150, 140 are still with us in March.')).not.toContain('high-churn');
  });
});

describe('unit economics read in more ways', () => {
  it('reads a lifetime put at an estimate against the monthly churn stated (French)', () => {
    const text = (months: number) => `Indicateurs\nChurn mensuel : 6 %.\nAbonnement : 20 000 FCFA par mois.\nNous retenons une durée de vie client que nous estimons à ${months} mois.`;
    expect(flags(text(40))).toContain('unit-economics');
    expect(flags(text(14))).not.toContain('unit-economics');
  });

  it('reads what one customer brings, asked and answered, against the ratio claimed', () => {
    const text = (fee: number) => `Q&A with the founder\nWhat does it cost you to sign a shop?\nAbout USD 60 all in.\nAnd what does a shop bring in?\nRoughly USD ${fee} a month in fees.\nOur gross margin is about 40% and a shop stays around 10 months.\nOur lifetime value to acquisition cost is four to one.`;
    expect(flags(text(5))).toContain('unit-economics');
    expect(flags(text(60))).not.toContain('unit-economics');
  });

  it("reads shipments booked a month as a customer's orders", () => {
    const text = (months: number) => `Unit economics\n- Revenue per shipment: KES 2,000\n- Contribution margin: 20%\n- An SME books 3 shipments a month and stays ${months} months on average\n- CAC per SME: KES 9,000\n- LTV / CAC: 4x`;
    expect(flags(text(6))).toContain('unit-economics');
    expect(flags(text(30))).not.toContain('unit-economics');
  });

  it('reads a stated LTV/CAC whose lifetime, over the subscription a customer pays, high churn does not allow', () => {
    const text = (ratio: string) => `Key metrics\nAnnual customer churn: 60%\nAverage subscription per customer: USD 100 a month\nCAC: USD 1,200\nLTV/CAC: ${ratio}`;
    expect(flags(text('5x'))).toContain('unit-economics');
    expect(flags(text('2x'))).not.toContain('unit-economics');
  });

  it("reads one order's lines under a 'Per order' heading, its value a bare 'Revenue' label", () => {
    const text = (picking: string) => `Unit economics that work\nContribution-positive from the first order.\nPer order (May average):\nRevenue: $12.00\nRider pay: $7.50\nPacking: $1.20\nPicking: $${picking}`;
    expect(flags(text('4.00'))).toContain('unit-economics');
    expect(flags(text('2.00'))).not.toContain('unit-economics');
  });

  it("reads an asset's payback given as a bare label under its cost line", () => {
    const text = (months: number) => `Economics of one kiosk\nCost of a kiosk installed: EUR 20,000\nAverage revenue: EUR 900 per month\nPayback: ${months} months`;
    expect(flags(text(6))).toContain('unit-economics');
    expect(flags(text(24))).not.toContain('unit-economics');
  });
});

describe('one-off revenue counted as recurring, read in more ways', () => {
  it("reads a revenue breakdown closed by 'Total ARR', its figures with a sign and a multiplier", () => {
    const text = (total: string) => `Revenue mix, year to March 2025\nSubscriptions: P2.1m\nData-migration project for a hospital group: P0.4m\n${total}: P2.5m`;
    expect(flags(text('Total ARR'))).toContain('non-recurring-revenue');
    expect(flags(text('Total revenue'))).not.toContain('non-recurring-revenue');
  });

  it('reads a contract the ARR includes, then said to have no subscription or renewal element', () => {
    const text = (verb: string) => `Committee notes\nThe analyst noted that the ARR ${verb} the $200k paid by a telecom operator for integrating the platform. That contract covers the integration work only; there is no subscription or renewal element.`;
    expect(flags(text('includes'))).toContain('non-recurring-revenue');
    expect(flags(text('excludes'))).not.toContain('non-recurring-revenue');
  });

  it('reads an ARR part whose amount the text calls paid once elsewhere (French)', () => {
    const text = (total: number, part: string) => `Clients\nLe groupe Baobab Santé a versé 45 M FCFA de frais de raccordement de ses cliniques, facturés une seule fois.\nARR au 30 juin : ${total} M FCFA, soit :\nabonnements : 200 M FCFA\n${part}`;
    expect(flags(text(245, 'raccordement du groupe : 45 M FCFA'))).toContain('non-recurring-revenue');
    expect(flags(text(240, 'module pharmacie : 40 M FCFA'))).not.toContain('non-recurring-revenue');
  });
});
