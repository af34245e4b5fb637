/** Writer 2's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), South Africa, Zambia and Botswana, part 3 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthEnW2P3: readonly RedFlagCase[] = [
  // non-recurring-revenue PRESENT: ARR R14.6M includes R1.3M once-off implementation fee
  // unit-economics PRESENT: claimed LTV:CAC 6.2x with CAC ~R9k, but own figures: S&M R2.05M / 54 new customers = R38k CAC;
  //   LTV = R2 700 x 70% / 3% = R63 000 -> LTV:CAC = 1.7x, far from 6.2x
  // high-churn ABSENT: 3% a month; customer-concentration ABSENT: metro 18% < 30%
  // short-runway ABSENT: R11.8M / R620k = 19 months; burn-above-revenue ABSENT: R620k net burn vs ~R1.2M monthly revenue
  {
    id: 'h24-en-w2-13',
    documentType: 'business_plan',
    text: `FleetPulse — Q3 2026 Investor Update
Pretoria, 8 October 2026

Hi everyone, a good quarter for us. Headlines below, full board pack attached.

HEADLINE METRICS
ARR ........................ R14.6M (Q2: R12.1M)
  of which: R1.3M once-off implementation fee from the metro contract (invoiced Aug)
Customers .................. 412 fleets (Q2: 394)
New customers in Q3 ........ 54
Avg revenue per account .... R2 700 / month
Gross margin ............... 70%
Monthly logo churn ......... 3%
Net burn ................... R620k / month
Cash ....................... R11.8M

UNIT ECONOMICS
Our LTV:CAC is now 6.2x, with blended CAC of about R9 000 per fleet. This is the number that makes FleetPulse a great business and we will keep pushing on it.
Sales & marketing spend in Q3 was R2.05M (two field reps, Gauteng trade shows, Google ads).

CUSTOMERS
The metro contract is now our largest account at about 18% of ARR. No other customer is above 6%.

TEAM
We hired a second support engineer in Polokwane. Leadership is unchanged.

NEXT QUARTER
Launch of fuel-card reconciliation; pilot with two cold-chain fleets in the Western Cape.

Thanks for the continued support — Zanele & Hendrik`,
    present: ['non-recurring-revenue', 'unit-economics'],
    absent: ['high-churn', 'customer-concentration', 'short-runway', 'burn-above-revenue'],
    traits: ['list', 'figures', 'indirect'],
  },

  // CLEAN. audit-opinion ABSENT: unmodified opinion; going-concern ABSENT: directors see no material uncertainty
  // gross-margin ABSENT: 61.0% -> 60.0% (down 1 point); declining-revenue ABSENT: P9.81M up from P7.10M
  // debt-distress ABSENT: CEDA instalments paid on time, covenants met; related-party ABSENT: none in the year
  // litigation ABSENT: no claims pending; customer-concentration ABSENT: largest customer 12%
  {
    id: 'h24-en-w2-14',
    documentType: 'financial_statements',
    text: `LESEDI LEARNING (PTY) LTD
(Registration number BW00001873654)
ANNUAL FINANCIAL STATEMENTS — 31 MARCH 2026

REPORT OF THE INDEPENDENT AUDITOR
Opinion
We have audited the annual financial statements of Lesedi Learning (Pty) Ltd set out on pages 6 to 24. In our opinion, the financial statements present fairly, in all material respects, the financial position of the company as at 31 March 2026 and its financial performance and cash flows for the year then ended in accordance with IFRS for SMEs and the requirements of the Companies Act (CAP 42:01).
Basis for opinion: we conducted our audit in accordance with International Standards on Auditing...
Kgale Hill Chartered Accountants (Certified Auditors), Gaborone, 30 June 2026

STATEMENT OF COMPREHENSIVE INCOME (Pula)        2026          2025
Revenue                                     9 812 000     7 104 000
Cost of sales                              (3 924 800)   (2 770 600)
Gross profit                                5 887 200     4 333 400
Operating expenses                         (4 720 000)   (3 610 000)
Operating profit                            1 167 200       723 400
Finance costs                                (118 000)     (142 000)
Profit before tax                           1 049 200       581 400
Taxation (22%)                               (230 800)     (127 900)
Profit for the year                           818 400       453 500

NOTES (extract)
3. Going concern — The directors have assessed the company's ability to continue as a going concern for at least twelve months from the date of approval and have concluded that there is no material uncertainty.
9. Borrowings — The CEDA term loan (balance P1 140 000; 2025: P1 520 000) is repayable in monthly instalments to 2029. All instalments were paid on their due dates and the company complied with all loan covenants throughout the year.
14. Related parties — No transactions with related parties were entered into during the year (2025: none).
15. Contingent liabilities — No claims or legal proceedings were pending against the company at the reporting date.
16. Revenue — Revenue comprises school subscriptions and teacher-training contracts. No single customer accounted for more than 12% of revenue.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'debt-distress', 'related-party', 'litigation', 'customer-concentration'],
    traits: ['table', 'figures', 'negation', 'clean'],
  },

  // CLEAN. debt-distress ABSENT: the June instalment was missed but paid on 9 July; bank confirms no default subsists (over)
  // litigation ABSENT: claim settled, consent order, file closed
  // short-runway ABSENT: K6.1M / K560k net burn a month = 10.9 months >= 9
  // burn-above-revenue ABSENT: net burn K560k vs revenue ~K1.73M a month (K5.2M a quarter)
  // declining-revenue ABSENT: Q3 K5.2M up from Q2 K4.6M; pending-licence ABSENT: RTSA permit renewed
  {
    id: 'h24-en-w2-15',
    documentType: 'business_plan',
    text: `From: Mulenga Banda <mulenga@mutende.co.zm>
To: Board & investors
Subject: Mutende — Q3 letter, and closing two loose ends

Dear all,

Q3 revenue came in at K5.2M against K4.6M in Q2, with deliveries up 14% and the Ndola depot now covering its own costs.

Two things you asked about at the AGM, both now behind us:

1) The Lusaka Bikes claim. The dispute with our former motorbike supplier over the 2025 warranty batch was settled in August. A consent order was recorded and the High Court file is closed; we paid K180 000 in full and final settlement, already in the Q3 numbers.

2) The bank loan. As you know, the June instalment to Kafue Valley Bank was missed when our mobile-money collections were frozen for a week during the operator's system migration. We paid it in full, with penalty interest, on 9 July. The bank has since confirmed in writing that no default subsists and that the facility is in good standing; July to November instalments were all paid on the due date.

Cash and runway
Cash at 30 November: K6.1M. Net burn has averaged K560k a month since August, so we have just under 11 months before any new money.

Other
- RTSA operator permit for the Lusaka fleet renewed in September for three years.
- ZRA tax clearance certificate valid to March 2027.

Happy to walk anyone through the detail. Natotela for sticking with us through a bumpy winter.

Mulenga`,
    present: [],
    absent: ['debt-distress', 'litigation', 'short-runway', 'burn-above-revenue', 'declining-revenue', 'pending-licence'],
    traits: ['prose', 'time', 'figures', 'clean'],
  },

  // CLEAN. high-churn ABSENT: 4.5% a month < 5%; 12-month retention 58% >= 55%
  // customer-concentration ABSENT: largest customer 29% < 30%
  // unrealistic-growth ABSENT: 12.4 -> 31.0 (2.5x) -> 58.0 (1.87x)
  // gross-margin ABSENT: 24% -> 21%, down 3 points < 5
  // burn-above-revenue ABSENT: net profit in FY2025A and FY2026A
  {
    id: 'h24-en-w2-16',
    documentType: 'business_plan',
    text: `UMOYA WHOLESALE CONNECT (PTY) LTD                     Page 3 of 11
BUSINESS PLAN - FY2027 / FY2028          [scanned copy - Durban office]

3. TRACTION AND KEY NUM-
BERS

Umoya lets township retailers in eThekwini order stock from
wholesalers on WhatsApp and get it delivered next morn-
ing. We earn a margin on every order.

                 FY2025A      FY2026A      FY2027F      FY2028F
Revenue (R m)     7,1         12,4         31,0         58,0
Gross margin      24%         21%          22%          23%
Net profit (R m)  0,2          0,4          1,3          3,9
Active stores     610          1 140        2 600        4 500

Notes to table:
a) Gross margin fell about 3 points in FY2026 as we added
   cold-drink and bread lines, which carry a thinner mar-
   gin but bring stores back every day.
b) Monthly store churn averaged 4,5% in FY2026; 58% of
   stores that ordered in Nov 2025 were still ordering in
   Nov 2026.
c) Our largest customer, the Phoenix Superette group
   (11 stores), was 29% of FY2026 revenue. We are adding
   independent stores faster than the group is growing.

4. WHY NOW
Wholesalers are losing walk-in trade to taxi-rank cash-
and-carries and want a cheaper channel. Stores want
credit terms and delivery - we give them both.

5. RISKS WE WATCH
 - Fuel price and the N2 / N3 corridors
 - Wholesaler payment terms (currently 14 days)
 - Load-shedding at the Pinetown warehouse (generator in-
   stalled Aug 2026)

                                  - 3 -`,
    present: [],
    absent: ['high-churn', 'customer-concentration', 'unrealistic-growth', 'gross-margin', 'burn-above-revenue'],
    traits: ['table', 'figures', 'split', 'clean'],
  },

  // gross-margin PRESENT: cost of sales P3.6M > revenue P3.2M in FY2026 (margin -12.5%, was -5.3%)
  // burn-above-revenue PRESENT: cost of sales above revenue means costs above revenue (guide)
  // investor-control PRESENT: Okavango Impact Fund holds 56% >= 50%
  // low-founder-ownership ABSENT: founders 44% >= 40%; unrealistic-growth ABSENT: 3.2 -> 6.1 (1.9x)
  {
    id: 'h24-en-w2-17',
    documentType: 'pitch_deck',
    text: `CHOBE COLDLINK (PTY) LTD — Investor presentation, Francistown, October 2026

Slide 1 | Refrigerated trucking for northern Botswana
Fresh produce, dairy and beef from Francistown to Kasane, Maun and Nata — on time and at 2-4°C.

Slide 2 | Traction
• 9 reefer trucks, 46 regular shippers

Slide 3 | Financials (Pula)
                   FY2025      FY2026      FY2027F
Revenue           1 900 000   3 200 000   6 100 000
Cost of sales     2 000 000   3 600 000   5 300 000
Opex                910 000   1 450 000   1 700 000
Today we carry half-empty trucks back south. Backhaul contracts from FY2027 fix that.

Slide 4 | Ownership
Okavango Impact Fund — 56%
Kabo Sebina & Neo Mothibi (founders) — 44%
The fund holds 3 of 5 board seats.

Slide 5 | The ask
P8M growth round: 4 new reefers, solar cold room in Maun, working capital.`,
    present: ['gross-margin', 'burn-above-revenue', 'investor-control'],
    absent: ['low-founder-ownership', 'unrealistic-growth', 'declining-revenue', 'missing-financials'],
    traits: ['table', 'figures', 'list'],
  },
];
