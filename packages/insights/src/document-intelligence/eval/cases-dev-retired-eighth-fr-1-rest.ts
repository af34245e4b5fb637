/** The second half of cases-dev-retired-eighth-fr-1.ts's texts, kept apart so no file passes 400 lines; cases-dev-retired-eighth-fr-1.ts gathers them. */
import type { RedFlagCase } from './case';

export const redFlagEighthFrCases1Rest: readonly RedFlagCase[] = [
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
