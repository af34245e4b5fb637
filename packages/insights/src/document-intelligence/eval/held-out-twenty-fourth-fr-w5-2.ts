/** Writer 5's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), Bénin, Togo and Burkina Faso, part 2 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthFrW5P2: readonly RedFlagCase[] = [
  // 07 — founder-departure PRESENT: co-founder/CTO Gildas has announced he leaves end of January.
  // short-runway PRESENT: "14 semaines de tréso" ≈ 3,2 months < 9.
  // cap-table-complexity PRESENT: two versions of the cap table, converted BSA-AIR missing — not reconciled.
  // dead-equity ABSENT: Gildas has not left yet and nobody who left is said to hold shares.
  // declining-revenue ABSENT: 11,2 M (Nov) > 10,4 M (Oct). No burn figure given, so burn-above-revenue cannot be computed.
  {
    id: 'h24-fr-w5-07',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['indirect', 'split', 'time'],
    present: ['founder-departure', 'short-runway', 'cap-table-complexity'],
    absent: ['dead-equity', 'declining-revenue', 'investor-control'],
    text: `[Export WhatsApp — groupe « Xwé Logistics / Board »]

[03/12/2026 08:12] Sèna Houngbédji : Bonjour à tous. Je préfère que vous l'appreniez de moi avant la réunion de vendredi : Gildas m'a confirmé hier soir qu'il quitte Xwé fin janvier. Il a une offre à Abidjan. On reste en bons termes.
[03/12/2026 08:15] Rodrigue (Aïdo Capital) : Aïe. C'est lui qui porte toute l'app chauffeurs non ?
[03/12/2026 08:16] Sèna Houngbédji : Oui. On a 8 semaines de passation prévues, et je lance le recrutement d'un CTO dès lundi.
[03/12/2026 08:21] Mahougnon A. : Bon, côté chiffres : CA de novembre 11,2 M contre 10,4 M en octobre, on continue de monter. Mais on a 14 semaines de tréso à ce rythme, pas plus. Il faut boucler le bridge avant février.
[03/12/2026 08:24] Rodrigue (Aïdo Capital) : On peut mettre 60 M en BSA-AIR si les autres suivent. Mais avant ça j'ai besoin d'une cap table propre.
[03/12/2026 08:26] Mahougnon A. : C'est le problème… on a deux versions. Celle du cabinet à Cotonou et celle de notre Excel. Les BSA-AIR de 2024 ont été convertis en principe mais ils n'apparaissent pas dans le registre, et les pourcentages ne tombent pas juste, il y a 3,7 % qu'on n'arrive pas à attribuer.
[03/12/2026 08:27] Rodrigue (Aïdo Capital) : 😬 Il faut régler ça avant toute signature.
[03/12/2026 08:30] Sèna Houngbédji : D'accord. Je relance Me Dossou-Yovo aujourd'hui pour une réconciliation complète.
[03/12/2026 08:31] Rodrigue (Aïdo Capital) : Ok. Vendredi 15 h chez vous à Fidjrossè.
[03/12/2026 08:31] Sèna Houngbédji : 👍`,
  },

  // 08 — CLEAN. audit-opinion ABSENT: unmodified ("sans réserve") opinion. going-concern ABSENT: none raised.
  // gross-margin ABSENT: 598,6/1 567,2 = 38,2 % (2024) → 604,3/1 721,5 = 35,1 % (2025): -3,1 pts < 5.
  // customer-concentration ABSENT: largest client 24 % < 30 %. debt-distress ABSENT: covenants met, no incident.
  // declining-revenue ABSENT: revenue up. burn-above-revenue ABSENT: net profit.
  {
    id: 'h24-fr-w5-08',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'negation', 'clean'],
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'customer-concentration', 'debt-distress', 'related-party'],
    text: `AGROPLUS KARA SA
Transformation de soja et de maïs — Kara, Togo
États financiers au 31 décembre 2025 — audités

Compte de résultat résumé (en millions de FCFA)
Poste                          2025       2024
Chiffre d'affaires          1 721,5    1 567,2
Coût des ventes            -1 117,2     -968,6
Marge brute                   604,3      598,6
Taux de marge brute          35,1 %     38,2 %
Charges d'exploitation       -471,9     -455,0
Résultat d'exploitation       132,4      143,6
Charges financières           -28,7      -31,9
Impôt sur le résultat         -31,1      -33,4
Résultat net                   72,6       78,3

Note 4 — Clients. Le premier client, une chaîne de provenderies de Lomé, représente 24 % du chiffre d'affaires (2024 : 26 %). Aucun autre client ne dépasse 5 % du chiffre d'affaires.

Note 7 — Emprunts. Le prêt d'équipement de 400 MFCFA contracté en 2023 est remboursé selon l'échéancier contractuel ; aucun incident de paiement n'a été enregistré. Les ratios financiers prévus au contrat (dette nette / EBITDA < 3) sont respectés au 31/12/2025 (ratio : 1,4).

Note 11 — Parties liées. Aucune transaction avec des parties liées n'a été conclue au cours de l'exercice.

Note 12 — Évolution de la marge. La baisse de 3,1 points du taux de marge brute provient de la hausse du prix du soja grain au S2 2025. Des contrats d'approvisionnement à prix fixe ont été signés pour la campagne 2026.

Rapport du commissaire aux comptes
Nous avons effectué l'audit des états financiers annuels de la société AgroPlus Kara SA. À notre avis, ils sont, au regard des règles et principes comptables du SYSCOHADA révisé, réguliers et sincères et donnent une image fidèle. Opinion sans réserve.
Nous n'avons relevé aucune incertitude significative liée à des événements ou circonstances susceptibles de mettre en cause la continuité d'exploitation.
Lomé, le 22 mars 2026`,
  },

  // 09 — related-party PRESENT: warehouse rented from an SCI owned by the CEO's wife.
  // non-recurring-revenue PRESENT: one-off 9 M town-hall order counted inside the September MRR.
  // litigation ABSENT: "aucun litige en cours". cap-table-complexity ABSENT: reconciled. investor-control ABSENT: 22 %.
  // low-founder-ownership ABSENT: founders 58 % ≥ 40 %. short-runway ABSENT: 410 / 18 = 22,8 months.
  // burn-above-revenue ABSENT: net burn 18 M < monthly revenue (MRR 29–38 M). gross-margin ABSENT: 22 % → 21 %, -1 pt.
  // customer-concentration ABSENT: town hall 9 / 38 = 24 % of September. founder-departure ABSENT: "aucun départ".
  // regulatory / pending-licence ABSENT: APDP receipt delivered, no sanction.
  {
    id: 'h24-fr-w5-09',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['list', 'indirect', 'negation'],
    present: ['related-party', 'non-recurring-revenue'],
    absent: ['litigation', 'cap-table-complexity', 'investor-control', 'low-founder-ownership', 'short-runway', 'founder-departure', 'audit-opinion'],
    text: `MÉMO DE DUE DILIGENCE — CONFIDENTIEL
Cible : TOKPA DIRECT SAS (e-commerce de produits vivriers, Cotonou)
Rédigé par : équipe investissement, Lagune Capital Partners
Date : 27 novembre 2026

1. Synthèse
Société bien tenue sur le plan juridique, croissance réelle, mais deux points doivent être traités avant la signature.

2. Actionnariat
• Fondateurs (M. Fiacre Hounkpè, DG, et Mme Laure Zinsou) : 58 % au total
• Lagune Capital Partners (post-opération) : 22 %
• Autres investisseurs et BSPCE : 20 %
La table de capitalisation a été réconciliée avec le registre des mouvements de titres ; aucun écart.

3. Contentieux
Aucun litige en cours n'a été identifié (vérification au greffe du tribunal de commerce de Cotonou le 20/11). Les avocats de la société confirment.

4. Point d'attention n° 1 — Entrepôt d'Akpakpa
L'entrepôt principal (1 800 m²) est loué pour 3,5 MFCFA par mois à la SCI Les Palmiers, dont l'associée majoritaire est Mme Hounkpè, épouse du DG. Le bail n'a pas été soumis à l'approbation de l'assemblée. Le loyer paraît 20 % au-dessus du marché.

5. Point d'attention n° 2 — Revenus récurrents
Le management présente un MRR de 38 MFCFA en septembre 2026 (contre 27 M en juin). Or ce chiffre inclut 9 MFCFA facturés à la mairie d'Abomey-Calavi pour une commande unique de kits alimentaires scolaires, sans contrat-cadre ni renouvellement prévu. Hors cette commande, le MRR de septembre est de 29 MFCFA.

6. Équipe
L'équipe dirigeante est stable : les deux fondateurs sont à plein temps, le directeur commercial a été recruté en mars 2026 et la responsable logistique est en poste depuis 2023. Aucun départ de cadre depuis la création.

7. Réglementaire
La déclaration du traitement des données clients auprès de l'APDP a été faite et le récépissé délivré en février 2026. La société n'a fait l'objet d'aucun contrôle ni d'aucune sanction.

8. Finances (comptes 2025 certifiés sans réserve par le commissaire aux comptes)
• Chiffre d'affaires 2025 : 312 MFCFA (2024 : 198 MFCFA)
• Marge brute : 21 % (2024 : 22 %)
• Trésorerie au 31/10/2026 : 410 MFCFA ; burn net moyen : 18 MFCFA par mois, soit environ 22 mois
• Aucune dette bancaire ; fournisseurs payés à 30 jours

9. Recommandations
• Renégocier le bail aux conditions de marché et le faire approuver en assemblée
• Retraiter le MRR dans le modèle de valorisation
• Clause de déclaration spécifique dans le pacte`,
  },

  // 10 — high-churn PRESENT: monthly churn 7 % ≥ 5 %.
  // unit-economics PRESENT: claimed LTV 432 000 assumes 36-month life, but 7 % monthly churn gives ≈ 1/0,07 = 14,3 months,
  //   i.e. LTV ≈ 12 000 × 14,3 ≈ 171 000 FCFA and LTV/CAC ≈ 2,9, not 7,2 — the deck's own figures contradict it.
  // unrealistic-growth ABSENT: 2027 ARR 254 M / 2026 ARR 115 M = 2,2×. no-competition ABSENT: competitors named.
  {
    id: 'h24-fr-w5-10',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['figures', 'list', 'indirect'],
    present: ['high-churn', 'unit-economics'],
    absent: ['unrealistic-growth', 'no-competition', 'declining-revenue', 'missing-financials'],
    text: `FASOCOMPTA — La comptabilité simple pour les PME du Burkina
Deck Série Seed — Ouagadougou, décembre 2026

[Slide 2] Le problème
90 % des PME burkinabè tiennent leur comptabilité dans un cahier ou sur Excel. Les déclarations à la DGI se font à la dernière minute.

[Slide 3] Le produit
Logiciel SaaS conforme SYSCOHADA, télédéclaration intégrée, application mobile en français et en mooré.

[Slide 4] Traction
• 800 clients payants (contre 520 en juin)
• ARPU : 12 000 FCFA par mois
• MRR novembre : 9,6 MFCFA — ARR : 115 MFCFA
• Churn mensuel : 7 % (les clients partent surtout après la période de déclaration de fin d'année)

[Slide 5] Unit economics
• CAC : 60 000 FCFA (agents terrain + radio)
• Durée de vie client : 36 mois
• LTV : 12 000 × 36 = 432 000 FCFA
• LTV / CAC = 7,2 ✅

[Slide 6] Concurrence
ComptaPro Afrique (Abidjan), quelques éditeurs locaux, et surtout Excel. Nous gagnons sur le prix et la télédéclaration.

[Slide 7] Plan
| | 2026 | 2027 | 2028 |
| ARR (MFCFA) | 115 | 254 | 510 |
| Clients | 850 | 1 800 | 3 500 |

[Slide 8] La levée
180 MFCFA (≈ 274 000 EUR) pour 24 mois : 50 % commercial, 30 % produit, 20 % fonctionnement.`,
  },

  // 11 — going-concern PRESENT: auditor and directors state a material uncertainty on continuity.
  // gross-margin PRESENT: 31,0 % → 18,0 % = -13 pts. debt-distress PRESENT: two missed loan instalments + covenant breach.
  // burn-above-revenue PRESENT: net loss of 142 M FCFA (costs above revenue).
  // audit-opinion ABSENT (fine point): opinion is "sans réserve" with an observation paragraph — unmodified.
  // declining-revenue ABSENT: 2 380 > 2 150. customer-concentration ABSENT: 22 %.
  {
    id: 'h24-fr-w5-11',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'prose'],
    present: ['going-concern', 'gross-margin', 'debt-distress', 'burn-above-revenue'],
    absent: ['audit-opinion', 'declining-revenue', 'customer-concentration'],
    text: `ANACARDE ZOU SARL — Bohicon, Bénin
Décorticage et export de noix de cajou
Comptes annuels 2025 — extraits

(en millions de FCFA)        2025      2024
Chiffre d'affaires         2 380,0   2 150,0
Achats de noix brutes     -1 951,6  -1 483,5
Marge brute                  428,4     666,5
  en % du CA                18,0 %    31,0 %
Charges de personnel        -301,2    -264,8
Autres charges              -167,9    -149,3
Charges financières         -101,3     -74,6
Résultat net                -142,0     177,8

Note 2 — Hypothèse de continuité d'exploitation
La gérance attire l'attention sur le fait que la société a enregistré une perte de 142 MFCFA et que ses fonds propres sont devenus inférieurs à la moitié du capital social. Le crédit de campagne de 850 MFCFA consenti par la Banque Sahélienne de Crédit n'a pas été remboursé aux échéances du 30 septembre et du 31 décembre 2025, et le ratio dette financière / fonds propres (plafond contractuel 2,0) s'élève à 3,4 au 31/12/2025. Des discussions de rééchelonnement sont en cours mais n'ont pas abouti. Ces éléments font naître un doute important sur la capacité de la société à poursuivre son exploitation.

Note 5 — Clients. Le premier client, un négociant basé à Hô-Chi-Minh-Ville, représente 22 % des ventes.

Note 6 — Marge. La chute de la marge s'explique par le prix plancher de la noix brute fixé par le gouvernement pour la campagne 2025, très supérieur à celui de 2024, alors que les prix de l'amande à l'export ont peu évolué.

Rapport du commissaire aux comptes (extrait)
Opinion : nous certifions, sans réserve, que les états financiers sont réguliers et sincères.
Observation — Incertitude significative liée à la continuité d'exploitation : sans remettre en cause l'opinion exprimée ci-dessus, nous attirons votre attention sur la note 2, qui indique qu'il existe une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

Cotonou, le 30 mai 2026`,
  },

  // 12 — CLEAN. pending-licence ABSENT: BCEAO licence granted in June 2025. regulatory ABSENT: no sanction, stated.
  // unrealistic-growth ABSENT: 1 150/600 = 1,9× ; 2 100/1 150 = 1,8×. no-competition ABSENT: competitors named.
  // burn-above-revenue ABSENT: 2026 costs 540 M < revenue 600 M. high-churn ABSENT: 30 %/year < 45 %.
  // low-founder-ownership ABSENT: 62 %. investor-control ABSENT: largest investor 17 %.
  // regulatory ABSENT (fine point): section 7 is a hypothetical scenario ("pourrait"), licence held, no sanction.
  {
    id: 'h24-fr-w5-12',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'negation', 'time', 'modality', 'clean'],
    present: [],
    absent: ['pending-licence', 'regulatory', 'unrealistic-growth', 'no-competition', 'burn-above-revenue', 'high-churn', 'low-founder-ownership'],
    text: `MIAFLOUZ SA — Plan d'affaires 2026-2028
Paiements marchands et transferts interopérables — Lomé, Togo

1. Statut réglementaire
MiaFlouz est agréée comme établissement de paiement par la BCEAO depuis juin 2025 (agrément délivré, publié au bulletin officiel). Le dernier contrôle sur place de la Commission bancaire, en mars 2026, s'est clos sans observation ni sanction.

2. Marché et concurrence
Nous ne sommes pas seuls : les deux opérateurs de mobile money et trois agrégateurs régionaux sont présents sur le paiement marchand. Nous nous différencions par l'interopérabilité avec le système de la BCEAO et par des frais de 0,8 % pour les marchands, contre 1,5 à 2 % chez nos concurrents.

3. Clients
4 300 marchands actifs à Lomé, Kpalimé et Sokodé. Attrition annuelle : 30 %, en baisse grâce au programme de fidélité.

4. Projections financières (MFCFA)
| Poste                | 2026 | 2027  | 2028  |
| Revenus              | 600  | 1 150 | 2 100 |
| Charges totales      | 540  | 960   | 1 640 |
| Résultat d'exploitation | 60 | 190  | 460   |
| Marchands actifs     | 5 000| 8 500 | 14 000|

5. Hypothèses clés
• Croissance inférieure à 2× par an, cohérente avec notre historique (revenus 2025 : 340 MFCFA)
• Aucun changement majeur de tarification
• Ouverture de Kara et d'Atakpamé en 2027

6. Actionnariat
Fondateurs : 62 %. Investisseurs : 30 %, dont le plus important détient 17 %. Salariés : 8 %.

7. Risques
Un durcissement des règles de plafonnement des frais par la BCEAO pourrait réduire nos marges ; nous avons modélisé un scénario à 0,6 % qui reste rentable.`,
  },
];
