/**
 * Development set, seventeenth round (w3, part 4; 2026-11-30): English and French, varied above all by layout (pasted tables of every shape, OCR, slides, footnotes, facts split across sections, quoted emails), written and labelled from the labelling guide by a new writer before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseSeventeenthW3Part4: readonly RedFlagCase[] = [
  // copyright suit filed Oct 2023, defence filed, no hearing yet: open dispute
  { id: 'd17-w3-53', documentType: 'legal_docs', traits: ['prose', 'negation'],
    present: ['litigation'], absent: [],
    text: `From: Adaeze Nwosu <adaeze@tixafrica.ng>
To: Femi Adebayo <femi@thamesbridgecapital.co.uk>
Subject: RE: RE: Data room question 14

Femi — on your second point: yes, the suit is still live. Eventsphere Ltd filed at the Federal High Court, Lagos, in October 2023, alleging that we copied their seat-mapping software; they claim NGN 350M. Our counsel filed our defence in December and no hearing date has been fixed yet. We believe the claim is weak, but I don't want you to read "no material litigation" in the deck as meaning there is nothing.

On your first point, TixAfrica's GMV for 2023 was NGN 2.1bn and net revenue NGN 168M.

Adaeze

> From: Femi Adebayo
> Sent: 3 April 2024 16:20
> Two questions before IC: (1) 2023 GMV and net revenue; (2) the deck says "no material litigation", but a contact mentioned a copyright claim from Eventsphere. Is that settled?` },

  // rumoured departure denied; nobody has resigned or announced leaving
  { id: 'd17-w3-54', documentType: 'legal_docs', language: 'fr', traits: ['prose', 'negation'],
    present: [], absent: ['founder-departure'],
    text: `Objet : RE: Rumeur sur le départ d'Awa ?

Bonjour Thomas,

Je vous réponds directement : non, Awa Houngbédji ne quitte pas AgriBénin Connect. L'article paru sur un blog tech lagosien la confondait avec une homonyme, cofondatrice d'une fintech nigériane. Awa reste directrice générale ; elle a d'ailleurs prolongé son engagement (vesting étendu jusqu'en 2027) lors du conseil du 3 avril. Aucun membre de l'équipe dirigeante n'a démissionné ni annoncé de départ.

Pour votre note : CA 2023 de 412 M FCFA, en hausse de 48 %, porté par les coopératives de maïs du Zou et des Collines.

Bien cordialement,
Romuald Agossou, président du conseil

> Le 8 avril 2024, Thomas Girard (Lyon Afrique Capital) a écrit :
> Romuald, j'ai lu qu'Awa préparait son départ vers un groupe concurrent. Pouvez-vous confirmer avant notre comité de vendredi ?` },

  // cap table "under reconciliation"; founders 46% (>= 40%); gross margin up
  { id: 'd17-w3-55', documentType: 'pitch_deck', traits: ['list', 'informal'],
    present: ['cap-table-complexity'], absent: ['low-founder-ownership', 'gross-margin'],
    text: `SPAZA CONNECT — Series A deck, appendix slides

A1 | Financial snapshot
   FY2024 revenue ZAR 58.3M (FY2023: ZAR 31.9M)
   gross margin 14.2% (FY2023: 12.9%)
A2 | Capitalisation
   • founders (3, all full-time): 46% (est.)
   • investors: seed + pre-A — see note
   • NOTE: cap table under reconciliation — 2021 convertible notes, two option grants made by email in 2022, and a share transfer to an early angel not registered at CIPC; counsel expects a final table in ~6 weeks
A3 | Use of funds
   • ZAR 90M: working capital for 4 new depots (Soweto, Tembisa, Mamelodi, Khayelitsha)` },

  // fund 51% >= 50%; founders 31 + 12 = 43% >= 40%
  { id: 'd17-w3-56', documentType: 'business_plan', language: 'fr', traits: ['figures'],
    present: ['investor-control'], absent: ['low-founder-ownership'],
    text: `FICHE DE SYNTHÈSE — Comité d'investissement, Diaspora Impact Partners (Paris)
Société : Baobab Eau Pure SAS
Siège : Saint-Louis, Sénégal
Activité : kiosques de purification d'eau avec paiement mobile
Date de création : 2019
CA 2023 : 318 M FCFA (2022 : 241 M FCFA)
EBITDA 2023 : 22 M FCFA
Fondateurs : Cheikh Fall (31 %), Astou Ndiaye (12 %), tous deux à temps plein
Actionnaire principal : Fonds Teranga Eau (FCPR) — 51 %
Autres : salariés 6 %
Montant demandé : 1,2 M EUR (ticket DIP : 400 k EUR)
Recommandation de l'analyste : approfondir` },

  // competitors named; target 20.5 / 7.4 = 2.8x (< 4x); GM 47% -> 46% (-1 point)
  { id: 'd17-w3-57', documentType: 'pitch_deck', traits: ['list', 'figures'],
    present: [], absent: ['no-competition', 'unrealistic-growth', 'gross-margin', 'missing-financials'],
    text: `RIHLA — Seed+ deck (text layer)

[5] Competition
   - Direct: TravelMaroc.ma and two regional online travel agencies
   - Indirect: WhatsApp travel agents in every medina
   - Our edge: cash payment at bill-payment agents, Darija support
[8] Numbers
   - 2023 bookings revenue: MAD 7.4M (2022: MAD 4.1M)
   - 2024 target: MAD 20.5M (x2.8)
   - take rate 11% · gross margin 46% (2022: 47%)
[9] Team
   - Yassine Alami (CEO, ex-airline digital lead) · Hind Berrada (CTO)
[10] Ask
   - MAD 25M for the Egypt & Senegal launch` },

  // route licences applied for, not issued; cash 212M / burn 9.8M = 21.6 months
  { id: 'd17-w3-58', documentType: 'business_plan', traits: ['list', 'figures'],
    present: ['pending-licence'], absent: ['short-runway', 'declining-revenue'],
    text: `Ruta Bus Ltd (Nairobi) — monthly update to shareholders, April 2024

1. Ridership: 412,000 trips (March: 388,000).
2. Revenue: KES 28.6M (March: KES 26.9M); average fare KES 69.
3. Fleet: 74 buses on 9 routes (Thika Road, Ngong Road, Mombasa Road).
4. NTSA: our application for the new inter-county route licences (Nairobi–Machakos, Nairobi–Naivasha) was lodged on 20 February; NTSA acknowledged receipt but has not yet issued the licences. We have hired 12 drivers in anticipation.
5. Cash: KES 212M; net burn KES 9.8M/month.
6. Hiring: the new Head of Operations starts on 2 May.` },

  // revenue 18.93M -> 14.22M TND; gross margin 25.1% -> 16.3% = -8.8 points; operating result still positive
  { id: 'd17-w3-59', documentType: 'financial_statements', language: 'fr', traits: ['ocr', 'table', 'figures'],
    present: ['declining-revenue', 'gross-margin'], absent: ['burn-above-revenue'],
    text: `[Texte OCR — états financiers scannés, en-tête répété à chaque page]
HUILERIE ZIT0UNA SFAX SA — ETATS FINANCIERS 2O23                page 4
ETAT DE RESULTAT (en dinars)
                                    2O23             2O22
Revenus                        l4 2l8 6OO       l8 93l 2OO
Coût des ventes               (ll 9O4 3OO)     (l4 l7O 5OO)
Marge brute                     2 3l4 3OO        4 76O 7OO
HUILERIE ZIT0UNA SFAX SA — ETATS FINANCIERS 2O23                page 5
Charges administratives        (l 6l2 4OO)      (l 5O8 8OO)
Résultat d'exploitati
on                                7Ol 9OO        3 25l 9OO
Note 2l : l'évolution des revenus s'explique par la faible récolte 2O22/2O23 dans
le gouvernorat de Sfax et par le prix d'achat élevé des olives auprès des producteurs.` },

  // revenue up 17%; gross margin 46.0% -> 45.0% (-1 point); total costs below revenue
  { id: 'd17-w3-60', documentType: 'financial_statements', traits: ['table', 'figures'],
    present: [], absent: ['burn-above-revenue', 'gross-margin', 'declining-revenue'],
    text: `Argan Naturals SARL (Agadir) — P&L summary FY2023, pasted from the accountant's workbook (MAD)

\tFY2023\tFY2022\tvar.
Revenue - export (EU)\t14,860,000\t12,420,000\t
Revenue - domestic\t3,210,000\t2,980,000\t
Total revenue\t18,070,000\t15,400,000\t+17%
\t\t\t
Cost of goods sold\t(9,940,000)\t(8,310,000)\t
Gross profit\t8,130,000\t7,090,000\t
Gross margin\t45.0%\t46.0%\t
\t\t\t
Staff\t(3,120,000)\t(2,760,000)\t
Marketing & trade fairs\t(1,410,000)\t(1,280,000)\t
Other overheads\t(1,050,000)\t(990,000)\t
Operating profit\t2,550,000\t2,060,000\t
\t\t\t
TOTAL COSTS\t(15,520,000)\t(13,340,000)\t` },

  // weekly net outflow ~45.5k; 1,460k / 45.5k = 32 weeks = about 7.4 months < 9; April costs ~230k vs revenue 52k
  { id: 'd17-w3-61', documentType: 'financial_statements', traits: ['table', 'figures', 'indirect'],
    present: ['short-runway', 'burn-above-revenue'], absent: ['debt-distress'],
    text: `Nkabom Learn (Accra) — 13-week cash view, first four weeks (rows = items, columns = week ending), GHS '000

Item                     05-Apr   12-Apr   19-Apr   26-Apr
Opening cash              1,642    1,596    1,551    1,504
Receipts (schools)           14       12       11       13
Payroll & contractors       (44)     (44)     (44)     (44)
Hosting & software           (6)      (6)      (7)      (6)
Rent, transport, other      (10)      (7)      (7)      (7)
Closing cash              1,596    1,551    1,504    1,460

Management note: weekly net outflow has averaged GHS 45–46k. Revenue recognised in April (school subscriptions): GHS 52k. Term-2 fee collections in May should help; no loans outstanding.` },

  // one-off installation fee (95k MAD) included in March MRR
  { id: 'd17-w3-62', documentType: 'legal_docs', language: 'fr', traits: ['prose', 'figures'],
    present: ['non-recurring-revenue'], absent: ['customer-concentration'],
    text: `Objet : RE: MRR de mars

Bonjour Hicham,

Merci pour le détail. Si je comprends bien, les 412 000 MAD de MRR de mars incluent les 95 000 MAD facturés une seule fois à Cimenterie du Souss pour l'installation des boîtiers sur ses 140 camions. Ce montant n'a pas vocation à se répéter : pouvez-vous le sortir du MRR avant que le chiffre ne parte dans la note au comité ?

Bien à vous,
Claire Martin — Rhône Méditerranée Angels (Marseille)

> Le 4 avr. 2024, Hicham Lahlou (Tracko SARL, Casablanca) a écrit :
> Claire, comme promis : MRR de mars 2024 = 412 000 MAD (février : 309 000 MAD), soit +33 % en un mois. Ce chiffre comprend les abonnements de 1 850 véhicules et la prestation d'installation pour Cimenterie du Souss (95 000 MAD, ponctuelle). Nous le présentons tel quel dans le deck.` },

  // revenue up every year; margin dip 31.2% -> 30.8% (-0.4 point); all years audited, unqualified (emphasis of matter is not a modification)
  { id: 'd17-w3-63', documentType: 'financial_statements', traits: ['table', 'figures'],
    present: [], absent: ['declining-revenue', 'audit-opinion', 'gross-margin'],
    text: `Volta Aqua Farms Ltd (Akosombo) — five-year record (GHS '000), from the FY2023 annual report

Year    Revenue    Gross margin    Operating profit    Auditor's opinion
2019     8,420        31.2%               610          unqualified
2020     9,180        30.8%               702          unqualified
2021    11,960        32.5%             1,240          unqualified
2022    15,310        33.1%             1,980          unqualified (emphasis of matter on cedi depreciation)
2023    19,870        34.0%             2,610          unqualified

All five years audited by Adom & Co., Chartered Accountants (Accra). Tilapia volumes rose from 1,900 to 3,450 tonnes over the period.` },

  // revenue 640 -> 2,050 -> 6,400 -> 19,800 = about 3.1x a year for three years; 2023 costs 910+190+260 = 1,360 > revenue 640
  { id: 'd17-w3-64', documentType: 'business_plan', traits: ['table', 'figures', 'indirect'],
    present: ['unrealistic-growth', 'burn-above-revenue'], absent: ['missing-financials'],
    text: `## Financial plan — PayGrid Africa (Lagos)

| USD '000           | 2023A | 2024F | 2025F | 2026F  |
|--------------------|------:|------:|------:|-------:|
| Revenue            |   640 | 2,050 | 6,400 | 19,800 |
| Payroll & staff    |   910 | 1,480 | 2,600 |  5,100 |
| Cloud & payments   |   190 |   420 | 1,050 |  2,900 |
| Sales & marketing  |   260 |   700 | 1,500 |  3,200 |
| EBITDA             | (720) | (550) | 1,250 |  8,600 |

"We expect to triple revenue every year as we roll out payroll and pensions compliance to Ghana, Kenya and Egypt." — CEO letter, page 2` },

  // "aucun concurrent au Gabon"; motorbike fleet leased from the founder's father's company
  { id: 'd17-w3-65', documentType: 'pitch_deck', language: 'fr', traits: ['list', 'informal'],
    present: ['no-competition', 'related-party'], absent: ['missing-financials'],
    text: `NZELA — deck investisseurs (texte des diapositives, mise en page perdue)

Le problème
  adresses informelles · pas de service de livraison fiable à Libreville
Notre solution
  app + 65 coursiers à moto · géolocalisation par point de repère
Concurrence
  aucun concurrent au Gabon — les sociétés de messagerie ne livrent pas aux particuliers
Traction
  CA 2023 : 148 M FCFA · 9 800 livraisons / mois
Opérations
  flotte de motos louée à Ogooué Motors SARL, propriété du père du fondateur (contrat de 5 ans, 2,1 M FCFA / mois)
Équipe
  Ludovic Mba (CEO) · Prisca Ndong (COO)` },

  // related-party contract ended March 2022 and settled; top customer 18%; licence renewed; competitors named
  { id: 'd17-w3-66', documentType: 'legal_docs', traits: ['list', 'time', 'negation'],
    present: [], absent: ['related-party', 'customer-concentration', 'pending-licence', 'no-competition'],
    text: `Commercial due diligence — Kahawa Direct Ltd (Moshi, Tanzania): findings

1. Revenue FY2023: USD 4.62M (FY2022: USD 3.88M), 71% exported to Germany and Japan.
2. Top customer: a Hamburg roaster, 18% of revenue; no other customer above 8%.
3. Related parties: until March 2022 the company bought jute bags from a firm owned by the founder's cousin. That contract was terminated, all balances were settled, and no transaction with any party linked to the founders or directors has taken place since, as confirmed in the directors' written representation.
4. Competition: three other specialty exporters in the Kilimanjaro region, plus the cooperative unions.
5. Export licence from the Tanzania Coffee Board renewed for 2024/25.
6. Staff: 58 permanent, about 400 seasonal pickers through cooperatives.` },

  // two early engineers left in 2022/2023 and kept their shares (call option not exercised); not founders or executives
  { id: 'd17-w3-67', documentType: 'legal_docs', traits: ['split', 'figures', 'time'],
    present: ['dead-equity'], absent: ['founder-departure', 'low-founder-ownership', 'investor-control'],
    text: `Shareholders' agreement — FreshRoute (Pty) Ltd (Durban) — extracts

Clause 3 — Shareholding at the Effective Date
3.1 The issued shares are held as follows: Sipho Dlamini 3,400 (34%); Naledi Khumalo 2,600 (26%); Umhlanga Ventures 2,800 (28%); Pieter Naidoo 700 (7%); Thandi Mthembu 500 (5%).
3.2 Sipho Dlamini and Naledi Khumalo are the founders and remain employed full-time as CEO and COO.

[...]

Clause 9 — Board
9.1 The board comprises three directors: one appointed by each founder and one by Umhlanga Ventures.

[...]

Clause 17 — Leaver provisions
17.4 The parties record that Pieter Naidoo and Thandi Mthembu, early software engineers issued shares in 2020, resigned from the Company in 2022 and 2023 respectively. The Company did not exercise its call option within the 90-day window and both retain their shares with full voting rights.` },

  // label granted; 2022 VAT arrears fully paid Nov 2023; costs 1.02M < revenue 1.18M; largest client 9%
  { id: 'd17-w3-68', documentType: 'business_plan', language: 'fr', traits: ['figures', 'time', 'negation'],
    present: [], absent: ['debt-distress', 'pending-licence', 'customer-concentration', 'burn-above-revenue'],
    text: `FORMULAIRE DE CANDIDATURE — Programme d'accélération Carthage Angels
Raison sociale : Sahel Data SARL
Siège : Sousse, Tunisie
Activité : logiciel de gestion pour cliniques privées
Label Startup Act : obtenu le 12/01/2023 (n° 2023-0412), valable 8 ans
Situation fiscale : attestation de situation fiscale régulière délivrée le 05/03/2024 (l'arriéré de TVA 2022 a été intégralement réglé en novembre 2023)
CNSS : à jour
CA 2023 : 1 180 000 TND (2022 : 760 000 TND)
Charges totales 2023 : 1 020 000 TND
Clients : 64 cliniques, la plus importante pèse 9 % du CA
Fondateurs : Amine Ghariani (52 %), Rym Sfaxi (21 %)
Montant recherché : 1 500 000 TND` },

  // cash 96M / net outflow 14M a month = 6.9 months < 9; board states significant going-concern uncertainty; net burn 14M < receipts 22M
  { id: 'd17-w3-69', documentType: 'legal_docs', language: 'fr', traits: ['split', 'figures', 'indirect'],
    present: ['going-concern', 'short-runway'], absent: ['burn-above-revenue'],
    text: `Extrait du procès-verbal — conseil d'administration de Jàng Academy SA (Dakar), séance du 12 juin 2024

Point 3 – Situation de trésorerie
Le directeur financier indique une trésorerie disponible de 96 M FCFA au 31 mai. Les décaissements nets s'élèvent à environ 14 M FCFA par mois depuis janvier ; les encaissements mensuels (abonnements des écoles privées) sont de l'ordre de 22 M FCFA.

Point 4 – Arrêté des comptes 2023
Le conseil arrête les comptes 2023 (CA : 251 M FCFA). Compte tenu de l'échec, en avril, de la levée de fonds de série A et de l'absence à ce jour de financement relais, le conseil estime qu'il existe une incertitude significative sur la continuité d'exploitation, qui sera mentionnée dans l'annexe.

Point 5 – Questions diverses
Néant.` },

  // monthly churn 4.1-4.6% (< 5%); 12-month retention 58% (>= 55%); revenue rising each quarter
  { id: 'd17-w3-70', documentType: 'pitch_deck', traits: ['table', 'figures'],
    present: [], absent: ['high-churn', 'declining-revenue'],
    text: `Tamrin (Cairo) — subscription health, appendix to the Q1 2024 board pack

Metric                                     Q2-23    Q3-23    Q4-23    Q1-24
Paying subscribers (end of quarter)       21,400   23,900   26,800   29,700
Average monthly churn                       4.6%     4.4%     4.2%     4.1%
Trailing 12-month retention (Q1-23 cohort)                             58%
ARPU (EGP / month)                           149      152      155      161
Subscription revenue (EGP m)                 9.2     10.5     12.0     13.8

Note: churn = cancellations in the month / subscribers at the start of the month, averaged over the quarter. Retention counts a subscriber who paused and resumed within 30 days as retained.` },
];
