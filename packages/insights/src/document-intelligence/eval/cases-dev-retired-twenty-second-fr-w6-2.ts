/** Writer 6's texts of the retired twenty-second held-out set (cases-dev-retired-twenty-second.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentySecondFrW6P2: readonly RedFlagCase[] = [

  // 09 — pitch deck, livraison du dernier kilomètre, Niger. AUCUN FLAG.
  // customer-concentration ABSENT: premier client 22 % du CA, aucun autre au-dessus de 6 %.
  // unrealistic-growth ABSENT: 610 M (2025) → 1 525 M (2026) = ×2,5.
  // high-churn ABSENT: attrition 3 % par mois ≈ 31 % par an (0,97^12 ≈ 69 % de rétention).
  // unit-economics ABSENT: contribution de 310 FCFA = 1 450 − 1 140, cohérente.
  // burn-above-revenue ABSENT: résultat d'exploitation 2025 positif (+38 M FCFA).
  // no-competition ABSENT: concurrents cités.
  {
    id: 'h22-fr-w6-09',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'figures', 'time'],
    present: [],
    absent: ['customer-concentration', 'unrealistic-growth', 'high-churn', 'unit-economics', 'burn-above-revenue', 'no-competition'],
    text: `TAFIYA EXPRESS — Livraison du dernier kilomètre à Niamey
Présentation Série A — mars 2026

Slide 1 — Mission
Livrer en moins de trois heures, partout dans Niamey, les colis des commerçants en ligne et des enseignes.

Slide 2 — Traction
• Chiffre d'affaires 2024 : 420 M FCFA
• Chiffre d'affaires 2025 : 610 M FCFA
• Résultat d'exploitation positif depuis le 2e trimestre 2025 (+38 M FCFA sur l'année)
• 1 250 marchands actifs, 41 000 livraisons par mois

Slide 3 — Économie d'une livraison
Prix moyen facturé : 1 450 FCFA
Coût coursier, carburant et entretien : 1 140 FCFA
Contribution par livraison : 310 FCFA

Slide 4 — Clients
Notre premier client, une enseigne de distribution alimentaire, représente 22 % du chiffre d'affaires 2025 ; aucun autre client ne dépasse 6 %.
Attrition mensuelle des marchands : 3 %, en baisse depuis le lancement du paiement à la livraison.

Slide 5 — Concurrence
Deux acteurs locaux à moto, les services de messagerie des compagnies de bus et les livreurs indépendants joignables par WhatsApp. Nous gagnons sur la fiabilité et le suivi en temps réel.

Slide 6 — Plan
Objectif 2026 : 1 525 M FCFA de chiffre d'affaires, soit 2,5 fois 2025, avec l'ouverture de Maradi et Zinder.

Slide 7 — La levée
1,8 Md FCFA : 60 % flotte électrique, 25 % technologie, 15 % ouverture des nouvelles villes.`,
  },

  // 10 — états financiers audités, transformation de manioc, Côte d'Ivoire. AUCUN FLAG.
  // audit-opinion ABSENT: opinion sans réserve du commissaire aux comptes.
  // going-concern ABSENT: « aucune incertitude significative relative à la continuité d'exploitation » (négation).
  // debt-distress ABSENT: « jamais enregistré de retard » (négation), échéancier respecté.
  // declining-revenue ABSENT: CA 1 610 → 1 840 M FCFA ; la baisse de 8 % porte sur des volumes achetés, pas sur le CA.
  // gross-margin ABSENT: 636/1 610 = 39,5 % → 736/1 840 = 40,0 %.
  // related-party ABSENT: aucune convention réglementée conclue.
  // burn-above-revenue ABSENT: résultat net +118 M FCFA.
  {
    id: 'h22-fr-w6-10',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'negation', 'indirect'],
    present: [],
    absent: ['audit-opinion', 'going-concern', 'debt-distress', 'declining-revenue', 'gross-margin', 'related-party', 'burn-above-revenue'],
    text: `AKWABA FOODS SA — Abidjan
États financiers SYSCOHADA de l'exercice 2024 (extraits)

Compte de résultat (millions de FCFA)
| Poste                          | 2023    | 2024    |
|--------------------------------|---------|---------|
| Chiffre d'affaires             | 1 610   | 1 840   |
| Coût des ventes                | (974)   | (1 104) |
| Marge brute                    | 636     | 736     |
| Charges d'exploitation         | (470)   | (520)   |
| Résultat d'exploitation        | 166     | 216     |
| Charges financières            | (52)    | (48)    |
| Impôt sur le résultat          | (34)    | (50)    |
| Résultat net                   | 80      | 118     |

Bilan au 31 décembre 2024 (millions de FCFA)
Trésorerie : 310 — Emprunt bancaire à moyen terme : 420 — Capitaux propres : 1 035

Notes annexes
Note 7 — Emprunts. L'emprunt contracté en 2022 pour la ligne d'attiéké déshydraté est remboursé selon l'échéancier contractuel. La société n'a jamais enregistré de retard de paiement, ni envers la banque ni envers l'administration fiscale, et respecte l'ensemble de ses ratios financiers.
Note 11 — Approvisionnement. Les volumes de manioc achetés à la coopérative de Tiassalé ont baissé de 8 % en raison de la sécheresse ; ils ont été compensés par des achats auprès de nouveaux producteurs de la région d'Agboville.
Note 14 — Conventions réglementées. Aucune convention réglementée n'a été conclue au cours de l'exercice.

Rapport du commissaire aux comptes (extrait)
« Nous certifions que les états financiers sont, au regard des règles et principes comptables SYSCOHADA, réguliers et sincères et donnent une image fidèle du résultat de l'exercice. Notre opinion est exprimée sans réserve. Nous n'avons relevé aucune incertitude significative relative à la continuité d'exploitation. »
Cabinet Lagune Expertise, Abidjan, le 28 avril 2025`,
  },

  // 11 — procès-verbal de conseil d'administration, fintech, Niger. AUCUN FLAG.
  // short-runway ABSENT: 98 M / 7 M par mois = 14 mois (« environ 60 semaines »).
  // burn-above-revenue ABSENT: burn net 7 M FCFA par mois < revenus mensuels ~62 M FCFA (CA T4 186 M / 3).
  // declining-revenue ABSENT: T3 171 M → T4 186 M FCFA.
  // litigation ABSENT: litige clos par transaction, désistement constaté, plus aucune procédure pendante.
  // founder-departure ABSENT: départ du DT seulement envisagé ; il confirme rester.
  // pending-licence ABSENT: agrément BCEAO délivré le 15 janvier 2026.
  {
    id: 'h22-fr-w6-11',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'time', 'negation', 'modality', 'figures'],
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'declining-revenue', 'litigation', 'founder-departure', 'pending-licence'],
    text: `DABO PAY SA — Procès-verbal de la réunion du conseil d'administration du 10 mars 2026
Présents : M. Idrissa Dabo (président-directeur général), Mme Rakia Souley, M. Alassane Salissou, M. Pierre Lemaire (représentant de l'investisseur). Quorum atteint.

1. Situation financière
Le directeur financier présente les comptes de gestion du quatrième trimestre 2025 : chiffre d'affaires de 186 M FCFA, contre 171 M FCFA au troisième trimestre. Le burn net mensuel s'établit à 7 M FCFA pour des revenus mensuels moyens d'environ 62 M FCFA. La trésorerie disponible au 28 février 2026 s'élève à 98 M FCFA, soit environ 60 semaines au rythme actuel. Le conseil prend acte et demande une mise à jour du budget au prochain trimestre.

2. Affaire du bail de Plateau
Le litige avec l'ancien bailleur des locaux du quartier Plateau a été clos par un protocole transactionnel signé le 12 février 2026 ; le tribunal a constaté le désistement d'instance le 3 mars 2026. Aucune procédure n'est plus pendante.

3. Ressources humaines
Le conseil a examiné le risque qu'un concurrent débauche le directeur technique, M. Alassane Salissou. Celui-ci a confirmé au conseil qu'il reste en fonction et a signé un avenant de fidélisation de trois ans. Le risque est considéré comme levé.

4. Point réglementaire
L'agrément d'établissement de monnaie électronique délivré par la BCEAO le 15 janvier 2026 est désormais effectif ; le lancement commercial du portefeuille est fixé au 1er avril.

5. Questions diverses
Néant. La séance est levée à 18 h 40.

Le président                    Le secrétaire de séance`,
  },

  // 12 — term sheet Série A, mobilité électrique, Côte d'Ivoire. AUCUN FLAG.
  // investor-control ABSENT: Ivoire Growth Fund 28 % et Atlantic Angels Network 24 %, deux investisseurs distincts non liés, pas d'action de concert → maximum 28 %.
  // low-founder-ownership ABSENT: fondateurs 24 % + 20 % = 44 % (≥ 40 %).
  // related-party ABSENT: déclaration d'absence de convention avec des proches.
  // litigation ABSENT: clause d'arbitrage hypothétique, aucun litige en cours.
  // founder-departure ABSENT / dead-equity ABSENT: clause de good/bad leaver hypothétique, aucun départ.
  {
    id: 'h22-fr-w6-12',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'modality', 'negation', 'figures'],
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'related-party', 'litigation', 'founder-departure', 'dead-equity'],
    text: `TERM SHEET INDICATIF — SÉRIE A
WÔRÔ MOBILITY SAS (Abidjan, Côte d'Ivoire) — 20 janvier 2026
Document non engageant, à l'exception des clauses de confidentialité et d'exclusivité.

Montant : 1,5 Md FCFA en actions de préférence de catégorie A.
Investisseurs : Ivoire Growth Fund (chef de file) et Atlantic Angels Network.

Capital après l'opération (base entièrement diluée)
- Koffi Brou (fondateur)            : 24 %
- Aminata Diabaté (fondatrice)      : 20 %
- Ivoire Growth Fund                : 28 %
- Atlantic Angels Network           : 24 %
- Plan d'options salariés           :  4 %

Les Investisseurs ne sont liés entre eux par aucun lien capitalistique ou de gestion, ne sont pas réputés agir de concert et exercent leurs droits de vote séparément.

Gouvernance : conseil de cinq membres, dont un siège pour chaque Investisseur.

Acquisition des actions des fondateurs : sur quatre ans avec une période initiale d'un an. Si un fondateur venait à quitter la Société, ses actions non acquises pourraient être rachetées à leur valeur nominale (bad leaver) ou à leur juste valeur (good leaver).

Déclarations : la Société déclare n'avoir conclu aucune convention avec un dirigeant, un associé ou un membre de leur famille, et qu'aucune procédure judiciaire n'est en cours à son encontre.

Règlement des différends : tout différend né du présent accord serait soumis à l'arbitrage de la Cour commune de justice et d'arbitrage (CCJA) d'Abidjan.

Exclusivité : 60 jours à compter de la signature.`,
  },

  // 13 — e-mail du CEO à un investisseur potentiel, logiciel pour agents mobile money, Niger. AUCUN FLAG.
  // customer-concentration ABSENT: premier client 118/492 = 24,0 % (< 30 %) ; les 60 % concernent la concentration du client, pas la nôtre.
  // high-churn ABSENT: « la moitié des agents changent chaque année » = rotation des agents chez les clients ; aucun opérateur client perdu.
  // unrealistic-growth ABSENT: « quadruplé » = croissance passée du marché ; budget 2026 640/492 = ×1,3.
  // no-competition ABSENT: « nous ne prétendons pas être seuls », concurrents nommés.
  // burn-above-revenue ABSENT: résultat net 2025 +37 M FCFA. declining-revenue ABSENT: 401 → 492 M.
  {
    id: 'h22-fr-w6-13',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose', 'negation', 'indirect', 'figures', 'words'],
    present: [],
    absent: ['customer-concentration', 'high-churn', 'unrealistic-growth', 'no-competition', 'burn-above-revenue', 'declining-revenue'],
    text: `De : Halima Oumarou <halima@agentpro.ne>
À : Thomas Mensah
Objet : Re: AgentPro — vos questions avant le comité

Bonjour Thomas,

Merci pour cet échange de mardi. Voici mes réponses point par point.

1. Dépendance client. Notre plus gros client, un opérateur de mobile money, représente 118 M FCFA sur un chiffre d'affaires 2025 de 492 M FCFA. Vous avez lu dans la presse que chez lui, trois distributeurs font 60 % du volume : c'est vrai, mais c'est sa concentration, pas la nôtre. Nous facturons l'opérateur, pas ses distributeurs.

2. Rotation. Dans le secteur, près de la moitié des agents mobile money changent chaque année : ils ferment leur kiosque ou passent chez un autre opérateur. Cela ne nous touche pas directement, puisque nos contrats sont signés avec les opérateurs et les microfinances. Nous n'avons perdu aucun client institutionnel depuis 2022.

3. Marché. Le nombre de comptes mobile money au Niger a quadruplé entre 2019 et 2024. Notre budget 2026 reste prudent : 640 M FCFA de chiffre d'affaires, contre 492 M FCFA en 2025 et 401 M FCFA en 2024.

4. Concurrence. Nous ne prétendons pas être seuls : deux éditeurs sénégalais et un nigérian proposent des outils proches. Notre avantage tient à l'intégration avec les trois opérateurs locaux et au support en haoussa et en zarma.

5. Rentabilité. Nous avons dégagé un résultat net de 37 M FCFA en 2025 et nous n'utilisons pas de dette.

Bien à vous,
Halima Oumarou
Directrice générale, AgentPro Niger`,
  },
];
