/** Writer 7's texts of the retired twenty-second held-out set (cases-dev-retired-twenty-second.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentySecondFrW7P2: readonly RedFlagCase[] = [

  // 09 — pitch deck, prise de rendez-vous médicaux et téléconsultation, Gabon. AUCUN FLAG.
  // customer-concentration ABSENT: premier client 22 % du CA (< 30 %), formulé au conditionnel.
  // short-runway ABSENT: 61 semaines = 14,1 mois (> 9).
  // high-churn ABSENT: 3 % de cliniques perdues par mois (< 5 %).
  // unrealistic-growth ABSENT: 96 M -> 240 M = 2,5x (< 4x).
  // litigation ABSENT: « jamais eu de litige » (négation).
  // burn-above-revenue ABSENT: charges 2024 88 M < CA 96 M ; low-founder-ownership ABSENT: fondateurs 58 %.
  {
    id: 'h22-fr-w7-09',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'figures', 'negation', 'modality', 'time'],
    present: [],
    absent: ['customer-concentration', 'short-runway', 'high-churn', 'unrealistic-growth', 'litigation', 'burn-above-revenue', 'low-founder-ownership'],
    text: `DOCTOGAB — Deck investisseurs — mai 2025

Slide 1 — Mission
Trouver un médecin à Libreville, Port-Gentil ou Franceville en moins de deux minutes, et consulter à distance quand le déplacement est impossible.

Slide 2 — Produit
- Agenda en ligne pour cliniques et cabinets (abonnement mensuel de 85 000 FCFA)
- Téléconsultation payée par mobile money (commission de 12 %)
- 64 établissements clients, 31 000 rendez-vous par mois

Slide 3 — Traction
- Chiffre d'affaires 2024 : 96 M FCFA — charges 2024 : 88 M FCFA
- Perte d'établissements : 3 % par mois en moyenne en 2024, surtout des cabinets individuels qui ferment
- Premier client : Polyclinique El Rapha, 22 % du CA. Si nous le perdions, notre chiffre d'affaires reculerait d'un peu plus d'un cinquième : c'est pourquoi nous signons désormais des contrats de trois ans.

Slide 4 — Concurrence
Plateformes régionales (Cameroun, Côte d'Ivoire) encore peu présentes au Gabon ; agendas papier et WhatsApp dans la plupart des cliniques.

Slide 5 — Objectif 2025
240 M FCFA de chiffre d'affaires, soit 2,5 fois 2024, avec l'ouverture d'Oyem et de Moanda.

Slide 6 — Confiance
Nous n'avons jamais eu de litige avec un patient ni avec un établissement depuis notre lancement en 2021. Données hébergées conformément aux recommandations de la CNPDCP.

Slide 7 — Équipe et capital
Dr Hervé Mintsa (CEO) et Estelle Boussougou (CTO), fondateurs, détiennent ensemble 58 % du capital ; Akanda Angels 24 % ; salariés 18 %.

Slide 8 — La levée
500 000 USD. Trésorerie disponible : 61 semaines au rythme du plan de recrutement 2025, avant même cette levée.`,
  },

  // 10 — états financiers audités, boulangerie industrielle, Congo-Brazzaville (Pointe-Noire). AUCUN FLAG.
  // declining-revenue ABSENT: CA 2 310 M (2024) > 2 140 M (2023) ; seul le résultat net recule, ce qui n'est pas un flag.
  // gross-margin ABSENT: 728/2 140 = 34,0 % -> 716/2 310 = 31,0 %, soit -3,0 points (< 5).
  // audit-opinion ABSENT: opinion sans réserve ; going-concern ABSENT: aucune incertitude relevée (négation).
  // debt-distress ABSENT: aucun arriéré, prêt remboursé par anticipation.
  // customer-concentration ABSENT: premier client 18 % (hypothèse de perte au conditionnel).
  // burn-above-revenue ABSENT: coûts 1 594 + 540 = 2 134 < 2 310.
  {
    id: 'h22-fr-w7-10',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'negation', 'modality'],
    present: [],
    absent: ['declining-revenue', 'gross-margin', 'audit-opinion', 'going-concern', 'debt-distress', 'customer-concentration', 'burn-above-revenue'],
    text: `BOULANGERIES INDUSTRIELLES DE POINTE-NOIRE SA (BIPN)
Comptes annuels de l'exercice 2024 — extraits

Rapport du commissaire aux comptes : opinion sans réserve, sans paragraphe d'observation. Le commissaire aux comptes n'a relevé aucune incertitude significative relative à la continuité d'exploitation.

Compte de résultat (en millions de FCFA)
| Poste | 2023 | 2024 |
|---|---:|---:|
| Chiffre d'affaires | 2 140 | 2 310 |
| Coût des ventes (farine, énergie, main-d'œuvre directe) | (1 412) | (1 594) |
| Marge brute | 728 | 716 |
| Charges d'exploitation | (520) | (540) |
| Résultat d'exploitation | 208 | 176 |
| Charges financières | (25) | (22) |
| Impôt | (55) | (46) |
| Résultat net | 128 | 108 |

Commentaires de la direction
- La hausse du prix de la farine importée (+11 % sur l'année) explique la compression de la marge brute, que la révision des tarifs de janvier 2025 doit en partie compenser.
- Le premier client, un réseau de supermarchés de Pointe-Noire, représente 18 % du chiffre d'affaires. Si ce contrat n'était pas renouvelé en 2026, la direction estime que les volumes pourraient être redéployés vers les boutiques de quartier en six mois.
- L'emprunt d'équipement de 300 M FCFA auprès de la BCI a été remboursé par anticipation en novembre 2024. La société ne présente aucun arriéré fiscal, social ou bancaire au 31 décembre 2024.

Bilan résumé au 31 décembre 2024 (en millions de FCFA)
Capitaux propres : 1 046 — dettes financières : 0 — trésorerie : 212.

Proposition d'affectation : dividende de 40 M FCFA, solde en réserves.`,
  },

  // 11 — term sheet série A, chaîne du froid, Congo-Brazzaville. AUCUN FLAG.
  // investor-control ABSENT: Sangha Growth Partners et ses fonds affiliés 35 % au total post-money (1,8 / 5,15 = 35 %).
  // low-founder-ownership ABSENT: fondateurs 27 % + 22 % = 49 % post-money.
  // dead-equity ABSENT: actions de l'ancien technicien rachetées et annulées.
  // founder-departure ABSENT: le partant est un technicien, pas un fondateur ni un dirigeant.
  // cap-table-complexity ABSENT: table rapprochée du registre et certifiée.
  {
    id: 'h22-fr-w7-11',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['list', 'figures', 'negation', 'indirect'],
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'dead-equity', 'founder-departure', 'cap-table-complexity'],
    text: `FROIDLOG CONGO SAS — LETTRE D'INTENTION / TERM SHEET (non engageante, sauf clauses 9 et 10)
Brazzaville, le 22 avril 2025

1. Investisseur principal : Sangha Growth Partners, agissant pour le compte de ses fonds gérés.
2. Montant : 1 800 000 USD en actions de préférence de catégorie A.
3. Valorisation pré-money : 3 350 000 USD, entièrement diluée, pool d'options compris.
4. Répartition post-money (entièrement diluée) :
   - Christelle Loemba, fondatrice, Présidente : 27 %
   - Arsène Massamba, fondateur, Directeur des opérations : 22 %
   - Sangha Growth Partners et fonds affiliés, au total : 35 %
   - Business angels (série d'amorçage 2023) : 8 %
   - Pool d'options salariés : 8 %
5. Préférence de liquidation : 1x, non participative.
6. Conseil d'administration : deux membres désignés par les fondateurs, un par l'Investisseur, un membre indépendant choisi d'un commun accord.
7. Décisions importantes : accord de l'Investisseur requis pour toute émission de titres, tout endettement supérieur à 300 M FCFA et toute cession d'actifs significatifs.
8. Déclarations de la Société :
   - la table de capitalisation jointe en annexe a été rapprochée du registre des mouvements de titres et certifiée par la Présidente ;
   - les 40 000 actions détenues par un ancien technicien frigoriste, parti en 2023, ont été rachetées par la Société en janvier 2025 puis annulées ; aucun ancien salarié ne détient plus de titres ;
   - aucune procédure judiciaire ou administrative n'est en cours contre la Société.
9. Exclusivité : 60 jours à compter de la signature.
10. Confidentialité : les termes de la présente lettre sont confidentiels.
11. Conditions suspensives : due diligence financière, juridique et technique satisfaisante ; signature du pacte d'actionnaires.

Pour la Société — Pour l'Investisseur`,
  },

  // 12 — mémo d'investissement interne, micro-assurance mobile, Gabon. AUCUN FLAG.
  // declining-revenue ABSENT: le recul date de 2023 (412 -> 365 M) ; 2024 à 431 M est au-dessus de 2023 (problème passé).
  // high-churn ABSENT: les 8 %/mois sont le churn prépayé de l'opérateur partenaire (autre sujet) ; résiliation propre 2,1 %/mois.
  // unrealistic-growth ABSENT: +35 %/an est la croissance du marché, pas une projection de la société ; budget 2025 +30 %.
  // audit-opinion ABSENT: comptes 2024 audités sans réserve ; burn-above-revenue ABSENT: charges 398 < CA 431.
  {
    id: 'h22-fr-w7-12',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose', 'figures', 'time', 'indirect'],
    present: [],
    absent: ['declining-revenue', 'high-churn', 'unrealistic-growth', 'audit-opinion', 'burn-above-revenue'],
    text: `MÉMO D'INVESTISSEMENT — ASSURMOBILE GABON
À : comité d'investissement, Ogooué Capital — De : Priscille Ntoutoume — Date : 6 mai 2025

Recommandation : participer au tour de 2,5 Md FCFA à hauteur de 600 M FCFA.

Activité. AssurMobile distribue des contrats d'assurance hospitalisation et décès de 500 à 2 000 FCFA par mois, souscrits et payés par mobile money. Les contrats sont portés par un assureur agréé ; AssurMobile perçoit une commission de gestion.

Historique. Le chiffre d'affaires était passé de 412 M FCFA en 2022 à 365 M FCFA en 2023, après l'arrêt d'un partenariat de distribution. Il s'établit à 431 M FCFA en 2024, au-dessus de son niveau de 2022, pour des charges de 398 M FCFA. Les comptes 2024 ont été audités et certifiés sans réserve.

Rétention. L'opérateur partenaire perd environ 8 % de ses clients prépayés chaque mois, ce qui nous inquiétait au départ. Sur la base assurée d'AssurMobile, en revanche, le taux de résiliation mensuel moyen 2024 est de 2,1 %, grâce au prélèvement automatique.

Marché. La micro-assurance croît d'environ 35 % par an en zone CIMA selon les estimations sectorielles. La direction construit son budget 2025 sur une croissance de 30 % (560 M FCFA), ce qui nous paraît prudent.

Équipe et capital. Les trois fondateurs, tous à temps plein, détiennent 66 % ; aucun investisseur ne dépasse 15 %.

Risques principaux. Dépendance aux frais de transaction mobile money ; capacité à recruter des actuaires ; exécution de l'expansion vers Port-Gentil.

Conclusion. Nous recommandons l'investissement, sous réserve d'une revue des contrats de distribution.`,
  },

  // 13 — plan d'affaires (synthèse), réseau de terminaux de paiement pour commerçants, Congo-Brazzaville. AUCUN FLAG.
  // unit-economics ABSENT: LTV = 4 000 x 60 % / 2 % = 120 000 FCFA ; 120 000 / CAC 40 000 = 3,0x (annoncé 3x) ; payback 40 000 / 2 400 = 16,7 mois (annoncé « environ 17 mois ») : cohérent.
  // non-recurring-revenue ABSENT: ventes de terminaux (38 M) présentées à part et exclues du revenu récurrent.
  // unrealistic-growth ABSENT: 540 M -> 1 350 M = 2,5x.
  // debt-distress ABSENT: « jamais manqué une échéance » (négation).
  // high-churn ABSENT: 2 % par mois ; low-founder-ownership ABSENT: 62 % ; burn-above-revenue ABSENT: 498 M < 540 M.
  {
    id: 'h22-fr-w7-13',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['list', 'figures', 'negation', 'words'],
    present: [],
    absent: ['unit-economics', 'non-recurring-revenue', 'unrealistic-growth', 'debt-distress', 'high-churn', 'low-founder-ownership', 'burn-above-revenue'],
    text: `MWINDA PAY — Plan d'affaires 2025-2026 (synthèse pour les investisseurs)
Brazzaville — Pointe-Noire — Dolisie

1. Ce que nous faisons
Mwinda Pay équipe les commerçants (pharmacies, quincailleries, stations-service) d'un terminal acceptant mobile money et cartes, avec un logiciel de caisse en abonnement. 11 200 commerçants actifs à fin 2024.

2. Chiffres 2025 (budget, en FCFA)
- Revenu récurrent (abonnements et commissions) : 540 M
- Ventes de terminaux (ponctuelles, présentées à part et exclues du revenu récurrent) : 38 M
- Charges totales : 498 M

3. Économie unitaire
- Revenu moyen par commerçant : 4 000 FCFA par mois
- Marge brute : 60 %
- Attrition : 2 % des commerçants par mois
- Coût d'acquisition : 40 000 FCFA par commerçant (commission d'agent, formation)
- Ratio valeur vie client / coût d'acquisition : 3x ; le coût d'acquisition est récupéré en environ 17 mois.

4. Ambition 2026
Multiplier par deux et demi le revenu récurrent, à 1 350 M FCFA, avec l'arrivée à Ouesso et Owando et un partenariat avec une deuxième banque.

5. Financement et dette
Nous opérons comme agent de notre banque partenaire, titulaire des agréments COBAC. La ligne de crédit de 200 M FCFA qu'elle nous a consentie finance le parc de terminaux ; nous n'avons jamais manqué une échéance depuis son ouverture en 2022.

6. Actionnariat
Les deux fondateurs, Bienvenu Okemba et Rachel Samba, détiennent ensemble 62 % ; Congo Basin Ventures 21 % ; angels et salariés 17 %.

7. Besoin
Levée de 1,5 M USD pour 6 000 terminaux supplémentaires et l'équipe commerciale.`,
  },
];
