/**
 * Development set, seventeenth round (w2, part 2; 2026-11-30): French, in many genres and voices of francophone Africa (procès-verbaux, auditors' reports, regulators' letters, chats, transcripts, pacts), written and labelled from the labelling guide by a new writer before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSeventeenthW2Part2: readonly RedFlagCase[] = [
  // ARR 2 M -> 11 M MAD in 12 months = 5,5x; cash 4,2 M / burn 650 k = 6,5 months < 9; burn 650 k > revenue 2 M / 12 = 167 k MAD per month
  {
    id: 'd17-w2-019', documentType: 'business_plan', language: 'fr',
    present: ['unrealistic-growth', 'short-runway', 'burn-above-revenue'], absent: ['customer-concentration', 'no-competition'], traits: ['list', 'indirect', 'figures'],
    text: `Notes d'appel – DARIJA AI (Casablanca) – 17/06/2025
Avec : Reda Bennani (CEO), Ghita Ouazzani (COO). Côté fonds : M. Lahlou, J. Perrin.
- Produit : assistants conversationnels en darija et en amazighe pour les centres d'appels des banques et assureurs. 11 clients signés, le plus gros pèse 17 % de l'ARR.
- ARR actuel : 2 M MAD.
- Objectif présenté pour fin juin 2026 : 11 M MAD d'ARR, « hypothèse prudente » selon Reda, grâce à un partenariat de distribution avec un intégrateur.
- Concurrence : reconnaissent deux acteurs internationaux et une start-up tunisienne, se différencient par la qualité de la reconnaissance vocale en darija.
- Trésorerie : 4,2 M MAD au 31 mai. Burn mensuel : ~650 k MAD (équipe de 23, dont 14 ingénieurs ML, et coûts GPU).
- Levée recherchée : 25 M MAD en seed+, closing visé « d'ici la fin de l'année ».
- Points à creuser : pipeline réel derrière les 11 M, calendrier de la levée par rapport à la trésorerie disponible.`,
  },
  // plan 380 -> 950 M = 2,5x < 4x; competitors named; CAC 4 200 / (3 080 x 2,7 / 12 = 693 per month) = 6,1 months, matching 'six mois'
  {
    id: 'd17-w2-020', documentType: 'business_plan', language: 'fr',
    present: [], absent: ['unrealistic-growth', 'no-competition', 'unit-economics'], traits: ['list', 'figures', 'negation'],
    text: `Compte rendu d'appel – NDOLO HEALTH (Douala) – 8 juillet 2025
Interlocuteur : Dr Herman Ngando, fondateur.
- Modèle : téléconsultation et livraison de médicaments via un réseau de 46 pharmacies partenaires à Douala et Yaoundé.
- CA 2024 : 380 M FCFA. Budget 2025 : 950 M FCFA, soit 2,5 fois, appuyé sur les contrats déjà signés avec trois mutuelles d'entreprise.
- Concurrence : le fondateur cite lui-même deux applications de télémédecine, dont une très bien financée, ainsi que les pharmacies qui livrent en direct via WhatsApp. Il ne prétend pas être seul sur le marché ; sa différenciation tient au réseau de pharmacies et au paiement par Mobile Money.
- Unit economics : CAC 4 200 FCFA, panier moyen 11 000 FCFA, marge brute 28 %, soit environ 3 080 FCFA de marge par commande, et 2,7 commandes par client et par an. Le fondateur annonce un retour sur le coût d'acquisition en « environ six mois ».
- Pas de question réglementaire ouverte : l'autorisation du ministère de la Santé publique pour la téléconsultation a été obtenue en 2023.
- Suite : envoi des cohortes 2024 et rencontre avec le directeur médical.`,
  },
  // cash 38 M / (9 M per week x 4,33 = 39 M per month) = about 1 month < 9; missed loan instalment; net burn 39 M < commissions 52 M per month
  {
    id: 'd17-w2-021', documentType: 'legal_docs', language: 'fr',
    present: ['short-runway', 'debt-distress'], absent: ['burn-above-revenue', 'litigation'], traits: ['informal', 'indirect', 'figures', 'time'],
    text: `[18/04/2025 08:12] Ousmane Diagne : les gars j'ai regardé le compte ce matin, on est à 38 M
[18/04/2025 08:13] Ousmane Diagne : avec les salaires + l'agrégateur + AWS on sort environ 9 M par semaine en net
[18/04/2025 08:15] Khady Sow : donc un mois en gros ??
[18/04/2025 08:15] Ousmane Diagne : un peu plus si le partenaire paie enfin la facture de mars
[18/04/2025 08:17] Khady Sow : et la banque ?
[18/04/2025 08:19] Ousmane Diagne : on a raté l'échéance du 5 avril sur le prêt équipement, 4,2 M. ils ont appelé hier, ils veulent un courrier avec un plan de régularisation avant le 30
[18/04/2025 08:20] Babacar Faye : 😬 faut qu'on parle au board avant vendredi
[18/04/2025 08:21] Khady Sow : rappelle moi les commissions du mois dernier ?
[18/04/2025 08:22] Ousmane Diagne : 52 M en mars. ça monte chaque mois mais pas assez vite
[18/04/2025 08:24] Babacar Faye : ok je prépare un deck bridge pour les BA. @Ousmane tu m'envoies le tableau de tréso semaine par semaine stp
[18/04/2025 08:24] Ousmane Diagne : 👍 avant midi`,
  },
  // claim filed by former landlord, hearing set: open litigation; co-founder announces leaving end of June
  {
    id: 'd17-w2-022', documentType: 'legal_docs', language: 'fr',
    present: ['litigation', 'founder-departure'], absent: ['debt-distress', 'dead-equity'], traits: ['informal', 'time', 'negation'],
    text: `Groupe « EKANG IMMO – associés »
Mireille Essomba : Bonsoir. L'huissier est passé au bureau cet aprèm. Assignation devant le TPI de Douala-Bonanjo, c'est l'ancien bailleur d'Akwa
Mireille Essomba : il réclame 18 millions pour « résiliation abusive du bail » et remise en état des locaux
Paul Nkodo : c'est du n'importe quoi, on a payé tous les loyers jusqu'au dernier mois, on a les quittances
Mireille Essomba : oui ce n'est pas sur les loyers, c'est sur le préavis et l'état des lieux. Audience le 12 juin. Me Etoundi nous représente
Hervé Manga : ok. on provisionne combien ?
Mireille Essomba : l'avocat dit 5-6 M au pire
Paul Nkodo : Bon. Je profite du fil. Je voulais vous le dire de vive voix demain mais autant le faire ici : je pars fin juin. J'ai accepté le poste à Paris. Je vous ferai une passation propre sur la gestion locative
Hervé Manga : sérieux Paul ?? On a monté la boîte à trois il y a cinq ans… on en parle demain 9h au bureau
Mireille Essomba : on verra aussi pour tes parts, mais demain. Bonne nuit à tous`,
  },
  // litigation closed by final judgment and paid; tax reassessment cancelled; 142 M / 13 M = 10,9 months >= 9; top client 25 % < 30 %
  {
    id: 'd17-w2-023', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['litigation', 'debt-distress', 'short-runway', 'customer-concentration'], traits: ['informal', 'negation', 'figures', 'modality'],
    text: `[02/09/2025 19:40] Rasmané Kaboré : bonne nouvelle les amis, le tribunal de commerce de Ouaga a rendu le jugement définitif dans l'affaire avec l'ancien fournisseur d'emballages. Personne ne fait appel, on a payé les 3,5 M ce matin, c'est classé
[02/09/2025 19:41] Aminata Zongo : enfin 🙏 et la DGI ?
[02/09/2025 19:43] Rasmané Kaboré : le redressement a été annulé suite à notre recours, notification reçue vendredi. On ne doit plus rien, attestation de situation fiscale ok
[02/09/2025 19:44] Aminata Zongo : top. et la tréso ?
[02/09/2025 19:46] Rasmané Kaboré : 142 M sur les comptes, burn autour de 13 M par mois en moyenne sur l'été
[02/09/2025 19:47] Issa Compaoré : donc pas de panique, on lance la levée en octobre comme prévu
[02/09/2025 19:49] Aminata Zongo : d'accord. Par contre attention : si la chaîne de supérettes arrêtait, on perdrait 25 % du CA. Faut diversifier avant la levée
[02/09/2025 19:50] Issa Compaoré : noté, je relance les deux grossistes de Bobo cette semaine`,
  },
  // prefectoral suspension naming the company; subscribers 1 200 -> 610 in 3 months with almost no acquisition = 49 % lost, ~20 % a month
  {
    id: 'd17-w2-024', documentType: 'legal_docs', language: 'fr',
    present: ['regulatory', 'high-churn'], absent: ['litigation', 'short-runway'], traits: ['informal', 'indirect', 'figures'],
    text: `ZEM GO – associés 🛵
Romuald Ahouandjinou : vous avez vu l'arrêté du préfet du Littoral ? Suspension de toutes les plateformes de zémidjans à Cotonou pendant 3 mois, le temps d'un recensement des conducteurs. Effet lundi
Sèna Dossou : on est concernés direct ?
Romuald Ahouandjinou : oui, on est cités nommément avec deux autres applis
Fiacre Agbo : on fait un recours ?
Romuald Ahouandjinou : j'ai appelé Me Hounsou, il dit que ça n'aboutira pas et que ça nous grillerait avec la mairie. On ne dépose rien
Sèna Dossou : ok. Et pendant qu'on y est j'ai sorti le dashboard : en janvier on avait 1 200 abonnés au pass mensuel, fin avril il en reste 610. Et on n'a quasiment rien recruté depuis janvier, zéro pub
Fiacre Agbo : donc on a perdu la moitié de la base en 3 mois…
Sèna Dossou : oui. les gens disent que les conducteurs annulent trop
Romuald Ahouandjinou : on fait un point demain 8h, avec la tréso`,
  },
  // 260 M / 21 M = 12,4 months >= 9; 7-8 months only in a hypothetical scenario; complaint threatened, never filed, invoice settled
  {
    id: 'd17-w2-025', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['short-runway', 'litigation', 'burn-above-revenue'], traits: ['informal', 'modality', 'negation', 'figures'],
    text: `[14/05/2025 21:02] Hery Rakotondrabe : point tréso rapide : 260 M Ar en banque au 13/05, burn moyen 21 M Ar par mois sur le trimestre
[14/05/2025 21:03] Voahangy Randria : ça fait un peu plus de 12 mois, ok
[14/05/2025 21:04] Hery Rakotondrabe : CA d'avril 48 M Ar, on est dans le budget
[14/05/2025 21:06] Hery Rakotondrabe : attention quand même : si on ne signe pas le contrat avec les supermarchés de Tana, on pourrait descendre à 7-8 mois de runway d'ici décembre. C'est le scénario noir, pas le scénario central
[14/05/2025 21:08] Voahangy Randria : et le producteur de Behenjy qui menaçait de porter plainte ?
[14/05/2025 21:09] Hery Rakotondrabe : il a menacé mais il n'a rien déposé. On a réglé la facture contestée hier, il a signé la décharge
[14/05/2025 21:10] Tojo Andrianasolo : parfait. Je propose qu'on garde 2 mois de burn en réserve quoi qu'il arrive
[14/05/2025 21:10] Voahangy Randria : validé 👍`,
  },
  // churn 1 570 / 8 450 / 3 months = 6,2 % a month >= 5 %; gross margin 48 % -> 39 % = -9 points; CA up 1 098 -> 1 126 M
  {
    id: 'd17-w2-026', documentType: 'business_plan', language: 'fr',
    present: ['high-churn', 'gross-margin'], absent: ['declining-revenue', 'short-runway'], traits: ['list', 'indirect', 'figures'],
    text: `LAGUNE FIBRE SA – NOTE INTERNE
De : Direction administrative et financière – À : Comité de direction – Date : 8 avril 2025
Objet : résiliations et marge – premier trimestre 2025
1. Base d'abonnés résidentiels. Au 1er janvier : 8 450 abonnés fibre (Cocody, Riviera, Marcory). Résiliations enregistrées au T1 : 480 en janvier, 530 en février, 560 en mars, soit 1 570 sur le trimestre. Motifs principaux : coupures prolongées à la Riviera 3, délais d'intervention, concurrence des offres 4G illimitées.
2. Chiffre d'affaires. 1 126 M FCFA au T1, contre 1 098 M FCFA au T4 2024, grâce aux nouvelles souscriptions entreprises.
3. Marge brute. 39 % au T1 2025 contre 48 % au T4 2024. Deux causes : renchérissement de 22 % de la capacité internationale achetée en dollars, et subvention des box Wi-Fi 6 offertes aux nouveaux abonnés.
4. Propositions. Créer une cellule de rétention ; suspendre la gratuité des box à compter du 1er mai ; renégocier le contrat de capacité avant juin.
Le DAF, Serge Yapi`,
  },
  // reported MRR 312 000 TND includes 85 000 TND one-off integration fee; client 27 % < 30 %
  {
    id: 'd17-w2-027', documentType: 'business_plan', language: 'fr',
    present: ['non-recurring-revenue'], absent: ['customer-concentration', 'declining-revenue'], traits: ['prose', 'figures'],
    text: `MEDINA SOFT SARL – Note interne
De : Olfa Hammami, contrôleuse de gestion – À : Direction générale – Copie : DAF
Objet : MRR de janvier 2025 communiqué au conseil
Le MRR de janvier présenté au conseil du 6 février et repris dans le deck de série A s'élève à 312 000 TND, contre 221 000 TND en décembre. Après revue des factures, ce montant intègre 85 000 TND facturés à un laboratoire pharmaceutique au titre de la prestation d'intégration et de paramétrage de notre module de traçabilité. Il s'agit d'une facturation unique, prévue au bon de commande, qui ne se renouvellera pas.
Hors cette prestation, le MRR de janvier ressort à 227 000 TND. Le client concerné représente, prestation incluse, 27 % de la facturation du mois.
J'ai signalé ce point en réunion ; il m'a été répondu que le chiffre de 312 000 TND serait conservé dans les documents envoyés aux investisseurs jusqu'à la fin du processus de levée. Je souhaite que ma réserve soit consignée.
Olfa Hammami`,
  },
  // churn 3,8 %/month < 5 %; margin 38 % -> 34 % = -4 points < 5; 512 M / 50 M = 10,2 months; net burn 50 M < CA 85 M/month
  {
    id: 'd17-w2-028', documentType: 'business_plan', language: 'fr',
    present: [], absent: ['high-churn', 'gross-margin', 'short-runway', 'burn-above-revenue'], traits: ['list', 'figures', 'negation'],
    text: `KEUR SOLAIRE SAS – Note interne au comité exécutif – Thiès, 3 mars 2025
Objet : tableau de bord de février
- Parc actif : 21 600 kits solaires en paiement à l'usage (Thiès, Diourbel, Louga).
- Taux de désabonnement mensuel : 3,8 % en moyenne sur trois mois, conforme à l'objectif interne (< 4 %).
- CA mensuel moyen : 85 M FCFA ; EBE encore négatif mais en amélioration de 6 M FCFA par rapport à novembre.
- Marge brute : 34 % sur les douze derniers mois, contre 38 % l'an dernier, du fait de la hausse du prix des batteries lithium. Pas de nouvelle dégradation attendue : les prix sont fixés jusqu'en décembre.
- Trésorerie : 512 M FCFA ; burn net moyen : 50 M FCFA par mois, soit environ 10 mois de visibilité avant la levée prévue en septembre.
- Aucun impayé fournisseur ni fiscal.
Prochaine revue : 7 avril. – Ndèye Awa Cissé, directrice financière`,
  },
  // cash 310 000 / 18 000 per week = 17 weeks ~ 4 months < 9; top client 1,18 / 1,9 M USD = 62 %; net burn ~78 k < revenue ~158 k per month
  {
    id: 'd17-w2-029', documentType: 'business_plan', language: 'fr',
    present: ['short-runway', 'customer-concentration'], absent: ['burn-above-revenue', 'debt-distress'], traits: ['prose', 'indirect', 'figures', 'split'],
    text: `LUBUMBASHI MINING SERVICES SARL – Note interne
À : Gérant, Directeur des opérations – De : Responsable financier – Lubumbashi, le 2 juin 2025
Objet : situation de trésorerie et exposition client
La trésorerie disponible au 30 mai s'élève à 310 000 USD (comptes bancaires et caisse du site de Kolwezi). Sur avril et mai, nos décaissements nets, après encaissements clients, ont été en moyenne de 18 000 USD par semaine, principalement en raison du renouvellement des pneumatiques et du retard de paiement des factures de mars.
Pour mémoire, le chiffre d'affaires 2024 s'est élevé à 1,9 M USD, dont 1,18 M USD facturés à un seul donneur d'ordre, l'exploitant minier de Kolwezi avec lequel nous avons le contrat de maintenance des engins. Les autres clients sont des sous-traitants de taille modeste.
Nos échéances fiscales et bancaires sont à jour à ce jour.
Je recommande : (1) de relancer immédiatement le paiement des factures de mars ; (2) de geler les investissements non engagés ; (3) d'ouvrir dès ce mois-ci une discussion avec notre banque pour une ligne de préfinancement.
Jean-Pierre Kasongo`,
  },
  // transport contract with a company 70 % owned by the CEO's brother
  {
    id: 'd17-w2-030', documentType: 'business_plan', language: 'fr',
    present: ['related-party'], absent: ['litigation', 'customer-concentration'], traits: ['prose', 'figures', 'indirect'],
    text: `FÈS TEXTILE CONNECT SA – Note interne – Direction des achats
Fès, le 11 mars 2025 – Destinataires : comité de direction
Objet : renouvellement du contrat de transport Fès – Tanger Med
Le contrat de transport des rouleaux de tissu et des produits finis entre notre usine de Ras El Ma et le port de Tanger Med arrive à échéance le 30 avril. Il est attribué depuis 2022 à la société Trans-Saïss SARL. Pour rappel, Trans-Saïss est détenue à 70 % par M. Driss Berrada, frère de notre Président-directeur général, M. Mehdi Berrada ; le solde appartient à un associé tiers.
Montant facturé en 2024 : 3,6 M MAD HT, pour 412 rotations.
Deux devis concurrents reçus en mars, pour un cahier des charges identique, sont inférieurs de 9 % et de 14 %. Aucun incident majeur n'est à signaler avec le prestataire actuel, et aucun différend n'est en cours.
La direction générale propose néanmoins de reconduire le contrat avec Trans-Saïss pour une durée de trois ans, au tarif actuel indexé. Le comité est invité à se prononcer lors de sa séance du 18 mars.
Rachid Lamrani, responsable des achats`,
  },
  {
    id: 'd17-w2-031', documentType: 'business_plan', language: 'fr',
    present: ['regulatory', 'founder-departure'], absent: ['litigation', 'going-concern'], traits: ['prose', 'time', 'figures'],
    text: `Fintech : la BCEAO suspend l'agrément de Babi Fintech, son directeur général démissionne
Abidjan, 3 février 2025 – La Banque centrale des États de l'Afrique de l'Ouest a prononcé la suspension, pour une durée de six mois, de l'agrément d'établissement de monnaie électronique de Babi Fintech SA, selon une décision dont notre rédaction a obtenu copie. Le régulateur reproche à la start-up abidjanaise des insuffisances dans son dispositif de lutte contre le blanchiment de capitaux, notamment des ouvertures de portefeuilles sans vérification d'identité.
Pendant toute la durée de la suspension, Babi Fintech ne peut plus ouvrir de nouveaux comptes ni recruter de nouveaux agents. La société, qui revendique 1,2 million d'utilisateurs et un chiffre d'affaires de 6,8 Mds FCFA en 2024, continue d'assurer les retraits pour ses clients existants.
Dans la foulée, son cofondateur et directeur général, Serge Kouamé, a annoncé sa démission, effective à la fin du mois. « J'assume mes responsabilités », a-t-il déclaré lors d'une réunion avec le personnel. L'intérim sera assuré par la directrice financière, Mariam Coulibaly.
Contactée, la société n'a pas indiqué si elle comptait contester la décision. Aucun recours n'avait été formé à la date de publication.`,
  },
  // infringement action pending before the commercial court; CA 92 M < 104 M MAD; founder denies leaving
  {
    id: 'd17-w2-032', documentType: 'business_plan', language: 'fr',
    present: ['litigation', 'declining-revenue'], absent: ['founder-departure', 'regulatory'], traits: ['prose', 'figures', 'negation'],
    text: `E-commerce alimentaire : Souk Express dans la tourmente judiciaire
Casablanca – Le tribunal de commerce de Casablanca examinera le 14 octobre l'action en contrefaçon de marque intentée par un distributeur de produits frais contre Souk Express SA, la plateforme de livraison de courses fondée en 2019 par Nabil Kettani. Le plaignant estime que le logo et la dénomination « Souk Express » créent une confusion avec sa propre enseigne, déposée à l'OMPIC en 2016, et réclame 12 M MAD de dommages et intérêts ainsi que le changement de nom de la plateforme.
Le contentieux tombe mal. Selon les comptes déposés, le chiffre d'affaires de Souk Express est revenu à 92 M MAD en 2024, contre 104 M MAD en 2023, sur un marché de l'épicerie en ligne que les cabinets d'études évaluent à 1,1 Md MAD au Maroc.
Interrogé sur les rumeurs de départ qui circulent à Casablanca, Nabil Kettani les dément fermement : « Je ne vais nulle part. Nous avons des arguments solides devant le tribunal et un plan pour revenir à la croissance dès cette année, avec l'ouverture de Rabat et de Marrakech. »`,
  },
  // fund 35 % < 50 %; founders 48 % >= 40 %; dispute closed by settlement in 2023
  {
    id: 'd17-w2-033', documentType: 'business_plan', language: 'fr',
    present: [], absent: ['litigation', 'investor-control', 'low-founder-ownership'], traits: ['prose', 'figures', 'negation', 'time'],
    text: `Proptech : Diaspora Invest lève 2,5 M€ pour séduire les Sénégalais de l'extérieur
Dakar – Diaspora Invest SAS, plateforme qui permet aux Sénégalais établis en Europe et aux États-Unis d'acheter et de faire construire un logement à distance, annonce une levée de 2,5 M€ (environ 1,64 Md FCFA) menée par un fonds panafricain basé à Abidjan. Celui-ci entre au capital à hauteur de 35 %. Les trois fondateurs, Moustapha Guèye, Rama Thiam et Alioune Diallo, conservent ensemble 48 % ; le solde est réparti entre des business angels de la diaspora.
La société a réalisé un chiffre d'affaires de 1,3 Md FCFA en 2024, en hausse de 60 %, grâce aux commissions perçues sur 214 ventes de terrains et de villas à Diamniadio, Mbour et Saly.
Le litige qui l'opposait à un promoteur de Diamniadio, au sujet de retards de livraison, a été clos par une transaction signée en 2023, rappelle Rama Thiam, directrice générale. « C'est derrière nous. Nous avons depuis renforcé nos contrats avec les promoteurs et mis en place un séquestre notarial systématique. »
Les fonds serviront à ouvrir un bureau à Paris et à lancer une offre de crédit immobilier en partenariat avec une banque locale.`,
  },
  // licence applied for in Oct 2024, still under review; 1,5 Md -> 8 Mds FCFA = 5,3x in one year
  {
    id: 'd17-w2-034', documentType: 'business_plan', language: 'fr',
    present: ['pending-licence', 'unrealistic-growth'], absent: ['regulatory', 'no-competition'], traits: ['prose', 'figures', 'time'],
    text: `Numérique : Douala Data Center veut tout miser sur le cloud souverain
Douala – Inauguré en janvier à Bonabéri, le centre de données de Douala Data Center SA affiche de grandes ambitions. « Nous réaliserons 1,5 Md FCFA de chiffre d'affaires cette année et 8 Mds FCFA l'an prochain », affirme son fondateur, Thierry Eboa, qui compte sur la migration des applications des banques et des administrations camerounaises.
Pour commercialiser ses propres liaisons de fibre vers ses clients, la société doit cependant obtenir une licence d'opérateur d'infrastructures. La demande a été déposée en octobre 2024 auprès de l'Agence de régulation des télécommunications (ART) ; le dossier est toujours en cours d'instruction. « Nous avons fourni toutes les pièces, nous attendons simplement la décision », précise le fondateur, qui dit entretenir de bonnes relations avec le régulateur.
En attendant, Douala Data Center s'appuie sur les liaisons louées à l'opérateur historique. Le marché n'est pas vierge : deux autres centres de données sont en service à Yaoundé et un troisième est annoncé à Kribi, reconnaît Thierry Eboa, qui mise sur sa certification Tier III pour se différencier.`,
  },
  // Startup Act label and BCT authorisation both obtained; general sector discussion only; CA 0,7 -> 1,1 -> 1,9 M TND
  {
    id: 'd17-w2-035', documentType: 'business_plan', language: 'fr',
    present: [], absent: ['regulatory', 'pending-licence', 'founder-departure', 'unrealistic-growth'], traits: ['prose', 'negation', 'figures'],
    text: `Agritech : à Sfax, l'irrigation intelligente trouve ses clients
Sfax – Sfax Agritech SARL équipe désormais 1 300 hectares d'oliveraies et de maraîchage en capteurs d'humidité et en vannes pilotées à distance. La société, labellisée Startup Act en 2023, a réalisé un chiffre d'affaires de 1,1 M TND en 2024, contre 0,7 M TND un an plus tôt, et vise 1,9 M TND en 2025.
La Banque centrale de Tunisie lui a accordé en janvier l'autorisation d'ouvrir un compte startup en devises, ce qui lui permet de facturer ses premiers clients en Libye et en Algérie. « Toutes nos autorisations sont en poche, nous pouvons nous concentrer sur le commercial », résume la cofondatrice, Amira Kallel.
Les acteurs du secteur rappellent que l'agritech tunisienne reste dépendante, de manière générale, de la disponibilité de l'eau et des arbitrages publics sur les quotas d'irrigation. Amira Kallel, qui écarte toute idée de céder ou de quitter l'entreprise, estime que la rareté de l'eau est justement « la meilleure raison d'acheter nos capteurs ».`,
  },
  {
    id: 'd17-w2-036', documentType: 'legal_docs', language: 'fr',
    present: ['litigation', 'pending-licence', 'related-party'], absent: ['debt-distress', 'regulatory'], traits: ['list', 'negation', 'time'],
    text: `GBADJI PHARMA DISTRIBUTION SA – Questionnaire de due diligence juridique – Réponses de la société (version du 10 mars 2025)
Q4.1 – La société est-elle partie à un litige en cours ou menacé ?
R : Oui. Un ancien délégué médical a saisi le tribunal de première instance de Cotonou (chambre sociale) en novembre 2024 pour licenciement abusif. Il réclame 24 M FCFA. La tentative de conciliation a échoué ; l'affaire est pendante, prochaine audience le 2 avril 2025.
Q4.2 – La société dispose-t-elle de toutes les autorisations nécessaires à son activité ?
R : La demande d'autorisation d'exercer en qualité de grossiste-répartiteur de produits pharmaceutiques a été déposée auprès de l'ABMed le 3 septembre 2024. Le dossier est complet et l'inspection du site a rendu un avis favorable ; l'arrêté n'a pas encore été signé. Dans l'intervalle, la société distribue sous l'autorisation de son partenaire importateur.
Q4.3 – Existe-t-il des contrats avec des dirigeants, actionnaires ou leurs proches ?
R : L'entrepôt d'Akpakpa est loué à Mme Pélagie Hounkpatin, mère du fondateur et Directeur général, M. Marius Hounkpatin, pour un loyer de 1,8 M FCFA par mois.
Q4.4 – La société a-t-elle des dettes fiscales ou sociales échues ?
R : Non. Les attestations de régularité fiscale et CNSS sont jointes en annexe 9.`,
  },
];
