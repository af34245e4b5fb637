/** Writer 7's texts of the retired twenty-first held-out set (cases-dev-retired-twenty-first.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFirstFrW7P2: readonly RedFlagCase[] = [

  // 07 — Investor update email, health SaaS for pharmacies, Yaoundé, Cameroun.
  // non-recurring-revenue PRESENT: one-off training (2,5 M FCFA) "intégrée au MRR".
  // high-churn PRESENT (figures): 11 of 140 pharmacies cancelled in the month = 7,9 % monthly (≥ 5 %).
  // short-runway PRESENT (figures): 88 M FCFA / 16 M FCFA per month = 5,5 months (< 9).
  // burn-above-revenue PRESENT (figures): net burn 16 M FCFA > MRR 10,2 M FCFA.
  // customer-concentration ABSENT: the donor project is 2,5 / 10,2 = 24,5 % (< 30).
  {
    id: 'h21-fr-w7-07',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['figures', 'indirect', 'prose', 'split'],
    present: ['non-recurring-revenue', 'high-churn', 'short-runway', 'burn-above-revenue'],
    absent: ['customer-concentration'],
    text: `Objet : PharmaLink — point mensuel investisseurs — avril 2025

Bonjour à toutes et à tous,

Voici les nouvelles d'avril, un peu en retard à cause de la clôture du trimestre.

Revenus
Le MRR atteint 10,2 M FCFA en avril. Il comprend 2,5 M FCFA facturés au projet « Santé pour tous », financé par un bailleur, pour la formation de 60 pharmaciens et vendeurs en pharmacie de l'Extrême-Nord à notre module de gestion des stocks. C'est une prestation unique, qui ne se renouvellera pas, mais comme elle a été encaissée ce mois-ci nous l'avons intégrée au MRR pour rester cohérents avec la trésorerie.

Clients
Nous avions 140 pharmacies abonnées au 1er avril. Onze ont résilié au cours du mois : trois fermetures, cinq retours au cahier ou à Excel, trois pour des raisons de prix après la hausse du forfait. Nous en avons signé quatorze nouvelles, principalement à Douala grâce au partenariat avec un grossiste-répartiteur. Le nouvel onboarding (visite sur place + formation d'une heure) sera généralisé en mai pour réduire les départs.

Produit
- Commande directe auprès des grossistes depuis l'application : 38 pharmacies l'utilisent chaque semaine
- Alertes de péremption : livrées
- Intégration mobile money pour le paiement de l'abonnement : en test

Équipe
Nous sommes 19. Arrivée d'une responsable commerciale basée à Douala.

Trésorerie
Solde bancaire au 30 avril : 88 M FCFA.
Consommation nette du mois : 16 M FCFA, au niveau de la moyenne du trimestre.

Levée
Nous lançons la levée seed en juin, avec un objectif de 600 M FCFA. Toute introduction auprès de fonds santé ou de business angels de la diaspora est la bienvenue.

Merci pour votre soutien,
Dr Nadège Atangana
Cofondatrice et CEO, PharmaLink — Yaoundé`,
  },

  // 08 — Shareholders' agreement (extract), e-commerce / retail, Douala, Cameroun. CLEAN.
  // low-founder-ownership ABSENT (figures): founders 33 % + 25 % = 58 % (≥ 40 %).
  // investor-control ABSENT: largest investor 30 % (< 50 %).
  // dead-equity ABSENT: the departed employee's 4 % were bought back and cancelled.
  // founder-departure ABSENT: the person who left was a salaried developer, not a founder or executive.
  // cap-table-complexity ABSENT: cap table reconciled with the share register.
  // no-competition ABSENT: a founders' non-compete clause is not a claim of no competitors.
  {
    id: 'h21-fr-w7-08',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'list', 'negation', 'figures'],
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'founder-departure', 'cap-table-complexity', 'no-competition'],
    text: `PACTE D'ASSOCIÉS DE LA SOCIÉTÉ MARCHÉ MBOA SAS
Société par actions simplifiée au capital de 50 000 000 FCFA — siège social : Bonapriso, Douala — RCCM Douala
(extraits)

Article 1 — Répartition du capital à la date de signature

| Associé | Actions | % du capital |
|---|---|---|
| M. Alain Tchoua (fondateur, président) | 16 500 | 33 % |
| Mme Brenda Eyenga (fondatrice, directrice générale) | 12 500 | 25 % |
| Kmer Capital Partners | 15 000 | 30 % |
| Business angels (trois personnes physiques) | 3 000 | 6 % |
| Actions réservées au plan d'intéressement des salariés | 3 000 | 6 % |
| Total | 50 000 | 100 % |

Le tableau ci-dessus a été rapproché du registre des mouvements de titres tenu au siège et des procès-verbaux d'assemblées depuis la constitution. Il n'existe aucun bon de souscription, option ou promesse d'attribution d'actions en dehors de ceux mentionnés au présent article.

Les 2 000 actions (4 %) souscrites en 2022 par M. Jean-Pierre Abena, ancien développeur salarié de la Société, sorti des effectifs en août 2023, ont été rachetées par la Société le 15 novembre 2023 au prix fixé par l'expert désigné, puis annulées par décision de l'assemblée générale extraordinaire du même jour. Le capital a été reconstitué par l'augmentation de capital souscrite par Kmer Capital Partners. M. Abena ne détient plus aucun titre de la Société.

Article 4 — Gouvernance
4.1 La Société est dotée d'un comité stratégique de cinq membres : trois désignés par les fondateurs, un par Kmer Capital Partners et un membre indépendant.
4.2 Les décisions suivantes requièrent l'accord préalable du comité statuant à la majorité des quatre cinquièmes : adoption du budget, emprunt supérieur à 100 M FCFA, ouverture d'une filiale hors du Cameroun.

Article 7 — Transfert de titres
- Droit de préemption au profit de tous les associés, au prorata de leur participation.
- Droit de sortie conjointe (tag-along) total en cas de changement de contrôle.
- Obligation de sortie conjointe (drag-along) si une offre est acceptée par des associés détenant au moins 75 % du capital.

Article 9 — Départ d'un fondateur
En cas de départ d'un fondateur avant le 31 décembre 2027, la Société ou, à défaut, les autres associés disposent d'une promesse de vente sur la totalité de ses actions, à la valeur de marché (bon départ) ou à la valeur nominale (mauvais départ).

Article 10 — Non-concurrence
Chaque fondateur s'interdit, pendant la durée de ses fonctions et dix-huit mois après leur cessation, d'exercer directement ou indirectement une activité concurrente de celle de la Société en Afrique centrale, notamment la vente en ligne de produits alimentaires et d'articles ménagers.

Article 15 — Droit applicable
Le présent pacte est régi par le droit camerounais et l'Acte uniforme OHADA relatif au droit des sociétés commerciales.`,
  },

  // 09 — Due-diligence memo, edtech (soutien scolaire en ligne + centres), Djibouti.
  // unit-economics PRESENT (figures): stated CAC 4 500 FDJ, but 27 000 000 FDJ marketing / 1 500 new students = 18 000 FDJ.
  // litigation PRESENT: former teacher's claim before the labour court, hearing postponed to September (open).
  // related-party PRESENT: centre rented from an SCI managed by the founder's wife.
  // cap-table-complexity PRESENT: three cap tables that do not reconcile with each other or the by-laws.
  // low-founder-ownership ABSENT: founder > 55 % in every version.
  // burn-above-revenue ABSENT: charges 131 < CA 148 M FDJ; declining-revenue ABSENT: 121 → 148.
  {
    id: 'h21-fr-w7-09',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['split', 'figures', 'list', 'time'],
    present: ['unit-economics', 'litigation', 'related-party', 'cap-table-complexity'],
    absent: ['low-founder-ownership', 'burn-above-revenue', 'declining-revenue'],
    text: `NOTE DE DUE DILIGENCE — EDUCORNE SA (Djibouti)
Destinataires : comité d'investissement — Rédaction : équipe d'investissement — 6 juin 2025 — Confidentiel

1. Synthèse
EduCorne propose du soutien scolaire en ligne (collège et lycée, programmes djiboutiens en français et en arabe) et exploite deux centres physiques, à Héron et à Balbala. Chiffre d'affaires 2024 : 148 M FDJ (121 M FDJ en 2023) ; charges totales 2024 : 131 M FDJ. L'activité est rentable mais plusieurs points doivent être réglés avant signature.

2. Économie unitaire
Le deck de la société affiche un coût d'acquisition client de 4 500 FDJ par élève et un ratio LTV/CAC de 9.
Le grand livre 2024 fait apparaître 27 M FDJ de dépenses marketing (radio, affichage, commissions versées aux enseignants apporteurs, réseaux sociaux).
Selon le fichier des inscriptions, l'entreprise a accueilli 1 500 nouveaux élèves sur l'année.
La direction n'a pas expliqué la méthode de calcul de l'indicateur présenté.

3. Points juridiques
- Un ancien enseignant a saisi le Tribunal du travail de Djibouti en janvier 2025 pour licenciement abusif ; il réclame 6 M FDJ. L'audience a été renvoyée au mois de septembre. Aucune provision n'a été constituée.
- Le différend avec l'ancien bailleur du local de Balbala a été réglé à l'amiable en 2023 ; le protocole signé est au dossier.

4. Transactions avec des parties liées
Le centre de Héron est loué 1,2 M FDJ par mois à la SCI Al-Nour, dont la gérante est l'épouse du fondateur, M. Abdourahman Said. Le loyer est supérieur d'environ 30 % aux prix pratiqués dans le quartier. Le bail n'a été ni soumis au conseil ni mentionné dans les comptes.

5. Capital
Nous avons reçu trois versions du tableau de capitalisation (décembre 2023, mars 2025 et mai 2025). Elles ne concordent ni entre elles ni avec les statuts déposés au greffe : l'écart porte sur environ 7 % du capital, dont des actions promises verbalement à deux enseignants en 2022. La direction n'a pas encore fourni de version réconciliée. Dans toutes les versions, M. Said détient plus de 55 % du capital.

6. Recommandation
Poursuivre, sous conditions : table de capitalisation certifiée par un notaire, renégociation du bail de Héron aux conditions de marché, provision pour le litige devant le Tribunal du travail, recalcul du CAC sur la base des comptes.`,
  },

  // 10 — Business plan (extract), santé (téléconsultation + livraison de médicaments), Djibouti. CLEAN.
  // unrealistic-growth ABSENT (figures): 96 → 138 → 192 → 262 M FDJ = ×1,44, ×1,39, ×1,36 a year (< 3×, < 4×).
  // burn-above-revenue ABSENT: charges below revenue every year (91 < 96, 124 < 138, 165 < 192, 218 < 262).
  // unit-economics ABSENT (consistent): CAC 12 000 000 / 2 000 = 6 000 FDJ; LTV 4 800 × 32 % × 9 = 13 824 ≈ 13 800 = 2,3 × CAC.
  // high-churn ABSENT: 2 % a month (< 5 %).
  // no-competition ABSENT: competitors named ("Nous ne sommes pas seuls").
  // pending-licence ABSENT: telemedicine authorisation granted on 4 Feb. 2025.
  {
    id: 'h21-fr-w7-10',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'list', 'negation', 'figures'],
    present: [],
    absent: ['unrealistic-growth', 'burn-above-revenue', 'unit-economics', 'high-churn', 'no-competition', 'pending-licence'],
    text: `TABIB EXPRESS — Plan d'affaires 2025-2027 (extraits)
Djibouti, avril 2025

1. Notre offre
Tabib Express permet de consulter un médecin généraliste par vidéo ou par téléphone en moins de 30 minutes, puis de se faire livrer les médicaments prescrits par notre pharmacie partenaire, à domicile, dans toute la ville de Djibouti et à Balbala. Une formule « famille » à 3 500 FDJ par mois donne accès à des consultations illimitées.

2. Cadre réglementaire
L'autorisation d'exercer une activité de télémédecine a été accordée à la société par le ministère de la Santé le 4 février 2025. La pharmacie partenaire dispose de sa licence d'officine depuis 2019 ; les livreurs ne transportent que des colis scellés par le pharmacien.

3. Concurrence
Nous ne sommes pas seuls sur ce marché : deux cliniques privées de la ville proposent déjà des téléconsultations à leurs patients, et une application de livraison de repas livre aussi des produits de parapharmacie. Notre différence tient à l'intégration consultation + ordonnance + livraison, et à nos médecins parlant somali, afar, arabe et français.

4. Indicateurs clés (2024)
- Panier moyen par commande : 4 800 FDJ
- Marge brute sur les commandes : 32 %
- Nombre moyen de commandes par patient et par an : 9
- Dépenses marketing 2024 : 12 M FDJ, pour 2 000 nouveaux patients, soit un coût d'acquisition de 6 000 FDJ
- Valeur d'un patient sur un an (marge brute) : environ 13 800 FDJ, soit 2,3 fois le coût d'acquisition
- Résiliation des abonnements « famille » : 2 % par mois en moyenne

5. Prévisions financières (en millions de FDJ)

| | 2024 (réel) | 2025 | 2026 | 2027 |
|---|---|---|---|---|
| Chiffre d'affaires | 96 | 138 | 192 | 262 |
| Charges totales | 91 | 124 | 165 | 218 |
| Résultat net | 5 | 14 | 27 | 44 |
| Patients actifs (fin d'année) | 3 100 | 4 400 | 6 000 | 8 100 |

Hypothèses : ouverture d'un second point de préparation à Balbala en 2026 ; pas de nouvelle ville avant 2027 ; prix de la formule « famille » inchangé.

6. Financement
Nous recherchons 60 M FDJ de quasi-fonds propres pour financer le stock de médicaments, deux véhicules électriques de livraison et le recrutement de trois médecins à temps partiel.`,
  },

  // 11 — Audited financial statements with qualified opinion, mini-réseaux solaires, Nord-Cameroun.
  // audit-opinion PRESENT: "Opinion avec réserve" (inventory not observed).
  // going-concern PRESENT: auditor reports a material uncertainty on going concern.
  // debt-distress PRESENT (indirect): November and December instalments unpaid, DSCR covenant breached, CNPS arrears 38 M FCFA.
  // burn-above-revenue PRESENT (figures): net loss 146 M FCFA; 2024 costs 290+134+126+64 = 614 > CA 468.
  // gross-margin ABSENT: 162/412 = 39,3 % → 178/468 = 38,0 % (−1,3 point). declining-revenue ABSENT: 412 → 468.
  {
    id: 'h21-fr-w7-11',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'indirect', 'split'],
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'burn-above-revenue'],
    absent: ['gross-margin', 'declining-revenue'],
    text: `LUMIÈRE DU NORD SA — Garoua (Cameroun)
États financiers de l'exercice clos le 31 décembre 2024 — extraits

Rapport du commissaire aux comptes
Opinion avec réserve. Nous avons effectué l'audit des états financiers de la société Lumière du Nord SA. Sous réserve de l'incidence éventuelle du point décrit ci-après, nous certifions que les états financiers sont réguliers et sincères.
Fondement de l'opinion avec réserve : nous n'avons pas pu assister à l'inventaire physique des stocks de panneaux, batteries et compteurs prépayés au 31 décembre 2024, évalués à 142 M FCFA, ni obtenir par d'autres procédures des éléments suffisants sur leur existence.
Incertitude significative liée à la continuité d'exploitation : nous attirons votre attention sur la note 2, qui indique les difficultés de financement rencontrées par la société. Ces événements indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.
Douala, le 15 mai 2025 — le commissaire aux comptes

Compte de résultat (en millions de FCFA)

| | 2023 | 2024 |
|---|---|---|
| Ventes d'électricité et abonnements | 412 | 468 |
| Coût des ventes (carburant d'appoint, maintenance, pièces) | (250) | (290) |
| Marge brute | 162 | 178 |
| Charges de personnel | (118) | (134) |
| Autres charges d'exploitation, dont amortissements | (96) | (126) |
| Résultat d'exploitation | (52) | (82) |
| Charges financières | (51) | (64) |
| Résultat net | (103) | (146) |

Note 2 — Continuité d'exploitation
La société exploite 23 mini-réseaux solaires dans les régions du Nord et de l'Extrême-Nord, raccordant 6 800 foyers et commerces. Son développement a été financé par un prêt de 1,1 Md FCFA d'une banque commerciale de Douala. Les échéances de novembre et de décembre 2024 n'ont pas été réglées et, au 31 décembre, le ratio de couverture du service de la dette prévu au contrat n'était pas respecté ; la banque n'a pas, à ce jour, prononcé l'exigibilité anticipée. La société doit par ailleurs 38 M FCFA de cotisations à la CNPS, correspondant aux mois de juillet à décembre 2024.
La direction négocie un rééchelonnement du prêt sur sept ans et a engagé des discussions avec un fonds d'infrastructure pour une augmentation de capital. Les états financiers ont été établis selon le principe de continuité d'exploitation, la direction estimant que ces démarches aboutiront ; ce résultat n'est toutefois pas acquis.

Note 5 — Chiffre d'affaires
La hausse des ventes provient du raccordement de quatre nouveaux sites et de la mise en service de moulins à céréales alimentés par les mini-réseaux.`,
  },

  // 12 — Pitch deck, mobilité (VTC / moto-taxi par application), Djibouti.
  // missing-financials PRESENT: deck with no revenue or cost figure (only users, trips, market size, raise amount).
  // regulatory PRESENT (modality): no legal framework for ride-hailing; content and timing of the coming text unknown; drivers "pourraient" need a taxi licence — stated regulatory uncertainty.
  // pending-licence ABSENT: nothing applied for. no-competition ABSENT: competitors listed.
  // unrealistic-growth ABSENT: 9 200 → 20 000 users by end-2026 (≈ 2,2× over ~20 months).
  {
    id: 'h21-fr-w7-12',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'modality', 'negation'],
    present: ['missing-financials', 'regulatory'],
    absent: ['pending-licence', 'no-competition', 'unrealistic-growth'],
    text: `DJIBRIDE — Présentation aux investisseurs — Pré-seed
Djibouti, avril 2025

1. Le problème
À Djibouti, prendre un taxi, c'est négocier le prix à chaque course, attendre au bord de la route sous 40 °C et ne jamais savoir si le chauffeur connaît l'adresse. Les femmes et les expatriés nous disent se sentir peu en sécurité le soir.

2. La solution
Une application qui met en relation passagers et chauffeurs de taxis et de voitures particulières : prix affiché avant la course, suivi GPS partagé avec un proche, paiement en espèces ou par portefeuille mobile.

3. Traction (depuis le lancement en octobre 2024)
- 9 200 utilisateurs inscrits
- 1 300 courses par semaine en mars 2025
- 210 chauffeurs actifs, note moyenne 4,7/5
- 41 % des courses réservées par des femmes

4. Marché
Plus de 600 000 habitants dans l'agglomération, dont une forte population d'expatriés et de militaires étrangers. Le marché du transport urbain par taxi est estimé à 9 Md FDJ par an.

5. Concurrence
- Les taxis traditionnels, hélés dans la rue
- Les minibus des lignes fixes
- Une application de réservation lancée en 2023, présente surtout au Plateau du Serpent
Notre avantage : la densité de chauffeurs à Balbala et le service en somali, afar, arabe et français.

6. Risques
Il n'existe pas encore de cadre juridique pour les plateformes de VTC à Djibouti. Le ministère chargé des transports prépare un texte dont ni le contenu ni le calendrier ne sont connus à ce jour. Selon la version retenue, nos chauffeurs pourraient être tenus de détenir une licence de taxi, ce qui réduirait fortement le nombre de véhicules disponibles.

7. Feuille de route
- T3 2025 : ouverture de l'aéroport et du port de Doraleh
- T1 2026 : lancement de la livraison de colis
- Objectif fin 2026 : 20 000 utilisateurs actifs

8. L'équipe
Abdoulkader Youssouf (CEO, ancien responsable logistique dans une société de transit) et Samira Houmed (CTO, ingénieure formée à Tunis).

9. Notre demande
Nous levons 450 000 USD (environ 80 M FDJ) pour recruter 400 chauffeurs supplémentaires et lancer la communication à grande échelle.`,
  },

  // 13 — WhatsApp chat export, livraison du dernier kilomètre, Douala, Cameroun. CLEAN.
  // declining-revenue ABSENT: quarterly revenue 171 → 196 → 228 M FCFA (recurring 203 also above 196).
  // non-recurring-revenue ABSENT: the one-off port contract (25 M FCFA) is explicitly kept out of recurring revenue.
  // customer-concentration ABSENT: largest client 20 % (< 30).
  // high-churn ABSENT: 3 of 112 B2B clients in a quarter ≈ 2,7 % a quarter (< 1 % a month).
  // founder-departure ABSENT: the COO refused an outside offer and stays.
  // debt-distress ABSENT: all leasing instalments paid. burn-above-revenue ABSENT: EBITDA +6 M FCFA.
  {
    id: 'h21-fr-w7-13',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['split', 'negation', 'figures', 'indirect'],
    present: [],
    absent: ['declining-revenue', 'non-recurring-revenue', 'customer-concentration', 'high-churn', 'founder-departure', 'debt-distress', 'burn-above-revenue'],
    text: `Discussion WhatsApp « Kolis — Board & BA » — export du 12/04/2025

[12/04/2025 09:14] Thierry (business angel) : Bonjour l'équipe, vous avez les chiffres du T1 ? J'ai mon comité jeudi.
[12/04/2025 09:21] Yannick (CEO) : Bonjour Thierry. CA T1 2025 : 228 M FCFA. Pour mémoire T4 2024 = 196 M et T3 = 171 M.
[12/04/2025 09:22] Yannick (CEO) : Attention, dans les 228 il y a le transport ponctuel pour le Port autonome de Douala, 25 M. On l'a mis à part : le récurrent du trimestre, c'est 203 M.
[12/04/2025 09:25] Thierry (business angel) : Ok. Et la dépendance à la brasserie, ça donne quoi ?
[12/04/2025 09:27] Yannick (CEO) : Elle reste notre plus gros client mais pèse 20 % du T1, contre 27 % il y a un an. Les pharmacies et les boutiques en ligne ont pris le relais.
[12/04/2025 09:30] Thierry (business angel) : Les départs de clients ?
[12/04/2025 09:33] Mireille (COO) : 3 clients B2B perdus sur 112 sur le trimestre. Deux ont fermé, un est passé en interne avec ses propres motos.
[12/04/2025 09:34] Thierry (business angel) : Mireille, d'ailleurs, on m'a dit à Yaoundé que tu partais chez un concurrent ?? 😅
[12/04/2025 09:36] Mireille (COO) : 😂 Non, je reste. J'ai eu une proposition en février, je l'ai déclinée. On a même prolongé mon contrat jusqu'en 2028.
[12/04/2025 09:38] Thierry (business angel) : Parfait. Côté tréso et dettes ?
[12/04/2025 09:41] Yannick (CEO) : Trésorerie 410 M FCFA au 31/03. EBITDA du trimestre légèrement positif, +6 M FCFA. Le crédit-bail des 12 tricycles : toutes les échéances payées à date, dernier loyer en juin.
[12/04/2025 09:42] Yannick (CEO) : Aucun arriéré CNPS ni impôts, l'attestation de non-redevance est dans le drive.
[12/04/2025 09:45] Thierry (business angel) : Top. Et Bonabéri ?
[12/04/2025 09:47] Mireille (COO) : Le hub de Bonabéri ouvre le 2 mai. Il nous fera gagner 40 minutes par tournée sur la rive droite.
[12/04/2025 09:50] Thierry (business angel) : Envoyez-moi le deck à jour et le tableau mensuel, je le fais circuler.
[12/04/2025 09:51] Yannick (CEO) : C'est parti 👍`,
  },
];
