/**
 * Development set, seventeenth round (w3, part 1; 2026-11-30): English and French, varied above all by layout (pasted tables of every shape, OCR, slides, footnotes, facts split across sections, quoted emails), written and labelled from the labelling guide by a new writer before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSeventeenthW3Part1: readonly RedFlagCase[] = [
  // costs Mar 31.9+7.88+10.75+4.39 = 54.92M > revenue 21.87M; cash 184.6M / net burn 33.05M a month = 5.6 months < 9
  { id: 'd17-w3-01', documentType: 'financial_statements', traits: ['table', 'figures', 'indirect'],
    present: ['short-runway', 'burn-above-revenue'], absent: ['declining-revenue', 'debt-distress'],
    text: `Kudipay Technologies Ltd — management pack, Q1 2024 (copied from Excel)

Month\tRevenue (NGN)\tStaff\tCloud & SMS\tMarketing\tOther opex\tNet burn
Jan-24\t18,420,000\t29,800,000\t6,950,000\t9,100,000\t4,200,000\t31,630,000
Feb-24\t20,105,000\t30,150,000\t7,240,000\t8,600,000\t4,410,000\t30,295,000
Mar-24\t21,870,000\t31,900,000\t7,880,000\t10,750,000\t4,390,000\t33,050,000

Closing cash (Providus + Wema accounts, 31 Mar): NGN 184,600,000
No drawn debt. Headcount 41 at quarter end.
Comment from Tobi Adeyemi (CFO): card issuing volumes up 19% q/q; we expect to reach breakeven once the merchant acquiring product is live in Abuja and Port Harcourt.` },

  // revenue 538 -> 497 (down); gross margin 34.0% -> 27.0% = -7 points; total costs 363+128 = 491 < 497 (no burn above revenue)
  { id: 'd17-w3-02', documentType: 'financial_statements', language: 'fr', traits: ['table', 'figures'],
    present: ['declining-revenue', 'gross-margin'], absent: ['burn-above-revenue'],
    text: `Extrait du rapport de gestion 2023 — Sahel Graines SA (Thiès, Sénégal)

| (en millions FCFA)        | 2021  | 2022  | 2023  |
|---------------------------|-------|-------|-------|
| Chiffre d'affaires        | 412   | 538   | 497   |
| Coût des ventes           | 268   | 355   | 363   |
| Marge brute               | 144   | 183   | 134   |
| Marge brute (%)           | 35,0% | 34,0% | 27,0% |
| Charges d'exploitation    | 96    | 121   | 128   |

La campagne 2023 a été marquée par l'arrivée tardive des pluies dans le bassin arachidier et par la hausse du prix des semences de base achetées auprès de l'institut de recherche. L'équipe commerciale a été renforcée (trois agents terrain à Kaolack et Fatick) en vue de la campagne 2024, et le magasin de Diourbel a été rénové.` },

  // 12-month logo retention 69-74% (>= 55%); monthly churn 2.6% (< 5%)
  { id: 'd17-w3-03', documentType: 'pitch_deck', traits: ['table', 'figures'],
    present: [], absent: ['high-churn', 'declining-revenue'],
    text: `Duka Ledger — logo retention by signup cohort (paying shops), as at 31 Dec 2023

Cohort      Shops at start    M3     M6     M9     M12
Q1 2022          412         371    339    311    286
Q2 2022          538         489    447    413    379
Q3 2022          611         557    512    474    441
Q4 2022          702         646    598    556    517

12-month logo retention ranges from 69% (Q1 2022 cohort) to 74% (Q4 2022 cohort). Average monthly logo churn over the last two quarters was 2.6%, mostly shops in Eastleigh and Githurai that closed rather than switched. MRR in December 2023: KES 7.9M, up from KES 5.2M a year earlier; gross margin 71%.` },

  // founders 1,650,000 + 1,420,000 = 3,070,000 / 9,380,000 = 32.7% < 40%; largest investor 2,900,000 / 9,380,000 = 30.9% < 50%
  { id: 'd17-w3-04', documentType: 'legal_docs', traits: ['table', 'figures', 'indirect'],
    present: ['low-founder-ownership'], absent: ['investor-control', 'audit-opinion'],
    text: `medroute_captable_v7.csv (exported from the equity tool and pasted into the investment memo)

holder,class,shares,notes
Kwame Asante-Boateng,ordinary,1650000,co-founder & CEO
Efua Mensah,ordinary,1420000,co-founder & COO
Gold Coast Seed Fund I,pref A,2900000,
Harmattan Ventures,pref A,1850000,
Angel syndicate (14 names),ordinary,610000,
ESOP pool (granted),options,520000,
ESOP pool (unallocated),options,430000,
total,,9380000,fully diluted

Round context: MedRoute Ghana Ltd supplies 310 pharmacies in Accra and Kumasi. Series A target GHS 38M pre-money; FY2023 revenue GHS 6.2M, audited by a local firm with a clean opinion. Both founders remain full-time.` },

  // Groupe Atlas 4,120,000 / 11,842,000 = 34.8% >= 30%
  { id: 'd17-w3-05', documentType: 'financial_statements', language: 'fr', traits: ['table', 'figures', 'indirect'],
    present: ['customer-concentration'], absent: [],
    text: `CA 2023 par client — Souk Pro SARL (Casablanca) — copie de l'onglet « Clients »

Client\tVille\tCA 2023 (MAD)\t% CA\t
Groupe Atlas Restauration\tCasablanca\t4 120 000\t\t
\tRabat\t \t \t
Café Maure & Co\tMarrakech\t612 000\t\t
Hôtel Anfa Parc\tCasablanca\t438 000\t\t
Boulangeries Zerktouni\tCasablanca\t391 000\t\t
Autres clients (1 214)\t\t6 281 000\t\t
\t\t\t\t
TOTAL\t\t11 842 000\t100%\t

NB : le contrat cadre avec Groupe Atlas couvre ses 23 points de vente (Casablanca et Rabat), d'où la ligne Rabat laissée vide. La colonne % n'a pas été remplie ; à compléter avant l'envoi aux investisseurs.` },

  // largest (and only named) client 118.4 / 437.0 = 27.1% < 30%; revenue 371 -> 437 up
  { id: 'd17-w3-06', documentType: 'financial_statements', language: 'fr', traits: ['table', 'figures'],
    present: [], absent: ['customer-concentration', 'declining-revenue'],
    text: `Propreté Plus CI SARL — CA par client, exercice 2023 (copie du fichier de facturation)

Client\tSecteur\tContrat\tCA 2023 (M FCFA)\tPart
Banque Lagunaire de Côte d'Ivoire (siège, Plateau)\tBanque\tpluriannuel\t118,4\t27,1 %
Autres clients (213 sites : bureaux, cliniques, écoles)\tdivers\tannuel\t318,6\t72,9 %
Total\t\t\t437,0\t100 %

Le contrat avec le siège du Plateau a été renouvelé en janvier 2024 pour trois ans. Aucun autre client ne dépasse 4 % du CA. Le CA 2022 était de 371 M FCFA ; la croissance vient surtout des cliniques de Cocody et des écoles privées de Marcory.` },

  // blended gross margin 20.6% -> 18.5% = -2.1 points (< 5); revenue up
  { id: 'd17-w3-07', documentType: 'financial_statements', traits: ['table', 'figures'],
    present: [], absent: ['gross-margin', 'declining-revenue', 'audit-opinion'],
    text: `Nile Haul S.A.E. — segment summary (EGP '000), financial year ending 30 June

                     FY2022/23                  FY2023/24
Segment          Revenue   Gross margin     Revenue   Gross margin
Full-truck       61,400       21.8%          88,900       19.6%
Last-mile        18,250       14.1%          27,300       12.2%
Cold chain        7,900       26.5%          12,600       24.0%
Total            87,550       20.6%         128,800       18.5%

Management commentary: the 2.1-point decline in blended gross margin reflects the fuel price increases of March 2024, partly passed through to shippers in May. Operating profit was EGP 6.1M in FY2023/24 (FY2022/23: EGP 3.4M). The accounts were audited by a Big Four member firm in Cairo, with an unqualified opinion.` },

  // revenue 312 -> 1,020 -> 3,350 -> 10,900 M FCFA = about 3.3x a year for three years (>= 3x over three years)
  { id: 'd17-w3-08', documentType: 'business_plan', language: 'fr', traits: ['table', 'figures', 'indirect'],
    present: ['unrealistic-growth'], absent: ['missing-financials'],
    text: `PayLagune SA — Plan d'affaires 2024-2027, section 5 « Projections »

Année          Volume traité (Md FCFA)   Revenus (M FCFA)   Marchands actifs
2023 (réel)             9,8                    312               1 140
2024                   31                    1 020               4 000
2025                  104                    3 350              13 500
2026                  340                   10 900              42 000

Hypothèses : commission moyenne de 3,2 % du volume traité, stable sur la période ; ouverture de Bouaké et San-Pedro en 2024, puis Dakar et Lomé en 2025 ; 60 agents commerciaux recrutés d'ici fin 2025. Les revenus 2023 proviennent de 1 140 marchands actifs (boutiques, pharmacies, stations-service), dont aucun ne dépasse 2 % du total.` },

  // monthly churn = cancelled / opening: 282/3,480 = 8.1% ... 331/3,951 = 8.4%, all >= 5%
  { id: 'd17-w3-09', documentType: 'pitch_deck', traits: ['table', 'figures', 'indirect'],
    present: ['high-churn'], absent: ['declining-revenue'],
    text: `Shelfie (Pty) Ltd — subscriber metrics, transposed from the billing export (rows = metric, columns = month)

                        Oct-23   Nov-23   Dec-23   Jan-24   Feb-24   Mar-24
Opening subscribers      3,480    3,610    3,702    3,745    3,880    3,951
New subscribers            412      395      361      428      375      402
Cancelled                  282      303      318      293      304      331
Closing subscribers      3,610    3,702    3,745    3,880    3,951    4,022
MRR (ZAR '000)           1,183    1,214    1,229    1,275    1,301    1,327

Deck headline (slide 4): "Net subscriber growth every single month since launch — Cape Town's favourite shelf-stocking app for spaza owners."` },

  // Hydro Maghreb: founders 25.6 + 16.4 = 42% >= 40%; largest investor 31% < 50%
  { id: 'd17-w3-10', documentType: 'legal_docs', language: 'fr', traits: ['table', 'figures', 'negation'],
    present: [], absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'cap-table-complexity'],
    text: `### Table de capitalisation — Hydro Maghreb SA (post-seed, 1er mars 2024)

| Actionnaire                     | Actions     | %         |
|---------------------------------|-------------|-----------|
| Rachid Amrani (CEO, fondateur)  | 128 000     | 25,6 %    |
| Imane Chraibi (COO, fondatrice) | 82 000      | 16,4 %    |
| Maghreb Seed Fund               | 155 000     | 31,0 %    |
| Business angels (9)             | 70 000      | 14,0 %    |
| Pool d'options (attribué à 40 %)| 65 000      | 13,0 %    |
| **Total**                       | **500 000** | **100 %** |

Les deux fondateurs sont à temps plein. Aucun ancien salarié ni associé sorti ne figure au capital. Le registre des mouvements de titres a été rapproché par le cabinet d'avocats le 28 février 2024, sans écart. CA 2023 : 3,4 M MAD (serres hydroponiques de Berrechid).` },

  // returned February instalment, penal interest on arrears, 2 instalments in arrears
  { id: 'd17-w3-11', documentType: 'financial_statements', traits: ['ocr', 'table', 'figures', 'indirect'],
    present: ['debt-distress'], absent: ['missing-financials'],
    text: `Analyst note: received with Agrovest's FY2023 management accounts (revenue NGN 396M, cost of sales NGN 271M). OCR of the scanned loan statement below.

FIRSTCITY C0MMERCIAL BANK PLC        LOAN ACCOUNT STATEMENT        Page 1 of 2
Account: AGR0VEST FARMS LTD (Kaduna)   A/C No. 10l4478823   Facility: Term Loan NGN 250,OOO,OOO
Date        Narration                              Debit          Credit        Balance
05-0l-2024  INSTALMENT DUE JAN                     8,750,OOO                    (2l3,l50,OOO)
05-0l-2024  REPAYMENT RECEIVED                                    8,750,000     (204,400,OOO)
05-02-2024  INSTALMENT DUE FEB                     8,750,OOO                    (2l3,l50,OOO)
05-02-2024  REPAYMENT - RETURNED
            INSUFF. FUNDS                                         0.00          (2l3,l50,OOO)
FIRSTCITY C0MMERCIAL BANK PLC        LOAN ACCOUNT STATEMENT        Page 2 of 2
Account: AGR0VEST FARMS LTD (Kaduna)   A/C No. 10l4478823
05-03-2024  INSTALMENT DUE MAR                     8,750,OOO                    (22l,900,OOO)
05-03-2024  PENAL INTEREST 3% p.m. ON ARREARS        262,5OO                    (222,l62,5OO)
            ARREARS OUTSTANDING: 2 INSTALMENTS   NGN l7,5OO,OOO` },

  // qualified opinion (stock not counted) + material uncertainty on going concern
  { id: 'd17-w3-12', documentType: 'financial_statements', language: 'fr', traits: ['ocr', 'prose'],
    present: ['going-concern', 'audit-opinion'], absent: ['debt-distress'],
    text: `[OCR — rapport scanné, qualité moyenne]
CABINET NDJOCK & ASSOCIES — Experts-comptables agréés CEMAC
RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ETATS FINANCIERS
DE LA SOCIETE FRESHKAM SA (Douala) — EXERCICE CLOS LE 3l DECEMBRE 2O23
Opinion avec réserve
Nous avons effectué l'audit des états financiers de FreshKam SA, qui font apparaître
un chiffre d'affaires de l O4O 25O OOO FCFA. A l'exception de l'incidence du point
décrit dans la section « Fondement de l'opinion avec réserve », ces états financiers
sont réguliers et sincères.
Fondement de l'opinion avec réserve
Les stocks de produits frais, comptabilisés pour l84 6l2 OOO FCFA, n'ont pas fait
l'objet d'un inventaire physique à la clôture ; nous n'avons pas pu
CABINET NDJOCK & ASSOCIES                                        page 2/3
obtenir d'éléments probants suffisants sur leur existence.
Incertitude significative liée à la continuité d'exploitation
Nous attirons votre attention sur la note 2.3 : les capitaux propres sont devenus
inférieurs à la moitié du capital social et les dettes courantes excèdent les actifs
courants de 228 OOO OOO FCFA. Ces événements indiquent l'existence d'une incertitude
significative susceptible de jeter un doute important sur la capacité de la société
à poursuivre son exploitation.` },

  // "no competitors offer pay-as-you-cook" = claim of no competition
  { id: 'd17-w3-13', documentType: 'pitch_deck', traits: ['list', 'informal'],
    present: ['no-competition'], absent: ['missing-financials', 'short-runway'],
    text: `JIKO SAFI — Seed deck (text extracted from PDF)

Slide 3 — Problem
• 70% of Nairobi households cook with charcoal or kerosene
• KES 1,200+/month per family on charcoal

Slide 6 — Competition
We are the only pellet-and-stove subscription in East Africa
  – no competitors: nobody else offers pay-as-you-cook
  – charcoal vendors = informal, not a competitor

Slide 8 — Traction
  2,340 households | KES 3.1M revenue (2023) | 61% gross margin on pellets

Slide 9 — Ask
  USD 1.5M seed → 18 months of runway, 3 new depots (Kayole, Ruiru, Kitengela)` },

  // competitors named; 2024 target 3.1 / 1.42 = 2.2x (< 4x); revenue up; margin stable
  { id: 'd17-w3-14', documentType: 'pitch_deck', language: 'fr', traits: ['list', 'figures'],
    present: [], absent: ['no-competition', 'unrealistic-growth', 'declining-revenue'],
    text: `DARSI — Présentation investisseurs, mars 2024 (texte des diapositives)

Diapo 4 – Marché
- 2,1 M d'élèves du primaire et du secondaire en Tunisie
- cours particuliers : 180 TND / mois / famille en moyenne (enquête 2021)

Diapo 7 – Concurrence
- concurrents directs : Ostedh.tn, BacPlus (contenus vidéo)
- cours particuliers informels = principal substitut
- notre différence : tuteurs certifiés + suivi des parents

Diapo 9 – Chiffres clés
- CA 2023 : 1,42 M TND (2022 : 0,91 M TND)
- objectif 2024 : 3,1 M TND (x2,2)
- marge brute 64 %, stable sur 2 ans

Diapo 10 – Levée
- 2,5 M TND pour ouvrir Sfax et Sousse` },

  // USD 640k one-time migration fee presented inside subscription (recurring) revenue
  { id: 'd17-w3-15', documentType: 'financial_statements', traits: ['table', 'split', 'indirect'],
    present: ['non-recurring-revenue'], absent: ['declining-revenue', 'gross-margin'],
    text: `Umuganda Systems Ltd (Kigali) — Statement of profit or loss, year ended 31 December 2023 (USD)

                                     Note       2023          2022
Subscription revenue (recurring)       4      2,184,000     1,402,000
Professional services                  5        196,000       171,000
Total revenue                                 2,380,000     1,573,000
Cost of sales                                  (702,000)     (488,000)
Gross profit                                  1,678,000     1,085,000

[...]

Note 4 — Subscription revenue
Subscription revenue comprises annual licence fees from 27 district councils and 3 ministries for the e-procurement platform. It also includes USD 640,000 received from the national procurement authority for the one-time migration of its legacy tender archives, completed in Q3 2023; management has presented this amount within subscription revenue because the archive is now hosted on the platform.` },

  // cash 161M / net burn 14.6M = 11.0 months (avg burn last 3 months 15.6M -> 10.3 months) >= 9; net burn < revenue each month
  { id: 'd17-w3-16', documentType: 'financial_statements', traits: ['table', 'figures'],
    present: [], absent: ['short-runway', 'burn-above-revenue', 'declining-revenue', 'gross-margin'],
    text: `# Bukka Cloud Kitchens Ltd (Lagos) — pasted from the finance Google Sheet for the IC pack
month,revenue_ngn,gross_margin_pct,net_burn_ngn,kitchens,headcount
2024-01,62400000,38.9,17600000,6,84
2024-02,66900000,39.0,16500000,6,86
2024-03,71300000,39.4,15800000,7,88
2024-04,74800000,39.7,14600000,7,88
# cash at 30 Apr 2024: NGN 161,000,000 (after the March bridge note converted to equity)
# no bank debt; the Surulere kitchen opened 11 March

Comment (Ifeoma, finance): burn falls each month as the Lekki and Yaba kitchens mature; we are not planning new sites before the Series A closes.` },

  // authorisation for home dispensing filed 14 Feb 2024, decision awaited; 2024 target 180 / 96 = 1.9x
  { id: 'd17-w3-17', documentType: 'business_plan', language: 'fr', traits: ['split', 'list', 'indirect'],
    present: ['pending-licence'], absent: ['unrealistic-growth'],
    text: `Pharmaci'Go SAS — Business plan 2024 (extraits)

3. Modèle économique
Commission de 8 % sur chaque commande livrée depuis les 46 officines partenaires de Dakar et Thiès ; frais de livraison de 1 000 FCFA payés par le patient. CA 2023 : 96 M FCFA ; objectif 2024 : 180 M FCFA.

4. Lancement de l'offre « ordonnance à domicile »
À partir du T3 2024, livraison des médicaments sur ordonnance, qui représenterait 55 % du CA prévisionnel 2025.

[...]

Annexe C – Situation administrative
- RCCM : SN-DKR-2021-B-18844 (à jour)
- NINEA : délivré
- Autorisation de la Direction de la Pharmacie et du Médicament pour la dispensation à domicile : dossier déposé le 14 février 2024, accusé de réception reçu, décision attendue
- Déclaration auprès de la commission des données personnelles : récépissé obtenu le 3 avril 2024` },
];
