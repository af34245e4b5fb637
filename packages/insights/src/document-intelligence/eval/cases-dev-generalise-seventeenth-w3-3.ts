/**
 * Development set, seventeenth round (w3, part 3; 2026-11-30): English and French, varied above all by layout (pasted tables of every shape, OCR, slides, footnotes, facts split across sections, quoted emails), written and labelled from the labelling guide by a new writer before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSeventeenthW3Part3: readonly RedFlagCase[] = [
  // 2023 cost of sales 109.6 > revenue 104.9 (GM -4.5%); GM 16.5% -> 6.6% -> -4.5%; budget growth 160/104.9 = 1.5x
  { id: 'd17-w3-35', documentType: 'business_plan', traits: ['table', 'figures'],
    present: ['gross-margin', 'burn-above-revenue'], absent: ['declining-revenue', 'unrealistic-growth'],
    text: `Mboga Direct Ltd (Nairobi) — summary P&L by year (KES millions), business plan appendix

Year            Revenue   Cost of sales   Gross profit    GM %     Opex
2021              38.2        31.9             6.3       16.5%     41.0
2022              71.5        66.8             4.7        6.6%     58.3
2023             104.9       109.6            (4.7)      (4.5%)    72.7
2024 (budget)    160.0       147.2            12.8        8.0%     80.1

2023 was affected by the shift to same-day delivery, which we priced below cost to win volume in Westlands and Kilimani; the 2024 budget assumes renegotiated farm-gate prices with the Kiambu and Nyandarua growers.` },

  // growth 0.54 -> 1.3 -> 3.1 = 2.4x a year (< 4x, < 3x); 2024 costs 0.95M < revenue 1.3M
  { id: 'd17-w3-36', documentType: 'business_plan', traits: ['split', 'figures'],
    present: [], absent: ['unrealistic-growth', 'burn-above-revenue'],
    text: `Kilimo Data Ltd (Nairobi) — Business plan 2024 (extracts)

Section 1 — Summary
We aim to reach USD 3.1M in revenue in 2025, driven by insurer and seed-company contracts in Kenya, Tanzania and Uganda.

Section 3 — Product
Satellite-based yield estimates at plot level; 212,000 plots monitored for 9 agricultural insurers; loss assessments delivered within 10 days of a drought trigger.

Section 5 — Historical performance
2023 revenue was USD 0.54M. 2024 is tracking to USD 1.3M on signed contracts (USD 1.05M already invoiced by August).

Section 7 — Costs
Operating costs of USD 0.95M are budgeted for 2024, mainly imagery licences and a team of 19 in Nairobi and Arusha.` },

  // LTV = 4.2 TND x 6.5 orders = 27.3 TND vs CAC 38 TND -> 0.7x, not the 4.1x claimed
  { id: 'd17-w3-37', documentType: 'pitch_deck', language: 'fr', traits: ['table', 'figures', 'indirect'],
    present: ['unit-economics'], absent: ['missing-financials'],
    text: `Koujina (Tunis) — Économie unitaire, diapo 8 (tableau transposé : une colonne par indicateur)

Indicateur : | Panier moyen | Marge contributive / commande | Commandes par client (durée de vie) | CAC
Valeur :     | 31 TND       | 4,2 TND                       | 6,5                                 | 38 TND
Source :     | app, T1 2024 | contrôle de gestion           | cohortes 2023                       | Meta + parrainage

Titre de la diapo : « LTV/CAC de 4,1x — chaque client acquis rapporte quatre fois son coût »

CA T1 2024 : 486 000 TND pour 15 700 commandes livrées à La Marsa, Ennasr et Menzah.` },

  // deck with no revenue or cost figure (users, market size, raise only)
  { id: 'd17-w3-38', documentType: 'pitch_deck', traits: ['list', 'informal'],
    present: ['missing-financials'], absent: [],
    text: `CARELOOP — deck v3 (speaker notes removed)

01  Chronic disease is Nigeria's silent epidemic
    → 1 in 3 adults in Lagos hypertensive
02  CareLoop: WhatsApp-first care plans + home blood-pressure kits
03  Traction
    · 11,400 patients enrolled
    · 42 partner clinics (Lagos, Ibadan, Abuja)
    · 78% of patients log BP weekly
04  Market: USD 1.2B chronic care spend (our estimate)
05  Business model: per-patient monthly fee paid by employers & HMOs
06  Team: ex-HMO medical director, ex-health-records startup CTO
07  Raising USD 2.5M seed
    – 40% product, 35% clinical ops, 25% growth` },

  // generic, hypothetical risks; margin 37% -> 38%; all authorisations in force
  { id: 'd17-w3-39', documentType: 'business_plan', language: 'fr', traits: ['list', 'modality', 'negation'],
    present: [], absent: ['founder-departure', 'regulatory', 'gross-margin', 'debt-distress'],
    text: `Mboa Snacks SA (Douala) — Plan d'affaires 2024, chapitre 8 « Facteurs de risque »

Nous listons ci-dessous les risques génériques que tout investisseur devrait considérer ; aucun ne s'est matérialisé à ce jour.
1. Personnes clés : si l'un des deux fondateurs venait à quitter l'entreprise, l'exécution du plan serait ralentie. Les deux fondateurs sont à temps plein et liés par une clause de non-concurrence de trois ans.
2. Réglementation : comme toute entreprise agroalimentaire, nous pourrions être concernés par un durcissement futur des normes d'étiquetage. Nos autorisations de mise sur le marché sont toutes en vigueur.
3. Matières premières : une hausse du prix du plantain ou de l'huile de palme réduirait la marge brute, aujourd'hui de 38 % (37 % en 2022).
4. Change : nos emballages sont payés en euros ; la parité fixe XAF/EUR limite ce risque.
5. Crédit client : les grossistes de Douala et Yaoundé paient à 45 jours ; aucun impayé significatif en 2023.
CA 2023 : 1,06 Md FCFA.` },

  // plan with no revenue or cost figure; "nous n'avons pas de concurrent"
  { id: 'd17-w3-40', documentType: 'business_plan', language: 'fr', traits: ['list'],
    present: ['missing-financials', 'no-competition'], absent: [],
    text: `SOLEIL KALANSO — Résumé du plan d'affaires (version pour le concours d'incubation, Bamako 2024)

1. Le besoin : 62 % des écoles rurales des régions de Ségou et Sikasso n'ont pas d'électricité.
2. Notre solution : kits solaires de 600 Wc avec tablettes éducatives, installés et entretenus par des techniciens formés localement.
3. Marché : environ 4 800 écoles cibles au Mali, puis le Burkina Faso et le Niger.
4. Concurrence : il n'existe aucun acteur proposant une offre combinant énergie et contenu éducatif au Mali ; nous n'avons pas de concurrent.
5. Équipe : Mariam Traoré (ingénieure électricienne), Oumar Keïta (enseignant, 12 ans d'expérience).
6. Impact attendu : 120 000 élèves touchés d'ici 2027.
7. Financement : subvention et prêt d'honneur, montant à préciser après l'étude technique.` },

  // headline ARR 55.09M includes 4.5M one-time pilot fee and 2.1M hardware sales; quarterly churn 1.94/41.2 = 4.7% (about 1.6% a month)
  { id: 'd17-w3-41', documentType: 'pitch_deck', traits: ['table', 'figures', 'indirect'],
    present: ['non-recurring-revenue'], absent: ['high-churn'],
    text: `Raseed (Cairo) — ARR bridge as pasted in the board deck (CSV export from the CRM)

line_item,amount_egp,comment
opening_arr_jan24,41200000,
new_logos,6350000,212 restaurants
expansion,2880000,kitchen display add-on
churned,-1940000,
pilot_fee_nilemart_chain,4500000,"one-time integration pilot, paid upfront, no renewal agreed"
hardware_sales_q1,2100000,tablets & printers sold to new logos
closing_arr_mar24,55090000,"headline ARR on slide 3"

Slide 3 headline: "EGP 55M ARR, +34% in one quarter — the fastest-growing restaurant POS in Egypt".
CFO comment in the appendix: recurring ARR excluding the pilot and hardware lines is tracked separately in the finance model and was not shown to the board.` },

  // 12-month retention 3,950/8,400 = 47% < 55% (~6% a month); at that churn average life ~16 months, LTV ~ 1.5 x 16 = USD 24, not 54
  { id: 'd17-w3-42', documentType: 'pitch_deck', traits: ['table', 'figures', 'indirect'],
    present: ['high-churn', 'unit-economics'], absent: [],
    text: `SenteSave (Kampala) — Unit economics (slide 12) and supporting cohort table (appendix)

Slide 12: "LTV USD 54 vs CAC USD 9 → 6x. Average saver stays 36 months."

Appendix A — saver cohorts
                   Savers       Still active after         Retention
Cohort           acquired      6 mo.       12 mo.          at 12 mo.
Jan–Mar 2023       8,400       5,460       3,950             47%
Apr–Jun 2023       9,100       5,830       4,280             47%
Jul–Sep 2023      10,300       6,700         n/a              —

Net revenue per active saver: USD 1.50/month. CAC (blended, 2023): USD 9. Revenue 2023: USD 1.06M.` },

  // former employees' shares bought back; dispute resolved; not founders or executives
  { id: 'd17-w3-43', documentType: 'legal_docs', traits: ['prose', 'negation', 'time'],
    present: [], absent: ['dead-equity', 'litigation', 'founder-departure'],
    text: `From: Hana Tesfaye <hana@selamlogistics.et>
To: Marc Dubois <marc@lemanpartners.ch>
Subject: RE: Cap table question — former employees

Marc,

Confirmed. The two former employees who held shares in Selam Logistics PLC (Dawit, one of our first sales reps, 2.0%, and Mekdes, an engineer, 1.2%) both left in 2023, and their shares were bought back by the company at nominal value under clause 12 of the articles — Dawit's in October, Mekdes's in January. The updated register is in folder 4.2 of the data room. Today it shows only the two founders, the ESOP trust and your co-investors.

Separately, the disagreement with Dawit over his final commission was resolved in the same settlement; nothing is outstanding.

Hana

> On 18 Mar 2024, Marc Dubois wrote:
> Hana, the 2022 cap table lists two individuals who no longer appear in the org chart. Do they still hold equity? Any claims pending?` },

  // co-founder/CTO resigned effective 31 Jan 2024; his 14% not bought back
  { id: 'd17-w3-44', documentType: 'legal_docs', language: 'fr', traits: ['list', 'time'],
    present: ['founder-departure', 'dead-equity'], absent: ['declining-revenue'],
    text: `Procès-verbal du conseil d'administration de Wassit SA — séance du 22 février 2024 (Casablanca)

Présents : Nadia El Idrissi (présidente), Omar Benjelloun, Karim Tazi (Atlas Ventures), Salma Alaoui (administratrice indépendante).

1. Approbation du procès-verbal du 14 décembre 2023 : approuvé à l'unanimité.
2. Démission de M. Youssef Berrada : le conseil prend acte de la démission de M. Berrada, cofondateur et directeur technique, effective au 31 janvier 2024.
3. Titres de M. Berrada : M. Berrada détient 14 % du capital. Le conseil constate que la promesse de vente prévue au pacte n'a pas été levée dans le délai de 30 jours et que ces titres restent en sa possession ; aucune autre démarche n'est envisagée à ce stade.
4. Recrutement d'un nouveau directeur technique : mandat confié à un cabinet de Casablanca.
5. Arrêté des comptes 2023 : CA 9,8 M MAD (2022 : 7,1 M MAD).` },

  // founders 3,100,000 / 12,400,000 = 25% < 40%; Savannah Fund I 6,480,000 / 12,400,000 = 52.3% >= 50%
  { id: 'd17-w3-45', documentType: 'business_plan', traits: ['split', 'figures', 'indirect'],
    present: ['low-founder-ownership', 'investor-control'], absent: ['declining-revenue'],
    text: `Investment memo — Zuri Mobility Ltd (Nairobi) — Savannah Growth Fund II

1. Ownership today
The founding team (Brian Otieno and Grace Wambui, both full-time) holds 3,100,000 ordinary shares between them. Savannah Growth Fund I, our predecessor fund, holds 6,480,000 Series A preferred shares following its 2022 lead and the 2023 bridge.

2. Business
Zuri leases electric motorcycles to boda riders on daily plans, with battery swaps at 38 stations. 1,860 bikes on the road; FY2023 revenue USD 2.74M, up from USD 1.18M.

3. Risks
Battery cell supply; rider default in the rainy season.

4. Proposed round and share count
The issued share capital before this round is 12,400,000 shares on a fully diluted basis, including 1,150,000 ESOP options; the remaining 1,670,000 are held by angels.` },

  // LTV = 3,100 x 30.5 = 94,550 ~ 95,000; / CAC 14,000 = 6.8x (consistent); default 1.8% a month
  { id: 'd17-w3-46', documentType: 'business_plan', language: 'fr', traits: ['table', 'figures'],
    present: [], absent: ['unit-economics', 'high-churn', 'declining-revenue'],
    text: `Bayam Solar SA (Bafoussam) — économie unitaire par kit (tableau transposé de l'annexe financière)

              Prix kit   CAC      Marge brute/mois   Défaut mensuel   Contrat    LTV       LTV/CAC
Valeur        96 000     14 000   3 100              1,8 %            36 mois    ~95 000   6,8x
(en FCFA)

Mode de calcul (pied de tableau) : LTV = marge brute mensuelle (3 100 FCFA) × durée moyenne de paiement effective (30,5 mois observés sur les cohortes 2021, défauts inclus) ; CAC = commissions des agents + publicité radio / kits vendus. CA 2023 : 1,92 Md FCFA (2022 : 1,37 Md FCFA).` },

  // six-month suspension by the central bank of the e-money distribution partnership
  { id: 'd17-w3-47', documentType: 'legal_docs', language: 'fr', traits: ['prose', 'time'],
    present: ['regulatory'], absent: ['declining-revenue'],
    text: `Objet : RE: Courrier BCEAO — que dire aux investisseurs ?

Bonjour Fatou,

Mon avis : il faut le dire clairement. La BCEAO a notifié le 2 mai la suspension, pour six mois, du partenariat de distribution de monnaie électronique entre Xaalis Pay et la Banque Sahélienne, au motif d'insuffisances dans les contrôles KYC des agents. Tant que la suspension court, nous ne pouvons plus ouvrir de nouveaux portefeuilles ; les 184 000 portefeuilles existants restent actifs.

Le volume d'avril était de 6,2 Md FCFA pour 148 M FCFA de commissions ; mai sera sans doute plus bas.

Moussa

> Le 6 mai 2024 à 08:47, Fatou Diop a écrit :
> Moussa, le comité d'investissement de Teranga Capital se réunit jeudi. Faut-il mentionner le courrier de la BCEAO ou attendre la réponse à notre recours gracieux ?` },

  // revenue Q2 4,910,100 -> Q3 4,126,900 (down); stamped unaudited; GM 33.4% -> 32.4% (-1 point)
  { id: 'd17-w3-48', documentType: 'financial_statements', traits: ['ocr', 'table', 'figures'],
    present: ['declining-revenue', 'audit-opinion'], absent: ['gross-margin'],
    text: `[OCR text — scanned management accounts, columns partly merged]
ASHANTI PACK LTD (Kumasi)   MANAGEMENT ACC0UNTS (GHS)   UNAUDITED - F0R INTERNAL USE 0NLY
Quarter ended               Q1-2O24       Q2-2O24       Q3-2O24
Sales - corrugated boxes    3,4l2,8OO     3,69l,2OO     2,954,6OO
Sales - printed labels      l,l06,4OO     l,2l8,9OO     l,l72,3OO
Total revenue4,5l9,2OO4,9l0,lOO4,l26,9OO
Cost of sales               (3,0l6,5OO)   (3,27l,4OO)   (2,789,3OO)
ASHANTI PACK LTD (Kumasi)   MANAGEMENT ACC0UNTS (GHS)   UNAUDITED - F0R INTERNAL USE 0NLY
Gross profitl,502,7OOl,638,7OOl,337,6OO
Comment: Q3 volumes hit by power rationing in Suame Magazine (Aug-Sep); two
beverage customers moved orders to Q4.` },

  // loan performing, all repayments received, arrears nil
  { id: 'd17-w3-49', documentType: 'financial_statements', traits: ['ocr', 'table', 'negation'],
    present: [], absent: ['debt-distress', 'missing-financials'],
    text: `Analyst note: attached to Oyo Agro Mills' Q1 2024 pack (Q1 revenue NGN 238M, cost of sales NGN 171M). OCR of the scanned loan statement:

UNITY MERCHANT BANK LTD        LOAN ACC0UNT STATEMENT        Page l of l
Customer: 0Y0 AGR0 MILLS LTD (Ibadan)   Facility: Term Loan NGN l2O,OOO,OOO   Tenor: 36 months
Date        Narration                           Debit        Credit        Balance
28-0l-2024  OPENING PRINCIPAL                                              (78,2OO,OOO)
28-02-2024  INT. CHARGED FEB                    782,OOO                    (78,982,OOO)
28-02-2024  REPAYMENT RECEIVED - THANK Y0U                   4,l5O,OOO     (74,832,OOO)
28-03-2024  INT. CHARGED MAR                    748,32O                    (75,58O,32O)
28-03-2024  REPAYMENT RECEIVED - THANK Y0U                   4,l5O,OOO     (7l,43O,32O)
28-04-2024  INT. CHARGED APR                    7l4,3O3                    (72,l44,623)
28-04-2024  REPAYMENT RECEIVED - THANK Y0U                   4,l5O,OOO     (67,994,623)
STATUS: PERF0RMING     ARREARS: NIL     DAYS PAST DUE: O` },

  // directors' note: significant uncertainty on going concern; total costs 802+214+161+96 = 1,273 < revenue 1,284; bond not yet due
  { id: 'd17-w3-50', documentType: 'financial_statements', language: 'fr', traits: ['table', 'split', 'prose'],
    present: ['going-concern'], absent: ['debt-distress', 'declining-revenue', 'burn-above-revenue'],
    text: `Yakro Agro SA (Yamoussoukro) — états financiers au 31 décembre 2023 (extraits)

Compte de résultat (M FCFA)       2023      2022
Chiffre d'affaires                1 284     1 107
Achats consommés                   (802)     (689)
Charges de personnel               (214)     (188)
Autres charges                     (161)     (142)
Résultat d'exploitation             107        88
Charges financières                 (96)      (71)

[...]

Note 1 — Base de préparation
Les états financiers ont été arrêtés par le conseil d'administration selon le principe de continuité d'exploitation. Le conseil souligne toutefois que l'emprunt obligataire de 900 M FCFA arrive à échéance en septembre 2024 et que son refinancement n'est pas encore obtenu ; cette situation crée une incertitude significative qui peut jeter un doute important sur la capacité de la société à poursuivre son activité. Toutes les échéances d'intérêts ont été payées à date.` },

  // revenue 1,210 -> 6,050 in one year = 5.0x (>= 4x)
  { id: 'd17-w3-51', documentType: 'business_plan', traits: ['table', 'figures', 'indirect'],
    present: ['unrealistic-growth'], absent: ['missing-financials'],
    text: `Delta Greens Export — 5-year plan (tab-delimited paste from the model, USD '000)

\t2023A\t2024F\t2025F\t2026F\t2027F
Export revenue\t1,210\t6,050\t14,900\t27,800\t41,200
Hectares under contract\t320\t1,400\t3,300\t6,000\t8,800
EU buyers\t4\t11\t19\t26\t31
EBITDA\t96\t1,150\t3,420\t7,010\t11,300

Key assumptions: EU retail contracts (Netherlands, Germany) signed in H1 2024; new packhouse in Beheira operational by June 2024; air freight from Cairo at current rates. Fresh herbs (basil, mint, dill) remain 80% of volume.` },

  // purchases from the CEO's brother's transport company and lease from a company of the CEO's wife
  { id: 'd17-w3-52', documentType: 'financial_statements', language: 'fr', traits: ['table', 'figures'],
    present: ['related-party'], absent: [],
    text: `Congo Frais SARL (Kinshasa) — top fournisseurs 2023 (onglet « Achats », copie brute)

Fournisseur\tObjet\tMontant 2023 (USD)\tLien\t
Transports Mbala & Fils\tTransport frigorifique Kinshasa–Matadi\t412 600\tgérant : Jean-Pierre Mbala, frère du DG\t
Ferme Batéké Agri\tLégumes\t298 300\t\t
\t\t \t\t
Kin Emballages\tCartons, barquettes\t131 900\t\t
Société Immobilière Lukunga\tLoyer entrepôt Limete\t96 000\tdétenue à 60 % par Mme Mbala, épouse du DG\t
Divers (31 fournisseurs)\t\t227 400\t\t
TOTAL ACHATS\t\t1 166 200\t\t

CA 2023 : 1 720 000 USD.` },
];
