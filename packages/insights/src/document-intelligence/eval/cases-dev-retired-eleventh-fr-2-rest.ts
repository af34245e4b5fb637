/** The second half of held-out-eleventh-fr-2.ts. */
import type { RedFlagCase } from './case';

export const redFlagEleventhFrCases2Rest: readonly RedFlagCase[] = [
  // MF : aucun chiffre de revenus ni de coûts ; projection ×5 par an
  {
    id: 'h11-fr-zempay-entretien',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['unrealistic-growth', 'no-competition', 'missing-financials'],
    absent: ['pending-licence', 'customer-concentration'],
    traits: ['transcript', 'interview', 'words'],
    text: `Transcription — appel de découverte, 14 octobre 2026
Société : ZÉM PAY (Cotonou, Bénin) — paiement et épargne pour les conducteurs de taxi-moto
Participants : Koffi Dossou (fondateur, CEO), Léa Martin (associée, fonds Atlantique Ventures)

L. Martin : Merci de prendre le temps. Pouvez-vous présenter Zém Pay en deux mots ?
K. Dossou : Les conducteurs de zémidjan gagnent leur journée en espèces. Nous leur donnons un portefeuille mobile pour recevoir les paiements, épargner un peu chaque jour et accéder à un micro-crédit pour l'entretien de la moto.

L. Martin : Où en êtes-vous ?
K. Dossou : Nous avons 12 000 conducteurs inscrits à Cotonou et Porto-Novo, et des accords avec deux syndicats de conducteurs.

L. Martin : Et côté financier, chiffre d'affaires, coûts ?
K. Dossou : Nous préférons ne pas communiquer de chiffres financiers à ce stade. Le deck se concentre sur l'impact et la traction.

L. Martin : Quelle est votre trajectoire ?
K. Dossou : Nous allons multiplier le nombre d'utilisateurs par cinq chaque année pendant les trois prochaines années, puis nous ouvrirons Lomé et Abidjan.

L. Martin : Qui sont vos concurrents ?
K. Dossou : Il n'y en a pas. Personne ne s'adresse aux conducteurs de taxi-moto au Bénin ; les opérateurs mobiles ne s'intéressent pas à ce segment.

L. Martin : Et sur le plan réglementaire ?
K. Dossou : Nous travaillons avec un établissement de monnaie électronique agréé qui porte les comptes.

L. Martin : Combien levez-vous ?
K. Dossou : 500 000 €, principalement pour l'équipe commerciale.`,
  },
  // CLEAN — CA 4,7 → 8,4 M$ (×1,8) ; premier client 21 % ; fondateurs 62 %, fonds 22 % ; marge 30 → 31 %
  {
    id: 'h11-fr-pharmakin-comite',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['customer-concentration', 'investor-control', 'low-founder-ownership', 'pending-licence', 'unrealistic-growth'],
    traits: ['memo', 'figures', 'modality', 'negation'],
    text: `CONGO RIVER FUND II — Note au comité d'investissement
Société : PHARMAKIN SA, Kinshasa (République démocratique du Congo)
Opération : augmentation de capital de 2 000 000 USD

Présentation
PharmaKin importe et distribue des médicaments génériques auprès de 640 pharmacies et 38 cliniques à Kinshasa, Lubumbashi et Matadi. La société a été fondée en 2018 par Dr Grâce Mbuyi et Patrick Ilunga, tous deux dirigeants à temps plein.

Performance (comptes audités, opinion sans réserve)
- Chiffre d'affaires 2024 : 4,7 M USD
- Chiffre d'affaires 2025 : 8,4 M USD
- Marge brute : 31 % (30 % en 2024)
- Résultat net 2025 : 0,6 M USD
- Plan 2026 : 11,5 M USD

Clients
Le réseau de cliniques Afya Plus est le premier client, avec 21 % du chiffre d'affaires 2025. Aucune pharmacie ne dépasse 3 %.

Réglementation
L'autorisation d'importation et de distribution délivrée par l'autorité congolaise de réglementation pharmaceutique a été obtenue en 2024 et reste valable jusqu'en 2029. Aucune procédure n'est en cours.

Actionnariat après opération
- Fondateurs : 62 %
- Congo River Fund II : 22 %
- Autres investisseurs : 16 %

Risques
Une dépréciation marquée du franc congolais pourrait renchérir les importations ; la société facture en dollars auprès de la majorité des cliniques. Un concurrent pourrait entrer sur Lubumbashi ; la société y dispose de trois ans d'avance logistique.

Recommandation : investir, avec un siège au conseil d'administration.`,
  },
  // CLEAN — marge 60 → 58 % (−2 pts) ; churn 2,1 %/mois ; runway 1,9 M€ / 90 k€ = 21 mois ; CA mensuel 148 k€ > burn 90 k€ ; ×2,1
  {
    id: 'h11-fr-ndimbal-fiche',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['gross-margin', 'high-churn', 'unrealistic-growth', 'short-runway', 'no-competition', 'burn-above-revenue', 'debt-distress'],
    traits: ['one-pager', 'list', 'figures'],
    text: `NDIMBAL — Fiche investisseur (une page)
Dakar, Sénégal — Crédit de fonds de roulement pour commerçants — Série A : 4 M€

Ce que nous faisons
Ndimbal avance du stock aux boutiquiers et grossistes de Dakar, Thiès et Touba, remboursé automatiquement sur leurs encaissements mobiles.

Chiffres clés
- Chiffre d'affaires 2025 : 1,2 M€ (570 k€ en 2024)
- Chiffre d'affaires de décembre 2025 : 148 k€
- Marge brute : 58 % (60 % en 2024)
- Taux de désabonnement des commerçants : 2,1 % par mois
- Créances en retard de plus de 30 jours : 2,8 % de l'encours
- Trésorerie : 1,9 M€ ; burn net mensuel : 90 k€

Concurrence
Wave et Orange Money distribuent des crédits via des partenaires ; plusieurs institutions de microfinance ciblent les mêmes commerçants. Notre avantage : l'analyse des flux de caisse en temps réel et un délai de décision de dix minutes.

Projections
- 2026 : 2,5 M€
- 2027 : 4,8 M€

Réglementation
Les crédits sont octroyés par notre banque partenaire agréée ; Ndimbal agit comme prestataire technique.

Équipe
Abdoulaye Fall (CEO, ex-banquier), Khady Sarr (CTO), Ibou Diop (risques). Trois fondateurs à plein temps, 74 % du capital.

Utilisation des fonds
Capital de prêt en complément de la ligne bancaire, extension à Saint-Louis et Kaolack, équipe data.`,
  },
  {
    id: 'h11-fr-amfumoa-agrement-akwaba',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['letter', 'regulator', 'negation', 'time'],
    text: `AUTORITÉ DES MARCHÉS FINANCIERS DE L'UNION MONÉTAIRE OUEST AFRICAINE (AMF-UMOA)
Abidjan, le 28 septembre 2026
Réf. : AMF-UMOA/DAJ/2026/0936

Madame la Présidente du conseil d'administration
AKWABA FINANCE PARTICIPATIVE SA
Plateau, Abidjan (Côte d'Ivoire)

Objet : Notification de décision d'agrément

Madame la Présidente,

J'ai l'honneur de vous informer que le Conseil de l'Autorité, réuni en sa session ordinaire du 22 septembre 2026, a examiné la demande d'agrément en qualité de plateforme de financement participatif que votre société a déposée le 10 avril 2026.

Après examen du dossier et des compléments transmis le 18 juillet 2026, le Conseil a décidé d'accorder l'agrément sollicité. La décision n° CREPMF/2026-118 est jointe à la présente. Votre société est inscrite au registre des intervenants agréés à compter de ce jour. L'instruction de votre dossier est close.

Cet agrément est assorti des obligations habituelles :
- transmission trimestrielle des statistiques d'activité ;
- communication annuelle des états financiers certifiés ;
- information préalable de l'Autorité pour toute modification de l'actionnariat supérieure à 10 % ou tout changement de dirigeant ;
- respect des plafonds de collecte par projet prévus par l'instruction applicable.

Je vous rappelle que le non-respect de ces obligations pourrait conduire l'Autorité à engager une procédure disciplinaire. À ce jour, aucune procédure de cette nature n'est ouverte à l'encontre de votre société.

Je vous prie d'agréer, Madame la Présidente, l'expression de ma considération distinguée.

Le Secrétaire général`,
  },
  // CLEAN — litige clos par transaction, dette fiscale régularisée
  {
    id: 'h11-fr-tsiry-courriels-litige-clos',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['litigation', 'debt-distress'],
    traits: ['email', 'quoted', 'time', 'negation'],
    text: `De : Me Haingo Razafindrabe <h.razafindrabe@cabinet-rh.mg>
À : Thomas Lefèvre <t.lefevre@ocean-indien-invest.com>
Cc : Naina Rasoanaivo <naina@tsirylogistique.mg>
Date : 9 octobre 2026, 10:12
Objet : RE: Tsiry Logistique — points juridiques avant signature

Monsieur Lefèvre,

Je vous confirme les deux points, pièces à l'appui (dossier partagé, répertoire 4) :

1. Le différend avec la société Manga Transit a pris fin. La transaction a été signée le 12 mars 2026, le montant convenu de 38 M Ar a été réglé le 30 mars, et le désistement d'instance a été constaté par le tribunal de commerce de Toamasina le 21 avril. Plus aucune procédure n'est pendante entre les parties.

2. Le redressement fiscal de 2024 a été entièrement réglé. La Direction générale des impôts a délivré un certificat de situation fiscale le 2 juin 2026 attestant que la société n'a aucune dette fiscale exigible. Aucun échéancier n'est en cours.

À ma connaissance, la société n'est partie à aucun autre litige.

Bien cordialement,
Haingo Razafindrabe, avocate au barreau de Madagascar

> Le 7 oct. 2026 à 16:40, Thomas Lefèvre a écrit :
> Maître,
> Notre comité souhaite avant la signature une confirmation écrite sur (1) la procédure
> engagée par Manga Transit devant le tribunal de Toamasina, mentionnée dans le rapport
> de 2025, et (2) le redressement fiscal notifié en 2024. Sont-ils bien clos ?
> Merci d'avance,
> Thomas Lefèvre, Océan Indien Invest`,
  },
  // CLEAN — opinion sans réserve, CA +8 %, marge stable
  {
    id: 'h11-fr-ogooue-lettre-cac',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['going-concern', 'audit-opinion', 'gross-margin', 'declining-revenue'],
    traits: ['letter', 'auditor', 'negation', 'words'],
    text: `Cabinet Mba Ekogha Audit & Conseil — Commissaire aux comptes
Boulevard Triomphal, Libreville

Libreville, le 22 mai 2026

Monsieur le Président-directeur général
OGOOUÉ DISTRIBUTION SA
Zone industrielle d'Oloumi, Libreville (Gabon)

Objet : Lettre de recommandations — exercice 2025

Monsieur le Président-directeur général,

Nous avons achevé nos travaux sur les comptes de l'exercice clos le 31 décembre 2025. Nous avons certifié ces comptes sans réserve ni observation ; notre rapport a été remis au conseil le 15 mai. Le chiffre d'affaires s'établit à 12,4 Md FCFA, en progression de 8 %, et le taux de marge brute à 24,6 %, contre 24,9 % en 2024. Nous n'avons relevé aucun élément de nature à remettre en cause la continuité d'exploitation.

Nos travaux nous conduisent à formuler les recommandations suivantes, qui n'affectent pas notre opinion :

1. Stocks : généraliser les inventaires tournants dans les dépôts de Port-Gentil et de Franceville, où les écarts d'inventaire, bien que faibles (0,4 % de la valeur des stocks), restent supérieurs à ceux de Libreville.

2. Trésorerie : séparer les fonctions d'émission des paiements et de rapprochement bancaire, aujourd'hui assurées par la même personne au dépôt de Franceville.

3. Système d'information : revoir les profils d'accès à l'ERP ; douze comptes génériques sont encore actifs.

4. Procédures : formaliser la procédure d'achat pour les commandes supérieures à 50 M FCFA.

Nous vous remercions pour la qualité de l'accueil réservé à nos équipes.

Veuillez agréer, Monsieur le Président-directeur général, l'expression de nos salutations distinguées.

Régis Mba Ekogha, commissaire aux comptes`,
  },
];
