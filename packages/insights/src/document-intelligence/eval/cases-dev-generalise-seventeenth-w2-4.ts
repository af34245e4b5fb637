/**
 * Development set, seventeenth round (w2, part 4; 2026-11-30): French, in many genres and voices of francophone Africa (procès-verbaux, auditors' reports, regulators' letters, chats, transcripts, pacts), written and labelled from the labelling guide by a new writer before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSeventeenthW2Part4: readonly RedFlagCase[] = [
  // injunction lifted, ratios restored (solvency 14,2 % vs 10 % minimum); approval granted for an independent director
  {
    id: 'd17-w2-055', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['regulatory', 'pending-licence', 'founder-departure'], traits: ['prose', 'negation', 'time', 'figures'],
    text: `COMMISSION BANCAIRE DE L'AFRIQUE CENTRALE (COBAC) – Secrétariat général
Libreville, le 6 mai 2025
Monsieur le Directeur général, MFOUNDI CRÉDIT SA – Établissement de microfinance de deuxième catégorie – Yaoundé, Cameroun
Objet : Levée de l'injonction n° D-2024/118
Monsieur le Directeur général,
J'ai l'honneur de vous informer que la Commission Bancaire, en sa session du 24 avril 2025, a examiné les états réglementaires arrêtés au 31 décembre 2024 ainsi que le rapport de suivi établi par ses services.
Elle a constaté que les ratios de solvabilité et de couverture des risques de votre établissement sont rétablis, le ratio de solvabilité s'établissant à 14,2 % pour un minimum réglementaire de 10 %, et que le plan de recapitalisation de 1,5 Md FCFA a été intégralement libéré.
En conséquence, la Commission a décidé de lever l'injonction susvisée, qui cesse de produire ses effets à compter de la date de la présente notification. Aucune autre mesure n'est en cours à l'égard de votre établissement.
Par ailleurs, l'agrément de Mme Solange Mbarga en qualité d'administratrice indépendante, sollicité en janvier, a été accordé lors de la même session.
Veuillez agréer, Monsieur le Directeur général, l'assurance de ma considération distinguée.
Le Secrétaire général`,
  },
  // founders 170 000 + 170 000 = 340 000 / 1 000 000 = 34 % < 40 %; leavers 60 000 + 90 000 = 15 % not bought back (advisor and two developers, no executive); fund 26 % < 50 %
  {
    id: 'd17-w2-056', documentType: 'legal_docs', language: 'fr',
    present: ['low-founder-ownership', 'dead-equity'], absent: ['investor-control', 'cap-table-complexity', 'founder-departure'], traits: ['table', 'indirect', 'figures'],
    text: `ABIDJAN KITCHEN CLOUD SAS – Table de capitalisation au 31 mars 2025
(rapprochée avec le registre des mouvements de titres – aucun écart)
| Actionnaire | Actions ordinaires | Observations |
| Fatou Koné – fondatrice, Présidente | 170 000 | active |
| Ismaël Traoré – fondateur, Directeur général | 170 000 | actif |
| Fonds Lagune Ventures (seed 2023) | 260 000 | siège au comité stratégique |
| Business angels (7 personnes) | 150 000 | |
| Pool d'actions gratuites salariés (attribuées) | 100 000 | vesting 4 ans |
| Koffi Assi – ancien conseiller stratégique | 60 000 | mission terminée en juin 2023 |
| Deux anciens développeurs | 90 000 | partis en 2024 |
| Total | 1 000 000 | |
Note du secrétariat juridique : les actions détenues par M. Assi et par les deux anciens développeurs ont été attribuées sans clause de rachat en cas de départ. Aucune offre de rachat ne leur a été faite ; ils conservent leurs droits de vote et leurs droits financiers. Le fonds a demandé que la question soit réglée avant la série A.`,
  },
  // fund 5 200 000 / 10 000 000 = 52 % >= 50 %; founders 2 400 000 + 1 600 000 = 40 %, not under 40 %; table provisional, 112 000 shares unexplained
  {
    id: 'd17-w2-057', documentType: 'legal_docs', language: 'fr',
    present: ['investor-control', 'cap-table-complexity'], absent: ['low-founder-ownership', 'dead-equity'], traits: ['list', 'indirect', 'figures'],
    text: `PACTE D'ASSOCIÉS – THIÈS AGRI DATA SAS (extraits)
Article 2 – Répartition du capital à l'issue de l'augmentation de capital du 30 juin 2025
2.1 À l'issue de la réalisation de l'augmentation de capital, le capital social sera réparti comme suit :
– Sahel Growth Fund I : 5 200 000 actions de préférence de catégorie A ;
– M. Mamadou Diallo, fondateur, Président : 2 400 000 actions ordinaires ;
– Mme Rokhaya Seck, fondatrice, Directrice générale : 1 600 000 actions ordinaires ;
– Réserve de BSA salariés : 800 000 actions.
Soit un total de 10 000 000 actions.
2.2 Chaque action donne droit à une voix. Les actions de préférence de catégorie A ne confèrent aucun droit de vote multiple.
2.3 Les Parties reconnaissent que la table de capitalisation figurant en Annexe 2 est établie sur une base provisoire. Les conversions des obligations convertibles émises en 2023 n'ont pas été rapprochées avec le registre des mouvements de titres, et un écart de 112 000 actions entre ce registre et les procès-verbaux d'assemblée reste à ce jour inexpliqué. Les Parties s'engagent à faire établir une table définitive par le conseil de la Société dans un délai de quatre-vingt-dix jours.
Article 5 – Gouvernance. Le comité stratégique comprend cinq membres, dont trois désignés par Sahel Growth Fund I. Les décisions importantes sont prises à la majorité des deux tiers.`,
  },
  // founders 34 + 24 = 58 %; largest investor 22 %; departed employee's shares bought back and cancelled; reconciled
  {
    id: 'd17-w2-058', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'cap-table-complexity'], traits: ['table', 'negation', 'figures'],
    text: `TANGER MOBILITY SA – Table de capitalisation au 31 mars 2025
Document rapproché avec le registre des titres nominatifs et validé par le commissaire aux comptes.
| Actionnaire | Actions | % du capital |
| Karim Amrani – fondateur, Président-directeur général | 3 400 000 | 34,0 % |
| Sofia Lahlou – fondatrice, Directrice technique | 2 400 000 | 24,0 % |
| Atlas Seed Fund | 2 200 000 | 22,0 % |
| Business angels (5) | 1 200 000 | 12,0 % |
| Pool de stock-options (non attribué : 450 000) | 800 000 | 8,0 % |
| Total | 10 000 000 | 100,0 % |
Notes :
1. Les 300 000 actions détenues par un ancien salarié du service commercial, parti en 2023, ont été rachetées par la société en mai 2024 au prix prévu par le pacte, puis annulées par l'assemblée générale extraordinaire du 27 juin 2024.
2. Il n'existe aucun instrument donnant accès au capital en dehors du pool ci-dessus (pas de BSA, ni d'obligations convertibles).
3. Aucun actionnaire ne dispose de droits de vote multiples.`,
  },
  // founders 210 000 + 140 000 = 350 000 / 1 000 000 = 35 % < 40 %; total does not match the bylaws (996 600), conversions undocumented
  {
    id: 'd17-w2-059', documentType: 'legal_docs', language: 'fr',
    present: ['cap-table-complexity', 'low-founder-ownership'], absent: ['investor-control', 'dead-equity'], traits: ['table', 'indirect', 'figures'],
    text: `SOUSSE ROBOTICS SA – Table de capitalisation – VERSION DE TRAVAIL (non rapprochée)
Préparée par la direction financière pour la data room – 12 février 2025
| Actionnaire | Actions |
| Anis Trabelsi – fondateur, DG | 210 000 |
| Mariem Gharbi – fondatrice, directrice R&D | 140 000 |
| Phénicia Ventures (fonds) | 240 000 |
| Fonds d'amorçage public | 180 000 |
| Business angels (11) | 130 000 |
| Conversions d'obligations convertibles 2022-2023 (estimation) | 100 000 |
| Total | 1 000 000 |
Remarques du DAF :
– Le total ci-dessus ne correspond pas au capital inscrit dans les statuts mis à jour (996 600 actions). L'écart de 3 400 actions proviendrait des conversions d'obligations de 2023, dont deux bulletins de souscription n'ont pas été retrouvés.
– La ligne « conversions » est une estimation : la répartition entre les douze porteurs n'est pas encore arrêtée.
– Nous recommandons de faire valider la table par un avocat avant toute signature de term sheet.`,
  },
  // industrial group 61 % >= 50 %; founders 17 + 10 = 27 % < 40 %; diesel supply contract with a company controlled by a founder-director
  {
    id: 'd17-w2-060', documentType: 'legal_docs', language: 'fr',
    present: ['investor-control', 'related-party', 'low-founder-ownership'], absent: ['cap-table-complexity', 'litigation'], traits: ['prose', 'figures', 'indirect'],
    text: `PACTE D'ACTIONNAIRES DE KIN ÉNERGIE SA (Kinshasa) – extraits
Préambule. À la date des présentes, le capital de la Société est détenu par : Groupe Lualaba Industries SA, à hauteur de 61 % ; M. Jean-Claude Tshibanda, fondateur et Directeur général, à hauteur de 17 % ; M. Grâce Ilunga, fondateur et administrateur, à hauteur de 10 % ; le solde, soit 12 %, étant détenu par neuf investisseurs personnes physiques. Cette répartition est conforme au registre des titres tenu au siège.
Article 4 – Conseil d'administration. Le conseil comprend sept membres, dont quatre sont nommés sur proposition de Groupe Lualaba Industries SA, parmi lesquels le Président.
Article 7 – Contrats avec les Parties. Les Parties prennent acte du contrat d'approvisionnement en gazole des groupes électrogènes des sites de Kinshasa et de Matadi, conclu le 2 janvier 2025 entre la Société et Ilunga Petroleum SARL, société contrôlée par M. Grâce Ilunga, pour un volume annuel estimé à 2,3 M USD. Ce contrat sera soumis chaque année au conseil, M. Ilunga ne prenant pas part au vote.
Article 9 – Règlement des différends. Tout différend sera soumis à l'arbitrage de la CCJA. Aucun différend n'existe entre les Parties à la date de signature.`,
  },
  // costs 9,6 M > revenue 3,1 M; net burn 6,5 M; cash 27 M / 6,5 M = 4,2 months < 9; co-founder announces leaving end of April
  {
    id: 'd17-w2-061', documentType: 'business_plan', language: 'fr',
    present: ['short-runway', 'burn-above-revenue', 'founder-departure'], absent: ['dead-equity', 'high-churn'], traits: ['prose', 'informal', 'indirect', 'figures', 'time'],
    text: `Journal – Lekk (livraison de repas, Dakar)
Lundi 3 mars. Clôture de février faite avec Ndèye. CA du mois : 3,1 M FCFA. Dépenses totales : 9,6 M (livreurs, loyer de la dark kitchen de Mermoz, pubs Meta, salaires). Il reste 27 M sur le compte. J'ai refait le calcul trois fois, ça ne change pas. Les clients restent, le taux de réachat est bon, ce n'est pas le problème. Le problème c'est le coût par commande.
Mercredi 5 mars. Moussa m'a annoncé ce soir qu'il part fin avril. Il a une offre dans une banque à Abidjan, il ne peut pas la refuser avec le bébé qui arrive. Cofondateur depuis le premier jour, c'est lui qui a construit toute la logistique. Pour ses parts on verra plus tard, il dit qu'il est ouvert. Je n'ai rien dit au board pour l'instant.
Vendredi 7 mars. Appel avec deux business angels de la diaspora. Intéressés mais « reviens quand tu fais 10 000 commandes par mois ». On en fait 1 900.
Dimanche 9 mars. Pas dormi. Liste des coupes possibles : fermer le créneau du midi, repasser à 6 livreurs, arrêter Meta.`,
  },
  // churn 42 / 300 = 14 % in May >= 5 %/month; direct cost 6 500 > price 5 000 per visit: negative gross margin, cost of sales above revenue
  {
    id: 'd17-w2-062', documentType: 'business_plan', language: 'fr',
    present: ['high-churn', 'gross-margin', 'burn-above-revenue'], absent: ['short-runway', 'customer-concentration'], traits: ['prose', 'informal', 'indirect', 'figures'],
    text: `Carnet de bord – Yop Clean (ménage à domicile sur abonnement, Yopougon)
12 juin. Point abonnés : 300 abonnés actifs au 1er mai. 42 résiliations en mai, et déjà 38 demandes depuis le 1er juin. Les gens disent que les agentes changent tout le temps et qu'ils ne retrouvent jamais la même personne. Ça se tient.
13 juin. CA de mai : 4,8 M FCFA, soit 960 passages facturés à 5 000 FCFA.
14 juin. J'ai enfin fait le calcul par passage avec Mariam. Paie de l'agente : 3 800. Transport (woro-woro aller-retour + prime) : 1 200. Produits et matériel : 1 500. Total 6 500 FCFA. On facture 5 000. Chaque passage nous coûte donc 1 500 de plus que ce qu'il rapporte, et plus on vend, plus on perd. Je ne sais pas comment on ne l'a pas vu avant.
15 juin. Options : passer à 7 500 FCFA le passage (risque de perdre encore des abonnés), regrouper les clients par quartier pour réduire le transport, fixer une agente par client. À discuter avec Mariam lundi.`,
  },
  // 118 M / 11,5 M = 10,3 months >= 9; complaint withdrawn, court took note; churn 2 / 48 resellers a quarter; CA 14,2 M > 13,1 M
  {
    id: 'd17-w2-063', documentType: 'business_plan', language: 'fr',
    present: [], absent: ['short-runway', 'litigation', 'high-churn', 'declining-revenue'], traits: ['prose', 'informal', 'negation', 'figures'],
    text: `Journal de bord – Porto-Novo Crafts (objets d'art et mobilier vendus en ligne vers l'Europe)
Dimanche 9 février. Semaine dure mais les chiffres tiennent. Trésorerie : 118 M FCFA. On brûle environ 11,5 M par mois net, donc un peu plus de dix mois devant nous. J'aurais voulu douze, mais c'est correct.
CA de janvier : 14,2 M FCFA, contre 13,1 M en décembre. Les commandes des boutiques de Bruxelles et de Lyon reprennent après les fêtes.
Le transitaire : accord signé vendredi avec son avocat. On lui verse 2,1 M, il s'est désisté de sa plainte devant le tribunal de commerce de Cotonou et le greffe a enregistré le désistement le jour même. Dossier clos, enfin.
Boutiques revendeuses : 2 arrêts sur 48 ce trimestre, les deux pour cause de fermeture définitive. Les autres ont toutes recommandé.
À faire cette semaine : relancer l'artisan de Ouidah pour les masques, finaliser le tarif transport groupé avec la compagnie maritime.`,
  },
  // sales 47 -> 45 -> 38 M Ar; VAT for three months unpaid with late penalties
  {
    id: 'd17-w2-064', documentType: 'business_plan', language: 'fr',
    present: ['debt-distress', 'declining-revenue'], absent: ['short-runway', 'litigation'], traits: ['prose', 'informal', 'figures', 'time'],
    text: `Journal – Fianara Tea SARL (thé vert et thé noir de Sahambavy)
3 avril. Ventes de mars : 38 M Ar. Février : 45 M Ar. Janvier : 47 M Ar. Les supermarchés de Tana ont réduit les commandes depuis que le thé importé en sachets est en promotion. Les hôtels de Nosy Be tiennent, mais ça ne compense pas.
5 avril. Courrier de la DGI, centre fiscal de Fianarantsoa : la TVA de décembre, janvier et février n'a pas été reversée, 26,4 M Ar, plus des pénalités de retard. Ce n'est pas une surprise, j'ai choisi de payer d'abord les cueilleuses et l'usine. Rendez-vous mardi pour demander un échéancier. L'inspecteur a dit au téléphone qu'il n'y aurait pas de saisie si on vient avec une proposition sérieuse.
6 avril. Réunion avec Fara et Rija. Idées : vendre en vrac aux épiceries fines de Tana, relancer le contact avec l'importateur de La Réunion.`,
  },
  // export authorisation received (granted); partner just signed 3 years, departure only hypothetical; top importer 27 % < 30 %
  {
    id: 'd17-w2-065', documentType: 'business_plan', language: 'fr',
    present: [], absent: ['pending-licence', 'founder-departure', 'customer-concentration', 'unrealistic-growth'], traits: ['prose', 'informal', 'modality', 'negation'],
    text: `Carnet – Sikasso Mangue Séchée
22 mai. Le certificat phytosanitaire et l'agrément à l'exportation sont arrivés ce matin de Bamako, signés. Toutes les autorisations sont maintenant en règle. Premier conteneur de la saison vers Marseille la semaine prochaine, 14 tonnes de mangues Kent séchées.
23 mai. Long échange avec Kalilou, mon associé à la production. Il me confirme qu'on tient pour la campagne, les séchoirs solaires tournent à plein. Si jamais il partait un jour ce serait très dur, tout le savoir-faire du séchage est dans sa tête. Mais il vient de signer pour trois ans avec un complément de parts, donc ce n'est pas d'actualité.
24 mai. Bilan chiffré : CA de la campagne 2024 : 312 M FCFA. Objectif 2025 : 420 M FCFA. Notre principal client, l'importateur lyonnais, pèse 27 % des ventes ; le reste est réparti entre une dizaine d'acheteurs en France, en Belgique et au Maroc.
Note pour moi-même : chercher un deuxième importateur en Allemagne pour ne pas dépendre des Lyonnais.`,
  },
  {
    id: 'd17-w2-066', documentType: 'legal_docs', language: 'fr',
    present: ['no-competition', 'customer-concentration'], absent: ['unrealistic-growth'], traits: ['transcript', 'informal'],
    text: `Transcription – entretien radio, émission « Entreprendre au Cameroun », invité : fondateur de Bafoussam Agritech
JOURNALISTE : et la concurrence comment ça se passe pour vous
FONDATEUR : franchement on n'a pas de concurrent hein personne au Cameroun ne fait ce qu'on fait le suivi des parcelles de maïs par satellite avec le paiement par mobile money personne on est seuls sur ça
JOURNALISTE : d'accord et vos clients c'est qui
FONDATEUR : bon il y a les coopératives de l'Ouest il y a deux trois ONG mais le gros morceau c'est le brasseur là qui achète le maïs pour ses usines il nous prend à peu près la moitié de notre chiffre d'affaires euh même un peu plus l'an dernier
JOURNALISTE : ça ne vous inquiète pas un seul client aussi gros
FONDATEUR : non non ils sont contents ils renouvellent chaque année on a un bon rapport
JOURNALISTE : et pour la suite
FONDATEUR : l'année prochaine on vise à doubler avec le Nord-Ouest si la situation le permet on a déjà 4 000 producteurs inscrits`,
  },
  // CA 300 M -> 2 Mds FCFA next year = 6,7x; registration of electric motorbikes suspended with no reopening date
  {
    id: 'd17-w2-067', documentType: 'legal_docs', language: 'fr',
    present: ['unrealistic-growth', 'regulatory'], absent: ['pending-licence', 'customer-concentration'], traits: ['transcript', 'informal', 'figures'],
    text: `Transcription – entretien avec le fondateur de Bouaké Motors Électriques – enregistré le 14 mars 2025
— alors cette année vous êtes à combien
— cette année on va faire autour de 300 millions de chiffre d'affaires 300 millions de francs CFA et l'an prochain on vise deux milliards
— deux milliards
— deux milliards oui parce qu'on a les commandes des syndicats de moto-taxis de Bouaké de Korhogo et de Daloa ils veulent tous passer à l'électrique c'est beaucoup de petits clients aucun ne fait plus de cinq pour cent
— et l'homologation de vos motos
— ah ça c'est le problème le ministère des Transports a suspendu les immatriculations des motos électriques depuis février en attendant un nouveau texte sur les batteries on sait pas quand ça va rouvrir personne ne peut nous dire nos motos sont là au parc on peut pas les livrer
— vous avez une date
— aucune date on a écrit on attend`,
  },
  // competitors acknowledged; top client 18 % < 30 %; doubling in two years; all three partners staying
  {
    id: 'd17-w2-068', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['no-competition', 'customer-concentration', 'unrealistic-growth', 'founder-departure'], traits: ['transcript', 'informal', 'negation'],
    text: `Transcription – entretien pour l'étude sectorielle tourisme – Saint-Louis Tours SARL – gérante
— vous avez des concurrents ici à Saint-Louis
— oui bien sûr il y a au moins cinq agences ici sur l'île et puis les grandes agences de Dakar qui viennent avec leurs bus on se bat sur les prix surtout en haute saison
— et votre premier client c'est qui
— c'est un tour-opérateur français il nous envoie des groupes toute l'année il fait à peu près 18 % du chiffre le reste c'est des individuels et des séminaires
— et les perspectives
— on est à 140 millions de chiffre d'affaires on pense doubler en deux ans avec les circuits dans le Djoudj et la Langue de Barbarie
— l'équipe vous êtes toujours les trois associés
— oui oui les trois on reste personne ne part on vient même de recruter un guide de plus`,
  },
  // MRR 1,1 M MAD includes a one-off 900 000 MAD mission spread over 3 months; payback 12 000 / 1 500 = 8 months, not 3
  {
    id: 'd17-w2-069', documentType: 'legal_docs', language: 'fr',
    present: ['non-recurring-revenue', 'unit-economics'], absent: ['high-churn', 'customer-concentration'], traits: ['transcript', 'informal', 'indirect', 'figures'],
    text: `Transcription – call de présentation Agadir Fleet – 2 juin 2025 – CEO et analyste du fonds
— alors le MRR aujourd'hui on est à 1,1 million de dirhams par mois
— ça comprend quoi exactement
— les abonnements de suivi GPS des flottes de camions et de bus et euh on a intégré le contrat avec l'organisateur du salon agricole une mission de 900 000 dirhams qu'on a lissée sur trois mois dans le MRR c'est ponctuel oui mais ça fait partie du revenu de la boîte
— d'accord et le churn
— très faible on perd une ou deux flottes par trimestre sur 310
— et votre CAC
— le CAC on le récupère en trois mois à peu près on dépense en moyenne 12 000 dirhams pour signer une flotte entre le commercial et la démo sur site et chaque flotte nous rapporte en marge à peu près 1 500 dirhams par mois
— ok
— donc c'est très sain`,
  },
  // licence granted in November; dispute settled last year; founders 62 %, fund 25 %; runway 14 months
  {
    id: 'd17-w2-070', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['pending-licence', 'litigation', 'low-founder-ownership', 'investor-control', 'short-runway'], traits: ['transcript', 'informal', 'negation'],
    text: `Transcription – entretien de pré-due diligence – Bobo Pay – Bobo-Dioulasso – directeur général
— où en êtes-vous sur l'agrément
— l'agrément BCEAO c'est fait on l'a eu en novembre établissement de paiement on a le courrier officiel il n'y a plus rien en attente
— des litiges en cours
— non aucun on avait un petit différend avec un agent à Banfora sur des commissions mais c'est réglé à l'amiable depuis l'an dernier on a signé un protocole
— l'actionnariat aujourd'hui
— nous les deux fondateurs on a 62 % ensemble le fonds a 25 le reste c'est les business angels de Ouaga
— et la trésorerie
— on a 14 mois de runway au rythme actuel sans compter la levée
— qu'est-ce qui vous empêche de dormir
— franchement la sécurité sur certains axes pour nos agents mais côté business on est bien`,
  },
];
