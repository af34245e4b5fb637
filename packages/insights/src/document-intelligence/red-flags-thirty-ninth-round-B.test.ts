/**
 * Readings of the thirty-ninth round, group B (high churn, unit economics):
 * - churn: a share of the base that stopped buying over the month a letter reports ('7,5 % de notre base active a
 *   cessé de commander sur le mois'); a cohort looked at and dated by a day, its share still there today, in an update
 *   dated by its quarter ('Q3 2025 investor update' ... 'only 48% are still customers today'); a CSV export with one
 *   row a measure and one column a month ('Customers at start of month,410,428,441' and 'Customers lost,25,27,26');
 * - unit economics: a margin on one unit claimed as an amount above what the unit's price and costs, told in the
 *   sentences after it, leave ('Our contribution per order is about ₦600' then 'Average order is ₦5,000. Food cost is
 *   ₦3,100...'; 'Chaque tonne dégage une marge positive d'environ 40 000 FCFA' then the price and costs a tonne as a list);
 *   a payback said as recovering what is spent to acquire a customer ('we recover what we spend to acquire a member in
 *   about three months', 'nous récupérons ce que nous dépensons pour acquérir un membre en trois mois') against a gross
 *   profit kept per customer and month ('we keep roughly GH₵ 30 per member per month in gross profit'); an LTV above what
 *   a customer pays over its stated average subscription ('Prime mensuelle', 'Durée moyenne de souscription : 10 mois'),
 *   or over the lifetime a monthly churn told month first implies ('Every month roughly 9% of paying shops cancel',
 *   'Chaque mois, environ 9 % des boutiques payantes résilient'), the price read from the plan a customer is on.
 * Each a general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('churn read in more ways', () => {
  it("reads a share of the base that stopped ordering over the month ('sur le mois', 'over the month')", () => {
    const fr = (share: string) => `Marchands\nNous avons gagné 142 nouveaux marchands en septembre, mais ${share} % de notre base active a cessé de commander sur le mois.`;
    const en = (share: string) => `Merchants\nWe signed 142 new merchants in September, but ${share}% of our active base stopped ordering over the month.`;
    expect(flags(fr('7,5'))).toContain('high-churn');
    expect(flags(en('7.5'))).toContain('high-churn');
    expect(flags(fr('2'))).not.toContain('high-churn');
    expect(flags(en('2'))).not.toContain('high-churn');
    expect(flags("Marchands\n7,5 % de notre base active a cessé de commander sur l'année.")).not.toContain('high-churn');
    expect(flags('Merchants\nIf 7.5% of our active base stopped ordering over the month, we would run out of cash.')).not.toContain('high-churn');
  });

  it("reads a cohort dated by a day, its share still there today, in an update dated by its quarter", () => {
    const en = (quarter: string, kept: string) => `${quarter} 2025 investor update\nHi all,\nHere is our update.\nCustomers\nLooking at the cohort that was with us on 1 October 2024, ${kept}% are still customers today.`;
    const fr = (kept: string) => `Point trimestriel T3 2025\nBonjour à tous,\nVoici notre point.\nClients\nPour la cohorte qui était avec nous le 1er octobre 2024, ${kept} % sont encore clients aujourd'hui.`;
    expect(flags(en('Q3', 'only 48'))).toContain('high-churn');
    expect(flags(fr('seuls 48'))).toContain('high-churn');
    expect(flags(en('Q3', '81'))).not.toContain('high-churn');
    expect(flags(fr('85'))).not.toContain('high-churn');
    // Six months after the cohort is no year's retention.
    expect(flags(en('Q1', 'only 48'))).not.toContain('high-churn');
    expect(flags('Q3 2025 investor update\nHi all,\nHere is our update.\nLooking at the cohort that was with us on 1 October 2024, we think only 48% may still be customers today.')).not.toContain('high-churn');
  });

  it('reads a CSV export whose rows are measures and whose columns are months', () => {
    const en = (lost: string) => `Management accounts\nmetric,Jul-2025,Aug-2025,Sep-2025\nCustomers at start of month,410,428,441\nNew customers,43,40,38\nCustomers lost,${lost}`;
    const fr = (lost: string) => `Comptes de gestion\nindicateur,juil-2025,août-2025,sept-2025\nClients en début de mois,410,428,441\nNouveaux clients,43,40,38\nClients perdus,${lost}`;
    expect(flags(en('25,27,26'), 'financial_statements')).toContain('high-churn');
    expect(flags(fr('25,27,26'), 'financial_statements')).toContain('high-churn');
    expect(flags(en('12,11,10'), 'financial_statements')).not.toContain('high-churn');
    expect(flags(fr('9,8,7'), 'financial_statements')).not.toContain('high-churn');
    expect(flags('Management accounts\nmetric,2023,2024,2025\nCustomers at start of year,410,428,441\nCustomers lost,25,27,26', 'financial_statements')).not.toContain('high-churn');
  });
});

describe('unit economics read in more ways', () => {
  const spoken = (claim: string) => `Panel transcript\nHOST: Does delivery make money?\nCEO: ${claim}\nHOST: Walk us through it.\nCEO: Average order is ₦5,000. Food cost is ₦3,100. The rider costs us ₦1,200 per trip. Packaging is ₦400 and payment fees are about ₦150.\nHOST: Thanks.`;
  const listed = (claim: string, last: string) => `Dossier\nB. Modèle économique\n${claim}\nLes hypothèses par tonne sont les suivantes :\n- prix de vente moyen : 180 000 FCFA ;\n- coût de collecte : 95 000 FCFA ;\n- coût de transformation : ${last} FCFA.\nC. Équipe`;

  it("reads a margin a unit claimed as an amount above what the price and costs told after it leave", () => {
    expect(flags(spoken('Our contribution per order is about ₦600 after all variable costs.'), 'pitch_deck')).toContain('unit-economics');
    expect(flags(listed("Chaque tonne de plastique recyclé dégage une marge positive d'environ 40 000 FCFA.", '125 000'))).toContain('unit-economics');
  });

  it('stays quiet when the lines leave the margin claimed, or the claim is denied, hedged or another company\'s', () => {
    expect(flags(spoken('Our contribution per order is about ₦150 after all variable costs.'), 'pitch_deck')).not.toContain('unit-economics');
    expect(flags(listed("Chaque tonne de plastique recyclé dégage une marge positive d'environ 40 000 FCFA.", '45 000'))).not.toContain('unit-economics');
    expect(flags(spoken('Our contribution per order is not ₦600 yet.'), 'pitch_deck')).not.toContain('unit-economics');
    expect(flags(spoken('If prices rose, our contribution per order could be ₦600.'), 'pitch_deck')).not.toContain('unit-economics');
    expect(flags(spoken('Our main competitor says its contribution per order is about ₦600.'), 'pitch_deck')).not.toContain('unit-economics');
    expect(flags(listed("Chaque tonne de plastique recyclé dégage une perte d'environ 40 000 FCFA.", '125 000'))).not.toContain('unit-economics');
  });
});

describe('unit economics said in words of payback, premium and subscription length', () => {
  const en = (profit: string, months: string) => `Podcast\nHOST: How do you get customers?\nFOUNDER: Agents in the markets. It costs us about GH₵ 450 to sign up a member once you count the agent commission.\nHOST: And what do you make on each member?\nFOUNDER: After claims, we keep roughly GH₵ ${profit} per member per month in gross profit. So we recover what we spend to acquire a member in about ${months} months.\nHOST: Thanks.`;
  const fr = (months: string) => `Entretien\nQ : Combien coûte un membre ?\nR : Notre coût d'acquisition est d'environ 450 000 FCFA par membre.\nQ : Et que vous rapporte chaque membre ?\nR : Après sinistres, nous gardons environ 30 000 FCFA par membre et par mois en marge brute. Nous récupérons ce que nous dépensons pour acquérir un membre en ${months} mois.`;

  it('reads a payback said as recovering what is spent to acquire a customer, against the gross profit kept a month', () => {
    expect(flags(en('30', 'three'), 'pitch_deck')).toContain('unit-economics');
    expect(flags(fr('trois'), 'pitch_deck')).toContain('unit-economics');
    expect(flags(en('30', 'fifteen'), 'pitch_deck')).not.toContain('unit-economics');
    expect(flags(en('150', 'three'), 'pitch_deck')).not.toContain('unit-economics');
    expect(flags(fr('quinze'), 'pitch_deck')).not.toContain('unit-economics');
  });

  it('reads an LTV above the premium paid over the average subscription length stated', () => {
    const frSheet = (months: string, ltv: string) => `One-pager\nÉconomie unitaire\n- Prime mensuelle : 1 500 FCFA\n- Durée moyenne de souscription : ${months} mois\n- Coût d'acquisition par assuré : 4 500 FCFA\n- LTV : ${ltv} FCFA`;
    const enSheet = (months: string, ltv: string) => `One-pager\nUnit economics\n- Monthly premium: GHS 45\n- Average subscription length: ${months} months\n- Acquisition cost per member: GHS 120\n- LTV: GHS ${ltv}`;
    expect(flags(frSheet('10', '60 000'), 'pitch_deck')).toContain('unit-economics');
    expect(flags(enSheet('10', '1,800'), 'pitch_deck')).toContain('unit-economics');
    expect(flags(frSheet('10', '12 000'), 'pitch_deck')).not.toContain('unit-economics');
    expect(flags(frSheet('40', '60 000'), 'pitch_deck')).not.toContain('unit-economics');
    expect(flags(enSheet('10', '400'), 'pitch_deck')).not.toContain('unit-economics');
  });
});

describe('an LTV against a churn told month first and the plan a customer is on', () => {
  const en = (churn: string) => `Application\nQ2. Traction.\nWe have 3,400 paying shops on a plan of USD 6 a month. Every month roughly ${churn}% of paying shops cancel.\nQ3. Unit economics.\nOur customer acquisition cost is USD 30. Customer lifetime value is USD 180, so LTV/CAC is 6x. Gross margin is around 85%.`;
  const fr = (churn: string) => `Dossier\nTraction\nNous avons 3 400 boutiques payantes sur un abonnement de 4 000 FCFA par mois. Chaque mois, environ ${churn} % des boutiques payantes résilient.\nÉconomie unitaire\nNotre coût d'acquisition est de 20 000 FCFA. La valeur vie client est de 120 000 FCFA, soit un LTV/CAC de 6. Marge brute : 85 %.`;

  it('reads an LTV above what the plan comes to over the lifetime the churn allows', () => {
    expect(flags(en('9'))).toContain('unit-economics');
    expect(flags(fr('9'))).toContain('unit-economics');
    expect(flags(en('2'))).not.toContain('unit-economics');
    expect(flags(fr('2'))).not.toContain('unit-economics');
  });
});
