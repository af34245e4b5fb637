/**
 * Development texts written for the figures-first reader's second round (decision 0036, amendment of 2026-12-03),
 * before its rules: months written short ('Jan 25', 'févr.'), a net loss as costs above revenue, a questionnaire's
 * answer read under its question, customer receipts read as revenue and outflows as costs, burn said in other words
 * ('we spend', 'dépenses mensuelles'), and runway said in the present after an event. Half in French; the clean texts
 * state the same things on the safe side of the guide's lines.
 */
import type { RedFlagCase } from './case';

export const figuresSaidCases: readonly RedFlagCase[] = [
  // 412 → 398 → 371 → 352: each month below the one before.
  {
    id: 'fs-en-short-months-decline',
    documentType: 'financial_statements',
    present: ['declining-revenue'],
    absent: ['burn-above-revenue'],
    traits: ['table', 'figures'],
    text: `Monthly management pack (KES '000)

             Jan 25   Feb 25   Mar 25   Apr 25
Revenue         412      398      371      352
Total costs     301      310      305      298
EBITDA          111       88       66       54

Commentary: two distributors paused orders while their own warehouses were restocked.`,
  },
  // A net loss for the year: its costs were above its revenue.
  {
    id: 'fs-en-net-loss-year',
    documentType: 'financial_statements',
    present: ['burn-above-revenue'],
    absent: ['going-concern'],
    traits: ['indirect'],
    text: `Directors' report for the year ended 31 December 2024

The company reported revenue of USD 1.4 million for the year and a net loss of USD 620,000, as it opened two new
depots in Lusaka and Ndola. The directors are satisfied that the company has adequate resources, following the
equity injection of USD 2.5 million in January 2025, to continue in operation for the foreseeable future.`,
  },
  {
    id: 'fs-en-net-profit-clean',
    documentType: 'financial_statements',
    present: [],
    absent: ['burn-above-revenue'],
    traits: ['figures'],
    text: `Summary of results, FY2024

Revenue: NGN 480 million (FY2023: NGN 402 million)
Net profit: NGN 35 million (FY2023: NGN 21 million)
Cash and cash equivalents: NGN 96 million`,
  },
  // $260k of cash over a $48k monthly net burn = 5.4 months < 9.
  {
    id: 'fs-en-questionnaire-runway',
    documentType: 'business_plan',
    present: ['short-runway'],
    absent: [],
    traits: ['split', 'figures', 'indirect'],
    text: `Due diligence questionnaire: finance section

Q3. What is your current monthly burn?
A: Roughly $48k net, mostly payroll and cloud hosting.

Q4. How much cash does the company hold?
A: $260k in the bank as of 30 September.

Q5. When did you last raise?
A: A $400k angel round in March 2024.`,
  },
  // $610k over $40k a month = 15 months: not short.
  {
    id: 'fs-en-questionnaire-runway-clean',
    documentType: 'business_plan',
    present: [],
    absent: ['short-runway'],
    traits: ['split', 'figures'],
    text: `Investor questionnaire

Q: What is the monthly burn today?
A: About $40k, net of the revenue from our pilot clinics.

Q: What cash do you hold?
A: $610k, after the seed extension closed in August.`,
  },
  // Receipts of $96k against outflows of $171k in the same quarter.
  {
    id: 'fs-en-receipts-below-outflows',
    documentType: 'financial_statements',
    present: ['burn-above-revenue'],
    absent: [],
    traits: ['figures', 'indirect'],
    text: `Cash flow summary, second quarter 2025

Cash receipts from customers: $96,000
Operating cash outflows (payroll, rent, logistics, marketing): $171,000
Net cash used in operations: $75,000
Cash at 30 June: $1.9 million`,
  },
  // ZAR 900k of spending a month against ZAR 640k of revenue a month; cash 11m over a net 260k = 42 months.
  {
    id: 'fs-en-we-spend-above-revenue',
    documentType: 'pitch_deck',
    present: ['burn-above-revenue'],
    absent: ['short-runway'],
    traits: ['indirect', 'figures'],
    text: `Where the money goes

We spend around ZAR 900k a month, two-thirds of it on the field team, against monthly revenue of ZAR 640k today.
With ZAR 11 million in the bank after the seed round we have room to reach break-even on the current plan.`,
  },
  {
    id: 'fs-en-runway-after-grant',
    documentType: 'pitch_deck',
    present: ['short-runway'],
    absent: [],
    traits: ['time', 'indirect'],
    text: `Why we are raising now

Since the donor grant ended in June, our cash covers about five months of operations at the current team size.
The round funds twelve more districts and the move to paid contracts with county health offices.
Revenue last quarter: KES 9.6 million, from 41 private clinics.`,
  },
  {
    id: 'fs-en-runway-after-bridge-clean',
    documentType: 'pitch_deck',
    present: [],
    absent: ['short-runway'],
    traits: ['time'],
    text: `Financing update

Before the bridge we were down to four months of cash. With the $1.1M bridge closed last week we now have 17 months
of runway, which takes us past the Series A milestones set out on the next slide. Monthly revenue reached $72k in
October.`,
  },
  // 58,4 → 55,1 → 51,9 → 49,0: chaque mois sous le précédent.
  {
    id: 'fs-fr-mois-abreges-baisse',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['declining-revenue'],
    absent: [],
    traits: ['table', 'figures'],
    text: `Tableau de bord mensuel (en millions de FCFA)

                   janv.   févr.   mars   avr.
Chiffre d'affaires  58,4    55,1   51,9   49,0
Charges             41,2    40,8   42,0   41,5

Commentaire : le principal grossiste a réduit ses commandes depuis janvier.`,
  },
  {
    id: 'fs-fr-perte-nette',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['burn-above-revenue'],
    absent: ['going-concern'],
    traits: ['indirect'],
    text: `Rapport de gestion, exercice 2024

Le chiffre d'affaires de l'exercice s'établit à 2,3 Md FCFA, pour une perte nette de 410 M FCFA liée à l'ouverture
des agences de Bouaké et de San-Pédro. Les actionnaires ont confirmé leur soutien par une augmentation de capital
souscrite en février 2025.`,
  },
  {
    id: 'fs-fr-benefice-clean',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['burn-above-revenue'],
    traits: ['figures'],
    text: `Chiffres clés de l'exercice 2024

Chiffre d'affaires : 1,8 M€ (2023 : 1,5 M€)
Résultat net : bénéfice de 140 k€ (2023 : 95 k€)
Trésorerie à la clôture : 620 k€`,
  },
  // 190 000 € / 35 000 € par mois = 5,4 mois < 9.
  {
    id: 'fs-fr-questions-tresorerie',
    documentType: 'business_plan',
    language: 'fr',
    present: ['short-runway'],
    absent: [],
    traits: ['split', 'figures', 'indirect'],
    text: `Questionnaire de due diligence : volet financier

Q : Quel est votre burn mensuel ?
R : Environ 35 000 € nets, surtout des salaires.

Q : Quelle est votre trésorerie disponible ?
R : 190 000 € au 30 septembre.`,
  },
  // 410 k€ / 28 k€ par mois = 14,6 mois.
  {
    id: 'fs-fr-questions-tresorerie-clean',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['short-runway'],
    traits: ['split', 'figures'],
    text: `Questions de l'investisseur et réponses de l'équipe

Q : Burn mensuel ?
R : 28 k€ en moyenne sur le dernier trimestre.

Q : Trésorerie ?
R : 410 k€ après le versement de la BPI.

Q : Chiffre d'affaires ?
R : 41 k€ par mois, en hausse de 6 % par mois depuis juin.`,
  },
  {
    id: 'fs-fr-encaissements-sous-decaissements',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['burn-above-revenue'],
    absent: [],
    traits: ['figures', 'indirect'],
    text: `Tableau de flux de trésorerie, troisième trimestre 2025

Encaissements clients du trimestre : 62 M FCFA
Décaissements d'exploitation : 118 M FCFA
Trésorerie au 30 septembre : 940 M FCFA`,
  },
  {
    id: 'fs-fr-depenses-mensuelles-clean',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['burn-above-revenue'],
    traits: ['figures'],
    text: `Nos chiffres

Nos dépenses mensuelles tournent autour de 45 000 TND, pour un chiffre d'affaires mensuel de 70 000 TND.
Nous sommes rentables depuis le printemps et finançons la croissance sur nos fonds propres.`,
  },
  {
    id: 'fs-fr-depenses-mensuelles-au-dessus',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['burn-above-revenue'],
    absent: [],
    traits: ['figures', 'indirect'],
    text: `Où va l'argent

Nous dépensons environ 3,2 millions de dirhams par mois pour un chiffre d'affaires mensuel de 1,9 million de dirhams.
La trésorerie de 48 millions de dirhams issue de la série A finance l'écart jusqu'à l'équilibre.`,
  },
  {
    id: 'fs-fr-horizon-apres-subvention',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['short-runway'],
    absent: [],
    traits: ['time', 'indirect'],
    text: `Pourquoi lever maintenant

Depuis la fin de la subvention en mai, notre trésorerie ne couvre plus que quatre mois de charges.
La levée finance l'ouverture de Douala et le passage aux contrats annuels avec les pharmacies.
Chiffre d'affaires du dernier trimestre : 86 M FCFA.`,
  },
  {
    id: 'fs-fr-horizon-apres-levee-clean',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['short-runway'],
    traits: ['time'],
    text: `Point sur le financement

Avant la levée, il nous restait trois mois de trésorerie. Depuis le closing de 1,5 M€ en octobre, notre horizon de
trésorerie est de 20 mois, au-delà des jalons de la série A. Chiffre d'affaires mensuel : 64 k€ en octobre.`,
  },
];
