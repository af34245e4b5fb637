/**
 * Development set, eighteenth round (w3, part 8; 2026-11-30): English, in many genres and layouts (board minutes, investor e-mails, chat exports, due-diligence answers, term sheets, statements and management accounts as tables, memos, loan and grant applications, press, transcripts, OCR scans) from anglophone Africa, written and labelled from the labelling guide by a new writer who read only the case type, the guide and the class ids, before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighteenthEnW3Part8: readonly RedFlagCase[] = [
  {
    id: 'd18-w3-en-enugu-solar-board-minutes-clean',
    documentType: 'legal_docs',
    text: `COAL CITY SOLAR LIMITED — Minutes of the Board of Directors — Enugu, 12 November 2025

1. Litigation. The Company Secretary reported that the suit by Ugwu Electricals was struck out on 28 October after
   the parties signed terms of settlement; the ₦9m settlement was paid and there is no appeal. Matter closed.
2. Bank. The Fidelity equipment loan is current; the September and October instalments were paid on the due dates.
3. Management. The COO's contract was renewed for three years. No director or officer has given notice.
4. Related parties. The Board confirmed that the transport contract previously awarded to a relative of the CEO was
   not renewed when it expired in 2024; all hauliers are now unrelated third parties.
5. Next meeting: February 2026.`,
    present: [],
    absent: ['litigation', 'debt-distress', 'founder-departure', 'related-party'],
    traits: ['negation', 'time', 'list'],
  },
  // runway: cash lasts "through the end of February" from 30 Nov ≈ 3 months; revenue Nov XOF 88m < Oct 97m
  {
    id: 'd18-w3-en-cotonou-logistics-november-update',
    documentType: 'business_plan',
    text: `Subject: Gozem-style moto delivery "Xwé Express" (Cotonou) — November update

Bonjour à tous / Hello all,

— Revenue in November: XOF 88 million. October was XOF 97 million; the port strike cut B2B volumes for two weeks.
— Spending stayed flat at roughly XOF 120 million for the month.
— At this pace the cash in the bank takes us through the end of February, not further. We are cutting the Lomé pilot
  and talking to two funds about a bridge.
— Team unchanged.

Merci,
Rodrigue`,
    present: ['short-runway', 'declining-revenue', 'burn-above-revenue'],
    absent: ['founder-departure'],
    traits: ['time', 'indirect', 'figures'],
  },
  {
    id: 'd18-w3-en-lagos-fintech-slack-cap-table-mess',
    documentType: 'legal_docs',
    text: `#fundraise — Slack export — 2025-10-03

tobi.k     14:02  lawyers for the lead want "the" cap table by friday
amaka.f    14:05  which one lol. carta says 1,340,221 shares, the CAC filing says 1,200,000, and my sheet says 1,412,000
tobi.k     14:06  the difference is the SAFEs + the advisor grants we never filed
amaka.f    14:07  and the 2021 KISS notes. nobody knows what cap they converted at
tobi.k     14:09  can we just send the carta one
amaka.f    14:10  it's wrong. it doesn't even have the Kenyan angels
tobi.k     14:11  ok let's tell them it's "being reconciled"`,
    present: ['cap-table-complexity'],
    absent: ['dead-equity'],
    traits: ['informal', 'figures', 'split-lines'],
  },
  // Kilimanjaro Partners 51% >= 50%; founders 33% < 40%
  {
    id: 'd18-w3-en-dar-fintech-series-b-term-sheet',
    documentType: 'legal_docs',
    text: `NON-BINDING TERM SHEET — SERIES B — MALIPO TANZANIA LTD
Investor: Kilimanjaro Partners III ("KP")
Investment: USD 12,000,000, including conversion of the USD 3m bridge note held by KP
Capitalisation after Closing (fully diluted):
  KP, including existing Series A holding ....... fifty-one per cent
  Founders (Neema Mushi, Juma Salim) ............ thirty-three per cent
  Other investors ............................... six per cent
  ESOP ............................................ ten per cent
Board: KP appoints three of five directors.
Drag-along: holders of a majority of the shares (i.e. KP alone) may drag all shareholders.`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['cap-table-complexity'],
    traits: ['words', 'list'],
  },
  // GM: 41% (FY24) -> 36% (FY25) = -5 pts
  {
    id: 'd18-w3-en-casablanca-fashion-annual-table',
    documentType: 'financial_statements',
    text: `Darna Fashion SARL — summary income statement (MAD '000)

                         FY2024        FY2025
Revenue                  48,300        53,100
Cost of goods sold      (28,497)      (33,984)
Gross profit             19,803        19,116
Operating expenses      (14,900)      (15,800)
Operating profit          4,903         3,316

Management comment: the switch from Tangier to Chinese fabric suppliers and the higher freight costs affected the
year. Revenue still grew 10%.`,
    present: ['gross-margin'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  {
    id: 'd18-w3-en-kumasi-poultry-bank-loan-arrears',
    documentType: 'financial_statements',
    text: `GCB BANK — LOAN RESTRUCTURING REQUEST — Ashanti Broilers Ltd

Existing facility: GHS 4.5m term loan (2023), monthly instalment GHS 128,000.
Status: instalments for June, July and August 2025 unpaid — total arrears GHS 384,000 plus penalty interest. The
bank's letter of 5 September classifies the loan as "substandard".
Reason given: feed costs up 35% after the maize shortage.
Proposal: 6-month moratorium, then repayment over 36 months.
Other information requested by the bank:
  - Feed is bought from Owusu Feeds Enterprise, a sole proprietorship owned by the Managing Director's father, on
    60-day credit (FY2025 purchases GHS 6.1m).
  - FY2025 revenue GHS 14.8m (FY2024 GHS 13.9m).`,
    present: ['debt-distress', 'related-party'],
    absent: ['declining-revenue', 'going-concern'],
    traits: ['list', 'indirect', 'figures'],
  },
  // growth: USD 150k -> 1.2m (8x) -> 6m (5x); UE: LTV USD 540 claimed on USD 15/month for 36 months, but 12% monthly churn -> ~8 months -> ~USD 125
  {
    id: 'd18-w3-en-accra-edtech-accelerator-application',
    documentType: 'pitch_deck',
    text: `ACCELERATOR APPLICATION — StudyBuddy Ghana — Section 4: Metrics

4.1 Revenue: USD 150k in 2025. Target USD 1.2m in 2026 and USD 6m in 2027.
4.2 Pricing: USD 15 per student per month (paid by parents via MoMo).
4.3 Lifetime value: USD 540 per student (36 months × USD 15). LTV/CAC = 9x with CAC of USD 60.
4.4 Retention: on average 12% of paying students cancel each month (end of term, exam results).
4.5 Costs: USD 38k per month, mostly tutors and ads.`,
    present: ['unrealistic-growth', 'unit-economics', 'high-churn', 'burn-above-revenue'],
    absent: ['missing-financials'],
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'd18-w3-en-addis-logistics-press-founder-exit',
    documentType: 'business_plan',
    text: `Ethiopian freight app's co-founder quits, company claims "no real competition"
Addis Fortune — 2 June 2025

Dawit Alemu, who co-founded the freight-matching app Tena Trucks in 2021, has left the company, two people familiar
with the matter said, and sold none of his stake. The company did not comment on his departure.

In a statement, chief executive Meron Tadesse said Tena Trucks "has no real competitor in Ethiopia — brokers with
phones are not competition". The company says it moved ETB 1.9 billion of freight last year and earned ETB 95 million
in commissions.`,
    present: ['founder-departure', 'no-competition', 'dead-equity'],
    absent: ['litigation'],
    traits: ['indirect', 'quote'],
  },
  {
    id: 'd18-w3-en-dakar-agrifood-ocr-ddq-clean',
    documentType: 'legal_docs',
    text: `[scanned DDQ — pages 6-7]
Q 21 . Is the Company in default under any loan agre ement ?   No . All BNDE and Coris in stalments paid on time .
Q 22 . Any cove nant breaches in the last 24 months ?   No .
Q 23 . Tax and so cial security ( DGID , CSS , IPRES ) up to date ?   Yes — cert ificates at Annex 9 .
Q 24 . Has any foun der or senior exec utive left ?   No . Mr Fall ( co - founder ) moved from CEO to Chair in 2024 and
         remains full - time .
Q 25 . Are there share holders who are former employees ?   No .
Q 26 . Any pend ing lice nce app lications ?   No . ARM approval for the new prod uct was granted in May 2025 .`,
    present: [],
    absent: ['debt-distress', 'founder-departure', 'dead-equity', 'pending-licence'],
    traits: ['ocr', 'qa', 'negation'],
  },
  // top customer 17%; top two 29% < 30%
  {
    id: 'd18-w3-en-kigali-construction-contract-summaries',
    documentType: 'business_plan',
    text: `MATERIAL CONTRACTS — Inyubako Build Ltd (Rwanda) — summary for investors — FY2025 revenue RWF 18.4bn

1. Kigali Convention Centre annex — design-and-build, RWF 3.1bn recognised in FY2025 (17% of revenue); completed in
   October; retention money of RWF 155m due in April 2026.
2. Rwanda Housing Authority — 240 affordable units, phase 1: RWF 2.2bn (12%). Phase 2 tender submitted.
3. 26 private residential and commercial projects: RWF 13.1bn (71%), none above 6%.

All contracts are fixed-price with indexation on cement and steel. No contract is in dispute.`,
    present: [],
    absent: ['customer-concentration', 'litigation', 'non-recurring-revenue'],
    traits: ['list', 'figures', 'negation'],
  },
  // churn: 45% of subscribers lost over the year >= 45%/year; one-off device sales inside "recurring revenue"
  {
    id: 'd18-w3-en-lagos-streaming-podcast-transcript',
    documentType: 'business_plan',
    text: `[Transcript — "TechCabal Live", interview with Obinna Eze, CEO of NollyStream]

HOST: How many subscribers do you keep?
OBINNA: We started 2024 with 80,000 subscribers. Of those, 44,000 had gone by December — but we added 90,000 new ones,
  so we grew.
HOST: And revenue?
OBINNA: Recurring revenue was ₦3.6 billion for 2024. That includes the ₦700 million we made selling the NollyBox
  decoder — people buy it once — but we put everything into recurring because it drives subscriptions.
HOST: Competitors?
OBINNA: Showmax, Netflix, YouTube — we're the cheap local one.`,
    present: ['high-churn', 'non-recurring-revenue'],
    absent: ['no-competition'],
    traits: ['informal', 'figures', 'indirect'],
  },
  {
    id: 'd18-w3-en-nairobi-pharma-ppb-letter-memo-clean',
    documentType: 'legal_docs',
    text: `MEMO — to: Investment Committee — re: DawaFast Ltd, Pharmacy and Poisons Board correspondence

Excerpt from the PPB letter of 14 October 2025:
  "Further to the inspection of 2 September 2025, the Board is satisfied that the corrective actions have been
  implemented. The warehouse licence is confirmed and no sanction will be imposed. The Board considers the matter
  closed."

Comment: the September inspection had noted temperature-log gaps; these were fixed within three weeks. The company
could in future need a separate licence if it starts importing, but it has no plans to apply before 2027.
No licence application is pending and no regulatory restriction applies to current operations.`,
    present: [],
    absent: ['regulatory', 'pending-licence'],
    traits: ['quote', 'negation', 'hedge'],
  },
];
