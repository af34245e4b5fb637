/** Writer 3's texts of the retired twenty-first held-out set (cases-dev-retired-twenty-first.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFirstEnW3P1: readonly RedFlagCase[] = [
  // 01 — Seed deck, soya aggregation (agritech), Zambia.
  // missing-financials PRESENT: a deck with no revenue or cost figure anywhere (farmers, tonnes and the K 15 million ask only; the ask is neither revenue nor cost).
  // customer-concentration PRESENT (indirect): one miller buys "about seven in every ten tonnes we sell" (~70% of sales).
  // no-competition PRESENT: "There is no one else doing this in Eastern Province ... We have the field to ourselves."
  // unrealistic-growth ABSENT: 1,100 -> 3,850 farmers is past growth (3.5x), not a projection.
  {
    id: 'h21-en-w3-01',
    documentType: 'pitch_deck',
    language: 'en',
    traits: ['list', 'indirect'],
    present: ['missing-financials', 'customer-concentration', 'no-competition'],
    absent: ['unrealistic-growth', 'founder-departure'],
    text: `SOYALINK — Seed deck, June 2025
Lusaka | Chipata

Slide 1 — The problem
Smallholders in Eastern Province sell their soya at the farm gate to briefcase buyers, often 30–40% below the Lusaka price, and wait weeks to be paid. Millers and stockfeed plants, for their part, cannot find consistent, graded volumes and end up importing in the lean months.

Slide 2 — Our solution
SoyaLink runs 14 aggregation points equipped with moisture meters and certified scales. We grade on the spot, pay farmers by mobile money within 24 hours, and deliver bagged, graded soya to spec.

Slide 3 — Traction (2024/25 marketing season)
- 3,850 registered farmers, up from 1,100 in the 2023/24 season
- 6,200 tonnes aggregated, 97% meeting Grade A
- 96% of farmers paid the same day
- Offtake: Kafue Milling Ltd buys about seven in every ten tonnes we sell; the balance goes to three stockfeed plants in Lusaka

Slide 4 — Why now
- Zambia's soybean crop has more than doubled in five years
- The Food Reserve Agency does not buy soya, so farmers depend on private buyers
- Millers want traceable supply for their exports to the DRC

Slide 5 — Competition
There is no one else doing this in Eastern Province. Traders buy, but nobody grades, pays digitally and delivers to spec. We have the field to ourselves, and our 14 sites give us a two-season head start.

Slide 6 — Team
- Mwila Banda (CEO) — 9 years in grain trading with a regional commodity house
- Chanda Phiri (COO) — agronomist, former camp extension officer, Ministry of Agriculture
- Natasha Zulu (CTO) — built mobile-money integrations for two Lusaka fintechs

Slide 7 — The ask
We are raising K 15 million in seed funding to open 20 more aggregation points in Petauke, Katete and Lundazi, recruit field officers, and launch warehouse-receipt financing with a partner bank.

Contact: mwila@soyalink.co.zm`,
  },

  // 02 — Abridged audited financial statements, pharmacy chain (retail/health), Zimbabwe. CLEAN but tempting.
  // audit-opinion ABSENT: audited, unmodified opinion.
  // gross-margin ABSENT: 2,594,400 / 6,842,300 = 37.9% (2024) vs 2,261,500 / 5,917,600 = 38.2% (2023): down 0.3 points.
  // declining-revenue ABSENT: 6.84m > 5.92m. burn-above-revenue ABSENT: profit in both years.
  // litigation ABSENT: landlord claim settled and withdrawn in 2024. debt-distress ABSENT: ZIMRA assessment paid in full, loan covenants met.
  // related-party ABSENT: denied. going-concern ABSENT: directors state no material uncertainty.
  {
    id: 'h21-en-w3-02',
    documentType: 'financial_statements',
    language: 'en',
    traits: ['table', 'negation', 'time'],
    present: [],
    absent: ['audit-opinion', 'gross-margin', 'declining-revenue', 'burn-above-revenue', 'litigation', 'debt-distress', 'related-party', 'going-concern'],
    text: `MEDIPOINT PHARMACIES (PRIVATE) LIMITED
Abridged audited financial statements for the year ended 31 December 2024
(Expressed in United States dollars)

Independent auditor's opinion
In our opinion, the financial statements present fairly, in all material respects, the financial position of MediPoint Pharmacies (Private) Limited as at 31 December 2024, and its financial performance and cash flows for the year then ended, in accordance with International Financial Reporting Standards and the Companies and Other Business Entities Act (Chapter 24:31).
Moyo & Dube Chartered Accountants (Zimbabwe), Harare, 28 March 2025

Statement of profit or loss and other comprehensive income

| US$                  | 2024        | 2023        |
|----------------------|-------------|-------------|
| Revenue              | 6,842,300   | 5,917,600   |
| Cost of sales        | (4,247,900) | (3,656,100) |
| Gross profit         | 2,594,400   | 2,261,500   |
| Operating expenses   | (1,903,700) | (1,688,200) |
| Finance costs        | (96,400)    | (118,900)   |
| Profit before tax    | 594,300     | 454,400     |
| Income tax expense   | (146,900)   | (112,300)   |
| Profit for the year  | 447,400     | 342,100     |

Selected notes

1. Going concern
The directors have assessed the company's ability to continue as a going concern, taking into account cash flow forecasts to June 2026 and the available banking facilities. They are not aware of any material uncertainty that may cast significant doubt on that ability, and the financial statements have been prepared on the going-concern basis.

17. Borrowings
The term loan from a local commercial bank (balance US$612,000) is repayable in quarterly instalments to 2027. All instalments in 2024 were paid on their due dates and the company complied with all financial covenants throughout the year.

22. Contingent liabilities
In 2023 a former landlord of the Bulawayo branch issued summons in the High Court claiming rent for the notice period. The matter was settled out of court in August 2024 for US$18,000, which is included in operating expenses, and the claim was formally withdrawn. At 31 December 2024 there were no legal proceedings pending against the company.

23. Taxation
A ZIMRA audit of the 2021 and 2022 VAT returns was concluded in June 2024. The additional assessment of US$22,500 was paid in full in July 2024 and no amount remains outstanding.

24. Related parties
The company did not buy from, sell to or lease from any entity in which a director, a shareholder or a member of their families holds an interest, in either year.`,
  },

  // 03 — Board minutes, agent-float lending (fintech), Zambia.
  // founder-departure PRESENT: co-founder CTO resigned, steps down 30 June 2025.
  // regulatory PRESENT: Bank of Zambia directive stopping new-agent onboarding + K 250,000 penalty.
  // burn-above-revenue PRESENT (figures): March costs K 548,900 > March income K 236,400.
  // short-runway PRESENT (figures): net burn 548,900 - 236,400 = 312,500/month; cash 2,150,000 / 312,500 = 6.9 months < 9 (gross: 3.9 months).
  // pending-licence ABSENT: payment-system designation already granted and valid to 2026.
  // litigation ABSENT: counsel drafts a response to the regulator; no legal dispute.
  {
    id: 'h21-en-w3-03',
    documentType: 'business_plan',
    language: 'en',
    traits: ['list', 'figures', 'time'],
    present: ['founder-departure', 'regulatory', 'burn-above-revenue', 'short-runway'],
    absent: ['pending-licence', 'litigation'],
    text: `KWACHAFLOW LIMITED
Minutes of the meeting of the Board of Directors held at the Company's offices, Addis Ababa Drive, Lusaka, on 17 April 2025 at 09:30

Present: M. Mulenga (Chair, independent); T. Sakala (CEO, co-founder); J. Lungu (CTO, co-founder); R. Hamweemba (investor director, Savanna Ventures)
In attendance: P. Mwanza (Finance Manager); N. Chisenga (Company Secretary)

1. Apologies
None.

2. Minutes of the previous meeting
The minutes of the meeting of 20 February 2025 were approved and signed.

3. CTO transition
J. Lungu confirmed that he tendered his resignation on 2 April and will step down as CTO and as a director on 30 June 2025 to relocate to Johannesburg. He will remain available on a paid advisory basis for three months to complete the core-banking migration. The Board thanked him for six years of service and asked the CEO to present a hiring plan at the next meeting.

4. Bank of Zambia
The CEO reported on the letter received from the Bank of Zambia on 9 April following the on-site inspection in February. The Bank has directed the Company to stop onboarding new agents onto the agent-float lending product until deficiencies in KYC records are remedied, and has imposed an administrative penalty of K 250,000. The Company has 60 days to submit a remediation plan; existing agents may continue to draw down. External counsel will help prepare the response. The Company's designation as a payment system business under the National Payment Systems Act is not affected and remains valid until December 2026.

5. Finance
The Finance Manager presented the March management figures:
- Interest and fee income for March: K 236,400
- Total operating expenditure for March: K 548,900
- Cash and cash equivalents at 31 March: K 2,150,000
She noted that, with onboarding frozen, income is unlikely to grow before the third quarter. The Board asked management to model a cost-reduction scenario, including a freeze on hiring other than the CTO replacement, for circulation by 30 April.

6. Fundraising
R. Hamweemba said Savanna Ventures would consider a bridge round only once the Bank of Zambia matter has been closed.

7. Any other business
None. The meeting closed at 11:50.

Signed: M. Mulenga, Chair`,
  },

  // 04 — Founder's email to an investor, PAYG solar (energy), Zimbabwe. CLEAN but tempting.
  // pending-licence ABSENT: ZERA licence applied for in Oct 2024 and GRANTED in March 2025.
  // founder-departure ABSENT: Farai left ANOTHER company (2022) to join; nobody plans to leave.
  // low-founder-ownership ABSENT: founders 29 + 24 + 14 = 67% >= 40. investor-control ABSENT: no holder above 15%.
  // burn-above-revenue ABSENT: June collections US$186k > monthly costs US$149k. declining-revenue ABSENT: 158k -> 171k -> 186k.
  // short-runway ABSENT: stress case net burn ~149 - 93 = 56k/month; 1,420 / 56 = 25 months.
  // debt-distress ABSENT: the late accounts are customers' arrears, not the company's.
  // no-competition ABSENT: names three competitors. audit-opinion ABSENT: clean audit opinion.
  {
    id: 'h21-en-w3-04',
    documentType: 'business_plan',
    language: 'en',
    traits: ['list', 'negation', 'time', 'prose'],
    present: [],
    absent: ['pending-licence', 'founder-departure', 'low-founder-ownership', 'investor-control', 'burn-above-revenue', 'declining-revenue', 'short-runway', 'debt-distress', 'no-competition', 'audit-opinion'],
    text: `From: Rudo Chikwanha <rudo@zuvapower.co.zw>
To: Daniel Okafor <d.okafor@meridianimpact.com>
Date: 3 July 2025
Subject: Re: Zuva Power — follow-ups from Tuesday's call

Hi Daniel,

Thanks again for your time on Tuesday. Answers to the points you raised, in the order you raised them:

1. ZERA licence. We lodged our application for the solar-distribution licence in October 2024 and the licence was granted on 14 March 2025. The certificate is attached. Nothing else is outstanding with the regulator.

2. Farai's background. Yes, Farai left his previous company — he was Head of Operations at a Harare logistics firm until 2022 and resigned to join us as co-founder. He is full-time with Zuva and holds 24% of the company; I hold 29% and Nyasha, our third co-founder, holds 14%. None of us has any plan to leave. The balance is split between two angel syndicates and the ESOP pool, and no single holder has more than 15%.

3. Cash position. At 30 June we had US$1.42m in the bank. Collections from PAYG customers were US$186k in June, US$171k in May and US$158k in April, against total monthly operating costs of about US$149k, so we are cash-generative at the operating level. The raise is to fund inventory for the Masvingo and Manicaland expansion, not to plug a gap. Even in your stress case, with collections halving for six months, we would still have more than two years of cash.

4. Portfolio quality. 91% of customer accounts are current; about 9% are more than 30 days late, mostly in Gokwe after the poor cotton season. Write-offs last year were 3.8% of the book. Zuva itself has no bank debt.

5. Competition. There are three other PAYG solar players in Zimbabwe, and two of them are bigger than us in Harare. Our edge is rural after-sales: a technician within 40 km of every customer.

6. Accounts. The FY2024 financial statements were audited and the auditors issued a clean opinion; I will send the signed set this week.

Happy to set up a call with our finance lead if useful.

Best regards,
Rudo Chikwanha
CEO, Zuva Power (Private) Limited
Harare`,
  },

  // 05 — Series A term sheet, diagnostic laboratories (health), Zambia.
  // investor-control PRESENT (figures): KHF 58m / post-money (52m + 58m = 110m) = 52.7% >= 50%.
  // low-founder-ownership PRESENT: active founders 16.07 + 12.76 = 28.8% post-money < 40 (table).
  // dead-equity PRESENT: co-founder who left in 2023 still holds 9.93%, not repurchased.
  // founder-departure PRESENT: that co-founder (former COO) left the company in September 2023.
  // cap-table-complexity ABSENT: the table is stated as reconciled with the PACRA register.
  {
    id: 'h21-en-w3-05',
    documentType: 'legal_docs',
    language: 'en',
    traits: ['table', 'figures', 'split'],
    present: ['investor-control', 'low-founder-ownership', 'dead-equity', 'founder-departure'],
    absent: ['cap-table-complexity'],
    text: `SUMMARY OF PRINCIPAL TERMS — SERIES A PREFERRED SHARES
LabNet Diagnostics Limited (incorporated in the Republic of Zambia)
Date: 22 May 2025
This term sheet is not binding, except for the sections headed Confidentiality, Exclusivity and Governing Law.

Issuer: LabNet Diagnostics Limited (the "Company").
Lead investor: Kilimo Health Fund II LP ("KHF").
Securities: Series A Preferred Shares, convertible 1:1 into ordinary shares.
Amount: ZMW 58,000,000, in a single closing.
Pre-money valuation: ZMW 52,000,000 on a fully diluted basis, including the existing ESOP pool.

Capitalisation after closing
The table below has been reconciled with the register of members filed at PACRA as at 30 April 2025.

| Shareholder                                        | Post-money |
|----------------------------------------------------|------------|
| Kilimo Health Fund II LP (Series A)                | 52.73%     |
| Dr Mutinta Hachinga (co-founder, CEO)              | 16.07%     |
| Bwalya Kasonde (co-founder, Chief Scientific Officer) | 12.76%  |
| Emmanuel Chileshe (co-founder)                     | 9.93%      |
| ESOP pool                                          | 4.73%      |
| Angel investors (2022 round)                       | 3.78%      |
| Total                                              | 100.00%    |

Former founder's shares: Mr Chileshe served as Chief Operating Officer until he left the Company in September 2023. His ordinary shares were not subject to vesting and have not been repurchased. KHF does not require their repurchase as a condition of closing, but the Company will grant KHF a right of first refusal over them.

Liquidation preference: 1x non-participating, senior to the ordinary shares.
Dividends: non-cumulative, only if and when declared by the Board.
Anti-dilution: broad-based weighted average.
Board: five directors — two appointed by KHF, two by the active founders, and one independent director agreed by KHF and the founders. The chair will be a KHF appointee with a casting vote.
Protective provisions: the consent of KHF is required for any new issue of shares, any borrowing above ZMW 5,000,000, any acquisition or disposal, any change to the business plan or budget, and the appointment or removal of the CEO.
Founder vesting: the shares of Dr Hachinga and Mr Kasonde will be subject to reverse vesting over 36 months from closing, with good-leaver and bad-leaver provisions.
Drag-along and tag-along: customary; drag-along exercisable by holders of a majority of the shares, which includes KHF acting alone.
Use of proceeds: three new laboratories in Kitwe, Ndola and Livingstone, and a sample-transport network for rural health centres.
Conditions precedent: satisfactory legal and financial due diligence; ZAMRA and HPCZ compliance confirmations; execution of a shareholders' agreement.
Exclusivity: 60 days from signature.
Governing law: the laws of Zambia; disputes to arbitration in Lusaka.`,
  },

  // 06 — Monthly investor update, school-management SaaS (education), Zimbabwe.
  // high-churn PRESENT (figures): 14 cancellations / 212 schools at start of May = 6.6% a month (April: 11 / 206 = 5.3%).
  // non-recurring-revenue PRESENT: ARR includes the US$48,000 one-off onboarding fee (MRR 13,080 x 12 = 156,960; + 48,000 = 204,960).
  // unit-economics PRESENT: claimed LTV:CAC above 5x; with 6.6% monthly churn the lifetime is ~15 months,
  //   LTV = 60 x 0.72 / 0.066 = ~US$655; / CAC 420 = ~1.6x.
  // burn-above-revenue PRESENT: net burn US$21,400 > MRR US$13,080 (May).
  // short-runway ABSENT: 309,600 / 21,400 = 14.5 months. declining-revenue ABSENT: MRR 12,720 -> 13,080.
  {
    id: 'h21-en-w3-06',
    documentType: 'business_plan',
    language: 'en',
    traits: ['table', 'figures', 'indirect'],
    present: ['high-churn', 'non-recurring-revenue', 'unit-economics', 'burn-above-revenue'],
    absent: ['short-runway', 'declining-revenue'],
    text: `Subject: ShuleDesk — investor update, May 2025

Hi all,

Short version: a strong month for new schools, a harder one for retention. Details below.

Headline numbers

| Metric                          | April 2025 | May 2025 |
|---------------------------------|------------|----------|
| Paying schools, start of month  | 206        | 212      |
| New schools signed              | 17         | 20       |
| Schools that cancelled          | 11         | 14       |
| Paying schools, end of month    | 212        | 218      |
| MRR (US$)                       | 12,720     | 13,080   |
| ARR (US$)*                      | 200,640    | 204,960  |
| Net burn (US$)                  | 19,800     | 21,400   |
| Cash at month end (US$)         | 331,000    | 309,600  |

*ARR includes the US$48,000 onboarding fee from the Ministry of Primary and Secondary Education for the Matabeleland North pilot, invoiced once in March.

What went well
- 20 new schools, our best month so far, 12 of them in Bulawayo after the ZimEduTech expo.
- The fees-reconciliation module with EcoCash and ZiG bank transfers went live; 140 schools use it weekly.
- Hired a second customer-success lead, based in Gweru.

What didn't
- 14 schools cancelled. Most are small private schools that signed up in January, used the timetable feature for one term and left when fees were due. We are moving to termly billing in advance from September.
- Two government schools paused on budget grounds and say they will return in Term 3.

Unit economics
Unit economics remain strong. At US$60 per school per month and a 72% gross margin, with a blended CAC of US$420, our LTV:CAC is comfortably above 5x, assuming a typical school stays with us for four years. Switching costs are high once a school's records are in ShuleDesk.

Asks
- Introductions to school groups in Mutare and Masvingo.
- Anyone who has built a reseller programme with teachers' unions: we'd love 30 minutes.

Thanks as always,
Tendai Mhlanga, CEO, ShuleDesk`,
  },
];
