/** Retired fifth held-out set (held out until the thirteenth round, 2026-11-30, its mistakes read since; development data now): French texts with no flag that tempt the reader (see cases-dev-retired-fifth.ts). */
import type { RedFlagCase } from './case';

export const heldOutFifthFrClean: readonly RedFlagCase[] = [
  {
    id: 'h5-frc-01',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Concurrence
Wave, Orange Money et Free Money occupent le marché des transferts ; nous ne les affrontons pas de face.
Notre terrain : la paie des employés de maison, que personne ne digitalise encore correctement.
Chiffre d'affaires 2026 : 540 M FCFA.`,
    present: [],
    absent: ['no-competition'],
    traits: ['prose', 'negation'],
  },
  {
    // 18 mois aujourd'hui ; consommation nette 35 k€ < CA 80 k€.
    id: 'h5-frc-02',
    documentType: 'business_plan',
    language: 'fr',
    text: `Notre autonomie financière n'était que de 4 mois en février. Depuis la levée de juin, elle atteint
18 mois, pour une consommation nette de 35 k€ par mois
et un chiffre d'affaires mensuel de 80 k€.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['time', 'split'],
  },
  {
    id: 'h5-frc-03',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Déclarations et garanties
(k) Aucun litige, aucune procédure judiciaire ou arbitrale n'est en cours ni, à la connaissance des
fondateurs, envisagé à l'encontre de la société.
(l) La société n'a fait l'objet d'aucune sanction d'une autorité de régulation.`,
    present: [],
    absent: ['litigation', 'regulatory'],
    traits: ['negation', 'list', 'split'],
  },
  {
    id: 'h5-frc-04',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Rapport du commissaire aux comptes (extrait)
Nous certifions, sans réserve, que les états financiers de l'exercice 2025 sont réguliers et sincères.
Chiffre d'affaires : 3,2 milliards FCFA (2024 : 2,7 milliards FCFA).`,
    present: [],
    absent: ['audit-opinion', 'declining-revenue'],
    traits: ['negation', 'figures'],
  },
  {
    id: 'h5-frc-05',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Portefeuille clients
- 310 commerçants à Abidjan, Bouaké et San-Pédro
- Premier client : 22 % du chiffre d'affaires
- Chiffre d'affaires 2026 : 890 M FCFA`,
    present: [],
    absent: ['customer-concentration'],
    traits: ['list', 'figures'],
  },
  {
    id: 'h5-frc-06',
    documentType: 'business_plan',
    language: 'fr',
    text: `Agrément
Notre demande d'agrément de microfinance, déposée en 2025, a été acceptée par la BCEAO en juin 2026.
Nous collectons désormais l'épargne en notre nom propre.
Produit net 2026 : 210 M FCFA.`,
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['time', 'split'],
  },
  {
    // Fondateurs 44 % ; premier investisseur 38 %.
    id: 'h5-frc-07',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Table de capitalisation au 30 septembre 2026
Fondateurs (3) ........... 44 %
Fonds Akwaba ............. 38 %
Business angels .......... 10 %
BSPCE .................... 8 %`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['table', 'figures'],
  },
  {
    id: 'h5-frc-08',
    documentType: 'business_plan',
    language: 'fr',
    text: `Si l'un des fondateurs venait à quitter la société, ses actions non acquises seraient rachetées à la
valeur nominale, conformément au pacte. Aucun départ n'est prévu : les trois fondateurs sont à temps
plein et engagés jusqu'en 2030. Chiffre d'affaires 2026 : 1,7 M€.`,
    present: [],
    absent: ['founder-departure', 'dead-equity'],
    traits: ['modality', 'negation', 'split'],
  },
  {
    id: 'h5-frc-09',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Note 12 - Emprunts
La société n'est en défaut sur aucun de ses emprunts : toutes les échéances de 2026 ont été honorées
à bonne date et les ratios prévus par les contrats sont respectés.
Chiffre d'affaires : 14,6 MMAD (2025 : 12,9 MMAD).`,
    present: [],
    absent: ['debt-distress'],
    traits: ['negation', 'split'],
  },
  {
    // 3 % par mois (< 5) ; rétention à 12 mois 68 % (>= 55).
    id: 'h5-frc-10',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Fidélité
Attrition mensuelle : 3 %
Rétention à 12 mois de la cohorte 2025 : 68 %
Revenu mensuel récurrent : 120 k€`,
    present: [],
    absent: ['high-churn'],
    traits: ['figures', 'list'],
  },
  {
    // 400 k€ -> 10 M€ en trois ans = 25x, soit 2,9x par an (< 3x par an sur trois ans).
    id: 'h5-frc-11',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Ambition
Passer de 400 k€ de chiffre d'affaires en 2026 à 10 M€ en 2029,
en ouvrant un pays par an.`,
    present: [],
    absent: ['unrealistic-growth'],
    traits: ['modality', 'split'],
  },
  {
    // 41 % -> 38 % : -3 points.
    id: 'h5-frc-12',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Commentaires sur les résultats
La marge brute recule légèrement, de 41 % à 38 %, du fait des frais de transport.
Le chiffre d'affaires progresse à 9,4 M€ (8,1 M€ en 2025).`,
    present: [],
    absent: ['gross-margin', 'declining-revenue'],
    traits: ['figures', 'time'],
  },
  {
    id: 'h5-frc-13',
    documentType: 'business_plan',
    language: 'fr',
    text: `Revenus récurrents (hors frais de mise en service ponctuels, présentés séparément) : 1 200 000 EUR
Frais de mise en service : 85 000 EUR
Aucun revenu exceptionnel n'est inclus dans l'ARR.`,
    present: [],
    absent: ['non-recurring-revenue'],
    traits: ['negation', 'figures'],
  },
  {
    id: 'h5-frc-14',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Rapport spécial du commissaire aux comptes
Nous vous informons qu'il ne nous a été donné avis d'aucune convention réglementée conclue au cours
de l'exercice écoulé, et que nous n'en avons pas découvert à l'occasion de nos travaux.`,
    present: [],
    absent: ['related-party'],
    traits: ['negation', 'split'],
  },
  {
    // Dépenses 38 M < CA 45 M par mois.
    id: 'h5-frc-15',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Indicateurs mensuels (FCFA)
Dépenses totales : 38 M
Chiffre d'affaires : 45 M
Trésorerie : 520 M
Nous sommes rentables depuis mars.`,
    present: [],
    absent: ['burn-above-revenue', 'short-runway'],
    traits: ['figures', 'list'],
  },
  {
    id: 'h5-frc-16',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Les arriérés d'impôts constatés en 2024 ont été intégralement soldés en mai 2025.
La société est à jour de ses obligations fiscales et sociales.
Chiffre d'affaires 2025 : 2,6 milliards FCFA ; résultat net : 140 millions FCFA.`,
    present: [],
    absent: ['debt-distress'],
    traits: ['time', 'negation'],
  },
  {
    id: 'h5-frc-17',
    documentType: 'business_plan',
    language: 'fr',
    text: `Gouvernance
La table de capitalisation est à jour et rapprochée du registre des titres ; elle a été revue par les
avocats de l'investisseur. Aucune sanction réglementaire n'a jamais visé la société.
Chiffre d'affaires 2026 : 3,1 millions USD.`,
    present: [],
    absent: ['cap-table-complexity', 'regulatory'],
    traits: ['negation', 'split'],
  },
  {
    id: 'h5-frc-18',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Clause 9 - Départ d'un associé
9.1 En cas de départ d'un associé, ses actions sont cédées aux autres associés au prix fixé à l'annexe 4.
9.2 À la date des présentes, aucun associé n'a quitté la société et aucun départ n'a été notifié.`,
    present: [],
    absent: ['dead-equity', 'founder-departure'],
    traits: ['modality', 'negation', 'list'],
  },
  {
    // 1,9 M€ / 200 k€ = 9,5 mois (>= 9) ; consommation 200 k€ < CA 260 k€.
    id: 'h5-frc-19',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Trésorerie : 1,9 M€
Consommation nette : 200 k€ par mois
CA mensuel : 260 k€`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    traits: ['figures', 'list'],
  },
  {
    id: 'h5-frc-20',
    documentType: 'business_plan',
    language: 'fr',
    text: `Réglementation
L'Autorité de régulation nous a confirmé par écrit que notre activité de mise en relation ne nécessite
pas d'agrément spécifique. Nous ne sommes donc dans l'attente d'aucune autorisation.
Chiffre d'affaires mensuel moyen en 2026 : 48 millions RWF.`,
    present: [],
    absent: ['regulatory', 'pending-licence'],
    traits: ['negation', 'split'],
  },
  {
    id: 'h5-frc-21',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Continuité d'exploitation
Le conseil a examiné les prévisions de trésorerie sur dix-huit mois. Il n'a identifié aucune incertitude
significative susceptible de mettre en cause la continuité d'exploitation.
Chiffre d'affaires : 22,5 millions de dirhams ; charges : 19,8 millions.`,
    present: [],
    absent: ['going-concern', 'burn-above-revenue'],
    traits: ['negation', 'modality', 'split'],
  },
  {
    // Valeur vie client = 8 € x 24 mois = 192 € ; 192 / 48 = 4x, comme annoncé.
    id: 'h5-frc-22',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Économie unitaire
Abonnement : 8 € par mois
Durée de vie moyenne : 24 mois
Coût d'acquisition : 48 €
Ratio LTV/CAC : 4x
Revenus 2026 : 610 k€`,
    present: [],
    absent: ['unit-economics'],
    traits: ['figures', 'list'],
  },
  {
    id: 'h5-frc-23',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Évolution du chiffre d'affaires trimestriel (millions FCFA)
T1 2026 | 310
T2 2026 | 334
T3 2026 | 362
Le coût des ventes reste stable autour de 58 % du CA.`,
    present: [],
    absent: ['declining-revenue', 'gross-margin'],
    traits: ['table', 'figures'],
  },
];
