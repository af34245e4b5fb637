import type { RedFlagCase } from './case';

export const redFlagEighteenthEnW1P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck, mobile payments for informal traders, Angola.
  // no-competition PRESENT (direct words): "We have no competitors in Angola today."
  // unrealistic-growth PRESENT (figures only, slide 7): 3,100 / 620 = 5.0×; 13,950 / 3,100 = 4.5×; 62,800 / 13,950 = 4.5× a year.
  // high-churn PRESENT (cohort table): 12-month retention 37% < 55%; implied monthly churn 1 − 0.37^(1/12) ≈ 7.9% ≥ 5% (0.92^3 = 78%, 0.92^6 = 61%, 0.92^12 = 37%).
  // unit-economics PRESENT (figures contradict the claim): LTV 2,100 × 36 = 75,600 and 75,600 / 9,000 = 8.4× rest on a 36-month lifetime,
  //   but ~8% monthly churn gives a lifetime of about 1 / 0.08 = 12.5 months → LTV ≈ 2,100 × 12.5 = 26,250, LTV:CAC ≈ 2.9×.
  // pending-licence ABSENT: the BNA payment-service licence was granted in 2023.
  // declining-revenue ABSENT: revenue rises 90 → 240 → 620 (Kz million).
  // missing-financials ABSENT: revenue figures for three years are given.
  {
    id: 'h18-en-w1-01',
    documentType: 'pitch_deck',
    language: 'en',
    text: `KITANDA PAY — Series A deck · Luanda, February 2025

Slide 1 · The problem
Angola's 2.4 million market traders run on cash. Change is short, theft is common, and nothing they sell builds a credit history.

Slide 2 · The product
A USSD and app wallet: traders take payment by QR code or phone number, pay their suppliers and see a daily ledger. Licensed by the Banco Nacional de Angola as a payment service provider since 2023.

Slide 3 · Traction
Year    Active traders    Revenue (Kz million)
2022     3,100             90
2023     9,800            240
2024    24,500            620

Slide 4 · Competition
Banks do not serve the informal market and the mobile operators have not built for it. We have no competitors in Angola today.

Slide 5 · Unit economics
CAC per trader: Kz 9,000 (agent commission + onboarding kit)
ARPU: Kz 2,100 per month
Average trader lifetime: 36 months
LTV: Kz 75,600 → LTV:CAC of 8.4×

Slide 6 · Cohort retention (share of a monthly cohort still transacting)
Month 0    Month 3    Month 6    Month 12
100%       78%        61%        37%

Slide 7 · Plan (Kz million)
2024A 620 · 2025F 3,100 · 2026F 13,950 · 2027F 62,800

Slide 8 · The ask
US$ 6 million Series A to fund eighteen months of expansion to Benguela, Huambo and Lubango.`,
    present: ['no-competition', 'unrealistic-growth', 'high-churn', 'unit-economics'],
    absent: ['pending-licence', 'declining-revenue', 'missing-financials'],
    traits: ['table', 'figures', 'indirect', 'list'],
  },

  // 02 — Audited annual financial statements with auditor's report, cold-chain logistics, Namibia. CLEAN.
  // audit-opinion ABSENT: audited, opinion stated as unmodified, no qualification or emphasis.
  // going-concern ABSENT: the directors state the going-concern basis is appropriate; no doubt is expressed by anyone.
  // gross-margin ABSENT: 48,910 / 148,620 = 32.9% against 43,160 / 131,240 = 32.9% — flat.
  // burn-above-revenue ABSENT: profit both years (9,750 and 7,330 N$ '000); cash fell 21.4 → 9.8m because of N$ 17.9m of equipment, not losses.
  // customer-concentration ABSENT: largest customer 22.3 / 148.62 = 15.0% (2024: 20.9 / 131.24 = 15.9%).
  // debt-distress ABSENT: covenants met, no instalment paid late (negation).
  // litigation ABSENT: claim settled in October 2023 and withdrawn; nothing pending.
  // declining-revenue ABSENT: revenue 131,240 → 148,620.
  {
    id: 'h18-en-w1-02',
    documentType: 'financial_statements',
    language: 'en',
    text: `DUNE COAST COLD CHAIN (PTY) LTD
Registration number 2016/0412 · Walvis Bay, Namibia
Annual financial statements for the year ended 28 February 2025

INDEPENDENT AUDITOR'S REPORT TO THE SHAREHOLDERS
Opinion
We have audited the annual financial statements of Dune Coast Cold Chain (Pty) Ltd set out on pages 6 to 31. In our opinion, the financial statements present fairly, in all material respects, the financial position of the company at 28 February 2025, and its financial performance and cash flows for the year then ended, in accordance with IFRS for SMEs and the Companies Act, 2004 (Namibia). Our opinion is unmodified.
Basis for opinion
We conducted our audit in accordance with International Standards on Auditing. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our opinion.
Kuiseb & Partners, Chartered Accountants (Namibia) · Swakopmund, 30 May 2025

STATEMENT OF PROFIT OR LOSS (N$ '000)
                              2025         2024
Revenue                    148,620      131,240
Cost of sales              (99,710)     (88,080)
Gross profit                48,910       43,160
Operating expenses         (31,450)     (28,900)
Operating profit            17,460       14,260
Finance costs               (3,120)      (3,480)
Profit before tax           14,340       10,780
Income tax                  (4,590)      (3,450)
Profit for the year          9,750        7,330

NOTES (extracts)
4. Going concern. The directors have reviewed cash-flow forecasts to August 2026 and are satisfied that the going-concern basis is appropriate. Cash and cash equivalents fell to N$ 9.8 million (2024: N$ 21.4 million) after two refrigerated trailers and a blast freezer were bought for N$ 17.9 million in cash.
12. Borrowings. The term loan from Erongo Commercial Bank (N$ 26.5 million) is repayable monthly until 2029. All covenants were met throughout the year and no instalment was paid late.
18. Major customer. Revenue from the largest customer, a hake exporter, was N$ 22.3 million (2024: N$ 20.9 million).
19. Contingent liabilities. A claim by a former haulage sub-contractor was settled for N$ 0.4 million in October 2023 and withdrawn. No legal proceedings are pending against the company.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'burn-above-revenue', 'customer-concentration', 'debt-distress', 'litigation'],
    traits: ['table', 'figures', 'negation', 'time'],
  },

  // 03 — Board minutes, fresh-produce agro-processing, Angola.
  // burn-above-revenue PRESENT (figures only): October costs Kz 147m above October sales Kz 55m.
  // short-runway PRESENT (figures only, not stated): net monthly outflow 147 − 55 = Kz 92m; cash Kz 410m / 92 = 4.5 months < 9.
  // regulatory PRESENT (direct): the phytosanitary services suspended the export certificate; the suspension remains in force.
  // going-concern PRESENT (directors' doubt, stated): "significant doubt exists as to the company's ability to continue as a going concern".
  // litigation ABSENT: the freight forwarder has only threatened a claim; none has been filed (possible future dispute).
  // debt-distress ABSENT: "no borrowings".
  {
    id: 'h18-en-w1-03',
    documentType: 'business_plan',
    language: 'en',
    text: `PLANALTO FRESCO, S.A.
Minutes of the meeting of the Board of Directors held at the company's offices in Luanda on 14 November 2024 at 10:00

Present: Eng. Afonso Tchiyevo (Chair), Dra. Luzia Mbala (CEO), Sr. Kiala Nzinga (CFO), Ms Hannah Reuter (investor director)
In attendance: Dr. Paulo Sanda (legal counsel); the company secretary

1. Minutes of the meeting of 19 September 2024 were approved without amendment.

2. Management accounts to 31 October 2024
The CFO presented the accounts. Sales for October were Kz 55 million (avocado and tomato sales to Luanda retailers). Operating costs for the month, including payroll at the Caála pack-house, were Kz 147 million. Cash at bank on 31 October stood at Kz 410 million. The company has no borrowings.
The CFO noted that the cost base has been broadly stable for six months.

3. Export certificate
Legal counsel reported that on 22 October the Ministry of Agriculture's phytosanitary services suspended the company's export certificate for fresh avocado after a fruit-fly finding at the port of Lobito. The suspension remains in force until a re-inspection, for which no date has been set.
Counsel added that a freight forwarder has threatened to claim demurrage on the containers held at Lobito. No claim has been filed.

4. Funding
The board discussed the US$ 1.5 million bridge under negotiation with two funds. The directors resolved to record that, until the bridge is signed, significant doubt exists as to the company's ability to continue as a going concern, and instructed the CEO to report weekly on the negotiations.

5. Any other business: none. The meeting closed at 12:40.

Afonso Tchiyevo, Chair`,
    present: ['burn-above-revenue', 'short-runway', 'regulatory', 'going-concern'],
    absent: ['litigation', 'debt-distress'],
    traits: ['prose', 'minutes', 'figures', 'indirect', 'modality'],
  },

  // 04 — Investor update email, pay-as-you-go solar mini-grids, Namibia.
  // missing-financials PRESENT (absence): an update with connections, uptime and team news but no revenue or cost figure at all.
  // founder-departure PRESENT (indirect words): co-founder "has decided to step back from day-to-day operations at the end of March".
  // pending-licence PRESENT: ECB licence application lodged 12 August, decision still outstanding.
  // high-churn ABSENT: 41 disconnections / 2,610 households at the start of the quarter = 1.6% a quarter ≈ 0.5% a month.
  // declining-revenue ABSENT: only new connections slowed (450 → 310), a volume of sales of installations, not revenue; total households rose 2,610 → 3,420.
  // regulatory ABSENT: no sanction; the application is acknowledged complete and no uncertainty is stated beyond its being pending.
  // dead-equity ABSENT: the co-founder has not left the company; he stays on the board.
  {
    id: 'h18-en-w1-04',
    documentType: 'business_plan',
    language: 'en',
    text: `From: Tuyeni Hamutenya <tuyeni@oshanalight.com.na>
To: Oshana Light investors
Date: 9 January 2025
Subject: Q4 2024 update: connections, ECB licence and a team change

Dear investors,

A quick summary of the quarter:
• Households connected: 3,420 at 31 December (30 September: 2,610)
• New connections slowed to 310 in December (November: 450), as they do every year
  when families travel for the holidays
• Disconnections for non-payment: 41 households over the quarter
• Average uptime across our 14 mini-grid sites: 97.6%

Licence
Our application to the Electricity Control Board for a generation and supply licence covering the six Omusati sites was lodged on 12 August. The ECB has acknowledged it as complete; the decision is still outstanding. Until it is granted, these sites run under our pilot arrangement with the regional council.

Team
After six years building Oshana Light with me, my co-founder Petrus Shikongo has decided to step back from day-to-day operations at the end of March. He will stay on the board as a non-executive director. We are recruiting a Head of Operations and expect to announce the hire in February.

Next quarter
We will finish the Omusati installations, start the smart-meter roll-out and share the full 2024 accounts once they are ready.

Warm regards,
Tuyeni`,
    present: ['missing-financials', 'founder-departure', 'pending-licence'],
    absent: ['high-churn', 'declining-revenue', 'regulatory', 'dead-equity'],
    traits: ['email', 'list', 'split', 'indirect', 'time'],
  },

  // 05 — Term sheet (Series A), digital freight marketplace, Angola. CLEAN.
  // low-founder-ownership ABSENT: post-closing founders 27.2% + 22.4% = 49.6% ≥ 40% (pre-closing 34% + 28% = 62%; each × 0.8 after a 20% issue: 4 / (16 + 4) = 20%).
  // investor-control ABSENT: largest investor is Savana at 20% post-closing (Kalunga 14.4%); a class-majority consent is not a 50% holding.
  // cap-table-complexity ABSENT: the table is stated as reconciled to the register and option ledger; it sums to 100%.
  // founder-departure / dead-equity ABSENT: the leaver clause is hypothetical ("If a founder leaves"); nobody has left.
  // litigation ABSENT: warranty that no litigation is pending or threatened.
  // pending-licence ABSENT: AIPEX registration is a future condition precedent, not an application already lodged and awaited.
  {
    id: 'h18-en-w1-05',
    documentType: 'legal_docs',
    language: 'en',
    text: `SUMMARY OF INDICATIVE TERMS — SERIES A PREFERRED SHARES
Rota Kwanza Logística, S.A. (the "Company"), Luanda, Angola
3 March 2025 · Non-binding, except Confidentiality, Exclusivity and Governing Law

Investment: US$ 4,000,000 (paid in AOA at the BNA reference rate on the closing date) for Series A Preferred Shares
Lead investor: Savana Growth Partners II, L.P. ("Savana")
Pre-money valuation: US$ 16,000,000, fully diluted

Pro-forma capitalisation (fully diluted)
Holder                               Pre-closing    Post-closing
Mateus Quinanga (founder, CEO)          34.0%          27.2%
Ana Paula Dembo (founder, COO)          28.0%          22.4%
Angel investors (7)                     12.0%           9.6%
Kalunga Seed Fund I                     18.0%          14.4%
Employee option pool                     8.0%           6.4%
Savana (Series A)                          —           20.0%
Total                                  100.0%         100.0%
The table has been reconciled by the Company's registrar to the share register and the option ledger at 28 February 2025.

Liquidation preference: 1× non-participating.
Board: five seats: two founders, one Savana, one Kalunga, one independent chosen jointly.
Protective provisions: consent of holders of a majority of the Series A Preferred for changes to the rights of that class, new senior securities and a sale of the Company.
Founder vesting: founders' shares re-vest over 36 months. If a founder leaves within that period, the Company may buy back the unvested shares at nominal value (good leaver: fair value).
Warranties: the Company will warrant, among other things, that no litigation is pending or threatened against it and that it holds every licence its business requires.
Conditions precedent: satisfactory legal and financial due diligence; registration of the investment with AIPEX under the Private Investment Law after signing.
Exclusivity: 60 days. Governing law: Angola; arbitration in Luanda.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'founder-departure', 'dead-equity', 'litigation', 'pending-licence'],
    traits: ['table', 'figures', 'modality', 'negation', 'legal'],
  },

  // 06 — Amended loan facility letter, aggregates quarrying, Namibia.
  // debt-distress PRESENT (stated without the words "default" or "arrears"): instalments due 30 Nov, 31 Dec and 31 Jan (NAD 786,000)
  //   "have not been received"; VAT for September–December 2024 outstanding with NamRA (tax arrears); penalty interest applied.
  // customer-concentration PRESENT (figures only): NAD 9,120,000 / 13,400,000 = 68.1% of sales under one contract ≥ 30%.
  // litigation ABSENT: the Bank has not instituted proceedings; a possible future action is not a dispute in court.
  {
    id: 'h18-en-w1-06',
    documentType: 'legal_docs',
    language: 'en',
    text: `ETOSHA MERCHANT BANK LIMITED
Business Credit · Windhoek

14 February 2025
The Directors, Otavi Aggregates (Pty) Ltd, PO Box 1187, Otavi

AMENDED AND RESTATED FACILITY LETTER: TERM LOAN AND OVERDRAFT

1. This letter amends and restates our facility letter of 6 June 2023. Save as set out below, the terms of that letter continue to apply.

2. Facilities
2.1 Term loan: NAD 7,800,000 outstanding, repayable in 36 monthly instalments of NAD 262,000 from 31 March 2025.
2.2 Overdraft: limit reduced from NAD 2,500,000 to NAD 1,500,000, reviewable on 31 August 2025.

3. The instalments due under the 2023 letter on 30 November 2024, 31 December 2024 and 31 January 2025 (NAD 786,000 in total) have not been received. That amount, with penalty interest at 2% above the facility rate, must be paid in full by 30 April 2025, in addition to the instalments in clause 2.1.
The Bank has not instituted legal proceedings and will not do so while the Borrower complies with this letter.

4. Conditions precedent to the restated facilities
(a) a copy of the payment arrangement agreed with the Namibia Revenue Agency for the VAT still outstanding for the periods September to December 2024;
(b) cession in favour of the Bank of all amounts payable to the Borrower under its supply contract with the Namib Roads Joint Venture. The Borrower's management accounts for the year to 31 December 2024 show NAD 9,120,000 invoiced under that contract, out of total sales of NAD 13,400,000;
(c) a first covenant mortgage bond of NAD 5,000,000 over the Borrower's crushing plant.

5. Financial covenant: debt service cover of at least 1.2×, tested quarterly from 30 June 2025.
6. Interest: prime plus 3.5% (previously prime plus 2.25%), calculated daily and payable monthly.

Please sign and return the attached copy by 28 February 2025 to accept these terms.

Yours faithfully,
M. Gawanab, Head of Business Credit`,
    present: ['debt-distress', 'customer-concentration'],
    absent: ['litigation'],
    traits: ['legal', 'list', 'figures', 'indirect', 'split'],
  },

  // 07 — Loan facility letter (new equipment loan), salt and ice production, Angola. CLEAN.
  // debt-distress ABSENT: "no event of default has occurred"; tax filed and paid when due (negations).
  // pending-licence ABSENT: the environmental licence was issued on 4 November 2024.
  // litigation ABSENT: the 2022 labour claim was settled in 2023 and the case closed.
  // customer-concentration ABSENT: largest customer 19% → 17% → 16% of revenue, all under 30%.
  // declining-revenue / burn-above-revenue ABSENT: revenue 2,310 → 2,780 → 3,150 and a net profit each year.
  // going-concern ABSENT: a former customer's liquidation is another company's problem; the receivable was written off in 2023.
  {
    id: 'h18-en-w1-07',
    documentType: 'legal_docs',
    language: 'en',
    text: `BANCO COMERCIAL DO KWANZA, S.A.
Corporate Banking · Luanda

Luanda, 20 January 2025
To the Board of Directors, Namibe Sal & Frio, S.A., Moçâmedes

FACILITY LETTER: MEDIUM-TERM EQUIPMENT LOAN

We are pleased to offer the facility below, on the terms of this letter and the Bank's General Conditions.

Borrower: Namibe Sal & Frio, S.A.
Amount: AOA 1,200,000,000 (one thousand two hundred million kwanzas)
Purpose: purchase and installation of a 40-tonne-a-day ice plant and a second salt-washing line at Moçâmedes
Tenor: 60 months, including a six-month grace period on capital
Interest: BNA base rate + 4.0% a year, payable quarterly
Security: pledge over the financed equipment; assignment of its insurance policies

Basis of the credit decision (the Borrower's audited accounts):
                              2021      2022      2023
Revenue (AOA million)        2,310     2,780     3,150
Net profit (AOA million)       188       241       266
Largest customer's share       19%       17%       16%

Representations. The Borrower confirms that:
(i) no event of default has occurred under its existing overdraft with the Bank;
(ii) all tax returns have been filed and all tax paid when due;
(iii) the environmental licence for the ice plant was issued by the Ministry of Environment on 4 November 2024 (copy attached);
(iv) the labour claim brought by former employees in 2022 was settled in 2023 and the case closed;
(v) the receivable from Pescas do Sul, Lda., a former customer in liquidation since 2023, was written off in the 2023 accounts and the Borrower has no further exposure to it.

Conditions of drawdown: signature of the pledge deed; evidence of insurance; payment of the 1% arrangement fee (AOA 12,000,000).
Financial covenant: net debt to EBITDA not above 2.5×, tested annually on the audited accounts.

This offer lapses if not accepted by 28 February 2025.`,
    present: [],
    absent: ['debt-distress', 'pending-licence', 'litigation', 'customer-concentration', 'declining-revenue', 'going-concern'],
    traits: ['legal', 'table', 'negation', 'time', 'figures'],
  },
];
