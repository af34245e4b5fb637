/**
 * Evaluation texts written as investors' memos, financial statements and legal summaries
 * (African markets, varied sectors). Labelled by what each text says, not by what the rules catch.
 */
import type { RedFlagCase } from './case';

export const memoCases: readonly RedFlagCase[] = [
  {
    id: 'memo-lagos-logistics',
    documentType: 'business_plan',
    text: `Investment memo: Haul Africa (Series A, Lagos).
Haul Africa matches cargo owners with truckers on the Lagos–Kano corridor.
Revenue was ₦2.1 billion in 2024, up from ₦1.3 billion in 2023.
The company's founders hold 44% on a fully diluted basis, including 14% held by a co-founder who left in 2022.
That former co-founder has not signed a buy-back agreement.
Gross margin was stable at 19% in both years.
Monthly burn of ₦120 million against monthly revenue of ₦175 million.
Recommendation: proceed, conditional on resolving the departed co-founder's shares.`,
    present: ['low-founder-ownership', 'dead-equity', 'founder-departure'],
    absent: ['gross-margin', 'burn-above-revenue'],
  },
  {
    id: 'memo-nairobi-insurtech-settled',
    documentType: 'business_plan',
    text: `Investment memo: Bima Rahisi, Nairobi.
Bima Rahisi distributes crop and livestock insurance through agro-dealers.
A dispute with a former distribution partner was settled out of court in 2023 for KES 4 million, and no other claims are outstanding.
The company holds an IRA intermediary licence, renewed in January.
Premiums written of KES 310 million in 2024; revenue of KES 46 million.
Operating costs of KES 52 million for the year.
No co-founder or executive has left the company since founding.
Churn among agro-dealers dropped to 2% a month after the new commission scheme.`,
    present: ['burn-above-revenue'],
    absent: ['litigation', 'founder-departure', 'high-churn', 'pending-licence'],
  },
  {
    id: 'statements-accra-unaudited',
    documentType: 'financial_statements',
    text: `Kente Foods Ltd: management accounts for the year ended 31 December 2024 (unaudited).
Revenue of GHS 12.4 million, compared with GHS 14.9 million in 2023.
Cost of sales of GHS 9.8 million.
Gross margin of 21%, down from 29% in 2023.
Tax arrears of GHS 600,000 are owed to the Ghana Revenue Authority.
The directors expect to file audited accounts by June.`,
    present: ['audit-opinion', 'gross-margin', 'debt-distress', 'declining-revenue'],
    absent: [],
  },
  {
    id: 'statements-cape-town-qualified',
    documentType: 'financial_statements',
    text: `Fynbos Analytics (Pty) Ltd, annual financial statements for the year ended 28 February 2025.
The auditors issued a qualified opinion because inventory at the Durban branch could not be verified.
Revenue of R38 million (2024: R31 million).
Operating expenses of R35 million.
The company holds no debt and is not party to any legal proceedings.`,
    present: ['audit-opinion'],
    absent: ['declining-revenue', 'litigation', 'debt-distress'],
  },
  {
    id: 'statements-kampala-clean',
    documentType: 'financial_statements',
    text: `Nile Dairy Cooperative Ltd: audited financial statements for 2024.
Revenue of USD 3.2 million, up from USD 2.6 million in 2023.
Cost of sales of USD 2.1 million; gross margin of 34% (2023: 31%).
The cooperative holds a valid processing licence from the Dairy Development Authority.
There is no pending litigation against the cooperative.
An unqualified audit opinion was issued by the auditors.`,
    present: [],
    absent: ['gross-margin', 'audit-opinion', 'litigation', 'pending-licence'],
  },
  {
    id: 'legal-memo-lagos-fintech',
    documentType: 'legal_docs',
    text: `Legal due diligence summary: Naira Box Technologies Ltd.
The company is incorporated in Nigeria and registered with the Corporate Affairs Commission.
Its application for a payment solution service provider licence has been submitted to the CBN and is under review.
A former employee has filed a claim at the National Industrial Court for wrongful dismissal; the next hearing is in April.
The shareholders agreement provides four-year vesting with a one-year cliff for all founders.
The CTO who resigned in 2023 still holds 12% of the shares because his vesting was never enforced.`,
    present: ['pending-licence', 'litigation', 'founder-departure', 'dead-equity'],
    absent: [],
  },
  {
    id: 'legal-memo-nairobi-clean',
    documentType: 'legal_docs',
    text: `Legal review: Maji Safi Water Kiosks Ltd, Kenya.
The company holds a licence from the Water Services Regulatory Board, issued in 2022 and valid to 2027.
The county permit for the Kisumu expansion was granted in October 2024.
Litigation search: the only case, a contract claim by a contractor, was withdrawn in 2022.
Founders hold 66% of the issued shares; the ESOP pool holds 10%.
All former employees' unvested options were cancelled on departure.`,
    present: [],
    absent: ['pending-licence', 'litigation', 'dead-equity', 'low-founder-ownership'],
  },
  {
    id: 'memo-cairo-delivery',
    documentType: 'business_plan',
    text: `Deal memo: Wasla Delivery, Cairo.
Wasla runs last-mile delivery for e-commerce merchants in Greater Cairo.
Revenue per delivery of EGP 38 against a cost per delivery of EGP 44, so each delivery is loss-making today.
Management presents positive unit economics at the hub level.
Monthly churn of merchants is around 6%.
The founders hold 55%; the remaining shares are held by two regional funds.
Runway is 7 months on the current burn.`,
    present: ['unit-economics', 'high-churn', 'short-runway'],
    absent: ['low-founder-ownership'],
  },
  {
    id: 'memo-lusaka-edtech-clean',
    documentType: 'business_plan',
    text: `Screening memo: Chalk Zambia, school management software.
320 private schools subscribe at $60 a month; ARR of $230k, excluding one-off setup fees of $40k.
CAC of $400 and LTV of $2,900, an LTV:CAC of about 7x.
Payback is about 7 months at a gross margin of 80%.
The founders, both former teachers, left their jobs at Lusaka International School to start Chalk in 2021.
Annual school churn is 8%.
Monthly burn of $18k.`,
    present: [],
    absent: ['non-recurring-revenue', 'unit-economics', 'founder-departure', 'high-churn', 'burn-above-revenue'],
  },
  {
    id: 'memo-accra-healthtech-growth',
    documentType: 'business_plan',
    text: `Investment committee note: Pharmly Ghana.
Pharmly supplies independent pharmacies in Accra and Kumasi through a B2B ordering app.
The model assumes GMV of $2M in 2025, $9M in 2026 and $45M in 2027.
Actual GMV was $1.1M in 2024.
Pharmly is still waiting on its Pharmacy Council wholesale permit for the Kumasi depot.
The company's CFO resigned in November and a replacement is being recruited.`,
    present: ['unrealistic-growth', 'pending-licence', 'founder-departure'],
    absent: ['missing-financials'],
  },
  {
    id: 'memo-durban-manufacturing',
    documentType: 'business_plan',
    text: `Memo: Ubuntu Packaging, Durban.
Ubuntu makes compostable food packaging for quick-service restaurants.
Revenue of R64 million in FY2024, of which 62% came from a single national burger chain.
The company breached a debt covenant on its equipment loan in Q3 and obtained a waiver.
Gross margin held at 28% despite resin price increases.
The company is not yet registered with the packaging extended producer responsibility scheme, which is mandatory from 2025.`,
    present: ['customer-concentration', 'debt-distress', 'pending-licence'],
    absent: ['gross-margin'],
  },
  {
    id: 'deck-mombasa-tourism-hard',
    documentType: 'pitch_deck',
    text: `Safari Stack is booking software for independent lodges on the Kenyan coast.
140 lodges use it; bookings worth $6M passed through the platform last year.
Recurring revenue of $38k a month now includes the hardware kits we sell to new lodges.
Lodges we signed in 2023 mostly stayed: we lost 3 of 60.
We expect to triple bookings next year as the tourism board's new campaign lands.
Monthly burn of $55k.`,
    present: ['non-recurring-revenue', 'burn-above-revenue'],
    absent: ['high-churn', 'unrealistic-growth'],
  },
  {
    id: 'deck-lagos-beauty-hard',
    documentType: 'pitch_deck',
    text: `Glow Box sends monthly beauty boxes to women in Lagos, Abuja and Port Harcourt.
9,800 subscribers paying ₦15,000 a month.
About one in ten subscribers cancels every month, mostly after the first box.
Gross margin is 35%.
Our co-founder Tolu moved on in March to lead growth at a big e-commerce company; Amaka now runs operations.
We are raising $750k.`,
    present: ['high-churn', 'founder-departure', 'missing-financials'],
    absent: [],
  },
  {
    id: 'deck-abidjan-fintech-hard',
    documentType: 'pitch_deck',
    text: `Yako lets Ivorian SMEs pay suppliers across UEMOA by mobile money.
$38M of payments processed in 2024; revenue of $410k.
We will 5x revenue in 2025 as our bank partnership goes live.
Approval from the BCEAO is expected next quarter; until then we operate under our partner bank's licence.
Founders own 71%.
The competition is banks' slow transfers and informal couriers.`,
    present: ['unrealistic-growth', 'pending-licence'],
    absent: ['no-competition', 'low-founder-ownership'],
  },
  {
    id: 'plan-harare-agro-processing',
    documentType: 'business_plan',
    text: `Business plan: Baobab Oils, Harare.
We press baobab seed oil for cosmetics buyers in South Africa and Europe.
Sales of $640k in 2024; we target $1.1M in 2025 as a second press comes online.
Gross margin improved to 41% from 33% in 2023 as seed yields rose.
We buy seed from 2,100 women harvesters; no single buyer accounts for more than 15% of sales.
Export certification from the Zimbabwe Agricultural Marketing Authority was received in February.
There are no competitors producing certified baobab oil at our scale in Zimbabwe.`,
    present: ['no-competition'],
    absent: ['gross-margin', 'customer-concentration', 'pending-licence', 'unrealistic-growth'],
  },
  {
    id: 'memo-kano-agri-ceo-departure',
    documentType: 'business_plan',
    text: `Portfolio review: Gona Agro, Kano.
The CEO and co-founder, Musa Ibrahim, stepped down in September for health reasons; the COO is acting CEO.
Revenue in the first half fell to ₦310 million from ₦420 million a year earlier.
The company is in default on a ₦150 million input-finance facility.
Gross margin of 14% in both halves.
Runway is 4 months.`,
    present: ['founder-departure', 'declining-revenue', 'debt-distress', 'short-runway'],
    absent: ['gross-margin'],
  },
];
