/**
 * Development set, fourteenth round, English figures and layout, continued (2026-11-30): churn from counts and
 * cohorts, unit economics contradicted by the text's own figures, growth projections, cap tables and loan
 * schedules, in Nigerian, Kenyan, Ghanaian and South African registers, with near-misses on each threshold.
 * Written and labelled from the labelling guide (held-out.ts) by a new writer before any rule was changed for them.
 * Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseFourteenthEnFiguresMore: readonly RedFlagCase[] = [
  {
    id: 'd14c-churn-monthly-ngn', documentType: 'pitch_deck', language: 'en',
    present: ['high-churn', 'short-runway'], absent: ['burn-above-revenue'], traits: ['figures', 'indirect', 'list'],
    text: `September merchant numbers
Active merchants, 1 Sept: 2,400
Closed accounts during Sept: 139
New sign-ups: 310
Take-rate revenue: ₦28m
Cash: ₦96m
Net burn: ₦14m/month`,
  },
  {
    id: 'd14c-churn-annual-schools', documentType: 'business_plan', language: 'en',
    present: ['high-churn'], absent: [], traits: ['figures', 'indirect'],
    text: `We started 2025 with 820 schools on the platform. By the January 2026 renewal window, 402 of them had not renewed, while 515 new schools joined. Subscription revenue for 2025: KES 61m.`,
  },
  {
    id: 'd14c-churn-retention-zar', documentType: 'pitch_deck', language: 'en',
    present: ['high-churn'], absent: [], traits: ['table', 'figures'],
    text: `Cohort retention (logos)
Cohort      M3     M6     M12
2024-H1     84%    67%    51%
2024-H2     86%    70%    53%
ARR: R 18.4m`,
  },
  {
    id: 'd14c-churn-words-kes', documentType: 'pitch_deck', language: 'en',
    present: ['high-churn'], absent: [], traits: ['words', 'indirect'],
    text: `Subscribers: 9,800 paying households at KSh 450 a month (KSh 4.4m MRR). Roughly one in twelve cancels in any given month, mostly when the harvest cash runs out.`,
  },
  {
    id: 'd14c-ue-ltv-cac-nrr', documentType: 'pitch_deck', language: 'en',
    present: ['unit-economics', 'non-recurring-revenue'], absent: ['customer-concentration'], traits: ['list', 'figures'],
    text: `Unit economics
• ARR (Oct 2025): USD 1.42m, including the USD 310k one-off integration fee paid by Ecobank in September
• Blended CAC: USD 145
• Customer lifetime value: USD 310
• LTV:CAC 4.2x`,
  },
  {
    id: 'd14c-ue-payback-ngn', documentType: 'pitch_deck', language: 'en',
    present: ['unit-economics'], absent: [], traits: ['figures', 'list'],
    text: `CAC payback: under 6 months
CAC (paid + agent commission): ₦18,000
Monthly gross profit per active customer: ₦1,500
Active customers: 14,200 | Monthly revenue: ₦52m`,
  },
  {
    id: 'd14c-ue-ltv-formula', documentType: 'business_plan', language: 'en',
    present: ['unit-economics'], absent: [], traits: ['figures'],
    text: `Lifetime value per clinic: USD 1,200
Inputs: ARPU of USD 25 a month, 60% gross margin, average life of 18 months.
Revenue 2025: USD 410k.`,
  },
  {
    id: 'd14c-ue-words-zar', documentType: 'pitch_deck', language: 'en',
    present: ['unit-economics'], absent: [], traits: ['words', 'figures'],
    text: `Each learner pays back what we spend to acquire them three times over. We spend about R 600 to win a learner, who brings in R 900 of gross profit over their life with us. Revenue FY25: R 7.8m.`,
  },
  {
    id: 'd14c-growth-table-usd', documentType: 'pitch_deck', language: 'en',
    present: ['unrealistic-growth'], absent: ['burn-above-revenue'], traits: ['table', 'figures'],
    text: `Projections (USD m)
          2025A   2026F   2027F   2028F
Revenue   1.8     7.9     21.0    48.0
EBITDA    0.1     0.9     5.2     14.1`,
  },
  {
    id: 'd14c-growth-words-nocomp', documentType: 'pitch_deck', language: 'en',
    present: ['unrealistic-growth', 'no-competition'], absent: [], traits: ['words', 'modality'],
    text: `Why now
We sold GH₵ 4.2m of solar kits this year and expect to grow five-fold next year as the Northern Region rollout begins. Nobody else sells pay-as-you-go kits in the north, so there is no competition to slow us down.`,
  },
  {
    id: 'd14c-growth-3y-ngn', documentType: 'business_plan', language: 'en',
    present: ['unrealistic-growth'], absent: [], traits: ['figures', 'time'],
    text: `Five-year plan, headline
GMV: ₦2.1bn in 2025, rising to ₦65bn by 2028.
Take rate stays at 4%, so revenue goes from ₦84m to ₦2.6bn over the same three years.`,
  },
  {
    id: 'd14c-growth-monthly-licence', documentType: 'pitch_deck', language: 'en',
    present: ['unrealistic-growth', 'pending-licence'], absent: ['regulatory'], traits: ['figures', 'indirect', 'modality'],
    text: `The 2026 plan assumes 15% month-on-month revenue growth from a base of KES 3.5m in December 2025, starting once the CBK grants our PSP licence (application filed in May, still under review).`,
  },
  {
    id: 'd14c-lfo-table-legal', documentType: 'legal_docs', language: 'en',
    present: ['low-founder-ownership'], absent: ['investor-control'], traits: ['table', 'figures'],
    text: `Schedule 2 - Capitalisation after Completion
Holder                        Shares        %
Kofi Mensah (founder)         1,950,000     19.5
Abena Owusu (founder)         1,700,000     17.0
Novastar Ventures             2,200,000     22.0
Partech Africa                1,800,000     18.0
Angels (12)                   1,350,000     13.5
ESOP pool                     1,000,000     10.0
Total                        10,000,000    100.0`,
  },
  {
    id: 'd14c-lfo-words-missing', documentType: 'pitch_deck', language: 'en',
    present: ['low-founder-ownership', 'missing-financials'], absent: ['investor-control'], traits: ['words', 'indirect'],
    text: `The team
Between them, the two founders own just over a third of the company after the Series A; the rest sits with our investors and the staff pool.
Traction: 48,000 registered riders, 11,500 weekly actives, 4.7★ on the Play Store.
Raising: Series B`,
  },
  {
    id: 'd14c-lfo-split-ngn', documentType: 'legal_docs', language: 'en',
    present: ['low-founder-ownership'], absent: ['investor-control'], traits: ['split', 'figures'],
    text: `Shareholding after closing
Tunde Bakare (co-founder, CEO)
21.4%
Ifeoma Eze (co-founder, CTO)
16.9%
TLcom Capital
24.0%
Ventures Platform
19.6%
ESOP
11.1%
Angels
7.0%`,
  },
  {
    id: 'd14c-lfo-dead-equity', documentType: 'legal_docs', language: 'en',
    present: ['low-founder-ownership', 'dead-equity', 'founder-departure'], absent: ['investor-control'], traits: ['list', 'figures'],
    text: `Cap table note (DD response, Q4.2)
Amina Diallo (co-founder, CEO): 18%
Kwame Boateng (co-founder, COO): 15%
Ruth Njoroge (co-founder, left the company in 2023): 12% - no buy-back was agreed and she keeps her shares
Investors and ESOP: 55% (largest single holder 21%)`,
  },
  {
    id: 'd14c-ic-table-legal', documentType: 'legal_docs', language: 'en',
    present: ['investor-control'], absent: ['low-founder-ownership'], traits: ['table', 'figures'],
    text: `Post-money ownership
| Shareholder                     | %    |
| Sahel Capital Agribusiness Fund | 52.0 |
| Founders (Adebayo, Okon)        | 41.0 |
| ESOP                            | 7.0  |`,
  },
  {
    id: 'd14c-ic-words-captable', documentType: 'legal_docs', language: 'en',
    present: ['investor-control', 'cap-table-complexity'], absent: ['low-founder-ownership'], traits: ['words', 'indirect'],
    text: `Memo to the board: after conversion of the 2023 notes, Norfund will hold a little over half of the ordinary shares. The founders' combined stake is expected to be around 44%, but the share register and the SAFE schedule do not yet agree, so the split among the angels is still being reconciled.`,
  },
  {
    id: 'd14c-ic-split-legal', documentType: 'legal_docs', language: 'en',
    present: ['investor-control'], absent: ['low-founder-ownership'], traits: ['split', 'figures'],
    text: `Term sheet - key terms
Lead investor
Helios Investment Partners
Stake post-money
50.0%
Board seats
2 of 5
Founders post-money
44.0%`,
  },
  {
    id: 'd14c-ic-shares-lfo', documentType: 'legal_docs', language: 'en',
    present: ['investor-control', 'low-founder-ownership'], absent: [], traits: ['figures', 'indirect'],
    text: `Of the 10,000,000 ordinary shares in issue, AfricInvest holds 5,400,000, the two founders hold 3,100,000 between them, and the remaining 1,500,000 are held by the ESOP trust.`,
  },
  {
    id: 'd14c-debt-dscr-kes', documentType: 'financial_statements', language: 'en',
    present: ['debt-distress'], absent: [], traits: ['figures', 'indirect'],
    text: `Note 18 - Borrowings (audited)
The term loan from Stanbic Bank Kenya carries a covenant requiring a debt service cover ratio of at least 1.25x, tested annually.
DSCR for the year ended 31 December 2025: 0.94x.
Revenue for the year: KES 312m.`,
  },
  {
    id: 'd14c-debt-schedule-zar', documentType: 'business_plan', language: 'en',
    present: ['debt-distress'], absent: [], traits: ['table', 'figures', 'indirect'],
    text: `Loan repayment schedule - Absa asset finance (ZAR)
| No. | Due date  | Amount  | Status   |
| 7   | 31 Jul 25 | 118,400 | Paid     |
| 8   | 31 Aug 25 | 118,400 | Not paid |
| 9   | 30 Sep 25 | 118,400 | Not paid |
| 10  | 31 Oct 25 | 118,400 | Due      |
Monthly turnover averages R 1.6m.`,
  },
  {
    id: 'd14c-debt-bank-suit-ngn', documentType: 'legal_docs', language: 'en',
    present: ['debt-distress', 'litigation'], absent: [], traits: ['words', 'figures'],
    text: `Dear Sir,
RE: TERM FACILITY ACCOUNT NO. 0123-456
We refer to our letter of 4 August. The facility has now been in arrears for ninety days and the outstanding balance of ₦186,420,000 has been recalled. Please note that the Bank has filed a suit at the Federal High Court, Lagos, for recovery, and the matter is fixed for mention on 12 January 2026.`,
  },
  {
    id: 'd14c-clean-churn-counts', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['high-churn'], traits: ['list', 'figures'],
    text: `October subscribers
Opening: 1,250
Cancelled: 52
New: 131
Closing: 1,329
MRR: USD 38,900`,
  },
  {
    id: 'd14c-clean-churn-annual', documentType: 'business_plan', language: 'en',
    present: [], absent: ['high-churn'], traits: ['figures', 'indirect'],
    text: `Of the 600 clinics using Afya Pro at the start of 2025, 372 renewed for 2026. Renewal revenue: KES 44m; new clinics added a further KES 19m.`,
  },
  {
    id: 'd14c-clean-staff-churn', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['high-churn', 'founder-departure'], traits: ['indirect'],
    text: `People
Staff churn was high in 2025: 11 of our 40 field agents left, mostly for the new mining jobs. Our CEO left for GITEX in Dubai this week and is back on Monday.
Revenue 2025: R 9.6m (2024: R 7.1m).`,
  },
  {
    id: 'd14c-clean-ue-consistent', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['unit-economics'], traits: ['figures', 'list'],
    text: `Unit economics (USD)
ARPU: 15 per month | gross margin: 60% | average life: 60 months
LTV: 540
CAC: 135
LTV:CAC: 4.0x
ARR: USD 2.3m`,
  },
  {
    id: 'd14c-clean-payback-ngn', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['unit-economics'], traits: ['figures', 'list'],
    text: `CAC payback: under 6 months
CAC: ₦24,000
Gross profit per customer per month: ₦4,100
Monthly revenue: ₦61m`,
  },
  {
    id: 'd14c-clean-growth-3x', documentType: 'business_plan', language: 'en',
    present: [], absent: ['unrealistic-growth'], traits: ['figures', 'words'],
    text: `Revenue was KES 60m in 2025; the 2026 budget is KES 195m, just over three times that, driven by the county water tenders.`,
  },
  {
    id: 'd14c-clean-growth-3y', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['unrealistic-growth', 'burn-above-revenue'], traits: ['table', 'figures'],
    text: `| ₦ bn    | 2025A | 2026F | 2027F | 2028F |
| Revenue | 1.2   | 2.6   | 5.1   | 9.4   |
| Costs   | 1.1   | 2.2   | 4.0   | 6.9   |`,
  },
  {
    id: 'd14c-clean-growth-past', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['unrealistic-growth'], traits: ['time', 'words'],
    text: `We grew five-fold in 2025, from USD 0.2m to USD 1.0m, on the back of the Kenya launch. For 2026 we are planning for USD 2.2m.`,
  },
  {
    id: 'd14c-clean-lfo-41', documentType: 'legal_docs', language: 'en',
    present: [], absent: ['low-founder-ownership', 'investor-control'], traits: ['table', 'figures'],
    text: `Capitalisation table (fully diluted, post-closing)
Founder - Lindiwe Dube      22.5%
Founder - Sipho Nkosi       18.7%
Knife Capital               31.0%
Angels                      17.8%
ESOP                        10.0%`,
  },
  {
    id: 'd14c-clean-lfo-dilution', documentType: 'pitch_deck', language: 'en',
    present: [], absent: ['low-founder-ownership'], traits: ['figures'],
    text: `The round
Raising USD 3m at USD 12m pre-money.
Founders' combined stake: 62% before, 44.6% after the round and the ESOP top-up.
Revenue run-rate: USD 1.1m.`,
  },
  {
    id: 'd14c-clean-ic-49', documentType: 'legal_docs', language: 'en',
    present: [], absent: ['investor-control', 'low-founder-ownership'], traits: ['figures', 'list'],
    text: `Shareholders after Completion
IFC 49.0%
Founders (jointly) 40.5%
Employee trust 10.5%`,
  },
  {
    id: 'd14c-clean-ic-combined', documentType: 'legal_docs', language: 'en',
    present: [], absent: ['investor-control', 'low-founder-ownership'], traits: ['words', 'figures'],
    text: `Investors together now hold just over half: Partech 28% and 4DX Ventures 24%. The founders keep 42% and the ESOP holds 6%.`,
  },
  {
    id: 'd14c-clean-ic-option-lapsed', documentType: 'legal_docs', language: 'en',
    present: [], absent: ['investor-control'], traits: ['modality', 'time'],
    text: `Clause 7.3 (Ratchet). Had the Company missed the 2025 revenue milestone of R 40m, the Investor could have increased its holding to 51%. The milestone was met in June 2025 (revenue R 43.5m) and the option has lapsed. The Investor's holding remains 35%; the founders hold 52%.`,
  },
  {
    id: 'd14c-clean-debt-ok', documentType: 'financial_statements', language: 'en',
    present: [], absent: ['debt-distress', 'litigation'], traits: ['negation', 'modality', 'figures'],
    text: `Note 18 - Borrowings (audited)
DSCR covenant: at least 1.25x. Actual FY25: 1.41x. All instalments were paid on time and the company is not in default under any facility.
Sensitivity: if sales fell by a third, DSCR would drop to about 0.95x.
There is no outstanding litigation. Revenue FY25: KES 298m.`,
  },
  {
    id: 'd14c-clean-tax-cleared', documentType: 'financial_statements', language: 'en',
    present: [], absent: ['debt-distress'], traits: ['time'],
    text: `Notes to the audited financial statements - Note 21, Taxation
The KRA arrears of KES 3.2m reported last year were settled in full in February 2025, and a tax compliance certificate was issued in March. Revenue for the year: KES 143m.`,
  },
];
