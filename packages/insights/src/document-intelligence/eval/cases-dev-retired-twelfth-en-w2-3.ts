import type { RedFlagCase } from './case';

export const redFlagTwelfthEnW2Part3: readonly RedFlagCase[] = [
  // qualified opinion (inventory), material uncertainty on going concern, PAYE/VAT of N186m not remitted by due dates (tax arrears)
  {
    id: 'h12-en-w2-okeke-agro-auditor-report',
    documentType: 'financial_statements',
    present: ['audit-opinion', 'going-concern', 'debt-distress'],
    absent: [],
    traits: ['words', 'indirect'],
    text: `INDEPENDENT AUDITOR'S REPORT
To the Members of Okeke Agro-Processing Limited

Qualified Opinion
We have audited the financial statements of Okeke Agro-Processing Limited ("the Company"), which comprise the statement of financial position as at 31 December 2023, the statement of profit or loss and other comprehensive income, the statement of changes in equity and the statement of cash flows for the year then ended, and notes to the financial statements.
In our opinion, except for the possible effects of the matter described in the Basis for Qualified Opinion section of our report, the accompanying financial statements give a true and fair view of the financial position of the Company as at 31 December 2023 in accordance with IFRS and the Companies and Allied Matters Act 2020.

Basis for Qualified Opinion
The Company's inventories are carried in the statement of financial position at ₦312 million. We were appointed after year end and were therefore unable to observe the counting of physical inventories, nor could we satisfy ourselves about those quantities by alternative means.

Material Uncertainty Related to Going Concern
We draw attention to Note 2.4, which indicates that at 31 December 2023 the Company's current liabilities exceeded its current assets by ₦1.1 billion, and that PAYE and VAT liabilities of ₦186 million due to the Federal Inland Revenue Service and the Lagos State Internal Revenue Service had not been remitted by their due dates. These conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern. Our opinion is not further modified in respect of this matter.

Key Audit Matter: Revenue recognition
Revenue of ₦2.4 billion from the sale of cassava starch and garri was tested through cut-off procedures and confirmations with the Company's ten largest distributors.

Adewale Bankole, FRC/2013/ICAN/00000004567
For and on behalf of Bankole Ige & Co. (Chartered Accountants), Lagos, 28 June 2024`,
  },

  // non-recurring: $450k one-time integration fee counted inside the $1.8m ARR
  // cap table: company spreadsheet does not match the RNE register; counsel cannot reconcile. Founders 47% (>= 40), Carthage 18%
  {
    id: 'h12-en-w2-dinar-flow-ic-minutes',
    documentType: 'business_plan',
    present: ['non-recurring-revenue', 'cap-table-complexity'],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['split', 'indirect', 'figures'],
    text: `CARTHAGE VENTURES | Investment Committee minutes
Meeting of 5 November 2024, Les Berges du Lac 2, Tunis
Present: L. Ben Salah (chair), S. Trabelsi, M. Gharbi. In attendance: A. Jaziri (analyst, secretary); Cabinet Zribi (counsel) for item 2.3.

Item 2: Dinar Flow SA (payments and reconciliation software for Tunisian distributors). Proposed $1.2m lead ticket in a $2.5m round.

2.1 Presentation. Management reported ARR of $1.8m at the end of September, 64 distributor clients on monthly subscriptions and net revenue retention of 118%.

2.2 Analyst's findings. A. Jaziri noted that the ARR figure includes the $450k paid by Banque de la Médina in March for integrating Dinar Flow into the bank's core-banking system. That contract covers the integration work only; there is no subscription or renewal element. On the analyst's basis, subscription ARR is $1.35m.

2.3 Capitalisation. Counsel reported that the cap table supplied by the company does not match the extract from the national business register (RNE). Two convertible notes issued in 2021 appear as partly converted in the company's spreadsheet but not in the register, and counsel cannot yet say how many shares the noteholders are entitled to. On the company's own figures the founders would hold 47% post-money and Carthage 18%.

2.4 Discussion. M. Gharbi considered the product strong and the bank channel promising. S. Trabelsi asked that the valuation be reworked on subscription ARR.

2.5 Decision. The Committee approved the investment in principle, subject to (a) a restated ARR and (b) a cap table certified by counsel before signing.`,
  },

  // clean: growth 7.0/3.1 = 2.3x, 14/7 = 2.0x (< 4x); litigation settled and closed; founders 55%, Medina 20%; no related parties; licence held; audited unqualified
  {
    id: 'h12-en-w2-olivia-trace-investment-memo',
    documentType: 'business_plan',
    present: [],
    absent: ['litigation', 'unrealistic-growth', 'related-party', 'low-founder-ownership', 'investor-control', 'pending-licence', 'audit-opinion', 'customer-concentration'],
    traits: ['list', 'negation', 'time'],
    text: `Olivia Trace SA | Investment memo (draft v3, shared Google Doc)
Author: Sana Mejri, Associate, Medina Capital | 21 June 2024

Summary
Olivia Trace sells traceability software and export-documentation services to 140 olive-oil mills around Sfax and Sousse. We propose TND 3.0m in a TND 5.0m Series A.

Financials
- Revenue 2023: TND 3.1m (2022: TND 1.9m); EBITDA margin 12%
- Management plan: TND 7.0m in 2024 and TND 14.0m in 2025. Our base case haircuts this to TND 5.5m and TND 9.0m.
- Largest customer: Huilerie Ben Ammar, 9% of 2023 revenue

Ownership post-money
- Founders (Rim Haddad, Walid Karray): 55%
- Medina Capital: 20%
- Existing angels and ESOP: 25%

DD checklist
- Litigation: the 2023 dispute with the former distributor Sfax Export Oils was settled in January 2024. The case before the Sfax Court of First Instance was withdrawn and the court closed the file on 8 February. No other claims.
- Related-party transactions: none identified by counsel.
- Licences: ONH exporter registration held since 2021; no approvals outstanding.
- Accounts: 2023 audited by a Big Four network firm, unqualified opinion.

Open questions for IC
- Can the export-documentation service be sold to date and citrus exporters?
- Pricing power if olive-oil prices fall back from 2023 highs.`,
  },

  // concentration: Sahel Mobile GMD 4.1m / GMD 11.5m = 35.7% (>= 30%). Litigation: landlord's claim pending, hearing adjourned
  {
    id: 'h12-en-w2-kairaba-express-notion-sync',
    documentType: 'business_plan',
    present: ['customer-concentration', 'litigation'],
    absent: ['debt-distress'],
    traits: ['list', 'split', 'figures', 'indirect'],
    text: `📝 Leadership sync, week 33
Kairaba Express (Banjul) | 12 Aug 2024
Attendees: Isatou Jallow (CEO), Lamin Ceesay (Ops), Awa Njie (Finance)

## Numbers
- Revenue Jan to Jul: GMD 11.5m (same period 2023: GMD 7.9m)
- Sahel Mobile (SIM and handset deliveries): GMD 4.1m invoiced YTD. They want to renegotiate rates in Q4.
- Cash at bank: GMD 6.2m
- GRA: Q2 tax instalment paid on 28 July ✅

## Legal
- Old Serrekunda warehouse: the former landlord's claim for "damages" (GMD 820k) is still before the High Court in Banjul. Hearing adjourned again, now 14 Nov.
- Mr Touray (our lawyer) thinks a settlement around GMD 350k is realistic. Awa to draft a provision for the H1 accounts.

## Ops
- New rider app live in Brikama since 1 Aug; average delivery time down from 3h10 to 2h25
- 3 motorbikes off the road after the flood on 2 Aug; insurance claim filed

## Actions
- Isatou: call Sahel Mobile's commercial director before the 30 Aug rates meeting
- Lamin: quotes for 5 more bikes
- Awa: provision memo + updated cash forecast by Friday`,
  },

  // pending-licence: payment institution licence applied for Sept 2023, still waiting.
  // regulatory: the regulator has not said which regime applies; founder: "we don't know yet"
  {
    id: 'h12-en-w2-souk-later-bnpl-feature',
    documentType: 'business_plan',
    present: ['pending-licence', 'regulatory'],
    absent: ['no-competition'],
    traits: ['words', 'modality'],
    text: `Souk Later wants to make buy-now-pay-later normal in Morocco. The rulebook is still being written.
By Nadia El Idrissi, Casablanca

On a Saturday afternoon at a furniture shop in Maarif, a young couple splits a MAD 9,600 sofa into four payments on a phone. The checkout belongs to Souk Later, a Casablanca startup founded in 2021 by Imane Chraibi and Adil Bennani, two former bankers.

The company says it processed MAD 160m of purchases last year for 220 merchants, earning revenue of MAD 14m in 2023, up from MAD 9m in 2022. Merchants pay a fee of 4 to 6% per transaction; shoppers pay nothing if they pay on time.

What Souk Later does not yet have is its own licence. It applied to Bank Al-Maghrib for a payment institution licence in September 2023 and, more than a year later, is still waiting for an answer. In the meantime it operates through a partnership with a licensed consumer-finance company, which carries the credit on its balance sheet.

Nor is it clear which rules will apply. Bank Al-Maghrib has not said whether split payments count as consumer credit under Law 31-08. "Honestly, we don't know yet which regime we will fall under," Chraibi says. "If it is consumer credit, everything will have to go through a licensed lender, and our margins change."

Souk Later is not alone. Two banks launched instalment products last year and a Dubai-based rival entered the market in March. Chraibi says her edge is speed: merchants go live in a day.`,
  },

  // clean: founders 2.3m + 1.9m = 4.2m / 10m = 42% (>= 40); largest investor 2.9m = 29% (< 50);
  // sum 2.3 + 1.9 + 2.9 + 1.1 + 0.8 + 1.0 = 10.0m; reconciled; leavers' options lapsed (employees, not founders)
  {
    id: 'h12-en-w2-ojagrid-sha-schedule-2',
    documentType: 'legal_docs',
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'cap-table-complexity'],
    traits: ['table', 'figures', 'negation'],
    text: `SHAREHOLDERS' AGREEMENT relating to OJAGRID TECHNOLOGIES LIMITED (RC 1623418)
Schedule 2: Shareholdings on Completion of the Seed+ Round, 30 September 2024

| Shareholder | Capacity | Ordinary shares |
|---|---|---|
| Tolulope Adebayo | Founder, Chief Executive Officer | 2,300,000 |
| Ifeoma Eze | Founder, Chief Technology Officer | 1,900,000 |
| Savannah Capital Partners I | Lead Investor | 2,900,000 |
| Harmattan Fund LP | Investor | 1,100,000 |
| Angel syndicate (7 holders, via nominee) | Investor | 800,000 |
| Employee option pool | Reserved | 1,000,000 |
| Total issued and reserved | | 10,000,000 |

Notes to Schedule 2
(a) The above has been reconciled to the CAC status report dated 27 September 2024 and to the nominee's register of beneficial holders. No SAFEs, convertible notes or warrants remain outstanding after Completion.
(b) Options granted to two former software engineers lapsed unexercised 90 days after they left the Company in 2023 and have been returned to the pool. No person who has left the Company holds shares or options.
(c) Clause 14 (Reserved Matters) requires the approval of an Investor Majority, meaning holders of 60% of the Investor Shares, and of at least one Founder.
(d) Each Founder's shares are subject to reverse vesting over four years from 1 January 2023 (Clause 8).`,
  },

  // missing-financials: no revenue or cost figure anywhere (market size and round size only)
  {
    id: 'h12-en-w2-farmlink-liberia-seed-deck',
    documentType: 'pitch_deck',
    present: ['missing-financials'],
    absent: ['no-competition'],
    traits: ['list'],
    text: `FARMLINK LIBERIA | Seed deck | Monrovia, 2024

Slide 1: FarmLink
Connecting Liberia's cassava and rice farmers to buyers in Monrovia.

Slide 2: The problem
- Seven in ten Liberians depend on farming for their living
- Up to 40% of the harvest is lost between farm and market
- Farmers sell at the farm gate to middlemen for about half the Monrovia price

Slide 3: Our solution
An SMS and voice marketplace plus aggregation hubs in Bong and Nimba. Buyers order online; we collect, grade, pack and deliver within 72 hours, and farmers are paid by mobile money within 48 hours.

Slide 4: Market
Liberia imports more than $300m of food a year. The domestic rice and cassava market is estimated at $1.1bn.

Slide 5: Traction
- 4,300 farmers registered
- 38 buyers: hotels, supermarkets and a school-feeding programme
- 2 aggregation hubs running since January

Slide 6: Business model
We earn a commission on every sale and charge buyers for transport.

Slide 7: Competition
Traditional middlemen and market women, and two donor-funded platforms in Bong. We are the only one paying farmers within 48 hours.

Slide 8: Team
Musu Kollie (CEO, 8 years in agricultural NGOs), Emmanuel Toe (CTO, built USSD services for a telco).

Slide 9: The ask
Raising a $750,000 seed round to open four more hubs.`,
  },

  // runway: cash N360m / (N150m net burn per quarter / 3 = N50m a month) = 7.2 months (< 9)
  // net burn N150m per quarter < revenue N285m per quarter (no burn-above-revenue). Related party: software from the COO's wife's company
  {
    id: 'h12-en-w2-riderite-board-notes-q2',
    documentType: 'business_plan',
    present: ['short-runway', 'related-party'],
    absent: ['burn-above-revenue', 'declining-revenue'],
    traits: ['figures', 'indirect', 'split', 'time'],
    text: `RideRite Logistics Ltd | Board meeting notes, 18 July 2024 (Google Doc)
Present: Ngozi Eke (CEO, co-founder), Tunde Bakare (COO, co-founder), Femi Adeyemi (Lagos Angels nominee), Mariam Yusuf (Sahel Growth Fund nominee). Secretary: B. Oladipo.

1. Q2 results
- Revenue Q2: ₦285m (Q1: ₦241m)
- Net burn for the quarter: ₦150m. We expect the same in Q3 and Q4 while Port Harcourt ramps up.
- Cash at 30 June: ₦360m
- Fleet: 212 vans, utilisation 74%, on-time delivery 93%

2. Fundraising
Mariam suggested starting Series A conversations in Q4 "once the Port Harcourt numbers are in". Ngozi will prepare the data room by October. Femi asked for a monthly cash report to the board from August.

3. Routing software
- The board approved a three-year licence of the Techspring routing and dispatch suite at ₦4.5m a month from 1 August, replacing the current spreadsheet-based dispatch.
- Before the vote, Tunde declared that Techspring Solutions Ltd is owned and managed by his wife, Mrs Folake Bakare. Tunde abstained; the other three directors voted in favour.

4. People
Head of Finance hire closed; starts 1 September.

5. AOB
Next meeting 17 October.`,
  },
];
