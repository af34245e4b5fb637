/**
 * Development set, twelfth round, figures (2026-11-30): decks, plans, minutes, updates and statements that state
 * revenue or cost figures in the many ways real documents do (figures in words, currency only in a header or a
 * footnote, scales in captions, ranges, OCR damage, French formats, synonyms for revenue and costs), which the
 * reader must not call documents without figures, and a few near-misses that really carry no revenue or cost figure
 * (only percentages, only a headcount, only a valuation). Written and labelled from the labelling guide (held-out.ts)
 * before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

const clean = (id: string, documentType: RedFlagCase['documentType'], language: 'en' | 'fr', text: string, traits: readonly string[] = ['figures']): RedFlagCase =>
  ({ id, documentType, text, present: [], absent: ['missing-financials'], language, traits });
const noFigures = (id: string, documentType: RedFlagCase['documentType'], language: 'en' | 'fr', text: string): RedFlagCase =>
  ({ id, documentType, text, present: ['missing-financials'], absent: [], language, traits: ['figures'] });

export const generaliseTwelfthFigures: readonly RedFlagCase[] = [
  clean('d12-en-words-cedis', 'pitch_deck', 'en', `Traction
Last year we sold two million cedis worth of solar lanterns through 140 village agents.
This year we expect to pass three million cedis.`),
  clean('d12-en-header-currency-table', 'financial_statements', 'en', `Statement of profit or loss for the year ended 31 December 2025
Amounts in KES
| Line | 2025 | 2024 |
| Turnover | 48,210,000 | 39,870,000 |
| Cost of sales | 29,400,000 | 24,100,000 |
| Gross profit | 18,810,000 | 15,770,000 |`),
  clean('d12-en-footnote-currency', 'business_plan', 'en', `Five-year plan
Revenue: 1,200 (2026), 1,900 (2027), 2,700 (2028)
Operating expenses: 950 (2026), 1,300 (2027), 1,700 (2028)
* All amounts in thousands of US dollars.`),
  clean('d12-en-caption-thousands', 'financial_statements', 'en', `Management accounts, Q3 2025 (in thousands)
Sales 3,420
Payroll 1,150
Rent and utilities 310
Marketing 240`),
  clean('d12-en-range', 'pitch_deck', 'en', `Where we are
We bill between $40,000 and $55,000 a month depending on the harvest season.
Team of 12 in Nairobi and Kisumu.`),
  clean('d12-en-per-quarter', 'pitch_deck', 'en', `Q3 update: revenue of R2.3m for the quarter, up from R1.9m in Q2. Opex for the quarter came to R1.6m.`),
  clean('d12-en-board-minutes', 'business_plan', 'en', `Minutes of the board meeting held on 14 October 2025
Present: A. Mensah (chair), K. Owusu, J. Adjei.
1. The CFO presented the September management accounts. The company took in GH₵ 612,000 in the month and spent GH₵ 540,000, mostly on salaries and fuel.
2. The board approved the hiring of two field officers.`, ['figures', 'minutes']),
  clean('d12-en-whatsapp', 'pitch_deck', 'en', `hey all quick update 👋
- sales this week ~ 180k naira/day avg 🚀
- 3 new stores onboarded
- payroll done, 2.1m naira for the month
more soon`),
  clean('d12-en-accountant-letter', 'financial_statements', 'en', `Dear Directors,
We have compiled the accompanying financial information of Kibo Foods Ltd from records you provided. For the year the company reported sales of TZS 1.8 billion against total expenses of TZS 1.5 billion.
Yours faithfully,
Mwinyi & Co, Certified Public Accountants`),
  clean('d12-en-ocr-spaced', 'financial_statements', 'en', `INCOME STATEMENT (USD)
Rev enue          1 2 0 0 0 0
Cost of sa les     7 4 0 0 0
Gross prof it      4 6 0 0 0`, ['figures', 'ocr']),
  clean('d12-en-gmv', 'pitch_deck', 'en', `Marketplace traction
GMV last quarter: $3.1M across 9,000 merchants. Take rate 8%.`),
  clean('d12-en-income-synonym', 'business_plan', 'en', `Our farm cooperative earned income of about 45 million shillings in 2025 from maize and beans, and we expect the same next season.`),
  clean('d12-en-revenue-in-words-million', 'pitch_deck', 'en', `Traction
We crossed one and a half million dollars in annual recurring revenue in October.`),
  clean('d12-en-costs-only-words', 'business_plan', 'en', `Budget
Running the two clinics costs us roughly eighty thousand rand a month, staff included.
We are seeking a grant to open a third.`),
  clean('d12-en-staff-costs-table', 'financial_statements', 'en', `Operating costs, 2025 (ZAR '000)
Staff costs | 4,120
Technology | 860
Premises | 540
Total | 5,520
Revenue for the year was ZAR 6.9 million.`),
  clean('d12-en-turnover-run-on', 'pitch_deck', 'en', `We are a Lagos logistics startup doing about N45m turnover monthly with 60 trucks and a team of 85.`),
  clean('d12-en-fy-dollar-sign-after', 'pitch_deck', 'en', `Financials
FY2025 revenue 2.4 M USD, FY2025 opex 1.9 M USD.`),
  clean('d12-en-ocr-broken-rows', 'financial_statements', 'en', `STATEMENT OF COMPREHENSIVE INC OME
for the year ended 30 June 2025 (Ksh)
Sal es ...................... 36,400,512
Admin exp enses ........... 12,004,300
Dis tribution costs ......... 6,210,000`, ['figures', 'ocr']),
  clean('d12-en-sales-per-year-words', 'business_plan', 'en', `Market entry
Our first shop sold a little over nine hundred thousand birr of coffee last year; rent and wages took about six hundred thousand.`),
  noFigures('d12-en-only-percentages', 'pitch_deck', 'en', `Traction
Revenue grew 140% year on year and gross margin reached 62%. Repeat purchase rate: 71%.
Team of 18, raising our seed round.`),
  noFigures('d12-en-only-headcount', 'business_plan', 'en', `Operations plan
We employ 42 people across three warehouses and serve 1,300 retailers in Accra and Kumasi.
Next year we plan to open two more warehouses and hire 25 more staff.`),
  noFigures('d12-en-only-valuation', 'pitch_deck', 'en', `The ask
We are raising $1.5M at a $9M pre-money valuation to expand into Uganda.
Use of funds: 50% product, 30% sales, 20% operations.`),
  clean('d12-fr-md-fcfa', 'pitch_deck', 'fr', `Nos chiffres
CA 2025 : 1,2 Md FCFA, en hausse de 40 %.
Charges d'exploitation : 850 M FCFA.`),
  clean('d12-fr-k-euro', 'pitch_deck', 'fr', `Traction
Chiffre d'affaires annuel : 850 k€. Marge brute de 58 %.`),
  clean('d12-fr-mdh', 'business_plan', 'fr', `Plan d'affaires
CA : 12 MDH en 2025, 15 MDH visés en 2026.
Dépenses prévues : 9 MDH en 2026.`),
  clean('d12-fr-shillings-words', 'business_plan', 'fr', `Notre coopérative a réalisé un chiffre d'affaires de 45 millions de shillings en 2025, grâce à la vente de lait et de fromage.`),
  clean('d12-fr-charges-personnel', 'financial_statements', 'fr', `Compte de résultat 2025 (en milliers de dinars)
Ventes de marchandises 2 450
Charges de personnel 780
Autres charges externes 410`),
  clean('d12-fr-depenses-mois', 'pitch_deck', 'fr', `Point mensuel
Nous encaissons environ 4,5 millions de francs CFA par mois et nos dépenses tournent autour de 3 millions par mois.`),
  clean('d12-fr-pv-conseil', 'business_plan', 'fr', `Procès-verbal du conseil d'administration du 3 novembre 2025
Le directeur financier présente les comptes du troisième trimestre : les recettes s'élèvent à 38 millions d'ariary et les charges à 31 millions d'ariary.
Le conseil approuve le budget 2026.`, ['figures', 'minutes']),
  clean('d12-fr-lettre-expert', 'financial_statements', 'fr', `Madame, Monsieur,
Nous avons procédé à la présentation des comptes annuels de la société Sahel Agro SARL. Le chiffre d'affaires de l'exercice s'établit à 640 millions de francs CFA et le total des charges à 590 millions.
Veuillez agréer nos salutations distinguées.
Cabinet Diallo, expert-comptable`),
  clean('d12-fr-fourchette', 'pitch_deck', 'fr', `Nous facturons entre 30 000 et 45 000 € par mois selon la saison.`),
  clean('d12-fr-ocr', 'financial_statements', 'fr', `COMPTE DE RESU LTAT (en euros)
Chiff re d'aff aires      4 1 2 0 0 0
Achats consommés         2 1 0 0 0 0
Charges de per sonnel    1 1 5 0 0 0`, ['figures', 'ocr']),
  clean('d12-fr-whatsapp', 'pitch_deck', 'fr', `Salut l'équipe 👋
- ventes de la semaine : ~ 2,3 M FCFA 🎉
- 4 nouveaux points de vente
- salaires payés, 1,8 M FCFA ce mois-ci`),
  clean('d12-fr-mots', 'business_plan', 'fr', `L'an dernier, la boulangerie a vendu pour deux millions de dirhams de pain et de viennoiseries ; les salaires et la farine ont coûté environ un million et demi.`),
  clean('d12-fr-tableau-entete', 'financial_statements', 'fr', `Compte de résultat simplifié (montants en FCFA)
| Poste | 2025 | 2024 |
| Produits d'exploitation | 215 400 000 | 180 200 000 |
| Charges d'exploitation | 198 700 000 | 171 900 000 |`),
  clean('d12-fr-volume-affaires', 'pitch_deck', 'fr', `Notre place de marché a généré un volume d'affaires de 3,4 milliards de FCFA au premier semestre.`),
  noFigures('d12-fr-seulement-pourcentages', 'pitch_deck', 'fr', `Traction
Le chiffre d'affaires a progressé de 85 % sur un an et la marge brute atteint 47 %.
Nous levons notre tour d'amorçage.`),
  noFigures('d12-fr-seulement-effectifs', 'business_plan', 'fr', `Plan opérationnel
Nous comptons 27 salariés et 600 producteurs partenaires dans la région de Thiès. Nous prévoyons d'ouvrir un second entrepôt en 2026.`),
  noFigures('d12-fr-seulement-valorisation', 'pitch_deck', 'fr', `Notre levée
Nous levons 800 000 € sur une valorisation pré-money de 4 M€. Utilisation des fonds : produit 40 %, commercial 40 %, structure 20 %.`),
];
