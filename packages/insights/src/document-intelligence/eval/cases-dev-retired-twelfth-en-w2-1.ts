import type { RedFlagCase } from './case';

export const redFlagTwelfthEnW2Part1: readonly RedFlagCase[] = [
  // concentration: "three of every five naira we invoice" = 60% from Lagoon Beverages (>= 30%)
  // growth: 2025 projection N2.6bn / FY2024 N480m = 5.4x in one year (>= 4x)
  {
    id: 'h12-en-w2-kasuwa-direct-seed-deck',
    documentType: 'pitch_deck',
    present: ['customer-concentration', 'no-competition', 'unrealistic-growth'],
    absent: [],
    traits: ['list', 'words', 'figures', 'indirect'],
    text: `KASUWA DIRECT: Seed deck (Lagos, March 2025)

Slide 1: Kasuwa Direct
Next-day restocking for 9,400 neighbourhood kiosks across Lagos and Ogun.

Slide 2: The problem
A kiosk owner in Ikorodu shuts her shop for half a day, twice a week, to buy stock at Mile 12 or Idumota. Prices are opaque and nobody gives her credit.

Slide 3: What we do
Order on WhatsApp or USSD before 8pm, delivered by 10am. Pay on delivery or on 7-day credit.

Slide 4: Traction
- Revenue FY2024: ₦480m (FY2023: ₦190m)
- 9,400 active kiosks, 61% of them ordering every week
- Brand partners: our distribution and shelf-placement contract with Lagoon Beverages Plc brings in three of every five naira we invoice; the rest comes from 40+ smaller brands and kiosk delivery fees.

Slide 5: Competition
None. No one else serves the kiosk segment at this frequency in Lagos or Ogun. The only alternative today is the owner's own trip to market.

Slide 6: Where we are going
2025: ₦2.6bn revenue | 2026: ₦7.8bn | 2027: ₦18bn
Ibadan and Abuja launch in Q3 2025.

Slide 7: Team
Chidi Obi (CEO, ex-Unilever sales), Amaka Bello (COO, built last-mile ops for a Lagos e-commerce player).

Slide 8: The ask
$1.2m seed for 18 months to Series A.`,
  },

  // clean. top ten = 19% (< 30%), largest = 4%.
  // unit economics check: 540m / 2,900 / 12 = N15,517 ARPU; LTV = 15,500 x 0.78 / 0.021 = N575,714; / 160,000 = 3.6x (as stated)
  // growth: 1.25bn / 540m = 2.3x; 2.6bn / 1.25bn = 2.1x (< 4x). runway 420 / 28 = 15 months. net burn 28m < revenue 45m. churn 2.1%/month (< 5%)
  {
    id: 'h12-en-w2-bukka-books-series-a-deck',
    documentType: 'pitch_deck',
    present: [],
    absent: ['customer-concentration', 'no-competition', 'unit-economics', 'unrealistic-growth', 'short-runway', 'high-churn', 'burn-above-revenue'],
    traits: ['negation', 'figures', 'list'],
    text: `BUKKA BOOKS | Series A deck (text export)

1 / Bookkeeping for Nigeria's 40 million small businesses
Invoices, stock and tax-ready ledgers on Android, in English, Pidgin, Yoruba and Hausa.

2 / Traction
- ARR ₦540m (Dec 2024), up from ₦310m in Dec 2023
- 2,900 paying SMEs in 14 states
- Monthly logo churn: 2.1%
- None of our customers is above 15% of revenue: the largest, a Kano pharmacy chain, is 4%, and the top ten together are 19%.

3 / Unit economics
ARPU ₦15,500 / month | gross margin 78% | CAC ₦160,000
Average customer lifetime at 2.1% monthly churn: about 48 months
LTV ≈ ₦575,000, so LTV/CAC ≈ 3.6x

4 / Competition
QuickBooks and Sage at the top end; Kudi Ledger and Ajo Books among mobile-first apps; and, above all, the paper notebook. We win on local tax templates, offline mode and agent-assisted onboarding.

5 / Plan
ARR target ₦1.25bn by Dec 2025 and ₦2.6bn by Dec 2026, driven by the Kano and Onitsha agent networks.

6 / Cash
Monthly revenue ₦45m | net burn ₦28m a month | cash ₦420m (15 months)
Raising $4m to open agent hubs in Kano and Onitsha.`,
  },

  // revenue: Q3 3,050 < Q2 3,400 (declining). gross margin: Q2 1,430/3,400 = 42.1%; Q3 950/3,050 = 31.1%, down 10.9 points (>= 5)
  // operating profit positive every quarter, so costs < revenue (no burn-above-revenue)
  {
    id: 'h12-en-w2-susu-pay-quarterly-management-accounts',
    documentType: 'financial_statements',
    present: ['declining-revenue', 'gross-margin'],
    absent: ['burn-above-revenue'],
    traits: ['table', 'figures', 'indirect'],
    text: `SUSU PAY GHANA LTD: Management accounts, Q1 to Q3 2024
Prepared by Finance (E. Asante, Financial Controller). Amounts in GH¢ '000.

line_item,Q1_2024,Q2_2024,Q3_2024
transaction_fees,2480,2760,2410
float_interest,620,640,640
total_revenue,3100,3400,3050
agent_commissions,1210,1330,1460
processing_and_telco,590,640,640
cost_of_sales,1800,1970,2100
gross_profit,1300,1430,950
staff_costs,420,430,440
marketing,180,200,190
admin_and_rent,150,160,170
operating_profit,550,640,150
closing_cash,5200,5650,5720

Notes
1. The agent commission schedule was revised from 1 July following feedback from the agent network (tiered rates for rural agents).
2. Q3 transaction volumes reflect the usual lean months before the main cocoa crop.
3. Active wallets: 412k at 30 September (30 June: 398k).
4. Float interest is earned on the trust account balances held with two commercial banks.`,
  },

  // clean: covenant breach waived and cured (DSCR 1.61x >= 1.25x), no arrears; largest customer 24% (< 30%); audited, unqualified
  {
    id: 'h12-en-w2-volta-bank-adom-agro-annual-review',
    documentType: 'business_plan',
    present: [],
    absent: ['debt-distress', 'customer-concentration', 'related-party', 'litigation', 'audit-opinion'],
    traits: ['time', 'negation', 'list'],
    text: `VOLTA COMMERCIAL BANK PLC | CREDIT COMMITTEE MEMORANDUM
Annual review. Borrower: Adom Agro-Logistics Ltd (Tema). Relationship manager: K. Ofori-Atta. Date: 9 July 2024. Classification: Current.

1. Facilities
Term loan GH¢ 12.0 million (outstanding GH¢ 8.4 million), five years, quarterly amortisation.
Overdraft GH¢ 2.5 million (average utilisation 38%).

2. Performance
Revenue FY2023 GH¢ 46.8 million (FY2022: GH¢ 39.1 million); EBITDA GH¢ 7.9 million. The FY2023 financial statements were audited by Boateng & Partners, who issued an unqualified opinion.

3. Covenant history
At the March 2024 test the DSCR was 1.08x against a 1.25x minimum, after the borrower's largest customer paid a quarter's haulage invoices late. The Committee granted a one-off waiver on 15 April. The receivable was collected in May and the June test showed a DSCR of 1.61x. The breach is cured. Every instalment to date has been paid on its due date and the account has never been in arrears.

4. Risk checklist
- Largest customer: 24% of FY2023 revenue (haulage for a cocoa exporter)
- Related-party transactions: none
- Pending litigation: none
- GRA tax clearance certificate: valid to 31 December 2024
- Insurance: fleet comprehensive, bank noted as loss payee

5. Recommendation
Renew the overdraft for 12 months on existing terms; keep the term loan classified as Current.`,
  },

  // arrears: two instalments unpaid (June, July) = "the facility is in arrears". Related party: landlord owned by the CEO's brother (stated across two paragraphs)
  {
    id: 'h12-en-w2-nile-harvest-credit-memo',
    documentType: 'business_plan',
    present: ['debt-distress', 'related-party'],
    absent: ['litigation'],
    traits: ['split', 'words', 'indirect'],
    text: `MEMO | Credit Risk, SME Banking (Cairo)
To: Credit Committee. From: Mariam Adel, Senior Credit Analyst. Date: 18 September 2024
Re: Nile Harvest Agritech S.A.E., working-capital facility of EGP 25m

Background
Nile Harvest aggregates tomatoes, grapes and pomegranates from about 1,800 smallholders in Beni Suef and Minya and sells them to exporters and to two retail chains. FY2023 revenue was EGP 118m (FY2022: EGP 87m).

Facility status
The facility is in arrears. The instalments of EGP 2,1m due on 30 June and 31 July have not been received; the client cites slow receipts from two exporters after the devaluation. The overdue amount stands at EGP 4,2m plus penalty interest. The August instalment was paid on time.

Operations and costs
The company's main cold store in Beni Suef (2,400 m²) is leased from Delta Cold Chain LLC at EGP 310,000 a month, about 40% above the rates two brokers quoted us for comparable space. The commercial register lists Delta's sole shareholder as Mr Karim Fahmy.

KYC
Our KYC file records that Mr Karim Fahmy is the brother of Nile Harvest's chairman and CEO, Mr Omar Fahmy.

Recommendation
Reschedule the overdue amount over six months and require an independent valuation of the cold-store lease. No legal action is proposed at this stage; the Committee should note that recovery proceedings remain an option if the September instalment is missed.`,
  },

  // founder-departure: co-founder/CTO "moved on to pursue other interests" (left last Friday)
  // dead-equity: he keeps his 18%, repurchase not pursued. Active founders 41% (>= 40%): 18 + 41 + 24 + 9 + 8 = 100
  {
    id: 'h12-en-w2-atlas-ledger-email-thread',
    documentType: 'legal_docs',
    present: ['founder-departure', 'dead-equity'],
    absent: ['low-founder-ownership'],
    traits: ['split', 'words', 'indirect', 'figures'],
    text: `From: Salma Benjelloun <salma@atlasledger.ma>
To: Hamza Tazi <hamza@oasis-vc.ma>
Date: Mon, 7 Oct 2024, 09:14
Subject: Team update + Q3 numbers

Hi Hamza,
Quick update before Thursday's board.
Q3: MRR closed at MAD 410k (June: MAD 352k), 186 paying accounting firms, two bank pilots live.
Team: as of last Friday Youssef has moved on to pursue other interests. He handed the platform over to Reda, who now leads engineering. Youssef remains a friend of the company and has offered to help on the bank integration if needed.
Best,
Salma

-----
From: Hamza Tazi
Date: Mon, 7 Oct 2024, 11:40
Subject: RE: Team update + Q3 numbers

Thanks Salma. Sorry to hear it: he co-founded the company with you and built the product. Two questions for Thursday. What happens to his shares? And where does that leave you and Mehdi?
H.

-----
From: Salma Benjelloun
Date: Mon, 7 Oct 2024, 13:05
Subject: RE: RE: Team update + Q3 numbers

On his shares: Youssef's 18% vested in full in March. The SHA only gives us a call option at nominal value on unvested shares, and buying vested shares at fair value would cost more than we hold in the bank, so the board agreed not to pursue a repurchase. He keeps the 18%.
Mehdi and I, the two remaining founders, hold 41% between us; Oasis stays at 24%, the other angels at 9% and the ESOP at 8%.
S.`,
  },

  // clean: another wallet's suspension; hypothetical cap cut; licence held and renewed; CTO stays.
  // runway 41 / 2 = 20.5 months; net burn 2m < revenue 7.4m; revenue rising
  {
    id: 'h12-en-w2-wafer-pay-angels-whatsapp',
    documentType: 'business_plan',
    present: [],
    absent: ['regulatory', 'pending-licence', 'founder-departure', 'short-runway'],
    traits: ['chat', 'modality', 'negation', 'time'],
    text: `WhatsApp export | group "Wafer Pay angels" | 14 Oct 2024

[09:41] Dina Sherif: Saw the news about Nilecash, CBE suspended their licence last week. Anything we should worry about?
[09:44] Ahmed Kamal (CEO): Different situation. They were processing top-ups for an unlicensed lender. Our PSP licence was issued by CBE in Nov 2022 and renewed in March, with no findings at the last inspection.
[09:45] Dina Sherif: And if CBE tightens daily wallet caps again, like in 2020?
[09:49] Ahmed Kamal: We modelled it. If the daily cap were cut in half we'd lose roughly 8% of volume, mostly cash-out in Upper Egypt. Nothing like that is on the table today.
[09:51] Omar Rizk: Numbers for September?
[09:55] Ahmed Kamal: Revenue EGP 7,4m (Aug 6,9m, Jul 6,3m). Net burn about EGP 2m a month, cash EGP 41m, so ~20 months.
[09:56] Omar Rizk: 👍 And the rumour that Karim got an offer from a Gulf bank?
[10:02] Ahmed Kamal: He did. Our CTO turned it down and signed a new 4-year vesting schedule last month. He's staying.
[10:03] Dina Sherif: Good. Talk Thursday.`,
  },

  // shares: founders 2,200,000 + 1,400,000 = 3,600,000 / 10,000,000 = 36% (< 40%)
  // Kinetic 5,150,000 / 10,000,000 = 51.5% (>= 50%). Sum: 2.2 + 1.4 + 5.15 + 0.8 + 0.45 = 10.0m
  {
    id: 'h12-en-w2-nko-health-series-a-cap-table',
    documentType: 'legal_docs',
    present: ['low-founder-ownership', 'investor-control'],
    absent: ['cap-table-complexity', 'dead-equity'],
    traits: ['table', 'figures', 'indirect'],
    text: `NKO HEALTH LIMITED: capitalisation table on completion of the Series A
Extract from Schedule 1 to the Shareholders' Agreement dated 22 May 2024. Prepared by Aluko & Partners, company counsel.

| Holder | Class | Shares |
|---|---|---|
| Dr Adaeze Okafor (co-founder, CEO) | Ordinary | 2,200,000 |
| Emeka Nwosu (co-founder, CTO) | Ordinary | 1,400,000 |
| Kinetic Health Ventures Fund II LP | Series A Preferred (incl. 1,200,000 converted seed preferred) | 5,150,000 |
| ESOP pool (310,000 granted; 490,000 unallocated) | Ordinary | 800,000 |
| Angel investors (4 holders) | Ordinary | 450,000 |
| Total | | 10,000,000 |

Notes
(a) The register has been reconciled to the CAC status report of 20 May 2024. No SAFEs, notes or warrants are outstanding.
(b) No shareholder has left the company's employment.

Clause 9.2 (Board): the Investor may appoint two of the five directors, including the chair, for so long as it holds any Series A Preferred shares.
Clause 11 (Reserved Matters): the matters listed in Schedule 4, including budget approval, new share issues and the hiring or removal of the CEO, require the prior written consent of holders of a majority of the Series A Preferred shares.`,
  },
];
