/** The rest of cases-dev-retired-nineteenth-fr-w6-1.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagNineteenthFrW6P1Rest: readonly RedFlagCase[] = [
  // 04 — Compte rendu de comité de direction, organisme de formation, La Réunion.
  // customer-concentration PRESENT (figures): marché France Travail 612 / 1 480 = 41,4 % du CA 2024 ≥ 30 %.
  //   (612 + 134 + 561 + 173 = 1 480.)
  // founder-departure PRESENT (indirect): la cofondatrice « passe la main », dernier jour le 30 septembre (départ annoncé).
  // litigation PRESENT (indirect): affaire prud'homale pendante, audience de jugement fixée au 13 novembre 2025.
  // declining-revenue ABSENT: CA S1 2025 742 k€ > S1 2024 701 k€.
  // gross-margin ABSENT: marge sur coûts directs 41 % contre 43 %, -2 points seulement.
  // burn-above-revenue ABSENT: résultat d'exploitation S1 +46 k€.
  // pending-licence ABSENT: certification Qualiopi maintenue après audit.
  {
    id: 'h19-fr-w6-04',
    documentType: 'business_plan',
    language: 'fr',
    text: `DOMTECH FORMATION SAS — COMPTE RENDU DU COMITÉ DE DIRECTION
Mardi 8 juillet 2025, 8 h 30 – 11 h 00, siège de Saint-Denis (salle Bois de Nèfles)
Présents : Frédéric Lebon (cofondateur, président), Nathalie Grondin (cofondatrice, directrice pédagogique), Mickaël Hoarau (DAF), Priscilla Naze (responsable commerciale)
Excusée : Sandrine Fontaine (responsable qualité)

1. Activité du premier semestre
- CA facturé S1 2025 : 742 k€ (S1 2024 : 701 k€).
- Marge sur coûts directs (formateurs, salles, matériel) : 41 % (43 % au S1 2024). Frédéric demande une revue des tarifs des formateurs vacataires avant la rentrée.
- Résultat d'exploitation S1 : + 46 k€. Trésorerie au 30 juin : 640 k€.

2. Portefeuille clients — chiffres 2024 définitifs
- CA 2024 : 1 480 k€, réparti ainsi :
   • marché France Travail « Parcours numériques » (lot 3, reconduit jusqu'en 2026) : 612 k€
   • Région Réunion (dispositifs de formation) : 134 k€
   • OPCO et entreprises privées : 561 k€
   • particuliers (CPF) : 173 k€
- Priscilla présente le plan de prospection entreprises : objectif + 15 % sur le privé en 2026, avec un effort sur l'Est et le Sud.
- Décision : Mickaël prépare pour septembre une simulation de l'activité si le lot 3 n'était pas reconduit en 2027.

3. Organisation de l'équipe pédagogique
- Nathalie confirme au comité sa décision de passer la main à la rentrée : elle rejoint le rectorat le 1er octobre, son dernier jour dans la société sera le 30 septembre.
- Le recrutement d'un(e) directeur(trice) pédagogique est lancé (annonce publiée le 7 juillet, cabinet de recrutement mandaté).
- Pendant la transition, Frédéric reprend la supervision des 23 formateurs.

4. Qualité
- Audit de surveillance Qualiopi des 12 et 13 juin : aucune non-conformité relevée. Certificat maintenu jusqu'à son échéance de 2027.

5. Dossiers juridiques
- Dossier Técher (ancien formateur salarié, licencié en novembre 2024) : la conciliation devant le conseil de prud'hommes de Saint-Denis n'a pas abouti le 19 juin ; l'affaire est renvoyée devant le bureau de jugement, audience fixée au 13 novembre 2025. Demandes adverses : 38 k€. Provision maintenue à 25 k€ ; notre avocate estime le dossier solide sur le fond.

6. Divers
- Déménagement de l'antenne de Saint-Pierre reporté au premier trimestre 2026.
- Prochain comité : mardi 9 septembre 2025.

Compte rendu rédigé par M. Hoarau et diffusé aux membres du comité.`,
    present: ['customer-concentration', 'founder-departure', 'litigation'],
    absent: ['declining-revenue', 'gross-margin', 'burn-above-revenue', 'pending-licence'],
    traits: ['list', 'figures', 'indirect', 'time'],
  },

  // 05 — Note d'investissement d'un fonds, fabrique de glace pour la pêche, Mayotte. Texte propre.
  // customer-concentration ABSENT: premier client 18 % < 30 % ; le deuxième 6 %.
  // unrealistic-growth ABSENT (figures): 700 / 612 = 1,14× ; 890 / 700 = 1,27× ; 1 080 / 890 = 1,21× par an.
  // pending-licence ABSENT (modality): récépissé ICPE obtenu ; la demande de permis de construire sera déposée après le closing (pas encore déposée).
  // no-competition ABSENT: deux producteurs concurrents nommés.
  // gross-margin ABSENT: 57 % contre 58 %, -1 point. burn-above-revenue ABSENT: résultats nets positifs (18, 31, 39 k€).
  // investor-control ABSENT: 350 / (1 050 + 350) = 25 %.
  {
    id: 'h19-fr-w6-05',
    documentType: 'business_plan',
    language: 'fr',
    text: `NOTE D'INVESTISSEMENT — COMITÉ D'INVESTISSEMENT DU 12 JUIN 2025
Fonds Territorial d'Amorçage Océan Indien (FTAOI)
Dossier : GLACIÈRE DU NORD SAS — Longoni, Mayotte
Chargé d'affaires : Loïc Grondin — Analyste : Faïza Abdallah
Opération : 350 k€ en actions ordinaires, pré-money 1,05 M€

1. Résumé
Glacière du Nord produit de la glace en écailles et loue de l'espace en chambre froide aux pêcheurs, mareyeurs et restaurateurs du nord de Grande-Terre. Fondée en 2019 par Ahmed Attoumani, ingénieur frigoriste, et Zaïnaba Ali, la société est bénéficiaire depuis 2021. L'opération finance une seconde machine à glace et un camion frigorifique.

2. Chiffres clés (k€ — comptes certifiés sans réserve)
                      2022     2023     2024
Chiffre d'affaires     488      545      612
EBE                     61       79       93
Résultat net            18       31       39
Trésorerie fin d'année  96      118      142
Marge brute 2024 : 57 % (58 % en 2023). Prêt bancaire de 2022 : encours 148 k€, échéances honorées.
Le cyclone Chido (décembre 2024) a entraîné neuf jours d'arrêt ; les dégâts ont été pris en charge par l'assureur.

3. Clients
Environ 230 clients actifs. Le premier, une coopérative de pêcheurs du Nord, représente 18 % du chiffre d'affaires 2024 ; le deuxième pèse 6 %.

4. Marché et concurrence
Deux autres producteurs de glace opèrent à Mamoudzou, dont l'un adossé à un grossiste en produits de la mer. L'avantage de Glacière du Nord tient à sa proximité : le site est à cinq minutes du port de pêche de Longoni, ses concurrents à quarante minutes aux heures creuses.

5. Prévisionnel de la société, revu par l'équipe (k€)
                      2025e    2026e    2027e
Chiffre d'affaires     700      890    1 080
EBE                    110      150      190
Hypothèses jugées prudentes : la seconde machine double la capacité, mais le plan ne suppose qu'un taux d'utilisation de 60 % en 2027.

6. Autorisations
Récépissé de déclaration ICPE délivré en 2020 pour l'installation frigorifique. L'auvent prévu sur le quai de chargement nécessitera un permis de construire : la demande sera préparée après le closing, au quatrième trimestre 2025.

7. Actionnariat
Avant opération : Ahmed Attoumani 70 %, Zaïnaba Ali 20 %, deux business angels 10 %. Après opération : fondateurs 67,5 %, business angels 7,5 %, FTAOI 25 %.

8. Risques principaux
Saisonnalité de la pêche artisanale, coût de l'électricité, pannes sur un parc encore réduit, exposition cyclonique.

9. Recommandation
Avis favorable. Ticket de 350 k€, siège d'observateur au comité stratégique, reporting trimestriel.`,
    present: [],
    absent: ['customer-concentration', 'unrealistic-growth', 'pending-licence', 'no-competition'],
    traits: ['table', 'figures', 'modality', 'list'],
  },

  // 06 — Demande d'autorisation à l'ARS, transports sanitaires, Mayotte.
  // pending-licence PRESENT: autorisation de mise en service de deux ambulances demandée par ce courrier, non encore accordée.
  // regulatory PRESENT (indirect): véhicule n° 3 « immobilisé sur décision de l'ARS » depuis le 20 mai 2025,
  //   contre-visite le 24 juin, après la date du courrier (16 juin) : mesure toujours en cours.
  // related-party PRESENT (indirect): locaux loués à la SCI Madi & Fils, gérée par le père du Président.
  // debt-distress ABSENT: attestations de régularité fiscale et sociale, société à jour.
  // litigation ABSENT: « aucune procédure contentieuse en cours ».
  {
    id: 'h19-fr-w6-06',
    documentType: 'legal_docs',
    language: 'fr',
    text: `AMBULANCES DU LAGON SAS
Capital de 40 000 € — Route nationale 1, Kawéni, 97600 Mamoudzou — Agrément de transports sanitaires n° 976-TS-2019-04

À l'attention de Monsieur le Directeur général de l'Agence régionale de santé de Mayotte
Direction de l'offre de soins — Cellule transports sanitaires

Mamoudzou, le 16 juin 2025

Objet : demande d'autorisation de mise en service de deux ambulances (catégorie C) et modification corrélative de l'agrément

Monsieur le Directeur général,

Nous avons l'honneur de solliciter l'autorisation de mise en service de deux ambulances supplémentaires, ainsi que la modification de notre agrément pour en tenir compte. Le présent dossier est établi conformément aux articles R. 6312-1 et suivants du code de la santé publique.

1. Présentation de l'entreprise
- Création : mars 2019. Président : M. Nassuf Madi. Directrice générale : Mme Echati Saïd.
- Effectif : 14 salariés, dont 7 ambulanciers diplômés d'État, 5 auxiliaires ambulanciers, une régulatrice et une assistante administrative.
- Activité 2024 : 6 120 transports, dont 38 % dans le cadre de la garde départementale.

2. Parc de véhicules à la date de la demande
  N°  Catégorie   Immatriculation   Mise en service   Situation
  1   C           GA-114-PL         2019              en service
  2   C           GB-552-RT         2021              en service
  3   C           GE-418-XK         2023              immobilisé sur décision de l'ARS depuis le 20 mai 2025 (contrôle du matériel d'oxygénothérapie) ; contre-visite fixée au 24 juin
  4   D (VSL)     FT-903-AS         2020              en service
  5   D (VSL)     GC-077-BN         2022              en service
Les pièces de remplacement du véhicule n° 3 ont été reçues de La Réunion le 11 juin.

3. Véhicules objet de la demande
- Deux ambulances de catégorie C, financées par crédit-bail, livrables en septembre 2025 sous réserve de l'autorisation sollicitée.
- Justification : couverture insuffisante du Sud (Chirongui, Bouéni, Kani-Kéli), délais de prise en charge supérieurs à 90 minutes constatés au premier semestre.

4. Locaux
L'entreprise occupe depuis 2019 un local de 140 m² et un parking de six places à Kawéni, loués à la SCI Madi & Fils, dont le gérant, M. Ali Madi, est le père du Président. Bail commercial 3-6-9, loyer de 3 200 € HT par mois.

5. Situation administrative
- Attestations de régularité fiscale (DGFiP) et sociale (CSSM) de mai 2025 jointes : l'entreprise est à jour de ses obligations.
- Aucune procédure contentieuse en cours.
- Assurances responsabilité civile professionnelle et flotte en vigueur.

6. Pièces jointes
- Extrait Kbis et statuts à jour
- Copie de l'agrément en vigueur
- Bons de commande et fiches techniques des deux véhicules
- Diplômes, permis et attestations AFGSU du personnel
- Contrat de bail des locaux

Restant à votre disposition pour toute visite de contrôle, nous vous prions d'agréer, Monsieur le Directeur général, l'expression de notre haute considération.

Nassuf Madi, Président`,
    present: ['pending-licence', 'regulatory', 'related-party'],
    absent: ['debt-distress', 'litigation'],
    traits: ['table', 'list', 'indirect', 'negation'],
  },

  // 07 — E-mail aux actionnaires, logiciel de gestion immobilière, La Réunion. Texte propre.
  // high-churn ABSENT (figures): 3 clients perdus en 3 mois sur ~180 → 3 / 3 / 180 ≈ 0,6 % par mois.
  // non-recurring-revenue ABSENT: 14,0 k€ de mise en service facturés une fois, explicitement exclus du MRR.
  // unit-economics ABSENT (figures): CAC 2 100 € / abonnement 310 €/mois = 6,8 mois, cohérent avec « un peu moins de 7 mois ».
  //   (ARPA 58 400 / 188 = 310,6 €.)
  // customer-concentration ABSENT: aucun client au-delà de 11 % du MRR.
  // burn-above-revenue ABSENT: CA T2 183,8 k€ > charges 165,0 k€ (résultat +18,8 k€) ; T1 166,2 - 158,7 = +7,5 k€.
  // unrealistic-growth ABSENT: MRR 58,4 → 72 k€ en 6 mois = 1,23×.
  {
    id: 'h19-fr-w6-07',
    documentType: 'business_plan',
    language: 'fr',
    text: `De : Sophie Rivière <sophie@tikazgestion.re>
À : actionnaires@tikazgestion.re
Date : mardi 15 juillet 2025, 18:42
Objet : Ti Kaz Gestion — point trimestriel T2 2025

Bonjour à toutes et à tous,

Voici notre point du deuxième trimestre. Pour mémoire, les comptes 2024, certifiés sans réserve, ont été approuvés lors de l'AG du 26 juin ; merci à celles et ceux qui étaient présents à Saint-Denis.

Chiffres clés T2 2025 (T1 2025 entre parenthèses)
- MRR au 30 juin : 58,4 k€ (53,1 k€ au 31 mars)
- Clients actifs (agences, syndics, bailleurs) : 188 (172)
- CA du trimestre : 183,8 k€ (166,2 k€), dont 169,8 k€ d'abonnements et 14,0 k€ de prestations de mise en service et de reprise de données, facturées une seule fois et laissées hors MRR
- Charges d'exploitation : 165,0 k€ (158,7 k€)
- Résultat d'exploitation : + 18,8 k€ (+ 7,5 k€)
- Trésorerie au 30 juin : 412 k€

Clients
Nous avons perdu 3 clients ce trimestre, dont 2 agences rachetées par un réseau national qui impose son propre logiciel. Aucun client ne pèse plus de 11 % du MRR ; le plus important reste un groupement de syndics de Saint-Denis.

Acquisition
Le coût d'acquisition moyen du trimestre ressort à 2 100 € par nouveau client (salons, démonstrations, commissions des apporteurs). Avec un abonnement moyen de 310 € HT par mois, ce coût est couvert en un peu moins de 7 mois de chiffre d'affaires.

Produit et équipe
- Le module de répartition des charges de copropriété est en production depuis mai.
- Premiers pas à Mayotte : 4 agences signées à Mamoudzou, accompagnées à distance.
- Laurent Payet nous a rejoints le 2 juin comme responsable commercial.

Perspectives
Nous visons un MRR de 72 k€ au 31 décembre. Aucune levée n'est prévue avant 2026 : la trésorerie actuelle finance la feuille de route.

Je reste joignable pour toute question, et je vous donne rendez-vous pour le point du T3 mi-octobre.

Bien à vous,
Sophie Rivière
Présidente — Ti Kaz Gestion SAS`,
    present: [],
    absent: ['high-churn', 'non-recurring-revenue', 'unit-economics', 'customer-concentration'],
    traits: ['list', 'figures', 'negation', 'prose'],
  },
];
