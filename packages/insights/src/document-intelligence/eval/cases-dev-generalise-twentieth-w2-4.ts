import type { RedFlagCase } from './case';

export const generaliseTwentiethW2Part4: readonly RedFlagCase[] = [
  // non-recurring-revenue: MRR 86 k€ "dont" 14 k€ de paramétrage facturé une fois. high-churn: rétention à 12 mois de la cohorte 2024 = 48 % < 55 %. Charges 79 k€ < CA 86 k€: pas de burn-above-revenue. Churn mensuel non donné.
  {
    id: 'd20-w2-fr-025-lettre-lille-mrr-cohorte',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['non-recurring-revenue', 'high-churn'],
    absent: ['burn-above-revenue', 'short-runway', 'declining-revenue'],
    traits: ['email', 'figures', 'indirect'],
    text: `Objet : [Plannea] Lettre investisseurs – janvier 2026

Bonjour à tous,

Les chiffres clés de janvier :
• MRR : 86 k€ (décembre : 79 k€), dont 14 k€ de missions de paramétrage et de reprise de données facturées une fois à l'ouverture des nouveaux comptes.
• Nouveaux clients : 31 cabinets d'expertise comptable (record).
• Charges du mois : 79 k€, soit un mois à l'équilibre.
• Trésorerie : 1,4 M€.

Rétention
Nous avons enfin un an de recul sur la cohorte signée au premier trimestre 2024 : 48 % des cabinets sont encore clients douze mois après leur signature. Les départs se concentrent sur les petits cabinets (moins de cinq collaborateurs), pour lesquels l'outil est sans doute trop complet. Nous testons une offre allégée à partir de mars.

Produit
La synchronisation avec les principaux logiciels de production comptable est en production depuis le 15 janvier. Le module de lettre de mission sera livré fin février.

Équipe
Deux arrivées : une responsable du succès client à Lille et un développeur à Nantes. Nous sommes désormais 17.

Demandes
Nous cherchons des introductions auprès de réseaux d'expertise comptable de taille moyenne (20 à 100 collaborateurs).

Bonne fin de mois,
Camille, pour l'équipe Plannea`,
  },
  // Hypothèses seulement: "si un client nous assignait", "en cas de défaut", "pourrait" -> ni litigation ni debt-distress. Prêt remboursé (résolu). CA 1,35 -> 1,52 M€ en hausse, charges 1,41 M€ < CA.
  {
    id: 'd20-w2-fr-026-lettre-bordeaux-hypotheses',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['litigation', 'debt-distress', 'declining-revenue', 'burn-above-revenue'],
    traits: ['email', 'modality', 'resolved', 'figures'],
    text: `De : Paul Garnier, président de Vitis Drone SAS
À : actionnaires
Objet : Bilan du trimestre et gestion des risques

Chers actionnaires,

Le quatrième trimestre clôt une année solide : le chiffre d'affaires 2025 atteint 1,52 M€ (2024 : 1,35 M€), pour des charges totales de 1,41 M€. Nous avons pulvérisé 3 900 hectares de vignes, contre 2 700 l'an dernier.

Plusieurs d'entre vous m'ont interrogé sur nos risques. Je vous réponds franchement.

Responsabilité civile. Si un viticulteur nous assignait à la suite d'une dérive de traitement sur une parcelle voisine, notre police de responsabilité civile professionnelle couvrirait jusqu'à 3 M€ par sinistre. Aucune réclamation n'a été formulée à ce jour.

Clients. En cas de défaut de paiement d'une grande coopérative, l'assurance-crédit souscrite en septembre prendrait en charge 85 % de la créance. Nos délais de paiement moyens restent de 38 jours.

Dette. Le prêt garanti de 200 k€ souscrit en 2020 a été remboursé en totalité en octobre ; nous n'avons plus aucune dette bancaire.

Météo. Une saison particulièrement pluvieuse pourrait réduire nos jours de vol de 20 %, ce qui décalerait une partie du chiffre d'affaires sur l'été.

Je reste à votre disposition pour en parler lors de l'assemblée de juin.

Bien à vous,
Paul Garnier`,
  },
  // audit-opinion: "impossibilité de certifier" du CAC. going-concern absent: aucun doute exprimé sur la continuité. CA 2,3 Md FCFA cité -> pas de missing-financials.
  {
    id: 'd20-w2-fr-027-cac-douala-impossibilite-certifier',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['audit-opinion'],
    absent: ['going-concern', 'litigation', 'missing-financials'],
    traits: ['boilerplate', 'indirect'],
    text: `RAPPORT GÉNÉRAL DU COMMISSAIRE AUX COMPTES
Exercice clos le 31 décembre 2025 – TRANSCAM EXPRESS SA, Douala (Cameroun)

Mesdames, Messieurs les actionnaires,

En exécution de la mission qui nous a été confiée par votre Assemblée générale, nous vous présentons notre rapport relatif à l'audit des états financiers de synthèse de la société, faisant apparaître un chiffre d'affaires de 2,3 milliards de FCFA et un total de bilan de 1,7 milliard de FCFA.

Impossibilité de certifier
Nous n'exprimons pas d'opinion sur les états financiers ci-joints. En raison de l'importance des points décrits ci-dessous, nous n'avons pas été en mesure d'obtenir des éléments probants suffisants et appropriés pour fonder une opinion d'audit.

Fondement de l'impossibilité de certifier
1. Les pièces justificatives des achats de carburant et de pièces détachées, comptabilisés pour 640 M FCFA, ne nous ont pas été communiquées pour la période de janvier à août 2025, à la suite du changement de logiciel comptable.
2. Les comptes clients, d'un montant de 510 M FCFA, n'ont pas fait l'objet de rapprochements avec les relevés des clients ; nos demandes de confirmation directe sont restées sans réponse à hauteur de 72 % du solde.

Responsabilités de la direction
Les états financiers ont été établis sous la responsabilité du Conseil d'administration conformément au Système comptable OHADA.

Vérifications et informations spécifiques
Compte tenu de l'impossibilité de certifier exprimée ci-dessus, nous ne formulons pas d'observation sur le rapport de gestion.

Douala, le 30 avril 2026
Le Commissaire aux comptes, associé`,
  },
  // CNDP: autorisation délivrée, pièces complémentaires fournies -> ni pending-licence ni regulatory. Rappel des obligations = boilerplate.
  {
    id: 'd20-w2-fr-028-cndp-autorisation-delivree',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['resolved', 'boilerplate'],
    text: `ROYAUME DU MAROC
Commission Nationale de contrôle de la protection des Données à caractère Personnel (CNDP)

Rabat, le 14 janvier 2026
Réf. : A-GC-412/2026

À l'attention de Madame la Directrice générale de TABIB CONNECT SARL, Casablanca

Objet : Autorisation de traitement de données à caractère personnel – plateforme de prise de rendez-vous médicaux

Madame la Directrice générale,

Suite à votre demande d'autorisation déposée le 3 octobre 2025 et aux pièces complémentaires transmises le 28 novembre 2025 (analyse d'impact, contrat d'hébergement, politique de conservation des données), la Commission, réunie en séance plénière le 9 janvier 2026, a délibéré favorablement.

En conséquence, l'autorisation n° A-GC-412/2026 vous est accordée pour le traitement ayant pour finalité la gestion des rendez-vous, des dossiers administratifs des patients et des rappels par SMS.

Nous vous rappelons que, conformément à la loi n° 09-08, tout transfert de données vers un pays étranger doit faire l'objet d'une autorisation distincte, et que toute modification substantielle du traitement devra nous être déclarée. Le non-respect de ces obligations exposerait le responsable du traitement aux sanctions prévues par la loi.

Nous vous prions d'agréer, Madame la Directrice générale, l'expression de nos salutations distinguées.

Le Président de la CNDP`,
  },
  // regulatory: sanction de l'ARTCI (amende + suspension d'attribution de numéros). litigation: recours contentieux pendant devant la Cour suprême. pending-licence absent: licence détenue, non en cause.
  {
    id: 'd20-w2-fr-029-artci-sanction-recours',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['regulatory', 'litigation'],
    absent: ['pending-licence'],
    traits: ['email', 'indirect'],
    text: `De : Direction juridique – Linka Télécom CI
À : Conseil d'administration
Date : 3 février 2026
Objet : Décision de sanction de l'ARTCI – état du dossier

Mesdames, Messieurs les administrateurs,

Par décision n° 2025-1187 du 19 décembre 2025, l'Autorité de Régulation des Télécommunications/TIC de Côte d'Ivoire (ARTCI) a prononcé à l'encontre de notre société :
- une sanction pécuniaire de 180 M FCFA pour manquement aux obligations d'identification des abonnés ;
- la suspension, pour une durée de six mois, de toute nouvelle attribution de ressources en numérotation.

Notre licence d'opérateur de services à valeur ajoutée n'est pas remise en cause et demeure valable jusqu'en 2031.

Nous avons formé le 16 janvier 2026 un recours en annulation devant la Chambre administrative de la Cour suprême, assorti d'une demande de sursis à exécution. L'affaire est enrôlée ; aucune date d'audience n'a encore été fixée. L'amende a été provisionnée dans les comptes 2025.

En parallèle, le plan de mise en conformité (réidentification de 64 000 abonnés) est exécuté à 70 %.

Nous vous tiendrons informés de l'évolution de la procédure.

La Directrice juridique`,
  },
  // customer-concentration absent: premier client 27 % < 30 %. Contentieux fiscal clos par dégrèvement (résolu) -> ni litigation ni debt-distress. CA en hausse, résultat positif.
  {
    id: 'd20-w2-fr-030-note-credit-san-pedro-cajou',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['customer-concentration', 'litigation', 'debt-distress', 'declining-revenue'],
    traits: ['resolved', 'figures'],
    text: `NOTE DE CRÉDIT – Comité des engagements du 11 février 2026
Client : IVOIRE CAJOU TRANSFORMATION SARL (San-Pédro)
Demande : ligne de préfinancement de campagne de 600 M FCFA sur 9 mois

Présentation
Unité de décorticage de noix de cajou créée en 2019 ; 210 salariés en pleine campagne.

Chiffres clés (en M FCFA)         2024      2025
Chiffre d'affaires               2 940     3 480
Achats de noix brutes et coûts   2 310     2 700
Résultat net                       148       192

Clientèle
Les amandes sont exportées vers six acheteurs au Vietnam, en Inde et aux Pays-Bas. Le premier acheteur représente 27 % du chiffre d'affaires 2025 ; aucun autre ne dépasse 18 %.

Historique bancaire
Crédit de campagne 2025 de 450 M FCFA remboursé à l'échéance en décembre 2025. Aucune échéance impayée sur les trois dernières campagnes.

Fiscalité
Le redressement notifié en 2024 au titre de la TVA (38 M FCFA) a fait l'objet d'une réclamation ; la DGI a prononcé le dégrèvement total le 7 octobre 2025. Le dossier est clos. Attestation de régularité fiscale valable jusqu'au 30 juin 2026 versée au dossier.

Garanties proposées
Nantissement des stocks sous tierce détention, domiciliation des recettes d'exportation.

Avis : favorable.`,
  },
  // pending-licence: demande de licence ANRT en cours d'instruction, pièces complémentaires demandées. short-runway: trésorerie "environ cinq mois de dépenses" < 9. regulatory absent (choix): pas de sanction ni d'incertitude réglementaire énoncée au-delà de la demande en cours.
  {
    id: 'd20-w2-fr-031-anrt-licence-instruction-5mois',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['pending-licence', 'short-runway'],
    absent: ['regulatory', 'burn-above-revenue'],
    traits: ['email', 'indirect'],
    text: `De : Mehdi Alaoui, CEO – Sat4All Maroc
À : comité stratégique
Objet : TR: Réponse de l'ANRT + point trésorerie

Bonjour à tous,

Je vous transfère ci-dessous la réponse reçue ce matin de l'ANRT.

-----
Agence Nationale de Réglementation des Télécommunications
Rabat, le 2 février 2026 – Réf. DRC/LIC/2026/057

Monsieur le Directeur général,
Nous accusons réception de votre demande de licence d'établissement et d'exploitation de réseaux radioélectriques à ressources partagées par satellite, déposée le 18 novembre 2025. Le dossier est en cours d'instruction. Afin de poursuivre son examen, nous vous prions de bien vouloir nous transmettre, dans un délai de trente jours, le plan technique détaillé des stations terriennes et les justificatifs de capacité financière actualisés.
-----

Mon commentaire : c'est une étape normale, mais cela repousse probablement la décision de deux à trois mois. Tant que la licence n'est pas délivrée, nous ne pouvons pas commercialiser l'offre auprès des coopératives agricoles.

Côté trésorerie, nous avons 2,1 M MAD en banque, ce qui couvre environ cinq mois de dépenses au rythme actuel. Je propose que nous lancions dès ce mois-ci la discussion sur un bridge avec les actionnaires existants, sans attendre la décision de l'ANRT.

Réunion proposée jeudi à 18 h.

Mehdi`,
  },
  // Opinion sans réserve; le paragraphe "Observation" ne modifie pas l'opinion -> pas d'audit-opinion. Phrase-type sur la continuité d'exploitation (responsabilités de la direction) = boilerplate -> pas de going-concern. Bénéfice 310 k€.
  {
    id: 'd20-w2-fr-032-cac-bordeaux-sans-reserve-observation',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['audit-opinion', 'going-concern', 'burn-above-revenue'],
    traits: ['boilerplate', 'negation'],
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES COMPTES ANNUELS
Exercice clos le 31 décembre 2025 – OCÉAVIA SAS, Bordeaux

À l'assemblée générale de la société OCÉAVIA,

Opinion
En exécution de la mission qui nous a été confiée, nous avons effectué l'audit des comptes annuels de la société OCÉAVIA relatifs à l'exercice clos le 31 décembre 2025, faisant apparaître un chiffre d'affaires de 4,7 M€ et un bénéfice de 310 k€. Nous certifions que les comptes annuels sont, au regard des règles et principes comptables français, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé.

Observation
Sans remettre en cause l'opinion exprimée ci-dessus, nous attirons votre attention sur la note 2.1 de l'annexe qui expose le changement de méthode comptable relatif à l'inscription à l'actif des frais de développement.

Justification des appréciations
Nous n'avons pas d'appréciation particulière à porter en dehors du point exposé ci-dessus.

Vérifications spécifiques
Nous n'avons pas d'observation à formuler sur la sincérité et la concordance avec les comptes annuels des informations données dans le rapport de gestion, ni sur les informations relatives aux délais de paiement.

Responsabilités de la direction
Lors de l'établissement des comptes annuels, il incombe à la direction d'évaluer la capacité de la société à poursuivre son exploitation, de présenter dans ces comptes, le cas échéant, les informations nécessaires relatives à la continuité d'exploitation et d'appliquer la convention comptable de continuité d'exploitation.

Fait à Bordeaux, le 4 avril 2026
Le commissaire aux comptes`,
  },
];
