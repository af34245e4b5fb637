/** The rest of cases-dev-retired-nineteenth-fr-w8-2.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagNineteenthFrW8P2Rest: readonly RedFlagCase[] = [
  // 11 — Lettre de l'autorité de régulation (ARPTC), fournisseur d'accès Internet, RDC.
  // regulatory PRESENT: amende de 45 000 USD et suspension de 60 jours des assignations de fréquences à Lubumbashi.
  // debt-distress PRESENT (indirect): redevances 2023 de 38 500 USD exigibles depuis le 30 juin 2023 et non payées (arriérés).
  // litigation PRESENT (indirect): recours devant le Conseil d'État contre la décision du 12 septembre 2023, « toujours pendant ».
  // pending-licence ABSENT: aucune demande en attente ; le retrait de licence n'est qu'une éventualité (modalité).
  {
    id: 'h19-fr-w8-11',
    documentType: 'legal_docs',
    language: 'fr',
    text: `RÉPUBLIQUE DÉMOCRATIQUE DU CONGO
AUTORITÉ DE RÉGULATION DE LA POSTE ET DES TÉLÉCOMMUNICATIONS DU CONGO (ARPTC)
Le Collège

Kinshasa, le 19 février 2024
Réf. : ARPTC/CLG/0384/2024
Lettre recommandée avec accusé de réception

À Monsieur le Directeur général
CONGO FIBRE CONNECT SAS
Avenue des Aviateurs, commune de la Gombe, Kinshasa

Objet : Décision n° ARPTC/CLG/D/017/2024 — utilisation de fréquences non
assignées et redevances de l'exercice 2023

Monsieur le Directeur général,

À la suite de la mission de contrôle du spectre conduite du 6 au 10 novembre
2023 à Kinshasa et à Lubumbashi, de notre mise en demeure du 4 décembre 2023
et de votre réponse du 8 janvier 2024, le Collège de l'ARPTC, réuni le
15 février 2024, a constaté :

1. l'exploitation, sur huit stations de base de votre réseau d'accès radio à
   Lubumbashi, de fréquences de la bande 3,5 GHz ne figurant sur aucun de vos
   titres d'assignation ;
2. le défaut de paiement des redevances annuelles de fréquences et de la
   contribution au service universel afférentes à l'exercice 2023, pour un
   montant total de 38 500 USD, exigible depuis le 30 juin 2023 et demeuré
   impayé malgré deux relances.

En conséquence, le Collège a décidé :

Article 1er — Une amende administrative de 45 000 USD (quarante-cinq mille
dollars américains) est infligée à Congo Fibre Connect SAS, payable dans un
délai de trente (30) jours à compter de la notification.

Article 2 — L'ensemble des assignations de fréquences de Congo Fibre Connect
SAS dans la ville de Lubumbashi est suspendu pour une durée de soixante (60)
jours à compter de la notification. Les équipements concernés seront mis
hors tension ; un contrôle sera effectué sur site.

Article 3 — Les sommes visées au point 2 ci-dessus doivent être réglées dans
le même délai de trente (30) jours. À défaut, le Collège pourrait engager la
procédure de retrait de la licence d'exploitation.

Par ailleurs, le Collège prend acte du recours que votre société a formé
devant le Conseil d'État contre la décision n° ARPTC/CLG/D/061/2023 du
12 septembre 2023 portant retrait de deux blocs de fréquences à Goma. Ce
recours, toujours pendant, n'a pas d'effet suspensif et ne fait pas obstacle
à l'exécution de la présente décision.

La présente décision peut faire l'objet d'un recours dans les conditions et
délais prévus par la loi n° 20/017 du 25 novembre 2020 relative aux
télécommunications et aux technologies de l'information et de la
communication.

Veuillez agréer, Monsieur le Directeur général, l'expression de notre
considération distinguée.

Pour le Collège,
Le Président,
Jean-Pierre LUKUSA MBIYA`,
    present: ['regulatory', 'debt-distress', 'litigation'],
    absent: ['pending-licence'],
    traits: ['prose', 'list', 'indirect', 'modality', 'words', 'time'],
  },
  // 12 — Pitch deck, kiosques de téléconsultation, Togo.
  // missing-financials PRESENT: aucun chiffre de revenus ni de coûts dans le deck (seulement consultations, kiosques, habitants
  //   et le montant demandé ; le modèle économique est décrit sans montant).
  // cap-table-complexity PRESENT (indirect): bons promis par e-mail, nombre et prix « pas encore rapprochés » du registre ;
  //   tableau consolidé en cours.
  // pending-licence ABSENT: autorisation ministérielle délivrée par arrêté du 14 juin 2023.
  // no-competition ABSENT: concurrents nommés.
  // low-founder-ownership ABSENT: fondateurs environ 70 % ≥ 40 %.
  {
    id: 'h19-fr-w8-12',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `SANTÉVILLAGE — Un médecin à moins de 5 km de chaque village
Lomé, Togo — Présentation investisseurs, juin 2024

SLIDE 1 — Le problème
Dans les régions des Savanes et de la Kara, une famille sur deux vit à plus
de 10 km d'un centre de santé. Les médecins sont concentrés à Lomé.

SLIDE 2 — La solution
Des kiosques de téléconsultation tenus par un infirmier diplômé d'État :
prise des constantes, consultation vidéo avec un médecin basé à Lomé ou à
Kara, ordonnance électronique transmise à une pharmacie partenaire.

SLIDE 3 — Impact depuis le lancement (mars 2022)
• 38 kiosques ouverts dans 4 préfectures
• 12 400 consultations réalisées
• 71 % des patients sont des femmes et des enfants de moins de 5 ans
• Satisfaction des patients : 4,6 / 5

SLIDE 4 — Cadre légal
Autorisation d'exercice de la télémédecine délivrée par le ministère de la
Santé, de l'Hygiène publique et de l'Accès universel aux soins (arrêté du
14 juin 2023). Conventions signées avec six districts sanitaires.

SLIDE 5 — Modèle économique
Paiement à l'acte par T-Money et Flooz ; forfaits négociés avec les mutuelles
de santé communautaires et l'INAM. Le détail est disponible en data room.

SLIDE 6 — Marché
4,2 millions de Togolais vivent en zone rurale ; extension prévue au nord du
Bénin et au Burkina Faso.

SLIDE 7 — Concurrence
• Cliniques mobiles des ONG, intermittentes
• Deux applications de téléconsultation à Lomé, réservées aux smartphones
• Centres de santé publics, souvent éloignés
Notre différence : un infirmier sur place et une présence permanente.

SLIDE 8 — Équipe
Dr Essowè Pali (CEO, médecin de santé publique), Kafui Amedzro (COO),
Nadia Tchalla (CTO). Les trois fondateurs travaillent à plein temps.

SLIDE 9 — Actionnariat
Les fondateurs détiennent environ 70 % du capital. En 2021 et 2022, des bons
de souscription d'actions ont été promis par e-mail à nos premiers soutiens
et à deux médecins conseils ; leur nombre et leur prix d'exercice n'ont pas
encore été rapprochés du registre des titres. Notre avocat établit un
tableau de capitalisation consolidé, qui sera remis avant le closing.

SLIDE 10 — Notre demande
Nous levons 250 MFCFA pour ouvrir 60 nouveaux kiosques et lancer le Bénin.
Objectif : 100 kiosques en service fin 2026.`,
    present: ['missing-financials', 'cap-table-complexity'],
    absent: ['pending-licence', 'no-competition', 'low-founder-ownership'],
    traits: ['list', 'indirect', 'negation'],
  },
  // 13 — Mémo de comité d'investissement, négoce d'intrants et de récoltes, RDC (Kongo-Central). CLEAN but tempting.
  // short-runway ABSENT: scénario dégradé hypothétique, 640 000 $ / 35 000 $ par mois = 18,3 mois ; en réel EBITDA positif.
  // burn-above-revenue ABSENT: EBITDA +12 000 $ (2022) et +48 000 $ (2023), résultat net 2023 +21 000 $ ;
  //   la perte n'est qu'un scénario (modalité).
  // declining-revenue ABSENT: 820 000 → 1 250 000 $ ; S1 550 000 → 710 000 $.
  // customer-concentration ABSENT: premier client 17 %, les suivants sous 5 % chacun.
  // founder-departure ABSENT: départ envisagé en 2023 puis abandonné, nouveau contrat de quatre ans (résolu).
  // related-party ABSENT: bailleur sans lien avec les fondateurs (négation).
  // gross-margin ABSENT: 23,1 % → 21,4 %, -1,7 point.
  // unrealistic-growth ABSENT: 1,25 → 1,9 (×1,52) → 2,8 (×1,47) → 4,0 M USD (×1,43).
  // low-founder-ownership ABSENT: 68 % × (1 - 28 %) = 49 % après l'opération.
  {
    id: 'h19-fr-w8-13',
    documentType: 'business_plan',
    language: 'fr',
    text: `NSAMBA CAPITAL PARTNERS — NOTE AU COMITÉ D'INVESTISSEMENT
Société cible : BILANGA AGRO SAS (Kinshasa, opérations au Kongo-Central)
Opération : augmentation de capital de 1,5 M USD pour 28 % post-monnaie
Date du comité : 18 juillet 2024

1. Activité
Bilanga Agro vend à crédit de campagne des semences et engrais à 6 200
petits producteurs de maïs et de manioc autour de Mbanza-Ngungu et Kimpese,
puis leur rachète la récolte pour la revendre aux minoteries et aux
grossistes de Kinshasa.

2. Performances (comptes 2023 certifiés sans réserve)
                          2022          2023        S1 2023     S1 2024
Chiffre d'affaires     820 000 $    1 250 000 $   550 000 $   710 000 $
Marge brute              23,1 %        21,4 %
EBITDA                 +12 000 $      +48 000 $
Résultat net                          +21 000 $
Trésorerie au 31 mai 2024 : 640 000 $, dont 12 M FC sur les comptes en
francs congolais.

3. Clients
Le premier acheteur, une minoterie de Matadi, représente 17 % du chiffre
d'affaires 2023. Aucun des clients suivants ne dépasse 5 %.

4. Scénario dégradé
Nous avons simulé deux campagnes de maïs consécutives ratées. Dans ce cas,
la société perdrait environ 35 000 $ par mois ; la trésorerie actuelle
couvrirait alors un peu plus de dix-huit mois, avant même l'apport du fonds.

5. Équipe
Sarah Nzuzi (présidente, 41 % du capital) et Didier Kalonji (directeur des
opérations, 27 %). M. Kalonji avait envisagé en 2023 de rejoindre un groupe
agro-industriel à Johannesburg ; il y a renoncé et a signé en janvier 2024
un nouveau contrat de quatre ans, assorti d'une clause de présence.

6. Points de diligence
- Les entrepôts de Mbanza-Ngungu sont loués à Nkisi Stockage SARL ; la
  consultation du RCCM et les déclarations des fondateurs n'ont révélé aucun
  lien entre ce bailleur et les dirigeants ou leurs familles.
- La ligne de crédit de campagne de Rawbank (300 000 $) a été intégralement
  remboursée en mars 2024.
- L'agrément phytosanitaire pour le négoce d'intrants a été renouvelé en
  février 2024.

7. Plan d'affaires de la société
Chiffre d'affaires : 1,9 M USD en 2024, 2,8 M USD en 2025, 4,0 M USD en 2026.

8. Recommandation
Investir. Après l'opération, les fondateurs conserveront ensemble 49 % du
capital, le fonds 28 %.`,
    present: [],
    absent: ['short-runway', 'customer-concentration', 'founder-departure', 'related-party'],
    traits: ['table', 'list', 'modality', 'negation', 'figures', 'words'],
  },
];
