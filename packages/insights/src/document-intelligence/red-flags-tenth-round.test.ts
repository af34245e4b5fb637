/**
 * The readers changed in the tenth round (decision 0036, amendment of 2026-11-30, tenth round), after the fourth
 * held-out set retired and its mistakes were read: each a general way of writing, with a worked example in
 * English and in French, in words other than the retired texts', and the near-misses it must let pass.
 */
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../text/sentences';
import { analyzeDocument } from './analyze-document';
import { inTimeOrder } from './metric-values';
import { yearSeries } from './year-series';
import { parseMoney } from './money';

const flags = (text: string, type: Parameters<typeof analyzeDocument>[1] = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();
const revenue = (text: string, type: Parameters<typeof analyzeDocument>[1] = 'financial_statements') => analyzeDocument(text, type).extractedData.revenue.map((f) => f.text);

describe('dot leaders between a label and its figure', () => {
  it('reads a leader as the gap between label and value, on one line or across two', () => {
    expect(splitSentences('Turnover ................ KES 41.2m (2024: KES 38.0m)')).toEqual(['Turnover: KES 41.2m (2024: KES 38.0m)']);
    expect(splitSentences("Chiffre d'affaires . . . . . .\n22,5 millions de dirhams")).toEqual(["Chiffre d'affaires: 22,5 millions de dirhams"]);
    expect(revenue('Income statement, year to June 2025\nTurnover ................ KES 41.2m\nOperating costs ......... KES 35.9m')).toEqual(['KES 41.2m']);
    expect(revenue("Compte de résultat 2025\nChiffre d'affaires ……… 22,5 millions de dirhams\nCharges d'exploitation ……… 19,1 millions de dirhams")).toEqual(['22,5 millions de dirhams']);
  });

  it('so a statement set with leaders has figures, and an ellipsis in prose still ends a sentence', () => {
    expect(flags('Statement of profit or loss 2025\nSales ........................ GH\u20B5 6.4m\nCost of sales ................ GH\u20B5 3.1m', 'financial_statements')).toEqual([]);
    expect(flags("Compte de résultat 2025\nVentes ........ 6,4 millions de dirhams\nCoût des ventes ........ 3,1 millions de dirhams", 'financial_statements')).toEqual([]);
    // Three dots are an ellipsis, not a leader: the sentence ends there.
    expect(splitSentences('We waited... Then the grant came.')).toEqual(['We waited...', 'Then the grant came.']);
  });
});

describe('a question and the figure that answers it', () => {
  it('reads the answer’s figure as the question’s subject (forms, questionnaires, investor Q&A)', () => {
    expect(flags('Q1. What is your monthly revenue? About $30k.\nQ2. Monthly net burn? $75k.\nQ3. Cash in the bank? $210k.', 'business_plan')).toEqual(['burn-above-revenue', 'short-runway']);
    expect(flags('1. Quel est votre chiffre d’affaires mensuel ? Environ 20 000 €.\n2. Consommation nette de trésorerie par mois ? 55 000 €.\n3. Trésorerie disponible ? 150 000 €.', 'business_plan')).toEqual(['burn-above-revenue', 'short-runway']);
  });

  it('leaves a yes/no question, an answer that opens on words and below-threshold answers as they are', () => {
    // Healthy answers: revenue above the burn, two years of cash.
    expect(flags('Q1. What is your monthly revenue? About $90k.\nQ2. Monthly net burn? $40k.\nQ3. Cash in the bank? $1.2M.', 'business_plan')).toEqual([]);
    expect(flags('1. Quel est votre chiffre d’affaires mensuel ? Environ 90 000 €.\n2. Consommation nette de trésorerie par mois ? 40 000 €.\n3. Trésorerie disponible ? 1,2 M€.', 'business_plan')).toEqual([]);
    // A yes/no question is never joined to its answer: the asker's '6 months' is not the company's runway.
    expect(flags('Revenue 2025: $1.1M.\nIs your runway under 6 months? 19 months at the current burn.', 'business_plan')).toEqual([]);
    expect(flags('CA 2025 : 1,1 M€.\nAvez-vous moins de 6 mois de trésorerie ? 19 mois au rythme actuel.', 'business_plan')).toEqual([]);
  });
});

describe('a yes/no question asserts nothing', () => {
  it('reads no flag from the asker’s hypothesis, in English and French', () => {
    expect(flags('Revenue 2025: $1.1M.\nIs your runway under 6 months?', 'business_plan')).toEqual([]);
    expect(flags('Revenue 2025: $1.1M.\nHas the company defaulted on any loan?', 'business_plan')).toEqual([]);
    expect(flags('CA 2025 : 1,1 M€.\nAvez-vous moins de 6 mois de trésorerie ?', 'business_plan')).toEqual([]);
    expect(flags('CA 2025 : 1,1 M€.\nY a-t-il un litige en cours avec un client ?', 'business_plan')).toEqual([]);
  });

  it('but reads the facts of the answer, and the question when it is answered yes', () => {
    expect(flags('Revenue 2025: $1.1M.\nIs your runway under 6 months? Yes, we have 4 months of cash left.', 'business_plan')).toEqual(['short-runway']);
    expect(flags('CA 2025 : 1,1 M€.\nY a-t-il un litige en cours ? Oui : un ancien distributeur nous a assignés en justice en mars.', 'business_plan')).toEqual(['litigation']);
  });
});

describe('a heading answered in the negative, and a negated subject over its whole clause', () => {
  it('reads no flag where the heading names the subject and its answer denies it', () => {
    expect(flags('Related parties: none of our directors or shareholders has any interest in our landlords, suppliers or customers.\nRevenue 2025: $2.1M.')).toEqual([]);
    expect(flags('Parties liées : aucun dirigeant ni actionnaire ne détient d’intérêt chez nos bailleurs, fournisseurs ou clients.\nCA 2025 : 2,1 M€.')).toEqual([]);
    expect(flags('Litigation: none pending or threatened.\nRevenue 2025: $2.1M.')).toEqual([]);
    expect(flags('Litiges : aucun litige en cours ni menace de litige.\nCA 2025 : 2,1 M€.')).toEqual([]);
  });

  it('but flags the heading answered with a fact, and a second clause with a subject of its own', () => {
    expect(flags('Related parties: the company leases its warehouse from a firm owned by the CEO’s brother.\nRevenue 2025: $2.1M.')).toEqual(['related-party']);
    expect(flags('Parties liées : la société loue son entrepôt à une SCI détenue par le frère du directeur général.\nCA 2025 : 2,1 M€.')).toEqual(['related-party']);
    expect(flags('No audit issue was raised, and the CEO’s brother owns our main supplier.\nRevenue 2025: $2.1M.')).toEqual(['related-party']);
  });
});

describe('two figures compared, in time order, and a fall decided by its size', () => {
  it('puts the figure after contre, au lieu de or par rapport à before the other, as against and versus in English', () => {
    expect(inTimeOrder('marge brute a 31 % contre 39 % en 2024')).toEqual([39, 31]);
    expect(inTimeOrder('marge brute de 33 % au lieu de 40 %')).toEqual([40, 33]);
    expect(inTimeOrder('gross margin of 31% against 39% in 2024')).toEqual([39, 31]);
    // A time word after a figure dates that figure: the order stays as written.
    expect(inTimeOrder("churn mensuel, qui atteignait 8 % l'an dernier, est redescendu a 2 %")).toEqual([8, 2]);
  });

  it('flags a fall of 5 points or more, and not a smaller one whatever its verb, in both languages', () => {
    expect(flags('La marge brute recule à 31 % contre 39 % en 2024.\nCA 2025 : 3,2 M€.', 'financial_statements')).toEqual(['gross-margin']);
    expect(flags('Gross margin slid to 31% against 39% in 2024.\nRevenue 2025: $3.2M.', 'financial_statements')).toEqual(['gross-margin']);
    expect(flags('La marge brute recule de 2 points, à 45 % contre 47 % en 2024.\nCA 2025 : 3,2 M€.', 'financial_statements')).toEqual([]);
    expect(flags('Gross margin slipped 3 points this year, to 52%.\nRevenue 2025: $3.2M.', 'financial_statements')).toEqual([]);
    expect(flags('La marge brute a reculé de 4 points de pourcentage cette année, à 48 %.\nCA 2025 : 3,2 M€.', 'financial_statements')).toEqual([]);
    expect(flags('La marge brute a reculé de 7 points cette année, à 41 %.\nCA 2025 : 3,2 M€.', 'financial_statements')).toEqual(['gross-margin']);
  });
});

describe('a month’s figures named by their month, and running costs above revenue on separate lines', () => {
  it('reads “du mois” and “for the month” as a month’s figure', () => {
    expect(parseMoney('Charges totales du mois : 71 000 USD').map((m) => m.period)).toEqual(['month']);
    expect(parseMoney('Operating costs for the month: $71,000').map((m) => m.period)).toEqual(['month']);
    // 'du mois de mars' names which month, not a rate, and 'du mois dernier' is read elsewhere.
    expect(parseMoney('Les ventes du mois de mars : 40 000 USD').map((m) => m.period)).toEqual([null]);
  });

  it('flags a month’s running costs above the same month’s revenue, and lets the opposite pass', () => {
    expect(flags('Point de trésorerie — avril\nChiffre d’affaires facturé du mois : 52 000 USD\nCharges totales du mois : 90 000 USD\nTrésorerie : 1,4 M USD', 'business_plan')).toEqual(['burn-above-revenue']);
    expect(flags('Cash report — April\nRevenue invoiced for the month: $52,000\nTotal operating costs for the month: $90,000\nCash: $1.4M', 'business_plan')).toEqual(['burn-above-revenue']);
    expect(flags('Point de trésorerie — avril\nChiffre d’affaires facturé du mois : 95 000 USD\nCharges totales du mois : 90 000 USD\nTrésorerie : 1,4 M USD', 'business_plan')).toEqual([]);
    expect(flags('Cash report — April\nRevenue invoiced for the month: $95,000\nTotal operating costs for the month: $90,000\nCash: $1.4M', 'business_plan')).toEqual([]);
  });
});

describe('a runway that changed: the latest figure, in the earlier unit, across a sentence', () => {
  it('reads a bare count after now or down to, and a pronoun for the runway of the sentence before', () => {
    expect(flags('Runway: 16 months at the seed in May; after the Kano launch it is now 4. Revenue 2025: $0.8M.')).toEqual(['short-runway']);
    expect(flags('Autonomie : 16 mois à la levée de mai ; après l’ouverture de Kano, elle est désormais de 4. CA 2025 : 0,8 M€.')).toEqual(['short-runway']);
    expect(flags('At the seed close we had 19 months of runway.\nAfter two new offices, that is down to 5 months.\nRevenue 2025: $0.8M.')).toEqual(['short-runway']);
    expect(flags('À la levée, notre autonomie était de 19 mois.\nAprès deux ouvertures, elle est désormais de 5 mois.\nCA 2025 : 0,8 M€.')).toEqual(['short-runway']);
  });

  it('lets a runway that grew pass, and a short one dated before a round', () => {
    expect(flags('Runway: 4 months before the Series A; it is now 22. Revenue 2025: $0.8M.')).toEqual([]);
    expect(flags('Autonomie : 4 mois avant la levée ; elle est désormais de 22. CA 2025 : 0,8 M€.')).toEqual([]);
    expect(flags('Runway was 4 months before the bridge.\nRevenue 2025: $0.8M.')).toEqual([]);
    expect(flags('Notre autonomie était de 4 mois avant la levée.\nCA 2025 : 0,8 M€.')).toEqual([]);
  });
});

describe('a plan’s series by calendar year under a currency caption', () => {
  it('reads year-value pairs with actual and forecast marks, on one line or as a table', () => {
    expect(yearSeries('2025a 2.0 | 2026f 5.5 | 2027f 14.0').map((p) => [p.year, p.value, p.forecast])).toEqual([[2025, 2, false], [2026, 5.5, true], [2027, 14, true]]);
    // Two pairs, or years that do not follow one another, are no series.
    expect(yearSeries('2025: 2.0; 2026: 5.5')).toEqual([]);
    expect(yearSeries('2019: 2.0; 2022: 5.5; 2025: 9.0')).toEqual([]);
  });

  it('counts the series as figures and flags a 3x-a-year plan, in English and French', () => {
    expect(flags('Revenue plan (KES m)\n2025A 80 | 2026F 260 | 2027F 790 | 2028F 2,400', 'business_plan')).toEqual(['unrealistic-growth']);
    expect(flags('Plan à cinq ans (en millions de FCFA)\n| 2025A | 2026F | 2027F | 2028F |\n| 300 | 950 | 2 900 | 8 800 |', 'business_plan')).toEqual(['unrealistic-growth']);
  });

  it('lets a plan that grows less pass, and reads no revenue into a series of costs', () => {
    expect(flags('Revenue plan (KES m)\n2025A 80 | 2026F 120 | 2027F 170 | 2028F 230', 'business_plan')).toEqual([]);
    expect(flags('Plan à cinq ans (en millions de FCFA)\n| 2025A | 2026F | 2027F | 2028F |\n| 300 | 420 | 580 | 760 |', 'business_plan')).toEqual([]);
    expect(flags('Operating costs plan (KES m)\n2025A 80 | 2026F 260 | 2027F 790 | 2028F 2,400\nRevenue 2025: KES 120m.', 'business_plan')).toEqual([]);
  });
});

describe('the Tunisian dinar as accounts write it', () => {
  it('reads MDT (million dinars) and DT, and no dinar in words that are not an amount', () => {
    expect(parseMoney('CA 2025 : 3,2 MDT (2024 : 2,7 MDT)').map((m) => [m.amount, m.currency])).toEqual([[3_200_000, 'TND'], [2_700_000, 'TND']]);
    expect(parseMoney('Loyer : 9 500 DT par mois').map((m) => [m.amount, m.currency, m.period])).toEqual([[9500, 'TND', 'month']]);
    expect(parseMoney('The DT team of 12 engineers')).toEqual([]);
    expect(flags('CONCURRENCE\n- Trois concurrents directs à Sfax\nCHIFFRES\n- CA 2025 : 1,4 MDT')).toEqual([]);
    expect(flags('Key figures\n- Revenue 2025: TND 1.4M')).toEqual([]);
  });
});
