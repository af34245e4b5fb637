/** The rest of cases-dev-retired-nineteenth-en-w1-2.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagNineteenthEnW1P2Rest: readonly RedFlagCase[] = [
  // 11 — Investor update e-mail, B2B grocery distribution, Port Sudan / Kassala, Sudan.
  // declining-revenue PRESENT (figures): Q2 sales SDG 612.0m < Q1 SDG 684.0m (-10.5%).
  // gross-margin PRESENT (figures): Q1 (684.0 - 586.9) / 684.0 = 14.2%; Q2 (612.0 - 563.6) / 612.0 = 7.9%: down 6.3 points.
  // burn-above-revenue PRESENT (figures): Q2 costs 563.6 + 332.4 = SDG 896.0m > sales SDG 612.0m.
  // short-runway PRESENT (figures): cash 410m + US$ 48,000 x 2,550 = 122.4m -> SDG 532.4m; 532.4 / 95 a month = 5.6 months.
  //   (monthly burn check: (896.0 - 612.0) / 3 = 94.7, i.e. about 95.)
  // customer-concentration ABSENT: largest shop about 4% of sales.
  // debt-distress ABSENT: suppliers paid within terms; no bank finance.
  {
    id: 'h19-en-w1-11',
    documentType: 'business_plan',
    language: 'en',
    text: `From: Mazin Elsir <mazin@souqsahil.com>
To: Souq Sahil investors
Date: Mon, 14 Jul 2025 09:05
Subject: Q2 2025 - the numbers, and what we are doing about them

Dear investors,

Q2 was harder than we planned. Figures first, then the plan.

                                   Q1 2025        Q2 2025
                                  (SDG m)        (SDG m)
Sales to shops                      684.0          612.0
Cost of goods sold                 (586.9)        (563.6)
Delivery, warehouse and staff      (301.8)        (332.4)
Shops ordering every week           1,240          1,185

What happened
- The Kassala road was closed for 19 days in April, and fuel went up by about a quarter.
- To keep our best shops ordering, we matched the prices of the big traders in Souq Al-Kabir.
  We kept most of the volume, but we now earn far less on each carton than in Q1.
- The pound moved from about SDG 2,100 to SDG 2,550 per US$ during the quarter, and we reprice
  weekly, not daily, so part of each price increase from suppliers stayed with us.

Cash
We hold SDG 410m in our Bankak and bank accounts, plus US$ 48,000 in Dubai (about SDG 122m at
2,550). Each month the balance goes down by about SDG 95m.

The plan
1. Raise a US$ 250,000 bridge from existing investors by the end of August. Hussein and Rania
   have already said they are interested; term sheet to follow this week.
2. Return two hired trucks and pause the Atbara pilot from 1 August.
3. Move our 40 largest shops to weekly prepayment, which they have accepted in principle.
4. Stop matching Souq Al-Kabir prices on sugar and cooking oil, where we are the only supplier
   offering delivery.

Other news
- Customers are spread out: our biggest shop, Al-Amal supermarket, is about 4% of sales.
- All suppliers are paid within their terms. We have not taken any bank finance.
- Nour joined as warehouse manager in Kassala in May.

I'm happy to go through any of this on a call - just reply with a time.

Mazin
Founder and CEO, Souq Sahil`,
    present: ['declining-revenue', 'gross-margin', 'burn-above-revenue', 'short-runway'],
    absent: ['customer-concentration', 'debt-distress'],
    traits: ['table', 'figures', 'split', 'indirect'],
  },

  // 12 — Board minutes, point-of-sale SaaS for shops, Port Sudan, Sudan. CLEAN.
  // investor-control ABSENT: Horn Capital 38.0% (< 50%).
  // low-founder-ownership ABSENT: founders 24.5% + 23.5% = 48.0%.
  // cap-table-complexity ABSENT: reconciliation completed 28 May 2025 and agreed by auditors without exception.
  // non-recurring-revenue ABSENT: ARR = June subscriptions SDG 155m x 12 = SDG 1,860m; hardware/installation excluded.
  // high-churn ABSENT: 168 / 1,180 = 14.2% a year (about 1.2% a month); retention 85.8%.
  // declining-revenue ABSENT: H1 2025 1,120 > H2 2024 940 (subscriptions 880 > 742).
  // burn-above-revenue ABSENT: H1 costs 1,010 < revenue 1,120 (profit 110); H2 2024 costs 872 < 940.
  // Cap table sum: 24.5 + 23.5 + 38.0 + 8.0 + 6.0 = 100.
  {
    id: 'h19-en-w1-12',
    documentType: 'business_plan',
    language: 'en',
    text: `DUKKAN CLOUD CO. LTD
Minutes of the meeting of the Board of Directors held by video call
(Port Sudan / Dubai / Nairobi) on Sunday 13 July 2025 at 18:00 Port Sudan time

Directors present: Omer Hashim (Chair; CEO, co-founder), Hiba Saeed (CTO, co-founder),
Daniel Mwangi (Horn Capital), Layla Taha (independent)
In attendance: Khalid Ali (finance lead); Sumaya Osman (Company Secretary, minutes)

1. Minutes of the meeting of 6 April 2025 were approved.

2. Results for the first half of 2025 (SDG million)
                                           H1 2025      H2 2024
   Subscription revenue                        880          742
   Hardware and installation (once-off)        240          198
   Total revenue                             1,120          940
   Total costs                              (1,010)        (872)
   Operating profit                            110           68
   The finance lead explained that the ARR of SDG 1,860 million in the draft investor letter is
   June subscription revenue (SDG 155 million) multiplied by twelve, and does not include
   hardware or installation fees, which are shown on their own line. Mr Mwangi asked that the
   letter say so in a footnote. Agreed.

3. Merchants
   Active merchants at 30 June 2025: 1,412 (31 December 2024: 1,236). Of the 1,180 merchants
   active on 1 July 2024, 168 cancelled during the following twelve months. Most were shops
   that closed or moved after the fighting in Al-Jazira state. The Board asked management to
   offer a free pause month to shops that relocate.

4. Share register
   The Company Secretary reported that the reconciliation of the share register with the
   Commercial Registrar's records, the 2023 SAFE conversions and the option grants was completed
   on 28 May 2025. The auditors agreed the register to the signed share certificates without
   exception. Holdings:
       Omer Hashim                 24.5%
       Hiba Saeed                  23.5%
       Horn Capital                38.0%
       Angel investors (six)        8.0%
       Option pool                  6.0%

5. Pricing
   The Board approved a 12% increase in SDG subscription prices from 1 August 2025, with a
   three-month freeze for merchants in Kassala and Gedaref.

6. Treasury
   Cash at 30 June 2025: SDG 1,340 million and US$ 62,000. The Board approved keeping at least
   half of surplus cash in US$.

7. Any other business: none. Next meeting: Sunday 12 October 2025.

Approved: ______________ Chair        ______________ Company Secretary`,
    present: [],
    absent: ['investor-control', 'cap-table-complexity', 'non-recurring-revenue', 'high-churn'],
    traits: ['table', 'list', 'figures', 'time', 'negation'],
  },

  // 13 — Bank facility letter, poultry producer, Chinhoyi, Zimbabwe. CLEAN.
  // debt-distress ABSENT: existing loan serviced on time; no arrears or excesses; tax clearance valid; covenants met.
  // customer-concentration ABSENT: largest customer 17% of FY2024 turnover (2023: 19%), under the 25% covenant.
  // pending-licence ABSENT: EMA licence and Veterinary Services registration current, copies received.
  // audit-opinion ABSENT: FY2024 audited statements received with an unmodified opinion.
  // DSCR 2.3x vs 1.4x minimum; gearing 0.45 vs 1.0 maximum: both comfortably met.
  {
    id: 'h19-en-w1-13',
    documentType: 'legal_docs',
    language: 'en',
    text: `KOPJE MERCHANT BANK LIMITED
Corporate & Commercial Banking, 9th Floor, Kopje House, Harare

Our ref: KMB/CCB/2025/0442                                         12 August 2025

The Directors
Zambezi Valley Poultry (Private) Limited
Stand 7, Alaska Road, Chinhoyi

Dear Sirs

LETTER OF OFFER - TERM LOAN AND OVERDRAFT FACILITIES

Further to your application of 3 July 2025, the Bank is pleased to offer the facilities below.

1. Facilities
   A. Term loan: US$ 1 200 000 (one million two hundred thousand United States dollars) to build
      two broiler houses and a 40-tonne cold room. Tenor 48 months, including a 6-month grace
      period on principal, then 42 equal monthly instalments. Interest 11.5% per annum, fixed.
   B. Overdraft: ZWG 3 450 000 for local purchases of feed and day-old chicks. Interest at the
      Bank's ZWG prime lending rate plus 3% per annum. Renewable annually.
2. Fees: arrangement fee of 1% of the term loan (US$ 12 000) and ZWG 34 500 on the overdraft,
   payable on first drawdown.
3. Security
   (a) First mortgage bond of US$ 1 500 000 over Stand 7, Alaska Road, Chinhoyi;
   (b) Notarial general covenant bond over movable assets;
   (c) Cession of the book debts.
4. Conditions precedent (position at the date of this letter)
   (a) Board resolution accepting the facilities - to be delivered with the signed offer;
   (b) Audited financial statements for the year ended 31 December 2024 - received; unmodified
       audit opinion by Chipunza & Associates dated 31 March 2025;
   (c) Environmental Management Agency licence for the Chinhoyi site and Department of
       Veterinary Services registration - certified copies of both current documents received,
       valid to 31 December 2025;
   (d) ZIMRA tax clearance certificate (ITF 263) - received, valid to 31 December 2025.
5. Financial covenants (tested half-yearly)
   (a) Debt service cover ratio not less than 1.4 times - FY2024: 2.3 times;
   (b) Total debt to equity not above 1.0 - FY2024: 0.45; about 0.8 after this loan;
   (c) No single customer above 25% of turnover - FY2024: largest customer, a national
       supermarket chain, 17% of turnover (2023: 19%).
6. Conduct of existing accounts
   The Borrower's vehicle asset finance loan (balance US$ 86 400) has been repaid on every due
   date since it was drawn in 2022. The Bank's records show no excesses, returned cheques or
   arrears on any of the Borrower's accounts.
7. Events of default: the Bank's standard events of default apply, including failure to pay
   any amount within five business days of its due date and breach of any covenant in clause 5.
8. Drawdown: the term loan is available in stages against certificates from the Borrower's
   quantity surveyor.
9. Acceptance: please sign and return a copy of this letter within 30 days, after which the
   offer lapses.

Yours faithfully
For and on behalf of KOPJE MERCHANT BANK LIMITED

T. Marufu                                   R. Gwenzi
Head: Commercial Banking                    Credit Manager

We accept the above terms.
For Zambezi Valley Poultry (Private) Limited: ______________ Director   ______________ Director`,
    present: [],
    absent: ['debt-distress', 'customer-concentration', 'pending-licence', 'audit-opinion'],
    traits: ['list', 'figures', 'negation', 'modality', 'words'],
  },
];
