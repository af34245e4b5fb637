import type { RedFlagCase } from './case';

export const redFlagEleventhFrCases2: readonly RedFlagCase[] = [
  // burn net 55 300 € > CA 31 200 € ; runway = 210 000 / 55 300 = 3,8 mois ; churn 7,5 %/mois (≥ 5 %)
  {
    id: 'h11-fr-kaloum-lettre-septembre',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['high-churn', 'burn-above-revenue', 'short-runway', 'going-concern'],
    absent: ['declining-revenue', 'debt-distress'],
    traits: ['letter', 'figures', 'list', 'indirect'],
    text: `KALOUM LIVRAISON — Point mensuel aux investisseurs — septembre 2026
Conakry, Guinée

Bonjour à toutes et à tous,

Chiffres du mois
- Commandes livrées : 18 900 (+6 % sur août)
- Chiffre d'affaires : 31 200 € (août : 29 400 €)
- Charges totales : 86 500 €
- Burn net : 55 300 €
- Trésorerie au 30 septembre : 210 000 €

Marchands
Nous avons gagné 142 nouveaux marchands en septembre, mais 7,5 % de notre base active a cessé de commander sur le mois, un niveau comparable à celui de juillet et d'août. Les départs concernent surtout les petites boutiques de Ratoma, qui reviennent à la livraison par moto-taxi informelle.

Gouvernance
Le conseil d'administration du 18 septembre a examiné le budget 2027. Il a constaté qu'en l'absence de nouveau financement avant la fin janvier 2027, la continuité d'exploitation de la société n'est pas assurée, et il a demandé que ce point figure dans les prochains comptes.

Plan d'action
1. Relèvement du tarif minimum de livraison de 15 000 à 20 000 GNF à partir du 1er novembre.
2. Gel des recrutements et renégociation du bail de l'entrepôt de Kaloum.
3. Discussions avec deux fonds régionaux et avec un opérateur de paiement mobile pour un financement relais.

Ce dont nous avons besoin
Des introductions auprès d'investisseurs en dette ou en quasi-fonds propres, et vos retours sur notre nouvelle grille tarifaire.

Merci de votre confiance,
Mamadou Bah, fondateur et directeur général`,
  },
  // CA 148 → 121 M MAD (baisse) ; ModaSur 58 % ; DSCR 0,9 < covenant 1,25 ; marge brute 27,1 → 26,4 % (−0,7 pt)
  {
    id: 'h11-fr-textiles-souss-credit',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['declining-revenue', 'customer-concentration', 'debt-distress', 'litigation'],
    absent: ['gross-margin', 'going-concern', 'audit-opinion'],
    traits: ['memo', 'table', 'figures', 'time'],
    text: `CRÉDIT DU MAGHREB ATLANTIQUE — Comité de crédit régional Casablanca-Settat
Note d'analyse — dossier n° CC-2026-0871

Contrepartie : TEXTILES DU SOUSS SA, Casablanca (Aïn Sebaâ)
Activité : confection de prêt-à-porter pour l'export
Objet : demande de réaménagement du crédit d'investissement (encours : 38 M MAD) et renouvellement de la ligne d'escompte

1. Éléments financiers (comptes certifiés sans réserve)
Exercice;2023;2024;2025
Chiffre d'affaires (M MAD);139;148;121
Marge brute;27,0 %;27,1 %;26,4 %
Résultat net (M MAD);6,1;7,3;4,2
DSCR;1,6;1,4;0,9

2. Clientèle
Le distributeur espagnol ModaSur SL a représenté 58 % des ventes 2025. La réduction de ses commandes au second semestre explique l'essentiel du recul de l'activité.

3. Comportement bancaire
Le contrat de prêt impose un ratio de couverture du service de la dette d'au moins 1,25. Au 31 décembre 2025, ce ratio ressort à 0,9 : le covenant n'est pas respecté et la société n'a pas obtenu de dérogation. Les échéances de février et de mars 2026 ont été réglées avec 45 jours de retard ; celle de septembre 2026 reste impayée à ce jour.

4. Contentieux
Un ancien fournisseur de fils, Filatures de l'Oriental, a assigné la société devant le tribunal de commerce de Casablanca en paiement de 6,8 M MAD de factures contestées. L'affaire est pendante ; la prochaine audience est fixée au 14 janvier 2027.

5. Avis
Le chargé d'affaires propose un rééchelonnement sur 24 mois assorti d'un nantissement du fonds de commerce. La direction des risques émet un avis réservé.`,
  },
  {
    id: 'h11-fr-cobac-wouri',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['regulatory', 'pending-licence'],
    absent: ['litigation', 'going-concern'],
    traits: ['letter', 'regulator', 'words', 'time'],
    text: `COMMISSION BANCAIRE DE L'AFRIQUE CENTRALE (COBAC)
Secrétariat général — Libreville

Libreville, le 3 août 2026
Réf. : COBAC/SG/DCP/2026/1187

Monsieur le Directeur général
CRÉDIT SOLIDAIRE DU WOURI SA
Établissement de microfinance de 1re catégorie
Boulevard de la Liberté, Douala (Cameroun)

Objet : Décision COBAC D-2026/214 et situation de votre demande d'agrément

Monsieur le Directeur général,

J'ai l'honneur de vous notifier la décision prise par la Commission bancaire lors de sa session du 24 juillet 2026.

Au vu du rapport de la mission de contrôle sur place de mars 2026, qui a relevé un ratio de liquidité inférieur au minimum réglementaire pendant cinq mois consécutifs et des insuffisances graves dans le dispositif de lutte contre le blanchiment, la Commission a décidé :
- la suspension, pour une durée de six mois, de l'ouverture de nouveaux comptes de dépôt ;
- l'interdiction de distribuer des dividendes au titre de l'exercice 2025 ;
- la désignation d'un administrateur provisoire adjoint chargé de suivre la mise en œuvre du plan de redressement.

Par ailleurs, votre demande d'agrément en qualité d'établissement de microfinance de 2e catégorie, déposée le 3 février 2026 auprès de l'autorité monétaire, demeure en cours d'instruction. Elle ne pourra être présentée à la Commission qu'après la levée des mesures ci-dessus et la production des pièces complémentaires listées en annexe.

Vous voudrez bien transmettre au Secrétariat général, dans un délai de trente jours, un plan d'action daté et chiffré.

Veuillez agréer, Monsieur le Directeur général, l'assurance de ma considération distinguée.

Le Secrétaire général`,
  },
  {
    id: 'h11-fr-sunu-dataroom',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['founder-departure', 'dead-equity', 'litigation'],
    absent: ['cap-table-complexity', 'related-party', 'pending-licence', 'low-founder-ownership'],
    traits: ['checklist', 'table', 'time', 'words'],
    text: `SUNU CLINIQUE DIGITALE SAS (Dakar) — Liste de contrôle data room, réponses de la société
Destinataire : Teranga Growth Partners — état au 4 novembre 2026

Rubrique A — Gouvernance et équipe
A1. Un fondateur ou un dirigeant a-t-il quitté la société au cours des 24 derniers mois ?
Réponse : Oui. M. Ibrahima Diallo, cofondateur et directeur technique, a quitté ses fonctions le 30 juin 2026.
A2. Ses titres ont-ils été rachetés ?
Réponse : Non. M. Diallo détient toujours 9 % du capital. La clause de rachat prévue au pacte (départ avant quatre ans) n'a pas été exercée ; les discussions sont suspendues.
A3. Répartition actuelle du capital ?
Réponse : fondateurs en poste 58 %, M. Diallo 9 %, Teranga Seed 21 %, BSPCE attribués 12 %. Table rapprochée du registre par Me Faye au 30 septembre 2026 (pièce A3).

Rubrique B — Contentieux
B1. Existe-t-il des procédures en cours ?
Réponse : Oui. M. Diallo a saisi le tribunal du travail de Dakar le 2 août 2026 ; il conteste la qualification de sa sortie et réclame 42 000 000 FCFA d'indemnités. Audience de conciliation sans accord le 10 octobre ; renvoi au fond en février 2027.
B2. Autres litiges ?
Réponse : Non.

Rubrique C — Réglementaire
C1. Autorisations d'exercice : autorisation du ministère de la Santé pour la téléconsultation obtenue le 12 mars 2025 (pièce C1).
C2. Données personnelles : déclaration à la CDP effectuée, récépissé reçu (pièce C2).

Rubrique D — Conventions
D1. Conventions avec des parties liées : aucune.

Rubrique E — Fiscal et social
E1. Attestations de régularité fiscale et sociale à jour (pièces E1 et E2).`,
  },
  // MRR déclaré = abonnements + frais de mise en service ponctuels ; marge brute 72,1 % → 62,0 % (−10 pts) ; CA en hausse chaque mois
  {
    id: 'h11-fr-qarta-csv-mensuel',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['non-recurring-revenue', 'gross-margin'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['csv', 'table', 'figures', 'indirect'],
    text: `# QARTA SAAS SARL (Tunis) — compte de gestion mensuel — second semestre 2026
# Montants en dinars tunisiens (TND) — export du tableau de bord financier, séparateur ;
# Logiciel de gestion de flotte pour transporteurs et distributeurs

Poste;juil. 2026;août 2026;sept. 2026;oct. 2026;nov. 2026;déc. 2026
Abonnements mensuels;150 000;156 000;163 000;171 000;178 000;186 000
Frais de mise en service (facturés une seule fois à la signature);22 000;24 000;25 000;27 000;28 000;30 000
Revenus récurrents déclarés (MRR);172 000;180 000;188 000;198 000;206 000;216 000
Coût des services (hébergement, boîtiers, support);48 000;52 000;58 000;66 000;74 000;82 000
Marge brute;124 000;128 000;130 000;132 000;132 000;134 000
Taux de marge brute;72,1 %;71,1 %;69,1 %;66,7 %;64,1 %;62,0 %
Charges de personnel;70 000;71 000;72 000;73 000;75 000;76 000
Marketing;15 000;15 000;16 000;16 000;16 000;16 000
Autres charges;10 000;10 000;10 000;11 000;11 000;11 000
Total charges;143 000;148 000;156 000;166 000;176 000;185 000
Résultat d'exploitation;29 000;32 000;32 000;32 000;30 000;31 000
Clients actifs;412;431;452;476;497;521

# Commentaires de la direction financière
# - Le MRR présenté aux actionnaires correspond à la ligne « Revenus récurrents déclarés », conformément à la méthode retenue depuis 2025.
# - La hausse du coût des services s'explique par le passage à des boîtiers 4G et par l'internalisation du support de niveau 2.
# - Objectif 2027 : MRR de 300 000 TND en décembre.`,
  },
  // IC : Lagune Capital 52 % (≥ 50 %) ; fondateurs 38 % (< 40 %) ; CTO cofondateur annonce son départ
  {
    id: 'h11-fr-marchevert-blog',
    documentType: 'business_plan',
    language: 'fr',
    present: ['founder-departure', 'investor-control', 'low-founder-ownership'],
    absent: ['dead-equity', 'cap-table-complexity', 'burn-above-revenue'],
    traits: ['blog', 'words', 'figures', 'time'],
    text: `Marché Vert ouvre un nouveau chapitre
Billet de blog de Mariam Touré, cofondatrice et directrice générale — Abidjan, 20 octobre 2026

Il y a cinq ans, Serge Koné et moi lancions Marché Vert depuis un petit bureau de Treichville, avec une idée simple : permettre aux restaurants et aux supérettes d'Abidjan de commander fruits, légumes et vivriers directement auprès des coopératives, livrés le lendemain.

Aujourd'hui, plus de 2 100 commerçants commandent chaque semaine sur la plateforme. Notre chiffre d'affaires 2025 a atteint 2,3 Md FCFA, en hausse de 64 %, et nous avons ouvert Bouaké et Yamoussoukro cette année.

Je suis heureuse d'annoncer la clôture de notre série A, menée par Lagune Capital. À l'issue de l'opération, Lagune Capital détient 52 % du capital de la société. Serge et moi en détenons ensemble 38 %, et 10 % sont réservés à nos salariés. Certains nous ont demandé si nous n'avions pas cédé trop. Nous avons fait ce choix en connaissance de cause : Lagune nous apporte bien plus que des fonds, avec son réseau logistique dans toute la sous-région.

Ce nouveau chapitre s'accompagne aussi d'un changement dans l'équipe. Serge, notre directeur technique et cofondateur, a décidé de quitter ses fonctions opérationnelles à la fin du mois de décembre pour se consacrer à un projet personnel. Il restera un ami et un conseiller. Le recrutement de son successeur est en cours.

Nos priorités pour 2027 : la chaîne du froid, le crédit fournisseur pour nos commerçants et l'arrivée à Dakar.

Merci à nos clients, à nos producteurs et à toute l'équipe.`,
  },
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
