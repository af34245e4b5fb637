import type { RedFlagCase } from './case';

export const generaliseTwentiethW2Part5: readonly RedFlagCase[] = [
  // declining-revenue: CA 5,80 -> 5,10 M TND. gross-margin: taux de marge 46,0 % -> 38,0 % (-8 pts >= 5). burn-above-revenue absent: charges totales 3,16 + 1,60 = 4,76 < 5,10, résultat positif.
  {
    id: 'd20-w2-fr-033-tableau-sousse-marge-recul',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['declining-revenue', 'gross-margin'],
    absent: ['burn-above-revenue', 'debt-distress'],
    traits: ['table', 'figures', 'ocr'],
    text: `ÉTAT DE RÉSULTAT SIMPLIFIÉ – TEXTILIA SOUSSE SA
(en milliers de dinars tunisiens – TND)

                                   2025        2024
Chiffre d' affaires              5 100       5 800
Coût des ventes                (3 162)     (3 132)
Marge brute                      1 938       2 668
Taux de marge brute              38,0 %      46,0 %
Charges de personnel             (  980)     (1 020)
Autres charges d'exploitation    (  620)     (  680)
Résultat d' exploitation           338         968
Charges financières              (   41)     (   52)
Résultat net                       297         916

Commentaire de gestion
Les commandes du principal donneur d'ordre européen ont été réparties sur un nombre plus élevé de fournisseurs en 2025. La hausse du prix du coton et des coûts de l'énergie n'a pu être répercutée qu'en partie sur les prix de vente. La direction a engagé un plan de réduction des coûts de 300 k TND et la renégociation des contrats d'énergie pour 2026.

Endettement : crédit d'investissement de 400 k TND, échéances honorées.`,
  },
  // Tableau: CA 2,94 -> 3,61 M€ (hausse), charges 3,28 M€ < CA -> ni declining-revenue ni burn-above-revenue. "Conventions réglementées : néant" -> pas de related-party.
  {
    id: 'd20-w2-fr-034-tableau-grenoble-conventions-neant',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['declining-revenue', 'burn-above-revenue', 'related-party', 'gross-margin'],
    traits: ['table', 'negation', 'figures'],
    text: `ALPICOM SAS – Grenoble
Rapport de gestion du Président – exercice 2025 (extraits)

Compte de résultat résumé (k€)
                               2025      2024     Var.
Chiffre d'affaires            3 610     2 940    +22,8 %
Achats consommés             (1 190)     (985)
Marge brute                   2 420     1 955
Taux de marge                 67,0 %    66,5 %
Charges de personnel         (1 560)   (1 310)
Autres charges externes        (530)     (455)
Résultat d'exploitation         330       190
Résultat net                    262       151

Conventions visées à l'article L. 227-10 du Code de commerce
Aucune convention n'est intervenue, directement ou par personne interposée, entre la société et son Président, l'un de ses dirigeants ou un associé disposant de plus de 10 % des droits de vote. Néant.

Dettes fournisseurs et délais de paiement
Le délai moyen de paiement des fournisseurs est de 41 jours. Aucune facture échue de plus de 60 jours au 31 décembre.

Perspectives
Le carnet de commandes au 31 janvier 2026 s'élève à 1,9 M€. La société prévoit d'ouvrir une agence à Lyon au second semestre.`,
  },
  // investor-control: Fonds Sahel Capital 62 % >= 50 %. low-founder-ownership: fondateurs 13 % + 11 % = 24 % < 40 %. dead-equity: anciens collaborateurs partis en 2023 détiennent 9 %, non rachetés. founder-departure absent: partants non dirigeants.
  {
    id: 'd20-w2-fr-035-pv-age-abidjan-sahel-62',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['investor-control', 'low-founder-ownership', 'dead-equity'],
    absent: ['founder-departure', 'cap-table-complexity'],
    traits: ['table', 'indirect'],
    text: `AKWABA SOLAIRE SA – Abidjan, Plateau
Procès-verbal de l'Assemblée générale extraordinaire du 30 janvier 2026

L'Assemblée générale extraordinaire, régulièrement convoquée, s'est tenue au siège social. Les actionnaires présents ou représentés détiennent 100 % des actions.

Première résolution – Augmentation de capital
L'Assemblée décide d'augmenter le capital social de 1,5 milliard de FCFA par émission d'actions nouvelles, intégralement souscrites par Fonds Sahel Capital II. Le commissaire aux apports a remis son rapport.

Deuxième résolution – Répartition du capital après l'opération
Fonds Sahel Capital (I et II) ......................... 62 %
M. Yao Kouamé, fondateur, Directeur général ............. 13 %
Mme Aïcha Traoré, fondatrice, Directrice technique ...... 11 %
Anciens collaborateurs (Mme N'Guessan, M. Bamba) ........ 9 %
Plan d'actionnariat salarié ........................... 5 %
Le Président rappelle que Mme N'Guessan et M. Bamba, respectivement ancienne chargée de clientèle et ancien technicien, ont quitté la société en 2023 ; leurs actions n'ont pas été rachetées, le pacte ne prévoyant pas de promesse de vente à leur départ.

Troisième résolution – Modification des statuts
L'article 7 des statuts est modifié en conséquence.

Quatrième résolution – Pouvoirs
Tous pouvoirs sont conférés au Directeur général pour accomplir les formalités au RCCM.

Toutes les résolutions sont adoptées à l'unanimité.`,
  },
  // Charges < CA chaque année (2026: 2,3 < 2,4). unrealistic-growth absent: x2 par an (1,2 -> 2,4 -> 4,6 -> 8,5 M€ = x7 sur trois ans < x27). unit-economics absent: 30 € x 70 % x 50 mois = 1 050 € / CAC 300 € = 3,5, conforme au ratio annoncé. Churn 2 %/mois.
  {
    id: 'd20-w2-fr-036-bp-toulouse-ltv-coherent',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['unrealistic-growth', 'unit-economics', 'high-churn', 'burn-above-revenue'],
    traits: ['table', 'figures'],
    text: `BUSINESS PLAN 2026-2028 – PETSANTÉ SAS (Toulouse)
Partie 5 : trajectoire financière et économie unitaire

5.1 Trajectoire
                   2025 (réel)   2026      2027      2028
Chiffre d'affaires    1,2 M€     2,4 M€    4,6 M€    8,5 M€
Charges totales       1,1 M€     2,3 M€    4,4 M€    7,6 M€
Croissance               –        x2,0      x1,9      x1,8
La trajectoire suppose un doublement du nombre d'abonnés en 2026 grâce au partenariat avec un réseau de cliniques vétérinaires, puis un ralentissement progressif.

5.2 Économie unitaire (abonnement santé animale)
- Revenu moyen par abonné : 30 € par mois
- Marge brute : 70 %
- Churn mensuel : 2 %, soit une durée de vie moyenne de 50 mois
- Valeur vie client (LTV) : 30 × 70 % × 50 = 1 050 €
- Coût d'acquisition (CAC), marketing et commissions des cliniques : 300 €
- Ratio LTV/CAC : 3,5
- Délai de récupération du CAC : environ 14 mois

5.3 Sensibilités
Avec un churn de 3 % par mois, la LTV tomberait à 700 € et le ratio à 2,3 ; le plan resterait finançable mais la levée de 2027 devrait être avancée.

5.4 Financement
Levée de 3 M€ en 2026 ; pas de recours à la dette avant 2027.`,
  },
  // customer-concentration: Groupe Néodis = 34 % du CA. related-party: bail avec la SCI détenue par le père du président. debt-distress: TVA en retard sous échéancier, deux échéances impayées. litigation absent: "aucune procédure".
  {
    id: 'd20-w2-fr-037-dd-rennes-neodis-sci-tva',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['customer-concentration', 'related-party', 'debt-distress'],
    absent: ['litigation', 'regulatory'],
    traits: ['checklist', 'negation', 'indirect'],
    text: `Due diligence – BRETAGNE EMBALLAGES SAS (Rennes)
Questions de l'acquéreur et réponses du vendeur – version 3 du 9 février 2026

Q1. Répartition du chiffre d'affaires par client (exercice 2025) ?
R1. CA 2025 : 7,8 M€. Groupe Néodis : 34 % ; client n° 2 : 8 % ; client n° 3 : 6 % ; 180 autres clients pour le solde.

Q2. Locaux : nature des droits et identité du bailleur ?
R2. Bail commercial 3-6-9 signé en 2019 avec la SCI Le Goff Patrimoine, dont le père du président, M. Yves Le Goff, est l'associé unique. Loyer annuel : 96 k€ HT.

Q3. Situation fiscale et sociale ?
R3. Un retard de TVA de 62 k€ a fait l'objet d'un plan de règlement accordé par le SIE en juin 2025 (douze mensualités). Les échéances de décembre 2025 et de janvier 2026 n'ont pas été réglées ; la société a pris contact avec le SIE. Cotisations URSSAF à jour.

Q4. Litiges, procédures collectives, contrôles en cours ?
R4. Aucune procédure en cours. Aucun contrôle fiscal ou URSSAF notifié.

Q5. Autorisations administratives (ICPE) ?
R5. Récépissé de déclaration ICPE obtenu en 2018, à jour.

Q6. Engagements hors bilan ?
R6. Caution du président sur le prêt d'équipement de 2022 (encours 310 k€).`,
  },
  // founder-departure absent: recrutement d'un DAF (arrivée) et départ envisagé seulement en hypothèse ("si jamais"). CA 412 -> 530 M FCFA, charges 488 M < CA.
  {
    id: 'd20-w2-fr-038-transcript-conseil-dakar-recrutement-daf',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['founder-departure', 'declining-revenue', 'burn-above-revenue'],
    traits: ['transcript', 'modality', 'figures'],
    text: `Transcription – réunion du conseil de YAATAL AGRI SAS (Dakar), 5 février 2026, 15 h
Présents : Awa Ba (présidente, cofondatrice), Cheikh Fall (DG, cofondateur), Mariama Diop (administratrice indépendante), Henri L. (représentant de Teranga Ventures)

Awa Ba : Premier point, les comptes provisoires 2025. Cheikh ?
Cheikh Fall : Chiffre d'affaires 530 millions de FCFA, contre 412 l'an dernier. Charges totales 488 millions. On est rentables pour la deuxième année.
Henri L. : Bravo. Deuxième point, le recrutement du directeur administratif et financier ?
Cheikh Fall : On a trois candidats en finale. C'est un poste nouveau, personne ne l'occupait avant ; c'est moi qui faisais la finance jusqu'ici. Prise de poste visée en avril.
Mariama Diop : Je voudrais qu'on parle aussi de la dépendance aux deux fondateurs. Si jamais l'un de vous devait partir, qu'est-ce qui se passerait ?
Awa Ba : Le pacte prévoit une clause de bon et mauvais partant, et on a une assurance homme-clé sur nous deux. Mais pour être claire : aucun de nous n'a l'intention de partir.
Cheikh Fall : Et le futur DAF, justement, réduit ce risque.
Henri L. : D'accord. On peut valider l'enveloppe de rémunération ?
Awa Ba : Vote à main levée… Adopté à l'unanimité.

[Fin de la transcription du point 2]`,
  },
  // going-concern: le conseil consigne un "doute sérieux" sur la capacité à poursuivre l'exploitation (doute de dirigeants). founder-departure: le DAF (dirigeant) a démissionné. Pas de chiffre de trésorerie ni de perte -> short-runway et burn-above-revenue non posés.
  {
    id: 'd20-w2-fr-039-transcript-conseil-yaounde-continuite',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['going-concern', 'founder-departure'],
    absent: ['short-runway', 'debt-distress'],
    traits: ['transcript', 'indirect'],
    text: `Enregistrement retranscrit – Conseil d'administration de MEDILINK CAMEROUN SA, Yaoundé, 12 janvier 2026

Président (M. Essomba) : Je déclare la séance ouverte. Avant l'ordre du jour, une information : Paul Nkwenti, notre directeur administratif et financier, m'a remis sa démission la semaine dernière. Son dernier jour sera le 31 janvier. Nous lançons le recrutement.
Administratrice (Mme Ngo Biyong) : C'est un très mauvais moment, avec la renégociation bancaire en cours.
Directeur général (M. Tchoua) : J'en suis conscient. Je reprends le dossier bancaire personnellement.
Président : Passons au point principal. Le commissaire aux comptes nous a demandé notre propre appréciation de la continuité d'exploitation pour l'arrêté des comptes.
Directeur général : Je vais être direct. La banque n'a pas confirmé le renouvellement de la ligne de fonds de roulement, et le ministère de la Santé n'a toujours pas réglé les factures de l'année dernière. Dans ces conditions, je ne peux pas affirmer au conseil que nous pourrons poursuivre l'activité normalement.
Administratrice : Donc on l'écrit ?
Président : Oui. Je propose que le procès-verbal mentionne que le conseil estime qu'il existe un doute sérieux sur la capacité de la société à poursuivre son exploitation, et que le rapport de gestion le dise clairement.
Administrateur (M. Fotso) : D'accord.
Président : Adopté. Point suivant.

[fin de l'extrait]`,
  },
  // non-recurring-revenue absent: frais d'installation ponctuels (7 M) présentés hors MRR. high-churn absent: 3,5 %/mois < 5 % et rétention 12 mois 64 % > 55 %. Charges 59 M < CA 65 M FCFA.
  {
    id: 'd20-w2-fr-040-lettre-dakar-mrr-hors-installation',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['non-recurring-revenue', 'high-churn', 'burn-above-revenue'],
    traits: ['email', 'figures', 'negation'],
    text: `Objet : CaisseNet – lettre aux actionnaires, janvier 2026

Chers actionnaires,

Voici nos indicateurs du mois de janvier.

Revenus
- MRR (abonnements logiciels de caisse) : 58 M FCFA, contre 53 M FCFA en décembre.
- Frais d'installation et de formation, facturés une seule fois : 7 M FCFA. Comme chaque mois, nous les présentons à part et ne les incluons pas dans le MRR.
- Chiffre d'affaires total du mois : 65 M FCFA.

Charges
Charges du mois : 59 M FCFA, dont 31 M FCFA de salaires (48 personnes à Dakar et Thiès).

Clients
- 2 310 commerces abonnés (+96 nets sur le mois).
- Churn mensuel : 3,5 % en nombre de commerces, stable depuis l'été.
- Rétention à douze mois de la cohorte de janvier 2025 : 64 %.

Produit
Le paiement par QR code interopérable est disponible sur tous les terminaux depuis le 20 janvier.

Prochain rendez-vous : l'assemblée générale du 28 mars, à laquelle vous recevrez les comptes 2025 certifiés.

Avec nos remerciements,
Ndèye Fatou, directrice générale`,
  },
];
