/**
 * Held-out texts: written after the rules were tuned on cases-decks.ts and cases-memos.ts and
 * never used to change a rule, so their score is an estimate of how the reader does on new text.
 * Their misses have been read since, so they are development texts now, part of cases.ts.
 */
import type { RedFlagCase } from './case';

export const holdoutCases: readonly RedFlagCase[] = [
  {
    id: 'holdout-kumasi-cocoa',
    documentType: 'pitch_deck',
    text: `CocoaTrace pays Ghanaian cocoa farmers a premium for traceable beans.
We sold GHS 8 million of beans in 2024 to two chocolate makers; Barry Callebaut alone took 70% of that.
Our gross margin shrank to 9% this season from 16% last season as the farm-gate price rose.
Our COO resigned in October to take up a role at COCOBOD.
The export licence from the Ghana Cocoa Board is pending renewal.
Monthly burn of GHS 900,000.`,
    present: ['customer-concentration', 'gross-margin', 'founder-departure', 'pending-licence', 'burn-above-revenue'],
    absent: [],
  },
  {
    id: 'holdout-nairobi-lending-clean',
    documentType: 'pitch_deck',
    text: `Pesa Mkononi lends to boda-boda riders in Nairobi against their daily earnings.
We were licensed by the Central Bank of Kenya as a digital credit provider in 2023.
Portfolio at risk over 30 days fell to 4% from 9% a year ago.
Rider churn is under 3% a month.
Revenue of KES 22 million a month against monthly costs of KES 18 million.
An earlier dispute with a collections agency was resolved in 2023.
We expect revenue to double next year.`,
    present: [],
    absent: ['pending-licence', 'high-churn', 'burn-above-revenue', 'litigation', 'unrealistic-growth'],
  },
  {
    id: 'holdout-lagos-edtech-troubled',
    documentType: 'business_plan',
    text: `LearnLoop sells exam-prep subscriptions to Nigerian secondary students.
Subscription revenue of ₦45 million a month includes ₦15 million from a one-time licensing deal with a state ministry.
About 30% of subscribers cancel each month after their exams.
The co-founders own 32% after three priced rounds.
Revenue is expected to reach ₦2 billion in 2026 from ₦540 million in 2025.
We are in a legal dispute with a publisher over content rights.`,
    present: ['non-recurring-revenue', 'high-churn', 'low-founder-ownership', 'litigation'],
    absent: ['unrealistic-growth'],
  },
  {
    id: 'holdout-joburg-saas',
    documentType: 'pitch_deck',
    text: `ShiftPay runs payroll and scheduling for South African restaurant groups.
ARR of R14 million from 210 restaurant groups, with net revenue retention of 118%.
Monthly logo churn of 1.2%.
CAC of R18,000 and LTV of R150,000; we claim an LTV:CAC of 8x.
We have no pending litigation and our founders hold 63% of the company.
Runway of 20 months.`,
    present: [],
    absent: ['high-churn', 'unit-economics', 'litigation', 'low-founder-ownership', 'short-runway'],
  },
  {
    id: 'holdout-addis-logistics',
    documentType: 'business_plan',
    text: `Gebeya Freight moves goods between Djibouti port and Addis Ababa.
Our trucking permit for the Djibouti corridor has not yet been issued by the Ministry of Transport.
The company is operating under a temporary letter while it waits.
Revenue dropped 25% in 2024 when fuel rationing cut trips.
We owe three months of unpaid salaries to drivers.
Investors: a Dubai logistics group holds 60% of the shares.`,
    present: ['pending-licence', 'declining-revenue', 'debt-distress', 'investor-control', 'missing-financials'],
    absent: [],
  },
  {
    id: 'holdout-dakar-health',
    documentType: 'pitch_deck',
    text: `SantéPlus runs diagnostic labs in Dakar and Thiès.
Revenue of $1.6M in 2024, with gross margin of 44% (2023: 41%).
Our co-founder Mamadou still works with us as head of lab operations; none of the founders have left.
The lab accreditation we applied for in 2023 was granted last month.
We plan to open 4 labs next year and reach revenue of $3M in 2026.
We have no direct competitors offering same-day results in Thiès.`,
    present: ['no-competition'],
    absent: ['gross-margin', 'founder-departure', 'pending-licence', 'unrealistic-growth'],
  },
];
