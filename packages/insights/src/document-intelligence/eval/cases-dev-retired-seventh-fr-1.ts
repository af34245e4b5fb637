/**
 * The seventh held-out set, part fr-1 (French), written 2026-11-30 by a writer who read only case.ts and the labelling
 * guide (held-out.ts): decks, statements, pacts, minutes, chats and plans of francophone African startups, in FCFA, XAF,
 * MGA, MAD, DZD, TND and €. Retired into the development set in the seventeenth round; see cases-dev-retired-seventh.ts.
 */
import type { RedFlagCase } from './case';

export const redFlagSeventhFrCases1: readonly RedFlagCase[] = [
  // 84 MFCFA cash / 12 MFCFA net burn = 7 months < 9; burn 12 < revenue 31
  { id: 'seventh-fr-01', documentType: 'pitch_deck', language: 'fr', present: ['short-runway'], absent: ['burn-above-revenue'], traits: ['figures', 'list'], text: `Jàngal — soutien scolaire en ligne, Dakar
Slide 9 · Situation financière au 30 septembre 2025
- Chiffre d'affaires mensuel : 31 MFCFA (+9 % sur le trimestre)
- Trésorerie disponible : 84 MFCFA
- Consommation nette de trésorerie : 12 MFCFA par mois
Prochaine levée visée : 1,5 milliard FCFA au T1 2026.` },

  // margin 754/1 840 = 41,0 % -> 806/2 120 = 38,0 %: down 3 points < 5; revenue up; audited
  { id: 'seventh-fr-02', documentType: 'financial_statements', language: 'fr', present: [], absent: ['gross-margin', 'declining-revenue', 'audit-opinion'], traits: ['table', 'figures', 'words'], text: `AgroLog CI SA — Extrait des états financiers 2025, certifiés sans réserve par le commissaire aux comptes
| En millions FCFA     | 2024   | 2025   |
| Chiffre d'affaires   | 1 840  | 2 120  |
| Coût des ventes      | 1 086  | 1 314  |
| Marge brute          | 754    | 806    |
| Taux de marge brute  | 41,0 % | 38,0 % |
Commentaire : le recul de trois points du taux de marge s'explique par la hausse du prix du gasoil.` },

  // 5 400 / 10 000 = 54 % >= 50; founders 4 600 / 10 000 = 46 % >= 40
  { id: 'seventh-fr-03', documentType: 'legal_docs', language: 'fr', present: ['investor-control'], absent: ['low-founder-ownership'], traits: ['figures', 'indirect', 'table'], text: `Pacte d'associés — Mboa Pay SAS (Douala)
Article 2 — Répartition du capital à l'issue de l'augmentation de capital du 12 septembre 2025 (10 000 actions) :
  Sanaga Capital Partners ............ 5 400 actions
  Mme Ngo Bassa (fondatrice) ......... 2 300 actions
  M. Etoundi (fondateur) ............. 2 300 actions
Article 5 — Les décisions de l'assemblée sont prises à la majorité simple des actions présentes ou représentées.` },

  { id: 'seventh-fr-04', documentType: 'legal_docs', language: 'fr', present: ['founder-departure'], absent: ['dead-equity'], traits: ['time'], text: `Procès-verbal du conseil d'administration de Sahel Solaire SA — Bamako, 6 novembre 2025
Point 3 : M. Oumar Diarra, cofondateur et directeur technique, informe le conseil qu'il quittera la société le 31 mars 2026 pour raisons personnelles.
Le conseil prend acte. Le contrat de rachat de ses 1 200 actions par les autres fondateurs, au prix de 15 000 FCFA l'action, a été signé ce jour.
Point 4 : recrutement d'un nouveau directeur technique ; budget annuel de 42 MFCFA.` },

  // was ~5 months in June (past); now 418 / 22 = 19 months; burn 22 < revenue 48
  { id: 'seventh-fr-05', documentType: 'business_plan', language: 'fr', present: [], absent: ['short-runway', 'burn-above-revenue'], traits: ['time', 'negation', 'figures'], text: `Objet : Point investisseurs — novembre 2025 (Faso Transit, Ouagadougou)
Bonjour à tous,
En juin, nous n'avions plus que cinq mois de trésorerie. Ce n'est plus le cas : le tour de 450 MFCFA a été encaissé le 2 août.
Trésorerie au 30 novembre : 418 MFCFA. Consommation nette mensuelle : 22 MFCFA, soit environ 19 mois de visibilité.
Chiffre d'affaires de novembre : 48 MFCFA (octobre : 44 MFCFA).
Bonne fin d'année, Salif` },

  // 156 cancellations / 2 400 subscribers = 6,5 % in one month >= 5
  { id: 'seventh-fr-06', documentType: 'pitch_deck', language: 'fr', present: ['high-churn'], absent: [], traits: ['figures', 'indirect'], text: `KaloBox — box alimentaires par abonnement, Conakry
Indicateurs de janvier 2026
Abonnés actifs au 1er janvier : 2 400
Résiliations enregistrées en janvier : 156
Nouveaux abonnés en janvier : 310
MRR : 21 000 €` },

  // 320 -> 1 600 M XAF = 5x in one year >= 4
  { id: 'seventh-fr-07', documentType: 'business_plan', language: 'fr', present: ['unrealistic-growth'], absent: [], traits: ['table', 'figures'], text: `Okoumé Digital — Plan d'affaires 2026-2028, projections de chiffre d'affaires
| Année        | CA (M XAF) |
| 2025 (réel)  | 320        |
| 2026         | 1 600      |
| 2027         | 6 400      |
| 2028         | 19 200     |
Hypothèse principale : ouverture de Port-Gentil et de Franceville dès 2026.` },

  // cost of sales 455 > sales 412 M MGA: negative gross margin, costs above revenue
  { id: 'seventh-fr-08', documentType: 'financial_statements', language: 'fr', present: ['gross-margin', 'burn-above-revenue'], absent: ['audit-opinion'], traits: ['table', 'figures'], text: `Vanilla Link SARL (Sambava) — Compte de résultat 2025, audité, opinion sans réserve
Ventes de marchandises ..................... 412 000 000 MGA
Coût d'achat des marchandises vendues ...... 455 000 000 MGA
Marge brute ................................ (43 000 000) MGA
Charges de personnel ....................... 96 000 000 MGA` },

  { id: 'seventh-fr-09', documentType: 'legal_docs', language: 'fr', present: ['litigation'], absent: ['debt-distress'], traits: ['list', 'negation'], text: `Questionnaire de due diligence — Atlas Logistique SARL (Casablanca)
Q7. Existe-t-il des litiges en cours ?
R. Oui. Notre ancien distributeur pour Tanger nous a assignés en mai 2025 devant le tribunal de commerce de Casablanca pour rupture abusive de contrat ; il réclame 2,1 M MAD. Prochaine audience le 14 janvier 2026.
Q8. Des dettes fiscales ou sociales sont-elles échues et impayées ?
R. Aucune. Les attestations de régularité fiscale (DGI) et CNSS sont jointes.` },

  { id: 'seventh-fr-10', documentType: 'pitch_deck', language: 'fr', present: [], absent: ['no-competition', 'customer-concentration'], traits: ['negation', 'figures'], text: `Tawsil — livraison B2B, Alger · Slide 6 : Marché et concurrence
Nous ne sommes pas seuls : trois acteurs locaux et un acteur régional se disputent la livraison aux pharmacies.
Notre différence : des tournées mutualisées et un délai moyen de 3 heures.
Chiffre d'affaires 2025 : 96 M DZD (+38 %).
Premier client : 18 % du CA.` },

  // revenue 3 420 -> 3 180 -> 2 760 kTND falls; margin 34,0 % -> 33,0 % -> 32,0 % (2 points)
  { id: 'seventh-fr-11', documentType: 'financial_statements', language: 'fr', present: ['declining-revenue'], absent: ['audit-opinion', 'gross-margin'], traits: ['table', 'figures'], text: `Medina Soft SA (Tunis) — Chiffres clés, états financiers certifiés sans réserve, en milliers de TND
                      2023     2024     2025
Chiffre d'affaires   3 420    3 180    2 760
Marge brute          1 163    1 049      883
Résultat net           212      164       38` },

  { id: 'seventh-fr-12', documentType: 'business_plan', language: 'fr', present: ['regulatory'], absent: [], traits: ['indirect'], text: `[WhatsApp — groupe « Board Lisanga Pay »]
[09:12] Patrick (CEO) : Mauvaise nouvelle. L'ARPTC a suspendu notre code USSD lundi, avec une amende de 85 000 €, pour défaut de déclaration.
[09:14] Patrick (CEO) : Tant que la suspension court, les recharges passent uniquement par l'appli.
[09:20] Aline (investisseur) : Quel poids pour octobre ?
[09:22] Patrick (CEO) : CA d'octobre à 58 k€ ; l'appli fait déjà 70 % des recharges.` },

  // 95 -> 180 -> 390 -> 720 MFCFA: at most 2,2x a year
  { id: 'seventh-fr-13', documentType: 'business_plan', language: 'fr', present: ['pending-licence'], absent: ['regulatory', 'unrealistic-growth'], traits: ['time'], text: `Plan d'affaires 2026 — Xaalis Pay (Dakar)
3. Cadre réglementaire
Le dossier de demande d'agrément en qualité d'établissement de monnaie électronique a été déposé auprès de la BCEAO en février 2025. À ce jour, l'agrément n'a pas été délivré ; le lancement du portefeuille interviendra dès son obtention.
4. Chiffre d'affaires
CA 2025 (activité de sous-agent de transfert) : 95 MFCFA
Projections : 180 MFCFA en 2026 · 390 MFCFA en 2027 · 720 MFCFA en 2028` },

  { id: 'seventh-fr-14', documentType: 'financial_statements', language: 'fr', present: ['related-party'], absent: ['audit-opinion'], traits: ['indirect'], text: `Note 21 — Transactions avec les parties liées (états financiers 2025 audités, opinion sans réserve)
La société loue ses deux entrepôts d'Abidjan-Yopougon à la SCI Koffi & Fils, détenue par le père du directeur général.
Loyers comptabilisés en 2025 : 36 MFCFA (2024 : 33 MFCFA), pour un chiffre d'affaires de 1,9 milliard FCFA.
Aucune autre transaction avec des parties liées n'a été relevée.` },

  // churn 4,2 % a month < 5; top client 28 % < 30
  { id: 'seventh-fr-15', documentType: 'pitch_deck', language: 'fr', present: [], absent: ['high-churn', 'customer-concentration'], traits: ['figures', 'list'], text: `Wanda Santé — téléconsultation par abonnement (Yaoundé) · Traction T3 2025
- MRR : 14 M XAF, +11 % sur le trimestre
- Churn mensuel moyen : 4,2 %
- Premier client (une mutuelle d'entreprise) : 28 % du MRR
- 6 200 abonnés payants` },

  // investor 35 % < 50; founders 52 % >= 40
  { id: 'seventh-fr-16', documentType: 'legal_docs', language: 'fr', present: [], absent: ['investor-control', 'low-founder-ownership'], traits: ['figures'], text: `Term sheet indicative — Série A de Dioko Agri SAS (Bamako)
Montant : 1,2 M€ en actions de préférence
Répartition post-money : investisseur principal 35 % · fondateurs (3) 52 % · pool d'options 13 %
Préférence de liquidation : 1x non participative
Conseil : un siège sur cinq pour l'investisseur principal` },

  // LTV 2 500 x 24 = 60 000 FCFA; 60 000 / 45 000 = 1,3, not the stated 3,5
  { id: 'seventh-fr-17', documentType: 'business_plan', language: 'fr', present: ['unit-economics'], absent: [], traits: ['figures', 'split'], text: `Objet : Update investisseurs T3 — Yiri Market (Ouagadougou)
Nos unit economics sont solides : LTV/CAC de 3,5.
Pour mémoire :
- CAC moyen : 45 000 FCFA
- marge brute par client : 2 500 FCFA par mois
- durée de vie moyenne d'un client : 24 mois
CA mensuel : 27 MFCFA, en hausse de 6 % sur le trimestre.` },

  // leaver is a developer (not a founder or executive); founders 42,6 + 28,4 = 71 %
  { id: 'seventh-fr-18', documentType: 'legal_docs', language: 'fr', present: ['dead-equity'], absent: ['founder-departure', 'low-founder-ownership'], traits: ['table'], text: `Annexe 3 au pacte — Table de capitalisation de Fonio Tech SAS (Conakry), au 30 septembre 2025
| Associé                                   | Actions | %      |
| Mariama Bah (fondatrice, CEO)             | 4 260   | 42,6 % |
| Ibrahima Sow (fondateur, CTO)             | 2 840   | 28,4 % |
| Business angels (4)                       | 2 200   | 22,0 % |
| Sékou Camara (développeur, parti en 2023) | 700     | 7,0 %  |
Les actions de M. Camara n'ont pas été rachetées lors de son départ.` },

  { id: 'seventh-fr-19', documentType: 'financial_statements', language: 'fr', present: ['audit-opinion', 'going-concern'], absent: [], traits: ['ocr', 'indirect'], text: `RAPP0RT DU C0MMISSAIRE AUX C0MPTES — 0gooué Frais SA — exercice cl0s le 31/12/2025
0pini0n avec réserve : n0us n'av0ns pas pu vérifier l'existence des st0cks au 31/12 (21O M XAF).
lncertitude significative liée à la c0ntinuité d'expl0itation : n0us attir0ns l'attenti0n sur la n0te 2, qui indique que ces événements peuvent jeter un d0ute imp0rtant sur la capacité de la s0ciété à p0ursuivre s0n exploitati0n.
Chiffre d'affaires de l'exercice : 1,1 milliard XAF.` },

  { id: 'seventh-fr-20', documentType: 'pitch_deck', language: 'fr', present: [], absent: ['pending-licence', 'regulatory', 'litigation'], traits: ['list', 'negation', 'time'], text: `Tsara Pay (Antananarivo) — Slide 11 : Conformité
✓ Licence d'établissement de paiement délivrée par la CSBF en mars 2025
✓ Aucun litige ni procédure en cours
✓ Contrôle sur place de la CSBF de juin 2025 clôturé sans observation
CA 2025 : 2,4 milliards MGA (+61 %)` },

  // 9,8 M MAD / 1,4 M MAD net burn = 7 months < 9; net burn 1,4 > revenue 0,9
  { id: 'seventh-fr-21', documentType: 'business_plan', language: 'fr', present: ['short-runway', 'burn-above-revenue'], absent: [], traits: ['split', 'figures'], text: `Argana Foods (Marrakech) — Plan de financement 2026
Situation au 31 octobre 2025
Trésorerie
9,8 M MAD
Burn net mensuel
1,4 M MAD
Chiffre d'affaires mensuel
0,9 M MAD` },

  { id: 'seventh-fr-22', documentType: 'financial_statements', language: 'fr', present: ['debt-distress'], absent: ['audit-opinion', 'going-concern'], traits: ['indirect'], text: `Note 14 — Emprunts et dettes financières (comptes 2025 certifiés sans réserve) — Sétif Agro SPA
Crédit d'investissement BADR : encours de 146 M DZD au 31 décembre 2025.
Les échéances de mars et de juin 2025 (18 M DZD chacune) n'ont pas été réglées à leur date ; un rééchelonnement est en discussion avec la banque.
Chiffre d'affaires 2025 : 512 M DZD.` },

  { id: 'seventh-fr-23', documentType: 'pitch_deck', language: 'fr', present: ['no-competition'], absent: [], traits: ['negation'], text: `Slide 5 — Concurrence
Aucun concurrent. Personne en Tunisie ne propose aujourd'hui la gestion du tiers payant pour les pharmacies d'officine.
Slide 8 — Traction
CA 2025 : 640 000 TND · 310 pharmacies clientes · aucune pharmacie perdue en 2025` },

  // one-off fees kept out of MRR; 46 -> 120 k€ in 14 months = 2,6x
  { id: 'seventh-fr-24', documentType: 'pitch_deck', language: 'fr', present: [], absent: ['non-recurring-revenue', 'unrealistic-growth'], traits: ['negation', 'figures'], text: `Kivu Cloud (Goma) — Métriques clés, octobre 2025
MRR : 46 k€ (frais d'installation ponctuels exclus : 12 k€ facturés en octobre, suivis à part)
Objectif fin 2026 : MRR de 120 k€
Marge brute : 71 % (septembre : 70 %)` },
];
