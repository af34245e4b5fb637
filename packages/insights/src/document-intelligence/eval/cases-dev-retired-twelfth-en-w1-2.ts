import type { RedFlagCase } from './case';

export const redFlagTwelfthEnW1Part2: readonly RedFlagCase[] = [
  // clean: licence already renewed; covenant 1.9x vs 1.3x minimum; largest client 11% (< 30); threatened claim never filed;
  // revenue UGX 388m (Jan) -> 412m (Feb), up
  {
    id: 'h12-en-w1-kampala-payroll-founders-whatsapp',
    documentType: 'business_plan',
    present: [],
    absent: ['regulatory', 'pending-licence', 'debt-distress', 'customer-concentration', 'litigation', 'declining-revenue'],
    traits: ['chat', 'modality', 'negation', 'time'],
    text: `[14/03/2024, 21:12] Brian Okello: guys honestly if BoU doesn't renew the PSO licence in June we are toast. has anyone chased?
[14/03/2024, 21:13] Sarah Namutebi: Brian it's renewed 😅 letter came on Tuesday, valid to June 2027. it's in the Drive under Regulatory/2024
[14/03/2024, 21:13] Brian Okello: 🙏🙏 ok my bad, I was on the road all week
[14/03/2024, 21:15] Sarah Namutebi: Pearl Bank also confirmed the overdraft rollover on the same terms. DSCR at Feb was 1.9x vs the 1.3x minimum so no drama there
[14/03/2024, 21:16] Moses Kato: what about Victoria Foods. if they moved their payroll to someone else?
[14/03/2024, 21:17] Sarah Namutebi: they're 11% of revenue now. it would hurt but it wouldn't kill us. Feb revenue was UGX 412m vs 388m in Jan
[14/03/2024, 21:18] Moses Kato: ok that's less than I thought. last year they were nearly a quarter
[14/03/2024, 21:19] Brian Okello: and the guy from the old recruitment agency who said he'd sue us over the referral fees?
[14/03/2024, 21:20] Sarah Namutebi: never filed anything. our lawyer wrote to his lawyer in January, they replied that the matter is closed. I have the letter
[14/03/2024, 21:21] Moses Kato: if it ever did go to court we have the professional indemnity cover anyway
[14/03/2024, 21:22] Brian Okello: good. so board deck on Monday is boring news only?
[14/03/2024, 21:22] Sarah Namutebi: boring is good 😂 I'll send the draft tomorrow night`,
  },
  // no-competition: "Competitive landscape: none"
  // growth: 2023 TZS 480m -> 2024F TZS 2.1bn = 4.4x; 2025F 8.9bn / 2.1bn = 4.2x (>= 4x a year)
  // 2023 costs TZS 455m below revenue TZS 480m: no burn-above-revenue
  {
    id: 'h12-en-w1-dar-cargo-matching-deck',
    documentType: 'pitch_deck',
    present: ['no-competition', 'unrealistic-growth'],
    absent: ['burn-above-revenue', 'missing-financials'],
    traits: ['list', 'figures', 'indirect'],
    text: `BANDARI LINK - SEED DECK (Dar es Salaam, April 2024)

SLIDE 2 - THE PROBLEM
Trucks leave Dar port full and come back from Mwanza, Dodoma and Arusha empty 40% of the time. Cargo owners rely on informal brokers who take up to 15% and offer no tracking.

SLIDE 3 - OUR SOLUTION
An app that matches cargo owners with verified truck owners for return loads, with M-Pesa and bank payment, GPS tracking and a digital waybill.

SLIDE 5 - TRACTION
- 1,140 trucks onboarded, 310 active shippers
- 2023 revenue: TZS 480m (commission + tracking subscriptions)
- 2023 operating costs: TZS 455m

SLIDE 6 - COMPETITIVE LANDSCAPE
None. Nobody in Tanzania offers digital backhaul matching at scale; the brokers at Ubungo and Kurasini are our biggest opportunity, not our rivals.

SLIDE 8 - FINANCIAL PROJECTIONS
Year        Revenue (TZS)
2023A       480m
2024F       2.1bn
2025F       8.9bn
2026F       31bn
Drivers: corridor expansion to Zambia and DRC, fuel-card partnership, insurance add-on.

SLIDE 9 - THE ASK
USD 1.5m seed to build the Zambia corridor team and the fuel-card product.`,
  },
  // clean: revenue up each quarter; gross margin 41,2% -> 38,6% = -2.6 points (< 5); EBITDA positive every quarter;
  // top client 27% (< 30)
  {
    id: 'h12-en-w1-joburg-pharmacy-logistics-board-pack',
    documentType: 'business_plan',
    present: [],
    absent: ['gross-margin', 'customer-concentration', 'declining-revenue', 'burn-above-revenue'],
    traits: ['table', 'figures'],
    text: `MEDIROUTE (PTY) LTD - QUARTERLY BOARD PACK, Q4 FY2025 (year to 31 March 2025)
Prepared by: Finance (Nomvula Dlamini, CFO)

1. Trading summary (ZAR '000)
                       Q1 FY25    Q2 FY25    Q3 FY25    Q4 FY25
Revenue                  4 812      5 104      5 390      5 611
Gross margin %            41,2       40,1       39,4       38,6
EBITDA                     210        236        262        301
Deliveries ('000)          118        126        133        139

2. Commentary
Revenue grew in every quarter, and full-year revenue of ZAR 20,9 million was 31% above FY2024. Gross margin eased by 2,6 points over the year as we took on more same-day rural routes in Limpopo, which carry higher fuel cost; the pricing review approved in February should recover about one point from Q2 FY26.

3. Customers
Our largest client, Highveld Pharmacies, represented 27% of Q4 revenue (Q3: 28%). We signed two new hospital groups in Q4, which will reduce this further.

4. Cash and funding
Cash at 31 March: ZAR 6,9 million. The business has been cash-generative since Q2 and we do not expect to draw on the Nedfin revolving facility, which remains undrawn.

5. Statutory
The FY2024 annual financial statements were audited with an unmodified opinion; the FY2025 audit starts on 12 May.

6. For decision
Approve the ZAR 1,1 million budget for the Polokwane cross-dock.`,
  },
  // missing-financials: a deck with no revenue or cost figure (only market size, sign-ups, payouts, the raise)
  // pending-licence: application to NBE submitted February 2024, not yet granted
  {
    id: 'h12-en-w1-addis-coop-payouts-deck',
    documentType: 'pitch_deck',
    present: ['missing-financials', 'pending-licence'],
    absent: ['no-competition', 'regulatory'],
    traits: ['list', 'indirect'],
    text: `GEBEYA PAY - PRE-SEED DECK (Addis Ababa, May 2024)

1. PROBLEM
Ethiopia's 90,000+ agricultural cooperatives still pay members in cash. Treasurers travel to town with sacks of birr; payouts take days and leak.

2. SOLUTION
Bulk digital payouts from a cooperative's bank account to members' mobile wallets, with a USSD statement for every member and an audit trail for the union.

3. MARKET
120 million people; fewer than half hold a bank or wallet account. Cooperative payouts estimated at more than USD 2bn a year.

4. TRACTION
- Pilot with 3 coffee cooperatives in Sidama and Oromia since January
- 4,200 payouts processed in the pilot
- 18,000 members on the waitlist

5. REGULATION
Application for a Payment Instrument Issuer licence submitted to the National Bank of Ethiopia in February 2024. Until approval, the pilot runs under our partner bank's licence.

6. COMPETITION
telebirr, M-PESA Ethiopia and bank apps serve individuals well. We differentiate on cooperative bulk payouts, member statements and union-level reporting.

7. TEAM
Hiwot Bekele (CEO) - 8 years at a commercial bank's digital unit
Yonas Girma (CTO) - built payment rails for a regional fintech

8. THE ASK
USD 1.2m pre-seed.
Contact: hiwot@gebeyapay.et`,
  },
  // churn: 27 cancelled / 412 paying at 1 May = 6.6% a month (>= 5)
  // non-recurring: ARR KSh 41.9m = MRR 2.91m x 12 (34.9m) + one-off KSh 7m integration fee
  {
    id: 'h12-en-w1-nairobi-retail-pos-slack',
    documentType: 'business_plan',
    present: ['high-churn', 'non-recurring-revenue'],
    absent: ['declining-revenue', 'unit-economics'],
    traits: ['chat', 'figures', 'indirect', 'split'],
    text: `#finance-and-metrics - exported 3 June 2024

Kevin Mutua [09:02]
May numbers for the deck refresh 👇
Paying shops on 1 May: 412
Cancelled during May: 27
New paying shops: 31
Paying shops on 31 May: 416

Achieng Owino [09:10]
Thanks. MRR for May closed at KSh 2.91m. On the ARR slide I've put KSh 41.9m.

Kevin Mutua [09:12]
2.91 x 12 is 34.9 though?

Achieng Owino [09:14]
Plus the KSh 7m integration fee from Unity Bank in April. It's a signed contract, it's real money, so it goes in ARR.

Kevin Mutua [09:15]
It's a one-time fee for building their merchant API though, they don't pay it again next year

Achieng Owino [09:17]
Investors look at the total. Leave it for now, we can footnote later if someone asks.

Kevin Mutua [09:18]
ok. and for the retention slide, should I show monthly churn?

Achieng Owino [09:20]
Show net shop growth instead, +4 shops in May. It reads better.

Kevin Mutua [09:21]
👍 updating now. CAC slide stays as last month (KSh 14k per shop)

Achieng Owino [09:22]
yes, no change there`,
  },
  // founders: 2,600,000 + 1,900,000 = 4,500,000 / 10,000,000 = 45% (>= 40)
  // largest investor Kijani 2,200,000 / 10,000,000 = 22% (< 50)
  // post total: 2.6 + 1.9 + 2.2 + 1.4 + 1.1 + 0.8 = 10.0m; pre total: 2.6 + 1.9 + 0.9 + 1.1 + 0.5 = 7.0m
  // leaver's shares repurchased and cancelled; schedule reconciled
  {
    id: 'h12-en-w1-pwani-solar-seed-capitalisation',
    documentType: 'legal_docs',
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'cap-table-complexity'],
    traits: ['table', 'figures', 'negation'],
    text: `PWANI SOLAR LIMITED (Tanzania)
SHARE SUBSCRIPTION AGREEMENT - SERIES SEED
SCHEDULE 2: CAPITALISATION

Holder                               Pre-money      Post-money     Post %
Neema Mushi (Founder, CEO)           2,600,000      2,600,000      26.0%
Idd Salim (Founder, COO)             1,900,000      1,900,000      19.0%
Kijani Impact Fund (Lead)                    -      2,200,000      22.0%
Coast Angels SPV                       900,000      1,400,000      14.0%
Employee option pool                 1,100,000      1,100,000      11.0%
Other seed investors                   500,000        800,000       8.0%
Total                                7,000,000     10,000,000     100.0%

Notes to Schedule 2
(a) The 150,000 ordinary shares previously issued to a former software developer, who left the Company in March 2023, were repurchased at par in December 2023 in accordance with the leaver provisions of the Articles and cancelled. They are not included above.
(b) No convertible notes, SAFEs or warrants are outstanding.
(c) This Schedule was reconciled with the register of members and the filings at BRELA by Mkapa & Associates on 2 April 2024.
(d) Subscription price: TZS 2,300 per share; aggregate investment TZS 6.9bn (approx. USD 2.7m).

Clause 7.2 (Board). The Lead shall be entitled to appoint one director for so long as it holds at least 10% of the issued shares. The Founders shall together be entitled to appoint two directors.`,
  },
  // clean: several competitors named; revenue USD 260k -> 410k; plan 2.2x (< 4x); co-founder on temporary leave;
  // licence held since 2022
  {
    id: 'h12-en-w1-addis-freight-podcast',
    documentType: 'business_plan',
    present: [],
    absent: ['no-competition', 'unrealistic-growth', 'founder-departure', 'regulatory', 'pending-licence'],
    traits: ['negation', 'modality', 'time'],
    text: `TRANSCRIPT - "Horn Builders" podcast, episode 41
Guest: Meron Tadesse, co-founder and CEO, Sheger Freight (Addis Ababa)

HOST: People in the ecosystem tell me you have the digital freight market in Addis to yourselves.
MERON: That's just not true, and I'd be worried if it were. There are at least four app-based freight platforms in Addis, plus thousands of brokers at Merkato who know every truck owner by name. They are our real competition.

HOST: Let's talk numbers.
MERON: Last year we moved about USD 2.4 million of freight. Our revenue, the commission we keep, was about USD 410,000, up from USD 260,000 the year before.

HOST: And the plan is ten times that next year?
MERON: No. The plan the board signed off is 2.2 times. Djibouti corridor loads are lumpy and I'd rather beat a sensible plan.

HOST: There was chatter that your co-founder Dawit was leaving.
MERON: (laughs) Dawit is on paternity leave for two months. He's back in May and he's running the Djibouti launch. He's not going anywhere.

HOST: What about regulation? There's a new logistics proclamation.
MERON: We were part of the consultation. We've held our freight forwarding licence since 2022 and the proclamation keeps that category as it is.

HOST: Last one. What would kill the business?
MERON: If diesel shortages came back like in 2022, truck owners would park up. We keep a fuel-card partnership for that reason.`,
  },
  // unit-economics: claimed LTV/CAC about 5:1; LTV = USD 4 x 30% x 14 months = USD 16.8; CAC USD 38; 16.8 / 38 = 0.44
  // regulatory: stated uncertainty over BoZ draft directive (no application made, so not pending-licence)
  {
    id: 'h12-en-w1-lusaka-input-credit-interview',
    documentType: 'business_plan',
    present: ['unit-economics', 'regulatory'],
    absent: ['pending-licence', 'declining-revenue'],
    traits: ['figures', 'indirect', 'split', 'modality'],
    text: `"Farmers repay better than salaried workers" - Q&A with Mutale Banda, founder of ChuruGrow

ChuruGrow, based in Lusaka, lets smallholders buy seed and fertiliser now and pay after harvest through mobile money. We spoke to its founder about growth, economics and regulation. The interview has been edited for length.

How big is ChuruGrow today?
About 6,500 active farmers in Central and Southern provinces. Revenue last year was around USD 310,000, up from USD 190,000 in 2022.

Investors always ask about unit economics. How do yours look?
Very healthy. Our lifetime value to acquisition cost is about five to one, which is why we are comfortable spending on growth.

What does it cost you to bring in a farmer?
Field agents, demo plots, radio and SMS, all in, about USD 38 per farmer.

And what does a farmer bring in?
On average about USD 4 a month in fees. Our gross margin on that is roughly 30% after the partner bank's cost of funds and mobile money charges, and a farmer stays with us for about 14 months on average.

What worries you?
Regulation, honestly. The Bank of Zambia published a draft directive on digital credit providers in March. Until it is final we don't know whether we will need our own lending licence or can keep lending through our partner bank. Nobody can tell us yet when it will be finalised.

Have you applied for a licence?
Not yet. There is nothing to apply for until the final rules say which category we fall into.`,
  },
];
