/**
 * The seventh held-out set, part 2 (English), written 2026-11-30 by a writer who read only case.ts and the labelling
 * guide (held-out.ts): decks, statements, plans, legal papers, bank letters and chats of startups from Nigeria, Kenya,
 * Ghana, South Africa, Egypt, Uganda, Tanzania, Ethiopia and Zambia. Retired into the development set in the seventeenth round; see cases-dev-retired-seventh.ts.
 */
import type { RedFlagCase } from './case';

export const redFlagSeventhEnCases2: readonly RedFlagCase[] = [
  // gross margin 34% -> 27% = 7 points down >= 5; revenue up
  { id: 'seventh-en-29', documentType: 'pitch_deck', language: 'en', present: ['gross-margin'], absent: ['declining-revenue'], traits: ['figures', 'time'], text: `Slide 8 - Margins
Revenue 2025: KSh 312m (2024: KSh 254m)
Gross margin slipped from 34% to 27% as fertiliser input prices rose. We expect to win it back once the new
supplier contract starts in July.` },
  { id: 'seventh-en-30', documentType: 'financial_statements', language: 'en', present: ['going-concern', 'audit-opinion'], absent: ['debt-distress'], traits: ['indirect'], text: `Report of the independent auditors to the members of Adenta Foods Ltd
Disclaimer of opinion. We do not express an opinion on the accompanying financial statements.
At 31 December 2025 the Company's current liabilities exceeded its current assets by GH₵ 3.8m and the directors
have not provided forecasts to support their plans. We were unable to conclude whether the going-concern basis is
appropriate, and significant doubt exists about the Company's ability to continue as a going concern.
Revenue for the year: GH₵ 12.6m.` },
  // 41 + 48 + 11 = 100; founders 41% >= 40; largest investor 48% < 50
  { id: 'seventh-en-31', documentType: 'legal_docs', language: 'en', present: [], absent: ['investor-control', 'low-founder-ownership'], traits: ['figures'], text: `Series A Term Sheet - key terms
Lead investor: Delta Capital Partners
Post-money capitalisation: Founders (Omar Hassan, Laila Fathy) 41.0%; Delta Capital Partners 48.0%; ESOP 11.0%.
Drag-along: holders of 60% of the shares may require all shareholders to sell on the same terms.
Board: two founder directors, one investor director, one independent.` },
  // payback = ₦45,000 / ₦6,500 = 6.9 months, not "under three months"
  { id: 'seventh-en-32', documentType: 'business_plan', language: 'en', present: ['unit-economics'], absent: [], traits: ['figures', 'indirect'], text: `6. Unit economics
Every rider subscription pays for itself in under three months. We spend ₦45,000 to acquire a rider and earn
₦6,500 of gross profit per rider per month.
Revenue 2025: ₦520m from 9,800 active riders in Lagos and Ibadan.` },
  { id: 'seventh-en-33', documentType: 'pitch_deck', language: 'en', present: ['founder-departure', 'litigation'], absent: ['declining-revenue'], traits: ['list', 'indirect'], text: `Shareholder update - February 2026
- Our CFO, Pieter van Wyk, resigned in January; the finance team now reports to the CEO.
- The unfair-dismissal case brought by our former head of operations is before the CCMA; arbitration is set for
  April.
- Revenue: R3.2m in January (December: R2.9m).` },
  // margins 42.0% / 42.0% / 41.0%; all three years profitable; revenue rising
  { id: 'seventh-en-34', documentType: 'financial_statements', language: 'en', present: [], absent: ['declining-revenue', 'gross-margin', 'audit-opinion'], traits: ['table', 'figures'], text: `Statement of comprehensive income (ZMW '000) - audited, unmodified opinion
                    2025      2024      2023
Revenue            24,870    19,310    15,020
Cost of sales     (14,420)  (11,200)   (8,860)
Gross profit       10,450     8,110     6,160
Admin expenses     (7,980)   (6,540)   (5,210)
Profit before tax   2,470     1,570       950` },
  { id: 'seventh-en-35', documentType: 'legal_docs', language: 'en', present: ['cap-table-complexity'], absent: [], traits: ['indirect'], text: `Re: Share capital of Mbarara Dairy Tech Ltd
We have compared the register filed with URSB with the company's own cap table. The two differ on the holdings of
the three angel investors and on whether the 2023 SAFE has converted, and at present we cannot say with confidence
who holds what. We recommend a full reconciliation before completion.` },
  // 6% of merchants lost every month >= 5; payback = 40,000 / 9,000 = 4.4 months, not 2
  { id: 'seventh-en-36', documentType: 'pitch_deck', language: 'en', present: ['high-churn', 'unit-economics'], absent: [], traits: ['figures', 'indirect'], text: `[WhatsApp, 14:02] Neema (CEO): Morning! Numbers for Jan as promised
[14:02] Neema (CEO): revenue TZS 96m, 8,000 paying merchants. We lose roughly 6% of them each month but agents
replace them
[14:03] Neema (CEO): CAC is TZS 40k, each merchant brings TZS 9k contribution a month, so payback in 2 months 💪` },
  // costs EGP 3.9m < revenue 4.8m
  { id: 'seventh-en-37', documentType: 'pitch_deck', language: 'en', present: [], absent: ['pending-licence', 'regulatory', 'burn-above-revenue'], traits: ['time', 'figures'], text: `Regulation
The Central Bank of Egypt granted our e-payment licence in March 2026 after a fourteen-month review, and we went
live the same week.
April 2026: revenue EGP 4.8m; operating costs EGP 3.9m.` },
  { id: 'seventh-en-38', documentType: 'business_plan', language: 'en', present: ['regulatory'], absent: ['pending-licence'], traits: ['indirect', 'modality'], text: `9. Key risks
The National Bank of Ethiopia has not yet said whether foreign investors may hold more than 49% of a payment
instrument issuer under the new directive. Until it does, our ownership structure and our ability to close this
round remain uncertain.
Revenue 2025: ETB 41m (2024: ETB 29m).` },
  // ₦1.14bn < ₦1.31bn; unpaid VAT/PAYE = tax arrears
  { id: 'seventh-en-39', documentType: 'financial_statements', language: 'en', present: ['debt-distress', 'declining-revenue'], absent: [], traits: ['ocr', 'figures'], text: `N0te 3 - Revenue
Revenue f e l l to ₦1.14bn (2024: ₦1.31bn) foIlowing the loss of the Abuja distribution contract.
N0te 22 - Taxati0n payab1e
lncluded in payables is ₦86m of VAT and PAYE due to FIRS and LIRS for periods from 2024, which remains unpaid.
Penalties and interest have been accrued.` },
  // 2.1% a month < 5; retention 78% >= 55; staff churn is not customer churn; 143 -> 205 = 1.4x
  { id: 'seventh-en-40', documentType: 'business_plan', language: 'en', present: [], absent: ['high-churn', 'unrealistic-growth'], traits: ['figures', 'indirect'], text: `Operations plan 2026
Staff churn in the call centre reached 30% last year, so we are introducing a retention bonus for agents.
Customer churn is 2.1% a month on 14,000 subscribers, and twelve-month retention of the 2024 cohort is 78%.
Revenue 2025: KSh 143m; 2026 target KSh 205m.` },
  { id: 'seventh-en-41', documentType: 'pitch_deck', language: 'en', present: ['no-competition'], absent: [], traits: ['negation'], text: `Competitive landscape
No other company in Ghana offers cold-chain storage on a pay-per-crate basis. Our model is unique: we have no direct
or indirect competitors.
Revenue 2025: GH₵ 2.3m from 140 farmer groups.` },
  // 56 + 21 + 13 + 10 = 100; one investor 56% >= 50; founders 21 + 13 = 34% < 40
  { id: 'seventh-en-42', documentType: 'legal_docs', language: 'en', present: ['investor-control', 'low-founder-ownership'], absent: [], traits: ['table', 'figures'], text: `Register of members at 31 March 2026
Copperbelt Impact Fund LP ............ 5,600,000 ordinary shares (56%)
Mutale Banda (founder, CEO) .......... 2,100,000 ordinary shares (21%)
Chanda Phiri (founder, CTO) .......... 1,300,000 ordinary shares (13%)
Employee Share Trust ................. 1,000,000 ordinary shares (10%)` },
  { id: 'seventh-en-43', documentType: 'legal_docs', language: 'en', present: [], absent: ['dead-equity', 'founder-departure'], traits: ['negation', 'time'], text: `Extract from the minutes of the Board, 12 February 2026
Following the resignation in 2025 of two early engineers, the Company exercised its call option and repurchased all
60,000 of their shares at fair value; the shares were cancelled today. No former employee, officer or founder now
holds shares in the Company. All founders remain in their executive roles.` },
  // no revenue or cost figure anywhere
  { id: 'seventh-en-44', documentType: 'business_plan', language: 'en', present: ['missing-financials'], absent: ['no-competition'], traits: ['list'], text: `Business plan - summary
- Problem: 60% of maize harvested in northern Uganda is sold within a month of harvest, at the lowest prices.
- Solution: warehouse receipts that farmers can borrow against.
- Competition: two NGO-run warehouse programmes in Gulu.
- Go-to-market: agents in 12 districts in year one.
- Milestones: pilot with 300 farmers by September; launch in Gulu and Lira in 2027.` },
  // 13,100 / 38,400 = 34.1%; 13,400 / 33,900 = 39.5%; down 5.4 points >= 5
  { id: 'seventh-en-45', documentType: 'financial_statements', language: 'en', present: ['gross-margin'], absent: ['declining-revenue', 'burn-above-revenue'], traits: ['table', 'figures'], text: `Note 6 - Segment information: home-care services (R'000)
|                 | FY2026  | FY2025  |
| Revenue         | 38,400  | 33,900  |
| Cost of sales   | 25,300  | 20,500  |
| Gross profit    | 13,100  | 13,400  |` },
  // ₦2.7bn / ₦95m = 28 months; net burn 95m < revenue 130m; the 4 months was before the round
  { id: 'seventh-en-46', documentType: 'pitch_deck', language: 'en', present: [], absent: ['short-runway', 'burn-above-revenue'], traits: ['time', 'figures'], text: `Post-round update
In October we had about four months of cash left. The ₦2.4bn seed round closed on 2 December, so we now hold
₦2.7bn against a net burn of ₦95m a month: roughly 28 months of runway.
Monthly revenue: ₦130m.` },
  { id: 'seventh-en-47', documentType: 'pitch_deck', language: 'en', present: ['non-recurring-revenue'], absent: [], traits: ['table', 'figures'], text: `MRR walk - March 2026
Subscription MRR ........................ EGP 2.1m
+ POS terminal sales (one-time) .......... EGP 0.9m
= Reported MRR ........................... EGP 3.0m` },
  // costs 610m > revenue 420m; net burn 190m; 1.1bn / 190m = 5.8 months < 9
  { id: 'seventh-en-48', documentType: 'financial_statements', language: 'en', present: ['going-concern', 'short-runway', 'burn-above-revenue'], absent: [], traits: ['figures', 'modality'], text: `Directors' report - going concern
The directors draw attention to the fact that, unless the bridge funding now under negotiation is received, there
is significant doubt about the Company's ability to continue as a going concern beyond the third quarter.
At 30 June 2026: cash TZS 1.1bn; monthly revenue TZS 420m; monthly costs TZS 610m.` },
  { id: 'seventh-en-49', documentType: 'financial_statements', language: 'en', present: [], absent: ['non-recurring-revenue'], traits: ['negation', 'figures'], text: `Note 4 - Revenue
Recurring subscription revenue: GH₵ 9.2m (2024: GH₵ 7.1m).
One-off installation fees of GH₵ 1.4m are shown separately under other income and are not included in recurring
revenue or in ARR.` },
  { id: 'seventh-en-50', documentType: 'legal_docs', language: 'en', present: ['litigation', 'founder-departure'], absent: ['dead-equity'], traits: ['indirect', 'time'], text: `Disclosure 7.2 - Proceedings
The Company was served in March 2026 with a suit (HCCOMM E214 of 2026, Milimani Commercial Court) by Jacob Mwangi,
the co-founder who resigned as Chief Operating Officer in November 2025. He claims KSh 38m in unpaid bonuses. The
Company has filed its defence; no hearing date has been set.` },
  // "almost half" of ₦62m from one client >= 30%
  { id: 'seventh-en-51', documentType: 'pitch_deck', language: 'en', present: ['pending-licence', 'customer-concentration'], absent: [], traits: ['list', 'words', 'time'], text: `Roadmap
- Today: revenue ₦62m a month, almost half of it from one B2B client, Ikoyi Pension Managers
- Q2: SEC registration as a digital sub-broker (application filed in January, awaiting approval)
- Q3: launch of fractional US stocks` },
  // 850 / 140 = 6.1 months; LTV 140 x 30 = 4,200; 4,200 / 850 = 4.9
  { id: 'seventh-en-52', documentType: 'business_plan', language: 'en', present: [], absent: ['unit-economics'], traits: ['figures'], text: `Unit economics
CAC R850; gross profit per customer R140 a month, so payback in about six months.
Customers stay 30 months on average: LTV about R4,200 and LTV:CAC close to 4.9.
Revenue FY2026: R22m.` },
  { id: 'seventh-en-53', documentType: 'legal_docs', language: 'en', present: ['debt-distress'], absent: [], traits: ['time'], text: `Dear Sir,
Re: ETB 12m working-capital facility
We note that the quarterly instalments due on 31 March 2026 and 30 June 2026 remain unpaid. As discussed, the Bank
will take no enforcement action until 30 September 2026 while you complete your equity raise, but interest on the
overdue amounts continues to accrue.
Yours faithfully, Corporate Banking Division, Addis Ababa` },
  // 1,840 -> 1,720 -> 1,590: falling each quarter
  { id: 'seventh-en-54', documentType: 'pitch_deck', language: 'en', present: ['declining-revenue'], absent: [], traits: ['table', 'figures'], text: `Quarterly revenue (ZMW '000)
| Q3 2025 | Q4 2025 | Q1 2026 |
| 1,840   | 1,720   | 1,590   |
We are moving from retail to B2B supply; the first two hotel chains sign in Q2.` },
  { id: 'seventh-en-55', documentType: 'legal_docs', language: 'en', present: [], absent: ['litigation', 'pending-licence', 'regulatory'], traits: ['negation', 'modality'], text: `Legal opinion - extract
The Company holds every licence needed for its current operations. We are not aware of any pending or threatened
proceedings against it. Should the Company expand into consumer lending it would need a separate licence from the
FRA; no application has been made and none is planned for 2026.` },
  { id: 'seventh-en-56', documentType: 'financial_statements', language: 'en', present: ['related-party'], absent: [], traits: ['indirect'], text: `Note 27 - Related parties
During the year the Company bought packaging worth UGX 340m from Kato Plastics Ltd, a company owned by the brother
of director Samuel Kato. The balance owed at year end was UGX 45m.
Revenue for the year: UGX 4.6bn (2024: UGX 3.9bn).` },
];
