/** Retired fifth held-out set (held out until the thirteenth round, 2026-11-30, its mistakes read since; development data now): more English texts, most of them with several flags at once (see cases-dev-retired-fifth.ts). */
import type { RedFlagCase } from './case';

export const heldOutFifthEnMore: readonly RedFlagCase[] = [
  {
    id: 'h5-enm-01',
    documentType: 'business_plan',
    text: `Kofi, 21:14
update on the Kumasi thing: the packaging supplier has actually taken us to court over the contract
we cancelled in June. they want GHS 1.2M. our lawyer thinks they're bluffing but the first hearing is
set for 9 December so it's real
otherwise good month, revenue GHS 2.6M vs 2.2M in September`,
    present: ['litigation'],
    absent: ['declining-revenue'],
    traits: ['split', 'time', 'modality'],
  },
  {
    // R1.8M cash / R0.85M net burn = 2.1 months. Net burn R0.85M < revenue R1.1M as stated.
    id: 'h5-enm-02',
    documentType: 'financial_statements',
    text: `Directors' statement to shareholders, 5 November 2026
Revenue for October was R1.1M and net burn R0.85M; cash at month-end was R1.8M.
Unless the bridge round closes by February, the directors doubt that the company can continue as a
going concern, and they have said so to the auditors.`,
    present: ['going-concern', 'short-runway'],
    absent: ['burn-above-revenue'],
    traits: ['figures', 'modality', 'split'],
  },
  {
    // 19 of 40 customers did not renew: 47.5% a year. Safaricom 35% of revenue.
    id: 'h5-enm-03',
    documentType: 'business_plan',
    text: `Customer base
We ended 2025 with 40 enterprise customers; 19 of them did not renew in 2026, mostly SACCOs that merged.
We signed 31 new ones, so we start 2027 with 52.
Safaricom alone brought 35% of 2026 revenue of KSh 148M.`,
    present: ['high-churn', 'customer-concentration'],
    absent: ['declining-revenue'],
    traits: ['figures', 'indirect'],
  },
  {
    // Active founders 17 + 13 = 30%; the departed co-founder's 20% was never bought back.
    id: 'h5-enm-04',
    documentType: 'legal_docs',
    text: `Disclosure schedule, item 4 (Shares)
The issued shares are held as follows: Ms Nakato (founder, CEO) 17%; Mr Ssemwogerere (founder, CTO) 13%;
Mr Okello, the third co-founder, who left the company in 2023, 20%; Pearl Capital 28%; angels and the
option pool 22%. The company has no right to buy back Mr Okello's shares.`,
    present: ['low-founder-ownership', 'dead-equity', 'founder-departure'],
    absent: ['investor-control'],
    traits: ['indirect', 'split', 'figures'],
  },
  {
    id: 'h5-enm-05',
    documentType: 'business_plan',
    text: `Licences and capital
- Our application for a digital lending licence from the Central Bank of Kenya was filed in May 2026
  and is still under review; we cannot disburse loans in our own name until it is approved.
- The cap table is not settled: the seed notes have not been converted and the parties disagree on the
  valuation cap that applies, so we cannot give an exact shareholding today.
- Revenue 2026 (advisory and data services): KSh 57M.`,
    present: ['pending-licence', 'cap-table-complexity'],
    absent: ['regulatory'],
    traits: ['list', 'split', 'negation'],
  },
  {
    id: 'h5-enm-06',
    documentType: 'financial_statements',
    text: `Notes to the financial statements, year ended 30 September 2026
Revenue ........................ ₦540M
Cost of sales .................. ₦310M
Note 4. Provisions. ₦45M is provided for the claim brought by our former landlord in the Lagos High
Court; judgment has not yet been delivered.
Note 5. The Ikeja office is rented from a company owned by the chairman's wife, at ₦24M a year.`,
    present: ['litigation', 'related-party'],
    absent: ['gross-margin'],
    traits: ['table', 'split', 'indirect'],
  },
  {
    id: 'h5-enm-07',
    documentType: 'pitch_deck',
    text: `WHY US
- We have no competition. Nobody in Egypt sells solar irrigation on a pay-per-season basis.
- 3,400 farmers on the waiting list in Minya and Beni Suef
- Team of nine, two of them agronomists
- Raising $1.2M pre-seed`,
    present: ['no-competition', 'missing-financials'],
    absent: [],
    traits: ['list', 'prose'],
  },
  {
    // LTV = ZAR 95 x 10 months = ZAR 950 against a CAC of ZAR 1,400: LTV/CAC 0.68, not 5x.
    id: 'h5-enm-08',
    documentType: 'pitch_deck',
    text: `Unit economics
Monthly subscription: ZAR 95
Customers stay ten months on average
Acquisition cost: ZAR 1,400 per customer (mostly in-store promoters)
LTV/CAC: 5x
Revenue FY2026: ZAR 22M`,
    present: ['unit-economics'],
    absent: [],
    traits: ['figures', 'list'],
  },
  {
    id: 'h5-enm-09',
    documentType: 'business_plan',
    text: `Regulatory environment
The Ethiopian government has announced that foreign-exchange rules for e-commerce imports will change
next year, but has not said how. Until the directive is published we cannot tell whether our
cross-border model remains permitted.
Revenue 2026: ETB 96M (2025: ETB 61M).`,
    present: ['regulatory'],
    absent: ['pending-licence', 'declining-revenue'],
    traits: ['modality', 'split', 'time'],
  },
  {
    id: 'h5-enm-10',
    documentType: 'pitch_deck',
    text: `ARR bridge (USD k)
Opening ARR, 1 January ............ 1,480
New customers ....................... 620
Expansion ........................... 140
One-off hardware sale to Ghana Water  410
Closing ARR, 30 September ........ 2,650`,
    present: ['non-recurring-revenue'],
    absent: [],
    traits: ['table', 'figures', 'indirect'],
  },
  {
    id: 'h5-enm-11',
    documentType: 'legal_docs',
    text: `Q: Has any shareholder or investor taken majority control?
A: No. The largest holder is Sawari Ventures with 49.5%. The founders together hold 43%.
Q: Is there any litigation? A: None pending; the 2024 employment claim was dismissed and not appealed.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'litigation'],
    traits: ['negation', 'list', 'figures'],
  },
  {
    // 2,100 active users in July, 1,450 in October, none of them new: 31% lost in three months (about 10% a month).
    id: 'h5-enm-12',
    documentType: 'pitch_deck',
    text: `Pilot results, Kampala
Active users, July: 2,100
Active users, October: 1,450 (no new users were added after the July launch)
Revenue from the pilot: UGX 86M`,
    present: ['high-churn'],
    absent: [],
    traits: ['figures', 'indirect', 'list'],
  },
];
