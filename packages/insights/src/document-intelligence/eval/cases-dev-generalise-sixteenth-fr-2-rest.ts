/** The second half of cases-dev-generalise-sixteenth-fr-2.ts's texts, kept apart so no file passes 400 lines; cases-dev-generalise-sixteenth-fr-2.ts gathers them. */
import type { RedFlagCase } from './case';

export const generaliseSixteenthFr2Rest: readonly RedFlagCase[] = [
  // marge brute 41 % → 34 % : −7 points ; CA 690 → 780 M, en hausse
  {
    id: 'd16-w5-note-cacao-marge-41-34',
    documentType: 'business_plan',
    language: 'fr',
    text: `Note d'investissement — CHOCO IVOIRE (transformation artisanale de cacao)

Le chiffre d'affaires progresse à 780 M FCFA en 2025 contre 690 M FCFA en 2024, porté par les ventes en grande distribution. En revanche, la marge brute est passée de 41 % à 34 % sous l'effet de la flambée du prix bord champ des fèves, que la société n'a pas pu répercuter sur ses prix de vente.

La direction espère revenir à 38 % en 2027 grâce à des contrats d'achat à terme avec deux coopératives de Soubré.`,
    present: ['gross-margin'],
    absent: ['declining-revenue'],
    traits: ['prose', 'figures', 'time'],
  },
  // 2024 : 1,08 / 2,4 = 45,0 % ; 2025 : 1,12 / 2,9 = 38,6 % ; −6,4 points
  {
    id: 'd16-w5-etats-marge-euros-calcul',
    documentType: 'financial_statements',
    language: 'fr',
    text: `ÉTATS FINANCIERS — MEDTEX TUNISIE SA (société totalement exportatrice, comptes en euros)

Extrait de l'état de résultat
Poste	2025	2024
Revenus	2 900 000 €	2 400 000 €
Marge brute	1 120 000 €	1 080 000 €

La marge brute progresse en valeur de 40 000 € grâce à la hausse des volumes confiés par nos donneurs d'ordre européens.`,
    present: ['gross-margin'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  // consommation 28 M > facturation 19 M sur le mois
  {
    id: 'd16-w5-whatsapp-burn-moussa-part',
    documentType: 'business_plan',
    language: 'fr',
    text: `[03/11/2026 22:41] Ndèye : Tu as vu les chiffres d'octobre ?
[03/11/2026 22:42] Ndèye : On a brûlé 28 M sur le mois et on n'a facturé que 19 M
[03/11/2026 22:44] Pape : Oui… et autre mauvaise nouvelle : Moussa m'a confirmé hier qu'il quitte la boîte fin décembre. Il a une offre chez Wave
[03/11/2026 22:45] Ndèye : Notre cofondateur CTO qui part en pleine levée 😳 Il faut qu'on le dise au board avant jeudi
[03/11/2026 22:46] Pape : Je prépare une note ce soir`,
    present: ['burn-above-revenue', 'founder-departure'],
    absent: [],
    traits: ['split', 'figures', 'time'],
  },
  // charges > CA chaque mois ; projection 200 M → 1 Md = ×5 en un an
  {
    id: 'd16-w5-bp-mensuel-projection-x5',
    documentType: 'business_plan',
    language: 'fr',
    text: `BUSINESS PLAN — LIVRI (livraison B2B, Bamako) — suivi mensuel 2026, en millions de FCFA

Mois	CA	Charges totales
Juillet	14,2	17,8
Août	15,0	18,1
Septembre	15,9	18,6

Projections
Chiffre d'affaires 2026 : 200 M FCFA
Chiffre d'affaires 2027 : 1 Md FCFA, grâce à l'ouverture de Ségou, Sikasso et Kayes.`,
    present: ['burn-above-revenue', 'unrealistic-growth'],
    absent: ['declining-revenue'],
    traits: ['table', 'figures', 'time'],
  },
  // consommation nette 6 500 € > CA mensuel 4 800 € ; autonomie 90 000 / 6 500 ≈ 13,8 mois ≥ 9
  {
    id: 'd16-w5-bp-euros-consommation-nette',
    documentType: 'business_plan',
    language: 'fr',
    text: `TERANGA TRAVEL (Dakar – Paris) — Plan d'affaires 2027

Situation actuelle : notre chiffre d'affaires mensuel s'établit à 4 800 € (commissions sur réservations de la diaspora). Notre consommation mensuelle nette de trésorerie est de 6 500 €, principalement des salaires de l'équipe de Dakar et des campagnes sur les réseaux sociaux. La trésorerie disponible est de 90 000 € après le prêt d'honneur obtenu en septembre.

Nous visons le point mort à la fin de 2027.`,
    present: ['burn-above-revenue'],
    absent: ['short-runway'],
    traits: ['figures', 'prose'],
  },
  // premier client 22 % < 30 % ; litige clos
  {
    id: 'd16-w5-ok-questionnaire-dd-certifies',
    documentType: 'business_plan',
    language: 'fr',
    text: `QUESTIONNAIRE DE DUE DILIGENCE — RÉPONSES DE LA SOCIÉTÉ SUNU ASSUR TECH

1. Chiffre d'affaires 2025 : 870 M FCFA.
2. Les comptes sont-ils audités ? Oui. Les comptes 2023, 2024 et 2025 ont été certifiés sans réserve par notre commissaire aux comptes.
3. Un client représente-t-il plus de 30 % du chiffre d'affaires ? Non ; le premier client représente 22 %.
4. Existe-t-il des litiges en cours ? Non. Le différend avec un fournisseur informatique a été réglé par transaction en mai 2026 et est clos.
5. Les statuts et la table de capitalisation concordent-ils ? Oui, rapprochement effectué par notre avocat en juillet.`,
    present: [],
    absent: ['audit-opinion', 'customer-concentration', 'litigation', 'cap-table-complexity'],
    traits: ['list', 'negation', 'figures'],
  },
  // fondateurs 70 % × (1 − 37 %) = 44,1 % ≥ 40 % ; lead 25 % < 50 %
  {
    id: 'd16-w5-ok-deck-dilution-44',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Slide 14 — La levée
Série A : 2,5 Md XOF
Chiffre d'affaires 2025 : 210 M XOF

Avant l'opération, les trois fondateurs détiennent 70 % du capital. L'augmentation de capital représentera 37 % du capital après l'opération. Après la levée, les fondateurs garderont donc ensemble un peu moins de la moitié de la société, soit environ 44 %. Le lead investor détiendra 25 %, les autres participants 12 %.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['words', 'figures', 'time'],
  },
  // CIE 81 / 310 = 26,1 % < 30 %
  {
    id: 'd16-w5-ok-annexe-cie-26',
    documentType: 'financial_statements',
    language: 'fr',
    text: `NOTE 18 — INFORMATIONS SUR LES CLIENTS

Le chiffre d'affaires de l'exercice 2025 s'élève à 310 M FCFA. La Compagnie Ivoirienne d'Électricité (CIE), premier client de la société, a représenté 81 M FCFA de facturations sur l'exercice au titre des travaux de raccordement. Les autres prestations sont réalisées pour une clientèle diversifiée de promoteurs immobiliers et de collectivités, dont aucune n'atteint 5 % du total.`,
    present: [],
    absent: ['customer-concentration'],
    traits: ['figures', 'indirect', 'negation'],
  },
  // 2024 : (200 − 130 + 10) / 200 = 40 % ; 2025 : (260 − 160 − 4) / 260 = 36,9 % ; −3,1 points
  {
    id: 'd16-w5-ok-stocks-moins-3-points',
    documentType: 'financial_statements',
    language: 'fr',
    text: `ÉTATS FINANCIERS SYSCOHADA — QUINCAILLERIE DU PLATEAU SARL (en millions de FCFA)

Poste	2025	2024
Ventes de marchandises	260	200
Achats de marchandises	160	130
Variation de stocks (déstockage + / stockage −)	+4	-10
Achats consommés	164	120

Commentaire : après un stockage important en 2024 en prévision de la saison des travaux, la société a légèrement puisé dans ses stocks en 2025.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  // LTV/CAC = 160 000 / 50 000 = 3,2 ; CA 520 M → 1,2 Md en deux ans (≈ ×1,5 par an) ; fondateurs 41 % ≥ 40 %
  {
    id: 'd16-w5-ok-deck-hypotheses',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `EDUKA — Deck seed+ (hypothèses de travail)

• Chiffre d'affaires 2025 : 520 M FCFA ; objectif 2027 : 1,2 Md FCFA
• LTV par établissement : 160 000 FCFA ; CAC : 50 000 FCFA ; LTV/CAC : 3,2
• Concurrence : deux acteurs régionaux et les solutions Excel maison
• Capital : si les BSA AIR étaient convertis au plafond de valorisation, les fondateurs conserveraient 41 % et le premier investisseur atteindrait 33 %.`,
    present: [],
    absent: ['unit-economics', 'unrealistic-growth', 'low-founder-ownership', 'no-competition'],
    traits: ['list', 'modality', 'figures'],
  },
  // premier investisseur 35 % < 50 % ; fondateurs 45 % ≥ 40 % ; clause hypothétique
  {
    id: 'd16-w5-ok-pacte-changement-controle',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ACTIONNAIRES — SOCIÉTÉ SAHELIA SAS

Article 9 — Changement de contrôle
Si un investisseur venait à détenir, seul ou de concert, 50 % ou plus du capital ou des droits de vote de la Société, chacun des autres associés disposerait d'un droit de sortie totale aux mêmes conditions de prix.

Article 10 — Situation à la date des présentes
À la date de signature, aucun associé ne détient la majorité : le principal investisseur, Sahel Growth Partners, détient 35 % du capital, les fondateurs 45 % et les business angels 20 %. La table de capitalisation annexée est conforme au registre des mouvements de titres.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    traits: ['modality', 'negation', 'figures'],
  },
  {
    id: 'd16-w5-ok-cac-observation-methode',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT GÉNÉRAL DU COMMISSAIRE AUX COMPTES — EXERCICE 2025 (chiffre d'affaires : 1,2 Md FCFA)

Opinion
Nous certifions, sans réserve, que les états financiers de synthèse sont réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice.

Observation
Sans remettre en cause l'opinion exprimée ci-dessus, nous attirons votre attention sur la note 3 de l'annexe, qui expose le changement de méthode d'évaluation des stocks (passage du premier entré, premier sorti au coût moyen pondéré) intervenu au cours de l'exercice.`,
    present: [],
    absent: ['audit-opinion', 'going-concern'],
    traits: ['prose', 'negation'],
  },
  // charges < CA chaque mois ; CA en hausse ; marge brute 35–36 % stable
  {
    id: 'd16-w5-ok-suivi-mensuel-sain',
    documentType: 'business_plan',
    language: 'fr',
    text: `Tableau de bord — premier trimestre 2026 (en millions de FCFA)

Mois	CA	Charges totales	Marge brute
Janvier	22,1	19,4	36 %
Février	23,0	20,1	35 %
Mars	24,6	21,0	36 %

Le trimestre est bénéficiaire chaque mois ; la marge brute reste stable malgré la hausse du prix du carburant.`,
    present: [],
    absent: ['burn-above-revenue', 'declining-revenue', 'gross-margin'],
    traits: ['table', 'figures'],
  },
];
