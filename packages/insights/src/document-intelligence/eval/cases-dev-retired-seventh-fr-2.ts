/**
 * The seventh held-out set, part fr-2 (French), written 2026-11-30 by a writer who read only case.ts and the labelling
 * guide (held-out.ts): decks, statements, due-diligence answers, pacts, minutes and investor letters of francophone
 * African startups, in FCFA, XOF, XAF, MGA, MAD, DZD, TND and €. Retired into the development set in the seventeenth round; see cases-dev-retired-seventh.ts.
 */
import type { RedFlagCase } from './case';

export const redFlagSeventhFrCases2: readonly RedFlagCase[] = [
  // one shipper ~ half of revenue >= 30 %; 410 MFCFA -> 2 milliards = 4,9x in one year >= 4
  { id: 'seventh-fr-25', documentType: 'pitch_deck', language: 'fr', present: ['customer-concentration', 'unrealistic-growth'], absent: [], traits: ['words', 'figures'], text: `Teranga Fret — levée d'amorçage · Slide 7 : Traction et ambitions
CA 2025 : 410 MFCFA, dont près de la moitié réalisée avec un seul chargeur, un groupe cimentier de Rufisque.
CA visé en 2026 : 2 milliards FCFA, porté par l'ouverture du corridor Dakar-Bamako.` },

  // active founders 31 % < 40; largest investor 24 % < 50
  { id: 'seventh-fr-26', documentType: 'legal_docs', language: 'fr', present: ['low-founder-ownership', 'cap-table-complexity'], absent: ['investor-control'], traits: ['indirect', 'figures'], text: `Rapport de due diligence juridique — Lagune Health SAS (Abidjan), extrait
4.1 Capital : selon la dernière table transmise, les deux fondateurs, tous deux en poste, détiennent ensemble 31 % du capital ; le premier investisseur en détient 24 %.
4.2 Réserve : cette table n'a pas pu être réconciliée avec le registre des mouvements de titres. Les bons de souscription émis en 2022 et deux cessions de 2023 n'y figurent pas, de sorte que le nombre d'actions en circulation reste indéterminé.` },

  { id: 'seventh-fr-27', documentType: 'financial_statements', language: 'fr', present: [], absent: ['audit-opinion', 'going-concern', 'debt-distress'], traits: ['negation'], text: `Douala Emballages SA — Rapport du commissaire aux comptes sur les comptes de l'exercice 2025
Opinion : nous certifions que les états financiers sont réguliers et sincères (opinion sans réserve).
Nous n'avons pas relevé d'incertitude significative relative à la continuité d'exploitation.
Chiffre d'affaires : 2,8 milliards XAF (2024 : 2,5 milliards XAF).
Dettes fiscales et cotisations CNPS à jour ; aucune échéance bancaire impayée.` },

  // margin 38 % -> 31 % = down 7 points >= 5; revenue 128 -> 142 MFCFA rises
  { id: 'seventh-fr-28', documentType: 'business_plan', language: 'fr', present: ['founder-departure', 'gross-margin'], absent: ['declining-revenue'], traits: ['time', 'figures'], text: `Lettre aux actionnaires — T3 2025, Niger Fresh SAS (Bamako)
Chiffre d'affaires du trimestre : 142 MFCFA (T2 : 128 MFCFA).
Le taux de marge brute passe de 38 % à 31 %, sous l'effet du coût de la chaîne du froid.
Awa Traoré, cofondatrice et directrice des opérations, a annoncé qu'elle quittera l'entreprise à la fin de l'année ; son remplacement est en cours.` },

  // no revenue or cost figure anywhere in the deck
  { id: 'seventh-fr-29', documentType: 'pitch_deck', language: 'fr', present: ['missing-financials'], absent: [], traits: ['list'], text: `Sira Coton (Bobo-Dioulasso) — Deck investisseurs
• Problème : 350 000 producteurs de coton sans accès au crédit d'intrants
• Solution : scoring par téléphone et livraison d'intrants à crédit
• Traction : 12 000 producteurs inscrits, 38 coopératives partenaires, 4 régions couvertes
• Équipe : 2 agronomes et 1 data scientist, anciens de la filière cotonnière` },

  // 310 k€ -> 850 k€ = 2,7x; then 2,2x and 1,9x
  { id: 'seventh-fr-30', documentType: 'business_plan', language: 'fr', present: [], absent: ['pending-licence', 'regulatory', 'unrealistic-growth'], traits: ['negation', 'figures'], text: `Plan d'affaires — Sabou Livraison (Conakry)
Section 5 « Réglementation » : la société n'exerce pas d'activité réglementée. Les paiements sont encaissés par notre partenaire, établissement de paiement agréé par la BCRG ; aucune licence propre n'est donc requise.
Section 6 « Projections » : CA 2025 (réel) 310 000 € · CA 2026 850 000 € · CA 2027 1,9 M€ · CA 2028 3,6 M€` },

  // 280 M XAF one-off migration counted in ARR; ministry 280 / 1 350 = 21 % < 30
  { id: 'seventh-fr-31', documentType: 'financial_statements', language: 'fr', present: ['non-recurring-revenue', 'audit-opinion'], absent: ['customer-concentration'], traits: ['list', 'indirect'], text: `Akanda SaaS SA (Libreville) — Situation intermédiaire au 30 juin 2025, non auditée
Revenus récurrents annualisés (ARR) : 1,35 milliard XAF
  dont abonnements des 42 clients : 1,07 milliard XAF
  dont mission ponctuelle de migration des données du ministère de la Santé : 280 M XAF` },

  { id: 'seventh-fr-32', documentType: 'legal_docs', language: 'fr', present: [], absent: ['litigation', 'related-party'], traits: ['negation', 'time'], text: `Cession d'actions de Mora Mora Transport SA (Toamasina) — Déclarations et garanties du cédant
8.1 Le litige qui opposait la Société à son ancien fournisseur de pneumatiques a été définitivement clos par une transaction homologuée le 3 mars 2025 ; aucune autre procédure n'est en cours ni, à la connaissance du cédant, envisagée.
8.2 La Société n'a conclu aucune convention avec ses dirigeants, leurs proches ou des sociétés qu'ils contrôlent.` },

  // payback 1 200 / 60 = 20 months, not the stated 4; 12-month retention 48 % < 55
  { id: 'seventh-fr-33', documentType: 'pitch_deck', language: 'fr', present: ['unit-economics', 'high-churn'], absent: [], traits: ['figures', 'list'], text: `Souk Box (Casablanca) — Slide 10 : Unit economics
- Payback du CAC : 4 mois
- CAC : 1 200 MAD
- Marge contributive : 60 MAD par abonné et par mois
- Rétention des abonnés à 12 mois : 48 %
- MRR : 310 000 MAD` },

  { id: 'seventh-fr-34', documentType: 'financial_statements', language: 'fr', present: ['declining-revenue', 'debt-distress', 'customer-concentration'], absent: ['audit-opinion'], traits: ['words', 'indirect'], text: `Rapport de gestion 2025 — Hodna Équipements SPA (comptes certifiés sans réserve)
Le chiffre d'affaires recule de 12 % pour s'établir à 184 M DZD.
Un seul client, l'opérateur public Hydro-Sahel, en représente 41 %.
Au 31 décembre, la société restait redevable de 9,6 M DZD de cotisations CNAS et d'IBS échus et non payés.` },

  // 420 k -> 1,26 M = 3,0x (< 4), then 2,0x and 1,8x: not 3x a year over three years
  { id: 'seventh-fr-35', documentType: 'business_plan', language: 'fr', present: [], absent: ['unrealistic-growth'], traits: ['table', 'figures'], text: `Plan d'affaires 2026-2029 — Zitouna Agritech (Sfax)
| Année | CA (TND)  |
| 2026  | 420 000   |
| 2027  | 1 260 000 |
| 2028  | 2 500 000 |
| 2029  | 4 500 000 |
Trésorerie après la levée : 3,2 M TND.` },

  { id: 'seventh-fr-36', documentType: 'legal_docs', language: 'fr', present: ['related-party', 'litigation'], absent: [], traits: ['indirect', 'list'], text: `Note au comité d'investissement — Bolingo Logistics SARL (Goma, RDC)
1. Le transport est sous-traité à Trans-Kivu SARL, dont la gérante est l'épouse du président de Bolingo ; le contrat, conclu sans appel d'offres, représente 310 k€ par an.
2. Un ancien sous-traitant poursuit la société devant le tribunal de commerce de Goma pour rupture brutale de contrat (96 000 € réclamés) ; l'affaire est pendante.` },

  // 66 MFCFA a quarter = 22 a month; 150 / 22 = 6,8 months < 9; burn 66 < revenue 90 per quarter
  { id: 'seventh-fr-37', documentType: 'pitch_deck', language: 'fr', present: ['pending-licence', 'short-runway'], absent: ['burn-above-revenue', 'regulatory'], traits: ['figures', 'time'], text: `Sunu Réseau (Dakar) — Slide 12 : Finances et prochaines étapes
Trésorerie au 30/09/2025 : 150 MFCFA
Burn net trimestriel : 66 MFCFA · CA trimestriel : 90 MFCFA
Autorisation d'opérateur de l'ARTP : demande déposée en août 2025, toujours en cours d'instruction.` },

  // top client 27 % < 30 (33 % was 2024)
  { id: 'seventh-fr-38', documentType: 'financial_statements', language: 'fr', present: [], absent: ['customer-concentration', 'audit-opinion'], traits: ['time', 'figures'], text: `Baoulé Print SA (Bouaké) — Notes annexes aux comptes 2025, certifiés sans réserve
Note 3 — Concentration du chiffre d'affaires : le principal client représente 27 % du chiffre d'affaires de 3,5 milliards FCFA, contre 33 % en 2024, grâce à la diversification vers l'édition scolaire.` },

  // cost of goods 41 > sales 38 M XAF: negative margin, costs above revenue; 520 / 19 = 27 months
  { id: 'seventh-fr-39', documentType: 'business_plan', language: 'fr', present: ['gross-margin', 'burn-above-revenue', 'regulatory'], absent: ['short-runway'], traits: ['figures'], text: `Update mensuel — Kribi Market (e-commerce, Douala), octobre 2025
Ventes du mois : 38 M XAF
Coût d'achat des produits vendus : 41 M XAF (promotions de fin d'année anticipées)
Trésorerie : 520 M XAF · burn net : 19 M XAF par mois
Le ministère du Commerce nous a infligé en septembre une amende de 12 M XAF pour affichage de prix barrés non conformes.` },

  // two thirds >= 50 %; founders one third < 40 %
  { id: 'seventh-fr-40', documentType: 'legal_docs', language: 'fr', present: ['investor-control', 'low-founder-ownership'], absent: [], traits: ['words', 'time'], text: `Avenant n° 2 au pacte d'associés — Djoliba Énergie SAS (Bamako)
Après la conversion des obligations convertibles le 1er décembre 2025, Kati Ventures détiendra les deux tiers du capital ; les trois fondateurs conserveront ensemble le tiers restant.
Kati Ventures désignera trois des cinq administrateurs.` },

  // churn 3,1 % a month now < 5 (7 % was Q1)
  { id: 'seventh-fr-41', documentType: 'pitch_deck', language: 'fr', present: [], absent: ['no-competition', 'high-churn'], traits: ['time', 'figures'], text: `Faso Connect (Ouagadougou) — Slide 4 : Concurrence et rétention
Trois concurrents sérieux (deux opérateurs et une fintech ghanéenne) ; notre avantage : un coût d'acquisition 40 % plus bas.
Churn mensuel : 3,1 % en octobre, contre 7 % au premier trimestre, avant la refonte du service client.
MRR : 9,5 M XOF.` },

  { id: 'seventh-fr-42', documentType: 'legal_docs', language: 'fr', present: ['cap-table-complexity', 'dead-equity', 'founder-departure'], absent: [], traits: ['list', 'indirect'], text: `Réponses au questionnaire de due diligence — Kolon Agro SA (Kankan)
Q12. La table de capitalisation est-elle à jour ?
R. Pas entièrement. Plusieurs cessions de 2021 n'ont jamais été enregistrées et nous ne parvenons pas à réconcilier le registre des titres avec les statuts.
Q13. Des associés ont-ils quitté la société ?
R. Oui : nos deux cofondateurs partis en 2022 détiennent toujours 18 % du capital ; aucun rachat n'a été réalisé.` },

  // 470 / 1 000 still active after 12 months = 47 % retention < 55
  { id: 'seventh-fr-43', documentType: 'pitch_deck', language: 'fr', present: ['no-competition', 'high-churn'], absent: [], traits: ['figures', 'indirect'], text: `Libreville TV+ — streaming local · Deck, slides 3 et 9
« Nous n'avons pas de concurrent au Gabon : nous sommes les seuls à diffuser les séries gabonaises en streaming. »
Cohorte de janvier 2025 : 1 000 abonnés ; 470 encore actifs en janvier 2026.
CA 2025 : 240 M XAF.` },

  { id: 'seventh-fr-44', documentType: 'business_plan', language: 'fr', present: [], absent: ['non-recurring-revenue'], traits: ['negation'], text: `Plan d'affaires 2026 — Ala Maitso (reboisement certifié, Antananarivo)
CA récurrent 2025 (contrats pluriannuels de crédits carbone) : 1,9 milliard MGA.
La subvention de 150 M MGA reçue d'un bailleur en 2025 est ponctuelle : elle est comptabilisée en produits exceptionnels et n'est pas incluse dans le CA récurrent.` },

  // LTV 45 x 0,6 x 30 = 810 MAD; 810 / 900 = 0,9, not the stated 5; bank 140 / 520 = 27 % < 30
  { id: 'seventh-fr-45', documentType: 'business_plan', language: 'fr', present: ['non-recurring-revenue', 'unit-economics', 'pending-licence'], absent: ['customer-concentration', 'regulatory'], traits: ['list', 'figures'], text: `Point mensuel investisseurs — Sahra Pay (Rabat), septembre 2025
1. MRR de septembre : 520 k MAD, dont 140 k MAD de vente ponctuelle de licences logicielles perpétuelles à une banque.
2. Unit economics : nous affichons un LTV/CAC de 5.
   Rappel : CAC de 900 MAD ; revenu mensuel par marchand de 45 MAD à 60 % de marge ; durée de vie moyenne de 30 mois.
3. Agrément d'établissement de paiement : la demande déposée auprès de Bank Al-Maghrib est toujours à l'examen.` },

  // 210 / 18 = 11,7 months >= 9; burn 18 < revenue 640 / 12 = 53 M DZD a month
  { id: 'seventh-fr-46', documentType: 'financial_statements', language: 'fr', present: [], absent: ['short-runway', 'debt-distress'], traits: ['figures', 'negation'], text: `Tassili Logiciels SARL (Alger) — Extrait des comptes 2025, certifiés sans réserve
Chiffre d'affaires : 640 M DZD (2024 : 575 M DZD)
Trésorerie au 31 décembre : 210 M DZD ; consommation de trésorerie mensuelle moyenne : 18 M DZD
Emprunt CPA intégralement remboursé en octobre 2025 ; aucune échéance impayée sur l'exercice.` },

  { id: 'seventh-fr-47', documentType: 'legal_docs', language: 'fr', present: ['going-concern', 'short-runway'], absent: [], traits: ['indirect', 'modality'], text: `Extrait du procès-verbal du conseil d'administration — Carthage Mobility SA (Tunis), 20 novembre 2025
Le conseil constate que la trésorerie disponible (310 000 TND) ne couvre plus que quatre mois de charges courantes.
Faute de nouveau financement d'ici mars 2026, les administrateurs estiment que la continuité d'exploitation de la société n'est pas assurée.` },

  // no revenue or cost figure (the amount raised is neither)
  { id: 'seventh-fr-48', documentType: 'pitch_deck', language: 'fr', present: ['missing-financials'], absent: [], traits: ['words'], text: `Shule Smart — Deck de levée (Lubumbashi)
Notre mission : un cahier de notes numérique pour chaque école du Haut-Katanga.
Pilote : 45 écoles, 9 000 élèves, 380 enseignants formés.
Nous levons 750 k€ pour étendre le service à Kolwezi et Likasi.` },
];
