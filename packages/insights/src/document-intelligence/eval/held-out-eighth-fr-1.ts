/** EIGHTH held-out set, French texts 1–24 (see held-out-eighth.ts). */
import type { RedFlagCase } from './case';

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
  {
    id: 'h8-fr-pv-kinshasa-daf',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION – CONGOPAY SA
Kinshasa, le 15 octobre 2026

1. Le conseil prend acte de la démission de M. Patrick Kabongo, directeur administratif et financier, qui quittera ses fonctions le 31 décembre 2026. L'intérim sera assuré par le contrôleur de gestion.
2. Le conseil approuve le contrat de maintenance informatique conclu avec TechMbuyi SARL pour 4 800 USD par mois. Il est rappelé que TechMbuyi SARL est détenue majoritairement par M. Didier Mbuyi, administrateur, qui n'a pas pris part au vote.
3. Le budget 2027, libellé en USD et en CDF, sera présenté à la séance de décembre.

L'ordre du jour étant épuisé, la séance est levée à 17 h 30.`,
    present: ['founder-departure', 'related-party'],
    absent: [],
    traits: ['list', 'time'],
  },
  {
    id: 'h8-fr-pv-ag-yaounde-litige-clos',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE – CAMAGRO SA (Yaoundé), 28 juin 2026

L'assemblée approuve les comptes de l'exercice 2025. Le président informe les actionnaires que le litige qui opposait la société à son ancien transitaire a été définitivement clos par une transaction homologuée le 14 mars 2026 ; aucune procédure n'est plus pendante.

Interrogé sur des rumeurs parues dans la presse locale, le directeur général, cofondateur de la société, déclare qu'il n'a aucunement l'intention de quitter ses fonctions ; son mandat a d'ailleurs été renouvelé pour trois ans.

L'assemblée renouvelle le mandat du commissaire aux comptes titulaire pour six exercices.`,
    present: [],
    absent: ['litigation', 'founder-departure'],
    traits: ['negation', 'time'],
  },
  // Churn: 10 of 160 clinics a month = 6.25% ≥ 5%. MRR 24M includes 6M one-off fees. Revenue 24M > costs 19M.
  {
    id: 'h8-fr-note-dakar-mrr',
    documentType: 'business_plan',
    language: 'fr',
    text: `NOTE D'INVESTISSEMENT – KAYMA SANTÉ (Dakar) – Comité du 9 septembre 2026

Revenus : la société affiche un MRR de 24 M FCFA en août 2026. Ce montant inclut 6 M FCFA de frais d'installation facturés une seule fois aux cliniques nouvellement équipées.

Clients : 160 cliniques actives en début de mois ; en moyenne, 10 d'entre elles résilient chaque mois et sont remplacées par de nouvelles signatures, ce qui explique la stabilité apparente du parc.

Charges : 19 M FCFA par mois, dont 11 M de masse salariale.

Recommandation : poursuivre l'analyse avant toute offre ferme.`,
    present: ['high-churn', 'non-recurring-revenue'],
    absent: ['burn-above-revenue'],
    traits: ['figures', 'indirect'],
  },
  {
    id: 'h8-fr-regulateur-conakry-suspension',
    documentType: 'legal_docs',
    language: 'fr',
    text: `BANQUE CENTRALE DE LA RÉPUBLIQUE DE GUINÉE – Direction de la Supervision des Systèmes de Paiement
Conakry, le 2 novembre 2026

À l'attention de la Direction Générale de SABOU TRANSFERT SA

Objet : Sanction et état de votre dossier d'agrément

À la suite de la mission d'inspection de juillet 2026, la BCRG a décidé la suspension, pour une durée de trois mois à compter du 15 novembre 2026, de votre activité de transfert domestique, pour manquements répétés aux obligations de lutte contre le blanchiment.

Par ailleurs, votre demande d'agrément en qualité d'établissement de monnaie électronique, déposée le 20 mars 2026, demeure en cours d'instruction ; aucune décision ne sera prise avant la levée de la suspension.`,
    present: ['regulatory', 'pending-licence'],
    absent: [],
    traits: ['time', 'prose'],
  },
  {
    id: 'h8-fr-regulateur-rabat-agrement',
    documentType: 'legal_docs',
    language: 'fr',
    text: `BANK AL-MAGHRIB – Direction de la Supervision Bancaire
Rabat, le 17 septembre 2026

À Monsieur le Directeur Général de CHAABI PAY SA

Objet : Agrément d'établissement de paiement

Nous avons l'honneur de vous informer que, par décision n° 26/EP/014 du 15 septembre 2026, votre société est agréée en qualité d'établissement de paiement. Cet agrément couvre l'ensemble des services décrits dans votre dossier, y compris l'émission de cartes prépayées.

Toute extension ultérieure à d'autres services de paiement nécessiterait une demande distincte, qui serait examinée le moment venu.`,
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['modality', 'time'],
  },
  {
    id: 'h8-fr-dd-abidjan-captable',
    documentType: 'legal_docs',
    language: 'fr',
    text: `RÉPONSES AU QUESTIONNAIRE DE DUE DILIGENCE – YAKA LOGISTIQUE SAS (Abidjan) – Section 3 : Capital

3.1 La table de capitalisation est-elle à jour ? – Partiellement. Les conversions des BSA-AIR de 2024 n'ont pas encore été rapprochées du registre des mouvements de titres ; l'écart porte sur environ 4 % du capital et notre conseil juridique travaille à le résorber.
3.2 Des anciens salariés sont-ils actionnaires ? – Oui. Deux anciens développeurs, partis en 2023, détiennent toujours 7 % du capital à eux deux ; aucune clause de rachat n'a été exercée.
3.3 Pactes en vigueur : pacte d'associés du 10 janvier 2024, joint en annexe 3.3.`,
    present: ['cap-table-complexity', 'dead-equity'],
    absent: ['founder-departure'],
    traits: ['list', 'indirect'],
  },
  // Stated LTV 45,000; own figures give 30,000 × 5% × 2 orders = 3,000 FCFA (below CAC 4,500). Erevan 210/540 = 38.9% of revenue.
  {
    id: 'h8-fr-deck-cotonou-ltv',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `PITCH DECK – MARCHÉ247 (Cotonou) – Approvisionnement B2B des boutiques de quartier

Slide 5 – Unit economics
CAC : 4 500 FCFA
LTV : 45 000 FCFA
LTV/CAC : 10×

Slide 6 – Détail : panier moyen 30 000 FCFA, marge brute 5 %, une boutique passe en moyenne 2 commandes avant de cesser d'acheter.

Slide 7 – CA 2025 : 540 M FCFA, dont 210 M FCFA réalisés avec la chaîne Erevan, notre premier client.

Slide 8 – Objectif 2026 : 900 M FCFA.`,
    present: ['unit-economics', 'customer-concentration'],
    absent: ['unrealistic-growth'],
    traits: ['figures', 'split'],
  },
  // Runway 200/20 = 10 months; projections 600M → 1.5Bn (2.5×) → 3Bn (2×); monthly revenue 50M > net burn 20M.
  {
    id: 'h8-fr-bp-lome-croissance',
    documentType: 'business_plan',
    language: 'fr',
    text: `BUSINESS PLAN – AGROLINK TOGO (Lomé) – Hypothèses financières

- CA mensuel actuel : 50 M FCFA (600 M FCFA attendus sur 2026)
- Consommation nette de trésorerie : 20 M FCFA par mois
- Trésorerie disponible : 200 M FCFA
- Projections : 2027 : 1,5 Md FCFA ; 2028 : 3 Md FCFA

Hypothèse clé : ouverture de deux entrepôts frigorifiques à Kara et Sokodé au premier semestre 2027, financée par la levée en cours.`,
    present: [],
    absent: ['short-runway', 'unrealistic-growth', 'burn-above-revenue'],
    traits: ['list', 'figures'],
  },
  // Runway 84/14 = 6 months.
  {
    id: 'h8-fr-pv-lome-tresorerie',
    documentType: 'legal_docs',
    language: 'fr',
    text: `EXTRAIT DU PROCÈS-VERBAL DU CONSEIL D'ADMINISTRATION DE TOGOSOLAR SA – Lomé, 20 novembre 2026

Point 2 – Situation financière. Le directeur financier indique une trésorerie disponible de 84 M FCFA au 31 octobre et des décaissements nets moyens de 14 M FCFA par mois sur les six derniers mois. Il signale en outre que les cotisations CNSS des mois d'août et de septembre n'ont pas été versées et que la société a reçu une mise en demeure de l'OTR pour le solde de l'impôt sur les sociétés 2025, non réglé à l'échéance.

Point 3 – Le conseil mandate le directeur général pour rechercher un financement relais auprès des banques de la place.`,
    present: ['short-runway', 'debt-distress'],
    absent: ['going-concern', 'litigation'],
    traits: ['figures', 'prose'],
  },
  // 150 → 460 → 1,400 → 4,150: about 3× a year for three years (27.7× overall). Costs 128 < revenue 150.
  {
    id: 'h8-fr-bp-bamako-projection',
    documentType: 'business_plan',
    language: 'fr',
    text: `BUSINESS PLAN – SAHEL KARITÉ SARL (Bamako) – Synthèse

Chiffre d'affaires prévisionnel (M FCFA)
2026 : 150
2027 : 460
2028 : 1 400
2029 : 4 150

Charges d'exploitation 2026 : 128 M FCFA.

Réglementaire : la demande d'autorisation d'installation de l'unité de transformation de Koutiala a été déposée auprès de la Direction nationale des industries en août 2025 ; la réponse est toujours attendue.

Logistique : le transport des amandes est confié à Sahel Trans SARL, société gérée par le frère du fondateur, à un tarif jugé compétitif par la direction.`,
    present: ['unrealistic-growth', 'pending-licence', 'related-party'],
    absent: ['burn-above-revenue'],
    traits: ['split', 'figures'],
  },
  {
    id: 'h8-fr-deck-rabat-retention',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `PITCH DECK – SOUK BOX (Rabat) – Slide 9 : Nos métriques

• CA 2025 : 11,6 MDH (+42 % par rapport à 2024)
• Panier moyen : 380 DH
• Rétention clients à 12 mois : 51 %
• Marjane et Label'Vie pèsent à eux deux 34 % de notre CA (rayons « produits du terroir »)
• Concurrents : Jumia Food, Glovo Market et les épiceries fines de quartier`,
    present: ['high-churn', 'customer-concentration'],
    absent: ['no-competition', 'declining-revenue'],
    traits: ['list'],
  },
  {
    id: 'h8-fr-ef-niamey-non-audites',
    documentType: 'financial_statements',
    language: 'fr',
    text: `ÉTATS FINANCIERS SYSCOHADA (système minimal de trésorerie) – NIGER AGRI SERVICES SARL (Niamey) – Exercice 2025
Documents non audités, établis par la gérance.

| | 2025 | 2024 |
| Recettes (chiffre d'affaires) | 186 000 000 | 214 000 000 |
| Dépenses d'exploitation | 241 000 000 | 205 000 000 |
| Solde | -55 000 000 | 9 000 000 |

Montants en FCFA. La baisse des recettes s'explique par la fin du contrat de prestation avec un projet d'irrigation financé par un bailleur.`,
    present: ['audit-opinion', 'declining-revenue', 'burn-above-revenue'],
    absent: [],
    traits: ['table', 'figures'],
  },
];
