import type { RedFlagCase } from './case';
import { redFlagSixteenthFrW4BRest } from './cases-dev-retired-sixteenth-fr-w4-b-rest';

export const redFlagSixteenthFrW4B: readonly RedFlagCase[] = [
  // h16-fr-w4-14 — Algérie, SaaS RH, courriel du directeur financier au conseil.
  // short-runway PRESENT: net burn 19,5 M DA / 3 = 6,5 M DA per month; runway = 38 / 6,5 = 5,8 months (< 9).
  // high-churn PRESENT: one-year retention of the Sept. 2024 cohort = 73 / 140 = 52,1 % (< 55 %).
  // founder-departure PRESENT: co-founder and CEO Nadir Bouzid confirmed he will leave at year end.
  // burn-above-revenue absent: net burn 6,5 M DA per month < MRR 7,2 M DA per month.
  {
    id: 'h16-fr-w4-14',
    documentType: 'business_plan',
    language: 'fr',
    text: `De : Walid Cherif, directeur financier — Raqmi RH SPA (Alger)
À : membres du conseil d'administration
Objet : trésorerie et équipe — à lire avant le conseil de jeudi

Bonjour,

Situation au 30 septembre 2025 :
- trésorerie disponible : 38 millions DA ;
- consommation nette de trésorerie du troisième trimestre : 19,5 millions DA ;
- revenus récurrents de septembre : 7,2 millions DA.

Cohortes : sur les 140 entreprises clientes abonnées en septembre 2024, 73 l'étaient encore en septembre 2025.

Équipe : Nadir Bouzid, cofondateur et directeur général, m'a confirmé hier qu'il quittera l'entreprise le
31 décembre. Il souhaite que le conseil désigne son successeur dès la séance de jeudi.

Bien cordialement,
Walid`,
    present: ['short-runway', 'high-churn', 'founder-departure'],
    absent: ['burn-above-revenue'],
    traits: ['list', 'prose', 'figures', 'indirect', 'time'],
  },

  // h16-fr-w4-15 — Maurice, e-santé (logiciel pour cliniques), mise à jour investisseurs. CLEAN.
  // high-churn absent: monthly churn 4 / 114 = 3,5 %, 5 / 118 = 4,2 %, 5 / 124 = 4,0 % (< 5 %).
  //   Roll: 114 - 4 + 8 = 118 ; 118 - 5 + 11 = 124 ; 124 - 5 + 12 = 131.
  // unit-economics absent: ARPU = 1 965 000 / 131 = 15 000 Rs; LTV = 15 000 x 80 % x 25 months = 300 000 Rs;
  //   LTV/CAC = 300 000 / 36 000 = 8,3 as stated; payback = 36 000 / 12 000 = 3 months as stated;
  //   25 months matches 1 / 4 % churn.
  // non-recurring-revenue absent: set-up fees are reported apart, outside MRR.
  // declining-revenue absent: MRR 1 770 000 -> 1 860 000 -> 1 965 000.
  {
    id: 'h16-fr-w4-15',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `DOKTÈR LAKAZ LTD (Ebène) — Mise à jour investisseurs, octobre 2025

Indicateurs du trimestre
| | Juillet | Août | Septembre |
| Cliniques abonnées au 1er du mois | 114 | 118 | 124 |
| Résiliations | 4 | 5 | 5 |
| Nouvelles cliniques | 8 | 11 | 12 |
| Cliniques abonnées en fin de mois | 118 | 124 | 131 |
| MRR en fin de mois (Rs) | 1 770 000 | 1 860 000 | 1 965 000 |
| Frais d'installation facturés (Rs, hors MRR) | 240 000 | 90 000 | 310 000 |

Économie unitaire
- Abonnement moyen : 15 000 Rs par clinique et par mois ; marge brute : 80 %.
- Durée de vie moyenne d'une clinique : 25 mois.
- Coût d'acquisition moyen : 36 000 Rs.
- LTV/CAC : 8,3 ; retour sur le coût d'acquisition en trois mois.

Les frais d'installation sont facturés une seule fois ; nous les présentons à part et ne les incluons ni dans le
MRR ni dans l'ARR.`,
    present: [],
    absent: ['high-churn', 'unit-economics', 'non-recurring-revenue', 'declining-revenue'],
    traits: ['table', 'list', 'figures', 'negation'],
  },

  // h16-fr-w4-16 — Maurice, insurtech, mémo juridique sur le capital.
  // cap-table-complexity PRESENT: cap table 10 450 000 shares vs register 10 000 000; gap unexplained.
  // dead-equity PRESENT: the first developer left in Jan. 2024 and still holds 800 000 shares
  //   (800 000 / 10 000 000 = 8 %); the buy-back option was never exercised.
  // related-party PRESENT: call centre subcontracted to Callnest Ltd, 100 % owned by the CEO-founder's wife.
  // founder-departure absent: the person who left was an employee (developer), not a founder or executive.
  // litigation absent: no dispute; the memo only notes a possible one.
  {
    id: 'h16-fr-w4-16',
    documentType: 'legal_docs',
    language: 'fr',
    text: `MÉMO — REVUE JURIDIQUE DU CAPITAL D'ASSURZIL LTD (Ebène, Maurice)
Préparé par le cabinet Lallmahomed & Associés pour Indian Ocean Ventures — 9 septembre 2025

1. Tableau de capitalisation
Le tableau remis par la société (version du 2 juin 2025) totalise 10 450 000 actions ; le registre des
actionnaires déposé auprès du Registrar of Companies n'en mentionne que 10 000 000. Deux émissions de 2023
n'apparaissent pas au registre, et la société n'a pas été en mesure d'expliquer l'écart à ce jour.

2. Anciens salariés actionnaires
M. Vikash Ramdin, premier développeur recruté, a quitté la société en janvier 2024. Il détient toujours
800 000 actions, soit 8 % du capital inscrit au registre ; l'option de rachat prévue à son contrat n'a pas été
exercée.

3. Contrats significatifs
La société sous-traite son centre d'appels à Callnest Ltd, dont Mme Priya Doorgakant, épouse du fondateur et
directeur général M. Arvind Doorgakant, détient 100 % du capital. Montant facturé en 2024 : 4,2 millions de
roupies.

4. Contentieux
Aucun contentieux n'est en cours. Un désaccord de M. Ramdin sur le prix de rachat reste possible si l'option est
exercée.`,
    present: ['cap-table-complexity', 'dead-equity', 'related-party'],
    absent: ['founder-departure', 'litigation'],
    traits: ['prose', 'figures', 'indirect', 'modality', 'negation'],
  },

  // h16-fr-w4-17 — Djibouti, hébergement de données, comptes annuels.
  // audit-opinion PRESENT: disclaimer ("impossibilité d'exprimer une opinion").
  // gross-margin PRESENT: cost of services 231 > revenue 212 -> gross margin -19 M DJF (negative).
  // burn-above-revenue PRESENT: cost of services alone above revenue; operating loss -83 (-19 - 64).
  //   2023 check: 188 - 171 = 17 ; 17 - 58 = -41.
  // going-concern PRESENT: management states a significant doubt on continuing beyond June 2025.
  // debt-distress PRESENT: DSCR 0,6 vs covenant minimum 1,2 (breach, no waiver).
  // declining-revenue absent: revenue 188 -> 212 (up).
  {
    id: 'h16-fr-w4-17',
    documentType: 'financial_statements',
    language: 'fr',
    text: `DJIBCLOUD SARL — Comptes annuels de l'exercice 2024 (extraits)

Rapport de l'auditeur
« Impossibilité d'exprimer une opinion. En raison de l'importance des points décrits dans la section Fondement,
nous n'avons pas été en mesure de collecter des éléments probants suffisants et appropriés. En conséquence, nous
n'exprimons pas d'opinion sur les comptes annuels ci-joints. »

Compte de résultat (en millions DJF)
| | 2024 | 2023 |
| Chiffre d'affaires (hébergement, cloud) | 212 | 188 |
| Coût des services (énergie, climatisation, location de capacité) | (231) | (171) |
| Marge brute | (19) | 17 |
| Charges d'exploitation | (64) | (58) |
| Résultat d'exploitation | (83) | (41) |

Note 3 — Continuité d'exploitation. La gérance estime qu'il existe un doute important sur la capacité de la
société à poursuivre son activité au-delà de juin 2025 sans un apport des associés, qui n'est pas acquis.
Note 9 — Emprunt bancaire. Le ratio de couverture du service de la dette s'établit à 0,6 au 31 décembre 2024,
pour un minimum contractuel de 1,2. La banque n'a pas accordé de dérogation à la date d'arrêté des comptes.`,
    present: ['audit-opinion', 'gross-margin', 'burn-above-revenue', 'going-concern', 'debt-distress'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },

  // h16-fr-w4-18 — Algérie, BTP (béton prêt à l'emploi), rapport de suivi de crédit. CLEAN.
  // debt-distress absent: all six instalments paid on time; net debt / EBITDA 2,2x <= 3,0x; DSCR 1,6x >= 1,25x;
  //   the 2023 CNAS arrears were fully cleared in Feb. 2024 (over, certificate attached).
  // gross-margin absent: 31 % -> 27 %, down 4 points (< 5).
  // declining-revenue absent: 385 -> 412 M DA.
  // burn-above-revenue absent: no loss, no burn stated.
  {
    id: 'h16-fr-w4-18',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DE SUIVI DE CRÉDIT — BÉTON HODNA SARL (M'Sila)
Direction des engagements — revue du premier semestre 2025

| Indicateur | S2 2024 | S1 2025 | Covenant |
| Chiffre d'affaires (M DA) | 385 | 412 | — |
| Taux de marge brute | 31 % | 27 % | — |
| Dette nette / EBITDA | 2,4x | 2,2x | 3,0x maximum |
| Couverture du service de la dette | 1,5x | 1,6x | 1,25x minimum |

Remboursements : les six échéances mensuelles du semestre ont été réglées à leur date.
Situation fiscale et sociale : les arriérés de cotisations CNAS constatés en 2023 ont été intégralement apurés en
février 2024 ; l'attestation de mise à jour est jointe au dossier.
Marge : le recul de la marge brute s'explique par la hausse du prix du ciment au printemps ; les prix de vente ont
été révisés en juillet.
Conclusion : l'emprunteur n'est ni en défaut ni en bris de covenant. Classement maintenu en « engagement sain ».`,
    present: [],
    absent: ['debt-distress', 'gross-margin', 'declining-revenue', 'burn-above-revenue'],
    traits: ['table', 'figures', 'negation', 'time'],
  },

  // h16-fr-w4-19 — Comores, téléconsultation, deck.
  // no-competition PRESENT: "la seule solution ... Nous n'avons aucun concurrent".
  // non-recurring-revenue PRESENT: ARR of 62 M KMF includes a 24 M KMF one-off, non-renewable grant.
  // unrealistic-growth PRESENT: 200 / 62 = 3,2x ; 620 / 200 = 3,1x ; 1 900 / 620 = 3,1x -> at least 3x a year over
  //   three years (62 -> 1 900 = 30,6x).
  // missing-financials absent: ARR figures given.
  {
    id: 'h16-fr-w4-19',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `SAHAKOM — la téléconsultation pour Ngazidja, Ndzuani et Mwali

Slide 2 — Pourquoi nous
SahaKom est la seule solution de téléconsultation aux Comores. Nous n'avons aucun concurrent, ni public ni privé.

Slide 4 — Revenus récurrents annuels (ARR) à fin 2025 : 62 millions KMF
   dont abonnements des mutuelles et des entreprises : 38 millions KMF
   dont subvention d'un programme régional de santé numérique, versée en une fois en mars 2025 et non
   renouvelable : 24 millions KMF

Slide 7 — Projections d'ARR
| 2025 | 2026 | 2027 | 2028 |
| 62 M KMF | 200 M KMF | 620 M KMF | 1 900 M KMF |

Slide 8 — Nous levons 450 000 € pour ouvrir des cabines de téléconsultation dans 40 villages.`,
    present: ['no-competition', 'non-recurring-revenue', 'unrealistic-growth'],
    absent: ['missing-financials'],
    traits: ['list', 'table', 'split', 'figures', 'indirect'],
  },

  // h16-fr-w4-20 — Algérie, transport frigorifique, procès-verbal d'assemblée générale.
  // litigation PRESENT: suit by Transports Bellil before the Oran court is ongoing (hearing set for 15 Oct.).
  // regulatory PRESENT: ministry suspended the international transport licence for six months from 1 May 2025.
  // debt-distress PRESENT: two quarterly IBS (corporate tax) instalments unpaid, late penalties running
  //   (tax arrears).
  // going-concern absent: the manager states the going concern is not in question.
  // founder-departure absent: no change of management.
  {
    id: 'h16-fr-w4-20',
    documentType: 'legal_docs',
    language: 'fr',
    text: `RAHLA LOGISTIQUE SARL — Procès-verbal de l'assemblée générale ordinaire du 26 juin 2025 (Oran)

Points d'information présentés par la gérante, Mme Souad Benali

1. Contentieux — Le procès intenté par la société Transports Bellil devant le tribunal d'Oran (section
commerciale) pour rupture abusive de contrat se poursuit ; 46 millions DA sont réclamés. L'audience de
plaidoiries est fixée au 15 octobre 2025.

2. Agrément — À la suite d'un contrôle routier, le ministère des Transports a suspendu pour six mois, à compter
du 1er mai 2025, l'agrément de transport international de marchandises de la société. Les camions frigorifiques
ne circulent plus que sur le réseau national.

3. Situation fiscale — Les acomptes d'IBS des deux derniers trimestres n'ont pas été versés et les pénalités de
retard courent. Un échéancier sera sollicité auprès de la DGI.

4. Perspectives — La gérante précise que ces difficultés ne remettent pas en cause la continuité de
l'exploitation : les contrats nationaux couvrent les charges fixes.

5. Gérance — Aucun changement n'est intervenu dans la gérance au cours de l'exercice.`,
    present: ['litigation', 'regulatory', 'debt-distress'],
    absent: ['going-concern', 'founder-departure'],
    traits: ['list', 'prose', 'time', 'indirect', 'negation'],
  },

  ...redFlagSixteenthFrW4BRest,
];
