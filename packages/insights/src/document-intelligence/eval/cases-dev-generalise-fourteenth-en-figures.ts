/**
 * Development set, fourteenth round, English figures and layout (2026-11-30): decks, plans, statements and
 * founder updates (Nigerian, Kenyan, Ghanaian, South African) whose flags are implied by tables, split slides,
 * figures in words and scaled numbers: runway, burn, margins, revenue trend and customer concentration.
 * Written and labelled from the labelling guide (held-out.ts) by a new writer before any rule was changed for them.
 * Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseFourteenthEnFigures: readonly RedFlagCase[] = [
  {
    id: 'd14c-runway-weekly-ksh', documentType: 'pitch_deck', language: 'en',
    present: ['short-runway', 'burn-above-revenue'], absent: ['declining-revenue'], traits: ['figures', 'indirect', 'time', 'list'],
    text: `Hi all, quick Friday update 🙏
- M-Pesa collections for October: KSh 3.4m (Sept: KSh 3.1m)
- Payroll + cloud + riders is now running at roughly KSh 1.2m a week
- Equity and NCBA balances combined: KSh 12m as of this morning
Still pushing on the bridge, more on Monday's call.`,
  },
  {
    id: 'd14c-runway-quarterly-ngn', documentType: 'business_plan', language: 'en',
    present: ['short-runway'], absent: ['burn-above-revenue', 'declining-revenue'], traits: ['figures', 'indirect', 'time'],
    text: `Treasury position (₦ million)
Cash and equivalents at 30 September 2025: 412
Revenue, Q3 2025: 240 (Q2: 226)
Net operating cash outflow, Q3 2025: 168 (Q2: 171)
The board expects outflows at a similar level each quarter until the Series A closes.`,
  },
  {
    id: 'd14c-runway-split-zar', documentType: 'pitch_deck', language: 'en',
    present: ['short-runway'], absent: ['burn-above-revenue'], traits: ['split', 'figures'],
    text: `RUNWAY & CASH
Cash in bank (31 Oct)
R 6.3m
Monthly net burn
R 780k
Monthly revenue
R 910k
Raise target
R 25m`,
  },
  {
    id: 'd14c-runway-words-cto', documentType: 'pitch_deck', language: 'en',
    present: ['short-runway', 'burn-above-revenue', 'founder-departure'], absent: ['declining-revenue'], traits: ['words', 'indirect'],
    text: `Dear investors,
Sales for October came to ₦38m, up from ₦35m in September. Total monthly spend is about ₦61m, and what we hold in the bank covers roughly two quarters of spending at that rate.
On the team side, Chidi (co-founder and CTO) has decided to step away at the end of December; we are hiring a Head of Engineering.
Kindly let me know if you can join the call on Thursday.`,
  },
  {
    id: 'd14c-burn-months-usd', documentType: 'pitch_deck', language: 'en',
    present: ['burn-above-revenue'], absent: ['declining-revenue', 'short-runway'], traits: ['table', 'figures'],
    text: `KPI export - H2 2025 (USD)
Month     Revenue    Opex
Jul       41,200     57,900
Aug       43,800     58,400
Sep       44,100     60,300
Oct       47,650     61,000`,
  },
  {
    id: 'd14c-burn-statement-kes', documentType: 'financial_statements', language: 'en',
    present: ['burn-above-revenue', 'debt-distress'], absent: ['gross-margin', 'declining-revenue', 'audit-opinion'], traits: ['table', 'figures', 'indirect'],
    text: `Audited statement of profit or loss, year to 30 June (KES '000)
                          2025        2024
Revenue                 84,310      71,905
Cost of sales          (39,120)    (33,870)
Gross profit            45,190      38,035
Administrative costs   (61,480)    (44,200)
Operating loss         (16,290)     (6,165)
Note 14: other payables include VAT of KES 4.2m due to KRA since March 2025 and not yet remitted.`,
  },
  {
    id: 'd14c-gm-negative-quarters', documentType: 'business_plan', language: 'en',
    present: ['gross-margin', 'burn-above-revenue'], absent: ['declining-revenue'], traits: ['table', 'figures'],
    text: `| ZAR '000      | Q1 2025 | Q2 2025 | Q3 2025 |
|---------------|---------|---------|---------|
| Sales         | 2,140   | 2,390   | 2,610   |
| Cost of sales | 1,980   | 2,450   | 2,790   |
| Overheads     | 610     | 640     | 655     |`,
  },
  {
    id: 'd14c-gm-points-ghs', documentType: 'pitch_deck', language: 'en',
    present: ['gross-margin'], absent: ['declining-revenue', 'burn-above-revenue'], traits: ['list', 'figures'],
    text: `Slide 9 - Margins
• Revenue FY25: GH₵ 12.6m (FY24: GH₵ 10.9m)
• Gross margin 34% (FY24: 41%) - maize bran and soya cake up about 30% over the year
• Plan: forward contracts with two aggregators from Q1`,
  },
  {
    id: 'd14c-gm-figures-usd', documentType: 'financial_statements', language: 'en',
    present: ['gross-margin'], absent: ['declining-revenue', 'burn-above-revenue'], traits: ['table', 'figures'],
    text: `Summary income statement (USD '000, audited)
               FY2024    FY2025
Revenue         2,000     2,600
Cost of sales   1,100     1,600
Opex              640       780`,
  },
  {
    id: 'd14c-gm-words-kes', documentType: 'business_plan', language: 'en',
    present: ['gross-margin'], absent: ['burn-above-revenue', 'declining-revenue'], traits: ['words', 'indirect'],
    text: `Our cost of sales has crept up to about three-quarters of what we sell, from roughly two-thirds in 2024, mostly because of the fuel levy and the new packaging. Turnover still grew, to KES 146m from KES 121m.`,
  },
  {
    id: 'd14c-decline-years-ngn', documentType: 'pitch_deck', language: 'en',
    present: ['declining-revenue'], absent: ['burn-above-revenue'], traits: ['table', 'figures'],
    text: `| ₦ million       | 2023  | 2024  | 2025  |
|-----------------|-------|-------|-------|
| Revenue         | 1,240 | 1,385 | 1,192 |
| Operating costs | 1,010 | 1,150 | 1,105 |
| EBITDA          | 230   | 235   | 87    |`,
  },
  {
    id: 'd14c-decline-rows-zar', documentType: 'business_plan', language: 'en',
    present: ['declining-revenue'], absent: [], traits: ['table', 'figures', 'ocr'],
    text: `Ycar    Turnovcr (R m)    Hcadcount    Stores
2022    18.4              41           6
2023    21.7              46           7
2024    20.9              47           7`,
  },
  {
    id: 'd14c-decline-regulator-kes', documentType: 'pitch_deck', language: 'en',
    present: ['declining-revenue', 'regulatory'], absent: [], traits: ['words', 'indirect'],
    text: `Q3 in one line: revenue down by roughly a tenth on Q2, at KES 46.2m, because the Communications Authority suspended our bulk-SMS shortcode in August. The suspension is still in force pending a compliance review.`,
  },
  {
    id: 'd14c-gc-disclaimer-kes', documentType: 'financial_statements', language: 'en',
    present: ['going-concern', 'audit-opinion', 'declining-revenue'], absent: [], traits: ['figures'],
    text: `Independent auditor's report to the members of Umoja Agritech Limited
Disclaimer of opinion: we were unable to obtain sufficient evidence over inventory of KES 38m and we do not express an opinion on these financial statements.
Material uncertainty: revenue fell to KES 92m (2024: KES 131m), and the directors disclose that these conditions cast significant doubt on the company's ability to continue as a going concern.`,
  },
  {
    id: 'd14c-conc-table-kes', documentType: 'pitch_deck', language: 'en',
    present: ['customer-concentration'], absent: [], traits: ['table', 'figures'],
    text: `Top buyers FY25 (KES m)
Naivas          38.0
Carrefour       11.2
Quickmart        9.5
Chandarana       6.8
Others          34.5
Total          100.0`,
  },
  {
    id: 'd14c-conc-related-zar', documentType: 'business_plan', language: 'en',
    present: ['customer-concentration', 'related-party'], absent: [], traits: ['words', 'indirect'],
    text: `Shoprite is no longer our biggest outlet. Last year a little over a third of everything we shipped by value (total R 27m) went to Zanele Fresh (Pty) Ltd, which is owned by our MD's sister; the rest is spread over some 40 spaza wholesalers.`,
  },
  {
    id: 'd14c-conc-fraction-ngn', documentType: 'financial_statements', language: 'en',
    present: ['customer-concentration'], absent: [], traits: ['figures', 'indirect'],
    text: `Note 5 - Revenue by customer (audited)
Of total revenue of ₦860m for the year, ₦301m was billed to Dangote Cement Plc under the bagging contract, and no other customer exceeded ₦40m.`,
  },
  {
    id: 'd14c-conc-split-kes', documentType: 'pitch_deck', language: 'en',
    present: ['customer-concentration'], absent: [], traits: ['split', 'figures'],
    text: `Revenue FY25
KES 212m
Largest client
Safaricom PLC
Share of revenue
31%
Clients billed
64`,
  },
  {
    id: 'd14c-clean-runway-weekly-ok', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['short-runway', 'burn-above-revenue'], traits: ['figures', 'time', 'list'],
    text: `Update, week 44:
- Revenue for October: KSh 6.1m
- Net burn averaging KSh 900k a week
- KSh 41m in the bank after the Acumen tranche`,
  },
  {
    id: 'd14c-clean-runway-was-short', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['short-runway'], traits: ['time', 'figures'],
    text: `Runway
In June we were down to about five months of cash. The ₦1.2bn round closed in August, and at the current net burn of ₦63m a month we now have 19 months.
Monthly revenue: ₦85m and growing.`,
  },
  {
    id: 'd14c-clean-runway-quarterly', documentType: 'business_plan', language: 'en',
    present: [], absent: ['short-runway', 'burn-above-revenue'], traits: ['figures', 'indirect'],
    text: `Cash and burn (ZAR)
Cash on hand, 30 Sept 2025: R 6.6m
Net cash outflow per quarter: R 2.1m (average of the last four quarters)
Revenue per quarter: R 3.3m`,
  },
  {
    id: 'd14c-clean-runway-split-ghs', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['short-runway', 'burn-above-revenue', 'pending-licence'], traits: ['split', 'figures'],
    text: `Cash
GH₵ 4.8m
Net monthly burn
GH₵ 410k
Monthly revenue
GH₵ 520k
Licence
Bank of Ghana EMI licence granted May 2025`,
  },
  {
    id: 'd14c-clean-burn-months', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['burn-above-revenue', 'declining-revenue'], traits: ['table', 'figures'],
    text: `Month     Revenue (USD)   Total costs (USD)
Jul       61,300          54,800
Aug       63,900          55,200
Sep       66,450          57,100
Oct       70,020          58,900`,
  },
  {
    id: 'd14c-clean-burn-negation-ngn', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['burn-above-revenue'], traits: ['negation', 'figures'],
    text: `Are we burning more than we earn? No. October sales were ₦44m against total costs of ₦39m, our third profitable month in a row.`,
  },
  {
    id: 'd14c-clean-gm-4pts', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['gross-margin', 'declining-revenue'], traits: ['figures'],
    text: `Gross margin eased from 46% in FY24 to 42% in FY25 as we passed part of the fuel increase on to farmers. Revenue: KES 187m (FY24: KES 168m).`,
  },
  {
    id: 'd14c-clean-gm-quarters', documentType: 'business_plan', language: 'en',
    present: [], absent: ['gross-margin', 'burn-above-revenue'], traits: ['table', 'figures'],
    text: `| R '000        | Q1    | Q2    | Q3    |
| Sales         | 3,120 | 3,380 | 3,710 |
| Cost of sales | 1,840 | 2,010 | 2,190 |
| Overheads     |   790 |   820 |   860 |`,
  },
  {
    id: 'd14c-clean-gm-was-negative', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['gross-margin', 'burn-above-revenue'], traits: ['time', 'figures', 'list'],
    text: `Margin story
2023: we sold below cost while the mill was commissioning (gross margin -6%)
2024: gross margin 21%
2025: gross margin 24% on revenue of ₦1.9bn`,
  },
  {
    id: 'd14c-clean-decline-none', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['declining-revenue', 'burn-above-revenue'], traits: ['table', 'figures'],
    text: `| USD '000   | 2023 | 2024 | 2025  |
| Revenue    | 640  | 910  | 1,260 |
| Marketing  | 210  | 180  | 150   |
| Total opex | 590  | 820  | 1,050 |`,
  },
  {
    id: 'd14c-clean-decline-other-metrics', documentType: 'business_plan', language: 'en',
    present: [], absent: ['declining-revenue', 'high-churn'], traits: ['figures', 'indirect'],
    text: `Revenue rose to KES 88m in 2025 from KES 79m. Costs fell by about a tenth, and our customer count dropped from 420 to 395 as we deliberately exited small accounts.`,
  },
  {
    id: 'd14c-clean-conc-27', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['customer-concentration'], traits: ['words', 'figures'],
    text: `Customer mix, FY25
Shoprite is our biggest account at a little over a quarter of turnover (27%). No other customer is above 7%.
Total turnover: R 34.1m`,
  },
  {
    id: 'd14c-clean-conc-figures', documentType: 'financial_statements', language: 'en',
    present: [], absent: ['customer-concentration', 'declining-revenue'], traits: ['figures', 'indirect', 'ocr'],
    text: `Notc 6 - Major custorners (audited)
Of revenue of KES 210m (2024: KES 176m), KCB Group accounted for KES 58m. No other customer accounted for more than 10% of revenue.`,
  },
  {
    id: 'd14c-clean-conc-past', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['customer-concentration'], traits: ['time', 'figures'],
    text: `De-risking the book
2023: MTN Nigeria was 62% of revenue
2025: MTN Nigeria is 17% of ₦1.4bn revenue, with 140+ enterprise clients`,
  },
];
