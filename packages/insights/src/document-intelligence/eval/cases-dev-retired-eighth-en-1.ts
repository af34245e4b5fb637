/** EIGHTH held-out set, English texts 1–26 (see cases-dev-retired-eighth.ts). */
import type { RedFlagCase } from './case';
import { redFlagEighthEnCases1Rest } from './cases-dev-retired-eighth-en-1-rest';

export const redFlagEighthEnCases1: readonly RedFlagCase[] = [
  // Projection: ₦1.1bn / ₦180m = 6.1× in one year.
  {
    id: 'h8-en-paynest-deck',
    documentType: 'pitch_deck',
    text: `Slide 3 — Market
Nigeria has 38 million MSMEs; fewer than 10% accept card or transfer payments at the till.

Slide 5 — Competition
There is no one else doing this. We have no competitors in offline-first POS lending.

Slide 7 — Regulation
• PSSP licence: application filed with the CBN in February; approval expected by Q3
• Operating today under a partner bank's licence

Slide 9 — Financials
• 2025 revenue: ₦180m
• 2026 projection: ₦1.1bn
• Gross margin: 46%`,
    present: ['no-competition', 'pending-licence', 'unrealistic-growth'],
    absent: ['missing-financials', 'regulatory'],
    traits: ['list', 'figures'],
  },
  // Runway: KES 48m / KES 7.5m a month = 6.4 months; burn 7.5m < revenue 9.2m.
  {
    id: 'h8-en-shamba-update',
    documentType: 'business_plan',
    text: `Hi all — October update.

Revenue: KES 9.2m (September: KES 8.7m)
Net burn: KES 7.5m
Cash at bank: KES 48m

People: our CFO, Wanjiru, has told us she will leave at the end of December to join a bank. We have started the search for her successor and she will help with the handover.

We are opening the Nakuru depot in November and expect to start fundraising in Q1.`,
    present: ['short-runway', 'founder-departure'],
    absent: ['burn-above-revenue', 'declining-revenue'],
    traits: ['figures', 'indirect', 'time'],
  },
  {
    id: 'h8-en-volta-audit',
    documentType: 'financial_statements',
    text: `Independent auditor's report to the members of Volta Agro Processing Ltd

Qualified opinion
We have audited the financial statements for the year ended 31 December 2025. Except for the possible effects of the matter described in the Basis for Qualified Opinion section, the financial statements give a true and fair view of the financial position of the Company.

Basis for qualified opinion
We were unable to obtain sufficient appropriate audit evidence over inventory of GH₵4.1m held at the Ho warehouse.

Material uncertainty related to going concern
We draw attention to note 2, which indicates that the Company's current liabilities exceed its current assets by GH₵2.3m. These conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern.

Revenue for the year was GH₵18.6m (2024: GH₵15.2m).`,
    present: ['audit-opinion', 'going-concern'],
    absent: ['declining-revenue', 'missing-financials', 'debt-distress'],
    traits: ['prose', 'modality'],
  },
  // Revenue 4,200 → 3,900 → 3,600; gross margin 1,764/4,200 = 42% → 1,188/3,600 = 33% (−9 points).
  {
    id: 'h8-en-kasi-mgmt-accounts',
    documentType: 'financial_statements',
    text: `Kasi Fresh (Pty) Ltd — management accounts, Q1–Q3 FY2026 (unaudited)

| R'000 | Q1 | Q2 | Q3 |
| Revenue | 4,200 | 3,900 | 3,600 |
| Cost of sales | 2,436 | 2,379 | 2,412 |
| Gross profit | 1,764 | 1,521 | 1,188 |

Comment: volumes held up at the Soweto store; the price cut on fresh produce in Q2 is still bedding in. Headcount is unchanged at 46.`,
    present: ['declining-revenue', 'gross-margin', 'audit-opinion'],
    absent: ['burn-above-revenue'],
    traits: ['table', 'figures'],
  },
  // Investor 5,000,000/10,000,000 = 50%; active founders (2,200,000 + 1,900,000) = 41%; leaver 9%.
  {
    id: 'h8-en-savanna-sha-shareholding',
    documentType: 'legal_docs',
    text: `Clause 4 — Shareholding at Completion
4.1 Following Completion the issued share capital of the Company is 10,000,000 ordinary shares, held as follows: Savanna Growth Fund II LP 5,000,000; Lerato Mokoena 2,200,000; Sipho Dlamini 1,900,000; Thabo Nkosi 900,000.
4.2 Thabo Nkosi, a co-founder, ceased to be employed by the Company on 31 March 2025. The Company did not exercise its call option under clause 11 within the option period, and his 900,000 shares remain registered in his name.
4.3 The Reserved Matters in Schedule 3 require the prior written consent of the Investor.`,
    present: ['investor-control', 'dead-equity', 'founder-departure'],
    absent: ['low-founder-ownership', 'cap-table-complexity'],
    traits: ['figures', 'indirect'],
  },
  {
    id: 'h8-en-nile-health-dd',
    documentType: 'legal_docs',
    text: `Legal due diligence — Nile Health Technologies S.A.E. (summary of findings)

1. Litigation. A former employee's claim for wrongful dismissal (EGP 2.4m) is pending before the Cairo Labour Court; the next hearing is set for 14 January.
2. Contracts. The Company leases its Maadi office from Delta Properties, which is owned by the CEO's brother. Rent is EGP 95,000 a month.
3. Share capital. We could not reconcile the shareholder list provided by management with the commercial register extract: the register shows 4 shareholders, management's cap table shows 7, and two convertible notes are not recorded anywhere.
4. Licences. The Ministry of Health registration is valid until 2027.`,
    present: ['litigation', 'related-party', 'cap-table-complexity'],
    absent: ['pending-licence', 'regulatory'],
    traits: ['list'],
  },
  {
    id: 'h8-en-kigali-pay-minutes',
    documentType: 'legal_docs',
    text: `Minutes of the board meeting of Kigali Pay Ltd, 12 September 2026

Item 3 — Bank facility. The CFO reported that the August instalment of RWF 45m on the Bank of Kigali term loan was not paid, and that the debt-service cover covenant was breached at 30 June. Management will request a waiver.

Item 4 — Regulator. The National Bank of Rwanda has suspended the onboarding of new agents pending completion of its AML inspection. Existing agents may continue to operate.

Item 5 — AOB. None.`,
    present: ['debt-distress', 'regulatory'],
    absent: ['pending-licence'],
    traits: ['prose'],
  },
  // MTN share: UGX 1.9bn / 4.6bn = 41%; enterprise retention 11/25 = 44% (< 55%).
  {
    id: 'h8-en-uganda-email-fy25',
    documentType: 'business_plan',
    text: `Subject: FY25 numbers before the call

Hi Grace,

Quick summary ahead of Thursday. Total revenue for FY25 was UGX 4.6bn. MTN Uganda paid us UGX 1.9bn of that under the airtime distribution contract.

On the enterprise side, we started the year with 25 corporate clients and 14 of them did not renew, so we closed with 11 of the original cohort plus 6 new ones.

Happy to walk through the detail.
Denis`,
    present: ['customer-concentration', 'high-churn'],
    absent: ['missing-financials', 'declining-revenue'],
    traits: ['figures', 'indirect'],
  },
  // Plan: 3,200 → 80,000 weekly riders in two years = 5× a year.
  {
    id: 'h8-en-teranga-deck',
    documentType: 'pitch_deck',
    text: `TERANGA RIDE — Seed deck

Problem: Dakar commuters lose 2 hours a day in traffic.
Solution: shared electric minibuses booked by app.
Traction: 14,000 registered riders; 3,200 weekly active; 22 vehicles.
Market: XOF 410bn spent yearly on urban transport in Senegal.
Plan: grow weekly active riders 5× each year for the next two years, reaching 80,000 by end-2028.
Team: ex-Yango and ex-Senelec engineers.
Ask: USD 1.5m seed.`,
    present: ['missing-financials', 'unrealistic-growth'],
    absent: ['no-competition'],
    traits: ['list', 'figures'],
  },
  // Runway ₦400m / ₦95m = 4.2 months; burn ₦95m > revenue ₦60m.
  {
    id: 'h8-en-lagos-chat-burn',
    documentType: 'business_plan',
    text: `[09:14] Tunde: how are numbers looking this month?
[09:16] Ada: Revenue came in at ₦60m. We're burning about ₦95m a month now with the Abuja team on board
[09:16] Ada: cash in the bank is ₦400m after the bridge
[09:17] Tunde: ok. let's talk Friday about options, I don't want us raising in a panic`,
    present: ['burn-above-revenue', 'short-runway'],
    absent: ['missing-financials'],
    traits: ['figures'],
  },
  // Stated LTV:CAC 5×; own figures KES 240,000 / 150,000 = 1.6×.
  {
    id: 'h8-en-duka-cloud-update',
    documentType: 'business_plan',
    text: `Q3 investor update — Duka Cloud

ARR: KES 84m (Q2: KES 66m). This includes KES 12m from the one-off data migration project for Naivas, which we have annualised into ARR.
Customers: 410 paying shops.
Unit economics: CAC is KES 150,000 per customer and lifetime value KES 240,000 — an LTV:CAC of 5×, well above the 3× benchmark.
Hiring: two engineers joined in August.`,
    present: ['non-recurring-revenue', 'unit-economics'],
    absent: ['declining-revenue', 'missing-financials'],
    traits: ['indirect', 'figures'],
  },
  // Founders (3,100,000 + 2,400,000) / 15,000,000 = 36.7%.
  {
    id: 'h8-en-accra-finserve-termsheet',
    documentType: 'legal_docs',
    text: `Term sheet — Series A, Accra FinServe Ltd (non-binding)

Pre-money capitalisation (fully diluted):
– Founders: Abena Owusu 3,100,000; Kwame Asante 2,400,000
– Angels and seed investors: 5,300,000
– ESOP (allocated and unallocated): 4,200,000
Total: 15,000,000 shares

Note: the seed SAFE conversions and the ESOP grants have not yet been reconciled against the share register; the company's counsel has flagged discrepancies of roughly 600,000 shares.

Investment: USD 4m for Series A Preferred Shares.`,
    present: ['low-founder-ownership', 'cap-table-complexity'],
    absent: ['investor-control'],
    traits: ['list', 'figures'],
  },
  {
    id: 'h8-en-atlas-ic-memo',
    documentType: 'business_plan',
    text: `Investment committee memo — Atlas Cold Chain SARL

Recommendation: decline at this stage.

Revenue grew to MAD 28m in 2025 (2024: MAD 24m). However, the directors' report notes significant doubt over the company's ability to continue as a going concern unless the shareholder loan is extended. The company also owes MAD 3.2m in overdue VAT to the DGI and has agreed a payment schedule it has not yet started.

The team and the cold-storage assets are strong; we would revisit after a recapitalisation.`,
    present: ['going-concern', 'debt-distress'],
    absent: ['declining-revenue', 'missing-financials'],
    traits: ['prose', 'indirect'],
  },
  ...redFlagEighthEnCases1Rest,
];
