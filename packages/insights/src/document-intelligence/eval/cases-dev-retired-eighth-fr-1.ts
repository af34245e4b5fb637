/** EIGHTH held-out set, French texts 1–24 (see cases-dev-retired-eighth.ts). */
import type { RedFlagCase } from './case';
import { redFlagEighthFrCases1Rest } from './cases-dev-retired-eighth-fr-1-rest';

export const redFlagEighthFrCases1: readonly RedFlagCase[] = [
  {
    id: 'h8-fr-cac-reserve-abidjan',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS ANNUELS – KORO DISTRIBUTION SA (Abidjan) – Exercice clos le 31 décembre 2025

Opinion avec réserve. Nous avons effectué l'audit des états financiers annuels (système normal SYSCOHADA révisé), qui font apparaître un chiffre d'affaires de 2 140 millions FCFA. Sous la réserve décrite ci-après, nous certifions que les états financiers sont réguliers et sincères.

Fondement de l'opinion avec réserve : nous n'avons pas pu assister à l'inventaire physique des stocks au 31 décembre 2025, évalués à 312 millions FCFA, ni nous assurer de leur existence par d'autres procédures.

Incertitude significative liée à la continuité d'exploitation : nous attirons votre attention sur la note 2.1 de l'annexe. La poursuite de l'activité dépend du renouvellement, non encore obtenu à la date du présent rapport, de la ligne de crédit de 600 millions FCFA qui arrive à échéance en mars 2026. Ces conditions indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.`,
    present: ['audit-opinion', 'going-concern'],
    absent: ['debt-distress'],
    traits: ['prose', 'words'],
  },
  {
    id: 'h8-fr-cac-sans-reserve-ouaga',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT GÉNÉRAL DU COMMISSAIRE AUX COMPTES – FASO BTP SA (Ouagadougou) – Exercice clos le 31 décembre 2025

Opinion : nous certifions que les états financiers annuels sont, au regard des règles et principes comptables du SYSCOHADA révisé, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé. Le chiffre d'affaires s'établit à 2,31 milliards FCFA contre 2,08 milliards FCFA en 2024.

Continuité d'exploitation : nos travaux n'ont pas mis en évidence d'incertitude significative liée à des événements ou à des circonstances susceptibles de mettre en cause la capacité de la société à poursuivre son exploitation.

Vérifications spécifiques : nous n'avons pas d'observation à formuler sur la sincérité et la concordance avec les états financiers des informations données dans le rapport de gestion du conseil d'administration.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'declining-revenue'],
    traits: ['negation', 'prose'],
  },
  // Gross margin 2025: (412-301)/412 = 26.9%; 2024: (468-318)/468 = 32.1% → down 5.2 pts. Revenue 412 < 468.
  {
    id: 'h8-fr-syscohada-dakar-marge',
    documentType: 'financial_statements',
    language: 'fr',
    text: `SENCAJOU SARL (Dakar) – Compte de résultat simplifié, SYSCOHADA révisé – en millions de FCFA

| Rubrique | 2025 | 2024 |
| Ventes de marchandises (chiffre d'affaires) | 412 | 468 |
| Achats consommés | 301 | 318 |
| Charges de personnel | 54 | 51 |
| Autres charges externes | 38 | 40 |
| Dotations aux amortissements | 5 | 5 |
| Résultat net | 11 | 42 |

Les états financiers de l'exercice 2025 ont été certifiés sans réserve par le cabinet Diop & Associés, commissaire aux comptes.`,
    present: ['declining-revenue', 'gross-margin'],
    absent: ['audit-opinion', 'burn-above-revenue'],
    traits: ['table', 'figures'],
  },
  {
    id: 'h8-fr-deck-dakar-concurrents',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `PITCH DECK – TONTINE+ (Dakar)

Slide 4 – Traction : 3 900 groupes de tontine actifs ; revenus de commissions : 31 M FCFA sur 2025, 12 M FCFA au premier trimestre 2026.
Slide 5 – Churn mensuel des groupes : 4,2 %.
Slide 6 – Concurrence : Wave et Orange Money proposent déjà l'épargne de groupe ; nous nous différencions par la gestion automatique des tours de tontine et des pénalités.
Slide 7 – Charges mensuelles : 2,6 M FCFA, équipe de 8 personnes.
Slide 8 – Nous levons 400 000 € pour ouvrir Thiès et Saint-Louis.`,
    present: [],
    absent: ['high-churn', 'no-competition', 'burn-above-revenue'],
    traits: ['list', 'figures'],
  },
  {
    id: 'h8-fr-deck-douala-seuls',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `PITCH DECK – PAYSIKA (Douala, Cameroun)

Slide 2 – Problème : 70 % des commerçants du marché Mboppi n'ont pas de compte bancaire.
Slide 3 – Solution : un portefeuille électronique qui fonctionne hors ligne, via USSD.
Slide 4 – Marché : 1 200 milliards XAF de flux informels par an au Cameroun.
Slide 5 – Traction : 12 000 commerçants inscrits, 4 villes, partenariat avec deux microfinances.
Slide 6 – Concurrence : aucune. Personne ne propose aujourd'hui de paiement hors ligne au Cameroun ; nous sommes seuls sur ce créneau.
Slide 7 – Équipe : trois fondateurs, ex-MTN et ex-Ecobank.
Slide 8 – Nous levons 500 000 € en seed.`,
    present: ['missing-financials', 'no-competition'],
    absent: [],
    traits: ['list', 'words'],
  },
  {
    id: 'h8-fr-whatsapp-ouaga-depart',
    documentType: 'legal_docs',
    language: 'fr',
    text: `[12/03/2026 08:14] Aminata: Salut Karim, je te confirme ce que je t'ai dit hier au tel. Issa (notre cofondateur, le CTO) m'a annoncé qu'il quitte FasoLait fin avril, il rejoint une banque à Abidjan.
[12/03/2026 08:16] Aminata: On regarde avec l'avocat comment reprendre ses parts avant son départ.
[12/03/2026 08:20] Karim (fonds): D'accord. Et l'histoire avec le propriétaire de l'usine ?
[12/03/2026 08:25] Aminata: Toujours en cours 😕 Il nous a assignés devant le Tribunal de commerce de Ouaga, il réclame 9 M FCFA pour des travaux qu'on aurait faits sans son accord. Nous on conteste. Prochaine audience le 28 avril.
[12/03/2026 08:26] Karim (fonds): Ok, envoie-moi l'assignation stp.`,
    present: ['founder-departure', 'litigation'],
    absent: ['dead-equity'],
    traits: ['time', 'indirect'],
  },
  // 81/300 = 27% of revenue (< 30%).
  {
    id: 'h8-fr-whatsapp-niamey-client',
    documentType: 'legal_docs',
    language: 'fr',
    text: `[03/10 19:02] Ibrahim: Le gros client SONIDEP, il pèse combien dans notre CA ?
[03/10 19:05] Hadiza: Sur 2025 : 81 M FCFA sur 300 M au total. Si on le perdait ça ferait mal, mais on vient de signer pour 3 ans.
[03/10 19:06] Ibrahim: Ok. Et Abdou, l'ancien associé minoritaire ? Il avait juste mis de l'argent au début, non ?
[03/10 19:09] Hadiza: Oui, jamais travaillé chez nous. Et c'est réglé : ses parts ont été rachetées en totalité en février, l'acte est enregistré. Il n'a plus rien au capital.
[03/10 19:10] Ibrahim: 👍`,
    present: [],
    absent: ['customer-concentration', 'dead-equity'],
    traits: ['figures', 'modality'],
  },
  {
    id: 'h8-fr-banque-libreville-echeances',
    documentType: 'legal_docs',
    language: 'fr',
    text: `BGFIBank Gabon – Direction des Engagements
Libreville, le 4 décembre 2026

Objet : Prêt à moyen terme n° 2024/117 – OKOUMÉ FOODS SA

Monsieur le Directeur Général,

Nous constatons que les échéances des 30 octobre et 30 novembre 2026, soit 2 × 9 200 000 FCFA, demeurent impayées à ce jour, malgré notre relance du 12 novembre. Par ailleurs, le ratio de couverture du service de la dette ressort à 0,8 au 30 septembre 2026, en deçà du minimum contractuel de 1,25.

Nous vous invitons à régulariser sous quinzaine. À défaut, la banque pourrait prononcer l'exigibilité anticipée du prêt et engager les voies de recours prévues au contrat.

Veuillez agréer, Monsieur le Directeur Général, l'expression de nos salutations distinguées.`,
    present: ['debt-distress'],
    absent: ['litigation'],
    traits: ['time', 'modality'],
  },
  {
    id: 'h8-fr-banque-dakar-covenants',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Société Générale Sénégal – Dakar, le 5 octobre 2026

Objet : Attestation – Crédit d'investissement de 250 M FCFA – SUNU FROID SARL

Nous attestons que SUNU FROID SARL a réglé à bonne date l'ensemble des échéances exigibles à ce jour et qu'au 30 septembre 2026, le ratio de couverture du service de la dette (1,6) respecte le minimum contractuel de 1,2.

Nous rappelons que, si ce ratio devait passer sous 1,2, la banque pourrait demander le remboursement anticipé du crédit. Aucun incident de paiement n'est enregistré au nom de la société à la Centrale des risques de la BCEAO.

Cette attestation est délivrée pour servir et valoir ce que de droit.`,
    present: [],
    absent: ['debt-distress'],
    traits: ['negation', 'modality'],
  },
  // 14 / 3.2 = 4.4× in one year; 2025 monthly revenue ≈ 3.2M/12 = 267k MAD < net burn 450k MAD; runway 6.3M/450k = 14 months.
  {
    id: 'h8-fr-bp-casa-x4',
    documentType: 'business_plan',
    language: 'fr',
    text: `BUSINESS PLAN 2026-2028 – DARIJA LEARN (Casablanca)

Résumé financier :
- CA 2025 réalisé : 3,2 MDH
- CA 2026 prévu : 14 MDH
- CA 2027 prévu : 38 MDH
- Consommation nette mensuelle actuelle : 450 000 MAD
- Trésorerie au 31/12/2025 : 6,3 MDH

Positionnement : il n'existe aucun autre acteur proposant l'apprentissage de la darija par intelligence artificielle ; le marché est vierge.

La croissance 2026 repose sur le lancement d'une offre B2B destinée aux centres d'appels de Casablanca et de Rabat.`,
    present: ['unrealistic-growth', 'burn-above-revenue', 'no-competition'],
    absent: ['short-runway'],
    traits: ['list', 'figures'],
  },
  // Founders 4,100/10,000 = 41% (not under 40%); fund 4,900/10,000 = 49% (under 50%).
  {
    id: 'h8-fr-statuts-abidjan-seuils',
    documentType: 'legal_docs',
    language: 'fr',
    text: `STATUTS DE NAFA TECH SAS (Abidjan)

Article 6 – Capital social
Le capital social est fixé à 10 000 000 FCFA. Il est divisé en 10 000 actions de 1 000 FCFA chacune, entièrement libérées, réparties comme suit :
- Mme Fatou Koné, fondatrice et présidente : 2 300 actions
- M. Yao N'Guessan, fondateur et directeur général : 1 800 actions
- Sahel Impact Fund : 4 900 actions
- Plan d'actionnariat salarié : 1 000 actions

Article 7 – Les actions sont nominatives. Elles font l'objet d'une inscription en compte au nom de leur titulaire.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['list', 'figures'],
  },
  // Founders (14,000+12,000)/100,000 = 26% < 40%; fund 52,000/100,000 = 52% ≥ 50%.
  {
    id: 'h8-fr-pacte-tunis-actions',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ASSOCIÉS – MEDINA HEALTH SA (Tunis) – Extrait

Annexe 1 – Répartition du capital au closing (valeur nominale : 1 DT)
Sami Ben Salah (fondateur, DG) :
14 000 actions
Leila Trabelsi (fondatrice, CTO) :
12 000 actions
Carthage Growth Fund I :
52 000 actions
Réserve BSPCE (non attribuée) :
22 000 actions
Total :
100 000 actions

Article 7 – Les décisions importantes énumérées à l'Annexe 3 requièrent l'accord préalable du représentant de Carthage Growth Fund I au conseil d'administration.`,
    present: ['low-founder-ownership', 'investor-control'],
    absent: ['cap-table-complexity'],
    traits: ['split', 'figures'],
  },
  ...redFlagEighthFrCases1Rest,
];
