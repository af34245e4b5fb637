/** The rest of cases-dev-retired-nineteenth-en-w2-1.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagNineteenthEnW2P1Rest: readonly RedFlagCase[] = [
  // 05 — Lender's notice of events of default, rice mill, Montserrado County, Liberia.
  // debt-distress PRESENT (indirect): three instalments of US$ 18,750 "have not been received" = US$ 56,250 overdue;
  //   overdraft L$ 27.94M over its L$ 25M limit; DSCR 0.7x below the 1.25x minimum.
  // related-party PRESENT (indirect): US$ 132,400 paid to Kollie & Sons Trading, majority-owned by the Chairman's son.
  // litigation PRESENT: action of debt filed 13 Jan 2025 in the Commercial Court, hearing set for 18 Mar 2025 (not closed).
  // audit-opinion ABSENT: FY2023 audited statements carry an unqualified opinion.
  // going-concern ABSENT: no auditor's or director's going-concern doubt is stated.
  {
    id: 'h19-en-w2-05',
    documentType: 'legal_docs',
    language: 'en',
    text: `DUCOR COMMERCIAL BANK LTD
Corporate Banking Department · Broad Street, Monrovia, Liberia

BY HAND AND BY E-MAIL
7 February 2025

The Board of Directors
St. Paul River Rice Mills Inc.
Careysburg Road, Montserrado County
Attn: Mr. Augustine Kollie Sr., Chairman; Ms. Hawa Sherman, Managing Director

NOTICE OF EVENTS OF DEFAULT AND RESERVATION OF RIGHTS
Term Loan Facility Agreement dated 12 April 2023 (US$ 600,000) and
Overdraft Facility (L$ 25,000,000) (together, the "Facilities")

Dear Sirs and Madam,

1. We refer to the Facilities. Terms defined in the Term Loan Facility
Agreement have the same meaning in this letter.

2. Scheduled payments. The instalments of principal and interest of
US$ 18,750 each that fell due on 30 November 2024, 31 December 2024 and
31 January 2025 have not been received. US$ 56,250 is therefore outstanding,
on which default interest at 4% above the contractual rate accrues from each
due date under clause 8.3. The overdraft has stood above its L$ 25,000,000
limit since 15 December 2024 and was L$ 27,940,000 at close of business on
6 February 2025.

3. Financial covenant. The management accounts you delivered for the quarter
to 31 December 2024 show a Debt Service Cover Ratio of 0.7x, against the
minimum of 1.25x in clause 19.1(a).

4. Payments to Kollie & Sons Trading Inc. Our review of your account
statements shows eleven transfers between 4 August and 19 December 2024,
totalling US$ 132,400, to Kollie & Sons Trading Inc., described as "paddy
advance". According to the Liberia Business Registry, the president and
majority shareholder of Kollie & Sons Trading Inc. is Mr. Augustine Kollie Jr.,
son of your Chairman. When we asked on 22 January 2025, no board resolution,
paddy delivery records or evidence of arm's-length terms was provided. Clause
20.6 prohibits such payments without the Bank's prior written consent.

5. Proceedings. Liberty Agri-Inputs Ltd filed an action of debt against the
Company before the Commercial Court of Liberia on 13 January 2025, claiming
L$ 38,600,000 for fertiliser and seed supplied in 2024. A hearing is set for
18 March 2025. You did not notify the Bank of these proceedings, as clause
17.4 requires.

6. Each of the matters in paragraphs 2 to 5 is an Event of Default under
clause 22.1(a), (c), (f) and (h).

7. We acknowledge receipt of your audited financial statements for the year
ended 31 December 2023, on which Gbala & Partners issued an unqualified
opinion on 28 June 2024. Nothing in this letter concerns those statements.

8. We require you:
   (a) to pay US$ 56,250 plus default interest within fourteen (14) days;
   (b) to bring the overdraft within its limit within the same period;
   (c) to deliver by 21 February 2025 all contracts, invoices and delivery
       records for the payments described in paragraph 4; and
   (d) to present a written remedial plan to the Bank's Credit Committee.

9. Reservation of rights. Nothing in this letter waives any Event of Default
or any right of the Bank. The Bank may at any time declare all amounts under
the Facilities immediately due and enforce its mortgage over the mill at
Careysburg and the personal guarantee of Mr. Kollie Sr.

Yours faithfully,

Jestina M. Cooper                     Varney T. Massaquoi
Head of Credit Risk                   Senior Relationship Manager`,
    present: ['debt-distress', 'related-party', 'litigation'],
    absent: ['audit-opinion', 'going-concern'],
    traits: ['prose', 'list', 'indirect'],
  },

  // 06 — Founder's podcast transcript, B2B ordering app for small shops, Hargeisa, Somaliland.
  // founder-departure PRESENT (indirect): co-founder "accepted a position with a bank in Dubai" in January; day-to-day is Hamda alone.
  // high-churn PRESENT (figures): ~500 of ~1,400 shops still ordering = 36% retention within a year (< 55%);
  //   also "lose roughly one in ten ... every month" = 10% a month (>= 5%).
  // regulatory PRESENT (indirect): Bank of Somaliland circular, Zaad collection account frozen six weeks,
  //   and "nobody can tell us yet what kind of licence ... or whether one exists".
  // pending-licence ABSENT: "We haven't applied for anything".
  // burn-above-revenue ABSENT: revenue ~$12,000 a month > costs ~$9,000 a month.
  // declining-revenue ABSENT: ~$7,000 a month a year ago -> ~$12,000 now, orders kept growing through the freeze.
  // no-competition ABSENT: two similar apps and wholesalers' WhatsApp groups named.
  {
    id: 'h19-en-w2-06',
    documentType: 'business_plan',
    language: 'en',
    text: `THE HARGEISA BUILDERS — EPISODE 41
"Selling to the dukaan" — with Hamda Yusuf Jama, founder of Suuqlink
Recorded in Hargeisa, 12 March 2025. Transcript lightly edited.

MUSTAFE (host): Hamda, welcome. For people who don't know it, what is Suuqlink?

HAMDA: It's an app for the small shops — the dukaan on every corner in
Hargeisa. In the morning the shopkeeper orders rice, oil, sugar, pasta from
the wholesalers through the app, pays with Zaad, and the goods arrive the same
afternoon. We take 3% from the wholesaler on every order.

MUSTAFE: And the numbers?

HAMDA: Last month we moved about $410,000 of goods, so about $12,000 came to
us. A year ago it was around $7,000 a month. Our costs are about $9,000 a
month, mostly the delivery coordinators' salaries and servers.

MUSTAFE: You started with a partner.

HAMDA: Abdirahman, yes. We built the first version together in a rented room
above a phone shop near the Maansoor. In January he accepted a position with a
bank in Dubai. We're still close, he still picks up when I call at midnight
about a server, but day to day it's me now, with two contract developers in
Nairobi.

MUSTAFE: How many shops use it?

HAMDA: This is the part I tell investors straight. In the first half of last
year we signed up about 1,400 shops. When we checked in January, something
like 500 of them had ordered in the previous month. The rest tried us and went
back to phoning the wholesaler, or to the boy on the motorbike who takes
orders. Every month we lose roughly one in ten of the shops that ordered the
month before, and new sign-ups replace them.

MUSTAFE: Why do they go back?

HAMDA: Credit. The wholesaler gives a shop two weeks because he knows the
owner's family. We are pay-on-order.

MUSTAFE: And October — something happened with payments.

HAMDA: The Bank of Somaliland sent a circular to the mobile money operators
saying platforms that collect money for third parties must be licensed. The
following week our Zaad merchant collection account was frozen. For six weeks
shops paid the wholesalers' drivers in cash, and orders actually kept growing.
The account was reopened at the end of November, but nobody can tell us yet
what kind of licence a business like ours will need, or whether one exists.
We haven't applied for anything, because there is no form to fill.

MUSTAFE: Who else is doing this?

HAMDA: Two other apps in Hargeisa, and the big wholesalers run their own
WhatsApp order groups. We're not alone.

MUSTAFE: What's next?

HAMDA: Burco and Berbera, once the payment question settles. And a small
credit product with a microfinance partner, so shops don't leave us for the
wholesaler's credit.`,
    present: ['founder-departure', 'high-churn', 'regulatory'],
    absent: ['pending-licence', 'burn-above-revenue', 'declining-revenue', 'no-competition'],
    traits: ['chat', 'indirect', 'figures', 'time', 'negation'],
  },

  // 07 — Due-diligence questionnaire with answers, merchant payments, Mogadishu.
  // cap-table-complexity PRESENT (indirect): register not updated for eleven convertible agreements; lawyers disagree on
  //   conversion; Annex 2 percentages "indicative only".
  // pending-licence PRESENT: CBS payment service provider licence applied for 19 Sep 2024, no decision yet.
  // related-party PRESENT: office leased from CEO's father-in-law's company ($3,200/month); terminals bought through a
  //   Dubai firm 30%-owned by the COO ($214,000 in 2024).
  // low-founder-ownership ABSENT: founders 48%-57% fully diluted on every method (>= 40%); investor-control ABSENT: no angel above 9%.
  // litigation ABSENT: only a demand letter; "no case has been filed".
  // regulatory ABSENT: no fine or sanction, CBS visit closed without findings.
  // debt-distress ABSENT: no borrowings, tax clearance current.
  // burn-above-revenue ABSENT: 2024 costs $940,000 < revenue $1,020,000.
  {
    id: 'h19-en-w2-07',
    documentType: 'legal_docs',
    language: 'en',
    text: `DARYEEL PAY LTD — RESPONSES TO INVESTOR DUE DILIGENCE QUESTIONNAIRE
Prepared for: Jubba Frontier Partners (proposed Series A lead)
Company address: Maka Al-Mukarama Road, Hodan District, Mogadishu
Date of responses: 3 March 2025
Answered by: Abdiqani Mohamed Hersi (CEO) and Sagal Abdi Nur (COO)

SECTION A — CORPORATE AND SHAREHOLDING
A.1 Registration details.
    Incorporated with the Ministry of Commerce and Industry of the Federal
    Government of Somalia on 16 June 2019.
A.2 Provide a fully diluted capitalisation table.
    A draft is attached as Annex 2. Our share register was kept by an outside
    corporate services firm we stopped using in 2023, and it was never updated
    for the eleven convertible agreements signed with diaspora angels in
    Dubai, Minneapolis and Nairobi in 2021 and 2022 ($640,000 raised). The
    agreements use three different templates: some have a valuation cap, some
    only a discount, and two convert at a "next priced round" that has not
    happened. Our lawyers in Mogadishu and Nairobi do not yet agree on how many
    shares each agreement converts into. Until that work is finished, the
    percentages in Annex 2 are indicative only. On every method discussed so
    far, the two founders hold between 48% and 57% fully diluted, and no single
    angel holds more than 9%.
A.3 Has any founder, director or senior manager left in the last three years?
    No. Both founders work full time in the business.

SECTION B — LICENCES AND REGULATORS
B.1 List the licences the company holds or has applied for.
    - Business licence, Banadir Regional Administration: renewed 9 January 2025.
    - Payment Service Provider licence, Central Bank of Somalia: application
      filed 19 September 2024. In December the CBS asked for our AML/CFT
      policies and the board's CVs, which we sent on 8 January 2025. No
      decision has been communicated. Meanwhile card and wallet acceptance
      runs under the licence of our sponsor, Hodan International Bank.
B.2 Has the company been fined, sanctioned or subject to adverse findings?
    No. The CBS on-site AML visit to our sponsor bank in November 2024
    reviewed our merchants and closed without findings.

SECTION C — CONTRACTS WITH INSIDERS
C.1 List contracts with directors, shareholders or persons connected to them.
    - Head office: leased from Al-Nuur Properties Ltd, owned by Mr. Hersi's
      father-in-law, at $3,200 a month (five-year lease signed 2022).
    - POS terminals and paper rolls: bought through Sahal Trading FZE, Dubai,
      in which Ms. Nur holds 30%. Purchases in 2024: $214,000, about 40% of
      our terminal spend. No competing quotes were requested in 2024.

SECTION D — DISPUTES
D.1 Pending or threatened legal proceedings?
    None pending. In February 2025 a lawyer for a former sales agent wrote
    claiming $8,400 of unpaid commission. Our bank records show it was paid;
    we have replied and no case has been filed.

SECTION E — FINANCIAL
E.1 Revenue: 2023 $690,000; 2024 $1,020,000 (merchant fees, terminal rental
    at $15 a month).
E.2 Total operating costs 2024: $940,000.
E.3 Borrowings: none. Tax filings with the Federal Ministry of Finance are
    current; tax clearance letter dated 20 January 2025 attached.
E.4 Largest merchant: a supermarket chain in Hodan and Wadajir, 11% of 2024
    revenue.`,
    present: ['cap-table-complexity', 'pending-licence', 'related-party'],
    absent: ['low-founder-ownership', 'litigation', 'regulatory', 'debt-distress'],
    traits: ['list', 'indirect', 'negation'],
  },
];
