/** Writer 4's texts of the retired twenty-second held-out set (cases-dev-retired-twenty-second.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentySecondEnW4P2: readonly RedFlagCase[] = [

  // 09 — e-mail to a prospective lender, pay-as-you-go solar, Mozambique. NO FLAG.
  // debt-distress ABSENT: "never missed a repayment" — negation.
  // cap-table-complexity ABSENT: cap table reconciled by counsel against the register.
  // dead-equity ABSENT: leavers' shares were bought back in 2023.
  // low-founder-ownership ABSENT: founders 61%.
  // related-party ABSENT: CFO's brother's firm bid and lost; no business with it.
  // pending-licence ABSENT: ARENE registration granted March 2024.
  // (the 91% collection rate concerns customers' instalments, not the company's own debt.)
  // burn-above-revenue ABSENT: 2024 costs 33.9M < revenue 38.6M.
  {
    id: 'h22-en-w4-09',
    documentType: 'business_plan',
    traits: ['prose', 'negation', 'time', 'figures'],
    present: [],
    absent: ['debt-distress', 'cap-table-complexity', 'dead-equity', 'low-founder-ownership', 'related-party', 'pending-licence', 'burn-above-revenue'],
    text: `From: Inês Cossa <ines@xitiquesolar.co.mz>
To: credit team, Fundo de Energia Verde
Subject: Re: Xitique Solar — your follow-up questions

Dear Mr. Langa,

Thank you for the call on Tuesday. Answers to your five questions below.

1. Repayment history. We have never missed a repayment on the MZN 12M working-capital loan from BCI (2022–2024). It was repaid in full in November 2024, two months early; the bank's release letter is attached.

2. Shareholding. Our counsel, Macuácua Advogados, reconciled the cap table against the share register at the Conservatória in January 2025; the signed reconciliation is attached. The founders (myself and Abel Sitoe, both full-time) hold 61% together; Energia Limpa Ventures holds 27%; the remaining 12% is the staff option pool.

3. Former staff. Two field technicians who held shares under the 2021 staff plan left in 2023. As the shareholders' agreement provides, we bought back their 1.5% at nominal value within 60 days; they no longer appear on the register.

4. Suppliers. You asked about our CFO's brother, who runs an installation company in Matola. His firm bid in our 2024 installer tender and was not selected; we have never contracted with it, and our procurement policy requires directors to declare any such interest.

5. Regulation. The ARENE registration for off-grid PAYG operators that we applied for in 2023 was granted in March 2024 and is valid for five years.

Key figures for 2024: revenue MZN 38.6M (2023: MZN 29.4M), operating costs MZN 33.9M, 14,200 active solar home systems, and collection rate of 91% on instalments due.

Happy to arrange a site visit to our Xai-Xai depot.

Kind regards,
Inês Cossa
CEO, Xitique Solar, Lda`,
  },

  // 10 — one-page pitch deck, B2B grocery supply, Angola. NO FLAG.
  // customer-concentration ABSENT: largest customer 22% of revenue.
  // high-churn ABSENT: 3% a month (about 31% a year).
  // no-competition ABSENT: a competitor list is given.
  // short-runway ABSENT: "three months of cash" was 2022 and is over; cash-flow positive since Q3 2023, no burn.
  // unrealistic-growth ABSENT: 2026 target 7.2bn / 2024 2.9bn = 2.5x over two years.
  // low-founder-ownership ABSENT: founders 44% together.
  // burn-above-revenue ABSENT: operating profit AOA 58M; costs below revenue.
  {
    id: 'h22-en-w4-10',
    documentType: 'pitch_deck',
    traits: ['list', 'figures', 'time', 'negation'],
    present: [],
    absent: ['customer-concentration', 'high-churn', 'no-competition', 'short-runway', 'unrealistic-growth', 'low-founder-ownership', 'burn-above-revenue'],
    text: `KITANDA BOX — Series A one-pager (Luanda, June 2025)

WHAT: Next-day restocking for Luanda's cantinas and mini-markets, ordered by WhatsApp or app, paid on delivery or by Multicaixa Express.

NUMBERS (2024, AOA)
- Revenue: 2.9 billion (2023: 1.7 billion)
- Gross margin: 14% (2023: 13%)
- Operating profit: 58 million
- Active retailers: 2,300
- Retailer churn: 3% a month
- Largest customer: Bairro Mais franchise group, 22% of revenue

CASH: In 2022 we were down to three months of cash. That is behind us: after the 2023 seed round we reached cash-flow breakeven in Q3 2023 and have not burned cash in any quarter since.

COMPETITION
- Wholesale cash-and-carries (Kero Grossista, Angomart): wide range, but retailers must fetch the goods.
- Informal grossistas at Kikolo and Roque Santeiro: cheaper on some lines, no credit, no delivery.
- Two venture-funded apps launched in 2024 in Talatona and Viana.
We win on delivery reliability (97% next-day) and on short-term stock credit.

OWNERSHIP: Founders Jorge Muhongo and Eva Sapalo hold 44% together; seed investors 41%; staff options 15%.

PLAN: Revenue of AOA 7.2 billion in 2026; two new dark stores (Cacuaco, Camama).

ASK: USD 4 million Series A.`,
  },

  // 11 — shareholders' agreement (extract), aquaculture, Mozambique. NO FLAG.
  // low-founder-ownership ABSENT: founders 24% + 22% = 46%.
  // investor-control ABSENT: Oceano 38%, Blue Capital 12%, mutually warranted unaffiliated.
  // no-competition ABSENT: a non-compete covenant, not a claim that there are no competitors.
  // dead-equity ABSENT: leaver clause is hypothetical; no shareholder has left.
  // related-party ABSENT: consent clause for any future founder-related transaction; none exists (warranted).
  // regulatory ABSENT: licence valid to 2031; suspension only as a hypothetical remedy clause; no sanction.
  // cap-table-complexity ABSENT: schedule confirmed complete and in agreement with register.
  {
    id: 'h22-en-w4-11',
    documentType: 'legal_docs',
    traits: ['table', 'modality', 'negation', 'figures'],
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'no-competition', 'dead-equity', 'related-party', 'regulatory', 'cap-table-complexity'],
    text: `SHAREHOLDERS' AGREEMENT — MARÉ AQUA, S.A. (Inhambane, Mozambique) — extract

Clause 2 — Share capital
2.1 At signing, the share capital is held as follows. The Parties confirm that this schedule is complete and agrees with the Company's share register.

| Shareholder                         | Shares  | %     |
|-------------------------------------|---------|-------|
| Samuel Chaúque (founder, CEO)       | 240,000 | 24.0% |
| Rosa Mondlane (founder, COO)        | 220,000 | 22.0% |
| Oceano Impact Fund II               | 380,000 | 38.0% |
| Blue Capital Moçambique, Lda        | 120,000 | 12.0% |
| Employee share pool (unallocated)   |  40,000 |  4.0% |

2.2 Oceano Impact Fund II and Blue Capital Moçambique each warrant that it is not an affiliate of, and does not act in concert with, the other.

Clause 7 — Leavers
7.1 Should a Founder or employee shareholder cease to be employed by the Company, the Company shall buy back that person's shares within 90 days: at fair value for a Good Leaver, at nominal value for a Bad Leaver.
7.2 The Parties record that, as at signing, no shareholder has ceased to be employed by the Company.

Clause 9 — Transactions with Founders
9.1 Any contract between the Company and a Founder, a Founder's relative or an entity in which either has an interest shall require Investor Majority consent.
9.2 Each Founder warrants that no such contract exists at signing.

Clause 11 — Restrictive covenants
Each Founder undertakes not to engage in any prawn or tilapia farming business in Mozambique, Malawi or Eswatini, other than through the Company, for 24 months after ceasing to be a shareholder.

Clause 14 — Licence
14.1 The Company holds aquaculture licence no. 0412/MIMAIP/2021, issued by the Ministry of the Sea, Inland Waters and Fisheries, valid until 2031.
14.2 The Company warrants that the licence has never been suspended and that no authority has imposed any sanction on it.
14.3 If the licence were ever suspended, the Investors may appoint an additional director until it is reinstated.

Clause 16 — Funding
Oceano Impact Fund II subscribes MZN 96 million in two tranches for hatchery construction.`,
  },

  // 12 — audited financial statements (extract), digital insurance distribution, Angola. NO FLAG.
  // audit-opinion ABSENT: audited, unqualified opinion.
  // related-party ABSENT: note states no related-party transactions in either year.
  // regulatory ABSENT: ARSEG inspection closed with no findings or sanctions (problem over / never arose).
  // customer-concentration ABSENT: largest partner 24% of commissions.
  // non-recurring-revenue ABSENT: one-off vehicle-sale gain shown in other income, excluded from revenue.
  // gross-margin ABSENT: 41.1% vs 40.4%.
  // burn-above-revenue ABSENT: profit for the year.
  {
    id: 'h22-en-w4-12',
    documentType: 'financial_statements',
    traits: ['table', 'negation', 'time', 'figures'],
    present: [],
    absent: ['audit-opinion', 'related-party', 'regulatory', 'customer-concentration', 'non-recurring-revenue', 'gross-margin', 'burn-above-revenue'],
    text: `SEGURA JÁ — MEDIAÇÃO DE SEGUROS, S.A. (Luanda)
Financial statements, year ended 31 December 2024 — extract
Independent auditor: Quissanga, Lemos & Associados. Opinion: unqualified (clean), dated 31 March 2025.

Income statement (AOA million)
                                      2024      2023
Commission revenue                   2,310     1,980
Cost of distribution                (1,361)   (1,180)
Gross profit                           949       800
Operating expenses                    (702)     (611)
Other income                            45         —
Profit before tax                      292       189
Income tax                             (73)      (47)
Profit for the year                    219       142

Note 4 — Revenue
Commission revenue is earned monthly on policies in force, sold through the Segura Já app and through mobile-operator and retail partners. The largest partner, Rede Móvel Angola, generated 24% of 2024 commission revenue (2023: 26%). No other partner exceeded 10%.

Note 7 — Other income
Other income consists of a one-off gain of AOA 45 million on the sale of two company vehicles. It is not included in commission revenue and is not expected to recur.

Note 19 — Related parties
The Company entered into no transactions with related parties in 2024 or 2023, other than the remuneration of directors disclosed in Note 20. No director or shareholder has an interest in any partner, insurer or supplier of the Company.

Note 22 — Supervision
The Company is registered with ARSEG as an insurance intermediary; its registration was renewed in January 2024 for three years. ARSEG's 2024 thematic inspection of digital intermediaries, which included the Company, closed in October 2024 with no findings and no sanctions.

Note 25 — Taxes
All corporate and payroll taxes due at 31 December 2024 had been paid by that date.`,
  },

  // 13 — board minutes, school-management SaaS, Mozambique. NO FLAG.
  // high-churn ABSENT: the 11%/year is national student drop-out (another subject); EduPonto lost 2 of 140 schools in 2024 (1.4% a year).
  // unrealistic-growth ABSENT: 2026 budget 48.0 / 2025 forecast 19.5 = 2.46x; the "five-fold by 2030" is a consultant's market figure over five years.
  // customer-concentration ABSENT: largest school 18%; loss discussed only as a hypothetical.
  // unit-economics ABSENT: stated payback 9 months = CAC 180,000 / (25,000 x 80% = 20,000) = 9.0 months — consistent.
  // debt-distress ABSENT: never missed a repayment; facility repaid.
  // no-competition ABSENT: two competitors reviewed.
  // burn-above-revenue ABSENT: 2025 forecast costs 17.8 < revenue 19.5.
  {
    id: 'h22-en-w4-13',
    documentType: 'business_plan',
    traits: ['prose', 'list', 'modality', 'negation', 'figures', 'indirect'],
    present: [],
    absent: ['high-churn', 'unrealistic-growth', 'customer-concentration', 'unit-economics', 'debt-distress', 'no-competition', 'burn-above-revenue'],
    text: `EDUPONTO, LDA — Minutes of the Board meeting held in Maputo on 9 October 2025
Present: Lurdes Nhaca (Chair, CEO), Fernando Matsinhe (CFO), Olga Bila (investor director), Jaime Cumbe (independent).

1. Trading
The CFO presented the 2025 forecast: revenue MZN 19.5 million, total costs MZN 17.8 million. Schools on contract: 152 (140 at 1 January 2025). Of the 142 schools we started 2024 with, two left during that year; none has left so far in 2025. The Board noted that national student drop-out in secondary schools runs at about 11% a year; this is the problem our attendance module helps schools tackle, not a measure of our own customer losses.

2. Unit economics
Average contract: MZN 25,000 per school per month at 80% gross margin, i.e. MZN 20,000 gross profit. Blended cost of acquiring a school in 2025: MZN 180,000. Payback therefore 9 months, unchanged from 2024.

3. Key customer
Colégio Horizonte (Matola) represents 18% of 2025 revenue. Mr Cumbe asked what would happen if we lost it. The CFO answered that margins would fall but the company would remain profitable; a renewal to 2028 was signed in August.

4. Budget 2026
The Board approved a 2026 budget of MZN 48.0 million revenue, driven by the Ministry-approved rollout to private schools in Nampula and Beira. Ms Bila noted that an outside consultant expects the Mozambican school-software market to grow five-fold by 2030; the Board agreed not to rely on that figure.

5. Financing
The BCI equipment facility was repaid in full in May 2025. The CFO confirmed that the company never missed a repayment over its three-year life.

6. Competition
The Board reviewed Escolinha (local, free tier) and a South African platform entering through Maputo's international schools. Pricing to remain unchanged.

7. Any other business
None. The meeting closed at 17:40.`,
  },
];
