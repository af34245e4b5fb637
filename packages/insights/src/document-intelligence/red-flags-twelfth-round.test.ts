/**
 * The readers changed in the twelfth round (decision 0036, amendment of 2026-11-30, twelfth round), from the mistakes of
 * the development texts written for it (eval/cases-dev-generalise-twelfth-*.ts): each a general way of writing, with
 * worked examples in English and in French, in words other than the development texts', and the near-misses it must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const flags = (text: string, type: Parameters<typeof analyzeDocument>[1] = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();
const noFigures = (text: string, type: Parameters<typeof analyzeDocument>[1] = 'pitch_deck') => flags(text, type).includes('missing-financials');

describe('a revenue or cost figure in words before a currency name, however rare the currency', () => {
  it('reads the figure as one, in English and French', () => {
    expect(noFigures('Our two kiosks sold roughly seven hundred thousand kwacha of airtime in 2025.')).toBe(false);
    expect(noFigures('Last season wages cost us about one million and a half leones across the three farms.', 'business_plan')).toBe(false);
    expect(noFigures("Les ventes de l'atelier ont atteint trois millions d'ariary cette année.")).toBe(false);
    expect(noFigures("Les salaires ont coûté environ huit cent mille dalasis l'an dernier.", 'business_plan')).toBe(false);
  });

  it('lets pass a count in words and a raise or valuation in words, which are no revenue or cost', () => {
    expect(noFigures('We have sold two million bags of fertiliser-grade compost since launch.')).toBe(true);
    expect(noFigures('Nous levons deux millions de dollars pour ouvrir le Ghana.')).toBe(true);
  });
});

describe('gross merchandise value and its French names read as revenue figures', () => {
  it('reads a payment volume, billings and a volume d’affaires with a scale', () => {
    expect(noFigures('Total payment volume reached 14.2 million last quarter across 3,000 merchants.')).toBe(false);
    expect(noFigures("Le volume de transactions a dépassé 2,8 milliards de FCFA au premier semestre.")).toBe(false);
    expect(noFigures("Facturation 2025 : 640 k€.")).toBe(false);
  });

  it('lets pass a volume counted in orders, and a growth rate with no figure', () => {
    expect(noFigures('Payment volume grew 60% last quarter, to 2.1 million transactions.')).toBe(true);
    expect(noFigures("Le volume d'affaires a progressé de 35 % sur un an.")).toBe(true);
  });
});

describe('a statement’s title is no loss', () => {
  it('does not read "profit or loss for the year ended 31 December" as a loss, in a statement that shows a profit', () => {
    const statement = 'Statement of profit or loss for the year ended 31 December 2025\nAmounts in KES\n| Line | 2025 | 2024 |\n| Revenue | 52,400,000 | 44,100,000 |\n| Cost of sales | 30,200,000 | 26,000,000 |';
    expect(flags(statement, 'financial_statements')).not.toContain('burn-above-revenue');
    expect(flags('Statement of comprehensive loss for the year ended 30 June 2025. Revenue USD 3.1M; total costs USD 2.4M.', 'financial_statements')).not.toContain('burn-above-revenue');
  });

  it('still reads a stated loss with its amount, after a date or not', () => {
    expect(flags('The company made a net loss for the year ended 31 December 2025 of KES 14.6 million.', 'financial_statements')).toContain('burn-above-revenue');
    expect(flags("La société a enregistré une perte nette de 120 k€ sur l'exercice 2025.", 'financial_statements')).toContain('burn-above-revenue');
  });
});

describe('churn said as a share of the base', () => {
  const churned = (text: string) => flags(`${text}\nRevenue 2025: USD 2.2M.`).includes('high-churn');

  it('reads a monthly retention and a share kept from one month to the next as the churn they leave', () => {
    expect(churned('Month-over-month subscriber retention came in at 89% in Q3.')).toBe(true);
    expect(churned("Nous conservons à peine 90 % de nos commerçants d'un mois sur l'autre.")).toBe(true);
    expect(churned('We retained just 35% of the clinics we onboarded after a full year.')).toBe(true);
  });

  it('reads cancellations, non-renewals and renewals of yearly contracts as a share of the base', () => {
    expect(churned('Cancellations average 8% of paying users per month.')).toBe(true);
    expect(churned('Les désabonnements pèsent 9 % du parc chaque mois.')).toBe(true);
    expect(churned('Our non-renewal rate on yearly plans was 61% in 2025.')).toBe(true);
    expect(churned("Seuls 40 % des cabinets ont renouvelé leur licence à la fin de l'année scolaire.")).toBe(true);
  });

  it('reads a count lost out of a base over a period', () => {
    expect(churned('We are losing roughly 120 of our 1,500 drivers every month.')).toBe(true);
    expect(churned('Nous perdons près de 400 de nos 2 500 membres chaque mois.')).toBe(true);
  });

  it('lets pass retention high enough, a small share leaving, renewals that hold, a hedge and a count lost once', () => {
    expect(churned('Monthly customer retention: 96%.')).toBe(false);
    expect(churned('Les résiliations représentent 3 % de la base chaque mois.')).toBe(false);
    expect(churned('78% of the pharmacies on an annual plan renewed in January.')).toBe(false);
    expect(churned('Should cancellations climb to 9% of the base a month, we would pause paid acquisition.')).toBe(false);
    expect(churned('We lost 40 of our 2,000 merchants in the April outage.')).toBe(false);
  });
});

describe('a figure placed before the word that says what it counts, or on the line under its label', () => {
  it('reads "X in sales" and "X de ventes", in figures or in words, whatever the currency', () => {
    expect(noFigures('Last quarter we booked UGX 1.9bn in revenue from 40 depots.')).toBe(false);
    expect(noFigures("La boutique a fait près de trois millions de francs guinéens de chiffre d'affaires en 2025.")).toBe(false);
    expect(noFigures("L'atelier a réalisé 85 millions d'ariary de ventes l'an dernier.", 'business_plan')).toBe(false);
  });

  it('reads a revenue or cost label with its figure on the next line, in a currency the reader may not know', () => {
    expect(noFigures('Headline numbers\nTotal revenue\nMWK 380 million\nOperating expenses\nMWK 290 million', 'business_plan')).toBe(false);
    expect(noFigures("Chiffres clés 2025\nVentes\n1 250 000 000 GNF", 'business_plan')).toBe(false);
  });

  it('reads what a stall or shop takes, and a top line, as revenue', () => {
    expect(noFigures('The kiosk takes about 45,000 cedis a month in airtime and data.')).toBe(false);
    expect(noFigures('FY2025 top line 3.9m (EUR).')).toBe(false);
  });

  it('lets pass a raise, a market size and a count placed before a revenue word, and a label followed by words', () => {
    expect(noFigures('We are raising 2 million dollars in equity to reach new sales regions.')).toBe(true);
    expect(noFigures('Revenue\nWe will share the figures after the first meeting.')).toBe(true);
    expect(noFigures('Our 3,000 in sales staff and agents cover 14 regions.')).toBe(true);
  });
});

describe('one investor’s stake said through the stake itself', () => {
  const control = (text: string) => flags(text, 'legal_docs').includes('investor-control');

  it('reads a stake noun after its percentage and a stake that reached a level', () => {
    expect(control("Following completion, Enza Capital's 61% equity stake carries two board seats.")).toBe(true);
    expect(control('The bridge hands Oui Capital a 54% shareholding in the company.')).toBe(true);
    expect(control("Lightrock's holding climbed to 57% after the rights issue.")).toBe(true);
    expect(control('La participation du fonds Comoé Capital est passée à 52 % des actions.')).toBe(true);
  });

  it('reads a percentage written out, and a fund that sits on or commands a stake', () => {
    expect(control('Helios Investment Partners owns 66 percent of the ordinary shares.')).toBe(true);
    expect(control('Le fonds Sinergie détient 53 pour cent du capital.')).toBe(true);
    expect(control('One fund, Sawari Ventures, now commands 59% of the votes.')).toBe(true);
  });

  it('lets pass a stake under half, founders’ or employees’ stakes, investors together, and a founder named in apposition', () => {
    expect(control("Enza Capital's 38% stake carries one board seat.")).toBe(false);
    expect(control('The founders’ shareholding rose to 64% after the buy-back.')).toBe(false);
    expect(control('La participation des salariés est montée à 12 % du capital.')).toBe(false);
    expect(control('Our co-founder and managing director, Kofi Asante, holds 58% of the shares.')).toBe(false);
    expect(control('Investors together own 70 per cent of the company, no fund above 25 per cent.')).toBe(false);
  });
});

describe('unit economics from what a customer pays, how long it stays and what it costs to win', () => {
  const units = (text: string) => flags(`${text}\nRevenue 2025: USD 3.0M; operating costs USD 2.4M.`);

  it('reads a lifetime value implied by a monthly payment and a stay, below the cost to acquire', () => {
    expect(units('A household pays $6 a month and remains roughly 7 months; we spend $70 in paid acquisition per household.')).toContain('unit-economics');
    expect(units("Chaque pharmacie paie 15 € par mois et reste en moyenne 3 mois ; nous dépensons 90 € pour l'acquérir.")).toContain('unit-economics');
  });

  it('reads a payback quoted in weeks or a year against CAC and monthly gross profit, and a value worth less to us than it costs', () => {
    expect(units('We spend $400 to acquire each shop, which pays us $30 a month at a 50% gross margin; CAC payback is about 6 weeks.')).toContain('unit-economics');
    expect(units('CAC is $900 per clinic; a clinic pays $25 a month. Our CAC payback is 1 year.')).toContain('unit-economics');
    expect(units('A rider is worth about $60 to us over its life, yet costs around $110 to sign up.')).toContain('unit-economics');
  });

  it('lets pass a stay long enough, a payback that matches, a loss in the past, and acquisition spend read as burn', () => {
    expect(units('A household pays $6 a month and remains roughly 30 months; we spend $70 to acquire each.')).not.toContain('unit-economics');
    expect(units('We spend $120 to acquire each shop, which pays us $30 a month at a 50% gross margin; CAC payback is about 8 months.')).not.toContain('unit-economics');
    expect(units('We used to lose money on every order; each order now contributes $0.60.')).not.toContain('unit-economics');
    expect(units("Nous dépensons 300 € pour acquérir chaque client, qui nous rapporte ensuite 40 € par mois.")).not.toContain('burn-above-revenue');
  });
});
