import type { RedFlagCase } from './case';
import { redFlagNineteenthFrW8P1Rest } from './cases-dev-retired-nineteenth-fr-w8-1-rest';

export const redFlagNineteenthFrW8P1: readonly RedFlagCase[] = [
  // 01 — États financiers SYSCOHADA, transformation de fruits, Togo (Tsévié).
  // declining-revenue PRESENT (table): CA 1 840 M F CFA en 2023 contre 2 310 M en 2022, soit -20,3 %.
  // gross-margin PRESENT (figures): marge sur production 920 / 2 310 = 39,8 % en 2022 ; 550 / 1 840 = 29,9 % en 2023 ; baisse de 9,9 points.
  //   (coût matières et emballages 2023 : 1 050 + 40 + 200 = 1 290 ; 2022 : 1 150 - 10 + 250 = 1 390.)
  // burn-above-revenue ABSENT: charges 1 290 + 150 + 210 + 70 + 60 + 16 = 1 796 < CA 1 840 ; résultat net +44 M F CFA.
  // debt-distress PRESENT: 85 M F CFA de TVA (août-novembre 2023) non acquittés à l'échéance (arriérés fiscaux).
  //   Covenant bancaire respecté : (410 - 12) / 190 = 2,1 < plafond 3,5.
  // customer-concentration ABSENT: premier client 19 % du CA.
  // audit-opinion PRESENT: opinion avec réserve (inventaire des stocks non observé).
  // going-concern ABSENT: le commissaire aux comptes dit ne pas avoir identifié d'incertitude significative.
  {
    id: 'h19-fr-w8-01',
    documentType: 'financial_statements',
    language: 'fr',
    text: `DÉLICES DU MONO SA
Société anonyme au capital de 400 000 000 F CFA
Siège : Zone industrielle de Tsévié, Région Maritime, Togo
RCCM : TG-LOM 2016 B 1873 — NIF : 1000158742

ÉTATS FINANCIERS ANNUELS — SYSTÈME NORMAL SYSCOHADA RÉVISÉ
Exercice clos le 31 décembre 2023

COMPTE DE RÉSULTAT (extrait, en millions de F CFA)
Réf.  Libellé                                          2023       2022
TB    Ventes de produits fabriqués (jus, purées)      1 790      2 240
TD    Produits accessoires                               50         70
XB    CHIFFRE D'AFFAIRES                              1 840      2 310
RC    Achats de matières premières (ananas, mangues) (1 050)    (1 150)
RD    Variation de stocks de matières premières        (40)         10
RE    Autres achats (emballages, bouchons)            (200)      (250)
RJ    Services extérieurs                             (150)      (160)
RK    Charges de personnel                            (210)      (200)
XD    EXCÉDENT BRUT D'EXPLOITATION                      190        560
RL    Dotations aux amortissements                     (70)       (65)
XE    RÉSULTAT D'EXPLOITATION                           120        495
XF    RÉSULTAT FINANCIER                               (60)       (45)
RS    Impôt sur le résultat                            (16)      (122)
XI    RÉSULTAT NET                                       44        328

NOTES ANNEXES (extraits)

Note 12 — Marge sur production (information complémentaire)
                                                   2023       2022
Matières et emballages consommés                  1 290      1 390
Marge sur production                                550        920
La hausse du prix d'achat de l'ananas frais auprès des coopératives et la
baisse des prix de vente à l'export n'ont pas pu être répercutées.

Note 15 — Emprunts et dettes financières
Emprunt Orabank Togo de 600 M F CFA souscrit en 2021, capital restant dû
410 M F CFA. Les échéances de l'exercice ont été réglées à bonne date.
Trésorerie nette à la clôture : 12 M F CFA. Ratio dette financière nette /
EBE : 2,1 pour un plafond contractuel de 3,5.

Note 18 — Dettes fiscales et sociales (en millions de F CFA)
                                               31/12/2023  31/12/2022
TVA à reverser                                       97          41
CNSS                                                 14          13
Total                                               111          54
Sur la TVA à reverser, 85 M F CFA correspondent aux déclarations des mois
d'août à novembre 2023, qui n'ont pas été acquittées à leur échéance. L'Office
Togolais des Recettes a émis un avis de mise en recouvrement le 22 janvier
2024 ; la société ne le conteste pas et a sollicité un échéancier.

Note 21 — Clients
Le premier client, une centrale d'achat de la grande distribution à Lomé,
représente 19 % du chiffre d'affaires 2023 (17 % en 2022).

RAPPORT DU COMMISSAIRE AUX COMPTES (extrait)
Opinion — Nous avons effectué l'audit des états financiers annuels de la
société Délices du Mono SA. À notre avis, sous réserve des incidences
éventuelles de la question décrite ci-après, les états financiers sont, au
regard des règles et méthodes comptables édictées par l'Acte uniforme relatif
au droit comptable et à l'information financière, réguliers et sincères.
Fondement — Nommés après la clôture, nous n'avons pas pu assister à
l'inventaire physique des stocks de fruits et de produits finis au 31 décembre
2023, évalués à 212 M F CFA, ni obtenir par d'autres procédures des éléments
probants suffisants sur leur existence.
Continuité d'exploitation — Nous n'avons pas identifié d'incertitude
significative susceptible de mettre en cause la continuité d'exploitation.

Lomé, le 18 avril 2024 — Cabinet Akakpo & Associés, commissaire aux comptes`,
    present: ['declining-revenue', 'gross-margin', 'debt-distress', 'audit-opinion'],
    absent: ['burn-above-revenue', 'going-concern', 'customer-concentration'],
    traits: ['table', 'figures', 'indirect', 'negation', 'split'],
  },
  // 02 — Pitch deck, logiciel de gestion pour pharmacies, Togo. CLEAN but tempting.
  // unrealistic-growth ABSENT: 96 → 200 (×2,08) → 380 (×1,90) → 650 (×1,71) M F CFA ; jamais 4× par an.
  // unit-economics ABSENT: LTV = 64 000 × 78 % / 1,2 % = 4 160 000 F CFA ; 4 160 000 / 210 000 = 19,8 ≈ « près de 20 » annoncé.
  //   MRR 9,1 M F CFA / 64 000 = 142 pharmacies, cohérent avec la traction.
  // high-churn ABSENT: 1,2 % par mois.
  // customer-concentration ABSENT: premier client 14 % du CA.
  // burn-above-revenue ABSENT: charges mensuelles 8,4 M F CFA < MRR 9,1 M F CFA.
  // no-competition ABSENT: concurrents nommés.
  {
    id: 'h19-fr-w8-02',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `PHARMALINK — Le stock de l'officine, enfin sous contrôle
Lomé, Togo — Présentation investisseurs, mai 2024

SLIDE 2 — Le problème
• Les officines du Togo et du Bénin gèrent encore leurs stocks sur cahier ou Excel.
• Ruptures sur les molécules essentielles, périmés jetés en fin d'année, commandes
  aux grossistes passées par téléphone.

SLIDE 3 — Notre solution
• Logiciel en ligne et hors ligne : caisse, inventaire, alertes de péremption,
  commande directe aux grossistes-répartiteurs.
• Paiement de l'abonnement par T-Money, Flooz ou virement.

SLIDE 4 — Traction
• 142 pharmacies abonnées (Lomé, Kara, Sokodé, Cotonou)
• Chiffre d'affaires 2022 : 58 M F CFA — 2023 : 96 M F CFA (comptes certifiés)
• MRR de décembre 2023 : 9,1 M F CFA
• Marge brute : 78 % (76 % en 2022)

SLIDE 5 — Économie unitaire
• Abonnement moyen : 64 000 F CFA par mois
• Coût d'acquisition d'une officine : 210 000 F CFA
• Attrition : 1,2 % des officines par mois
• LTV / CAC : près de 20

SLIDE 6 — Concurrence
• Deux logiciels importés (un éditeur français, un éditeur ivoirien), chers et
  sans mode hors ligne.
• Les tableurs et le cahier restent notre principal concurrent.
• Notre avantage : le lien direct avec les grossistes et le paiement mobile.

SLIDE 7 — Clients
• Aucun grossiste ne nous rémunère : nos revenus viennent des officines.
• Premier client : un groupement de 9 officines à Lomé, 14 % du CA 2023.

SLIDE 8 — Rentabilité
• Charges mensuelles (équipe de 11 personnes, serveurs, SMS) : 8,4 M F CFA
• Résultat opérationnel positif depuis octobre 2023

SLIDE 9 — Projections (M F CFA)
        2023 (réel)   2024    2025    2026
CA          96         200     380     650

SLIDE 10 — Équipe et capital
• Yawa Kpodar (pharmacienne, CEO), Edem Afanou (CTO), Koffi Dossou (ventes)
• Les trois fondateurs détiennent 78 % du capital ; deux business angels 22 %.

SLIDE 11 — Notre demande
• Nous levons 450 M F CFA pour ouvrir la Côte d'Ivoire et le Sénégal.`,
    present: [],
    absent: ['unrealistic-growth', 'no-competition', 'customer-concentration', 'unit-economics'],
    traits: ['list', 'table', 'figures'],
  },
  // 03 — Mémo de comité d'investissement, plateforme de gestion scolaire, Togo.
  // high-churn PRESENT (figures): cohorte 2022, 92 écoles sur 210 encore abonnées un an après = 43,8 % de rétention < 55 %
  //   (attrition annuelle 56,2 %).
  // unit-economics PRESENT (figures): durée de vie annoncée 5 ans, or 1 / 0,562 ≈ 1,8 an.
  //   LTV annoncée 2,7 M = 45 000 × 12 × 5 (sans marge) ; LTV selon les propres chiffres ≈ 45 000 × 12 × 70 % × 1,8 ≈ 680 000 F CFA,
  //   LTV/CAC ≈ 680 000 / 240 000 ≈ 2,8 et non 11 (2 700 000 / 240 000 = 11,25).
  // non-recurring-revenue PRESENT (split): ARR 168 M = abonnements 241 × 45 000 × 12 = 130,1 M + 38 M de prestation PAEB facturée une fois.
  // customer-concentration ABSENT: 38 / 168 = 22,6 % ; premier réseau scolaire 9 %.
  // pending-licence ABSENT: récépissé IPDCP délivré le 14 février 2024.
  // burn-above-revenue ABSENT: résultat d'exploitation +6 M F CFA.
  // Rétention cohérente : 88 écoles 2022 restantes + 153 nouvelles = 241 actives.
  {
    id: 'h19-fr-w8-03',
    documentType: 'business_plan',
    language: 'fr',
    text: `KÉKÉLI CAPITAL — MÉMO AU COMITÉ D'INVESTISSEMENT
Dossier : ÉcoleNet SARL (Lomé) — Série A
Ticket proposé : 600 MFCFA pour 25 % post-monnaie
Date : 9 juillet 2024 — Rédacteurs : Enyonam Amouzou, Sélom Lawson
Diffusion : membres du comité uniquement

1. Synthèse
ÉcoleNet édite une plateforme de gestion scolaire pour les écoles privées du
Togo : inscriptions, paiement des frais de scolarité par T-Money et Flooz,
bulletins de notes, SMS aux parents. L'équipe souhaite ouvrir le Bénin puis le
Burkina Faso à la rentrée 2025. Les fondateurs, Kossi Adade (CEO) et Mawuli
Tété (CTO), détiennent 71 % du capital avant l'opération et 53 % après.

2. Indicateurs communiqués par la société (au 30 juin 2024)
- ARR : 168 MFCFA
- Écoles clientes actives : 241
- Abonnement moyen : 45 000 F CFA par mois et par école
- Marge brute : 70 %
- Coût d'acquisition d'une école (CAC) : 240 000 F CFA
- Durée de vie moyenne d'une école cliente retenue par la société : 5 ans
- LTV : 2,7 MFCFA — ratio LTV / CAC : 11
- Résultat d'exploitation de l'exercice 2023-24 : +6 MFCFA
  (comptes certifiés sans réserve par le cabinet Fiduciaire du Golfe)

3. Ce que nous avons vérifié dans la base de facturation
Cohorte de la rentrée 2022 (écoles abonnées en octobre 2022) :   210
  - encore abonnées en octobre 2023 :                              92
  - encore abonnées en juin 2024 :                                 88
Nouvelles écoles signées à la rentrée 2023 :                      153
Les directeurs qui ont résilié, interrogés par téléphone, citent le coût des
SMS facturés aux parents et le retour au registre papier après le départ du
secrétaire formé.

4. Contrat avec le ministère
En mars 2024, ÉcoleNet a facturé 38 MFCFA au ministère des Enseignements
primaire et secondaire, dans le cadre du Projet d'appui à l'éducation de base
(PAEB), pour l'installation du logiciel et la formation des directeurs de 40
écoles publiques pilotes. La prestation a été payée en une seule fois ; la
convention ne prévoit ni abonnement ni reconduction. La société présente ce
montant dans l'ARR du point 2.

5. Clients
Aucun réseau d'écoles privées ne dépasse 9 % des abonnements. Le contrat PAEB
représente moins d'un quart de l'ARR communiqué.

6. Données personnelles
La plateforme traite des données d'élèves mineurs. La déclaration auprès de
l'Instance de protection des données à caractère personnel (IPDCP) a été
faite ; le récépissé a été délivré le 14 février 2024.

7. Recommandation
Avis favorable sous conditions suspensives :
a) recalcul par la société de l'ARR et des indicateurs de fidélité ;
b) révision du modèle de valorisation sur la base des cohortes réelles ;
c) plan de réduction du coût des SMS avant l'ouverture du Bénin.`,
    present: ['high-churn', 'unit-economics', 'non-recurring-revenue'],
    absent: ['customer-concentration', 'pending-licence', 'burn-above-revenue'],
    traits: ['list', 'split', 'figures', 'indirect'],
  },

  ...redFlagNineteenthFrW8P1Rest,
];
