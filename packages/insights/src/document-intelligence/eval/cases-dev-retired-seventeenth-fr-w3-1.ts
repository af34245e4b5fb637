import type { RedFlagCase } from './case';

export const redFlagSeventeenthFrW3P1: readonly RedFlagCase[] = [
  // 01 — comptes annuels + rapport du commissaire aux comptes, agro-industrie (huile de palme), Cameroun.
  // audit-opinion PRESENT (direct): "Opinion avec réserve" (stocks 612 M FCFA not observed at inventory).
  // going-concern PRESENT (direct): "incertitude significative ... continuité d'exploitation".
  // debt-distress PRESENT (table + words): taxes "échus et non acquittés" 731 M FCFA, schedule not accepted by the DGI.
  // burn-above-revenue PRESENT (figures): net loss 462 M FCFA (costs 3 874 > revenue 3 412).
  // declining-revenue ABSENT: revenue 3 412 vs 3 287, up.
  // gross-margin ABSENT: (3 412 - 2 236) / 3 412 = 34.5 % vs (3 287 - 2 118) / 3 287 = 35.6 %, down 1.1 pt only.
  // short-runway ABSENT: no burn stated; even loss 462 / 12 = 38.5 M a month gives 448 / 38.5 = 11.6 months; cash fell 113 M in a year.
  {
    id: 'h17-fr-w3-01',
    documentType: 'financial_statements',
    language: 'fr',
    text: `PALMERAIES DU MOUNGO SA
Société anonyme avec conseil d'administration au capital de 850 000 000 FCFA
Siège social : Njombé-Penja (Littoral, Cameroun) — RCCM RC/NKS/2014/B/0112

ÉTATS FINANCIERS DE SYNTHÈSE DE L'EXERCICE CLOS LE 31 DÉCEMBRE 2023 (SYSCOHADA révisé) — extraits

Compte de résultat (en millions de FCFA)            2023        2022
Chiffre d'affaires                                  3 412       3 287
Achats consommés et variation de stocks            (2 236)     (2 118)
Charges de personnel                                 (742)       (701)
Autres charges externes                              (498)       (455)
Dotations aux amortissements                         (211)       (204)
Résultat financier                                   (187)       (142)
Résultat net                                         (462)       (333)

Bilan — éléments choisis (en millions de FCFA)       2023        2022
Trésorerie-actif                                      448         561
Dettes fiscales et sociales                         1 084         612
  dont impôts et taxes échus et non acquittés         731         288
Emprunts et dettes financières (Afriland First Bank) 2 150      2 310

RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS ANNUELS

Opinion avec réserve
Nous avons effectué l'audit des états financiers annuels de la société Palmeraies du Moungo SA. À notre avis, sous réserve des incidences du point décrit dans la section « Fondement de l'opinion avec réserve », les états financiers annuels sont, au regard des règles et principes comptables du SYSCOHADA révisé, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé.

Fondement de l'opinion avec réserve
Les stocks de régimes, d'huile brute et de palmistes figurent au bilan pour 612 M FCFA. Nommés après la clôture, nous n'avons pas pu assister à l'inventaire physique du 31 décembre 2023 et les procédures alternatives mises en œuvre ne nous ont pas permis d'obtenir des éléments probants suffisants sur ces quantités.

Incertitude significative liée à la continuité d'exploitation
Nous attirons votre attention sur la note 2.3 de l'annexe. La société a enregistré une perte nette de 462 M FCFA au titre de l'exercice et ses impôts échus et non acquittés atteignent 731 M FCFA ; l'échéancier de règlement proposé à la Direction générale des impôts n'a pas, à ce jour, été accepté. Ces événements indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation. Notre opinion n'est pas modifiée à l'égard de ce point.

Douala, le 28 juin 2024
Cabinet Ekwalla & Associés — Jean-Paul Ekwalla, associé, commissaire aux comptes agréé CEMAC`,
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'burn-above-revenue'],
    absent: ['declining-revenue', 'gross-margin', 'short-runway', 'litigation'],
    traits: ['table', 'figures', 'indirect', 'split'],
  },

  // 02 — pitch deck, fintech (paiement marchand), Gabon.
  // no-competition PRESENT (direct): "Aucun acteur ne propose ... nous sommes seuls sur ce créneau".
  // pending-licence PRESENT (direct): agrément d'établissement de paiement filed with the COBAC in Sept. 2024, decision awaited.
  // unrealistic-growth PRESENT (table, figures only): revenue 140 M -> 765 M (5.5x) -> 3.96 Md (5.2x), each year above 4x.
  // short-runway PRESENT (figures only): 172 M FCFA / 24 M a month = 7.2 months < 9.
  // burn-above-revenue PRESENT (figures only): net burn 24 M a month > February revenue 9.4 M.
  // regulatory ABSENT: only a pending application; no sanction, no stated uncertainty about the rules.
  {
    id: 'h17-fr-w3-02',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `MBOLO PAY
Le paiement marchand par QR code, pensé pour le Gabon
Présentation investisseurs — tour de pré-série A — mars 2025

Diapo 2 — Le problème
Sept commerçants sur dix à Libreville encaissent encore en espèces. Pas de monnaie, pertes, vols : le petit commerce perd en moyenne 4 % de ses recettes.

Diapo 3 — Notre solution
Un QR code unique, lisible depuis Airtel Money et Moov Money, règlement au commerçant le jour même, tableau de bord sur téléphone.

Diapo 4 — Concurrence
Aucun acteur ne propose aujourd'hui le paiement marchand interopérable au Gabon. Les opérateurs mobiles restent cantonnés au transfert d'argent : nous sommes seuls sur ce créneau.

Diapo 5 — Traction (février 2025)
• 1 340 commerçants actifs (Libreville, Akanda, Owendo)
• 2,1 Md FCFA de volume traité sur le mois
• 9,4 M FCFA de commissions encaissées (0,45 % du volume)

Diapo 6 — Cadre réglementaire
Dossier de demande d'agrément en qualité d'établissement de paiement déposé auprès de la COBAC en septembre 2024. Dans l'attente de la décision, les flux transitent par le compte de cantonnement de notre banque partenaire.

Diapo 7 — Projections
                     2025        2026        2027
Volume traité        31 Md       170 Md      880 Md FCFA
Revenus              140 M       765 M       3,96 Md FCFA

Diapo 8 — Situation financière et levée
Trésorerie au 28 février 2025 : 172 M FCFA
Dépenses nettes mensuelles (19 salariés, agents terrain, marketing) : 24 M FCFA
Nous levons 1,5 Md FCFA (environ 2,3 M€) pour financer 24 mois d'activité et ouvrir Port-Gentil et Franceville.`,
    present: ['no-competition', 'pending-licence', 'unrealistic-growth', 'short-runway', 'burn-above-revenue'],
    absent: ['regulatory', 'missing-financials'],
    traits: ['table', 'figures', 'indirect', 'list'],
  },

  // 03 — rapport du commissaire aux comptes, emballages plastiques, Cameroun. CLEAN.
  // going-concern ABSENT (time): last year's uncertainty is stated to be lifted (refinancing done).
  // audit-opinion ABSENT: unqualified certification ("nous certifions ... réguliers et sincères"), no reservation.
  // debt-distress ABSENT (negation): bond refinanced, "aucune échéance impayée", covenant 1.9x within the 3.0x limit.
  // burn-above-revenue ABSENT: net profit 318 M (2024) and 41 M (2023).
  {
    id: 'h17-fr-w3-03',
    documentType: 'financial_statements',
    language: 'fr',
    text: `EMBALLAGES DU WOURI SA — Zone industrielle de Bassa, Douala
RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS DE L'EXERCICE CLOS LE 31 DÉCEMBRE 2024

Opinion
En exécution de la mission qui nous a été confiée par votre assemblée générale, nous avons audité les états financiers de synthèse ci-joints. Nous certifions que ces états financiers sont, au regard des règles et principes comptables du SYSCOHADA révisé, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice.

Continuité d'exploitation
Dans notre rapport sur l'exercice 2023, nous avions fait état d'une incertitude significative liée à l'échéance, en mars 2024, de l'emprunt obligataire de 1,2 Md FCFA. Cet emprunt a été refinancé le 11 mars 2024 par un crédit à moyen terme de la BICEC sur sept ans. L'incertitude est levée ; aucune échéance n'est restée impayée au cours de l'exercice et le ratio dette nette / EBE ressort à 1,9 pour un maximum contractuel de 3,0.

Chiffres clés (en millions de FCFA)      2024      2023
Chiffre d'affaires                       5 870     5 120
Résultat net                               318        41
Trésorerie nette                           702        96

Vérifications spécifiques
Nous n'avons pas d'observation à formuler sur la sincérité et la concordance avec les états financiers des informations données dans le rapport de gestion du conseil d'administration.

Douala, le 17 avril 2025 — Cabinet Mbappé Ngando & Associés, commissaire aux comptes`,
    present: [],
    absent: ['going-concern', 'audit-opinion', 'debt-distress', 'burn-above-revenue'],
    traits: ['time', 'negation', 'table'],
  },

  // 04 — procès-verbal de conseil d'administration, logistique portuaire, Congo-Brazzaville.
  // founder-departure PRESENT (indirect): co-founder and DG "ne sollicitera pas le renouvellement de son mandat" expiring 31 Jan. 2025; successor sought.
  // litigation PRESENT (indirect): Kouilou Transit's claim for 214 M FCFA before the tribunal de commerce, hearing adjourned to 20 Feb. 2025.
  // related-party PRESENT (indirect): warehouse lease with SCI Les Filaos, run by the chairman's sister; chairman abstains.
  // debt-distress ABSENT (negation): all BGFIBank instalments paid on time.
  // regulatory ABSENT: the tax reassessment was abandoned by the DGI (closed), not a sanction.
  {
    id: 'h17-fr-w3-04',
    documentType: 'legal_docs',
    language: 'fr',
    text: `NGOMA LOGISTIQUE SA
Société anonyme au capital de 500 000 000 FCFA — Siège : boulevard du Général de Gaulle, Pointe-Noire (République du Congo)

PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 14 NOVEMBRE 2024

L'an deux mille vingt-quatre, le quatorze novembre à dix heures, les administrateurs se sont réunis au siège social sur convocation du Président.
Présents : M. Didier Okemba (Président), M. Arsène Mabiala (administrateur, directeur général), Mme Flore Ngakosso, M. Jean-Baptiste Oba (représentant permanent de Kouilou Invest SA).
Assiste : Me Serge Loemba, avocat de la société. Secrétaire de séance : Mme Ngakosso.

Ordre du jour :
1. Direction générale ;
2. Point sur les procédures en cours ;
3. Autorisation d'une convention visée à l'article 438 de l'Acte uniforme relatif aux sociétés commerciales ;
4. Questions diverses.

1. Direction générale
Le Président donne lecture du courrier du 4 novembre 2024 par lequel M. Arsène Mabiala, cofondateur de la société, indique qu'il ne sollicitera pas le renouvellement de son mandat de directeur général, qui expire le 31 janvier 2025, afin de se consacrer à d'autres projets. Le conseil prend acte de cette décision, remercie M. Mabiala et charge le comité des nominations de présenter un candidat avant le 15 janvier 2025.

2. Procédures en cours
Me Loemba indique que l'action en paiement engagée par Kouilou Transit SARL devant le tribunal de commerce de Pointe-Noire, portant sur 214 M FCFA de surestaries que la société conteste, a été renvoyée à l'audience du 20 février 2025 pour plaidoiries. Une provision de 60 M FCFA figure dans les comptes au 30 septembre.
S'agissant du redressement notifié en 2023, la Direction générale des impôts a abandonné l'intégralité des rappels par courrier du 2 octobre 2024 ; ce dossier est clos.

3. Convention réglementée
Le conseil examine le projet de bail de six ans portant sur l'entrepôt de 4 000 m² de la zone de Mpita, propriété de la SCI Les Filaos, dont la gérante et associée majoritaire est Mme Solange Okemba, sœur du Président. Loyer : 14 M FCFA par mois hors taxes. M. Didier Okemba, intéressé, ne prend pas part au vote. La convention est autorisée à l'unanimité des autres administrateurs.

4. Questions diverses
Le directeur financier confirme que toutes les échéances du crédit d'investissement consenti par BGFIBank Congo ont été réglées à bonne date.

L'ordre du jour étant épuisé, la séance est levée à douze heures trente.
Le Président                                  Un administrateur`,
    present: ['founder-departure', 'litigation', 'related-party'],
    absent: ['debt-distress', 'regulatory'],
    traits: ['indirect', 'negation', 'time'],
  },

  // 05 — pacte d'associés (extraits + annexe), SaaS fiscal, Cameroun.
  // low-founder-ownership PRESENT (table): active founders Fotso 22.0 % + Ndongo 14.0 % = 36.0 % < 40.
  // investor-control PRESENT (table): Kilimanjaro Growth Fund I 6 240 / 12 000 = 52.0 % >= 50.
  // dead-equity PRESENT (indirect): Tchatchoua left 31 Aug. 2023, promise to sell not exercised, 12.0 % still in his name.
  // founder-departure PRESENT (indirect): co-founder Tchatchoua ceased his CTO role in Aug. 2023.
  // cap-table-complexity ABSENT: the table reconciles (2 640 + 1 680 + 1 440 + 6 240 = 12 000 shares).
  {
    id: 'h17-fr-w3-05',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ASSOCIÉS — FISCALIA SAS
Société par actions simplifiée au capital de 12 000 000 FCFA — Siège : quartier Bastos, Yaoundé (Cameroun)

ENTRE LES SOUSSIGNÉS :
Mme Ariane Fotso, M. Blaise Ndongo, M. Hervé Tchatchoua (ensemble, les « Fondateurs »), et
Kilimanjaro Growth Fund I, représenté par sa société de gestion (l'« Investisseur »).

Article 9 — Décisions collectives
Sauf stipulation contraire du présent pacte, les décisions collectives sont adoptées à la majorité simple des actions ayant droit de vote. La nomination et la révocation du Président relèvent de la même majorité.

Article 14 — Fondateur sortant
14.1 Tout Fondateur qui cesse ses fonctions salariées ou sociales au sein de la société consent à l'Investisseur et aux autres Fondateurs une promesse de cession de la totalité de ses actions, au prix défini à l'article 14.3.
14.4 Disposition particulière. Les parties constatent que M. Hervé Tchatchoua a cessé ses fonctions de directeur technique le 31 août 2023. La promesse prévue à l'article 14.1 n'a pas été levée dans le délai imparti ; ses actions demeurent inscrites à son nom, avec l'ensemble des droits de vote et droits financiers qui y sont attachés.

Annexe 1 — Répartition du capital à la date de signature (après l'augmentation de capital de série A)

| Associé                                             | Actions | % du capital |
|-----------------------------------------------------|--------:|-------------:|
| Ariane Fotso — cofondatrice, Présidente             |   2 640 |       22,0 % |
| Blaise Ndongo — cofondateur, directeur général      |   1 680 |       14,0 % |
| Hervé Tchatchoua — cofondateur                      |   1 440 |       12,0 % |
| Kilimanjaro Growth Fund I                           |   6 240 |       52,0 % |
| Total                                               |  12 000 |      100,0 % |

Fait à Yaoundé, le 3 février 2025, en cinq exemplaires originaux.`,
    present: ['low-founder-ownership', 'investor-control', 'dead-equity', 'founder-departure'],
    absent: ['cap-table-complexity'],
    traits: ['table', 'figures', 'indirect', 'split'],
  },

  // 06 — pitch deck, livraison du dernier kilomètre, Congo-Brazzaville. CLEAN.
  // short-runway ABSENT (close to threshold): 400 M FCFA / 38 M a month = 10.5 months >= 9.
  // customer-concentration ABSENT (close): largest client 27 % < 30; no other client named.
  // no-competition ABSENT (negation): "Nous ne sommes pas seuls", competitors named.
  // burn-above-revenue ABSENT: net burn 38 M a month compared with monthly revenue 41 M as stated: below.
  // unrealistic-growth ABSENT: 412 M -> 820 M = 2.0x.
  {
    id: 'h17-fr-w3-06',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `KOBO — la livraison du dernier kilomètre à Brazzaville et Pointe-Noire
Deck investisseurs — janvier 2025

Ce que nous faisons
Nous livrons en moins de trois heures les commandes des supermarchés, pharmacies et boutiques en ligne, avec 74 livreurs à moto salariés et une application de suivi en temps réel.

Chiffres clés
- Chiffre d'affaires 2024 : 412 M FCFA (2023 : 236 M FCFA)
- CA mensuel moyen au 4e trimestre : 41 M FCFA
- 183 clients professionnels ; le premier, la chaîne Supermarchés Océan, pèse 27 % du CA 2024
- 61 000 livraisons en décembre

Concurrence
Nous ne sommes pas seuls : Yango Delivery couvre Brazzaville depuis 2023, plusieurs agences de coursiers opèrent à Pointe-Noire et beaucoup de commerçants passent encore par les taxis-motos informels. Notre avantage : un délai garanti et la traçabilité de bout en bout.

Finances
- Trésorerie au 31 décembre 2024 : 400 M FCFA (après le tour d'amorçage de novembre)
- Consommation nette de trésorerie : 38 M FCFA par mois en moyenne au T4
- Visibilité : un peu plus de dix mois sans nouvelle levée

2025 : objectif de 820 M FCFA de CA et ouverture de Dolisie au second semestre.`,
    present: [],
    absent: ['short-runway', 'customer-concentration', 'no-competition', 'burn-above-revenue', 'unrealistic-growth'],
    traits: ['figures', 'negation', 'list'],
  },

  // 07 — point mensuel aux investisseurs (e-mail), logiciel pour pharmacies, Tchad.
  // high-churn PRESENT (figures only): 17 cancellations / 212 pharmacies at 1 May = 8.0 % a month >= 5.
  // non-recurring-revenue PRESENT (indirect): MRR 14.8 M "dont" 3.9 M one-time installation and training fees.
  // unit-economics PRESENT (figures): LTV = 49 000 x 80 % / 8.0 % = 490 000 FCFA, so LTV/CAC = 490 000 / 410 000 = 1.2, not "close to 6" (2.4 M claimed).
  // declining-revenue ABSENT: recurring part 14.8 - 3.9 = 10.9 M vs April 12.1 - 1.8 = 10.3 M, up.
  // burn-above-revenue ABSENT: operating result for the month +0.6 M FCFA.
  {
    id: 'h17-fr-w3-07',
    documentType: 'business_plan',
    language: 'fr',
    text: `Objet : Point investisseurs — mai 2025
De : Mahamat Saleh Abakar, cofondateur et DG, Dawa Logiciel
À : comité des investisseurs

Bonjour à toutes et à tous,

Mai a été notre meilleur mois depuis le lancement. L'essentiel :

Indicateurs
- MRR : 14,8 M FCFA (avril : 12,1 M FCFA, dont 1,8 M de frais d'installation)
    dont frais d'installation et de formation des nouvelles officines : 3,9 M FCFA
- Officines abonnées au 1er mai : 212
- Nouvelles officines : 26 (dont 9 à Moundou et 4 à Abéché)
- Résiliations : 17, surtout des officines de quartier à N'Djamena parties chez Sahel Pharma
- Officines abonnées au 31 mai : 221
- Abonnement moyen : 49 000 FCFA par mois
- Marge brute sur abonnements : 80 %
- Coût d'acquisition moyen : 410 000 FCFA par officine (salons, démarcheurs en province)

Unit economics
Avec une LTV estimée à 2,4 M FCFA par officine, notre ratio LTV/CAC approche 6. Nous proposons donc au comité d'accélérer le recrutement de démarcheurs à Sarh et Mongo.

Trésorerie
118 M FCFA au 31 mai. Le résultat d'exploitation du mois est positif (+0,6 M FCFA).

Merci pour votre soutien, et à très vite pour le point de juin.
Mahamat`,
    present: ['high-churn', 'non-recurring-revenue', 'unit-economics'],
    absent: ['declining-revenue', 'burn-above-revenue', 'gross-margin'],
    traits: ['list', 'figures', 'indirect'],
  },
];
