/** The rest of cases-dev-retired-nineteenth-fr-w7-1.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagNineteenthFrW7P1Rest: readonly RedFlagCase[] = [
  // 04 — Note de due diligence juridique, cuisine centrale, Faa'a (Polynésie française). CLEAN.
  // investor-control ABSENT: Tamarii Invest 36 000 / 150 000 = 24 % (< 50 %).
  // low-founder-ownership ABSENT: fondateurs 51 000 + 36 000 = 87 000 / 150 000 = 58 % (≥ 40 %).
  //   Contrôle : 51 + 36 + 36 + 18 + 9 = 150 (milliers d'actions) ; 34 + 24 + 24 + 12 + 6 = 100 %.
  // customer-concentration ABSENT: premier client 19 % (< 30 %), aucun autre > 10 %, aucun autre nommé.
  // litigation ABSENT: jugement prud'homal définitif et payé ; réclamation fournisseur close par transaction.
  // pending-licence ABSENT: agrément sanitaire délivré ; renouvellement de l'AOT seulement envisagé pour 2027.
  // dead-equity ABSENT: BSA des salariés partis devenus caducs, aucun ancien au registre.
  // cap-table-complexity ABSENT: concordance intégrale avec le registre.
  {
    id: 'h19-fr-w7-04',
    documentType: 'legal_docs',
    language: 'fr',
    text: `TEHEI & ASSOCIÉS — Avocats au barreau de Papeete
NOTE DE DUE DILIGENCE JURIDIQUE — STRICTEMENT CONFIDENTIEL

Destinataire : Tamarii Invest, comité d'investissement
Société cible : Ora Kai SAS, cuisine centrale, zone industrielle de Faa'a
Opération : souscription de 36 000 actions nouvelles pour 95 000 000 F CFP
Date : 8 septembre 2025

1. Périmètre
Nos travaux ont porté sur les documents de la data room au 29 août 2025 et sur deux entretiens avec les fondateurs. Aucun point bloquant n'a été relevé ; les points ci-dessous appellent des déclarations et garanties spécifiques.

2. Capital et actionnariat
Le capital actuel de 10 500 000 F CFP est divisé en 105 000 actions de 100 F CFP. Nous avons rapproché la table de capitalisation avec le registre des mouvements de titres, les ordres de mouvement et les procès-verbaux des augmentations de capital de 2021, 2022 et 2024 : concordance intégrale.

Répartition après l'opération (base entièrement diluée)
Heimana Tautu (fondateur, Président)      51 000    34,0 %
Rava Lehartel (fondatrice, DG)            36 000    24,0 %
Tamarii Invest                            36 000    24,0 %
Fare Angels (neuf personnes)              18 000    12,0 %
BSA salariés (alloués et à allouer)        9 000     6,0 %
Total                                    150 000   100,0 %

Deux salariés titulaires de BSA ont quitté la société en 2024 ; leurs 2 400 BSA, non exercés, sont devenus caducs en application du règlement du plan et ont été réintégrés dans l'enveloppe. Aucun ancien salarié, dirigeant ou fondateur ne figure au registre.

3. Autorisations administratives
- Agrément sanitaire de la cuisine centrale : délivré le 4 février 2025 par la Direction de la biosécurité pour 4 000 repas par jour, sans limitation de durée sous réserve des contrôles.
- Autorisation d'occupation temporaire du domaine public (quai de livraison) : accordée jusqu'au 31 décembre 2027 ; la société prévoit d'en demander le renouvellement au premier semestre 2027.
- Les trois inspections de 2024 et 2025 se sont conclues sans observation majeure ni mesure administrative.

4. Contrats commerciaux
Le premier marché de restauration scolaire (commune de Punaauia) a représenté 19 % du chiffre d'affaires 2024 ; aucun autre client, public ou privé, ne dépasse 10 %. Aucun contrat ne comporte de clause de changement de contrôle.

5. Immobilier
La cuisine est louée à la SCI Atiu Immo. Nous avons vérifié ses statuts et l'extrait du registre : elle n'a aucun lien capitalistique ou familial avec les fondateurs ou leurs proches.

6. Social et contentieux
- Le contentieux engagé par un ancien cuisinier a été tranché par un jugement du tribunal du travail de Papeete du 3 mars 2025, devenu définitif faute d'appel ; la condamnation (650 000 F CFP) a été payée le 28 mars 2025.
- La réclamation d'un ancien fournisseur de produits de la mer (1 800 000 F CFP), formulée par courrier d'avocat en mai 2025, a été réglée par un protocole transactionnel du 30 juin 2025 emportant renonciation à toute action.
- À notre connaissance, aucune autre procédure judiciaire ou administrative n'est en cours ni annoncée.
- Attestations de régularité CPS et DICP à jour au 31 juillet 2025.

7. Gouvernance
Les deux fondateurs exercent à temps plein. Le pacte prévoit des clauses de good et bad leaver qui ne s'appliqueraient qu'en cas de départ futur.

8. Recommandations
Garantie spécifique sur les marchés publics en cours ; condition suspensive : signature du pacte modifié et de l'engagement d'exclusivité des fondateurs.

Maître Hinatea Tehei`,
    present: [],
    absent: ['investor-control', 'litigation', 'pending-licence', 'dead-equity', 'cap-table-complexity'],
    traits: ['list', 'table', 'prose', 'negation', 'time', 'modality'],
  },

  // 05 — Pitch deck d'amorçage, logiciel pour pensions de famille, Papeete (Polynésie française).
  // non-recurring-revenue PRESENT (split, figures): MRR affiché 2,9 MF mais 180 × 9 500 = 1 710 000 F CFP récurrents ;
  //   l'écart ≈ 38 × 31 600 = 1 200 800 F CFP de frais de mise en service facturés une fois (1,71 + 1,20 = 2,91).
  // unit-economics PRESENT (figures): LTV = 9 500 × 75 % / 3 % = 237 500 F CFP ; LTV/CAC = 237 500 / 140 000 = 1,7×,
  //   pas les 7× annoncés.
  // unrealistic-growth PRESENT (figures): CA 24 → 110 MF = 4,6× (2026) ; 110 → 450 MF = 4,1× (2027).
  // no-competition PRESENT: le deck affirme être le seul acteur, sans concurrence.
  // high-churn ABSENT: 3 % par mois (< 5 %) ; 1 - 0,97^12 = 30,6 % par an (< 45 %).
  // burn-above-revenue ABSENT: charges 1,4 MF/mois < revenu récurrent 1,71 MF/mois ; résultat 2024 positif.
  // customer-concentration ABSENT: aucun client > 2 %.
  {
    id: 'h19-fr-w7-05',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `FARE CONNECT — Deck investisseurs — Levée d'amorçage — Septembre 2025

[1] Fare Connect
Le logiciel de réservation et de paiement des pensions de famille de Polynésie française
Papeete · Moorea · Rangiroa
Nous levons 500 000 € (≈ 59,7 MF CFP)

[2] Le problème
- Plus de 300 pensions de famille et petits hôtels répartis sur cinq archipels
- Disponibilités tenues sur cahier ou tableur : surréservations fréquentes
- Connexion lente dans les atolls, paiement en F CFP mal géré par les outils étrangers
- Jusqu'à 20 % de commission versée aux grandes plateformes de réservation

[3] La solution
- Calendrier unique synchronisé avec Booking, Airbnb et Expedia
- Mode hors-ligne, synchronisation par satellite
- Paiement en F CFP et en euros, acompte automatique
- Interface en français, anglais et reo tahiti

[4] Traction — juin 2025
- 180 établissements abonnés
- Abonnement moyen : 9 500 F CFP par mois
- MRR : 2,9 MF CFP
- Aucun client ne dépasse 2 % du chiffre d'affaires

[5] Faits marquants
- Mars 2025 : partenariat avec le comité du tourisme des Tuamotu
- Juin 2025 : campagne « Fare Connect dans les atolls », 38 pensions équipées en un mois, frais de mise en service de 31 600 F CFP facturés une seule fois par établissement
- Juillet 2025 : paiement par lien SMS

[6] Marché et concurrence
- Polynésie : 300+ pensions, 2 000+ chambres ; Pacifique insulaire : 4 000+ établissements
- Concurrence directe : aucune. Les outils internationaux ne s'adressent pas aux pensions polynésiennes et aucun éditeur local n'existe. Fare Connect est aujourd'hui seul sur ce marché.

[7] Modèle économique
- Abonnement mensuel sans engagement
- Marge brute : 75 %
- CAC : 140 000 F CFP (déplacements inter-îles compris)
- Churn mensuel : 3 %
- LTV / CAC : 7×

[8] Projections (MF CFP)
                2024     2025e    2026e    2027e
CA               9,8      24       110      450
Établissements   95       230      800      2 600
À partir de 2026 : îles Cook, Fidji, Vanuatu.

[9] Coûts
- Charges mensuelles actuelles : 1,4 MF CFP (4 salariés, hébergement, déplacements)
- Exercice 2024 : CA 9,8 MF CFP, résultat net +0,6 MF CFP

[10] Équipe
- Tehani Wong, CEO — huit ans chez un réceptif de Papeete
- Mathieu Salmon, CTO — ancien développeur chez un éditeur lyonnais

[11] Utilisation des fonds
- 45 % équipe commerciale dans les îles
- 30 % produit
- 25 % expansion Pacifique (Rarotonga, Nadi)

Contact : tehani@fareconnect.pf`,
    present: ['non-recurring-revenue', 'unit-economics', 'unrealistic-growth', 'no-competition'],
    absent: ['high-churn', 'burn-above-revenue', 'customer-concentration'],
    traits: ['list', 'table', 'split', 'figures'],
  },

  // 06 — Mise en demeure d'avocat pour une banque, installateur photovoltaïque, Nouméa (Nouvelle-Calédonie).
  // debt-distress PRESENT: trois mensualités impayées (3 × 1 480 000 = 4 440 000 F CFP) ;
  //   total réclamé 4 440 000 + 61 250 + 222 000 = 4 723 250 F CFP (indemnité 5 % × 4 440 000 = 222 000).
  // litigation PRESENT (indirect): instance RG 25/00312 devant le TPI de Nouméa, renvoyée au 18 septembre 2025, non close.
  // founder-departure PRESENT (indirect): le cofondateur-président a annoncé quitter ses fonctions le 31 juillet 2025.
  {
    id: 'h19-fr-w7-06',
    documentType: 'legal_docs',
    language: 'fr',
    text: `SELARL LECLERC & NÉPORO — Avocats au barreau de Nouméa
12, rue de Sébastopol — BP 1187 — 98845 Nouméa Cedex

Nouméa, le 8 juillet 2025

LETTRE RECOMMANDÉE AVEC DEMANDE D'AVIS DE RÉCEPTION
et par courriel

SAS SOLEIL DU CAILLOU
prise en la personne de son représentant légal
27, route de la Baie des Dames, Ducos, 98800 Nouméa

Copie : M. Yann Hnawia, en sa qualité de caution personnelle et solidaire

Nos réf. : BOC/SDC/25-117
Objet : mise en demeure — prêt professionnel n° 2022-0481

Madame, Monsieur,

Nous intervenons en qualité de conseil de la Banque de l'Océanie Calédonienne (ci-après « la Banque »).

Par acte sous seing privé du 15 mars 2022, la Banque a consenti à votre société un prêt de 96 000 000 F CFP d'une durée de soixante-douze mois, destiné au financement de centrales photovoltaïques en toiture, remboursable en mensualités constantes de 1 480 000 F CFP. Ce prêt est garanti par un nantissement du fonds de commerce et par le cautionnement personnel et solidaire de M. Yann Hnawia, à hauteur de 48 000 000 F CFP.

Or, les échéances des 5 avril, 5 mai et 5 juin 2025 sont demeurées impayées, malgré les relances de la Banque des 22 avril et 19 mai 2025. Au 8 juillet 2025, votre société reste redevable des sommes suivantes :

- échéances échues et non réglées (3 × 1 480 000 F CFP) : 4 440 000 F CFP
- intérêts de retard au taux contractuel majoré, arrêtés au 30 juin 2025 : 61 250 F CFP
- indemnité forfaitaire de 5 % (article 11.3 des conditions générales) : 222 000 F CFP
Total : 4 723 250 F CFP

En conséquence, nous vous mettons en demeure de régler la somme de 4 723 250 F CFP dans un délai de quinze (15) jours à compter de la réception de la présente. À défaut, la Banque se prévaudra de l'article 12 du contrat, prononcera la déchéance du terme, exigera le remboursement immédiat du capital restant dû, soit 47 880 512 F CFP au 5 juin 2025, outre intérêts et accessoires, et mettra en œuvre les garanties.

Nous vous rappelons par ailleurs que l'instance introduite par la Banque le 6 février 2025 devant le tribunal de première instance de Nouméa (RG n° 25/00312), en paiement du solde débiteur de votre compte courant professionnel (11 904 380 F CFP), suit son cours, l'affaire ayant été renvoyée à l'audience du 18 septembre 2025. La présente mise en demeure est adressée sans préjudice de cette procédure.

Enfin, la Banque a pris connaissance du courrier du 2 juin 2025 par lequel M. Yann Hnawia, cofondateur et président de votre société, l'informe qu'il cessera ses fonctions le 31 juillet 2025 pour s'établir en métropole. Ce changement est sans incidence sur son engagement de caution. Nous vous rappelons que l'article 9.4 du contrat vous impose de communiquer à la Banque, dès sa désignation, l'identité du nouveau représentant légal.

La présente vaut mise en demeure au sens de l'article 1139 du code civil applicable en Nouvelle-Calédonie et fait courir les intérêts moratoires.

Nous vous prions d'agréer, Madame, Monsieur, l'expression de nos salutations distinguées.

Maître Anne-Sophie Leclerc`,
    present: ['debt-distress', 'litigation', 'founder-departure'],
    absent: [],
    traits: ['prose', 'list', 'figures', 'indirect', 'time', 'words'],
  },

  // 07 — Fil Teams exporté, direction d'une edtech de soutien scolaire, Papeete (Polynésie française).
  // short-runway PRESENT (figures): 13,6 MF / 2,8 MF par mois = 4,9 mois (passage sous zéro mi-novembre).
  // burn-above-revenue PRESENT (figures): sortie nette 2,8 MF/mois > abonnements 1,0 à 1,2 MF/mois.
  // founder-departure PRESENT (indirect): le cofondateur CTO a démissionné fin mars et est rentré à Bordeaux.
  // dead-equity PRESENT (indirect): ses 2 200 actions (22 %) restent à son nom, délai de rachat expiré sans rachat.
  // cap-table-complexity PRESENT (indirect): table 10 000 actions vs registre 10 300, écart de 300 inexpliqué.
  // low-founder-ownership ABSENT: seule fondatrice active, Moana 5 200 / 10 000 = 52 % (5 200 / 10 300 = 50,5 %).
  // investor-control ABSENT: angels 2 100 / 10 000 = 21 % à eux tous. high-churn ABSENT: 3 % par mois (< 5 %).
  // declining-revenue ABSENT: abonnements 1,0 → 1,1 → 1,2 MF.
  {
    id: 'h19-fr-w7-07',
    documentType: 'business_plan',
    language: 'fr',
    text: `Export Microsoft Teams — Canal « Direction › Préparation CA du 24 juillet »
Tiki Learn SAS — exporté le 15/07/2025 à 18:42 (heure de Tahiti)

[15/07/2025 08:14] Moana Teriitahi (CEO) : Ia ora na à tous. Pour le CA du 24, il me faut trois choses : la tréso à jour, une table de cap propre pour la data room de Pacific Seed, et une position claire sur les actions de Teva.
[15/07/2025 08:31] Jean-Baptiste Morel (DAF à temps partagé) : Tréso au 30/06 : 13,6 MF sur Socredo + Banque de Tahiti. Rien d'autre, le DAT a été cassé en avril.
[15/07/2025 08:33] Jean-Baptiste Morel : Sortie nette moyenne avril-mai-juin : 2,8 MF par mois. Abonnements encaissés : 1,0 MF en avril, 1,1 en mai, 1,2 en juin.
[15/07/2025 08:40] Heiarii Tama (Ops) : Et juillet s'annonce mieux : 140 familles inscrites pour la rentrée d'août. Désabonnements autour de 3 % par mois, stable depuis janvier.
[15/07/2025 08:52] Moana Teriitahi : Ok. Donc sans le closing Pacific Seed on est à sec avant la fin de l'année, c'est bien ça ?
[15/07/2025 08:55] Jean-Baptiste Morel : Au rythme actuel, oui : on passe sous zéro courant novembre. J'ai mis deux scénarios dans le fichier.
[15/07/2025 09:10] Me Sandrine Ly (invitée externe) : Bonjour à tous. Côté data room : la table de cap que vous m'avez transmise en décembre totalise 10 000 actions, le registre des mouvements de titres en compte 10 300. Personne n'a pu me dire d'où viennent les 300. BSA exercés par les angels en 2023 ? Sans bulletins de souscription ni PV, je ne peux pas attester la répartition.
[15/07/2025 09:14] Jean-Baptiste Morel : Je cherche. L'expert-comptable de l'époque ne répond plus.
[15/07/2025 09:20] Moana Teriitahi : Pour rappel, la répartition de décembre : moi 5 200, Teva 2 200, Club Tahiti Angels et les 4 BA 2 100, BSA salariés exercés 500.
[15/07/2025 09:26] Me Sandrine Ly : Justement, Teva. Votre cofondateur est bien sorti de l'opérationnel en mars ?
[15/07/2025 09:27] Moana Teriitahi : Il a démissionné de son poste de CTO fin mars et il est rentré à Bordeaux. On reste en bons termes.
[15/07/2025 09:31] Me Sandrine Ly : Alors il reste associé à 22 %. Le pacte vous donnait 90 jours pour racheter ses actions, au nominal en bad leaver ou à la valeur de marché en good leaver. Le délai a expiré le 29 juin sans notification : ses 2 200 actions restent à son nom.
[15/07/2025 09:35] Moana Teriitahi : De toute façon on n'avait pas la tréso pour racheter à la valeur de marché 😕
[15/07/2025 09:41] Jean-Baptiste Morel : Je mets une ligne « associé sortant » dans la note au CA. Pacific Seed va forcément poser la question.
[15/07/2025 09:44] Heiarii Tama : Pour info, Teva n'a plus accès au repo depuis avril, Tamatoa a repris toute la stack.
[15/07/2025 10:02] Moana Teriitahi : Merci. JB, pour jeudi : la tréso mois par mois jusqu'en décembre, plus l'impact de la levée de 1 M€ (≈ 119 MF CFP) si closing fin septembre.
[15/07/2025 10:05] Jean-Baptiste Morel : Ça marche 👍`,
    present: ['short-runway', 'burn-above-revenue', 'founder-departure', 'dead-equity', 'cap-table-complexity'],
    absent: ['low-founder-ownership', 'investor-control', 'high-churn', 'declining-revenue'],
    traits: ['chat', 'figures', 'indirect', 'split', 'time'],
  },
];
