import type { RedFlagCase } from './case';

export const redFlagEighteenthFrW6P2: readonly RedFlagCase[] = [
  // 08 — Plan d'affaires, import-distribution of West African and Haitian foods, Québec.
  // missing-financials PRESENT (indirect, by absence): a business plan with no revenue or cost figure; the only amounts are a market
  //   estimate, a warehouse area and the 450 000 $ sought (a funding ask, neither revenue nor cost).
  // no-competition PRESENT (prose): "Nous n'avons donc aucun concurrent, ni direct ni indirect."
  // regulatory PRESENT (prose): CFIA suspended the company's SFC licence on 3 March 2025; the suspension is still in force.
  // pending-licence ABSENT: no application is said to be pending; the licence exists and is suspended (that is the regulatory flag).
  // founder-departure ABSENT: Awa Traoré left a French wholesaler in 2015, before founding the company.
  {
    id: 'h18-fr-w6-08',
    documentType: 'business_plan',
    language: 'fr',
    text: `PLAN D'AFFAIRES — SAVEURS DU SAHEL ET DU FLEUVE INC. (Laval, Québec)

1. Résumé
Saveurs du Sahel et du Fleuve importe et distribue au Québec des produits d'Afrique de l'Ouest et d'Haïti : attiéké, fonio, gari, poisson fumé, épices et condiments. Nous ciblons les épiceries de quartier, les chaînes d'alimentation et les restaurants.

2. Marché
Selon nos estimations, plus de 250 000 Québécois sont originaires d'Afrique subsaharienne ou d'Haïti, et la demande gagne désormais la clientèle non immigrante.

3. Concurrence
Il n'existe aujourd'hui au Québec aucun importateur-distributeur spécialisé dans ces produits. Les épiceries s'approvisionnent au hasard des arrivages, par valises ou par l'intermédiaire de grossistes européens qui ne livrent pas au Canada. Nous n'avons donc aucun concurrent, ni direct ni indirect.

4. Situation réglementaire
Le 3 mars 2025, l'Agence canadienne d'inspection des aliments (ACIA) a suspendu la licence pour la salubrité des aliments au Canada (SAC) de la Société, à la suite d'une inspection portant sur l'étiquetage et la traçabilité du poisson fumé. La suspension demeure en vigueur : aucune importation ne peut être dédouanée tant qu'elle n'est pas levée.

5. Équipe
Awa Traoré, fondatrice et présidente, a quitté en 2015 un grossiste alimentaire français pour créer la Société ; Jean-Wesner Florestal, directeur des achats, basé à Port-au-Prince.

6. Plan d'action
- T3 2025 : mise en conformité de l'étiquetage bilingue et du registre de traçabilité
- T4 2025 : ouverture d'un entrepôt de 1 200 m² à Laval
- 2026 : référencement dans deux chaînes d'alimentation

7. Financement recherché
450 000 $, sous forme de capital et de prêt, pour l'entrepôt et le fonds de roulement.`,
    present: ['missing-financials', 'no-competition', 'regulatory'],
    absent: ['pending-licence', 'founder-departure'],
    traits: ['prose', 'list', 'indirect', 'time'],
  },

  // 09 — Note d'investissement d'un fonds, telemedicine subscriptions paid by the diaspora, Haïti.
  // going-concern PRESENT (prose): auditor's report includes "Incertitude significative liée à la continuité de l'exploitation".
  // gross-margin PRESENT (indirect, table without %): 19,3/42,0 = 46.0 % (2023) -> 21,6/58,5 = 36.9 % (2024), down 9.1 points (>= 5).
  // burn-above-revenue PRESENT (indirect, table): 2024 costs 36,9 + 41,4 = 78,3 M HTG > revenue 58,5 (operating loss 19,8); 2023 also a loss.
  // unit-economics PRESENT (indirect, figures): management claims CAC recovered "en moins de 3 mois"; monthly gross margin per
  //   subscriber = 2 500 × 36.9 % = 923 HTG -> 14 000 / 923 = 15.2 months (even on revenue alone, 14 000 / 2 500 = 5.6 months > 3).
  // audit-opinion ABSENT: the opinion is unmodified ("non modifiée"); the going-concern section does not modify it.
  // short-runway ABSENT: cash 24 M HTG / net burn 1,6 M HTG a month = 15 months (>= 9).
  // high-churn ABSENT: 2,5 % a month (< 5 %).  declining-revenue ABSENT: 58,5 > 42,0.  unrealistic-growth ABSENT: 82 / 58,5 = 1.4×.
  // customer-concentration ABSENT: the partner association brings 8 % of subscriptions.
  {
    id: 'h18-fr-w6-09',
    documentType: 'business_plan',
    language: 'fr',
    text: `FONDS LESPWA VENTURES — NOTE D'INVESTISSEMENT
Comité du 3 juin 2025
Société : Doktè Pam SA (Port-au-Prince) — téléconsultations par abonnement familial, payées par des proches de la diaspora (Montréal, Boston, Paris)
Proposition : 900 000 $ CA en actions privilégiées

Résultats (en millions de HTG, exercices clos le 30 septembre)
                                               2023      2024
Revenus                                        42,0      58,5
Coût des services (médecins, télécoms)         22,7      36,9
Marge brute                                    19,3      21,6
Charges d'exploitation                         30,1      41,4
Résultat d'exploitation                       (10,8)    (19,8)

Audit : les états financiers 2024 ont été audités ; l'auditeur a exprimé une opinion non modifiée, mais son rapport comporte une section « Incertitude significative liée à la continuité de l'exploitation », compte tenu des pertes répétées.

Trésorerie au 30 avril 2025 : 24 M HTG ; consommation nette de trésorerie d'environ 1,6 M HTG par mois.

Économie unitaire (présentation de la direction)
- Abonnement familial : 2 500 HTG par mois
- Coût d'acquisition par abonné (CAC) : 14 000 HTG
- Attrition mensuelle : 2,5 %
- « Le CAC est récupéré en moins de 3 mois. »
Une association de la diaspora à Montréal apporte 8 % des abonnements.

Projections de la direction : revenus 2025 de 82 M HTG.

Analyse : la hausse du coût des médecins n'a pas été répercutée sur les prix. Nous recommandons d'investir en deux tranches, la seconde conditionnelle à une révision tarifaire.`,
    present: ['going-concern', 'gross-margin', 'burn-above-revenue', 'unit-economics'],
    absent: ['audit-opinion', 'short-runway', 'high-churn', 'declining-revenue', 'unrealistic-growth', 'customer-concentration'],
    traits: ['table', 'figures', 'indirect', 'list', 'prose'],
  },

  // 10 — Fil de courriels entre associés, streaming of francophone African films for the diaspora, Québec. CLEAN.
  // litigation ABSENT: the lawsuit concerns a competitor (Ciné Sankofa), not this company.
  // pending-licence ABSENT: the Senegal authorisation is a plan for 2027; nothing has been applied for.
  // high-churn ABSENT: 2,1 % a month (< 5 %).
  // unrealistic-growth ABSENT: 1,9 / 1,15 = 1.65× for 2026.
  // unit-economics ABSENT: LTV = 9 $ × 60 % / 2,1 % = 257 $; 257 / 14 = 18.4, consistent with the "LTV/CAC > 10" claim.
  // customer-concentration ABSENT: 48 k$ / 1 150 k$ = 4.2 %.
  // burn-above-revenue / declining-revenue ABSENT: Q3 312 k$ > Q2 287 k$; operating profit 64 k$, fourth profitable quarter in a row.
  // founder-departure ABSENT: Mariam left her own agency in 2018 and is joining the board; no founder or executive leaves.
  // no-competition ABSENT: a competitor is named.
  {
    id: 'h18-fr-w6-10',
    documentType: 'business_plan',
    language: 'fr',
    text: `De : Kofi Mensah
À : Didier Kaboré
Date : 14 octobre 2025
Objet : T3 + budget 2026

Didier,
Chiffres du T3 : revenus 312 k$ (T2 : 287 k$), bénéfice d'exploitation 64 k$ — notre quatrième trimestre bénéficiaire d'affilée. 11 800 abonnés payants, attrition mensuelle moyenne de 2,1 %.
Pour l'année, on devrait finir autour de 1,15 M$. Mon budget 2026 vise 1,9 M$ : ambitieux, mais atteignable avec l'offre Afrique de l'Ouest.
Kofi

---
De : Didier Kaboré
Date : 14 octobre 2025
Objet : RE: T3 + budget 2026

Bien reçu. Tu as vu que Ciné Sankofa se fait poursuivre par son ancien distributeur pour des droits impayés ? Ça ne nous touche pas : nos licences sont signées directement avec les producteurs.
Pour le Sénégal, pas avant 2027. On demandera alors l'autorisation au CNRA ; la procédure est connue et rien n'est déposé pour l'instant.
D.

---
De : Kofi Mensah
Date : 15 octobre 2025
Objet : RE: RE: T3 + budget 2026

Pour la présentation au CA : CAC 14 $, revenu moyen 9 $ par abonné par mois, marge brute 60 %,
donc un ratio LTV/CAC au-dessus de 10. Le contrat avec la télé communautaire de Montréal-Nord
représente 48 k$ sur l'année, rien d'inquiétant.
Autre chose : Mariam, qui a quitté la direction de sa propre agence en 2018, accepte de rejoindre le CA.
Kofi`,
    present: [],
    absent: ['litigation', 'pending-licence', 'high-churn', 'unrealistic-growth', 'unit-economics', 'customer-concentration', 'burn-above-revenue', 'declining-revenue', 'founder-departure', 'no-competition'],
    traits: ['email', 'split', 'figures', 'modality', 'time', 'negation'],
  },

  // 11 — Rapport de gestion trimestriel (Q4 and year-end), water-purification kiosks, Haïti. CLEAN.
  // audit-opinion ABSENT: FY2024 statements audited, unmodified opinion, no material-uncertainty section.
  // going-concern ABSENT (negation): no going-concern uncertainty in the audit report.
  // gross-margin ABSENT: 48,2/118,4 = 40.7 % vs 41,5/97,6 = 42.5 %: down 1.8 points (< 5).
  // debt-distress ABSENT (resolved): 2022 TCA arrears fully paid in February 2024 (tax clearance issued); all loan instalments paid, covenants met.
  // litigation ABSENT (resolved): dispute with the former landlord settled in June 2024, discontinuance recorded.
  // customer-concentration ABSENT: school network 14 % of sales.  declining-revenue ABSENT: 118,4 > 97,6; Q4 volume 41,3 > Q3 37,8 M litres.
  // burn-above-revenue ABSENT: operating profit 11,3 and 8,5; pre-tax profit 9,2 and 6,1.  pending-licence ABSENT: kiosk permits granted.
  {
    id: 'h18-fr-w6-11',
    documentType: 'financial_statements',
    language: 'fr',
    text: `DLO PWÒP SA — RAPPORT DE GESTION
Quatrième trimestre et exercice clos le 30 septembre 2024

Audit
Les états financiers de l'exercice 2024 ont été audités par le cabinet Charles, Vilaire & Associés, qui a exprimé le 12 décembre 2024 une opinion sans réserve (non modifiée). Le rapport ne comporte aucune section relative à une incertitude sur la continuité de l'exploitation.

Extraits des états financiers audités (en millions de HTG)
                                   Exercice 2024    Exercice 2023
Ventes                                  118,4             97,6
Coût des ventes                          70,2             56,1
Marge brute                              48,2             41,5
Charges d'exploitation                   36,9             33,0
Résultat d'exploitation                  11,3              8,5
Charges financières                       2,1              2,4
Résultat avant impôt                      9,2              6,1

Activité
- Kiosques en service : 46 (34 un an plus tôt) ; les permis d'exploitation des 12 nouveaux kiosques ont été délivrés par les mairies.
- Volumes du T4 : 41,3 millions de litres, contre 37,8 millions au T3.
- Le réseau d'écoles partenaires, premier client, représente 14 % des ventes.

Endettement et fiscalité
Emprunts bancaires : 44 M HTG. Toutes les échéances ont été honorées et les ratios bancaires sont respectés.
Les arriérés de TCA constatés en 2022 ont été intégralement réglés en février 2024 ; la DGI a délivré un quitus fiscal.

Litiges
Le différend avec l'ancien bailleur du site de Cap-Haïtien a été réglé à l'amiable en juin 2024 ; le tribunal a pris acte du désistement et le dossier est clos.

Trésorerie au 30 septembre 2024 : 14,6 M HTG.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'debt-distress', 'litigation', 'customer-concentration', 'declining-revenue', 'burn-above-revenue', 'pending-licence'],
    traits: ['table', 'figures', 'negation', 'time', 'list'],
  },

  // 12 — Protocole d'accord (pilot of solar cold rooms), Québec supplier and Ivorian growers' union. CLEAN.
  // no-competition ABSENT: a non-compete clause (art. 5) is a contractual promise, not a claim that there are no competitors.
  // related-party ABSENT (negation): the parties declare no family or business tie between their officers and the other party.
  // litigation ABSENT (negation): no proceedings pending between or against the parties.
  // pending-licence ABSENT (modality): an import authorisation only "si" one were required; none has been needed or applied for.
  // founder-departure ABSENT (hypothetical): key-person clause "Si M. Gagnon devait cesser ses fonctions"; he has not left.
  // missing-financials ABSENT: legal document, the class does not apply.
  {
    id: 'h18-fr-w6-12',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROTOCOLE D'ACCORD

ENTRE : FROID BORÉAL SOLAIRE INC., société constituée au Québec, Sherbrooke (« Froid Boréal »)
ET : UNION DES PRODUCTRICES MARAÎCHÈRES DE TOUMODI (UPMT), société coopérative, Toumodi, Côte d'Ivoire

Article 1 — Objet. Les Parties conviennent de réaliser un projet pilote de trois chambres froides solaires destinées à la conservation des légumes des membres de l'UPMT.
Article 2 — Engagements. Froid Boréal met les chambres froides à la disposition de l'UPMT pendant la durée du pilote et en assure la formation et la maintenance à distance ; l'UPMT verse 150 000 FCFA par mois et par chambre.
Article 3 — Durée. Douze mois à compter de la mise en service, renouvelable d'un commun accord.
Article 4 — Caractère non contraignant. Seuls les articles 5, 7 et 9 lient les Parties ; le reste exprime leur intention commune.
Article 5 — Non-concurrence. Pendant la durée du pilote, l'UPMT s'engage à ne pas installer de solution de froid concurrente dans ses centres de collecte.
Article 6 — Déclarations. Chaque Partie déclare qu'aucune procédure judiciaire ou arbitrale n'est en cours entre elles ou contre elle, et qu'aucun de ses dirigeants ou administrateurs n'a de lien familial ou d'intérêt avec l'autre Partie.
Article 7 — Autorisations. Si l'importation des équipements en Côte d'Ivoire devait nécessiter une autorisation particulière, Froid Boréal en ferait la demande à ses frais. À la date des présentes, aucune autorisation n'a été requise.
Article 8 — Personne clé. Si M. Étienne Gagnon, président de Froid Boréal, devait cesser ses fonctions pendant le pilote, l'UPMT pourrait mettre fin au protocole sur préavis de 30 jours.
Article 9 — Règlement des différends. Médiation, puis arbitrage à Abidjan selon le règlement de l'OHADA (CCJA).

Fait en deux exemplaires, à Sherbrooke le 4 avril 2025 et à Toumodi le 11 avril 2025.`,
    present: [],
    absent: ['no-competition', 'related-party', 'litigation', 'pending-licence', 'founder-departure', 'missing-financials'],
    traits: ['legal', 'negation', 'modality', 'list'],
  },

  // 13 — Mise à jour aux investisseurs, B2B ordering app for small merchants, Haïti. CLEAN.
  // declining-revenue ABSENT: orders fell 6 % in July, but recurring revenue rose 6,6 -> 6,9 M HTG (+4.5 %).
  // customer-concentration ABSENT (resolved): the wholesaler was 47 % in 2023, now 16 % of July revenue (< 30 %).
  // regulatory ABSENT: the BRH sanction hit a former competitor (Kòmand Rapid), not this company.
  // founder-departure ABSENT: Ricardo left a distribution company in 2017 to found this one.
  // non-recurring-revenue ABSENT: the 1,2 M HTG training fees are presented apart and excluded from recurring revenue.
  // burn-above-revenue ABSENT: charges 6,1 < recurring revenue 6,9 (June 6,0 < 6,6); the 3 M HTG tablets are a one-off investment.
  // high-churn ABSENT: 1,2 % of merchants deactivated in July.  gross-margin ABSENT: 28 % vs 27 % (up).
  // unrealistic-growth ABSENT: 110 / 68 = 1.6×.
  {
    id: 'h18-fr-w6-13',
    documentType: 'business_plan',
    language: 'fr',
    text: `TI MACHANN DIGITAL SA — LETTRE AUX ACTIONNAIRES, JUILLET 2025

Chers actionnaires,

Juillet est traditionnellement calme : le nombre de commandes a reculé de 6 % avec les vacances scolaires, mais le panier moyen a progressé de 11 %.

En millions de HTG                                   Juin     Juillet
Revenus récurrents (abonnements + commissions)        6,6       6,9
Charges totales (hors investissements)                6,0       6,1
Résultat d'exploitation                               0,6       0,8
Taux de marge brute                                   27 %      28 %

- Revenus ponctuels de formation facturés à la Fédération des marchands du Sud : 1,2 M HTG,
  présentés à part et exclus des revenus récurrents ci-dessus.
- Investissement ponctuel : 3 M HTG de tablettes pour 400 marchands. Trésorerie au 31 juillet : 19 M HTG.
- Marchands actifs : 2 340 ; désactivations en juillet : 1,2 %.
- Le grossiste Dépôt Bèl Kay, qui pesait 47 % de nos revenus en 2023, en représente 16 % en juillet.

Marché : notre ancien concurrent Kòmand Rapid a cessé ses activités en mai, après une sanction de la BRH.

Équipe : Ricardo Étienne, cofondateur, qui avait quitté en 2017 son poste de directeur régional dans une société de distribution pour créer Ti Machann, pilote désormais l'expansion au Cap-Haïtien.

Objectif de l'exercice 2025-2026 : 110 M HTG de revenus, contre 68 M HTG attendus pour 2024-2025.

Bien cordialement,
Stéphanie Noël, cofondatrice et directrice générale`,
    present: [],
    absent: ['declining-revenue', 'customer-concentration', 'regulatory', 'founder-departure', 'non-recurring-revenue', 'burn-above-revenue', 'high-churn', 'gross-margin', 'unrealistic-growth'],
    traits: ['table', 'figures', 'time', 'list', 'indirect', 'negation'],
  },
];
