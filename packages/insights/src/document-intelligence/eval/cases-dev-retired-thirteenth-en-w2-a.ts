/** Part a of cases-dev-retired-thirteenth-en-w2.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagThirteenthEnW2A: readonly RedFlagCase[] = [
  // CTO "stepping back ... will leave at end of Q3" = announced departure; CBN halt on onboarding still in force = regulatory sanction.
  // Revenue N1.9bn vs N1.3bn: rising, not declining.
  {
    id: 'h13-en-w2-press-lagos-wallet',
    documentType: 'business_plan',
    text: `PRESS CLIPPING (appendix C to business plan) - The Lagos Ledger, Tuesday 8 July 2025

Kobopay co-founder steps back as CBN curbs wallet sign-ups

LAGOS - Tunde Bakare, the co-founder and chief technology officer of wallet app Kobopay, is "stepping back from day-to-day operations" and will leave the company at the end of the third quarter, according to an internal memo seen by The Ledger. A company spokesperson confirmed the memo but declined to name a successor.

The news comes three weeks after the Central Bank of Nigeria directed Kobopay to stop onboarding new customers until it completes a review of its know-your-customer procedures. Two people familiar with the matter said the directive remains in force; existing users can still send and receive money.

Kobopay processed N212bn in payments last year and booked revenue of N1.9bn, up from N1.3bn a year earlier, helped by a surge in merchant collections in the South-West.

The spokesperson said the company "is not in any legal dispute with the regulator" and had "no plans to challenge the directive in court", adding that remediation work was "well advanced".`,
    present: ['founder-departure', 'regulatory'],
    absent: ['litigation', 'declining-revenue', 'missing-financials'],
    language: 'en',
    traits: ['words', 'indirect', 'time', 'negation', 'figures'],
  },
  // net burn = 550k - 240k = GHS 310k/month; runway 1,200k / 310k = 3.9 months < 9 -> short-runway
  // monthly operating costs 550k > monthly revenue 240k -> burn-above-revenue
  // projection 4.1m / 2.9m = 1.4x -> not unrealistic
  {
    id: 'h13-en-w2-loan-app-kumasi-cold',
    documentType: 'business_plan',
    text: `WORKING CAPITAL & EXPANSION LOAN - APPLICATION FORM (SME Desk, Kumasi Branch)

Section A - Applicant
Name: Ashanti FreshChain Ltd (cold storage and distribution of tomatoes, pepper and leafy greens)
Years trading: 4 | Staff: 37 | Existing facilities: GHS 600,000 asset finance (vehicle), all repayments up to date

Section B - Financial position (figures from management accounts)
- Cash and bank balances at 30 June 2025: GHS 1.2 million
- Average monthly sales, Jan-Jun 2025: GHS 240,000
- Average monthly operating costs (staff, power, fuel, rent, produce): GHS 550,000
- FY2024 sales: GHS 2.9 million | FY2025 projected: GHS 4.1 million

Section C - Amount requested and purpose
GHS 2,500,000 over 48 months, to install two solar-backed cold rooms in Techiman and Ejura and cut diesel spend.

Section D - Declarations
We confirm that we have no overdue amounts with any lender and no outstanding tax liabilities. The directors are not aware of any claim against the company.

Signed: Kofi Owusu-Ansah, Managing Director`,
    present: ['short-runway', 'burn-above-revenue'],
    absent: ['debt-distress', 'unrealistic-growth', 'litigation'],
    language: 'en',
    traits: ['list', 'figures', 'indirect', 'negation'],
  },
  // Orange SL Le 9.1bn of turnover Le 14.0bn = 65% >= 30 -> customer-concentration
  // DSCR 0.94x below 1.20x covenant, April instalment outstanding -> debt-distress
  {
    id: 'h13-en-w2-credit-note-freetown-towers',
    documentType: 'financial_statements',
    text: `CREDIT NOTE - CORPORATE BANKING, FREETOWN
Obligor: Salone Tower Services Ltd  |  Request: renewal of Le 2.0bn overdraft; term loan review
Prepared by: Relationship Manager  |  Date: 19 May 2025

1. Financial performance (FY2024 accounts, audited, unqualified opinion)
   Turnover                      Le 14.0bn   (FY2023: Le 12.6bn)
   of which Orange Sierra Leone  Le 9.1bn
   EBITDA                        Le 3.2bn

2. Conduct of account
   The DSCR at the December 2024 test date was 0.94x against a covenant
   minimum of 1.20x. No waiver has been requested. The March 2025
   instalment was settled 47 days after due date; the April 2025
   instalment of Le 410m remains
   unpaid at the date of this note.

3. Security
   Legal charge over tower sites at Hastings and Waterloo; assignment of
   receivables from the main tenant.

4. Recommendation
   Renewal of the overdraft is not recommended at this stage. The Bank has
   not initiated any legal action; Credit Risk to agree a remediation plan
   with management within 30 days.`,
    present: ['customer-concentration', 'debt-distress'],
    absent: ['audit-opinion', 'litigation', 'declining-revenue'],
    language: 'en',
    traits: ['table', 'split', 'figures', 'indirect', 'negation'],
  },
  // Qualified ("except for") opinion -> audit-opinion; material uncertainty on going concern -> going-concern
  // Net loss EGP 38.5m -> costs above revenue for the year -> burn-above-revenue
  {
    id: 'h13-en-w2-auditor-cairo-coldchain',
    documentType: 'financial_statements',
    text: `INDEPENDENT AUDITOR'S REPORT
To the Shareholders of Delta Cold Chain S.A.E.

Qualified Opinion
We have audited the financial statements of Delta Cold Chain S.A.E. for the year ended 31 December 2024. In our opinion, except for the possible effects of the matter described in the Basis for Qualified Opinion section of our report, the accompanying financial statements present fairly, in all material respects, the financial position of the Company in accordance with Egyptian Accounting Standards.

Basis for Qualified Opinion
We were not able to attend the physical count of inventories held at the Sadat City warehouse, carried at EGP 46.2 million, nor to satisfy ourselves by alternative means as to their quantity.

Material Uncertainty Related to Going Concern
We draw attention to Note 2, which indicates that the Company incurred a net loss of EGP 38.5 million on revenue of EGP 212 million during the year and, as of that date, its current liabilities exceeded its current assets by EGP 61 million. These conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern. Our opinion is not further modified in respect of this matter. Note 14 records that the Company remained within its bank covenants at year end.

Cairo, 27 April 2025`,
    present: ['audit-opinion', 'going-concern', 'burn-above-revenue'],
    absent: ['debt-distress'],
    language: 'en',
    traits: ['words', 'indirect', 'figures', 'negation'],
  },
  // Lead post-money: 6 / (5 + 6) = 54.5% >= 50 -> investor-control
  // Founders post-money: 70% x 5/11 = 31.8% < 40 -> low-founder-ownership
  {
    id: 'h13-en-w2-term-sheet-farmcrowd',
    documentType: 'legal_docs',
    text: `SUMMARY OF PRINCIPAL TERMS - SERIES A PREFERRED SHARES
Farmcrowd Technologies Ltd (Lagos, Nigeria)
Non-binding save for Confidentiality, Exclusivity and Governing Law

Issuer:              Farmcrowd Technologies Ltd (the "Company")
Lead Investor:       Sahel Growth Fund II LP
Investment:          US$6,000,000, in one closing
Pre-money valuation: US$5,000,000 on a fully diluted basis
Current holdings:    Founders (Ada Okafor, Ifeanyi Eze) 70%; angel investors 20%;
                     ESOP pool (unallocated) 10% - fully diluted, pre-money
Liquidation pref.:   1x non-participating
Board:               Five directors: three appointed by the Lead Investor, two by the
                     Founders. Chair appointed by the Lead Investor.
Reserved matters:    Usual list, approval of the Lead Investor required
Cap table:           Schedule 1, reconciled to the register of members by the
                     Company's counsel on 2 June 2025
Vesting:             Founder shares subject to 4-year reverse vesting from Closing
Governing law:       Nigeria; arbitration in Lagos`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['cap-table-complexity', 'dead-equity'],
    language: 'en',
    traits: ['table', 'figures', 'indirect'],
  },
  // Former employees who left in 2021 still hold 7%, repurchase option lapsed -> dead-equity
  // register not reconciled with ESOP ledger and note conversions -> cap-table-complexity
  // Founders still full-time, hold 61% -> no founder-departure, no low-founder-ownership
  {
    id: 'h13-en-w2-sha-accra-legacy',
    documentType: 'legal_docs',
    text: `SHAREHOLDERS' AGREEMENT - Kente Pay Ltd (Ghana) - execution version, extract

9.3 Founders. The Founders, Yaw Boateng and Abena Ofori, together hold 1,220,000 Ordinary Shares (61.0% of the issued share capital) and remain full-time executive directors of the Company.

9.4 Legacy holdings. The Parties acknowledge that Kwame Asante and Efua Mensah, early employees whose employment with the Company ended in 2021, together hold 140,000 Ordinary Shares (7.0%). The Company's repurchase option under the 2019 subscription letters lapsed on 30 June 2022 without having been exercised, and those shares remain in issue with full voting and economic rights.

9.5 Register. The Parties further acknowledge that the register of members as at the date of this Agreement has not been reconciled with the ESOP ledger or with the conversion of the 2023 convertible notes. The differences identified so far amount to up to 3.5% of the fully diluted share capital. The Company undertakes to deliver a reconciled capitalisation table within ninety (90) days of Completion.

9.6 The Investors' aggregate holding after Completion shall be 24.0%.`,
    present: ['dead-equity', 'cap-table-complexity'],
    absent: ['founder-departure', 'low-founder-ownership', 'investor-control'],
    language: 'en',
    traits: ['words', 'indirect', 'time'],
  },
  // "Nobody else offers ... the field is ours" -> no-competition
  // 2025F 58 / 2024A 11.8 = 4.9x in one year >= 4 -> unrealistic-growth
  // 2024A total costs 10.4 < revenue 11.8 -> no burn-above-revenue
  {
    id: 'h13-en-w2-deck-cairo-fleetcard',
    documentType: 'pitch_deck',
    text: `FLEETLY - fuel cards + telematics for Egyptian fleets | Seed deck, 2025

[Slide 3] The problem
Egypt's 400,000 commercial vehicles still buy fuel in cash. Drivers keep paper receipts; owners lose 8-12% of fuel spend to leakage.

[Slide 4] Landscape
Every fleet we have met runs on paper and WhatsApp. Nobody else offers a fuel card wired to telematics in this market - the field is ours to take.

[Slide 7] Traction
- 212 fleets, 6,900 vehicles
- Partnerships with two national fuel station chains

[Slide 9] Financials (EGP m)
            2024A   2025F   2026F
Revenue     11.8    58.0    210.0
Total costs 10.4    41.0    128.0

[Slide 10] The ask
US$3m seed to open Alexandria and the Canal cities.`,
    present: ['no-competition', 'unrealistic-growth'],
    absent: ['missing-financials', 'burn-above-revenue'],
    language: 'en',
    traits: ['table', 'list', 'figures', 'indirect'],
  },
  // churn: 66 lost of 400 over a quarter = 16.5%/quarter = ~5.5%/month >= 5 -> high-churn
  // ARR $1.1m includes $280k one-time integration fee -> non-recurring-revenue
  // that contract: 280/1100 = 25% < 30 -> no customer-concentration
  {
    id: 'h13-en-w2-interview-lagos-pos',
    documentType: 'business_plan',
    text: `TRANSCRIPT - DD call, Stockline (inventory SaaS for Lagos retailers)
Participants: F. Adeyemi (CEO), analyst (AN). Recorded 11 July 2025.

AN: Let's start with retention. What happened in Q2?
FA: Honestly, a tough quarter. We started April with 400 paying merchants, and by the end of June 66 of them had cancelled. Mostly provision stores that closed when the naira moved. We won new ones, so the headline count looks flat.

AN: Understood. The deck says ARR of $1.1m. How is that built?
FA: It's our annualised revenue. It includes the $280k we billed the state revenue service in May for the one-time integration and data migration - that's in the number - and the rest is subscriptions.

AN: Is that state contract your biggest customer?
FA: By far, but it's a one-off project; our largest subscriber pays about $40k a year.

AN: And competition?
FA: Plenty - two Nigerian players and a Kenyan one that just came in.`,
    present: ['high-churn', 'non-recurring-revenue'],
    absent: ['customer-concentration', 'no-competition'],
    language: 'en',
    traits: ['indirect', 'figures', 'time'],
  },
  // GM Q1 = (3850-2270)/3850 = 41.0%; Q2 = (3410-2290)/3410 = 32.8% -> down 8.2 pts >= 5 -> gross-margin
  // revenue Q2 3410 < Q1 3850 -> declining-revenue; "unaudited" -> audit-opinion
  // costs Q2 2290 + 960 = 3250 < 3410 -> no burn-above-revenue
  {
    id: 'h13-en-w2-mgmt-csv-tamale-shea',
    documentType: 'financial_statements',
    text: `Tamale Agro-Processing Ltd - management accounts (unaudited) - export from accounting system
currency,GHS_000
period,revenue,cost_of_sales,operating_expenses,closing_cash
Q1-2025,3850,2270,990,2140
Q2-2025,3410,2290,960,2300

Notes from the Finance Manager:
1. Shea butter export volumes were lower in Q2 because one container was rolled to July.
2. Raw nut prices rose at the farm gate; we did not pass the increase on to buyers under fixed-price contracts.
3. The FY2024 statutory audit is scheduled for September.`,
    present: ['declining-revenue', 'gross-margin', 'audit-opinion'],
    absent: ['burn-above-revenue', 'short-runway'],
    language: 'en',
    traits: ['csv', 'figures', 'indirect'],
  },
  // PSP licence applied for Feb 2025, under review -> pending-licence
  // subcontract to company owned by CEO's brother -> related-party
  // 2024 costs 265k < revenue 310k -> no burn-above-revenue
  {
    id: 'h13-en-w2-grant-monrovia-agents',
    documentType: 'business_plan',
    text: `DIGITAL INCLUSION CHALLENGE FUND - ROUND 4 - FULL APPLICATION
Applicant: LoneStar Agent Network Inc. (Monrovia, Liberia)

Q5. Describe the project (max 150 words)
We will recruit and train 300 mobile-money agents in Bong, Nimba and Lofa counties, so that rural traders can cash in and cash out within 5 km of their market.

Q6. Current operations
2024 revenue: US$310,000 (agent commissions and float services). 2024 operating costs: US$265,000.

Q7. Licences and approvals
We submitted our application for a Payment Service Provider licence to the Central Bank of Liberia in February 2025. The CBL acknowledged receipt in March and the file is under review. Until it is issued we operate as a sub-agent of a licensed mobile network operator.

Q8. Implementation partners
Field recruitment and agent training will be subcontracted to Kpelle Logistics Inc., a company owned by Moses Kollie, brother of our CEO, Jartu Kollie. Contract value: US$84,000 over 18 months.

Q9. Grant requested: US$250,000`,
    present: ['pending-licence', 'related-party'],
    absent: ['burn-above-revenue', 'missing-financials'],
    language: 'en',
    traits: ['indirect', 'time', 'figures', 'list'],
  },
  // deck with traction, team and an ask but no revenue or cost figure -> missing-financials
  {
    id: 'h13-en-w2-deck-ocr-freetown-solar',
    documentType: 'pitch_deck',
    text: `[scan p.1]  SALONE SOLARSHARE
Pay-as-you-go so1ar for Freetown's market traders

[scan p.2]  THE PROBLEM
74 % of hous eholds in the Western Area rely on kerosene, candles or
shared generators. Traders lose 2-3 selling hours after dark.

[scan p.3]  TR4CTION
* 3,400 households connected across 11 districts
* 96% on-time repayment on PAYG plans
* 41 field agents, 60 % women

[scan p.4]  C0MPETITION
Two larger PAYG distributors operate in Freetown; we win on
market-stall sized kits and daily pricing via mobile money.

[scan p.5]  TEAM
Mariama Sesay (CEO, ex-utility engineer) | Abdul Kamara (COO)

[scan p.6]  THE ASK
Raising US$750k seed. Use of funds: inventory 50 %, agents 30 %,
software 20 %.
--- end of scan ---`,
    present: ['missing-financials'],
    absent: ['no-competition', 'unrealistic-growth'],
    language: 'en',
    traits: ['ocr', 'list', 'indirect'],
  },
  // claim LTV/CAC > 3x; LTV = 14,500 x 12% x 22 = N38,280; 38,280 / 52,000 = 0.74x -> unit-economics
  // runway 620/41 = 15.1 months >= 9; burn 41m < revenue 118m; lifetime 22 months => churn ~4.5%/month < 5
  {
    id: 'h13-en-w2-investor-update-chowbox',
    documentType: 'business_plan',
    text: `Chowbox - Q2 2025 investor update
To: investors and board observers

Hi all,

Headline numbers
- June revenue: N118m (May: N109m, April: N101m)
- Net burn: N41m a month; cash at 30 June: N620m
- Active subscribers: 8,140 across Lagos and Abuja

Unit economics
We're proud to report that LTV/CAC is now comfortably above 3x. For those who like to check our work:
  blended CAC this quarter ..................... N52,000
  average subscription ......................... N14,500 / month
  contribution margin after food, packaging
  and delivery ................................. 12%
  average subscriber lifetime .................. 22 months

Asks
Intros to corporate canteens in Victoria Island and Wuse II.

Thanks,
Bisi`,
    present: ['unit-economics'],
    absent: ['short-runway', 'burn-above-revenue', 'high-churn', 'declining-revenue'],
    language: 'en',
    traits: ['list', 'split', 'figures', 'indirect'],
  },
];
