/**
 * Development set, twelfth round, figures, second batch (2026-11-30): more ways documents state revenue or cost figures
 * (statement line names such as 'Revenue from contracts with customers', 'Produits des activités ordinaires', 'Ventes
 * HT'; currency codes and signs the reader may not know; run-rates and averages; costs named by what they pay for;
 * figures in a label-then-value layout; approximate figures), which the reader must not call documents without figures,
 * and near-misses that carry none (a funding target, a market size, a price alone, figures promised for later). Written
 * and labelled from the labelling guide (held-out.ts) before any rule was changed for them. Part of the development set.
 */
import type { RedFlagCase } from './case';

const clean = (id: string, documentType: RedFlagCase['documentType'], language: 'en' | 'fr', text: string): RedFlagCase =>
  ({ id, documentType, text, present: [], absent: ['missing-financials'], language, traits: ['figures'] });
const noFigures = (id: string, documentType: RedFlagCase['documentType'], language: 'en' | 'fr', text: string): RedFlagCase =>
  ({ id, documentType, text, present: ['missing-financials'], absent: [], language, traits: ['figures'] });

export const generaliseTwelfthFiguresMore: readonly RedFlagCase[] = [
  clean('d12b-en-ifrs15-line', 'financial_statements', 'en', `Statement of comprehensive income for the year ended 31 March 2025
Revenue from contracts with customers     UGX 4,812,300,000
Cost of services                          UGX (3,104,000,000)
Administrative expenses                   UGX (1,202,500,000)`),
  clean('d12b-en-net-sales-excl-vat', 'financial_statements', 'en', `Net sales (excl. VAT) for the half-year: GHS 3.6m. Distribution and selling costs: GHS 0.9m.`),
  clean('d12b-en-run-rate', 'pitch_deck', 'en', `Traction
Annualised revenue run-rate: ~$2.2M (November 2025 x 12).
Paying customers: 310.`),
  clean('d12b-en-avg-monthly', 'pitch_deck', 'en', `Average monthly revenue over the last six months: KSh 3.4 million.`),
  clean('d12b-en-label-value-lines', 'business_plan', 'en', `Key figures
Revenue
ZMW 14.2 million
Operating costs
ZMW 11.9 million`),
  clean('d12b-en-costs-named', 'business_plan', 'en', `Our monthly spend is about $38k: salaries $24k, cloud $6k, office and transport $8k. We bring in around $52k a month.`),
  clean('d12b-en-gross-billings', 'pitch_deck', 'en', `Gross bookings in 2025: EGP 96m, net revenue EGP 11.5m after partner payouts.`),
  clean('d12b-en-tsh', 'pitch_deck', 'en', `We did TSh 450m in sales last year selling solar irrigation kits on credit.`),
  clean('d12b-en-approx-words', 'business_plan', 'en', `The business currently turns over a bit more than 12 million rand a year, with costs of around 10 million.`),
  clean('d12b-en-pnl-columns-no-currency-header', 'business_plan', 'en', `Summary P&L (USD)
Year     Revenue     Costs
2024     410,000     380,000
2025     690,000     540,000`),
  clean('d12b-en-takings-market', 'pitch_deck', 'en', `Each of our 14 market stalls takes roughly 90,000 naira a week, which is about 65 million naira a year for the group.`),
  clean('d12b-en-ebitda-and-revenue', 'pitch_deck', 'en', `FY25 top line 7.3m (USD), EBITDA 0.6m.`),
  clean('d12b-en-subscriptions', 'pitch_deck', 'en', `Subscription income reached MWK 210 million in 2025 from 5,400 households.`),
  noFigures('d12b-en-funding-target', 'pitch_deck', 'en', `Why now
Mobile money adoption in Zambia has doubled since 2021. We are raising USD 750,000 to launch in Lusaka and Ndola.`),
  noFigures('d12b-en-market-size', 'business_plan', 'en', `Market
The East African cold-chain market is worth an estimated USD 1.2 billion and grows 14% a year. We plan to start in Mombasa.`),
  noFigures('d12b-en-figures-later', 'pitch_deck', 'en', `Financials
Detailed revenue and cost figures will be shared in the data room after the first meeting.
Price per kit: $35.`),
  clean('d12b-fr-produits-activites', 'financial_statements', 'fr', `Compte de résultat de l'exercice clos le 31 décembre 2025 (en francs CFA)
Produits des activités ordinaires .......... 1 284 500 000
Achats et variations de stocks ........... (702 300 000)
Charges de personnel ...................... (214 800 000)`),
  clean('d12b-fr-ventes-ht', 'pitch_deck', 'fr', `Ventes HT 2025 : 2,7 M€ ; masse salariale : 1,1 M€.`),
  clean('d12b-fr-gnf', 'business_plan', 'fr', `Recettes 2025 : 14 500 000 000 GNF. Dépenses de fonctionnement : 11 200 000 000 GNF.`),
  clean('d12b-fr-ca-mensuel-moyen', 'pitch_deck', 'fr', `Notre chiffre d'affaires mensuel moyen atteint 18 millions de FCFA sur le dernier trimestre.`),
  clean('d12b-fr-libelle-valeur', 'business_plan', 'fr', `Chiffres clés
Chiffre d'affaires
32 MDH
Charges d'exploitation
27 MDH`),
  clean('d12b-fr-environ-mots', 'business_plan', 'fr', `La coopérative réalise un peu plus de cinq cents millions de francs guinéens de ventes par an.`),
  clean('d12b-fr-tableau-annees', 'business_plan', 'fr', `Compte de résultat résumé (en milliers d'euros)
Année   CA    Charges
2024    820   760
2025    1 140 930`),
  clean('d12b-fr-cedis-ghana', 'pitch_deck', 'fr', `Au Ghana, la filiale a facturé 2,3 millions de cedis en 2025 pour 1,6 million de cedis de coûts.`),
  noFigures('d12b-fr-levee-marche', 'pitch_deck', 'fr', `Pourquoi maintenant
Le marché ouest-africain du paiement marchand pèse 3 milliards d'euros. Nous levons 1 M€ pour ouvrir Abidjan et Dakar.`),
  noFigures('d12b-fr-prix-seul', 'pitch_deck', 'fr', `Notre offre
Abonnement à 9 900 FCFA par mois pour les pharmacies. Les chiffres financiers détaillés seront communiqués ultérieurement.`),
];
