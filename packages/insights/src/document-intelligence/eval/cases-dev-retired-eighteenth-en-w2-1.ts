import type { RedFlagCase } from './case';

export const redFlagEighteenthEnW2P1: readonly RedFlagCase[] = [
  // 01 — One-page teaser, agri cold storage, Eritrea.
  // missing-financials PRESENT (indirect, by absence): no revenue, cost, margin or budget figure anywhere; the only amount is the USD 1.5m ask.
  // no-competition PRESENT (words, Q&A heading): "Who else does this? Nobody ... not one cold room for hire ... no alternative".
  // pending-licence PRESENT (list item split over three lines): operating permit applied for on 10 Feb 2025, "permit not yet issued".
  // founder-departure ABSENT: the CEO left a port-logistics job in 2018, before founding; no one has left Anseba ColdLink.
  // regulatory ABSENT: no sanction, ban or stated uncertainty; the only open matter is the pending permit (its own class).
  {
    id: 'h18-en-w2-01',
    documentType: 'pitch_deck',
    language: 'en',
    text: `ANSEBA COLDLINK — INVESTOR TEASER (CONFIDENTIAL)
Keren, Eritrea · March 2025

The problem
Up to a third of the fruit and vegetables grown around Keren is lost between the farm gate and the
Asmara market. Growers sell on the day of harvest, at whatever price the trader offers.

What we are building
A 2,400-tonne solar-powered cold store on the Keren–Asmara road, with two refrigerated trucks,
renting space by the crate and by the week to growers, traders and hotels.

Who else does this?
Nobody. Between Keren and Asmara there is not one cold room for hire, and growers have no
alternative to a same-day sale.

Where we are
- Site: 1.2 ha leased from the Keren sub-zoba administration for 15 years
- Equipment: quotes received from two refrigeration suppliers
- Food-storage operating permit: application lodged with the
  Ministry of Agriculture (Anseba branch) on 10 February 2025;
  site inspection held 3 March — permit not yet issued
- First crates in store: target October 2025 harvest

Team
Semhar Tesfai, CEO — eight years in port logistics in Massawa; left that job in 2018 to study
for an MBA, then spent four years buying produce for an Asmara wholesaler.
Dawit Gebremariam, CTO — refrigeration engineer, built cold rooms for two Massawa fish processors.

The ask
USD 1.5m seed equity · semhar@ansebacoldlink.er`,
    present: ['missing-financials', 'no-competition', 'pending-licence'],
    absent: ['founder-departure', 'regulatory'],
    traits: ['list', 'split', 'indirect', 'prose'],
  },

  // 02 — Monthly management accounts, urban motorbike mobility, Mozambique.
  // audit-opinion PRESENT (direct): "unaudited management accounts; not reviewed by the external auditors".
  // declining-revenue PRESENT (table columns, MZN '000 in header): revenue 6,480 → 6,120 → 5,760.
  // burn-above-revenue PRESENT (table): costs above revenue every month; Mar costs 3,750 + 3,180 = 6,930 > revenue 5,760 (operating result -1,170).
  // short-runway PRESENT (implied by cash row): Feb→Mar outflow 8,630 - 7,400 = 1,230/month; runway 7,400 / 1,230 = 6.0 months (< 9); with Jan→Feb outflow 1,150: 7,400 / 1,150 = 6.4 months.
  // debt-distress PRESENT (words): VAT of MZN 1,840k due 31 Jan and 28 Feb "not yet been paid" at 31 Mar = tax arrears.
  // gross-margin ABSENT: 2,270/6,480 = 35.0 %, 2,130/6,120 = 34.8 %, 2,010/5,760 = 34.9 % — flat, far from a 5-point fall.
  // customer-concentration ABSENT: largest account 520 / 5,760 = 9.0 % of March revenue.
  // litigation ABSENT: the rider's Labour Court claim was settled in Nov 2024 and the case is closed.
  {
    id: 'h18-en-w2-02',
    documentType: 'financial_statements',
    language: 'en',
    text: `XILUVA MOBILITY, LDA — MANAGEMENT ACCOUNTS, MARCH 2025
Prepared by Finance (Matola office) for the board of directors.
Basis: unaudited management accounts; not reviewed by the external auditors.

1. Income statement (MZN '000)          Jan-25     Feb-25     Mar-25
Ride and delivery revenue                6,480      6,120      5,760
Rider payouts and fuel                  (4,210)    (3,990)    (3,750)
Gross profit                             2,270      2,130      2,010
Staff and office                        (1,960)    (1,940)    (1,990)
Marketing                                 (640)      (620)      (610)
Other overheads                           (550)      (560)      (580)
Operating result                          (880)      (990)    (1,170)

2. Cash (MZN '000)                       Jan-25     Feb-25     Mar-25
Cash at bank and in mobile wallets       9,780      8,630      7,400

3. Comments
- Fewer active riders after the January fuel price change; trips per active rider are stable.
- Gross margin held at about 35% in each of the three months.
- Largest corporate account (Kudya Delivery): MZN 520k in March.
- Other payables include MZN 1,840k of VAT for December and January, which fell due on
  31 January and 28 February. The returns were filed on time; the VAT has not yet been paid
  to the tax authority.
- The claim brought by a former rider at the Labour Court was settled in November 2024 and the
  case is closed.`,
    present: ['audit-opinion', 'declining-revenue', 'burn-above-revenue', 'short-runway', 'debt-distress'],
    absent: ['gross-margin', 'customer-concentration', 'litigation'],
    traits: ['table', 'figures', 'indirect', 'split', 'time'],
  },

  // 03 — Shareholders' agreement, aquaculture, Mozambique.
  // investor-control PRESENT (table of share counts only): Fund 5,240,000 / 10,000,000 = 52.4 % (≥ 50 %).
  // low-founder-ownership PRESENT (table): active founders (1,800,000 + 1,200,000) / 10,000,000 = 30.0 % (< 40 %); even adding the departed co-founder, 39.0 %.
  // founder-departure PRESENT (words): co-founder Macuácua "ceased to hold any office or employment" on 31 Aug 2024.
  // dead-equity PRESENT (words + table): the call option over his shares "lapsed unexercised"; he still holds 900,000 shares (9.0 %).
  // cap-table-complexity ABSENT: clause 3.2 confirms Schedule 1 is complete and agrees with the share register.
  // litigation ABSENT: warranty that no claim is pending or threatened (negation).
  {
    id: 'h18-en-w2-03',
    documentType: 'legal_docs',
    language: 'en',
    text: `SHAREHOLDERS' AGREEMENT relating to MAR AZUL AQUACULTURA, S.A. (the "Company"),
a company registered in Inhambane, Mozambique. Dated 14 February 2025.

BETWEEN (1) ÍNDICO GROWTH FUND I, L.P. (the "Fund"); (2) ANA MUCAVELE and TOMÁS SITOE
(the "Founders"); (3) RUI MACUÁCUA; and (4) the Company.

RECITALS
(A) The Company farms tilapia and prawns in cages in Inhambane Bay.
(B) On 10 January 2025 the Fund subscribed for 3,100,000 new ordinary shares, after which the
    issued share capital is held as set out in Schedule 1.
(C) Mr Macuácua, a co-founder of the Company, ceased to hold any office or employment with the
    Company on 31 August 2024. The call option over his shares under clause 9 of the 2021
    founders' agreement lapsed unexercised on 30 November 2024, and he joins this Agreement as a
    Shareholder.

1. BOARD. 1.1 The board shall have five directors: three appointed by the Fund and one by each
Founder. 1.2 The chair is appointed by the Fund and has a casting vote.
2. TRANSFERS. 2.1 No Shareholder may transfer Shares without first offering them to the other
Shareholders pro rata. 2.2 If holders of more than 50% of the Shares accept an offer for all the
Shares, the other Shareholders shall sell on the same terms.
3. WARRANTIES. 3.1 The Founders warrant that at the date of this Agreement no litigation,
arbitration or claim is pending or threatened against the Company. 3.2 The Parties confirm that
Schedule 1 is complete and agrees with the Company's share register.

SCHEDULE 1 — SHAREHOLDINGS AT SIGNING
Shareholder                              Ordinary shares
Índico Growth Fund I, L.P.                     5,240,000
Ana Mucavele                                   1,800,000
Tomás Sitoe                                    1,200,000
Rui Macuácua                                     900,000
Employee share trust (unallocated)               860,000
Total                                         10,000,000`,
    present: ['investor-control', 'low-founder-ownership', 'founder-departure', 'dead-equity'],
    absent: ['cap-table-complexity', 'litigation'],
    traits: ['table', 'figures', 'indirect', 'negation', 'time'],
  },

  // 04 — Regulator's letter, mobile payments, Mozambique. CLEAN.
  // regulatory ABSENT: inspection closed, "no fine, sanction, suspension or other measure"; the 2024 observation was remedied.
  // pending-licence ABSENT: licence granted 14 Jun 2023 and in force to 2028; the cross-border authorisation is hypothetical ("were it to"), never applied for.
  // debt-distress ABSENT: 2024 supervision fee of MZN 310,000 paid within the deadline.
  // litigation ABSENT: a merchant's complaint to the regulator was found unfounded and closed; no court dispute.
  {
    id: 'h18-en-w2-04',
    documentType: 'legal_docs',
    language: 'en',
    text: `AUTORIDADE DE SUPERVISÃO DE PAGAMENTOS ELECTRÓNICOS (ASPE)
Ref. ASPE/DSI/0417/2025                                          Maputo, 22 April 2025

To: The Board of Directors, Tchova Pagamentos, S.A., Maputo
Subject: Closure of the on-site inspection of 3–5 February 2025

Dear Sirs,
1. The Authority has completed its review of the on-site inspection carried out at your offices
   from 3 to 5 February 2025.
2. In our letter of 2 December 2024 we asked the Company to improve its record-keeping for agent
   float reconciliations. The inspection found that this has been done, and no breach of the
   Electronic Payments Regulation was identified.
3. Accordingly, no fine, sanction, suspension or other measure will be imposed, and the
   inspection file is closed.
4. For the avoidance of doubt, your payment-institution licence no. IP-014/2023, granted on
   14 June 2023, remains in force until 13 June 2028 without conditions.
5. The supervision fee for 2024 (MZN 310,000) was received on 28 January 2025, within the deadline.
6. The complaint lodged by a merchant in October 2024 has been examined. The Authority found it
   unfounded and has informed the merchant that the matter is closed.
7. We note that the Company does not offer cross-border transfers. Were it to do so in future, a
   separate authorisation would be required before launch.

Yours faithfully,
Helena Mabote
Director of Supervision and Inspection`,
    present: [],
    absent: ['regulatory', 'pending-licence', 'debt-distress', 'litigation'],
    traits: ['negation', 'modality', 'time', 'list'],
  },

  // 05 — Chat thread between co-founders drafting the plan, commercial solar, Eritrea.
  // customer-concentration PRESENT (words): "two in every three nakfa we invoiced" came from the Dahlak Pearl group = 66.7 % (≥ 30 %).
  // related-party PRESENT (indirect, across messages): installer Yonas's workshop paid Nfk 610k; "he's my brother" (Daniel, co-founder).
  // founder-departure PRESENT (words, announced): co-founder and COO Luwam will "step back from day-to-day at the end of June"; Bereket takes over operations.
  // burn-above-revenue ABSENT: costs Nfk 2.68m < revenue Nfk 3.1m; profit 3.1 - 2.68 = 0.42m.
  // declining-revenue ABSENT: 2.4m (2023) → 3.1m (2024).
  // litigation ABSENT: the Keren hotel claim was settled and the court closed the file.
  // debt-distress ABSENT: bank loan fully repaid in January, nothing outstanding.
  // low-founder-ownership ABSENT: the two founders hold 70 %.
  // dead-equity ABSENT: Luwam has not left yet and stays on the board; no equity of a leaver is mentioned.
  {
    id: 'h18-en-w2-05',
    documentType: 'business_plan',
    language: 'en',
    text: `Bahri Solar — chat export, group "Founders" (Luwam Haile, COO; Daniel Kidane, CEO), 12/03/2025

[08:14] Luwam: Fund wants our 2025 plan by Friday. I'm writing the numbers section now.
[08:15] Luwam: 2024 revenue Nfk 3.1m (2023: Nfk 2.4m). Costs Nfk 2.68m all in, so Nfk 420k
profit. Accounts are audited, Ghebre & Co signed on Monday, clean opinion.
[08:17] Daniel: good. they will ask about the hotels
[08:18] Luwam: Dahlak Pearl again?
[08:19] Daniel: say it straight. two in every three nakfa we invoiced last year came from the
Dahlak Pearl group. the other hotels and the port offices are the rest
[08:22] Luwam: ok. Installation subcontractor line: Yonas's workshop, Nfk 610k in 2024.
[08:23] Daniel: put it in. they'll find out he's my brother anyway, better we say it first
[08:25] Luwam: And the Keren hotel claim?
[08:26] Daniel: settled in October, we paid, the court closed the file. write closed
[08:27] Luwam: bank loan?
[08:27] Daniel: last instalment paid in January, nothing outstanding
[08:31] Luwam: one more, for the team page. I've decided: I step back from day-to-day at the end
of June. Bereket takes over operations from 1 July. I'll stay on the board.
[08:33] Daniel: ... ok. sad but ok, we put it in. between us we still hold 70%, at least that's simple
[08:34] Luwam: 2025 target Nfk 4.2m, same customer mix. Draft tonight.`,
    present: ['customer-concentration', 'related-party', 'founder-departure'],
    absent: ['burn-above-revenue', 'declining-revenue', 'litigation', 'debt-distress', 'low-founder-ownership', 'dead-equity'],
    traits: ['prose', 'indirect', 'split', 'time', 'negation'],
  },

  // 06 — Investor screening memo, agri-inputs marketplace, Mozambique. CLEAN.
  // gross-margin ABSENT: 63 % → 61 % = down 2 points (< 5).
  // unrealistic-growth ABSENT: 92.0/58.4 = 1.58×, 140/92 = 1.52×, 205/140 = 1.46× a year; FY2024/FY2023 = 58.4/36.9 = 1.58×.
  // customer-concentration ABSENT: largest customer 11 % of FY2024 revenue.
  // high-churn ABSENT: 1.1 % a month (about 12-13 % a year).
  // going-concern / litigation ABSENT: AgroRede's insolvency is a rival's problem; Machamba's 2022 dispute settled, file closed; audit with no going-concern paragraph.
  // debt-distress ABSENT: line undrawn, no covenant breach.  founder-departure ABSENT: CEO left a mobile operator in 2016, before founding.
  // low-founder-ownership / investor-control ABSENT: founders 34 + 27 = 61 %; largest investor 19 %.
  // pending-licence ABSENT: licence renewed Jan 2025.  burn-above-revenue ABSENT: net profit in every year.
  {
    id: 'h18-en-w2-06',
    documentType: 'business_plan',
    language: 'en',
    text: `ZAMBEZE CAPITAL PARTNERS — SCREENING MEMO
Company: Machamba Connect, Lda (Nampula) · agri-inputs marketplace and cooperative software
Prepared by I. Cossa, 9 May 2025 · Series A, USD 4m sought

1. Figures (MZN m; FY2023 and FY2024 audited by Cardoso & Nhaca Auditores, unmodified opinions,
   no going-concern paragraph)
                     FY2023   FY2024   FY2025 plan   FY2026 plan   FY2027 plan
Revenue                36.9     58.4          92.0         140.0         205.0
Gross margin            63%      61%           61%           60%           60%
Net profit              2.1      6.2           9.5          15.0          24.0
Cash at year end       28.7     41.0

2. What looked worrying at first, and what we found
- Margin: down two points in FY2024 as fertiliser sold at a lower mark-up; software margin unchanged.
- Customers: 1,240 paying cooperatives; the largest, a provincial union, was 11% of FY2024
  revenue. Cooperative churn runs at 1.1% a month.
- Competition: two regional input distributors and a Nairobi-based platform. A fourth rival,
  AgroRede, entered insolvency proceedings in March 2025; some of its cooperatives have moved to us.
- Legal: a 2022 trademark dispute with a Beira distributor was settled in June 2023 and the court
  file is closed. No other claims.
- Licence: agricultural inputs trading licence renewed in January 2025, valid to 2030.
- Debt: MZN 12m working-capital line, undrawn; covenants met at every test date.
- People: CEO Celso Nhantumbo left a mobile operator in 2016 to found the company; the leadership
  team is unchanged since 2022.
- Ownership: founders 61% (Nhantumbo 34%, Graça Langa 27%); largest investor 19%; cap table
  reconciled to the quota register by counsel.
- Related parties: none disclosed in the audited notes, and our own searches found none.

3. Recommendation: proceed to full due diligence.`,
    present: [],
    absent: ['gross-margin', 'unrealistic-growth', 'customer-concentration', 'high-churn', 'going-concern', 'litigation', 'debt-distress', 'founder-departure', 'low-founder-ownership', 'pending-licence'],
    traits: ['table', 'list', 'figures', 'negation', 'time'],
  },

  // 07 — Business plan with projections, seafood processing, Eritrea.
  // unrealistic-growth PRESENT (table, Nfk '000 in header): 2025P/2024A = 21,100/4,800 = 4.40×; 2026P/2025P = 88,600/21,100 = 4.20× (≥ 4× a year).
  // gross-margin PRESENT (implied by table rows): 2023 1,482/3,900 = 38.0 %; 2024 1,392/4,800 = 29.0 % → down 9.0 points.
  // litigation PRESENT (prose): landlord's Nfk 640,000 claim before the court, defence filed, hearing 22 Sept 2025.
  // declining-revenue ABSENT: revenue 3,900 → 4,800 rose; only gross profit fell (1,482 → 1,392).
  // burn-above-revenue ABSENT: operating profit positive in every column (382, 142, 1,430, 13,270, 57,820).
  // customer-concentration ABSENT: largest buyer 12 % in 2024.  pending-licence ABSENT: export certificate renewed, runs to 2027.
  // low-founder-ownership ABSENT: founders hold 72 %.  audit-opinion ABSENT: historical figures audited, unmodified opinion.
  {
    id: 'h18-en-w2-07',
    documentType: 'business_plan',
    language: 'en',
    text: `DAHLAK SEAFOOD PROCESSING SHARE COMPANY — BUSINESS PLAN 2025–2027 (extract)
Massawa, Eritrea · prepared for the Nfk 25 million expansion round

1. Summary
We buy fish and lobster from 140 artisanal boats, then process, freeze and pack them in Massawa
for hotels in Asmara and two export buyers. The round pays for a second processing line and a
blast freezer.

2. Results and projections (Nfk '000; 2023–2024 from the audited accounts, unmodified opinion)
                     2023A     2024A     2025P      2026P      2027P
Revenue              3,900     4,800    21,100     88,600    301,000
Cost of sales       (2,418)   (3,408)  (14,770)   (61,130)  (204,680)
Gross profit         1,482     1,392     6,330     27,470     96,320
Operating costs     (1,100)   (1,250)   (4,900)   (14,200)   (38,500)
Operating profit       382       142     1,430     13,270     57,820

3. Assumptions
- Volumes from the second line and 60 more boats; prices held at 2024 levels.
- Cost of sales in 2024 reflects higher ice and diesel prices, which we expect to ease.
- No buyer will exceed 15% of sales; in 2024 the largest took 12%.

4. Legal
The claim brought by our former cold-room landlord for Nfk 640,000 of disputed rent is before the
regional court in Massawa. We filed our defence in January; the next hearing is set for
22 September 2025.

5. Team and licences
Founders Yohannes Berhe (CEO) and Saba Mehari (operations) hold 72% of the shares. Our fish-export
health certificate was renewed in 2024 and runs to 2027.`,
    present: ['unrealistic-growth', 'gross-margin', 'litigation'],
    absent: ['declining-revenue', 'burn-above-revenue', 'customer-concentration', 'pending-licence', 'low-founder-ownership', 'audit-opinion'],
    traits: ['table', 'figures', 'indirect', 'prose'],
  },
];
