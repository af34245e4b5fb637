import type { RedFlagCase } from './case';

export const generaliseTwentiethW1Part6: readonly RedFlagCase[] = [
  // missing-financials: a deck with no revenue or cost figure (only users, market size, round size). low-founder-ownership: founders 34% together < 40%. Largest investor 21% < 50; competitors named: no no-competition.
  {
    id: 'd20-w1-en-041-deck-onepager-founders-34',
    documentType: 'pitch_deck',
    present: ['missing-financials', 'low-founder-ownership'],
    absent: ['investor-control', 'no-competition', 'cap-table-complexity'],
    traits: ['list', 'indirect'],
    text: `AFYA CHAP - SERIES A ONE-PAGER (Dar es Salaam / Nairobi)

What we do
Tele-pharmacy for East Africa's mass market: a USSD and WhatsApp consultation with a licensed pharmacist, then delivery of the prescription within three hours by partner riders.

Why now
- 70% of Tanzanians live more than 5 km from a licensed pharmacy
- Smartphone penetration in Dar es Salaam passed 60% in 2024
- Mobile-money wallets now cover 9 in 10 urban adults

Traction
- 186,000 registered users, 41,000 monthly active
- 212 partner pharmacies across Dar es Salaam, Arusha, Mwanza and Nairobi
- NPS 67

Competition
Mydawa and several pharmacy chains' own apps in Kenya; informal drug shops everywhere. Our edge is the USSD channel and the pharmacist-first consultation.

Team
Neema Mushi (CEO), pharmacist, ex-country lead at a global health NGO; David Kamau (CTO), ex-Safaricom.

Capitalisation (post-seed, fully diluted)
Founders together 34%, seed lead 21%, four other institutional investors 27%, angels 6%, ESOP 12%. Register reconciled by counsel in August 2025.

The round
Raising USD 6m Series A to launch in Uganda and build our own last-mile fleet.`,
  },
  // Clean: lead investor 45% < 50; founders 42% >= 40; counsel reconciled the cap table; revenue KES 94m -> 131m; plan 1.6x. Hypothetical "if the fund were to exceed 50%" is modality.
  {
    id: 'd20-w1-en-042-ic-memo-45-percent',
    documentType: 'business_plan',
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'cap-table-complexity', 'unrealistic-growth'],
    traits: ['table', 'figures', 'modality'],
    text: `INVESTMENT COMMITTEE MEMORANDUM
Company: Mtaa Water Ltd (Kenya) - prepaid water ATMs and metering for informal settlements
Round: KES 650m Series A; our commitment KES 400m (lead)

1. Performance
FY2025 revenue KES 131m (FY2024: KES 94m). Gross margin 47%. The company expects FY2026 revenue of KES 210m from 140 new dispensers already contracted with three water utilities.

2. Ownership after the round (fully diluted)
  Our fund (existing + new)      45.0%
  Founders (3, all full time)    42.0%
  Maji Impact Fund                6.0%
  ESOP                            7.0%
  Total                         100.0%

The cap table has been reconciled by our counsel to the Business Registration Service CR12 dated 30 September 2025, including the 2023 convertible loan, which converted in full.

3. Governance
We will hold two of five board seats. If the fund were ever to exceed 50% through a future pro-rata, our policy is to cap voting rights at 49.9%. Reserved matters are standard.

4. Risks
- Utility payment delays: the Nairobi utility pays in 75 days on average; covered by a receivables line.
- Vandalism of dispensers: 2% of units a year, insured.

5. Recommendation
Approve KES 400m, subject to confirmatory legal DD.`,
  },
  // unit-economics: CEO says CAC is USD 15 with 2-month payback, but USD 90k marketing / 1,500 new customers = USD 60 CAC. non-recurring-revenue: MRR of USD 140k includes a USD 35k one-off hardware sale. Churn 2% a month < 5%: no high-churn.
  {
    id: 'd20-w1-en-043-call-mrr-includes-hardware',
    documentType: 'business_plan',
    present: ['unit-economics', 'non-recurring-revenue'],
    absent: ['high-churn', 'declining-revenue'],
    traits: ['transcript', 'figures', 'indirect'],
    text: `[Partner call - GridLite Kenya - 13 November 2025]

Sara (investor): Thanks for making time. Let's start with the headline.

Brian (CEO, GridLite): Sure. MRR for October was USD 140k, up from 118k in September. That's our best month ever.

Sara: What drove the jump?

Brian: Two things. Subscriptions grew as usual, and we closed the Kenya Power deal: they bought 400 smart meters outright for their pilot in Kisumu, about USD 35k, invoiced in October. It's all in the MRR number.

Sara: Is that deal recurring?

Brian: Not as such. It's a hardware purchase. If the pilot works there could be a bigger order next year, but nothing signed.

Sara: Okay. On acquisition, the deck says CAC of USD 15 and a two-month payback.

Brian: Yes, that's right. Our customers are very cheap to acquire.

Sara: Can you walk me through last quarter?

Brian: We spent about USD 90k on marketing and agent commissions in Q3 and added roughly 1,500 new paying households.

Sara: And monthly churn?

Brian: About 2%. Households don't leave once the meter is installed.

Sara: Understood. Could you send the customer-level data so our analyst can rebuild the cohorts?

Brian: I'll share the folder today.`,
  },
  // Clean: competitors are named; risk lines are hypotheticals ("if a merchant sued", "could"); projection to triple over three years = ~1.44x a year < 3x a year. Revenue figures given.
  {
    id: 'd20-w1-en-044-ic-memo-risks-hypothetical',
    documentType: 'business_plan',
    present: [],
    absent: ['no-competition', 'litigation', 'unrealistic-growth', 'regulatory'],
    traits: ['modality', 'list', 'figures'],
    text: `IC MEMO - TERANGA CHECKOUT (Senegal, Côte d'Ivoire) - EUR 3m SERIES A

Business
Online checkout and payment links for merchants in UEMOA, accepting Wave, Orange Money, MTN MoMo and cards. 2025 net revenue XOF 1.9bn (2024: XOF 1.2bn).

Competitive landscape
Direct: CinetPay, PayDunya, and the pan-African gateways entering from Nigeria. Indirect: the wallets' own merchant APIs. Teranga wins on settlement speed (T+0 to bank accounts) and on its Shopify and WooCommerce plug-ins.

Plan
Management's plan is to triple net revenue over the next three years, to XOF 5.7bn in 2028, with Mali and Guinea added in 2027.

Key risks and mitigants
1. Disputes. If a merchant sued over a chargeback loss, the merchant agreement caps liability and refers disputes to arbitration at the CCJA. No merchant has ever brought a claim.
2. Rules. The BCEAO could tighten requirements on payment aggregators; Teranga already holds an approval as a payment service provider (granted 2023) and is ahead of current rules.
3. FX. Revenues are in XOF, pegged to the euro, so the fund's currency risk is limited.
4. Key person. The CEO is central to sales; a COO hire is a condition of our investment.

Recommendation
Proceed to final IC with a EUR 3m ticket for 18% post-money.`,
  },
  // short-runway: cash USD 410k vs quarterly operating outflow USD 240k (USD 80k/month) = 5.1 months < 9. burn-above-revenue: quarterly outflow 240k > quarterly revenue 150k. debt-distress: DSCR covenant breached (0.8x vs 1.25x), waiver requested.
  {
    id: 'd20-w1-en-045-loan-review-covenant-breach',
    documentType: 'financial_statements',
    present: ['short-runway', 'burn-above-revenue', 'debt-distress'],
    absent: ['going-concern', 'declining-revenue', 'litigation'],
    traits: ['figures', 'formal', 'indirect'],
    text: `QUARTERLY LOAN MONITORING REPORT - IMPACT DEBT FUND
Borrower: SunCold Ghana Ltd (solar-powered cold storage for fish traders)
Facility: USD 1.0m senior loan, drawn in full, 5-year tenor
Reporting quarter: Q3 2025

1. Trading
Quarterly revenue: USD 150k (Q2: USD 131k). Storage units in operation: 44 (Q2: 39).
Quarterly operating cash outflow, before financing: USD 240k (Q2: USD 236k).

2. Liquidity
Unrestricted cash at 30 September 2025: USD 410k. No committed equity has been received since the January 2025 bridge.

3. Covenants
Debt service coverage ratio (trailing 12 months): 0.8x against a minimum of 1.25x. This constitutes a breach of clause 21.2 of the facility agreement. The borrower paid the September interest on time and has requested a waiver and a six-month capital holiday.

4. Assessment
The operating model is improving, with utilisation up at the Elmina and Tema sites. However, at the present level of outflow the cash balance does not cover two further quarters. The waiver should be conditional on an equity injection of at least USD 500k by 31 March 2026.

5. Recommended action
Grant the waiver for the 30 September test date only; no capital holiday until equity is received; monthly reporting from October.

Portfolio Manager: A. Quaye`,
  },
  // Clean: facility performing, DSCR 1.9x vs 1.25x covenant, 2023 overdraft repaid in full (resolved), tax clearance current. "Settlement account" is a payment term.
  {
    id: 'd20-w1-en-046-credit-note-performing',
    documentType: 'financial_statements',
    present: [],
    absent: ['debt-distress', 'declining-revenue', 'customer-concentration'],
    traits: ['resolved', 'figures', 'formal'],
    text: `ANNUAL FACILITY REVIEW - SME BANKING, KAMPALA
Customer: Nile Dairy Collectors Ltd    Risk grade: 3 (unchanged)

1. Facilities
- Term loan UGX 1.2bn (balance UGX 640m), monthly instalments, all paid on due date
- Revolving invoice finance UGX 400m, utilisation 55% average

2. History
The 2023 overdraft of UGX 250m, which had been extended during the drought, was repaid in full in March 2024 and the limit cancelled at the customer's request. No excesses since.

3. Financials (audited, year to June)
                         2025        2024
Revenue (UGX bn)         8.9         7.4
EBITDA (UGX bn)          1.1         0.9
DSCR (x)                 1.9         1.6      covenant minimum 1.25x

4. Customers
Milk is sold to eleven processors and institutional buyers; the largest took 24% of 2025 revenue. Collections are paid into the customer's settlement account with us on 14-day terms.

5. Compliance
URA tax clearance certificate valid to 30 June 2026 on file. NSSF compliance certificate on file. No litigation search hits.

6. Recommendation
Renew all facilities on existing terms for a further 12 months.

Relationship Manager: P. Nakato`,
  },
  // regulatory: the competition authority has ordered promotions suspended pending investigation. litigation: a former agent's claim in the Commercial Court is "still before the court". Revenue up GHS 2.6m -> 2.9m: no declining-revenue.
  {
    id: 'd20-w1-en-047-update-promotions-suspended',
    documentType: 'business_plan',
    present: ['regulatory', 'litigation'],
    absent: ['declining-revenue', 'pending-licence'],
    traits: ['email', 'indirect'],
    text: `From: Kwame Asante <kwame@betapay.com.gh>
To: Board and investors
Subject: BetaPay - November note (please read item 2)

Hi all,

1. Business
November revenue was GHS 2.9m (October: GHS 2.6m). Merchant count passed 18,000. Our payment licence from the Bank of Ghana remains in good standing.

2. Cashback promotion
On 18 November we received a letter from the Ghana Competition Commission ordering us to suspend our "Zero-Fee December" cashback campaign while it investigates a complaint from two banks that the campaign is below-cost pricing. We have complied and stopped the campaign. We do not yet know how long the investigation will take, and we have instructed counsel.

3. The agent claim
The claim filed last year by our former Ashanti master agent, Golden Gate Ventures, is still before the Commercial Court in Kumasi. They are seeking GHS 3.4m for commissions they say are owed. We dispute it. The next date is in February; counsel has tried mediation twice without result.

4. Team
We hired a general counsel, Efua Ansah, formerly at a Tier 1 bank. She starts on 1 December and will own items 2 and 3.

Happy to take calls on any of this.

Kwame`,
  },
  // Clean: licence renewed (granted), both founders staying, unanswered question about a future audit is not a claim; "what happens if" is hypothetical.
  {
    id: 'd20-w1-en-048-call-licence-renewed',
    documentType: 'legal_docs',
    present: [],
    absent: ['pending-licence', 'regulatory', 'founder-departure', 'audit-opinion'],
    traits: ['transcript', 'modality', 'resolved', 'negation'],
    text: `Transcript excerpt - investor diligence call, Bima Smart (microinsurance, Kenya), 20 Nov 2025

Lucy (investor): Let's do regulatory first. What happens if IRA does not renew your intermediary licence next year?

Joseph (CEO): It's already done. The Insurance Regulatory Authority renewed it in June, and it is valid to 31 December 2028. I'll put the certificate in the data room.

Lucy: Good. Any correspondence from IRA about complaints or penalties?

Joseph: None. We had the routine inspection in April and the report had no findings.

Lucy: People. Are both founders staying?

Joseph: Yes. Wambui and I are both full time, with four-year vesting from the 2024 round. Neither of us is going anywhere.

Lucy: And the CFO?

Joseph: Peter joined in March. He is here for the long term.

Lucy: Last one for today: the auditors for 2025, have they started?

Joseph: Interim fieldwork starts in January. 2024 was signed clean in April.

Lucy: What if the underwriter partner decides to exit Kenya?

Joseph: We'd move the book. We already have a second underwriter signed as backup.

Lucy: Great, that's it for now.`,
  },
];
