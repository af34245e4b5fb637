import type { RedFlagCase } from './case';

export const redFlagNineteenthEnW3P2: readonly RedFlagCase[] = [
  // 08 — Annual report with directors' statement, soya processor, Malawi. CLEAN.
  // gross-margin ABSENT: 2,412,878 / 8,742,310 = 27.6% vs 2,071,524 / 7,118,640 = 29.1%: down 1.5 points (< 5).
  // declining-revenue ABSENT: revenue K'000 8,742,310 vs 7,118,640 (+23%).
  // burn-above-revenue ABSENT: profit for the year K'000 413,125 (costs below revenue).
  // audit-opinion ABSENT: audited, unmodified ("true and fair") opinion.
  // going-concern ABSENT: directors find no material uncertainty (negation).
  // related-party ABSENT: no transactions with directors' or their families' entities (negation).
  // debt-distress ABSENT: instalments on schedule, covenant 2.1x vs minimum 1.5x, taxes paid on time.
  // customer-concentration ABSENT: no customer above 16% of revenue.
  {
    id: 'h19-en-w3-08',
    documentType: 'financial_statements',
    language: 'en',
    text: `LINTHIPE AGRO-PROCESSING LIMITED
ANNUAL REPORT AND FINANCIAL STATEMENTS FOR THE YEAR ENDED 31 DECEMBER 2024

DIRECTORS' REPORT

The directors submit their report and the audited financial statements for the year ended 31 December 2024.

Principal activities
The company processes soya beans into cooking oil, soya pieces and fortified blended flour at its plant in Kanengo, Lilongwe, and sells to wholesalers, supermarket chains and institutional buyers throughout Malawi.

Results
Revenue rose by 23% to K8.74 billion (2023: K7.12 billion), driven by higher oil volumes and by price increases after the devaluation of the kwacha in November 2023. Gross margin eased to 27.6% (2023: 29.1%) because imported packaging and spare parts cost more in kwacha terms. Profit after tax was K413 million (2023: K305 million).

Customers
The company sold to some 260 customers during the year. No single customer accounted for more than 16% of revenue (2023: 14%).

Borrowings and taxes
The FDH Bank term loan stood at K1.1 billion at the year end. All instalments were paid on their due dates, and the debt-service cover ratio was 2.1 times against the covenant minimum of 1.5 times. All taxes due to the Malawi Revenue Authority were paid by their due dates.

Related parties
The company did not enter into any transaction with an entity in which a director, or a member of a director's family, has an interest.

Directors
There were no changes to the board during the year.

Going concern
The directors have assessed the company's ability to continue trading for at least twelve months from the date of this report. Cash-flow forecasts to March 2026 show headroom within the FDH Bank facilities, and the directors are not aware of any material uncertainty in this respect.

By order of the board
M. Kalua, Chairperson          E. Nyirenda, Managing Director
Lilongwe, 27 March 2025

REPORT OF THE INDEPENDENT AUDITOR (extract)
Banda Mwale & Co, Chartered Accountants, Lilongwe

Opinion
We have audited the financial statements of Linthipe Agro-Processing Limited, which comprise the statement of financial position at 31 December 2024, the statement of profit or loss, the statements of changes in equity and cash flows for the year then ended, and the notes. In our opinion, the financial statements give a true and fair view of the financial position of the company at 31 December 2024 and of its financial performance and cash flows for the year then ended, in accordance with International Financial Reporting Standards and the Companies Act, 2013.

Basis for opinion
We conducted our audit in accordance with International Standards on Auditing. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our opinion.

STATEMENT OF PROFIT OR LOSS (K'000)          2024          2023
Revenue                                  8,742,310     7,118,640
Cost of sales                           (6,329,432)   (5,047,116)
Gross profit                             2,412,878     2,071,524
Operating expenses                      (1,612,400)   (1,398,200)
Finance costs                             (210,300)     (236,900)
Profit before tax                          590,178       436,424
Income tax expense                        (177,053)     (130,927)
Profit for the year                        413,125       305,497`,
    present: [],
    absent: ['gross-margin', 'going-concern', 'related-party', 'debt-distress'],
    traits: ['table', 'prose', 'negation', 'figures'],
  },

  // 09 — Pitch deck, last-mile delivery, Botswana. CLEAN.
  // no-competition ABSENT: competitors named (Botswana Post, DHL, Rider-B, SendIt BW, merchants' own drivers).
  // unrealistic-growth ABSENT: 6.8 -> 11.2 (1.65x) -> 17.5 (1.56x) -> 25.0 (1.43x) P million.
  // burn-above-revenue ABSENT: December revenue P 640k > all-in costs P 598k.
  // unit-economics ABSENT: fee 33.00 - direct cost 24.60 = 8.40 = 25.5% of fee, consistent with "about 25%";
  //   19,400 parcels x 33.00 = P 640,200 revenue; x 24.60 = P 477,240 direct cost; + 121k overheads = 598k.
  // customer-concentration ABSENT: largest merchant 16% of revenue.
  // low-founder-ownership ABSENT: founders 64%.
  // founder-departure ABSENT: the CFO joined (no one left).
  {
    id: 'h19-en-w3-09',
    documentType: 'pitch_deck',
    language: 'en',
    text: `SLIDE 1 - Tsela
Same-day delivery for Botswana's online shops
Gaborone | Series A | February 2025

SLIDE 2 - The problem
- Online shops in Botswana lose sales because deliveries take three to five days.
- Cash-on-delivery money takes two to three weeks to reach the merchant.

SLIDE 3 - What we do
- Same-day delivery in Gaborone, next-day in Francistown, Palapye and Mahalapye.
- Riders collect cash on delivery; we pay it to the merchant within 24 hours by Orange Money or EFT.

SLIDE 4 - Traction
                        2023        2024     Dec 2024
Parcels delivered     118,000     205,000      19,400
Revenue (P)              3.9M        6.8M        640k
Active merchants           64         140         140

SLIDE 5 - Unit economics
- Average fee per parcel: P 33.00
- Direct cost per parcel (rider pay, fuel, COD handling): P 24.60
- Contribution per parcel: P 8.40, about 25% of the fee (2023: P 7.10)

SLIDE 6 - Paying our own way
- December 2024: revenue P 640k, all-in costs P 598k (direct P 477k, overheads P 121k)
- EBITDA positive every month since September 2024
- Cash at 31 December 2024: BWP 2.3 million

SLIDE 7 - Customers
- 140 merchants: fashion, electronics, pharmacies, home goods
- Largest merchant, Mokgosi Home Stores: 16% of 2024 revenue; no other merchant above 8%

SLIDE 8 - Competition
- Botswana Post and DHL: nationwide, two to five days, no 24-hour COD settlement
- Rider-B and SendIt BW: app-based couriers, Gaborone only, no COD
- Merchants' own drivers
- Our edge: COD settled within 24 hours; tracking plug-ins for Shopify and WooCommerce

SLIDE 9 - Plan
                        2025        2026        2027
Revenue (P million)     11.2        17.5        25.0
Towns served               5           7           9

SLIDE 10 - Team and ownership
- Lesego Motsumi, co-founder and CEO
- Neo Kebonang, co-founder and COO
- Boipelo Ramotswa, CFO, joined in October 2024 from a commercial bank
- Founders 64%, angel investors 21%, employee option pool 15%

SLIDE 11 - The ask
- BWP 8 million Series A: 120 e-bikes, a Francistown hub and a sorting centre in Gaborone
- Road transport permits for all 38 vans already issued by the Department of Road Transport and Safety`,
    present: [],
    absent: ['no-competition', 'unrealistic-growth', 'unit-economics', 'customer-concentration'],
    traits: ['list', 'table', 'figures', 'time'],
  },

  // 10 — Internal risk memo from an investor, agri-inputs distributor, Malawi.
  // founder-departure PRESENT (indirect): co-founder/CTO handed in notice, last working day 31 March 2025.
  // dead-equity PRESENT (indirect): he keeps 200,000 / 1,000,000 shares = 20%; no leaver or buy-back clause.
  // litigation PRESENT (indirect): High Court summons for MK 96 million, defence filed, mediation failed, no trial yet.
  // low-founder-ownership ABSENT: active founder (CEO) holds 48% (>= 40%); 48 + 20 + 17 + 15 = 100.
  // customer-concentration ABSENT: AIP orders MK 299 million / MK 1,360 million = 22% (< 30%).
  // cap-table-complexity ABSENT: register agrees with investor records and Registrar General filing.
  // declining-revenue / burn-above-revenue ABSENT: revenue MK 942m -> MK 1.36bn; gross profit
  //   14% x 1,360 = MK 190.4m - operating costs MK 152m = MK 38.4m; net profit MK 21m.
  {
    id: 'h19-en-w3-10',
    documentType: 'business_plan',
    language: 'en',
    text: `SHIRE VENTURES - INTERNAL, NOT FOR CIRCULATION
Portfolio risk note: Chiwanda Agri-Inputs Ltd
Prepared by: Madalitso Chirwa, Investment Manager
For: Partners' meeting, 10 April 2025

Summary
Trading is sound. Three matters have arisen since our December review. None changes the FY2024 numbers, but all three bear on whether we take up our MK 400 million follow-on allocation.

Trading, FY2024 (audited accounts received 28 March, clean opinion)
- Revenue MK 1.36 billion (FY2023: MK 942 million)
- Gross margin 14.0% (FY2023: 14.2%)
- Operating costs MK 152 million; net profit after finance costs and tax MK 21 million
- Affordable Inputs Programme orders: MK 299 million, 22% of revenue
- Cash at 31 March 2025: MK 180 million; the FDH overdraft limit of MK 250 million is not used

1. Mphatso
Mphatso Kachingwe, co-founder and the person who built the ordering app and the agro-dealer credit scoring, handed in his notice on 14 February; his last working day was 31 March. He has taken a role with a payments company in Nairobi. The two developers he managed have stayed, and Thokozani expects to hire a head of technology by July.

2. His shares
Mphatso holds 200,000 of the 1,000,000 ordinary shares. The 2021 shareholders' agreement, signed before we invested, contains no leaver clause and no option for the company or the other shareholders to buy his shares, and on 2 April he told Thokozani he intends to keep all of them. The share register (which agrees with our records and with the latest Registrar General filing) now reads: Thokozani Mvula 48%, Mphatso Kachingwe 20%, Shire Ventures 17%, Kalulu Angels 15%. Any new round would have to be priced and voted with a fifth of the company in the hands of someone no longer working in it.

3. Tiyamike Trading
Tiyamike Trading, a Mchinji agro-dealer whose dealership Chiwanda ended in August 2024 after repeated short remittances, issued a summons in the High Court, Commercial Division (Lilongwe), in November 2024, claiming MK 96 million for wrongful termination and lost profits. Chiwanda has filed its defence and a counter-claim for MK 31 million of unremitted sales. Court-annexed mediation failed on 22 January and no trial date has been set. External counsel puts the exposure, if the claim succeeds, at MK 40-60 million plus costs.

Proposed next steps
- Ask Thokozani to approach Mphatso about a voluntary sale of part of his holding to a new employee share pool.
- Make any follow-on conditional on an amended shareholders' agreement with leaver terms.
- Obtain counsel's written opinion on the Tiyamike claim before the June partners' meeting.`,
    present: ['founder-departure', 'dead-equity', 'litigation'],
    absent: ['low-founder-ownership', 'customer-concentration', 'cap-table-complexity'],
    traits: ['prose', 'list', 'indirect', 'time'],
  },

  // 11 — Five-year business plan with projections table, medical drone delivery, Botswana.
  // burn-above-revenue PRESENT (figures): 2024 revenue P'000 1,140 vs costs 660 + 2,640 = 3,300;
  //   per month P 95,000 revenue vs P 275,000 costs.
  // short-runway PRESENT (figures): net burn 275,000 - 95,000 = P 180,000/month; cash 1,170,000 / 180,000 = 6.5 months.
  // regulatory PRESENT (indirect): no final drone rules; flying under a trial exemption to 30 Sept 2025,
  //   CAAB cannot say what the rules will require nor whether it will extend.
  // pending-licence ABSENT: nothing applied for (no certificate exists to apply for); exemption already granted.
  // unrealistic-growth ABSENT: 1,140 -> 2,050 (1.80x) -> 3,280 (1.60x) -> 4,590 (1.40x) -> 5,960 (1.30x)
  //   -> 7,150 (1.20x); 2024 -> 2027 = 4.0x over three years (far below 27x).
  // customer-concentration ABSENT: largest customer 12%; mining clinics 25% spread over three companies.
  // gross-margin ABSENT: 40% (2023) -> 42.1% (2024) -> 43-48% projected (rising).
  // Table check: revenue / flights = P 330-331 every year; GP = revenue - cost of sales; EBITDA = GP - overheads.
  {
    id: 'h19-en-w3-11',
    documentType: 'business_plan',
    language: 'en',
    text: `LEFOKO AIR (PTY) LTD
Five-Year Business Plan 2025-2029
Gaborone, January 2025 | Confidential

1. Who we are
Lefoko Air flies blood samples, test results, vaccines and emergency medicines by fixed-wing drone between clinics, district hospitals and laboratories in the Kweneng and Southern districts. Since our first commercial flight in March 2023 we have completed 5,300 flights with ten aircraft and no loss of cargo.

2. Track record
                          2023       2024
Flights                  1,850      3,450
Revenue (P'000)            610      1,140
Gross margin               40%        42%

Revenue by customer group, 2024: private laboratories 58% (eleven laboratories, the largest 12%); mining company clinics 25% (three companies); district health management teams 17%.

3. The rules we fly under
Botswana does not yet have final regulations for commercial drone flights beyond the pilot's line of sight. We fly under a trial exemption issued by the Civil Aviation Authority of Botswana (CAAB) in February 2023 and extended once, to 30 September 2025. CAAB has told us that the permanent rules are still being drafted, that it cannot yet say what they will require of operators (for example type certification of aircraft or detect-and-avoid equipment), and that it has made no decision on what happens to trial operators after September. Until rules are published there is no operator certificate for which we could apply.

4. Projections (P'000)
                   2024A    2025F    2026F    2027F    2028F    2029F
Flights            3,450    6,200    9,900   13,900   18,000   21,600
Revenue            1,140    2,050    3,280    4,590    5,960    7,150
Cost of sales       (660)  (1,170)  (1,800)  (2,480)  (3,160)  (3,720)
Gross profit         480      880    1,480    2,110    2,800    3,430
Gross margin         42%      43%      45%      46%      47%      48%
Overheads         (2,640)  (3,000)  (2,900)  (2,950)  (3,050)  (3,150)
EBITDA            (2,160)  (2,120)  (1,420)    (840)    (250)      280

5. Assumptions
- Price per flight stays at about P 330; growth comes from new routes in Kgatleng and Central districts.
- Three more aircraft in 2025 and two a year from 2026.
- Gross margin rises as batteries last longer and one pilot supervises several aircraft.

6. Cash
At 31 December 2024 the company held P 1.17 million in cash. Over October-December 2024 revenue averaged P 95,000 a month and total costs (cost of sales and overheads) P 275,000 a month.

7. Funding
We are raising P 9.5 million in equity to fund the losses shown above, the new aircraft and a second base in Molepolole.

8. Other risks
Weather (summer storms ground flights on 8-10% of days), loss of aircraft, and competition from road couriers and the clinics' own vehicles on shorter routes.`,
    present: ['burn-above-revenue', 'short-runway', 'regulatory'],
    absent: ['pending-licence', 'unrealistic-growth', 'customer-concentration', 'gross-margin'],
    traits: ['table', 'figures', 'indirect', 'split'],
  },

  // 12 — Convertible note, edtech, Botswana. CLEAN.
  // investor-control ABSENT: at the cap, (1,500,000 x 1.16) / (18,000,000 + 1,740,000) = 8.8% for the noteholder.
  // low-founder-ownership ABSENT: founders 41.0% + 31.0% = 72.0%.
  // dead-equity ABSENT: the departed developer's unvested options lapsed and returned to the pool; he holds nothing.
  // founder-departure ABSENT: the person who left was a software developer, not a founder or executive.
  // pending-licence ABSENT: BQA accreditation granted 14 June 2023, valid to 2028.
  // litigation / related-party ABSENT: warranties state none exist (negation); default clause hypothetical.
  {
    id: 'h19-en-w3-12',
    documentType: 'legal_docs',
    language: 'en',
    text: `CONVERTIBLE NOTE AGREEMENT

between DITHABA LEARNING (PTY) LTD, registration number BW00002963115, of Plot 50676, Fairground Office Park, Gaborone (the "Company")
and KHUMO SEED FUND (PTY) LTD, of Plot 64518, Fairgrounds, Gaborone (the "Noteholder")

Date: 9 December 2024

1. Subscription. The Noteholder subscribes for a convertible note with a principal amount of P 1,500,000 (one million five hundred thousand pula), to be paid into the Company's account with Stanbic Bank Botswana within five business days of signature.

2. Interest. Simple interest accrues at 8% per year and is added to the principal on conversion or paid on redemption.

3. Maturity. 24 months from the date of payment. If no Qualifying Round has taken place by then, the Noteholder may elect either repayment of principal and interest or conversion at the Cap Price.

4. Conversion. On a Qualifying Round (an equity raise of at least P 5,000,000), the principal and accrued interest convert at the lower of (a) 80% of the price per share paid in that round and (b) the Cap Price, being P 18,000,000 divided by the fully diluted share capital immediately before the round.

5. Warranties. The Company warrants that at the date of this agreement:
   5.1 the capitalisation table in Schedule 2 is complete and accurate;
   5.2 no litigation, arbitration or claim is pending or, to its knowledge, threatened against it;
   5.3 all tax returns due to the Botswana Unified Revenue Service have been filed and all tax paid when due;
   5.4 there is no loan, lease, supply contract or other arrangement between the Company and any director or shareholder, or any relative of, or company controlled by, any of them;
   5.5 its accreditation by the Botswana Qualifications Authority as an education and training provider was granted on 14 June 2023 and is valid until 13 June 2028.

6. Information and observer rights. The Company will send the Noteholder quarterly management accounts within 30 days of each quarter end. The Noteholder may appoint one observer to board meetings, without a vote.

7. Events of default. If the Company fails to pay any amount due under this agreement within 15 business days, or if it is placed in liquidation or business rescue, the outstanding principal and interest become immediately repayable.

8. Governing law. The laws of Botswana; the High Court of Botswana has jurisdiction.

SCHEDULE 2 - CAPITALISATION TABLE AT THE DATE OF THIS AGREEMENT
Holder                                   Ordinary shares      %
Masego Tau (co-founder, CEO)                   410,000      41.0
Kabelo Seretse (co-founder, CTO)               310,000      31.0
Angel investors (six)                          180,000      18.0
Employee option pool (35,000 granted)          100,000      10.0
Total                                        1,000,000     100.0

Note: 15,000 unvested options granted to a former software developer lapsed when he resigned in July 2024 and returned to the pool. He holds no shares or options.

Signed at Gaborone on the date above.
For the Company: ____________________      For the Noteholder: ____________________`,
    present: [],
    absent: ['investor-control', 'dead-equity', 'litigation', 'related-party'],
    traits: ['list', 'table', 'negation', 'modality', 'time'],
  },

  // 13 — Customer cohort export, payroll SaaS, Malawi.
  // high-churn PRESENT (figures): SME logo churn 7.6-8.8% a month (>= 5%); 12-month logo retention of 2023 H2
  //   cohorts = (16 + 14 + 17 + 15 + 20 + 12) / (42 + 37 + 45 + 39 + 51 + 33) = 94 / 247 = 38.1% (< 55%).
  // customer-concentration PRESENT (split/figures): Thyolo Highlands Tea Estates MK 7,600,000 (Table C)
  //   / total MRR MK 19,800,000 (Table B) = 38.4% (>= 30%).
  // declining-revenue ABSENT: total MRR 17.2m -> 17.9m -> 18.4m -> 18.9m -> 19.3m -> 19.8m (every month up).
  // gross-margin ABSENT: 1 - 4.70 / 17.2 = 72.7% (Jul) vs 1 - 5.30 / 19.8 = 73.2% (Dec).
  // non-recurring-revenue ABSENT: once-off set-up fees excluded from MRR.
  // Table check: SME + enterprise = total each month; Table C rows sum to 10,010,000.
  {
    id: 'h19-en-w3-13',
    documentType: 'business_plan',
    language: 'en',
    text: `malipiro_cohorts_export_2025-01-08.csv (rendered for data room)
Company: Malipiro Technologies Ltd, Blantyre | Product: MalipiroHR (payroll and PAYE filing)
Currency: MWK | Generated 08-Jan-2025 10:42 from billing DB by c.mbewe
MRR = monthly subscription fees; once-off set-up fees are excluded.

TABLE A - SME tier (1-50 employees): logo retention by signup month
cohort    new_accts    m1      m3      m6      m9      m12
2023-07       42      81.0%   64.3%   50.0%   42.9%   38.1%
2023-08       37      81.1%   64.9%   51.4%   43.2%   37.8%
2023-09       45      77.8%   62.2%   48.9%   42.2%   37.8%
2023-10       39      82.1%   64.1%   51.3%   43.6%   38.5%
2023-11       51      80.4%   64.7%   51.0%   43.1%   39.2%
2023-12       33      81.8%   63.6%   51.5%   42.4%   36.4%
2024-01       48      81.3%   64.6%   50.0%   43.8%     -
2024-03       55      80.0%   63.6%   50.9%   43.6%     -
2024-06       60      80.0%   63.3%   50.0%     -       -
2024-09       58      81.0%   63.8%     -       -       -

TABLE B - MRR by tier, July-December 2024 (MWK)
month    sme_accts  sme_logo_churn   sme_mrr      enterprise_mrr  total_mrr    hosting_support_cost
2024-07     402         8.1%        9,400,000      7,800,000     17,200,000      4,700,000
2024-08     418         7.6%        9,520,000      8,380,000     17,900,000      4,850,000
2024-09     431         8.4%        9,610,000      8,790,000     18,400,000      4,980,000
2024-10     440         7.9%        9,680,000      9,220,000     18,900,000      5,090,000
2024-11     447         8.8%        9,730,000      9,570,000     19,300,000      5,180,000
2024-12     451         8.2%        9,790,000     10,010,000     19,800,000      5,300,000

TABLE C - Enterprise tier (6 accounts), December 2024 MRR (MWK)
account                                    employees paid     mrr
Thyolo Highlands Tea Estates Ltd                4,100       7,600,000
Kanengo Leaf Processors Ltd                       540         980,000
Mzuzu Coffee Growers Cooperative                  310         540,000
Shire Valley Sugar Outgrowers Trust               240         430,000
Chitipa Hardware Group                            150         270,000
Nkhata Bay Fisheries Ltd                          105         190,000
Total enterprise                                           10,010,000

Notes
- No enterprise account has cancelled since the tier was launched in 2023.
- Thyolo Highlands added payroll for three further estates between August and October 2024.
- sme_logo_churn = SME accounts not invoiced this month / SME accounts invoiced last month.`,
    present: ['high-churn', 'customer-concentration'],
    absent: ['declining-revenue', 'gross-margin', 'non-recurring-revenue'],
    traits: ['table', 'figures', 'split'],
  },
];
