/** Third held-out set: French financial statements, auditors' reports and notes that carry flags. */
import type { RedFlagCase } from './case';

export const thirdFrAccounts: readonly RedFlagCase[] = [
  {
    id: 'h3-fr-abidjan-froid-non-audites',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Compte de résultat simplifié — Société Ivoirienne de Froid (en millions de FCFA) — comptes non audités
Poste | 2023 | 2024
Chiffre d'affaires | 1 240 | 1 085
Coût des ventes | 720 | 640
Charges d'exploitation | 410 | 395
Résultat d'exploitation | 110 | 50`,
    present: ['declining-revenue', 'audit-opinion'],
    absent: ['gross-margin', 'burn-above-revenue'],
    traits: ['table', 'figures'],
  },
  {
    id: 'h3-fr-bamako-cac-reserve-continuite',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Rapport du commissaire aux comptes sur les états financiers de l'exercice clos le 31 décembre 2024 — Sahel Agro SA (Bamako)
Opinion avec réserve : à l'exception de l'incidence éventuelle de la question décrite dans la partie « Fondement de l'opinion avec réserve », nous certifions que les états financiers sont réguliers et sincères.
Fondement de l'opinion avec réserve : nous n'avons pas pu assister à l'inventaire physique des stocks au 31 décembre 2024 (stocks de 312 millions FCFA).
Incertitude significative liée à la continuité d'exploitation : nous attirons votre attention sur la note 2, qui indique que les capitaux propres sont devenus inférieurs à la moitié du capital social et que la société n'a pas obtenu le renouvellement de sa ligne de crédit. Ces conditions indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.
Chiffre d'affaires de l'exercice : 2,4 Md FCFA (2023 : 2,1 Md FCFA).`,
    present: ['audit-opinion', 'going-concern'],
    absent: ['declining-revenue', 'debt-distress'],
    traits: ['prose', 'figures'],
  },
  {
    id: 'h3-fr-dakar-conventions-reglementees',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Rapport spécial sur les conventions réglementées (extrait)
La société loue ses bureaux de Dakar à la SCI Famille Diallo, dont le gérant est le père du président-directeur général, pour un loyer de 3,6 millions FCFA par mois, soit 43,2 millions FCFA sur l'exercice.
Chiffre d'affaires de l'exercice : 2,9 Md FCFA.`,
    present: ['related-party'],
    absent: [],
    traits: ['prose', 'indirect'],
  },
  {
    id: 'h3-fr-tunis-tableau-de-bord-keur',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Tableau de bord mensuel (k€)
Mois | CA | Coût des ventes | Charges fixes
Juillet | 131 | 149 | 62
Août | 138 | 154 | 60
Septembre | 143 | 160 | 61
Les remises consenties aux grossistes de Tunis sont comptées en coût des ventes.`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  {
    id: 'h3-fr-orange-deux-cinquiemes',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Note 3 — Chiffre d'affaires
Le chiffre d'affaires de 1,9 Md FCFA provient pour près de deux cinquièmes d'Orange Côte d'Ivoire, notre principal client, au titre du contrat de maintenance des pylônes.`,
    present: ['customer-concentration'],
    absent: [],
    traits: ['indirect'],
  },
  {
    id: 'h3-fr-yaounde-dettes-fiscales',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Note 17 — Dettes fiscales et sociales
Cette rubrique comprend 86 millions FCFA d'arriérés de TVA dus à la Direction générale des impôts (exercices 2023 et 2024) ainsi que 19 millions FCFA de cotisations CNPS non versées. Un échéancier est en cours de négociation.
Chiffre d'affaires : 1,45 Md FCFA.`,
    present: ['debt-distress'],
    absent: [],
    traits: ['prose'],
  },
  {
    id: 'h3-fr-rapport-gestion-doute',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Rapport de gestion du conseil d'administration (extrait)
Le conseil estime qu'en l'absence de refinancement d'ici mars 2026, il existe un doute important sur la capacité de la société à poursuivre son exploitation. La trésorerie disponible, 120 millions FCFA, ne couvre que quatre mois de consommation nette.
Chiffre d'affaires 2024 : 860 millions FCFA.`,
    present: ['going-concern', 'short-runway'],
    absent: ['burn-above-revenue'],
    traits: ['prose', 'figures'],
  },
  {
    id: 'h3-fr-ca-trimestriel-scinde',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Chiffre d'affaires trimestriel (k€)
T1 2025
310
T2 2025
286
T3 2025
254
Charges totales du T3 : 231 k€.`,
    present: ['declining-revenue'],
    absent: ['burn-above-revenue'],
    traits: ['split', 'table', 'figures'],
  },
  {
    id: 'h3-fr-cnss-licences-perpetuelles',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Commentaire de gestion : les revenus récurrents annuels (ARR) de 640 millions FCFA comprennent une vente de licences perpétuelles de 150 millions FCFA à la CNSS, facturée une seule fois en juin.`,
    present: ['non-recurring-revenue'],
    absent: ['customer-concentration'],
    traits: ['indirect'],
  },
  {
    id: 'h3-fr-saint-louis-non-certifies',
    documentType: 'financial_statements',
    language: 'fr',
    text: `États financiers de l'exercice 2024 — Boulangeries du Fleuve SARL (Saint-Louis)
Ces comptes n'ont pas été certifiés : le commissaire aux comptes n'a pas encore émis son rapport, l'inventaire de fin d'exercice n'ayant pas été achevé.
Chiffre d'affaires : 540 millions FCFA ; charges totales : 498 millions FCFA.`,
    present: ['audit-opinion'],
    absent: ['burn-above-revenue'],
    traits: ['negation', 'prose'],
  },
  {
    id: 'h3-fr-comptes-certifies-marge',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Extrait des comptes certifiés sans réserve (millions FCFA)
                 2023    2024
Ventes            920   1 010
Coût des ventes   460     566
Marge brute       460     444
Frais généraux    300     320`,
    present: ['gross-margin'],
    absent: ['audit-opinion', 'declining-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  {
    id: 'h3-fr-observation-continuite',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Observation du commissaire aux comptes : sans remettre en cause l'opinion exprimée ci-dessus, nous attirons votre attention sur la note 1.2 relative à la continuité d'exploitation. Les concours bancaires à court terme arrivent à échéance en février 2026 et leur renouvellement n'est pas acquis, ce qui fait naître une incertitude significative sur la capacité de la société à poursuivre son exploitation.
Chiffre d'affaires : 730 millions FCFA.`,
    present: ['going-concern'],
    absent: ['audit-opinion', 'debt-distress'],
    traits: ['prose'],
  },
  {
    id: 'h3-fr-kaba-invest-pret',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Note 12 — Emprunts : la société a reçu en 2025 un prêt de 80 millions FCFA de la société Kaba Invest, détenue par le président du conseil d'administration, au taux de 12 %.
Chiffre d'affaires : 1,05 Md FCFA.`,
    present: ['related-party'],
    absent: [],
    traits: ['indirect'],
  },
];
