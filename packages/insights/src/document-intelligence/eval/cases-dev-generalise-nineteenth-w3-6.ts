import type { RedFlagCase } from './case';

export const generaliseNineteenthW3Part6: readonly RedFlagCase[] = [
  {
    id: 'd19-w3-fr-agrement-bceao-attente',
    documentType: 'business_plan',
    language: 'fr',
    present: ['pending-licence'],
    absent: ['regulatory', 'burn-above-revenue', 'missing-financials'],
    traits: ['words', 'time', 'indirect'],
    text: `TONTINE+ SA (Lomé) - Plan d'affaires 2026
Section 6 : Cadre réglementaire et calendrier

6.1 Notre activité actuelle
Depuis 2023, Tontine+ propose aux groupes d'épargne togolais une application de gestion des cotisations. Les fonds ne transitent pas par nos comptes : ils restent chez notre banque partenaire, Orabank Togo, qui détient l'agrément nécessaire.

Chiffres 2024 (en FCFA)
- Chiffre d'affaires (abonnements et commissions) : 286 000 000
- Charges d'exploitation : 231 000 000
- Résultat d'exploitation : 55 000 000

6.2 Notre projet : devenir établissement de monnaie électronique
Pour lancer notre propre portefeuille électronique, qui représente l'essentiel de la croissance prévue dans ce plan, nous devons obtenir l'agrément d'établissement de monnaie électronique délivré par la BCEAO. Le dossier a été déposé auprès de la Direction nationale de la BCEAO pour le Togo le 12 mars 2025, avec le capital minimum requis bloqué en compte. La Banque centrale a accusé réception du dossier complet le 30 juin 2025 ; l'instruction est en cours et aucune décision n'a encore été rendue.

6.3 Calendrier
- Si l'agrément est accordé au premier trimestre 2026 : lancement du portefeuille au deuxième trimestre.
- En attendant, nous continuons à opérer via Orabank, sans restriction.

6.4 Autres autorisations
Nos autres activités ne nécessitent aucune autorisation supplémentaire. La société n'a fait l'objet d'aucune sanction.`,
  },
  {
    id: 'd19-w3-fr-artci-sanction-arrieres',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['regulatory', 'debt-distress'],
    absent: ['litigation', 'pending-licence', 'going-concern'],
    traits: ['words', 'email', 'indirect'],
    text: `De : Serge Kouadio <s.kouadio@connectci.net>
À : Comité d'investissement, Afrique Croissance Partenaires
Date : 28 août 2025
Objet : Informations complémentaires avant le comité du 4 septembre

Madame, Monsieur,

Comme convenu lors de notre échange téléphonique, je vous transmets deux informations que nous préférons porter à votre connaissance avant le comité.

1. Décision de l'ARTCI
Par décision du 11 juillet 2025, l'Autorité de Régulation des Télécommunications/TIC de Côte d'Ivoire nous a infligé une amende de 75 000 000 FCFA pour manquements à la réglementation sur la protection des données personnelles (transfert de données clients vers un hébergeur situé hors de Côte d'Ivoire sans autorisation préalable). La décision nous interdit en outre de commercialiser notre offre de marketing par SMS jusqu'à la mise en conformité, constatée par un nouveau contrôle. Nous avons décidé de ne pas former de recours ; la migration vers un hébergeur local est en cours.

2. Situation fiscale
À la suite d'un contrôle de la DGI portant sur 2022 et 2023, un rappel de TVA et de pénalités de 112 000 000 FCFA a été mis en recouvrement. Nous avions obtenu un échéancier de six mois à partir d'avril ; les échéances de juin et de juillet n'ont pas pu être honorées. Le solde restant dû est de 74 000 000 FCFA et nous sollicitons un réaménagement auprès de la Direction des grandes entreprises.

Je reste à votre disposition pour en discuter.

Serge Kouadio
Directeur général, Connect CI SA`,
  },
  // croissance : 0,3 M€ (2025) -> 1,5 M€ (2026) = 5x en un an (>=4x).
  {
    id: 'd19-w3-fr-projection-aucun-concurrent',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['unrealistic-growth', 'no-competition'],
    absent: ['burn-above-revenue', 'missing-financials', 'customer-concentration'],
    traits: ['table', 'figures', 'words'],
    text: `RÉCOLTE - La place de marché des fruits et légumes pour les restaurants de Casablanca et Rabat
Présentation - levée d'amorçage - septembre 2025

Diapo 3 - Le marché
Les 9 000 restaurants de l'axe Casablanca-Rabat achètent chaque matin au marché de gros, en espèces, sans facture ni traçabilité.

Diapo 4 - Concurrence
Nous sommes seuls sur ce créneau : aucun concurrent ne propose aujourd'hui une livraison B2B de produits frais avec paiement à 30 jours au Maroc. Les grossistes traditionnels ne sont pas des concurrents : ils sont nos fournisseurs.

Diapo 6 - Traction (12 derniers mois)
Restaurants clients : 210
Chiffre d'affaires : 3,1 M MAD (environ 0,29 M€)
Coût des marchandises et de la livraison : 2,6 M MAD
Autres charges : 0,4 M MAD

Diapo 7 - Projections (M€)
                    2025     2026     2027     2028
Restaurants          240    1 400    3 800    7 500
Chiffre d'affaires   0,3      1,5      4,4      9,0
Marge brute          14 %     17 %     19 %     21 %

Diapo 8 - Hypothèses
Panier moyen de 520 € par restaurant et par mois dès 2026 ; ouverture de Marrakech et Tanger en 2026 ; entrepôt frigorifique à Bouskoura.

Diapo 9 - Demande
6 M MAD pour l'entrepôt, trois camions frigorifiques et l'équipe commerciale.`,
  },
  // désabonnement : 610 abonnés restants sur 1 240 en début d'année = 49,2 % de rétention sur un an (<55 %).
  {
    id: 'd19-w3-fr-abonnes-debut-fin',
    documentType: 'business_plan',
    language: 'fr',
    present: ['high-churn'],
    absent: ['declining-revenue', 'burn-above-revenue', 'customer-concentration'],
    traits: ['figures', 'indirect', 'table'],
    text: `GYMBOX TUNISIE - Note aux actionnaires sur l'exercice 2024 et le plan 2025

1. Abonnés
Au 1er janvier 2024, nos quatre salles de Tunis et de La Marsa comptaient 1 240 abonnés. Au 31 décembre 2024, 610 de ces 1 240 abonnés avaient toujours un abonnement actif. Grâce à 1 150 nouvelles inscriptions pendant l'année, nous terminons 2024 avec 1 760 abonnés au total.

                          2023       2024
Abonnés au 1er janvier     910      1 240
Nouvelles inscriptions   1 020      1 150
Départs                    690        630
Abonnés au 31 décembre   1 240      1 760

2. Résultats (en dinars)
- Chiffre d'affaires 2024 : 1 380 000 TND (2023 : 1 010 000 TND)
- Loyers, personnel et autres charges : 1 170 000 TND
- Résultat d'exploitation : 210 000 TND

3. Pourquoi les abonnés partent
Selon notre enquête de sortie, 38 % invoquent un déménagement ou un changement d'horaires, 29 % le prix, 21 % l'affluence aux heures de pointe.

4. Plan 2025
- Ouverture d'une cinquième salle à Sousse
- Abonnements annuels à prix réduit pour fidéliser
- Cours collectifs en ligne inclus dans l'abonnement

5. Financement
Nous sollicitons 600 000 TND en obligations convertibles auprès des actionnaires actuels.`,
  },
  // contrôle : fonds 6 200 / 10 000 actions = 62 % (>=50 %) ; fondateurs 1 700 + 1 300 = 30 % (<40 %).
  {
    id: 'd19-w3-fr-pacte-fonds-majoritaire',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['cap-table-complexity', 'dead-equity'],
    traits: ['words', 'figures', 'indirect'],
    text: `PACTE D'ASSOCIÉS DE LA SOCIÉTÉ BATIMAT DIGITAL SAS (Douala) - EXTRAITS

Article 1 - Répartition du capital
À la date des présentes, le capital social est divisé en 10 000 actions réparties comme suit :
- Cameroon Growth Capital Fund : 6 200 actions ;
- M. Hervé Tchoumi, Président et cofondateur : 1 700 actions ;
- Mme Nadège Eyenga, Directrice des opérations et cofondatrice : 1 300 actions ;
- Plan d'intéressement des salariés : 800 actions.
Le registre des mouvements de titres est à jour et concorde avec cette répartition.

Article 4 - Gouvernance
4.1 La société est dirigée par un Président assisté d'un comité de surveillance de cinq membres, dont trois sont nommés par Cameroon Growth Capital Fund.
4.2 Les décisions suivantes requièrent l'accord préalable du comité de surveillance statuant à la majorité simple : adoption du budget, tout emprunt supérieur à 20 000 000 FCFA, recrutement ou révocation du Président, cession d'un actif important.

Article 7 - Droit de sortie conjointe et obligation de sortie
7.1 Si Cameroon Growth Capital Fund reçoit une offre portant sur 100 % du capital et l'accepte, les autres associés sont tenus de céder leurs actions aux mêmes conditions.

Article 9 - Engagements des fondateurs
Les fondateurs s'engagent à consacrer l'intégralité de leur temps professionnel à la société pendant la durée du pacte.

Fait à Douala, le 2 juin 2025.`,
  },
  // MRR : 14,2 M FCFA dont 2,6 M FCFA de frais d'installation ponctuels. Économie unitaire : CAC 45 000 FCFA / marge 2 500 FCFA par mois = 18 mois, pas 2 mois.
  {
    id: 'd19-w3-fr-mrr-frais-installation',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['non-recurring-revenue', 'unit-economics'],
    absent: ['burn-above-revenue', 'high-churn'],
    traits: ['figures', 'table', 'indirect'],
    text: `SOLARIS KIT - Énergie solaire en paiement à l'usage pour les ménages ruraux du Bénin
Présentation investisseurs - novembre 2025

Diapo 5 - Revenu mensuel récurrent (MRR), octobre 2025
  Mensualités des kits (3 100 ménages)............ 11 600 000 FCFA
  Frais d'installation des nouveaux kits (520 kits
    installés en octobre, payés une seule fois).... 2 600 000 FCFA
  MRR affiché ..................................... 14 200 000 FCFA

Diapo 6 - Compte d'exploitation mensuel (octobre 2025)
  Encaissements et ventes ......................... 14 200 000 FCFA
  Coût des kits amortis et maintenance ............ 6 900 000 FCFA
  Charges de structure ............................ 5 800 000 FCFA

Diapo 7 - Économie unitaire par ménage
  Mensualité ........................................ 3 750 FCFA
  Marge mensuelle par ménage après coûts du kit ..... 2 500 FCFA
  Coût d'acquisition (agent commercial + prime) ..... 45 000 FCFA
  Rentabilisation du coût d'acquisition ............. 2 mois
  Taux de désabonnement mensuel ..................... 1,5 %

Diapo 8 - Croissance
  MRR octobre 2024 : 7 900 000 FCFA
  Ménages équipés : de 1 650 à 3 100 en un an

Diapo 9 - Demande
  400 000 000 FCFA pour financer 6 000 kits supplémentaires dans les départements du Zou et des Collines.`,
  },
  // désabonnement : 2,1 % par mois ; rétention annuelle 78 % (>=55 %).
  {
    id: 'd19-w3-fr-retention-saine',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['high-churn', 'burn-above-revenue', 'declining-revenue'],
    traits: ['figures', 'table'],
    text: `FACTURO - Logiciel de facturation pour les PME sénégalaises et ivoiriennes
Présentation série A - octobre 2025

Diapo 7 - Fidélité des clients
  Taux de désabonnement mensuel moyen (12 derniers mois) : 2,1 % des clients payants
  Rétention à 12 mois (cohorte de septembre 2024) : 78 %
  Rétention nette du revenu : 109 %

Lecture : sur 100 PME qui s'abonnent, 78 paient encore un an plus tard, et elles dépensent davantage grâce aux modules de paie et de stock.

Diapo 8 - Chiffres clés (en millions de FCFA)
                      T4 2024   T1 2025   T2 2025   T3 2025
  Chiffre d'affaires     148       171       193       219
  Coût des ventes         31        35        39        43
  Charges d'exploitation  98       112       127       141

Diapo 9 - Clients
  2 860 PME clientes à Dakar, Thiès, Abidjan et Bouaké
  Premier client : 1,8 % du chiffre d'affaires
  Panier moyen : 25 500 FCFA par mois

Diapo 10 - Équipe
  Aminata Sow (CEO), ancienne de Sage Afrique
  Ibou Ndiaye (CTO), ancien de Wave

Diapo 11 - Levée
  2,5 M€ pour lancer la facture électronique exigée par la DGID et ouvrir Bamako.`,
  },
  // croissance : 2,1 -> 3,9 -> 6,8 -> 11,2 M MAD, multiples annuels 1,9x / 1,7x / 1,6x ; 5,3x sur trois ans (<27x).
  {
    id: 'd19-w3-fr-projection-raisonnable',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['unrealistic-growth', 'burn-above-revenue', 'missing-financials'],
    traits: ['table', 'figures', 'time'],
    text: `ÉCOLE NUMÉRIQUE DU SOUSS - Plan d'affaires 2025-2028 (Agadir)
Partie 5 : Prévisions financières

5.1 Situation de départ (exercice 2024, comptes certifiés)
Chiffre d'affaires : 2,1 M MAD
Charges totales : 1,8 M MAD
Apprenants formés : 640

5.2 Prévisions (en millions de MAD)
                        2024 R    2025 P    2026 P    2027 P
Apprenants                640     1 150     1 950     3 100
Chiffre d'affaires        2,1       3,9       6,8      11,2
Charges totales           1,8       3,3       5,7       9,1
Résultat d'exploitation   0,3       0,6       1,1       2,1

5.3 Hypothèses
- Prix moyen d'une formation : 3 400 MAD, inchangé.
- Deux nouveaux campus (Taroudant en 2025, Tiznit en 2026), chacun d'une capacité de 600 apprenants par an.
- Taux de remplissage : 70 % la première année d'un campus, 85 % ensuite.
- Partenariat avec l'ANAPEC pour la prise en charge de 30 % des frais pour les demandeurs d'emploi, conclu en janvier 2025.

5.4 Scénario prudent
Si un seul campus ouvrait, le chiffre d'affaires 2027 serait d'environ 7,9 M MAD et l'école resterait bénéficiaire chaque année.`,
  },
  {
    id: 'd19-w3-fr-chat-concurrents-oui',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['no-competition', 'burn-above-revenue', 'customer-concentration'],
    traits: ['chat', 'spoken', 'negation', 'figures'],
    text: `Export de discussion - groupe « PayMali x Sahel Angels »

[09/10/2025 10:02] Ibrahim (Sahel Angels) : Bonjour Aïcha, petite question avant la réunion : sur votre diapo 4, vous écrivez « pas de concurrent sur le paiement marchand ». On n'a vraiment pas de concurrent ?
[09/10/2025 10:09] Aïcha (PayMali) : Si si, bien sûr qu'on en a ! La formule était maladroite, on corrige la diapo. Orange Money et Moov Money sont là, Wave est arrivé à Bamako, et les banques ont leurs terminaux de paiement.
[09/10/2025 10:10] Aïcha (PayMali) : Ce qu'on voulait dire : aucun d'eux ne fait la réconciliation automatique pour les grossistes du Grand Marché. C'est notre angle.
[09/10/2025 10:14] Ibrahim (Sahel Angels) : Ok, c'est plus crédible comme ça. Et les chiffres à jour ?
[09/10/2025 10:21] Aïcha (PayMali) : Septembre : 41 millions FCFA de chiffre d'affaires (commissions + abonnements), 33 millions de charges au total. Août c'était 37 millions de CA.
[09/10/2025 10:22] Aïcha (PayMali) : Plus gros client : une chaîne de quincailleries, 8 % du CA.
[09/10/2025 10:26] Ibrahim (Sahel Angels) : Trésorerie ?
[09/10/2025 10:27] Aïcha (PayMali) : 260 millions FCFA, et on est légèrement bénéficiaires depuis juillet.
[09/10/2025 10:30] Ibrahim (Sahel Angels) : Parfait. Envoie-moi la nouvelle version du deck avec la page concurrence refaite, je la fais circuler aux autres membres.
[09/10/2025 10:31] Aïcha (PayMali) : Je t'envoie ça ce soir.`,
  },
  // MRR : 18 000 € de frais d'installation exclus ; MRR 96 000 € uniquement abonnements.
  {
    id: 'd19-w3-fr-mrr-hors-ponctuel',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['non-recurring-revenue', 'unit-economics', 'burn-above-revenue'],
    traits: ['negation', 'figures'],
    text: `CLINIQO - Dossier patient numérique pour les cliniques privées d'Algérie et de Tunisie
Présentation investisseurs - septembre 2025

Diapo 6 - Revenu récurrent
MRR au 31 août 2025 : 96 000 €, composé uniquement des abonnements mensuels de 212 cliniques (453 € en moyenne par clinique).
Les frais de mise en service facturés une seule fois aux nouvelles cliniques (18 000 € en août) ne sont pas inclus dans le MRR ; ils figurent séparément dans le chiffre d'affaires.
ARR (MRR x 12) : 1,15 M€.

Diapo 7 - Compte de résultat (août 2025)
Chiffre d'affaires total : 114 000 € (abonnements 96 000 € + mise en service 18 000 €)
Coût des ventes (hébergement, support) : 21 000 €
Charges d'exploitation : 74 000 €
Résultat d'exploitation : 19 000 €

Diapo 8 - Économie unitaire
Coût d'acquisition d'une clinique : 2 700 €
Marge brute mensuelle par clinique : 400 €
Retour sur investissement commercial : environ 7 mois (2 700 / 400 = 6,75)
Désabonnement mensuel : 0,9 %

Diapo 9 - Croissance
MRR août 2024 : 61 000 € ; MRR août 2025 : 96 000 € (+57 %).

Diapo 10 - Demande
3 M€ pour ouvrir Oran et Sfax et obtenir l'hébergement certifié des données de santé.`,
  },
  {
    id: 'd19-w3-fr-courriel-agrement-obtenu',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['pending-licence', 'regulatory', 'litigation'],
    traits: ['email', 'quoted-reply', 'time', 'negation'],
    text: `De : Mariam Touré <m.toure@assurmob.ml>
À : Julien Mercier <jmercier@partech-afrique.com>
Date : 6 novembre 2025
Objet : RE : Agrément CIMA - où en est-on ?

Bonjour Julien,

Bonne nouvelle, je réponds point par point à votre message.

> Dans votre deck de juin, l'agrément de la CRCA pour votre activité de courtage était « en cours d'instruction ». Est-il toujours en attente ?

Non, il n'est plus en attente. Le ministre de l'Économie et des Finances du Mali a délivré l'agrément de société de courtage d'assurance le 17 octobre 2025, après avis favorable de la Commission régionale de contrôle des assurances (CRCA) lors de sa session de septembre. Je joins l'arrêté d'agrément et la lettre de la Direction nationale des assurances.

> Y a-t-il des conditions ou des réserves attachées à l'agrément ?

Aucune réserve. Les seules obligations sont celles de tout courtier : garantie financière, assurance de responsabilité civile professionnelle (souscrites toutes deux auprès de la Sonavie) et rapport annuel.

> La CRCA a-t-elle formulé des observations sur votre modèle de distribution mobile ?

Elle a posé des questions sur la conservation des contrats électroniques, auxquelles nous avons répondu en août. Aucune sanction ni mise en demeure n'a été prononcée, et aucune autre demande d'autorisation n'est en cours.

Bien à vous,
Mariam Touré
Directrice générale, AssurMob SA, Bamako`,
  },
  {
    id: 'd19-w3-fr-clauses-depart-hypothese',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['founder-departure', 'dead-equity', 'investor-control', 'litigation'],
    traits: ['modality', 'words', 'negation'],
    text: `PACTE D'ASSOCIÉS - KALAO TECH SAS (Abidjan) - TITRE IV : DÉPART D'UN FONDATEUR

Article 14 - Principe
14.1 Les fondateurs, M. Koffi Ahoussou et Mme Raïssa Dago, s'engagent à exercer leurs fonctions à temps plein. Aucun d'eux n'a exprimé l'intention de quitter la société à la date de signature.

Article 15 - Cas de départ
15.1 Si un fondateur venait à cesser ses fonctions au sein de la société, pour quelque cause que ce soit, il serait tenu de céder tout ou partie de ses actions aux autres associés ou à la société, selon les modalités ci-après.
15.2 En cas de départ qualifié de « bon partant » (décès, invalidité, révocation sans faute), le fondateur céderait les actions non encore acquises au prix nominal et les actions acquises à leur valeur de marché.
15.3 En cas de départ qualifié de « mauvais partant » (démission dans les 36 mois, faute grave), la totalité de ses actions serait cédée au prix nominal.

Article 16 - Acquisition progressive
16.1 Les actions des fondateurs sont acquises par 1/48e par mois depuis le 1er janvier 2024.

Article 17 - Assurance homme-clé
17.1 La société souscrit une assurance homme-clé d'un montant de 100 000 000 FCFA sur la tête de chaque fondateur.

Article 18 - Situation actuelle
18.1 Les parties déclarent qu'aucun ancien associé, dirigeant ou salarié ne détient d'actions de la société, et qu'aucun investisseur ne détient plus de 30 % du capital.

Fait à Abidjan, le 20 février 2025.`,
  },
];
