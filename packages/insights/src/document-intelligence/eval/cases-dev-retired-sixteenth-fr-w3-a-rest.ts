/** The rest of held-out-sixteenth-fr-w3-a.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagSixteenthFrW3ARest: readonly RedFlagCase[] = [
  // 08 — Note de due diligence, logistique, Dakar.
  // customer-concentration PRESENT (fraction in words): "Deux cinquièmes" = 40 % from one shipper (>= 30 %).
  // related-party PRESENT (paraphrase): warehouse leased from SCI Keur Fatou, managed and owned by the founder's wife; 96 M FCFA in 2024.
  // founder-departure PRESENT (paraphrase): the CFO (executive) "a remis sa démission", leaving 31 May.
  // audit-opinion ABSENT: 2023 and 2024 accounts certified without qualification ("sous réserve" in the conclusion is a deal condition).
  // litigation ABSENT: no proceedings; the 2021 tax audit closed without adjustment.
  // debt-distress ABSENT: no arrears or default mentioned; tax audit closed.
  // declining-revenue ABSENT: 1,84 Md > 1,52 Md. burn-above-revenue ABSENT: net profit 126 M.
  {
    id: 'h16-fr-w3-08',
    documentType: 'financial_statements',
    language: 'fr',
    text: `NOTE DE DUE DILIGENCE — SAHEL FRET SERVICES SARL (Dakar) — Confidentiel
À : comité d'investissement de Teranga Croissance | De : équipe transaction | 14 avril 2025

1. Chiffres clés
- Chiffre d'affaires 2024 : 1,84 Md FCFA (2023 : 1,52 Md FCFA) ; résultat net 2024 : 126 M FCFA.
- Comptes 2023 et 2024 certifiés sans réserve par le commissaire aux comptes.

2. Clients
Deux cinquièmes du chiffre d'affaires 2024 proviennent d'un seul chargeur, la Compagnie Sucrière du Walo, dans le cadre d'un contrat annuel renouvelable en décembre. Le deuxième client pèse environ 11 %.

3. Immobilier
L'entrepôt de Diamniadio (4 200 m²) est loué à la SCI Keur Fatou, dont la gérante et associée unique est l'épouse de M. Mamadou Diallo, fondateur et gérant de la société. Loyer 2024 : 96 M FCFA, soit environ 20 % au-dessus des références de marché relevées dans la zone.

4. Équipe
Mme Awa Sarr, directrice administrative et financière depuis 2019, a remis sa démission le 3 mars ; elle quittera la société le 31 mai. Le recrutement de son successeur n'a pas commencé.

5. Contentieux et fiscalité
Aucun contentieux en cours. Le contrôle fiscal portant sur l'exercice 2021 a été clôturé en janvier 2025 sans redressement.

Conclusion : poursuite du processus, sous réserve d'une renégociation du bail aux conditions du marché et d'un plan de succession pour la fonction finance.`,
    present: ['customer-concentration', 'related-party', 'founder-departure'],
    absent: ['audit-opinion', 'litigation', 'debt-distress', 'declining-revenue', 'burn-above-revenue'],
    traits: ['list', 'prose', 'indirect', 'negation'],
  },

  // 09 — Comptes de gestion trimestriels, edtech, Dakar.
  // audit-opinion PRESENT: "non audités".
  // declining-revenue PRESENT (table): 92,0 -> 81,0 -> 66,0 M FCFA.
  // gross-margin PRESENT (table): 53,4/92 = 58,0 %; 43,7/81 = 54,0 %; 31,0/66 = 47,0 % -> down 7 points vs T4 (11 vs T3).
  // burn-above-revenue PRESENT (figures): T1 costs 35,0 + 74,0 = 109,0 > revenue 66,0 (operating loss 43,0).
  // short-runway PRESENT (figures): cash fell 127,0 -> 84,0 = 43,0 per quarter = 14,3 per month; 84,0 / 14,3 = 5,9 months < 9.
  //   Cash check: 155,3 - 28,3 = 127,0; 127,0 - 43,0 = 84,0.
  // debt-distress ABSENT: "Aucune échéance bancaire n'est due avant 2026".
  {
    id: 'h16-fr-w3-09',
    documentType: 'financial_statements',
    language: 'fr',
    text: `JÀNGLAB SAS — Soutien scolaire en ligne (Dakar)
Comptes de gestion trimestriels, non audités — préparés par la direction pour le conseil du 22 avril 2025

(en millions de FCFA)               T3 2024   T4 2024   T1 2025
Chiffre d'affaires                    92,0      81,0      66,0
Coût des ventes (tuteurs, data)      (38,6)    (37,3)    (35,0)
Marge brute                           53,4      43,7      31,0
Taux de marge brute                   58 %      54 %      47 %
Charges opérationnelles              (70,0)    (72,0)    (74,0)
Résultat opérationnel                (16,6)    (28,3)    (43,0)
Trésorerie de clôture                155,3     127,0      84,0

Commentaires de la direction
- Le recul des inscriptions depuis la rentrée s'explique par l'arrivée d'offres gratuites financées par des opérateurs.
- Les tarifs des tuteurs ont été revalorisés en janvier.
- Aucune échéance bancaire n'est due avant 2026.`,
    present: ['audit-opinion', 'declining-revenue', 'gross-margin', 'burn-above-revenue', 'short-runway'],
    absent: ['debt-distress'],
    traits: ['table', 'figures', 'indirect'],
  },

  // 10 — Deck, télémédecine, Togo. CLEAN.
  // customer-concentration ABSENT: top client 28 % (< 30 %); the 40 other corporate clients are not a named few.
  // high-churn ABSENT: 4,2 % a month (< 5 %); 12-month retention 60 % (>= 55 %); check 0,958^12 = 0,60.
  // gross-margin ABSENT: 44 % -> 41 %, down 3 points.
  // no-competition ABSENT: competitors named. pending-licence ABSENT: authorisation granted June 2023.
  // low-founder-ownership ABSENT: founders 58 %. unrealistic-growth ABSENT: 640 / 338 = 1,9x.
  // declining-revenue ABSENT: 212 -> 338.
  {
    id: 'h16-fr-w3-10',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `SANTÉLINK — Téléconsultation et livraison de médicaments (Lomé, Togo)
Deck — levée de 1,2 M€ — mars 2025

Nos chiffres
| Indicateur                            | 2023       | 2024       |
|---------------------------------------|------------|------------|
| Chiffre d'affaires                    | 212 M FCFA | 338 M FCFA |
| Marge brute                           | 44 %       | 41 %       |
| Consultations réalisées               | 21 000     | 39 500     |
| Familles abonnées actives (fin d'année)| 2 300     | 4 900      |

Rétention
Désabonnement mensuel moyen des familles : 4,2 %. 60 % des familles abonnées en janvier 2024 l'étaient encore en janvier 2025.

Clients entreprises
Notre premier client, la mutuelle du personnel d'un groupe portuaire, représente 28 % du chiffre d'affaires 2024. Les 40 autres entreprises clientes se partagent 31 %.

Concurrence
Deux plateformes ghanéennes et les cliniques privées de Lomé qui lancent leurs propres téléconsultations. Notre différence : un réseau de 62 pharmacies partenaires.

Réglementation
Autorisation d'exercice de la télémédecine accordée par le Ministère de la Santé en juin 2023, valable cinq ans.

Équipe
Dr Afi Amegah (cofondatrice, CEO) et Komlan Tsogbe (cofondateur, CTO) détiennent 58 % du capital à eux deux.

Objectif 2025 : 640 M FCFA de chiffre d'affaires.`,
    present: [],
    absent: ['customer-concentration', 'high-churn', 'gross-margin', 'no-competition', 'pending-licence', 'low-founder-ownership', 'unrealistic-growth'],
    traits: ['table', 'prose', 'figures'],
  },

  // 11 — Procès-verbal du conseil, monnaie électronique, Abidjan.
  // regulatory PRESENT: BCEAO blâme + ban on opening new e-money accounts for six months.
  // litigation PRESENT: Zénith Distribution's claim of 340 M FCFA "est pendante" before the Tribunal de commerce; next hearing 18 March.
  // founder-departure PRESENT (paraphrase): co-founder and DG will not seek renewal and "quittera la société" on 30 June 2025.
  // (The dispute with the former landlord is closed: it does not add anything, the Zénith case alone makes litigation present.)
  {
    id: 'h16-fr-w3-11',
    documentType: 'legal_docs',
    language: 'fr',
    text: `LAGUNE PAY SA — Établissement de monnaie électronique — Abidjan
Procès-verbal de la réunion du conseil d'administration du 12 février 2025 (extraits)

Présents : M. Serge Kouassi (président), Mme Aïcha Koné (administratrice, directrice générale), M. Hervé Yapo, Mme Clarisse Ehui (représentant le Fonds Comoé Digital).

1. Situation réglementaire
Le président rend compte de la décision notifiée le 20 janvier 2025 par la BCEAO à l'issue de la mission d'inspection de septembre 2024 : un blâme, assorti de l'interdiction d'ouvrir de nouveaux comptes de monnaie électronique pendant six mois, au motif d'insuffisances du dispositif de lutte contre le blanchiment. Un plan de remédiation sera soumis à la Banque centrale avant le 15 mars.

2. Contentieux
L'action engagée par Zénith Distribution SARL, ancien agrégateur de points de vente, qui réclame 340 M FCFA de commissions, est pendante devant le Tribunal de commerce d'Abidjan ; prochaine audience le 18 mars 2025. Le litige avec l'ancien bailleur du siège a, en revanche, été clos par transaction en décembre 2024.

3. Direction générale
Mme Aïcha Koné, cofondatrice, informe le conseil qu'elle ne sollicitera pas le renouvellement de son mandat de directrice générale, qui expire le 30 juin 2025, et qu'elle quittera la société à cette date. Le conseil la remercie et mandate le président pour engager un cabinet de recrutement.

4. Questions diverses
Néant. La séance est levée à 18 h 40.`,
    present: ['regulatory', 'litigation', 'founder-departure'],
    absent: [],
    traits: ['prose', 'indirect', 'time'],
  },

  // 12 — Plan d'affaires, karité, Bénin. CLEAN.
  // unrealistic-growth ABSENT: 1 120 / 780 = 1,44x; 1 600 / 1 120 = 1,43x; 2 300 / 1 600 = 1,44x; 2 300 / 780 = 2,9x over 3 years.
  //   "capacité multipliée par quatre d'ici 2027" is capacity over three years, not a 4x-a-year projection.
  // litigation ABSENT: land dispute only possible ("pourrait naître ... si").
  // pending-licence ABSENT: organic certification obtained, ABSSA approval delivered 5 Feb 2025.
  // customer-concentration ABSENT: top client 24 %.
  // debt-distress ABSENT: no unpaid instalment. gross-margin ABSENT: 35 % -> 34 %. declining-revenue ABSENT: 690 -> 780.
  // burn-above-revenue ABSENT: net profit 51 and 64 M FCFA.
  {
    id: 'h16-fr-w3-12',
    documentType: 'business_plan',
    language: 'fr',
    text: `KARITÉ DU ZOU SARL — Plan d'affaires 2025-2027 (Bohicon, Bénin)
Transformation de noix de karité en beurre et en produits cosmétiques

1. Historique
| Indicateur         | 2023       | 2024       |
|--------------------|------------|------------|
| Chiffre d'affaires | 690 M FCFA | 780 M FCFA |
| Marge brute        | 35 %       | 34 %       |
| Résultat net       | 51 M FCFA  | 64 M FCFA  |

2. Projections
| Indicateur         | 2025         | 2026         | 2027         |
|--------------------|--------------|--------------|--------------|
| Chiffre d'affaires | 1,12 Md FCFA | 1,60 Md FCFA | 2,30 Md FCFA |
La nouvelle ligne de pressage multipliera par quatre la capacité de production d'ici 2027 ; le plan ne suppose toutefois qu'une utilisation progressive de cette capacité.

3. Marchés
Le premier client, un distributeur de cosmétiques établi à Lyon, représente 24 % des ventes. Les coopératives de femmes de Savè et de Dassa assurent l'approvisionnement.

4. Autorisations
Certification biologique obtenue en octobre 2024 ; l'agrément de l'Agence béninoise de sécurité sanitaire des aliments (ABSSA) a été délivré le 5 février 2025.

5. Financement et risques
- Prêt de 200 M FCFA de la BOA Bénin, remboursé à 60 % ; aucune échéance impayée.
- Un litige foncier pourrait naître sur l'extension du site si les limites de la parcelle voisine étaient contestées ; l'acte de cession a été enregistré et le bornage réalisé pour prévenir ce risque.`,
    present: [],
    absent: ['unrealistic-growth', 'litigation', 'pending-licence', 'customer-concentration', 'debt-distress', 'gross-margin'],
    traits: ['table', 'list', 'modality', 'negation', 'figures'],
  },

  // 13 — Lettre aux investisseurs, paiement marchand, Burkina Faso.
  // non-recurring-revenue PRESENT: March MRR (26 M) includes 7 M of one-time terminal deployment fees.
  // customer-concentration PRESENT (figures): 43 / 71 = 60,6 % of quarterly revenue from Brasseries du Kadiogo.
  // high-churn PRESENT (figures): 530 / 1 150 = 46,1 % of the March 2024 cohort still active after 12 months (< 55 %).
  // declining-revenue ABSENT: MRR without one-off 26 - 7 = 19 > 17,5 (December); quarterly revenue 71 > 52.
  // missing-financials ABSENT: revenue figures given.
  {
    id: 'h16-fr-w3-13',
    documentType: 'business_plan',
    language: 'fr',
    text: `Objet : WENDPAY — Lettre aux investisseurs, T1 2025

Chers investisseurs,

Quelques nouvelles du premier trimestre :
• MRR de mars : 26 M FCFA, soit un ARR de 312 M FCFA (MRR de décembre : 17,5 M FCFA). Le MRR de mars intègre 7 M FCFA de frais de déploiement des terminaux, facturés une seule fois aux Brasseries du Kadiogo.
• Chiffre d'affaires facturé au trimestre : 71 M FCFA (T4 2024 : 52 M FCFA), dont 43 M FCFA aux Brasseries du Kadiogo pour la gestion des paiements de leurs dépositaires.
• Cohortes : sur les 1 150 commerçants recrutés en mars 2024, 530 utilisaient encore WendPay en mars 2025.
• Équipe : 34 personnes à Ouagadougou et Bobo-Dioulasso ; nous recrutons un responsable produit.
• Nous ouvrons une extension de 300 000 € de notre tour d'amorçage.

Merci pour votre soutien,
Rasmané Ouédraogo, CEO`,
    present: ['non-recurring-revenue', 'customer-concentration', 'high-churn'],
    absent: ['declining-revenue', 'missing-financials'],
    traits: ['list', 'figures', 'indirect'],
  },
];
