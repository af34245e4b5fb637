/** Writer 2's texts of the retired twenty-second held-out set (cases-dev-retired-twenty-second.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentySecondEnW2P2: readonly RedFlagCase[] = [

  // 09 — monthly investor update (e-mail), pharmacy inventory SaaS, Rwanda.
  // non-recurring-revenue PRESENT: one-time RBC pilot onboarding fee (RWF 4.5M) counted inside "Total MRR" (39.0M).
  // unit-economics PRESENT: stated LTV/CAC 5.1x; own figures: ARPU 60,000 x GM 75% / churn 2.5% = LTV RWF 1.8M; CAC 950,000 -> 1.8M / 0.95M = 1.9x, not 5.1x.
  // high-churn ABSENT: logo churn 2.5% a month (< 5%; ~26% a year).
  // customer-concentration ABSENT: largest chain 7% of MRR.
  // burn-above-revenue ABSENT: March opex RWF 31M < subscription revenue 34.5M.
  // short-runway ABSENT: no burn; cash-flow positive.
  {
    id: 'h22-en-w2-09',
    documentType: 'business_plan',
    traits: ['table', 'figures', 'indirect', 'split'],
    present: ['non-recurring-revenue', 'unit-economics'],
    absent: ['high-churn', 'customer-concentration', 'burn-above-revenue', 'short-runway'],
    text: `Subject: DawaDesk — March 2025 investor update

Hi all,

Strong month. Headlines first, details below.

MRR (RWF, March 2025)
| Component | Amount |
|---|---:|
| Subscriptions: 575 pharmacies × 60,000 | 34,500,000 |
| Rwanda Biomedical Centre pilot — one-time onboarding fee | 4,500,000 |
| Total MRR | 39,000,000 |

That is up 18% on February's MRR of RWF 33.1M.

Customers
- 575 paying pharmacies across 27 districts (February: 552).
- Logo churn held at 2.5% a month; most of it is pharmacies closing, not switching.
- Largest account, a Kigali pharmacy chain with 31 branches, is 7% of MRR.

Unit economics
- Average revenue per pharmacy: RWF 60,000 a month.
- Gross margin: 75% (hosting, SMS and field support).
- Blended CAC: RWF 950,000 per pharmacy (field sales plus onboarding visit).
- LTV/CAC now stands at 5.1x, which is why we want to double the field team.

Cash
- Operating expenses for March: RWF 31M.
- Cash at 31 March: RWF 610M. We were cash-flow positive for the second month running.

Product
- Expiry-date alerts now live; 40% of pharmacies use them weekly.
- e-Prescription integration with two private clinics in testing.

Asks
- Intros to wholesale distributors in Musanze and Rubavu.
- Anyone who has hired a head of sales in Kigali: we'd love your advice.

Thanks,
Claudine
CEO, DawaDesk`,
  },

  // 10 — e-mail to an investor, coffee traceability SaaS, Rwanda. NO FLAG.
  // non-recurring-revenue ABSENT: the RWF 150M grant is excluded from ARR (booked as other income).
  // high-churn ABSENT: the 40% is a client cooperative's farmer loss (another subject); own churn 2 of 48 clients in a year (~4%).
  // customer-concentration ABSENT: largest client 24% of ARR (< 30%).
  // unit-economics ABSENT: payback ~5 months stated; ARR/client 1.32bn/48 = 27.5M a year = 2.29M a month x 80% GM = 1.83M; CAC 9.2M / 1.83M = 5.0 months — consistent.
  // unrealistic-growth ABSENT: 1.32bn -> 2.6bn by end-2026 ≈ 2x.
  // investor-control ABSENT: 38% after the round.
  // burn-above-revenue ABSENT: opex RWF 102M a month < monthly revenue ~110M.
  // short-runway ABSENT: no burn; cash RWF 2.1bn.
  {
    id: 'h22-en-w2-10',
    documentType: 'business_plan',
    traits: ['prose', 'negation', 'figures', 'indirect'],
    present: [],
    absent: [
      'non-recurring-revenue',
      'high-churn',
      'customer-concentration',
      'unit-economics',
      'unrealistic-growth',
      'investor-control',
      'burn-above-revenue',
      'short-runway',
    ],
    text: `From: Jean-Paul Habimana <jp@kawatrace.rw>
To: Naomi Otieno, Inkingi Ventures
Subject: Re: numbers before Friday

Hi Naomi,

Answers to your questions, in order.

1. ARR. RWF 1.32bn at end of June, across 48 exporter and cooperative clients, up 2.1x on June last year. The RWF 150M innovation grant we received in March is booked as other income and is not in ARR — ARR is subscriptions only.

2. Churn. Two of our 48 clients left in the last twelve months, both small washing stations that merged into larger cooperatives. You may have seen the figure of 40% in our case study: that is the share of member farmers one client cooperative in Nyamasheke lost to side-selling in 2023, before it adopted our traceability app. It's their churn, not ours.

3. Concentration. Our largest client, an exporter in Huye, is 24% of ARR. The next largest is 9%.

4. Payback. CAC is about RWF 9.2M per client, mostly the on-site setup and cooperative training. With average ARR per client of RWF 27.5M and 80% gross margin, we recover CAC in about five months.

5. Cash. We've been EBITDA-positive since January: opex runs at about RWF 102M a month against monthly revenue of roughly RWF 110M. Cash at 30 June was RWF 2.1bn.

6. Plan. Our target is RWF 2.6bn ARR by end-2026, driven by the EU deforestation rules that require plot-level traceability for coffee exports.

7. Round. On the terms we discussed, Inkingi would hold 38% after the round and the founders 47%.

Happy to walk through the model on Friday.

Best,
Jean-Paul`,
  },

  // 11 — WhatsApp messages from a founder to an angel, cold-chain logistics, Uganda.
  // going-concern PRESENT: the board (directors) minuted significant doubt about continuing as a going concern without the bridge.
  // debt-distress PRESENT: PAYE and VAT for March–May unpaid to URA, ~UGX 260M in arrears (tax arrears count).
  // burn-above-revenue PRESENT: net loss of UGX 410M in Q2 on revenue of 1.2bn -> costs above revenue.
  // declining-revenue ABSENT: Q2 revenue 1.2bn vs Q1 1.05bn — up.
  // litigation ABSENT: a possible dispute with the landlord is not yet a dispute ("hopefully it doesn't come to that").
  // audit-opinion ABSENT: no financial statements presented; figures are from a message.
  {
    id: 'h22-en-w2-11',
    documentType: 'business_plan',
    traits: ['prose', 'split', 'indirect', 'figures', 'modality'],
    present: ['going-concern', 'debt-distress', 'burn-above-revenue'],
    absent: ['declining-revenue', 'litigation'],
    text: `[08:12] Brian (FrioKampala): Morning Grace 🙏 quick update before Thursday's call so there are no surprises

[08:13] Brian (FrioKampala): Good news first: revenue keeps growing. Q2 was UGX 1.2bn, Q1 was 1.05bn. Two new supermarket contracts and the fish exporters in Entebbe are using all 3 reefer trucks now

[08:15] Brian (FrioKampala): Less good: we lost UGX 410M in Q2. Diesel went up, and the second cold room in Namanve ran half-empty for most of the quarter

[08:16] Brian (FrioKampala): And to be fully transparent: we haven't paid PAYE and VAT to URA for March, April and May. It's about UGX 260M now. We're talking to them about a payment plan

[08:18] Brian (FrioKampala): The board met last night. We minuted that, unless the bridge closes, there is significant doubt about the company's ability to continue as a going concern. That's the directors' own view

[08:19] Brian (FrioKampala): The bridge is UGX 1.5bn convertible. Kiira Capital has said yes to 900M if we find the rest by end of July

[08:21] Brian (FrioKampala): One more thing, the Namanve landlord wants to raise rent 30% from October. We may push back hard, hopefully it doesn't come to that

[08:22] Brian (FrioKampala): Would you consider 300M of the bridge? Happy to send the board pack tonight

[08:40] Grace: Thanks for the honesty Brian. Send the pack, let's go through it Thursday`,
  },

  // 12 — due-diligence note, digital learning content for schools, Rwanda.
  // audit-opinion PRESENT: FY2024 figures are unaudited management accounts; no auditor appointed for FY2024.
  // declining-revenue PRESENT: revenue "slipped" from RWF 1.04bn (FY2023) to RWF 870M (FY2024).
  // regulatory PRESENT: stated regulatory uncertainty — REB draft accreditation rules; unclear whether existing content must be resubmitted or withdrawn.
  // pending-licence ABSENT: nothing applied for — the accreditation process does not exist yet.
  // burn-above-revenue ABSENT: operating costs RWF 810M < revenue 870M.
  // gross-margin ABSENT: 61% vs 63% (down 2 points).
  // customer-concentration ABSENT: largest district contract 17%.
  // going-concern ABSENT: no doubt expressed.
  {
    id: 'h22-en-w2-12',
    documentType: 'business_plan',
    traits: ['prose', 'list', 'words', 'figures', 'modality'],
    present: ['audit-opinion', 'declining-revenue', 'regulatory'],
    absent: ['pending-licence', 'burn-above-revenue', 'gross-margin', 'customer-concentration', 'going-concern'],
    text: `DUE-DILIGENCE NOTE — Ishuri Digital Ltd (Kigali)
Prepared by: Amani Advisory for Umurage Growth Partners · Draft 2 · 9 June 2025

Scope. Commercial, financial and regulatory review ahead of a proposed USD 1.2M minority investment.

1. Financial information received
We were given audited accounts for FY2023 (unqualified) and management accounts for FY2024. The FY2024 accounts have not been audited: the company has not yet appointed an auditor for that year and management expects to do so after the round closes.

2. Trading
- Revenue slipped to RWF 870M in FY2024 from RWF 1.04bn the year before, mainly because two district contracts for tablet content in secondary schools were not renewed.
- Operating costs were RWF 810M in FY2024, leaving a small operating profit.
- Gross margin was 61% (FY2023: 63%).
- The largest remaining customer, Nyagatare District, represents 17% of FY2024 revenue; the rest is spread across ten other district contracts and more than 120 private schools.

3. Regulatory
The Rwanda Basic Education Board published draft guidelines in April 2025 that would require digital learning content used in public schools to be accredited. The draft does not say whether content already in use must be resubmitted, how long accreditation would take, or whether unaccredited content must be withdrawn in the meantime. Management could not quantify the impact; roughly half of revenue comes from public-school contracts. No application has been made, as the accreditation procedure has not yet been set up.

4. Team
Both founders are full-time; the CTO joined from a Nairobi edtech in 2023. No disputes with staff or suppliers were reported.

5. Recommendations
- Make completion conditional on an audit of FY2024 by a firm acceptable to the investor.
- Model a downside in which public-school contracts pause for two terms.
- Obtain a legal opinion on the REB draft once the consultation closes.`,
  },

  // 13 — shareholders' agreement (extract), micro-insurance distribution, Uganda. NO FLAG.
  // investor-control ABSENT: Acacia holds 62% of the Series A class, which is 24% of total share capital (< 50%).
  // cap-table-complexity ABSENT: the 2023 discrepancy was rectified (URSB filing Feb 2024); register reconciles now — problem over.
  // regulatory ABSENT: IRA licence held; suspension clause is hypothetical ("should ... suspend"); past IRA inquiry closed with no sanction.
  // dead-equity ABSENT: buy-back clause is forward-looking; no holder has left.
  // founder-departure ABSENT: no one has left or announced leaving.
  // litigation ABSENT: warranty that no proceedings are pending.
  // low-founder-ownership ABSENT: founders 58%.
  {
    id: 'h22-en-w2-13',
    documentType: 'legal_docs',
    traits: ['prose', 'modality', 'negation', 'time', 'indirect'],
    present: [],
    absent: [
      'investor-control',
      'cap-table-complexity',
      'regulatory',
      'dead-equity',
      'founder-departure',
      'litigation',
      'low-founder-ownership',
    ],
    text: `SHAREHOLDERS' AGREEMENT — LINDA COVER LIMITED (extract)
between the Founders, Acacia Growth Fund II and the other Investors, Kampala, 3 March 2025

Recitals
(A) The Company distributes micro-insurance products underwritten by licensed insurers and holds an insurance agency licence from the Insurance Regulatory Authority of Uganda, most recently renewed in January 2025.
(B) Following completion, the issued share capital is held as follows: the Founders (Sarah Namutebi and Ivan Ochieng) 58%; Acacia Growth Fund II 24%; other Series A investors 15%; employee share scheme 3%. Acacia's holding represents 62% of the Series A Preference Shares.

Clause 4 — Share register
4.1 The parties acknowledge that the discrepancy of 2,000 ordinary shares identified during the 2023 audit was corrected by a rectification filed with the Uganda Registration Services Bureau in February 2024, and that the register of members now reconciles with the share certificates in issue and with the capitalisation table in Schedule 1.

Clause 7 — Warranties (extract)
7.3 No litigation, arbitration or administrative proceedings are pending or, to the Founders' knowledge, threatened against the Company.
7.4 The 2022 inquiry by the Insurance Regulatory Authority into commission disclosures was closed in September 2022 without any sanction or direction.

Clause 9 — Regulatory events
9.1 Should the Insurance Regulatory Authority suspend or revoke the Company's licence, the Series A investors may require the Company to convene a general meeting within 30 days to consider a remediation plan.

Clause 11 — Leaver provisions
11.1 If a Founder ceases to be employed by the Company within 36 months of completion, the Company shall have the option to buy back that Founder's unvested shares at nominal value and vested shares at fair market value.

Clause 14 — Reserved matters
14.1 The following require the approval of Investors holding at least 60% of the Series A Preference Shares: issue of new shares, borrowing above UGX 500M, disposal of the business, and any change to the insurer panel.`,
  },
];
