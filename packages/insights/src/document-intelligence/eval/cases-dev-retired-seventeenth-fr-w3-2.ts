import type { RedFlagCase } from './case';

export const redFlagSeventeenthFrW3P2: readonly RedFlagCase[] = [
  // 08 — note de due diligence financière, services pétroliers, Gabon.
  // customer-concentration PRESENT (figures only): Mandji Offshore 1 380 / 3 540 = 39.0 % (with Cap Lopez 1 990 / 3 540 = 56.2 %).
  // declining-revenue PRESENT (table): 4 120 -> 3 960 -> 3 540 M FCFA.
  // gross-margin PRESENT (table): 30.4 % (2023) -> 24.9 % (2024) = down 5.5 points >= 5.
  // cap-table-complexity PRESENT (direct): share register not kept since 2019, three transfers not recorded, "pas ... en mesure de réconcilier".
  // audit-opinion ABSENT: the three years are certified without reservation.
  // debt-distress ABSENT (negation): tax clearance certificate, no overdue bank debt.
  // burn-above-revenue ABSENT: net profit every year (96 M in 2024).
  {
    id: 'h17-fr-w3-08',
    documentType: 'financial_statements',
    language: 'fr',
    text: `NOTE DE DUE DILIGENCE FINANCIÈRE — PROJET MANDJI
Cible : Ogooué Marine Services SA (« OMS »), Port-Gentil (Gabon)
Destinataire : comité d'investissement d'Okoumé Capital
Rédaction : Mintsa Conseil — version du 12 mai 2025 — strictement confidentiel

1. Périmètre
Comptes 2022 à 2024, certifiés sans réserve par le cabinet Nzé & Associés ; balances et grands livres ; entretiens avec le directeur général, M. Thierry Mouélé, et le directeur administratif et financier.

2. Activité et résultats (en millions de FCFA)
                             2022       2023       2024
Chiffre d'affaires           4 120      3 960      3 540
Coût des prestations        (2 748)    (2 756)    (2 659)
Marge brute                  1 372      1 204        881
Taux de marge brute          33,3 %     30,4 %     24,9 %
Résultat net                   312        241         96

La perte, fin 2023, du contrat de ravitaillement de la plateforme Anguille-Est explique l'essentiel de l'évolution. Les coûts d'équipage et d'affrètement, indexés en dollars, n'ont pas pu être répercutés sur les clients.

3. Clients
Les deux premiers clients, Mandji Offshore et Cap Lopez Petroleum, ont représenté respectivement 1 380 M FCFA et 610 M FCFA du chiffre d'affaires 2024. Leurs contrats-cadres arrivent à échéance en juin 2026.

4. Capital social
La répartition communiquée par la direction (M. Mouélé 46 %, famille Nzoghe 30 %, salariés 24 %) ne concorde ni avec les statuts mis à jour déposés au RCCM en 2019, ni avec le registre des mouvements de titres, qui n'est plus tenu depuis cette date. Trois cessions d'actions intervenues entre 2020 et 2023 n'y ont jamais été transcrites. Nous n'avons pas été en mesure de réconcilier ces sources ; une régularisation devra être une condition préalable à la signature.

5. Fiscalité et endettement
Attestation de régularité fiscale délivrée par la DGI de Port-Gentil le 2 avril 2025. Aucune échéance bancaire impayée ; l'endettement se limite à un crédit-bail sur deux vedettes (318 M FCFA restant dus).`,
    present: ['customer-concentration', 'declining-revenue', 'gross-margin', 'cap-table-complexity'],
    absent: ['audit-opinion', 'debt-distress', 'burn-above-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },

  // 09 — pacte d'associés (extraits + annexe), transformation du manioc, Gabon. CLEAN.
  // low-founder-ownership ABSENT (close): founders 24.5 % + 17.0 % = 41.5 % >= 40.
  // investor-control ABSENT (close): Gabon Impact Fund 46.0 % < 50, even with veto rights on listed decisions.
  // dead-equity ABSENT (negation): the departed employee's options lapsed; he holds no share.
  // cap-table-complexity ABSENT: table reconciled with the share register by counsel; 24.5 + 17 + 46 + 8.5 + 4 = 100.
  // founder-departure ABSENT: the person who left was a salaried developer, not a founder or executive.
  {
    id: 'h17-fr-w3-09',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ASSOCIÉS DE TSAMBA AGRO SAS — EXTRAITS
Libreville, le 30 avril 2025

Article 4 — Comité stratégique
Le comité stratégique comprend cinq membres : deux désignés par les Fondateurs, deux par Gabon Impact Fund et un membre indépendant choisi d'un commun accord. Les décisions importantes énumérées à l'annexe 3 (budget annuel, endettement supérieur à 150 M FCFA, cession d'un actif industriel) requièrent l'accord préalable de Gabon Impact Fund.

Article 11 — Bénéficiaires d'options sortants
Les options de souscription non exercées deviennent caduques au départ de leur titulaire, quelle qu'en soit la cause. Pour mémoire, les 600 options consenties à M. Loïc Mba, développeur salarié parti en octobre 2024, n'étaient pas acquises et sont devenues caduques à cette date ; M. Mba ne détient aucune action de la société.

Annexe 1 — Capital sur une base totalement diluée
Tableau rapproché du registre des mouvements de titres au 30 avril 2025 par le cabinet Obiang Avocats.

Nadège Moussavou, cofondatrice, Présidente .............. 24,5 %
Fabrice Ondo Mba, cofondateur, directeur général ......... 17,0 %
Gabon Impact Fund ......................................... 46,0 %
Business angels (cinq personnes physiques) ................ 8,5 %
Pool d'options (attribuées et non attribuées) ............. 4,0 %
Total .................................................... 100,0 %`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'cap-table-complexity', 'founder-departure'],
    traits: ['table', 'negation', 'figures'],
  },

  // 10 — plan d'affaires, semences certifiées, République centrafricaine.
  // unrealistic-growth PRESENT (table, figures only): 150 -> 460 (3.07x) -> 1 400 (3.04x) -> 4 300 (3.07x): 3x a year over three years (28.7x).
  // regulatory PRESENT (direct): implementing texts not issued, "Nous ne savons pas" whether varieties must be re-registered.
  // pending-licence PRESENT (direct): seed-producer approval filed Nov. 2024, inspection not yet scheduled.
  // burn-above-revenue ABSENT: 2024 costs 132 M < revenue 150 M.
  // missing-financials ABSENT: historic revenue and costs given.
  {
    id: 'h17-fr-w3-10',
    documentType: 'business_plan',
    language: 'fr',
    text: `OUBANGUI SEMENCES SARL — PLAN D'AFFAIRES 2025-2027
Bangui (République centrafricaine) — document remis aux partenaires financiers, mars 2025

1. Résumé
Oubangui Semences multiplie et distribue des semences certifiées de maïs, d'arachide et de sésame. Nous travaillons avec 1 200 producteurs sous contrat à Boali, Damara et Bossembélé, et vendons aux coopératives, aux ONG et aux programmes d'urgence alimentaire.

2. Historique
Exercice 2024 : chiffre d'affaires de 150 M FCFA, charges d'exploitation de 132 M FCFA, résultat d'exploitation de 18 M FCFA.

3. Projections
                         2025       2026       2027
Chiffre d'affaires (M FCFA)  460      1 400      4 300
Producteurs sous contrat   3 500     10 000     30 000
Hectares multipliés          900      2 600      7 800

Hypothèses : référencement auprès de trois grands programmes humanitaires dès la campagne 2025 ; ouverture d'un magasin à Berbérati en 2026 et d'un autre à Bambari en 2027.

4. Cadre réglementaire et autorisations
Le cadre national prévoit un catalogue officiel des variétés, mais ses textes d'application n'ont toujours pas été publiés. Nous ne savons pas, à ce stade, si les variétés que nous importons de l'IRAD (Cameroun) pourront être commercialisées au titre de la réglementation semencière harmonisée de la CEMAC ou devront faire l'objet d'une nouvelle homologation nationale.
Notre demande d'agrément de producteur-semencier a été déposée au ministère de l'Agriculture et du Développement rural en novembre 2024 ; l'inspection des parcelles de Boali est annoncée pour le deuxième trimestre, sans date arrêtée à ce jour.

5. Besoin de financement
Nous recherchons 350 M FCFA : 60 % en dette (BDEAC, banques locales), 40 % en fonds propres.`,
    present: ['unrealistic-growth', 'regulatory', 'pending-licence'],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['table', 'figures', 'indirect'],
  },

  // 11 — lettre aux actionnaires, kits solaires en paiement à l'usage, Congo-Brazzaville.
  // short-runway PRESENT (figures, weeks): 4.5 M a week x 52 / 12 = 19.5 M a month; 96 / 19.5 = 4.9 months < 9.
  // debt-distress PRESENT (direct): February BCI instalment of 42 M not paid; DSCR covenant breach notified.
  // founder-departure PRESENT (indirect): co-founder CFO "souhait de rejoindre" the BDEAC from 1 July.
  // burn-above-revenue ABSENT: net burn 19.5 M a month compared with revenue 91 / 3 = 30.3 M a month as stated: below.
  // going-concern ABSENT / audit-opinion ABSENT (negation): 2024 accounts certified without reservation or observation.
  // declining-revenue ABSENT: 91 M vs 84 M in Q4 2024.
  {
    id: 'h17-fr-w3-11',
    documentType: 'business_plan',
    language: 'fr',
    text: `SOLEIL DU POOL SA — Lettre aux actionnaires, premier trimestre 2025
Brazzaville, le 14 avril 2025

Chers actionnaires,

Le trimestre a été contrasté. Sur le plan commercial, nous avons installé 1 870 kits solaires en paiement à l'usage à Brazzaville, Kinkala et Mindouli, et le chiffre d'affaires atteint 91 M FCFA (T4 2024 : 84 M FCFA). Le taux de recouvrement des mensualités reste supérieur à 92 %.

Sur le plan financier, trois points appellent votre attention :
— notre consommation nette de trésorerie s'établit à 4,5 M FCFA par semaine, principalement du fait du stock de kits importés en janvier ;
— la trésorerie disponible au 31 mars est de 96 M FCFA ;
— l'échéance de février du crédit à moyen terme de la BCI (42 M FCFA) n'a pas pu être réglée ; la banque nous a notifié le 20 mars le non-respect du ratio de couverture du service de la dette prévu au contrat, et nous discutons d'un réaménagement.

Par ailleurs, Mme Prisca Mavoungou, cofondatrice et directrice administrative et financière, nous a fait part de son souhait de rejoindre la BDEAC à compter du 1er juillet. Elle assurera la passation avec son successeur, dont le recrutement est lancé.

Notre commissaire aux comptes a certifié les comptes 2024 sans réserve ni observation.

Le conseil vous proposera, lors de l'assemblée du 15 mai, une augmentation de capital de 300 M FCFA réservée aux actionnaires actuels.

Bien cordialement,
Jérôme Bazonzila, Président-directeur général`,
    present: ['short-runway', 'debt-distress', 'founder-departure'],
    absent: ['burn-above-revenue', 'going-concern', 'audit-opinion', 'declining-revenue'],
    traits: ['figures', 'indirect', 'list'],
  },

  // 12 — extrait de procès-verbal de conseil d'administration, services numériques, Tchad. CLEAN.
  // pending-licence ABSENT (time): the VAS licence applied for in Oct. 2024 was granted on 6 May 2025.
  // litigation ABSENT (over): formal notice settled by a transaction signed 15 April; the supplier waived any action.
  // founder-departure ABSENT (negation): co-founder DG renewed for three years, denies any plan to leave.
  // regulatory ABSENT: the regulator granted a licence; no sanction or uncertainty.
  {
    id: 'h17-fr-w3-12',
    documentType: 'legal_docs',
    language: 'fr',
    text: `CHARI DIGITAL SA
Société anonyme au capital de 300 000 000 FCFA — Siège : avenue Charles de Gaulle, N'Djamena (Tchad)

EXTRAIT DU PROCÈS-VERBAL DU CONSEIL D'ADMINISTRATION DU 22 MAI 2025

Première résolution — Licence
Le directeur général informe le conseil que l'Autorité de régulation des communications électroniques et des postes (ARCEP) a délivré, le 6 mai 2025, la licence de fournisseur de services à valeur ajoutée sollicitée en octobre 2024. Le conseil prend acte de l'aboutissement de ce dossier ; le service de paiement de factures peut désormais être exploité sous le régime définitif.

Deuxième résolution — Différend avec Logone Informatique
Le conseil rappelle que Logone Informatique SARL, ancien prestataire, avait adressé à la société une mise en demeure en février 2025 au titre de factures contestées. Un protocole transactionnel a été signé le 15 avril 2025 ; la somme de 3,2 M FCFA a été versée et Logone Informatique a renoncé à toute action relative à ce contrat. Le dossier est clos.

Troisième résolution — Mandat du directeur général
Le mandat de M. Idriss Youssouf Abdelkerim, cofondateur et directeur général, arrivant à échéance, le conseil le renouvelle pour une durée de trois ans. M. Youssouf accepte ce renouvellement et précise n'avoir aucun projet de départ, contrairement à ce qu'a rapporté la presse locale.

Cette résolution est adoptée à l'unanimité.`,
    present: [],
    absent: ['pending-licence', 'litigation', 'founder-departure', 'regulatory'],
    traits: ['time', 'negation'],
  },

  // 13 — comptes annuels non audités, distribution alimentaire, Tchad.
  // audit-opinion PRESENT (direct): no statutory auditor, "aucun audit".
  // declining-revenue PRESENT (table): sales 1 864 vs 2 215 M FCFA.
  // related-party PRESENT (indirect): 612 M of purchases from Al-Nour Import, run by the brother of STDA's manager.
  // gross-margin ABSENT: 474 / 1 864 = 25.4 % vs 575 / 2 215 = 26.0 %, down 0.6 pt.
  // burn-above-revenue ABSENT: net profit 38 M.
  // customer-concentration ABSENT: Al-Nour is a supplier (612 / 1 390 = 44 % of purchases), not a customer.
  {
    id: 'h17-fr-w3-13',
    documentType: 'financial_statements',
    language: 'fr',
    text: `SOCIÉTÉ TCHADIENNE DE DISTRIBUTION ALIMENTAIRE — STDA SARL
Quartier Dembé, N'Djamena — RCCM TC-NDJ-2016-B-0457

ÉTATS FINANCIERS AU 31 DÉCEMBRE 2024
Comptes arrêtés par la gérance et établis par le cabinet Doumbé Expertise, expert-comptable. La société n'a pas désigné de commissaire aux comptes ; ces comptes n'ont fait l'objet d'aucun audit.

Compte de résultat (en millions de FCFA)       2024        2023
Ventes de marchandises                        1 864       2 215
Achats de marchandises consommés             (1 390)     (1 640)
Marge commerciale                               474         575
Charges de personnel                           (188)       (196)
Autres charges d'exploitation                  (224)       (271)
Impôts et taxes                                 (24)        (37)
Résultat net                                     38          71

Note 7 — Fournisseurs
Les achats de riz, de sucre et d'huile sont réalisés, à hauteur de 612 M FCFA en 2024, auprès de la société Al-Nour Import SARL (Douala), dont le gérant, M. Abakar Moussa Hissein, est le frère du gérant de la STDA, M. Ali Moussa Hissein. Les conditions de paiement accordées sont de 90 jours.

Note 8 — Clientèle
Environ 340 boutiquiers et grossistes de N'Djamena, Moundou et Abéché ; aucun client ne dépasse 6 % des ventes.`,
    present: ['audit-opinion', 'declining-revenue', 'related-party'],
    absent: ['gross-margin', 'burn-above-revenue', 'customer-concentration'],
    traits: ['table', 'figures', 'indirect'],
  },
];
