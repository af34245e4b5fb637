/** Writer 6's texts of the retired twenty-first held-out set (cases-dev-retired-twenty-first.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFirstFrW6P2: readonly RedFlagCase[] = [

  // 08 — Export de discussion WhatsApp entre fondateurs, livraison urbaine en deux-roues, Mali.
  // short-runway PRESENT (figures, split): trésorerie 38,6 + 1,9 = 40,5 M ; dépenses 12,4 - encaissements 5,1 = 7,3 M/mois net ; 40,5 / 7,3 ≈ 5,5 mois (< 9).
  // burn-above-revenue PRESENT (figures): dépenses 12,4 M > encaissements 5,1 M FCFA en février.
  // high-churn PRESENT (figures): 470 / 1 240 = 37,9 % de rétention à 12 mois (< 55 %).
  // unit-economics PRESENT (figures): deck CAC 2 500 FCFA, mais 9 600 000 / 1 280 = 7 500 FCFA.
  // debt-distress ABSENT: l'échéance de leasing de mars est payée.
  {
    id: 'h21-fr-w6-08',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['split', 'figures', 'indirect'],
    present: ['short-runway', 'burn-above-revenue', 'high-churn', 'unit-economics'],
    absent: ['debt-distress'],
    text: `Export de la discussion WhatsApp « Taama Express — Fondateurs »
Exporté le 13/03/2025

[12/03/2025 21:04] Moussa Keïta : Bonsoir l'équipe, on fait le point avant l'appel de demain 10 h avec le fonds ?
[12/03/2025 21:05] Moussa Keïta : Solde Ecobank ce soir : 38,6 M FCFA. Compte marchand Orange Money : 1,9 M.
[12/03/2025 21:06] Ibrahim Sidibé : Ok. Et février au total ?
[12/03/2025 21:08] Fatoumata Dembélé : Dépenses février : 12,4 M (salaires livreurs, carburant, entretien des motos, marketing, loyer de l'entrepôt de Kalaban Coura). Encaissements clients : 5,1 M. Janvier c'était à peu près pareil.
[12/03/2025 21:09] Moussa Keïta : Le leasing motos, l'échéance de mars est partie ?
[12/03/2025 21:09] Fatoumata Dembélé : Oui payée le 5, tout est à jour avec Sahel Leasing.
[12/03/2025 21:12] Fatoumata Dembélé : Autre chose qu'ils vont demander : j'ai sorti la cohorte de janvier 2024. 1 240 clients (boutiques + particuliers) avaient commandé au moins une fois ce mois-là.
[12/03/2025 21:13] Fatoumata Dembélé : En décembre 2024, 470 de ces clients ont encore commandé. Les autres ont disparu.
[12/03/2025 21:14] Moussa Keïta : 😬 beaucoup sont partis chez les livreurs indépendants après la hausse du tarif en juillet
[12/03/2025 21:16] Ibrahim Sidibé : Sur le deck on affiche toujours CAC 2 500 FCFA et LTV/CAC de 6.
[12/03/2025 21:17] Ibrahim Sidibé : T4 : 9,6 M dépensés en acquisition (flyers, influenceurs, bonus de parrainage) pour 1 280 nouveaux clients. Je vous laisse faire la division 😅
[12/03/2025 21:19] Moussa Keïta : On laisse 2 500 dans le deck pour demain, c'est notre cible avec le parrainage. On expliquera à l'oral si ça vient.
[12/03/2025 21:20] Fatoumata Dembélé : Ok mais il faut qu'on parle du bridge sérieusement. Au rythme actuel on ne passe pas l'été.
[12/03/2025 21:21] Moussa Keïta : D'accord. Je prépare une slide « plan de réduction des coûts » cette nuit.
[12/03/2025 21:22] Ibrahim Sidibé : 👍`,
  },

  // 09 — Plan d'affaires, transformation de mangue séchée, Burkina Faso. PROPRE mais tentant.
  // unrealistic-growth ABSENT: 315 / 268 = 1,18× ; 430 / 268 = 1,6× sur trois ans.
  // gross-margin ABSENT: 110/268 = 41,0 % ; 129/315 = 41,0 % ; 153/372 = 41,1 % ; 176/430 = 40,9 % (stable).
  // burn-above-revenue ABSENT: EBE positif chaque année (110-72 = 38 ; 129-84 = 45 ; 153-96 = 57 ; 176-108 = 68).
  // customer-concentration ABSENT: premier client 24 % (< 30 %).
  // low-founder-ownership ABSENT: fondatrices actives 64 %. investor-control ABSENT: fonds 24 %.
  // pending-licence ABSENT: agrément déjà délivré. no-competition ABSENT: concurrents cités.
  // related-party ABSENT: lien avec les fondatrices explicitement nié. debt-distress ABSENT: prêts à jour.
  {
    id: 'h21-fr-w6-09',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'negation', 'modality'],
    present: [],
    absent: ['unrealistic-growth', 'gross-margin', 'customer-concentration', 'low-founder-ownership', 'pending-licence', 'no-competition', 'related-party', 'debt-distress'],
    text: `SANYI FRUITS SARL — Plan d'affaires 2025-2027
Zone industrielle de Bobo-Dioulasso — avril 2025

1. Présentation
Créée en 2019 par deux sœurs, Salimata et Rasmata Traoré, Sanyi Fruits sèche et conditionne des mangues (variétés Amélie et Kent) achetées à 340 producteurs et 4 coopératives des Hauts-Bassins et des Cascades. Les deux fondatrices, toujours à la direction, détiennent ensemble 64 % du capital ; le Fonds Faso Croissance détient 24 % et un plan d'actionnariat salarié 12 %.

2. Marché et concurrence
Le Burkina Faso exporte chaque année plusieurs milliers de tonnes de mangue séchée, principalement vers l'Europe. Nous ne sommes pas seuls : une dizaine d'unités de séchage exportent depuis la région, dont deux de taille comparable à la nôtre. Notre différence tient à la certification biologique et équitable et à des contrats pluriannuels avec les producteurs.

3. Autorisations
Certification biologique obtenue en 2021 et renouvelée chaque année. L'agrément sanitaire à l'exportation a été délivré en janvier 2024 par la Direction de la protection des végétaux et du conditionnement ; il est valable jusqu'en 2027.

4. Projections financières (en millions de FCFA)
| | 2024 (réel) | 2025 | 2026 | 2027 |
|---|---|---|---|---|
| Chiffre d'affaires | 268 | 315 | 372 | 430 |
| Coût des ventes | (158) | (186) | (219) | (254) |
| Marge brute | 110 | 129 | 153 | 176 |
| Charges fixes | (72) | (84) | (96) | (108) |
| Excédent brut d'exploitation | 38 | 45 | 57 | 68 |

La croissance repose sur la mise en service d'un second séchoir à gaz en 2025 et sur l'allongement de la campagne grâce à la variété Kent.

5. Clients
Notre premier client, un importateur lyonnais de produits biologiques, a représenté 24 % du chiffre d'affaires 2024. Sept autres importateurs en France, en Suisse et en Allemagne se partagent le reste.

6. Fournisseurs et parties liées
Aucun fournisseur ni client n'est lié aux fondatrices, aux associés ou à leurs familles. Le bâtiment de production est loué à la commune de Bobo-Dioulasso.

7. Financement
Nous sollicitons un prêt de 120 M FCFA auprès de Coris Bank pour le second séchoir. Les deux emprunts en cours sont remboursés à jour.

8. Risques
Une mauvaise campagne pluviométrique pourrait réduire l'approvisionnement de 15 à 20 %. Une hausse des tarifs de l'électricité pèserait sur les charges fixes ; le passage au séchage à gaz en réduit l'exposition.`,
  },

  // 10 — Deck seed, e-santé, Mali.
  // missing-financials PRESENT: deck sans aucun chiffre de revenu ni de coût (taille de marché et montant levé seulement).
  // no-competition PRESENT (negation): « Concurrents directs : aucun ».
  // pending-licence ABSENT: déclaration à l'APDP effectuée ET récépissé obtenu.
  // low-founder-ownership ABSENT: fondateurs 78 %.
  {
    id: 'h21-fr-w6-10',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'negation'],
    present: ['missing-financials', 'no-competition'],
    absent: ['pending-licence', 'low-founder-ownership'],
    text: `KÈNÈYA CONNECT — Le carnet de santé numérique du Mali
Deck de levée seed — Bamako, février 2025

Slide 1 — Le problème
- Au Mali, le dossier médical du patient tient dans un cahier… quand il n'est pas perdu.
- Les cliniques privées de Bamako gèrent leurs rendez-vous sur des registres papier.
- Les patients refont des examens déjà payés faute d'historique.

Slide 2 — Notre solution
- Un carnet de santé numérique accessible par application et par code USSD.
- Un agenda en ligne pour les cliniques, avec rappels SMS en bambara et en français.
- Le paiement des consultations par Orange Money et Moov Money.

Slide 3 — Traction
- 42 cliniques et cabinets partenaires à Bamako, Kati et Ségou
- 11 000 patients inscrits
- 3 200 rendez-vous pris chaque mois via la plateforme
- Note moyenne des patients : 4,6 / 5

Slide 4 — Marché
- Plus de 1 500 structures de santé privées au Mali
- Marché adressable estimé à 25 Md FCFA par an (logiciels de gestion, paiements de santé)

Slide 5 — Concurrence
Concurrents directs : aucun. Aucune solution ne combine aujourd'hui au Mali dossier patient, prise de rendez-vous et paiement mobile. Les cliniques n'ont pas d'alternative au papier.

Slide 6 — Modèle économique
Abonnement SaaS mensuel pour les cliniques, commission sur les paiements mobiles, et à terme offres pour les mutuelles et les assureurs.

Slide 7 — Conformité
Les données sont hébergées conformément à la loi malienne sur la protection des données à caractère personnel. La déclaration auprès de l'Autorité de protection des données à caractère personnel (APDP) a été effectuée et le récépissé a été obtenu en novembre 2024.

Slide 8 — Équipe
- Dr Oumar Maïga, médecin, ancien du CHU du Point G — CEO
- Kadiatou Touré, ingénieure logiciel — CTO
- Les deux fondateurs détiennent 78 % du capital ; des business angels maliens 22 %.

Slide 9 — La levée
Nous levons 400 000 € pour déployer la solution dans trois nouvelles régions et recruter une équipe commerciale.`,
  },

  // 11 — Rapport du commissaire aux comptes et comptes, média numérique, Burkina Faso.
  // audit-opinion PRESENT: opinion avec réserve (créances non justifiées).
  // going-concern PRESENT: incertitude significative sur la continuité d'exploitation.
  // burn-above-revenue PRESENT (figures): charges 618 > CA 512 ; perte nette 143 M FCFA (512 - 618 = -106 ; -106 - 37 = -143).
  // debt-distress PRESENT (indirect): ratio bancaire non respecté, emprunt reclassé à court terme.
  // declining-revenue ABSENT: CA 512 > 468. regulatory ABSENT: convention du CSC renouvelée.
  {
    id: 'h21-fr-w6-11',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'prose', 'indirect'],
    present: ['audit-opinion', 'going-concern', 'burn-above-revenue', 'debt-distress'],
    absent: ['declining-revenue', 'regulatory'],
    text: `FASO MÉDIAS NUMÉRIQUES SA — Ouagadougou
Rapport du commissaire aux comptes sur les états financiers de l'exercice clos le 31 décembre 2024

Opinion avec réserve
Nous avons effectué l'audit des états financiers de Faso Médias Numériques SA. À notre avis, sous réserve des incidences éventuelles du point décrit dans la section « Fondement de l'opinion avec réserve », les états financiers sont, au regard des règles et principes comptables du SYSCOHADA révisé, réguliers et sincères et donnent une image fidèle de la situation financière de la société.

Fondement de l'opinion avec réserve
Les créances clients comprennent 87 M FCFA de factures publicitaires émises sur des annonceurs publics entre 2022 et 2023. Nous n'avons pu obtenir ni confirmation des débiteurs ni élément probant suffisant permettant d'apprécier leur recouvrabilité.

Incertitude significative liée à la continuité d'exploitation
Nous attirons votre attention sur la note 2 des états financiers : la société a enregistré une perte nette de 143 M FCFA au titre de l'exercice 2024 et, à cette date, ses dettes à court terme excèdent ses actifs à court terme de 96 M FCFA. Ces éléments indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation. Notre opinion n'est pas modifiée au titre de ce point.

Ouagadougou, le 4 avril 2025 — Cabinet Kaboré Audit & Conseil

Compte de résultat résumé (en millions de FCFA)
| | 2024 | 2023 |
|---|---|---|
| Chiffre d'affaires (publicité, abonnements streaming) | 512 | 468 |
| Charges d'exploitation | (618) | (497) |
| Résultat d'exploitation | (106) | (29) |
| Résultat financier | (37) | (21) |
| Résultat net | (143) | (50) |

Note 14 — Emprunts et dettes financières
Le contrat de prêt de 210 M FCFA conclu avec la banque en 2022 impose un ratio dette financière nette sur excédent brut d'exploitation inférieur à 3,0. Ce ratio n'était pas respecté au 31 décembre 2024. La banque n'ayant pas renoncé, à la date d'arrêté des comptes, à se prévaloir de l'exigibilité anticipée, la totalité de l'emprunt a été reclassée en dettes à moins d'un an.

Note 18 — Autorisations
La convention d'exploitation de la web TV a été renouvelée par le Conseil supérieur de la communication en juin 2024 pour une durée de cinq ans.`,
  },

  // 12 — Réponses au questionnaire de due diligence juridique, télémédecine, Burkina Faso. PROPRE mais tentant.
  // litigation ABSENT: litige réglé par transaction, désistement constaté, instance éteinte.
  // pending-licence ABSENT: autorisation d'exercice et autorisation de la CIL déjà délivrées.
  // dead-equity ABSENT: les actions de l'ancien développeur ont été rachetées puis annulées.
  // related-party ABSENT: bailleur sans lien avec les fondateurs ; aucune convention réglementée.
  // cap-table-complexity ABSENT: table concordante avec le registre.
  // low-founder-ownership ABSENT: 34 + 27 = 61 %. investor-control ABSENT: premier investisseur 22 %.
  {
    id: 'h21-fr-w6-12',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['list', 'negation', 'time'],
    present: [],
    absent: ['litigation', 'pending-licence', 'dead-equity', 'related-party', 'cap-table-complexity', 'low-founder-ownership', 'investor-control'],
    text: `DOKITA FASO SAS — Réponses au questionnaire de due diligence juridique
Établies par Maître Joséphine Ilboudo, avocate au Barreau du Burkina Faso, conseil de la société — Ouagadougou, le 5 mai 2025

Question 1 — La société est-elle partie à un litige ou à une procédure en cours ?
Réponse : Non. Le seul contentieux de la société l'opposait à son ancien prestataire informatique, qui l'avait assignée en 2023 devant le Tribunal de commerce de Ouagadougou. Un protocole transactionnel a été signé le 20 février 2025 ; le tribunal a donné acte du désistement par jugement du 14 mars 2025, et l'instance est éteinte. Aucune somme ne reste due au titre de ce protocole.

Question 2 — La société détient-elle les autorisations nécessaires à son activité ?
Réponse : Oui. L'autorisation d'exercer une activité de télémédecine a été délivrée par arrêté du ministre de la Santé du 9 septembre 2024, pour une durée de cinq ans. Le traitement des données de santé a été autorisé par la Commission de l'informatique et des libertés (CIL) par délibération du 2 juillet 2024. Copies jointes en pièces 4 et 5.

Question 3 — Répartition du capital
Réponse :
- Dr Aïcha Sawadogo, cofondatrice et présidente : 34 %
- M. Rodrigue Zongo, cofondateur et directeur technique : 27 %
- Fonds Wend-Kuni Ventures : 22 %
- Business angels (sept personnes physiques) : 17 %
La table de capitalisation est concordante avec le registre des mouvements de titres arrêté au 30 avril 2025 (pièce 7).

Question 4 — Des personnes ayant quitté la société détiennent-elles encore des titres ?
Réponse : Non. Un ancien développeur salarié, qui détenait 2 % du capital au titre d'une attribution de 2022, a quitté la société en août 2024. Ses actions ont été rachetées par la société au prix prévu au pacte (acte de cession du 30 septembre 2024), puis annulées par décision de l'assemblée du 15 novembre 2024.

Question 5 — Conventions avec des parties liées
Réponse : Les locaux sont loués à la SCI Wend-Panga, dont aucun associé n'a de lien avec les fondateurs, les administrateurs ou leurs familles (attestation sur l'honneur jointe en pièce 9). Aucune convention réglementée n'a été conclue au cours de l'exercice 2024.

Question 6 — Dirigeants
Réponse : Les deux cofondateurs exercent leurs fonctions à temps plein ; aucun dirigeant n'a quitté la société ni annoncé son départ.`,
  },

  // 13 — Deck Série A, distribution B2B aux boutiques, Mali. PROPRE mais tentant.
  // customer-concentration ABSENT: plus gros compte 21 % (< 30 %).
  // high-churn ABSENT: churn mensuel 2,9 % (< 5 %).
  // unrealistic-growth ABSENT: 3,6 / 2,21 = 1,63× ; 5,4 / 3,6 = 1,5× ; 7,6 / 5,4 = 1,41× ; 7,6 / 2,21 = 3,4× sur trois ans.
  // gross-margin ABSENT: 9,8 % → 10,4 % (hausse). declining-revenue ABSENT: 2,21 > 1,34 Md.
  // burn-above-revenue ABSENT: résultat net 2024 positif (21 M FCFA).
  // no-competition ABSENT: concurrents nommés.
  {
    id: 'h21-fr-w6-13',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['table', 'list', 'figures'],
    present: [],
    absent: ['customer-concentration', 'high-churn', 'unrealistic-growth', 'gross-margin', 'burn-above-revenue', 'no-competition'],
    text: `SUGU PRO — Le grossiste digital des boutiques de quartier
Deck Série A — Bamako, avril 2025

Slide 1 — Le problème
Plus de 40 000 boutiques de quartier à Bamako passent chaque semaine une demi-journée au Dabanani ou au Grand Marché pour se réapprovisionner, paient en espèces et subissent des ruptures fréquentes.

Slide 2 — La solution
- Commande par WhatsApp ou par l'application, en bambara ou en français
- Livraison le lendemain depuis nos deux entrepôts (Sotuba et Kalaban Coura)
- Paiement à la livraison ou crédit fournisseur à 7 jours adossé à l'historique d'achats

Slide 3 — Traction
| | 2023 | 2024 |
|---|---|---|
| Chiffre d'affaires | 1,34 Md FCFA | 2,21 Md FCFA |
| Taux de marge brute | 9,8 % | 10,4 % |
| Boutiques actives (décembre) | 1 150 | 2 380 |
| Churn mensuel des boutiques | 3,4 % | 2,9 % |

Slide 4 — Clients
Aucune boutique ne dépasse 1 % du chiffre d'affaires. Notre plus gros compte, un grossiste de Ségou servi en semi-gros, a représenté 21 % du chiffre d'affaires 2024 ; nous réduisons volontairement cette part.

Slide 5 — Rentabilité
Résultat net 2024 positif : 21 M FCFA. Trésorerie au 31 mars 2025 : 420 M FCFA.

Slide 6 — Concurrence
- Grossistes traditionnels du Dabanani et de Médine
- Deux startups de distribution B2B financées en 2024, présentes à Bamako et à Abidjan
- Notre avantage : le crédit à 7 jours et un coût logistique par commande inférieur grâce à des tournées denses

Slide 7 — Projections
| | 2025 | 2026 | 2027 |
|---|---|---|---|
| Chiffre d'affaires | 3,6 Md FCFA | 5,4 Md FCFA | 7,6 Md FCFA |
| Villes couvertes | Bamako, Ségou | + Sikasso | + Kayes, Mopti |

Slide 8 — Équipe et capital
Trois cofondateurs à temps plein (ex-distribution FMCG, logistique, data) détiennent 58 % du capital ; notre investisseur seed 19 % ; business angels et pool d'options 23 %.

Slide 9 — La levée
Nous levons 2,5 M$ pour ouvrir Sikasso, doubler la flotte de livraison et financer le crédit aux boutiques.`,
  },
];
