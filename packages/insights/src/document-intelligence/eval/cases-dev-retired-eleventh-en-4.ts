import type { RedFlagCase } from './case';

export const redFlagEleventhEnCases4: readonly RedFlagCase[] = [
  // runway = EGP 11m / EGP 2.4m net cash outflow a month = 4.6 months; outflow 2.4m < monthly revenue 8m; profit after finance costs positive
  {
    id: 'h11-en-sinai-glass-credit-note',
    documentType: 'financial_statements',
    present: ['going-concern', 'debt-distress', 'short-runway'],
    absent: ['audit-opinion', 'burn-above-revenue', 'declining-revenue'],
    traits: ['memo', 'figures', 'indirect'],
    text: `NILE COMMERCIAL BANK — Credit Committee Note (Watch-list review)
Borrower: Sinai Glass Company S.A.E. (10th of Ramadan City)
Exposure: EGP 42m medium-term loan + EGP 15m letters of credit
Prepared by: Corporate Credit Risk, 12 October 2025

1. Audited results FY2024
Revenue: EGP 96m (FY2023: EGP 88m)
Operating profit: EGP 3.1m
Finance costs: EGP 2.6m
Net profit: EGP 0.5m
The auditor issued an unmodified opinion on the FY2024 financial statements but included a separate section headed "Material uncertainty related to going concern", referring to the company's dependence on the rescheduling of its bank debt and on new equity from shareholders.

2. Account conduct
The monthly instalments of EGP 1.4m due on 31 July and 31 August 2025 were not paid. The September instalment was paid eleven days late. The account is now classified as stage 2.

3. Liquidity
Cash at 30 September 2025: EGP 11m. Management's forecast shows net cash outflows of about EGP 2.4m per month over the next two quarters, after debt service and the furnace repair, against monthly sales of around EGP 8m. On these figures, available cash lasts until roughly mid-February 2026 unless the shareholder injection of EGP 20m, promised for Q4, arrives.

4. Security
Mortgage over the factory land and building (valuation EGP 61m, 2023) and pledge over the float-glass line.

5. Recommendation
(a) Keep the borrower on the watch list; (b) accept a three-month deferral of principal, conditional on the shareholder injection being deposited by 31 December 2025; (c) no new LC lines until arrears are cleared.`,
  },
  // annual logo retention 48% (< 55%); GM 61% -> 52% (down 9 pts); ARR includes R3.1m once-off hardware; net burn R1.2m < revenue R2.6m a month; runway 31 / 1.2 = 25.8 months
  {
    id: 'h11-en-ubuntu-fleet-q3-update',
    documentType: 'financial_statements',
    present: ['high-churn', 'gross-margin', 'non-recurring-revenue'],
    absent: ['short-runway', 'burn-above-revenue', 'declining-revenue'],
    traits: ['email', 'figures', 'list'],
    text: `Subject: Ubuntu Fleet — Q3 2025 investor update

Hi everyone,

Here's our Q3 update.

Headline numbers
- ARR: R28.4m (Q2: R24.9m). This includes R3.1m of once-off telematics hardware sold to the Gauteng bus operator in August, which we've annualised into ARR because the customer also signed a software contract.
- Revenue for September: R2.6m
- Net burn: R1.2m a month
- Cash: R31m

Customers
We ended the quarter with 412 fleet customers. Looking at the cohort that was with us on 1 October 2024, only 48% are still customers today. Most of the losses are small fleets of fewer than ten vehicles that signed up during our 2024 free-installation promotion and cancelled when the promotional pricing ended.

Margins
Gross margin was 52% in Q3, compared with 61% in Q3 last year. Two reasons: the rand weakened against the dollar, which pushed up the cost of imported trackers, and we moved from SIM cards on a fixed bundle to pay-as-you-use data, which proved more expensive than expected. We're renegotiating with two network operators.

Product
- Driver-behaviour scoring launched for all customers
- Fuel-theft alerts in beta with 20 fleets

Team
We hired a VP Sales from a large fleet-management company and now employ 64 people.

What we need
Introductions to logistics companies in Durban and Gqeberha.

Best,
Lindiwe Zulu, CEO, Ubuntu Fleet (Pty) Ltd, Johannesburg`,
  },
  // founders 17% + 14% = 31% (< 40%); largest investor 23%; revenue ₦620m vs ₦410m
  {
    id: 'h11-en-four-rounds-blog',
    documentType: 'business_plan',
    present: ['low-founder-ownership', 'cap-table-complexity'],
    absent: ['investor-control', 'founder-departure', 'dead-equity', 'declining-revenue'],
    traits: ['blog', 'words', 'figures'],
    text: `What four funding rounds did to our cap table
Chidi Eze, co-founder & CEO, Lokoja Labs | Lagos | 2 September 2025

When Ngozi and I started Lokoja Labs in 2019 we owned 100% of a company with no customers. Six years, four rounds and a lot of SAFEs later, we run a logistics software business that did ₦620m of revenue last year, up from ₦410m the year before. We also own a lot less of it than we imagined.

Today I hold about 17% and Ngozi about 14%, so together we are at roughly 31%. Our largest investor holds 23%, and the rest is spread across two other funds, about thirty angels and the employee pool. We're both full-time and not going anywhere, but I won't pretend the numbers don't matter when we think about the next round.

Here's the harder confession: I can't tell you our exact fully diluted cap table. We have three spreadsheets — one from our first lawyer, one from our current lawyer and one maintained by our finance team — and they don't agree. The differences come from a 2021 SAFE with an unclear valuation cap, a dollar note that converted at an exchange rate nobody wrote down, and option grants made before the board formally approved the pool. Our current lawyers are working through it and have told us it will take another two months to reconcile with the CAC register.

Lessons for other founders:
1. Use one template for every SAFE.
2. Record every conversion the day it happens, with the rate used.
3. Don't grant options until the pool is approved.
4. Model dilution for the next three rounds before you sign the first.

None of this is fatal. But it is the conversation I least enjoy having with new investors.`,
  },
  // Acacia Holdings 57% (>= 50%); founders 41% (>= 40%)
  {
    id: 'h11-en-jenga-homes-data-room',
    documentType: 'legal_docs',
    present: ['investor-control', 'related-party', 'audit-opinion'],
    absent: ['litigation', 'debt-distress', 'regulatory'],
    traits: ['checklist', 'list', 'negation'],
    text: `JENGA HOMES LTD (Nairobi, Kenya) — Data-room checklist with management answers
Transaction: proposed Series A led by Lake Victoria Partners | Status at 20 October 2025

CORPORATE
[x] 1. Certificate of incorporation and CR12 — uploaded (folder 01)
[x] 2. Current shareholding
      Acacia Holdings Ltd: 57%
      Founders (Otieno, Wairimu): 41%
      ESOP: 2%
[x] 3. Shareholders' agreement — uploaded. Acacia appoints 3 of 5 directors.

LEGAL
[x] 4. Litigation, current or threatened — None.
[x] 5. Regulatory correspondence (NCA, county permits) — All construction permits current; no enforcement notices received.
[x] 6. Related-party transactions
      Yes. The head office at Riverside Drive is leased from Mrs. Esther Otieno, mother of the CEO, at KSh 450,000 per month under a five-year lease signed in 2023. Board approval was not recorded at the time; ratification is proposed.

FINANCIAL
[x] 7. Financial statements FY2023 — audited, unqualified opinion (folder 07)
[ ] 8. Financial statements FY2024 — not audited. The audit has not started; management accounts are provided instead (folder 08). Expected audit completion: February 2026.
[x] 9. Loans — Equity Bank construction facility, all repayments current; no covenant breaches.
[x] 10. KRA tax compliance certificate — valid to March 2026.

PEOPLE
[x] 11. Key employment contracts — uploaded. Both founders full-time.`,
  },
  // claimed payback 3 months; own figures: CAC GH₵ 450 / GH₵ 30 gross profit per month = 15 months; burn $90k > revenue $60k a month; runway $1.5m / $90k = 16.7 months
  {
    id: 'h11-en-kente-health-podcast',
    documentType: 'pitch_deck',
    present: ['unit-economics', 'burn-above-revenue'],
    absent: ['short-runway', 'high-churn', 'no-competition'],
    traits: ['transcript', 'spoken', 'figures'],
    text: `ACCRA VENTURES PODCAST — Episode 58
Guest: Esi Mensah, founder of Kente Health (health insurance for informal workers)

HOST: Esi, tell us what Kente Health does.

MENSAH: We sell micro health insurance to market traders, tailors, hairdressers — people the big insurers ignore. Premiums start at GH₵ 45 a month, paid by mobile money, and members get outpatient care at 160 partner clinics.

HOST: How do you get customers?

MENSAH: Agents in the markets. Makola, Kejetia, Kaneshie. It costs us about GH₵ 450 to sign up a member once you count the agent commission, the onboarding day and the health check.

HOST: And what do you make on each member?

MENSAH: After claims and the clinic fees, we keep roughly GH₵ 30 per member per month in gross profit. So we recover what we spend to acquire a member in about three months. That's why investors like us.

HOST: Are members sticking around?

MENSAH: Yes, monthly cancellation is around 3%.

HOST: What about the overall business?

MENSAH: We're investing ahead of revenue. We spend about ninety thousand dollars a month and our revenue is around sixty thousand dollars a month. We raised a $1.5 million seed in June, so we're fine for well over a year.

HOST: Competition?

MENSAH: The NHIS, of course, and a couple of startups in Nigeria and Kenya looking at Ghana. But nobody has our agent network in the markets.

HOST: Esi Mensah, thanks for joining us.`,
  },
  {
    id: 'h11-en-nbe-birr-link-penalty',
    documentType: 'legal_docs',
    present: ['regulatory'],
    absent: ['pending-licence', 'litigation', 'debt-distress'],
    traits: ['letter', 'words', 'time'],
    text: `NATIONAL BANK OF ETHIOPIA
Payment and Settlement Systems Directorate
Addis Ababa

Ref: NBE/PSSD/1147/2025
18 August 2025

The Chief Executive Officer
Birr Link S.C.
Bole Sub-City, Addis Ababa

Subject: Administrative measures following the on-site examination of your agent network

The National Bank of Ethiopia conducted an on-site examination of Birr Link S.C., licensed as a payment instrument issuer, between 2 and 13 June 2025. The examination found that:

1. 212 agents were operating without the know-your-customer records required by the applicable directive;
2. transaction limits for level-one wallets were exceeded on 1,930 occasions between January and May 2025; and
3. suspicious transaction reports were filed with the Financial Intelligence Service late or not at all.

On the basis of these findings, and in accordance with the Payment Instrument Issuers Directive, the Bank hereby:

(a) suspends Birr Link's authority to recruit and register new agents for a period of ninety (90) days from the date of this letter;
(b) imposes an administrative penalty of ETB 500,000, payable within fifteen days; and
(c) requires the company to submit a corrective action plan approved by its board within thirty days.

Existing wallet services to customers may continue. The Bank will conduct a follow-up examination at the end of the suspension period. Failure to comply may lead to further measures, including revocation of the licence.

Sincerely,

Director, Payment and Settlement Systems Directorate`,
  },
];
