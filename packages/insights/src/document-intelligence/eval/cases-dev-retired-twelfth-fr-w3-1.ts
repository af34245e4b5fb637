import type { RedFlagCase } from './case';

export const redFlagTwelfthFrW3Part1: readonly RedFlagCase[] = [
  // Remaining active founder: Fatou Ndiaye 4 600 / 10 000 = 46 % (>= 40 %), so not low-founder-ownership.
  // Ousmane Diallo (co-founder, CTO) left on 31 March and keeps 2 200 shares (22 %): option not exercised, no buy-back.
  {
    id: 'h12-fr-w3-pv-ag-sahel-grains',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['founder-departure', 'dead-equity'],
    absent: ['litigation', 'low-founder-ownership'],
    traits: ['words', 'indirect', 'time'],
    text: `SAHEL GRAINS SAS
Société par actions simplifiée au capital de 10 000 000 FCFA – Siège : Sacré-Cœur 3, Dakar – RCCM SN-DKR-2021-B-14523

PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE DU 12 AVRIL 2025

L'an deux mille vingt-cinq, le douze avril à dix heures, les associés de la société Sahel Grains SAS se sont réunis au siège social sur convocation de la Présidente. Associés présents ou représentés : 9 400 actions sur 10 000. Le quorum étant atteint, l'assemblée peut valablement délibérer.
Présidente de séance : Mme Fatou Ndiaye, cofondatrice et Présidente (4 600 actions).

ORDRE DU JOUR
1. Approbation des comptes de l'exercice 2024 ;
2. Situation de M. Ousmane Diallo ;
3. Questions diverses.

PREMIÈRE RÉSOLUTION
L'assemblée approuve les comptes de l'exercice clos le 31 décembre 2024, qui font apparaître un chiffre d'affaires de 318 M FCFA et un résultat net bénéficiaire de 9,4 M FCFA. Adoptée à l'unanimité.

DEUXIÈME RÉSOLUTION
La Présidente rappelle que M. Ousmane Diallo, cofondateur et directeur technique, avait exprimé en janvier son souhait de prendre du recul pour des raisons familiales. Ses fonctions ont pris fin le 31 mars 2025 ; l'intérim de la direction technique est assuré par M. Lamine Sarr, responsable des opérations.
L'assemblée prend acte que M. Diallo conserve les 2 200 actions qu'il détient. La promesse de cession prévue à l'article 12 des statuts n'ayant pas été levée dans le délai de soixante jours, ni la société ni les autres associés n'acquerront ces actions. Adoptée à l'unanimité des voix exprimées, M. Diallo s'étant abstenu.
L'assemblée constate qu'aucun différend n'oppose M. Diallo à la société et le remercie pour sa contribution.

TROISIÈME RÉSOLUTION
Tous pouvoirs sont donnés au porteur d'une copie des présentes pour accomplir les formalités légales.

Questions diverses : néant.
Plus rien n'étant à l'ordre du jour, la séance est levée à 12 h 15.
La Présidente de séance            Le Secrétaire de séance`,
  },
  // Clean: no customer above 12 %; top three together 29 % (< 30 %), unnamed; CNSS arrears paid off in Dec. 2023;
  // revenue up (612 -> 745 M FCFA); gross margin up 26 % -> 27 %.
  {
    id: 'h12-fr-w3-note-credit-kaju-nova',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['customer-concentration', 'debt-distress', 'related-party'],
    traits: ['negation', 'time', 'figures'],
    text: `BANQUE SUD-ATLANTIQUE DU BÉNIN – Direction des Engagements
NOTE DE CRÉDIT N° 2025/PME/087 – Comité du 9 avril 2025

Client : KAJU NOVA SARL, Parakou – transformation et conditionnement de noix de cajou
Demande : crédit de campagne de 150 M FCFA, durée 10 mois, remboursable in fine sur les encaissements export
Chargé d'affaires : M. Florent Zinsou

1. ACTIVITÉ
Chiffre d'affaires 2023 : 612 M FCFA ; 2024 : 745 M FCFA, soit +21,7 %. Marge brute 2024 : 27 % (26 % en 2023). Capacité de décorticage portée à 6 tonnes/jour en septembre 2024.

2. CLIENTÈLE
Portefeuille de 23 acheteurs (exportateurs, grossistes de Cotonou et de Lomé). Aucun client ne dépasse 12 % du chiffre d'affaires 2024 ; les trois premiers réunis en représentent 29 %. Le risque de dépendance commerciale est jugé faible.

3. ENGAGEMENTS ET INCIDENTS
Centrale des risques BCEAO consultée le 3 avril 2025 : aucun incident de paiement déclaré.
Le retard de cotisations CNSS relevé dans notre note de 2023 (4,1 M FCFA) a été apuré en totalité en décembre 2023 ; attestation de situation régulière du 15 mars 2025 jointe au dossier. Attestation fiscale de non-redevance délivrée par la DGI : jointe.

4. GOUVERNANCE
Le gérant-fondateur, M. Sèna Adjovi, détient 70 % des parts. Le magasin de stockage de Tchaourou est loué à un propriétaire sans lien avec les associés (bail vérifié).

5. GARANTIES
Nantissement des stocks sous tierce détention, caution personnelle du gérant, domiciliation des recettes export.

6. AVIS DU CHARGÉ D'AFFAIRES
Favorable, sous réserve de la signature de la convention de tierce détention avant le premier tirage.`,
  },
  // Net burn = 5.5 - 2.0 = 3.5 M FCFA/week -> 3.5 x 52 / 12 = 15.2 M/month; runway = 41.6 / 15.2 = 2.7 months (11.9 weeks) < 9.
  // Costs 5.5 M/week above revenue (collections) 2.0 M/week -> burn-above-revenue.
  {
    id: 'h12-fr-w3-whatsapp-faso-solaire',
    documentType: 'business_plan',
    language: 'fr',
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['debt-distress'],
    traits: ['chat', 'figures', 'indirect', 'split'],
    text: `Groupe WhatsApp « SOLEKO Direction 🇧🇫 »

[08:14] Issouf (DG) : Bonjour l'équipe. Point tréso avant le board de jeudi svp
[08:15] Issouf (DG) : Solde banque + caisse ce matin : 41,6 M FCFA
[08:17] Mariam (DAF) : Sur les 4 dernières semaines on a décaissé en moyenne 5,5 M par semaine (salaires, kits importés, loyer Ouaga 2000, carburant des techniciens)
[08:17] Mariam (DAF) : Encaissements pay-as-you-go : environ 2 M par semaine, c'est assez stable
[08:19] Issouf (DG) : Ok. Donc on reste sur ce rythme tant que le container de Tema n'est pas dédouané
[08:20] Abdoul (COO) : Le container c'est 3 semaines encore minimum 😩 le transitaire dit que le port est bloqué
[08:22] Mariam (DAF) : Je prépare le tableau pour le board, avec un scénario où la tranche de la BAD n'arrive pas avant septembre
[08:23] Issouf (DG) : Mets aussi les kits actifs : 2 340 à fin mai, et le taux de remboursement à 92 %
[08:25] Abdoul (COO) : 👍🏾 et on a toujours zéro impayé fournisseur, faut le dire au board
[08:26] Issouf (DG) : Oui oui. On se parle à 11h, Mariam envoie le fichier avant`,
  },
  // Clean: unqualified opinion, no going-concern doubt, loan repaid, no related-party agreement.
  {
    id: 'h12-fr-w3-cac-paylog-ci',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['audit-opinion', 'going-concern', 'related-party', 'debt-distress'],
    traits: ['negation', 'words'],
    text: `CABINET KOUASSI & ASSOCIÉS
Expertise comptable – Commissariat aux comptes – Abidjan-Plateau, Avenue Chardy

RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS DE SYNTHÈSE
Exercice clos le 31 décembre 2024

Aux actionnaires de la société PAYLOG CI SA

Opinion
En exécution de la mission qui nous a été confiée par votre assemblée générale, nous avons effectué l'audit des états financiers de synthèse de la société PAYLOG CI SA, comprenant le bilan au 31 décembre 2024 (total net : 2 418 M FCFA), le compte de résultat (chiffre d'affaires : 1 906 M FCFA ; résultat net bénéficiaire : 86 M FCFA), le tableau des flux de trésorerie et les notes annexes.
À notre avis, les états financiers de synthèse sont, dans tous leurs aspects significatifs, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice, conformément aux règles et méthodes comptables édictées par le SYSCOHADA révisé.

Fondement de l'opinion
Nous avons effectué notre audit selon les normes internationales d'audit (ISA). Nous estimons que les éléments probants recueillis sont suffisants et appropriés pour fonder notre opinion.

Continuité d'exploitation
Nous n'avons pas relevé d'événements ou de circonstances susceptibles de faire peser un doute important sur la capacité de la société à poursuivre son exploitation. Le prêt de 300 M FCFA arrivé à échéance en octobre 2024 a été intégralement remboursé à bonne date.

Vérifications et informations spécifiques
Nous n'avons pas d'observation à formuler sur la sincérité et la concordance avec les états financiers des informations données dans le rapport de gestion du Conseil d'administration.
Aucune convention relevant des articles 438 et suivants de l'Acte uniforme relatif aux sociétés commerciales n'a été portée à notre connaissance au cours de l'exercice.

Fait à Abidjan, le 28 mars 2025
Le Commissaire aux comptes, associé signataire`,
  },
  // Active founders: 19.5 % + 17.0 % = 36.5 % < 40 % -> low-founder-ownership. Largest holder 26 % (< 50 %).
  // BSA-AIR conversion disputed (180 shares) and register not reconciled -> cap-table-complexity.
  {
    id: 'h12-fr-w3-cap-table-classebox',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['low-founder-ownership', 'cap-table-complexity'],
    absent: ['investor-control', 'dead-equity'],
    traits: ['table', 'figures', 'indirect'],
    text: `CLASSEBOX SAS (Cotonou) – Table de capitalisation au 30 juin 2025
Version de travail n° 4 – préparée par le Cabinet Dossou Avocats pour la revue juridique du tour de série A

| Détenteur | Qualité | Actions | % du capital |
|---|---|---|---|
| Aïcha Houngbédji | Cofondatrice, directrice générale | 1 950 | 19,5 % |
| Rodrigue Agossou | Cofondateur, directeur technique | 1 700 | 17,0 % |
| Sahel Seed Fund I | Investisseur (amorçage 2023) | 2 600 | 26,0 % |
| Business angels (7 personnes) | Investisseurs | 1 500 | 15,0 % |
| Conversion des BSA-AIR 2024 | Porteurs de BSA-AIR | 1 250 | 12,5 % |
| Pool d'options | Salariés (60 % non attribué) | 1 000 | 10,0 % |
| Total | | 10 000 | 100 % |

Notes du cabinet
1. Les deux cofondateurs sont les seuls dirigeants opérationnels ; aucun ancien salarié ni ancien dirigeant ne figure au capital.
2. Le nombre d'actions issues de la conversion des BSA-AIR (ligne 5) est provisoire : notre calcul et celui des porteurs divergent de 180 actions selon que la décote de 20 % s'applique avant ou après le plafond de valorisation.
3. Le registre des mouvements de titres tenu au siège n'est plus à jour depuis mars 2024 et ne concorde pas avec la présente table pour deux cessions intervenues entre business angels. En l'état, la table ne peut pas être considérée comme rapprochée.
4. Aucun associé ne détient seul plus de 26 % du capital.`,
  },
  {
    id: 'h12-fr-w3-artp-sanction-tekki-sms',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['regulatory'],
    absent: ['litigation', 'pending-licence'],
    traits: ['words'],
    text: `RÉPUBLIQUE DU SÉNÉGAL
AUTORITÉ DE RÉGULATION DES TÉLÉCOMMUNICATIONS ET DES POSTES (ARTP)
Le Directeur général

Dakar, le 6 mai 2025
N° 0412/ARTP/DG/DJ

À Monsieur le Gérant de TEKKI SMS SARL
Mermoz-Pyrotechnie, Dakar

Objet : Décision portant sanction – utilisation non conforme de numéros courts

Monsieur le Gérant,

Par lettre n° 0187/ARTP/DG/DJ du 14 février 2025, l'ARTP vous a mis en demeure de cesser, dans un délai de trente (30) jours, l'envoi de messages promotionnels non sollicités à partir des numéros courts 2145 et 2146 qui vous ont été attribués.
Le contrôle effectué le 2 avril 2025 a établi que ces envois se sont poursuivis sans recueil du consentement préalable des abonnés, et que votre licence d'agrégateur de services à valeur ajoutée n'autorise pas ce type d'usage.
En conséquence, le Collège de l'ARTP, en sa séance du 29 avril 2025, a décidé :
1. d'infliger à TEKKI SMS SARL une sanction pécuniaire de vingt-cinq millions (25 000 000) de francs CFA, payable dans un délai de trente jours ;
2. de suspendre, pour une durée de quarante-cinq (45) jours à compter de la notification de la présente, l'utilisation des numéros courts 2145 et 2146 ;
3. d'ordonner la transmission, avant la levée de la suspension, d'une procédure écrite de recueil et de conservation du consentement des abonnés.
La présente décision peut faire l'objet d'un recours devant la juridiction compétente dans les délais légaux.

Veuillez agréer, Monsieur le Gérant, l'expression de ma considération distinguée.

Le Directeur général`,
  },
  // Clean: runway = 171.9 / 16.9 = 10.2 months (>= 9); churn Feb 18/595 = 3.0 %, Mar 19/612 = 3.1 %, Apr 19/631 = 3.0 % (< 5 %);
  // net burn 16.9 M < MRR 46.3 M; MRR rising; largest client < 4 % of MRR.
  {
    id: 'h12-fr-w3-dashboard-kobo-rh',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['short-runway', 'high-churn', 'burn-above-revenue', 'customer-concentration'],
    traits: ['table', 'figures', 'negation'],
    text: `KOBO RH – Tableau de bord mensuel – avril 2025
Logiciel de paie et de gestion RH pour PME, Abidjan (Cocody Riviera)
Destinataires : conseil d'administration, investisseurs

| Indicateur | Février | Mars | Avril |
|---|---|---|---|
| MRR (M FCFA) | 42,1 | 44,0 | 46,3 |
| Clients actifs en fin de mois | 612 | 631 | 652 |
| Clients perdus dans le mois | 18 | 19 | 19 |
| Attrition mensuelle (clients) | 3,0 % | 3,1 % | 3,0 % |
| Consommation nette de trésorerie (M FCFA) | 17,8 | 17,2 | 16,9 |
| Trésorerie en fin de mois (M FCFA) | 206,0 | 188,8 | 171,9 |

Commentaires de la direction
– La croissance du MRR se poursuit (+5,2 % en avril), portée par l'offre « Paie + CNPS » lancée en février.
– Au rythme de consommation d'avril, la trésorerie couvre un peu plus de dix mois d'activité. Le conseil a néanmoins décidé d'ouvrir la levée de série A dès juin, sans attendre de passer sous le seuil de neuf mois fixé dans notre politique de trésorerie.
– Aucun client ne représente plus de 4 % du MRR ; les dix premiers comptes en font 21 %.
– L'attrition reste concentrée sur les très petites entreprises (moins de 5 salariés) ; elle est nulle sur les comptes de plus de 50 salariés depuis six mois.`,
  },
  // Revenue projection: 2024 actual 64 M -> 2025 forecast 290 M = x4.5 in one year (>= 4x) -> unrealistic-growth.
  // "Nous n'avons pas de concurrent" -> no-competition. Costs below revenue in every year; operating permit already granted.
  {
    id: 'h12-fr-w3-dossier-fonds-souchet-niger',
    documentType: 'business_plan',
    language: 'fr',
    present: ['unrealistic-growth', 'no-competition'],
    absent: ['burn-above-revenue', 'pending-licence'],
    traits: ['table', 'figures', 'indirect'],
    text: `DOSSIER DE DEMANDE DE FINANCEMENT – Fonds Sahel Agro-Amorçage, appel 2025
Promoteur : TIGER NUT SAHEL SARL, Maradi (Niger)
Montant sollicité : 180 M FCFA (prêt participatif, 5 ans, dont 12 mois de différé)

1. Objet
Construction d'une unité de transformation du souchet (pois sucré) en farine, huile et boisson, d'une capacité de 12 tonnes par jour, contre 2 tonnes aujourd'hui dans notre atelier pilote.

2. Autorisations
Autorisation d'exploitation d'établissement agro-alimentaire délivrée par le ministère du Commerce et de l'Industrie le 12 mars 2024 ; certificat de conformité sanitaire obtenu en juillet 2024.

3. Marché et concurrence
Le Niger produit l'essentiel du souchet consommé dans la sous-région, mais il est exporté brut vers le Nigeria et l'Europe. Nous n'avons pas de concurrent : aucune autre entreprise ne transforme industriellement le souchet au Niger, et les produits finis importés restent marginaux sur les marchés de Niamey et de Maradi.

4. Historique et prévisions (en M FCFA)

| | 2024 (réel) | 2025 (prév.) | 2026 (prév.) | 2027 (prév.) |
|---|---|---|---|---|
| Chiffre d'affaires | 64 | 290 | 820 | 1 650 |
| Charges d'exploitation | 58 | 231 | 590 | 1 120 |
| Résultat d'exploitation | 6 | 59 | 230 | 530 |

Hypothèses : mise en service de l'unité en avril 2025 ; contrats d'achat avec 14 groupements de producteurs (1 800 femmes) ; deux distributeurs à Niamey et un importateur à Kano.

5. Impact
140 emplois directs à l'horizon 2027, dont 60 % occupés par des femmes.`,
  },
];
