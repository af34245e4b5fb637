import type { RedFlagCase } from './case';
import { redFlagSixteenthFrW3ARest } from './cases-dev-retired-sixteenth-fr-w3-a-rest';

export const redFlagSixteenthFrW3A: readonly RedFlagCase[] = [
  // 01 — Deck, paiement mobile, Sénégal.
  // unrealistic-growth PRESENT (figures only): CA 2024 196 M FCFA -> plan 2025 1,05 Md FCFA = 1 050 / 196 = 5,36x in one year (>= 4x).
  // no-competition PRESENT: "XaalisPay n'y a aucun concurrent".
  // pending-licence PRESENT: agrément d'établissement de paiement déposé à la BCEAO en novembre 2024, "en cours d'instruction".
  // burn-above-revenue ABSENT: charges 69 < CA 74 (2023) and 171 < 196 (2024).
  // missing-financials ABSENT: revenue and cost figures are given.
  // regulatory ABSENT: no sanction, ban or suspension, and no stated uncertainty; only a neutral pending application (that is pending-licence).
  {
    id: 'h16-fr-w3-01',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `XAALISPAY — Présentation investisseurs, série A (avril 2025)

Slide 2 — Le problème
Au Sénégal, 7 boutiques de quartier sur 10 refusent encore le paiement mobile, faute de terminal et de réconciliation simple.

Slide 3 — Notre position
• Le paiement marchand par QR interopérable pour le commerce informel est un marché vierge : XaalisPay n'y a aucun concurrent.
• Présence : Dakar, Pikine, Thiès, Touba, Saint-Louis.

Slide 5 — Traction
| Indicateur                        | 2023        | 2024         |
|-----------------------------------|-------------|--------------|
| Commerçants actifs                | 3 100       | 8 400        |
| Volume de paiements traité        | 4,1 Md FCFA | 11,6 Md FCFA |
| Chiffre d'affaires (commissions)  | 74 M FCFA   | 196 M FCFA   |
| Charges d'exploitation            | 69 M FCFA   | 171 M FCFA   |

Slide 7 — Plan à trois ans
| Indicateur          | 2025         | 2026        | 2027        |
|---------------------|--------------|-------------|-------------|
| Chiffre d'affaires  | 1,05 Md FCFA | 2,6 Md FCFA | 4,9 Md FCFA |
| Commerçants actifs  | 40 000       | 95 000      | 170 000     |

Slide 8 — Cadre réglementaire
Nous opérons aujourd'hui comme sous-distributeur d'une banque partenaire agréée. Notre dossier d'agrément en qualité d'établissement de paiement a été déposé auprès de la BCEAO en novembre 2024 ; il est en cours d'instruction.

Slide 9 — La levée
2,5 M€ (environ 1,64 Md FCFA) pour le recrutement commercial, la conformité et l'ouverture de la Côte d'Ivoire.`,
    present: ['unrealistic-growth', 'no-competition', 'pending-licence'],
    absent: ['burn-above-revenue', 'missing-financials', 'regulatory'],
    traits: ['table', 'list', 'figures', 'indirect'],
  },

  // 02 — États financiers audités, anacarde, Côte d'Ivoire. CLEAN.
  // audit-opinion ABSENT: "Notre opinion est exprimée sans réserve".
  // declining-revenue ABSENT: CA 6 840 > 6 120.
  // gross-margin ABSENT: 2024 2 120 / 6 840 = 31,0 %; 2023 1 960 / 6 120 = 32,0 % -> down 1 point (< 5), positive.
  // burn-above-revenue ABSENT: résultat net positif (2 120 - 1 480 - 92 - 136 = 412; 1 960 - 1 410 - 81 - 114 = 355).
  // customer-concentration ABSENT: top client 27 % (2023: 29 %), next <= 8 %; all under 30 %.
  // litigation ABSENT: dispute with Trans-Lagune closed by settlement on 14 May 2024; no other proceedings.
  // debt-distress ABSENT: no unpaid instalment, covenants met.
  {
    id: 'h16-fr-w3-02',
    documentType: 'financial_statements',
    language: 'fr',
    text: `SOCIÉTÉ DE CONDITIONNEMENT D'ANACARDE DU BÉLIER (SOCAB) SA — Bouaké
États financiers de l'exercice clos le 31 décembre 2024 (SYSCOHADA révisé) — extraits

Rapport du commissaire aux comptes
Nous certifions que les états financiers de synthèse sont réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice écoulé ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice. Notre opinion est exprimée sans réserve.

Compte de résultat (en millions de FCFA)
| Rubrique                                        | 2024    | 2023    |
|-------------------------------------------------|---------|---------|
| Chiffre d'affaires                              | 6 840   | 6 120   |
| Achats consommés et coûts de transformation     | (4 720) | (4 160) |
| Marge brute                                     | 2 120   | 1 960   |
| Charges de personnel et autres charges          | (1 480) | (1 410) |
| Charges financières                             | (92)    | (81)    |
| Impôt sur le résultat                           | (136)   | (114)   |
| Résultat net                                    | 412     | 355     |

Note 9 — Emprunts
L'emprunt de 1,2 Md FCFA contracté auprès de la Société Générale Côte d'Ivoire est remboursé selon l'échéancier ; aucune échéance n'est impayée et les ratios financiers prévus au contrat sont respectés au 31 décembre 2024.

Note 14 — Clients
Le premier client, un négociant exportateur établi à Singapour, représente 27 % du chiffre d'affaires (2023 : 29 %). Aucun autre client ne dépasse 8 %.

Note 21 — Litiges
Le litige qui opposait la société au transporteur Trans-Lagune SARL devant le Tribunal de commerce d'Abidjan a été clos par une transaction signée le 14 mai 2024 ; l'indemnité versée (18 M FCFA) figure dans les charges de l'exercice. Aucune autre procédure n'est en cours.`,
    present: [],
    absent: ['audit-opinion', 'customer-concentration', 'litigation', 'gross-margin', 'debt-distress', 'declining-revenue'],
    traits: ['table', 'prose', 'negation', 'time', 'figures'],
  },

  // 03 — Annexe de pacte (table de capitalisation), logistique, Togo.
  // low-founder-ownership PRESENT (figures): active founders Agbeko 21,0 % + Mensah 15,5 % = 36,5 % < 40 %.
  //   Sum check: 21 000 + 15 500 + 34 000 + 12 500 + 6 000 + 11 000 = 100 000 shares = 100 %.
  // dead-equity PRESENT (paraphrase): Edem Lawson left in September 2023 and keeps his 6 000 shares, "n'ont pas été rachetées".
  // founder-departure ABSENT: Lawson was a salaried developer with no management role (not a founder or executive).
  // investor-control ABSENT: largest holder Fonds Golfe Logistique I 34 % < 50 %.
  // cap-table-complexity ABSENT: the table "a été rapprochée du registre des mouvements de titres" and is acknowledged exact.
  {
    id: 'h16-fr-w3-03',
    documentType: 'legal_docs',
    language: 'fr',
    text: `TRANSLOMÉ EXPRESS SAS — au capital de 100 000 000 FCFA — Lomé (Togo)
Annexe 1 au pacte d'associés du 15 avril 2025 — Répartition du capital

| Associé                                      | Qualité                          | Actions | %       |
|----------------------------------------------|----------------------------------|---------|---------|
| Kossi Agbeko                                 | cofondateur, président           | 21 000  | 21,0 %  |
| Ablavi Mensah                                | cofondatrice, directrice générale| 15 500  | 15,5 %  |
| Fonds Golfe Logistique I                     | investisseur                     | 34 000  | 34,0 %  |
| Six investisseurs providentiels              | investisseurs                    | 12 500  | 12,5 %  |
| Edem Lawson                                  | ancien développeur salarié       | 6 000   | 6,0 %   |
| Actions réservées au plan d'intéressement    | non attribuées                   | 11 000  | 11,0 %  |
| Total                                        |                                  | 100 000 | 100,0 % |

Article 4.3 — Les associés constatent que M. Edem Lawson, qui a quitté la société en septembre 2023 sans y avoir exercé de fonction de direction, conserve les 6 000 actions gratuites qui lui avaient été attribuées en 2021 ; la promesse de cession prévue à son contrat n'a pas été levée dans le délai imparti et ses actions n'ont pas été rachetées.

Article 4.4 — La présente répartition a été rapprochée du registre des mouvements de titres tenu au siège social ; les associés la reconnaissent exacte et complète.

Article 7 — Les décisions importantes (budget annuel, endettement supérieur à 50 M FCFA, cession d'actifs) requièrent la majorité qualifiée de 75 % des actions.`,
    present: ['low-founder-ownership', 'dead-equity'],
    absent: ['founder-departure', 'investor-control', 'cap-table-complexity'],
    traits: ['table', 'prose', 'figures', 'indirect'],
  },

  // 04 — États financiers audités, clinique, Abidjan.
  // audit-opinion PRESENT: "Opinion avec réserve" (modified opinion).
  // going-concern PRESENT: auditor's "incertitude significative ... doute important sur la capacité ... à poursuivre son exploitation".
  // debt-distress PRESENT (indirect): TVA/retenues not paid May-Dec 2024 (DGI 148 M) and CNPS 64 M unpaid -> tax and social arrears, 212 M in all.
  // burn-above-revenue PRESENT (figures): 2024 produits 2 410 < charges 2 655 + 65 = 2 720 -> net loss 310 (2 410 - 2 720 = -310).
  // declining-revenue ABSENT: produits 2 410 > 2 180.
  // litigation ABSENT: a tax collection notice and a negotiation are not a lawsuit.
  {
    id: 'h16-fr-w3-04',
    documentType: 'financial_statements',
    language: 'fr',
    text: `POLYCLINIQUE LES RÔNIERS SA — Abidjan-Cocody
Rapport du commissaire aux comptes sur les états financiers de l'exercice clos le 31 décembre 2024

Opinion avec réserve
À l'exception de l'incidence éventuelle du point décrit dans la section « Fondement de l'opinion avec réserve », nous certifions que les états financiers sont réguliers et sincères et donnent une image fidèle de la situation financière de la société au 31 décembre 2024.

Fondement de l'opinion avec réserve
Les créances sur les organismes de prise en charge (CNAM, mutuelles et assureurs) figurent au bilan pour 486 M FCFA. Nous n'avons pas pu obtenir de confirmations ni d'éléments probants suffisants sur leur recouvrabilité.

Incertitude significative liée à la continuité d'exploitation
Nous attirons votre attention sur la note 2 des états financiers. Les événements et situations qui y sont décrits indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

Extrait du compte de résultat (M FCFA)       2024      2023
Produits des prestations de soins           2 410     2 180
Charges d'exploitation                     (2 655)   (2 240)
Charges financières                           (65)      (48)
Résultat net                                 (310)     (108)

Note 2 — Continuité d'exploitation
Au 31 décembre 2024, les capitaux propres sont négatifs de 142 M FCFA. La société n'a pas reversé la TVA ni les retenues à la source de mai à décembre 2024 (148 M FCFA dus à la DGI) et n'a pas réglé les cotisations sociales du second semestre (64 M FCFA dus à la CNPS). La DGI a émis un avis de mise en recouvrement en février 2025 ; la direction négocie un échéancier.`,
    present: ['audit-opinion', 'going-concern', 'debt-distress', 'burn-above-revenue'],
    absent: ['declining-revenue', 'litigation'],
    traits: ['prose', 'table', 'figures', 'indirect'],
  },

  // 05 — Deck, kits solaires PAYG, Burkina Faso. CLEAN.
  // short-runway ABSENT: 352 M FCFA / 32 M FCFA per month = 11 months (>= 9).
  // burn-above-revenue ABSENT: net burn 32 M/month vs revenue 540 / 12 = 45 M/month; by the guide a net burn is compared with
  //   revenue as stated: 32 < 45. No cost total or net loss is stated.
  // high-churn ABSENT: 3,1 % a month (< 5 %).
  // gross-margin ABSENT: 38 % -> 36 %, down 2 points.
  // unrealistic-growth ABSENT: 1,19 Md / 540 M = 2,2x.
  // no-competition ABSENT: competitors named ("Nous ne sommes pas seuls").
  // pending-licence ABSENT: ARSE authorisation granted in February 2024.
  // debt-distress ABSENT: "clients en retard de paiement" are customers' arrears, not the company's debts.
  {
    id: 'h16-fr-w3-05',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `FASO SOLEIL — Kits solaires en paiement échelonné (Burkina Faso)
Deck investisseurs — avril 2025

Traction
- 14 200 kits installés dans 9 régions, 11 800 abonnés actifs
- Chiffre d'affaires : 382 M FCFA en 2023, 540 M FCFA en 2024 (45 M FCFA par mois en moyenne)
- Marge brute : 36 % en 2024 (38 % en 2023)
- Désabonnement mensuel : 3,1 % des abonnés actifs
- Clients en retard de paiement de plus de 30 jours : 7 % (le kit est bloqué à distance jusqu'au paiement)

Concurrence
Nous ne sommes pas seuls : Sun King, Bboxx et plusieurs distributeurs locaux vendent des kits comparables. Notre avantage : le service après-vente dans 140 points relais et le paiement par Orange Money et Moov Money.

Cadre réglementaire
Autorisation d'exploitation délivrée par l'Autorité de régulation du secteur de l'énergie (ARSE) en février 2024.

Finances
- Trésorerie au 31 mars 2025 : 352 M FCFA
- Burn net mensuel : 32 M FCFA, soit 11 mois de trésorerie
- Objectif de chiffre d'affaires 2025 : 1,19 Md FCFA

La levée : 1,5 M€ pour financer le stock de kits et recruter 40 agents commerciaux.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'high-churn', 'gross-margin', 'unrealistic-growth', 'no-competition', 'pending-licence', 'debt-distress'],
    traits: ['list', 'figures', 'negation'],
  },

  // 06 — Plan d'affaires, micro-assurance, Côte d'Ivoire.
  // high-churn PRESENT (paraphrase): "environ 9 assurés sur 100 ne renouvellent pas" each month = 9 % monthly (>= 5 %).
  // unit-economics PRESENT (figures contradict): margin 450 FCFA/month (1 500 x 30 %; 30 % = 100 - 55 - 15);
  //   lifetime = 1 / 0,09 = 11,1 months -> LTV = 450 x 11,1 = about 5 000 FCFA, LTV/CAC = 5 000 / 4 000 = 1,25,
  //   not the stated 25 000 FCFA and ratio above 6.
  // pending-licence PRESENT: product approval and broker licence requested January 2025, "n'ont pas encore été délivrés".
  // unrealistic-growth ABSENT: 62 / 18 = 3,4x (< 4; and the 18 M covers only 7 months); 350 / 18 = 19,4x over 3 years < 27x (3x a year).
  // missing-financials ABSENT: premiums (revenue) given.
  {
    id: 'h16-fr-w3-06',
    documentType: 'business_plan',
    language: 'fr',
    text: `KAABO ASSUR — Plan d'affaires 2025-2027 (extrait)
Micro-assurance hospitalisation distribuée par mobile money — Côte d'Ivoire

1. Résultats du pilote (Abidjan et Bouaké, juin-décembre 2024)
- 4 800 assurés souscrits, prime de 1 500 FCFA par mois
- Primes encaissées sur le pilote : 18 M FCFA
- Chaque mois, environ 9 assurés sur 100 ne renouvellent pas leur prime
- Ratio sinistres/primes : 55 % ; frais de gestion et de distribution : 15 % des primes

2. Économie unitaire
- Coût d'acquisition d'un assuré (CAC) : 4 000 FCFA (agents, SMS, commissions opérateur)
- Marge par assuré après sinistres et frais : 30 % de la prime, soit 450 FCFA par mois
- Valeur vie client (LTV) estimée : 25 000 FCFA, soit un ratio LTV/CAC supérieur à 6

3. Projections de primes
| Année  | 2025      | 2026       | 2027       |
|--------|-----------|------------|------------|
| Primes | 62 M FCFA | 160 M FCFA | 350 M FCFA |

4. Cadre réglementaire
Le produit est porté par un assureur partenaire agréé. Le visa du produit et notre propre agrément de courtier, demandés en janvier 2025 à la Direction des Assurances du Ministère des Finances, n'ont pas encore été délivrés.`,
    present: ['high-churn', 'unit-economics', 'pending-licence'],
    absent: ['unrealistic-growth', 'missing-financials'],
    traits: ['list', 'table', 'figures', 'indirect'],
  },

  // 07 — Lettre d'intention (term sheet), edtech, Bénin. CLEAN.
  // investor-control ABSENT: investor 450 / (1 050 + 450) = 30 % < 50 %.
  // low-founder-ownership ABSENT: founders 26,6 + 21,0 = 47,6 % >= 40 % (pre-money 38 % and 30 % x 0,7).
  //   Sum: 26,6 + 21,0 + 15,4 + 7,0 + 30,0 = 100 %.
  // founder-departure / dead-equity ABSENT: leaver clause is hypothetical ("si un Fondateur cessait").
  // litigation ABSENT: founders declare no proceedings pending.
  // pending-licence ABSENT: company holds all authorisations; conditions are audit and pacte only.
  {
    id: 'h16-fr-w3-07',
    documentType: 'legal_docs',
    language: 'fr',
    text: `LETTRE D'INTENTION — PRINCIPAUX TERMES (non engageante, sauf confidentialité et exclusivité)

Société : ÉcoleConnect SAS, Cotonou (Bénin) — gestion scolaire et paiement des frais de scolarité
Investisseur : Fonds Ouémé Ventures I
Montant : 450 000 000 FCFA (environ 686 000 €) en actions de préférence de catégorie A
Valorisation pré-money : 1 050 000 000 FCFA

Capital après l'opération (entièrement dilué) :
- Fondateurs : Gbènou Ahouansou 26,6 % ; Prisca Tchibozo 21,0 %
- Investisseurs providentiels : 15,4 %
- Plan d'options : 7,0 %
- Investisseur : 30,0 %

Gouvernance : conseil de cinq membres (deux fondateurs, un représentant de l'Investisseur, deux indépendants choisis d'un commun accord).
Préférence de liquidation : 1x, non participative.
Clause de départ : si un Fondateur cessait ses fonctions avant le quatrième anniversaire de la signature, ses actions non acquises seraient rachetées par la Société à leur valeur nominale (mauvais partant) ou à leur juste valeur (bon partant).
Déclarations : les Fondateurs déclarent qu'aucune procédure judiciaire, arbitrale ou administrative n'est en cours contre la Société et que celle-ci détient toutes les autorisations nécessaires à son activité.
Conditions préalables : audit juridique et financier satisfaisant ; signature du pacte d'associés.
Exclusivité : 60 jours.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'founder-departure', 'dead-equity', 'litigation', 'pending-licence'],
    traits: ['list', 'modality', 'negation', 'figures'],
  },

  ...redFlagSixteenthFrW3ARest,
];
