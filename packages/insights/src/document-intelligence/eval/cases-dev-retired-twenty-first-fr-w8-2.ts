/** Writer 8's texts of the retired twenty-first held-out set (cases-dev-retired-twenty-first.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFirstFrW8P2: readonly RedFlagCase[] = [

  // 07 — Investor due-diligence memo, fintech (tontine digitale / paiements), Togo.
  // non-recurring-revenue PRESENT: MRR of 41.5 M FCFA includes 12 M FCFA one-off integration fees.
  // related-party PRESENT: office leased from an SCI majority-owned by the CEO/co-founder's wife.
  // pending-licence PRESENT: e-money institution licence applied for at the BCEAO (Oct 2024), not yet granted.
  // regulatory ABSENT: no sanction, formal notice or restriction; no uncertainty stated beyond the pending file.
  // litigation ABSENT: "Aucun litige en cours".
  // audit-opinion ABSENT: 2024 accounts certified without qualification.
  // low-founder-ownership ABSENT: founders 61% ≥ 40%. investor-control ABSENT: seed investors together 31%.
  {
    id: 'h21-fr-w8-07',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['list', 'indirect', 'figures', 'negation'],
    present: ['non-recurring-revenue', 'related-party', 'pending-licence'],
    absent: ['regulatory', 'litigation', 'audit-opinion', 'low-founder-ownership', 'investor-control'],
    text: `NOTE DE DUE DILIGENCE — CONFIDENTIEL
Cible : Tontine+ SA, Lomé
Opération envisagée : série A de 1,2 milliard FCFA
Rédaction : équipe d'investissement, Kekeli Partners — 18 avril 2025

1. Revenus
Le deck présente un revenu mensuel récurrent (MRR) de 41,5 M FCFA en mars 2025, en hausse de 62 % sur douze mois. L'analyse du grand livre montre que ce montant inclut 12 M FCFA de frais de mise en place facturés en une seule fois à une banque partenaire pour l'intégration de l'API Tontine+ à son application mobile. Ces frais ne se renouvelleront pas. Retraité, le MRR de mars ressort à 29,5 M FCFA, soit une progression d'environ 15 % sur douze mois. La direction reconnaît l'erreur de présentation et s'engage à corriger le deck.

2. Transactions avec des parties liées
Les bureaux de Tokoin sont loués depuis 2022 à la SCI Les Flamboyants, dont l'associée majoritaire est Mme Akossiwa Lawson, épouse du directeur général et cofondateur, M. Edem Lawson. Le loyer est de 1,8 M FCFA par mois. Le bail n'a jamais été soumis à l'autorisation du conseil d'administration. Selon notre agent immobilier, le loyer reste dans la fourchette du marché pour le quartier.

3. Agrément
Tontine+ opère aujourd'hui comme prestataire technique de sa banque partenaire, sous l'agrément de cette dernière. Pour émettre sa propre monnaie électronique, la société a déposé en octobre 2024 une demande d'agrément en qualité d'établissement de monnaie électronique auprès de la BCEAO. Le dossier est en cours d'instruction ; l'agrément n'a pas encore été délivré. Nous n'avons relevé aucune sanction, mise en demeure ou restriction prononcée par la BCEAO ou la Commission bancaire de l'UMOA à l'encontre de la société ou de sa banque partenaire.

4. Autres constats
- Aucun litige en cours selon la lettre d'affirmation de la direction et le relevé du greffe du tribunal de commerce de Lomé.
- Les comptes 2024 ont été certifiés sans réserve par un cabinet d'expertise comptable de Lomé le 28 mars 2025.
- Capital : fondateurs 61 %, investisseurs d'amorçage 31 % (dont aucun au-delà de 18 %), réserve salariés 8 %.

5. Recommandations
- Fonder la valorisation sur le MRR retraité de 29,5 M FCFA.
- Exiger la ratification du bail par le conseil et une politique écrite sur les conventions réglementées.
- Conditionner le versement de la seconde tranche à l'obtention de l'agrément BCEAO.`,
  },

  // 08 — Founder email to an investor, agritech (station de lavage de café), Burundi. CLEAN but tempting.
  // related-party ABSENT: carrier confirmed to have no link with the founder or his family (denied).
  // pending-licence ABSENT: ARFIC export approval granted on 6 February 2025.
  // founder-departure ABSENT: the new COO left ANOTHER company (Brarudi) to join.
  // debt-distress ABSENT: campaign loan repaid in full, "sans aucun retard".
  // customer-concentration ABSENT: first buyer 22% < 30%; no other buyer named.
  // audit-opinion ABSENT: campaign accounts certified without qualification.
  // declining-revenue ABSENT: 1.41 → 1.92 Md FBu. gross-margin ABSENT: 30% → 31%.
  {
    id: 'h21-fr-w8-08',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose', 'negation', 'time'],
    present: [],
    absent: ['related-party', 'pending-licence', 'founder-departure', 'debt-distress', 'customer-concentration', 'audit-opinion', 'declining-revenue', 'gross-margin'],
    text: `Objet : RE : Questions avant le comité d'investissement
De : Claude Nduwayo <claude@kawanziza.bi>
À : Sophie Marchal <s.marchal@grandslacs-impact.com>
Date : 19 juin 2025

Bonjour Sophie,

Merci pour votre liste de questions. Je vous réponds point par point pour que vous puissiez tout transmettre à votre comité.

Sur les chiffres de la campagne 2024/2025 : notre chiffre d'affaires atteint 1,92 milliard FBu, contre 1,41 milliard FBu pour la campagne précédente, grâce à l'ouverture de la seconde station de lavage à Muhanga (province de Kayanza). La marge brute s'établit à 31 %, contre 30 % l'an dernier, et le résultat net à 164 millions FBu. Les comptes de la campagne ont été certifiés sans réserve par le cabinet qui nous audite depuis 2021 ; le rapport est dans la data room depuis le 12 juin.

Sur l'agrément d'exportateur : nous l'avions demandé en octobre, et l'ARFIC nous l'a délivré le 6 février 2025. Nous pouvons donc désormais exporter en direct, sans passer par un exportateur agréé de Bujumbura.

Sur le transporteur : vous avez relevé la ressemblance entre le nom de Transports Nduwimana et le mien. Nous avons vérifié : cette société n'a aucun lien, ni capitalistique ni familial, avec moi, avec ma famille ou avec les autres administrateurs. Vous trouverez dans la data room l'extrait du registre de commerce et la déclaration d'absence de conflit d'intérêts signée par chaque administrateur.

Sur le financement : le crédit de campagne de 600 millions FBu a été remboursé intégralement le 28 mai, à l'échéance prévue et sans aucun retard. La banque nous a déjà confirmé la reconduction de la ligne pour la prochaine campagne.

Sur les acheteurs : notre premier client, un torréfacteur belge, a pris 22 % des volumes vendus ; le reste est réparti entre une quinzaine d'acheteurs, en direct ou via les enchères.

Enfin, sur l'équipe : Gaspard Nimbona a rejoint Kawa Nziza en avril comme directeur des opérations. Il a quitté la Brarudi en mars, après douze ans à la direction logistique, et s'occupera de la coordination des deux stations.

N'hésitez pas si votre comité a d'autres questions ; je peux aussi organiser une visite des stations début juillet, pendant le séchage.

Bien cordialement,
Claude Nduwayo
Fondateur et directeur général, Kawa Nziza SA`,
  },

  // 09 — Pitch deck, retail (e-commerce mode / wax), Togo.
  // unrealistic-growth PRESENT (figures): projection 552 M → 2 300 M FCFA in 2025 = ×4.17 ≥ 4.
  // unit-economics PRESENT (figures): LTV = 14 000 × 18% × 1.6 = 4 032 FCFA; LTV/CAC = 4 032 / 9 500 ≈ 0.42, not the claimed 4.2x.
  // high-churn PRESENT (figures): 12-month repurchase (retention) of the January 2024 cohort = 34% < 55%.
  // declining-revenue ABSENT: 318 → 552 M FCFA. missing-financials ABSENT: revenue given.
  // no-competition ABSENT: competitors named.
  {
    id: 'h21-fr-w8-09',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'figures', 'indirect'],
    present: ['unrealistic-growth', 'unit-economics', 'high-churn'],
    absent: ['declining-revenue', 'missing-financials', 'no-competition'],
    text: `MODAWAX — La mode africaine livrée en 48 h
Deck série A — Lomé, mai 2025

Slide 1 — Le problème
Les Togolaises et Togolais achètent leurs pagnes et leurs tenues au marché d'Assigamé ou sur Instagram, sans garantie de qualité, sans retour possible, et avec des délais imprévisibles.

Slide 2 — Notre solution
- Une boutique en ligne de 2 300 références (wax, tenues sur mesure, accessoires)
- Paiement à la livraison ou par mobile money (T-Money, Flooz)
- Livraison en 48 h à Lomé, 72 h dans les chefs-lieux de région

Slide 3 — Traction
- Chiffre d'affaires 2024 : 552 M FCFA (2023 : 318 M FCFA)
- 41 000 clients actifs, 68 % de femmes
- Note moyenne de satisfaction : 4,6 / 5

Slide 4 — Unit economics
- LTV/CAC : 4,2x
- CAC moyen (réseaux sociaux + influenceuses) : 9 500 FCFA
- Panier moyen : 14 000 FCFA
- Marge contributive par commande : 18 % du panier
- Nombre moyen de commandes par client sur sa durée de vie : 1,6

Slide 5 — Cohortes
Sur les clients acquis en janvier 2024, 34 % ont passé au moins une nouvelle commande dans les 12 mois suivants. Notre programme de fidélité, lancé en mars 2025, vise 45 %.

Slide 6 — Concurrence
Jumia (offre généraliste, peu de mode locale), les boutiques Instagram (pas de logistique), les ateliers de couture de quartier (pas de vente en ligne).

Slide 7 — Projections
| Année | Chiffre d'affaires |
|-------|--------------------|
| 2024 (réel) | 552 M FCFA |
| 2025 | 2,3 Md FCFA |
| 2026 | 7,5 Md FCFA |
| 2027 | 18 Md FCFA |
Moteurs : ouverture d'Abidjan et de Cotonou, marketplace ouverte aux créateurs.

Slide 8 — Équipe
- Dzifa Akakpo, CEO — ancienne acheteuse chez un distributeur textile
- Sélom Gbadoé, CTO — 7 ans de développement e-commerce à Dakar

Slide 9 — La levée
1,5 Md FCFA pour l'expansion régionale, le marketing et l'entrepôt de Lomé.`,
  },

  // 10 — Auditor's report + summary income statement, insurance (micro-assurance santé), Burundi.
  // going-concern PRESENT: "incertitude significative ... doute important sur la capacité ... à poursuivre son exploitation".
  // regulatory PRESENT: ARCA suspended new health-branch policies (14 March 2025).
  // burn-above-revenue PRESENT (figures): net loss of 1 146 M FBu in 2024 (2023: loss 772 M FBu) → costs above revenue.
  //   2024: 2 310 − 1 890 − 1 610 + 44 = −1 146; 2023: 2 050 − 1 620 − 1 240 + 38 = −772.
  // audit-opinion ABSENT: unqualified opinion; the going-concern paragraph does not modify it ("Notre opinion n'est pas modifiée").
  // declining-revenue ABSENT: earned premiums 2 050 → 2 310 M FBu.
  // gross-margin ABSENT: (2 310 − 1 890) / 2 310 = 18.2% vs (2 050 − 1 620) / 2 050 = 21.0% → down 2.8 points < 5; claims below premiums.
  {
    id: 'h21-fr-w8-10',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'negation'],
    present: ['going-concern', 'regulatory', 'burn-above-revenue'],
    absent: ['audit-opinion', 'declining-revenue', 'gross-margin'],
    text: `UBUZIMA ASSURANCES SA — Bujumbura
Rapport du commissaire aux comptes sur les états financiers de l'exercice clos le 31 décembre 2024

Opinion
Nous avons effectué l'audit des états financiers d'Ubuzima Assurances SA, qui comprennent le bilan au 31 décembre 2024, le compte de résultat, l'état des variations des capitaux propres et le tableau des flux de trésorerie pour l'exercice clos à cette date, ainsi que les notes annexes. À notre avis, les états financiers ci-joints donnent, dans tous leurs aspects significatifs, une image fidèle de la situation financière de la société au 31 décembre 2024 ainsi que de sa performance financière pour l'exercice clos à cette date.

Incertitude significative liée à la continuité d'exploitation
Nous attirons l'attention sur la note 2 des états financiers, qui indique que la société a subi une perte nette de 1 146 millions FBu au cours de l'exercice et que ses fonds propres sont, au 31 décembre 2024, inférieurs au capital social minimum exigé des entreprises d'assurance. Ces événements, conjugués aux autres points exposés dans la note 2, indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation. Notre opinion n'est pas modifiée à l'égard de ce point.

Extrait du compte de résultat (en millions FBu)

| Poste                                  | 2024    | 2023    |
|----------------------------------------|---------|---------|
| Primes acquises                        | 2 310   | 2 050   |
| Charges de sinistres                   | (1 890) | (1 620) |
| Frais de gestion et d'acquisition      | (1 610) | (1 240) |
| Produits financiers nets               | 44      | 38      |
| Résultat net                           | (1 146) | (772)   |

Note 2 — Continuité d'exploitation et situation réglementaire
Par décision du 14 mars 2025, l'Agence de Régulation et de Contrôle des Assurances (ARCA) a suspendu la souscription de nouveaux contrats dans la branche maladie jusqu'à la reconstitution de la marge de solvabilité réglementaire. Les contrats en cours continuent d'être gérés et les sinistres réglés.
Les actionnaires ont adopté le 30 avril 2025 le principe d'une augmentation de capital de 2 000 millions FBu. À la date d'arrêté des comptes, les engagements de souscription reçus couvrent 1 150 millions FBu. Le conseil d'administration estime que les négociations en cours avec un réassureur régional et une institution de microfinance permettront de compléter l'opération avant la fin du troisième trimestre 2025, mais la réalisation de cette augmentation de capital n'est pas acquise.

Fait à Bujumbura, le 9 mai 2025
Le commissaire aux comptes`,
  },

  // 11 — WhatsApp chat export between co-founders, mobility (motos électriques), Togo.
  // debt-distress PRESENT (indirect): "on a raté les échéances d'avril et de mai du leasing".
  // litigation PRESENT: supplier's summons before the Lomé commercial court, hearing postponed to 17 July (open).
  // investor-control PRESENT: "Lomé Impact Capital a 54 %".
  // low-founder-ownership ABSENT (figures): the two active founders hold 41% together ≥ 40%.
  // founder-departure ABSENT (negation): "je ne pars nulle part".
  {
    id: 'h21-fr-w8-11',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['indirect', 'figures', 'negation', 'time'],
    present: ['debt-distress', 'litigation', 'investor-control'],
    absent: ['low-founder-ownership', 'founder-departure'],
    text: `Discussion WhatsApp « Ewo Moto – Associés » (export du 4 juin 2025)

[03/06/2025 08:14] Kafui Amégah: Bonjour Séna. Orabank a rappelé ce matin. On a raté les échéances d'avril et de mai du leasing des 40 motos, ils parlent d'exigibilité anticipée si on ne régularise pas avant le 20.
[03/06/2025 08:16] Séna Dogbé: Combien en tout ?
[03/06/2025 08:17] Kafui Amégah: 2 x 6,4 M FCFA plus les pénalités, autour de 13,5 M.
[03/06/2025 08:19] Séna Dogbé: Avec les encaissements des chauffeurs de cette semaine on peut faire 7 M au maximum. Le reste, il faut que LIC remette de l'argent.
[03/06/2025 08:21] Kafui Amégah: De toute façon depuis la conversion de l'obligation convertible, Lomé Impact Capital a 54 %. C'est eux qui décident si on recapitalise ou pas.
[03/06/2025 08:22] Séna Dogbé: On est à 41 % à nous deux, on n'est pas non plus sans voix au conseil 😅
[03/06/2025 08:24] Kafui Amégah: Au conseil non, mais à l'AG ils passent tout seuls.
[03/06/2025 08:31] Séna Dogbé: Et Shenzhen Volta ? L'avocat a eu des nouvelles ?
[03/06/2025 08:33] Kafui Amégah: Audience renvoyée au 17 juillet devant le tribunal de commerce de Lomé. Ils réclament toujours 48 M FCFA pour le dernier lot de batteries. Maître Ayéva pense qu'on peut négocier une remise parce que 60 batteries sont arrivées défectueuses, mais pour l'instant ils ne veulent rien entendre.
[03/06/2025 08:35] Séna Dogbé: Ok. Je prépare une note pour LIC ce soir avec les deux sujets.
[03/06/2025 08:36] Séna Dogbé: Et pour répondre à ta question d'hier : je ne pars nulle part, l'offre de Gozem je l'ai refusée.
[03/06/2025 08:37] Kafui Amégah: 🙏 Merci frère. On s'appelle à 12 h ?
[03/06/2025 08:37] Séna Dogbé: Ok 12 h.
[03/06/2025 12:48] Kafui Amégah: Résumé de l'appel : 1) je demande à Orabank un rééchelonnement sur 6 mois ; 2) tu envoies la note à LIC avant jeudi ; 3) on gèle les recrutements jusqu'à nouvel ordre.`,
  },

  // 12 — Term sheet, media (plateforme audio / podcasts), Burundi. CLEAN but tempting.
  // investor-control ABSENT (figures): 1 200 / (2 800 + 1 200) = 30% post-money; at most 38% after anti-dilution < 50%.
  // low-founder-ownership ABSENT (figures): founders 31.5% + 24.5% = 56% ≥ 40%.
  // litigation ABSENT: dispute with the former printer closed by a final judgment, executed.
  // pending-licence ABSENT: CNC authorisation already granted (March 2023).
  // dead-equity ABSENT: no former holder; all shareholders listed are active or investors.
  // cap-table-complexity ABSENT: the cap table is declared consistent with the share register.
  {
    id: 'h21-fr-w8-12',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['list', 'table', 'figures', 'modality', 'negation'],
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'litigation', 'pending-licence', 'dead-equity', 'cap-table-complexity'],
    text: `LETTRE D'INTENTION — PROPOSITION DE TERMES (non engageante, sauf clauses de confidentialité et d'exclusivité)

Société : Inganzo Média SA, Bujumbura (plateforme de podcasts et de radio en ligne en kirundi, français et swahili)
Investisseur : Grands Lacs Media Fund
Date : 2 juin 2025

1. Montant et valorisation
- Investissement : 1 200 000 000 FBu en actions de préférence de catégorie A.
- Valorisation pré-monnaie : 2 800 000 000 FBu, soit une valorisation post-monnaie de 4 000 000 000 FBu.

2. Répartition du capital après l'opération

| Actionnaire                       | % du capital |
|-----------------------------------|--------------|
| Aline Irakoze (cofondatrice, DG)  | 31,5 %       |
| Éric Niyonzima (cofondateur, directeur éditorial) | 24,5 % |
| Grands Lacs Media Fund            | 30,0 %       |
| Business angels (4)               | 8,0 %        |
| Réserve d'options salariés        | 6,0 %        |
| Total                             | 100 %        |

3. Anti-dilution
Ajustement de type moyenne pondérée large. En cas de tour ultérieur à une valorisation inférieure, la participation de l'Investisseur pourrait être portée au maximum à 38 % du capital.

4. Gouvernance
Conseil d'administration de cinq membres : deux désignés par les fondateurs, un par l'Investisseur, deux administrateurs indépendants choisis d'un commun accord. Droit de veto de l'Investisseur limité aux décisions suivantes : modification des statuts, émission de titres de rang supérieur, cession d'actifs essentiels, budget annuel dépassant de plus de 20 % le budget approuvé.

5. Préférence de liquidation
1x non participative.

6. Déclarations et garanties
La Société déclare :
- être titulaire de l'autorisation d'exploitation d'un service de communication audiovisuelle en ligne délivrée par le Conseil National de la Communication le 14 mars 2023, en cours de validité ;
- qu'aucun litige n'est en cours ; le différend qui l'opposait à son ancien imprimeur au sujet du magazine papier a été tranché par un jugement définitif du tribunal de commerce de Bujumbura en décembre 2023, exécuté en février 2024 ;
- que la table de capitalisation ci-dessus est conforme au registre des actionnaires.

7. Utilisation des fonds
Studio mobile et équipements (25 %), production de contenus originaux (40 %), développement commercial et régie publicitaire (35 %).

8. Exclusivité
Quarante-cinq jours à compter de la signature. Droit applicable : droit burundais et Actes uniformes OHADA.`,
  },

  // 13 — Audited financial statements (extract), agro-processing (jus et ananas séché), Togo. CLEAN but tempting.
  // audit-opinion ABSENT: "opinion sans réserve". going-concern ABSENT: no material uncertainty.
  // gross-margin ABSENT (figures): 2023: 512 / 1 312 = 39.0%; 2024: 550 / 1 486 = 37.0% → down 2 points < 5.
  // debt-distress ABSENT: all instalments paid on due dates; covenants met.
  // customer-concentration ABSENT: first customer 24% < 30%.
  // related-party ABSENT: note 22 states no transaction with related companies or persons, only directors' pay approved by the AGM.
  // declining-revenue ABSENT: 1 312 → 1 486 M FCFA. burn-above-revenue ABSENT: net profit 88 M FCFA.
  {
    id: 'h21-fr-w8-13',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'negation'],
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'debt-distress', 'customer-concentration', 'related-party', 'declining-revenue', 'burn-above-revenue'],
    text: `ANANAS DES PLATEAUX SA — Kpalimé
États financiers de l'exercice clos le 31 décembre 2024 (système normal SYSCOHADA révisé) — extraits

Rapport du commissaire aux comptes — Opinion sans réserve
Nous avons effectué l'audit des états financiers annuels de la société Ananas des Plateaux SA. À notre avis, les états financiers annuels sont, au regard des règles et principes comptables du SYSCOHADA révisé, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice. Nous n'avons pas relevé d'incertitude significative relative à la continuité d'exploitation.

Compte de résultat simplifié (en millions FCFA)

Poste                               2024        2023
Chiffre d'affaires                 1 486       1 312
Achats consommés et coût de production (936)    (800)
Marge brute                          550         512
Charges de personnel                (214)       (196)
Autres charges d'exploitation       (118)       (104)
Dotations aux amortissements         (56)        (52)
Résultat d'exploitation              162         160
Frais financiers                     (41)        (48)
Résultat avant impôt                 121         112
Impôt sur le résultat                (33)        (30)
Résultat net                          88          82

Note 7 — Chiffre d'affaires
Les ventes export de jus pasteurisé et d'ananas séché bio représentent 71 % du chiffre d'affaires. Le premier client, un distributeur de produits biologiques établi aux Pays-Bas, représente 24 % du chiffre d'affaires (26 % en 2023). La légère baisse du taux de marge brute s'explique par la hausse du prix d'achat de l'ananas frais aux producteurs, partiellement répercutée dans les prix de vente.

Note 15 — Emprunts
L'emprunt d'équipement contracté auprès d'une banque de la place en 2022 (encours au 31 décembre 2024 : 312 millions FCFA) a été remboursé selon l'échéancier contractuel : toutes les échéances de l'exercice ont été honorées à leur date. Les ratios financiers prévus au contrat (dette nette / EBE inférieure à 2,5 ; couverture du service de la dette supérieure à 1,3) sont respectés au 31 décembre 2024.

Note 22 — Parties liées
Aucune transaction avec des sociétés ou des personnes liées aux administrateurs ou à leurs familles n'a été réalisée au cours de l'exercice, en dehors de la rémunération des mandataires sociaux approuvée par l'assemblée générale.

Les états financiers ont été arrêtés par le conseil d'administration le 21 mars 2025 et approuvés par l'assemblée générale ordinaire du 27 juin 2025.`,
  },
];
