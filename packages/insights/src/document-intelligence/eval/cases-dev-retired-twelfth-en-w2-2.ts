import type { RedFlagCase } from './case';

export const redFlagTwelfthEnW2Part2: readonly RedFlagCase[] = [
  // regulator's sanction: administrative penalty + suspension of onboarding (scanned letter, OCR noise)
  {
    id: 'h12-en-w2-kwik-remit-bog-directive-scan',
    documentType: 'legal_docs',
    present: ['regulatory'],
    absent: [],
    traits: ['ocr'],
    text: `BANK 0F GHANA
FinTech & lnnovation Office
P. O. Box GP 2674, Accra

Ref: BG/FIO/2024/0l7                                   l6 August 2024

The Managing Director
Kwik Remit Ghana Limited
No. 12 Liberation Road, Accra

RE: DIRECTIVE AND ADMINISTRATIVE PENALTY - BREACHES 0F AML/CFT OBLIGATIONS

We refer to the on-site exami-
nation of Kwik Remit Ghana Limited ("the Company") conducted between 4 and 22 March 2024 and to the Company's response dated 10 May 2024.

The examination established that the Company (i) onboarded 2,316 agents without completing the required due diligence; (ii) failed to file suspicious transaction reports on 41 flagged transactions within the statutory period; and (iii) allowed Tier l customer wallets to exceed the prescribed balance limits.

Pursuant to the Payment Systems and Services Act, 2019 (Act 987), the Bank hereby:
1. imposes an administrative penalty of GH¢ 450,000 on the Company, payable within fourteen (l4) days of this letter;
2. directs the Company to suspend the onboarding of new agents and new wallet customers with immediate effect, until the Bank confirms in writing that the remediation plan has been fully implemented;
3. requires an independent review of the Company's AML/CFT function every quarter for the next twelve (12) months, with reports submitted directly to the Bank.

Failure to comply with this directive may attract further sanctions, including revocation of the Company's licence.

Yours faithfully,
[signature illegible]
HEAD, FlNTECH & INNOVATION OFFICE
cc: Financial Intelligence Centre`,
  },

  // clean: licence granted (application decided), inspection observations closed
  {
    id: 'h12-en-w2-kolo-pay-bsl-licence-grant',
    documentType: 'legal_docs',
    present: [],
    absent: ['pending-licence', 'regulatory'],
    traits: ['negation', 'time'],
    text: `BANK OF SIERRA LEONE
Payment Systems Department
Siaka Stevens Street, Freetown

3 September 2024
Ref: BSL/PSD/LIC/24/112

The Chief Executive Officer
Kolo Pay (SL) Limited
14 Wilkinson Road, Freetown

Dear Sir,

GRANT OF PAYMENT SERVICE PROVIDER LICENCE

Further to your application dated 11 March 2024 and the pre-licensing inspection of 15 July 2024, the Bank is pleased to inform you that its Board of Directors has approved the grant of a Payment Service Provider licence (Licence No. PSP/012/2024) to Kolo Pay (SL) Limited, effective from the date of this letter. The licence certificate is enclosed.

The two observations raised at the inspection (business continuity testing, and segregation of the customer trust account) were closed by your submissions of 2 August 2024. No further action is required on them.

The licence is granted subject to the following standard conditions:
a) maintain a minimum paid-up capital of NLe 2,500,000 at all times;
b) submit monthly returns within ten days of each month-end;
c) obtain the Bank's prior approval for any change in shareholding above 10% or in key management;
d) hold all customer funds in a trust account with a licensed commercial bank.

The licence is valid for three (3) years and may be renewed on application made not later than ninety days before expiry.

Yours faithfully,

Director, Payment Systems Department`,
  },

  // runway: $84,000 cash / $14,000 net monthly burn = 6 months (< 9). Net burn $14k < revenue $22k (no burn-above-revenue)
  // mini-grid licence applied for in Feb 2024, decision awaited
  {
    id: 'h12-en-w2-salone-sun-accelerator-application',
    documentType: 'business_plan',
    present: ['short-runway', 'pending-licence'],
    absent: ['burn-above-revenue'],
    traits: ['figures', 'indirect', 'split'],
    text: `Savannah Climate Accelerator | Cohort 5 application
Company: Salone Sun Power Ltd (Freetown and Bo)
Applicant: Fatmata Kamara, co-founder and CEO

1. What does your company do? (max 80 words)
We sell solar home systems on pay-as-you-go. 3,100 households in Bo and Kenema pay about $0.25 a day through Orange Money or Africell Money and own the system after 18 months.

2. What traction do you have?
Revenue last month (May 2024) was $22,000, up from $13,500 in May 2023. Repayment rate is 91%, and 740 households have already paid off their systems.

3. What do you want to build next?
A 60 kW solar mini-grid for Gerihun, a market town of about 900 potential connections. We submitted our application for a mini-grid generation and distribution licence to the Electricity and Water Regulatory Commission in February 2024. The Commission's site visit took place in April and we are now waiting for its decision. Construction can start within eight weeks of approval.

4. Finances
Cash at bank on 31 May 2024: $84,000.
Our net monthly burn, after revenue, is about $14,000, mostly field staff and the cost of financing inventory.

5. Why should we pick you?
Our team of 38 is 60% women, and our agents are recruited from the villages they serve. We have collected $1.1m in instalments since 2021.`,
  },

  // clean: runway $150k / $15k = 10 months (>= 9); net burn $15k < revenue $24k; churn 30%/year (< 45%);
  // licence only planned (not applied for); grant kept out of revenue
  {
    id: 'h12-en-w2-ducor-water-accelerator-answers',
    documentType: 'business_plan',
    present: [],
    absent: ['short-runway', 'high-churn', 'no-competition', 'pending-licence', 'non-recurring-revenue', 'burn-above-revenue'],
    traits: ['figures', 'modality', 'negation'],
    text: `Mano River Impact Accelerator | 2024 intake | Application answers
Company: Ducor Clean Water Inc. (Monrovia, Liberia)

Q1. Describe your business.
We run 23 water purification kiosks in Paynesville, Sinkor and New Kru Town. We sell 20-litre refills over the counter and household subscriptions delivered by tricycle.

Q2. What is your monthly revenue?
US$24,000 on average over April to June 2024, against $17,500 a year earlier.

Q3. How much cash do you have and how long will it last?
$150,000 in the bank at 30 June. Net burn after revenue is about $15,000 a month, so around 10 months without new money.

Q4. What is your churn?
About 30% of household subscribers cancel within a year, mostly because they move house. None of our commercial clients (restaurants, clinics) has cancelled so far.

Q5. Who are your competitors?
Dozens of sachet-water producers, LWSC piped supply where it works, and two NGO-run kiosks in Paynesville. Our edge is weekly lab testing and delivery to the door.

Q6. Which permits and licences do you hold?
A Ministry of Health water-quality certificate (renewed January 2024) and our city business registration. Once we pass 50 kiosks we plan to apply for a bulk distribution licence; we have not applied yet because we do not need one at our size.

Q7. Anything else?
Our 2023 pilot grant from a European foundation ($40,000) is not included in the revenue figures above. It was booked as grant income.`,
  },

  // retention: 2,950 of 6,200 January families still subscribed in December = 47.6% (< 55%). 2,950 + 5,400 = 8,350. Revenue up (GH¢ 2.3m vs 1.4m)
  {
    id: 'h12-en-w2-kente-learn-linkedin-year-review',
    documentType: 'business_plan',
    present: ['high-churn'],
    absent: ['declining-revenue'],
    traits: ['figures', 'indirect', 'list'],
    text: `Kwabena Mensah-Bonsu | Founder & CEO at Kente Learn | 1w

2024 in numbers 🇬🇭

Grateful to close the year with the best team in Accra. A few numbers I am proud of:

📈 Revenue: GH¢ 2.3 million (2023: GH¢ 1.4 million)
👨‍👩‍👧 6,200 families were paying for Kente Learn on 1 January. 2,950 of those same families were still subscribed on 31 December, and 5,400 new families joined along the way, so we close the year with 8,350.
📚 1.9 million lessons completed, 41% of them on phones shared by more than one child
🏫 Partnerships with 40 private schools in Kumasi and Tamale
🎙️ Our Twi and Ewe audio lessons now make up a quarter of listening time

What's next: BECE revision packs in February, a teacher dashboard for our partner schools, and our first steps into Côte d'Ivoire with French-language content.

Thank you to every parent who trusted us with their child's evenings, and to our investors for backing a team that wants every Ghanaian child to have a tutor in their pocket.

#EdTech #Ghana #Founders #Education`,
  },

  // clean: the troubles (departure, arrears, >50% buyer) belong to another company; own largest buyer 11% (< 30%), no bank debt
  {
    id: 'h12-en-w2-abusua-foods-founder-blog',
    documentType: 'business_plan',
    present: [],
    absent: ['founder-departure', 'debt-distress', 'customer-concentration'],
    traits: ['negation', 'time', 'words'],
    text: `What a failed feed distributor taught us at Abusua Foods
Blog post by Akosua Owusu, co-founder, Abusua Foods (Takoradi)

In 2022 I watched a business I admired fall apart in eight months. It was a poultry-feed distributor in Kumasi, run by two friends I had met at a GEPA workshop. In March their co-founder and head of sales left to join a multinational. By June the bank loan they had taken to build a warehouse was in arrears. In September the hatchery that bought more than half of their feed moved its orders to a cheaper importer, and in December they closed their doors.

None of these things is rare, and any one of them can be survived. All three in one year was too much. Afterwards, Kojo and I wrote down three rules for our own company.

1. No buyer above 15%. Our largest customer, a school-feeding caterer in Takoradi, was 11% of our GH¢ 8.4 million revenue in 2024 (2023: GH¢ 5.0 million).

2. Grow on our own cash where we can. We have no bank debt. Our tricycle fleet is leased month to month, and we pay our suppliers on 14-day terms.

3. Founders stay on the ground. Kojo and I still ride with the delivery team every Friday, and both of us have turned down board seats elsewhere so that we can.

We are not immune to bad luck. But when I review our numbers each month, I ask the question my friends never asked in time: which single event would end us, and how do we make sure it can't?`,
  },

  // unit economics: LTV = 1,150 x 18% x 2.1 x 7 = EGP 3,043; / CAC 3,400 = 0.9x, not the stated 5.2x
  // burn: net burn EGP 6,1m > revenue EGP 4,2m a month. runway 78 / 6.1 = 12.8 months (not short)
  {
    id: 'h12-en-w2-naql-go-series-a-deck',
    documentType: 'pitch_deck',
    present: ['unit-economics', 'burn-above-revenue'],
    absent: ['short-runway'],
    traits: ['figures', 'indirect', 'list'],
    text: `NAQL GO | Series A | Cairo, October 2024

Slide 1: Naql Go
Digital freight for Egypt's 40,000 small fleet owners.

Slide 2: The problem
Trucks on the Cairo to Alexandria and Cairo to Upper Egypt corridors run empty on 45% of return legs. Shippers book through brokers by phone and pay 15 to 25% in hidden margins.

Slide 3: Traction
- 6,800 shippers and 2,300 trucks registered
- 3,650 shipments completed in September
- September revenue: EGP 4,2m

Slide 4: Unit economics
- Revenue per shipment: EGP 1,150
- Contribution margin: 18%
- An active shipper books 2.1 shipments a month and stays 7 months on average
- CAC per shipper: EGP 3,400
- LTV / CAC: 5.2x

Slide 5: Financials
Monthly revenue (Sep): EGP 4,2m | Monthly net burn: EGP 6,1m | Cash: EGP 78m

Slide 6: Competition
Brokers, WhatsApp groups, and two venture-backed platforms focused on enterprise shippers. We focus on SMEs and owner-drivers.

Slide 7: The ask
$5m Series A to add cold-chain trucks and open Suez Canal Zone routes.`,
  },

  // clean: audited, unqualified, no going-concern uncertainty; revenue up;
  // gross margin FY2022 13.3/31.2 = 42.6% -> FY2023 14.9/38.6 = 38.6%, down 4.0 points (< 5); net profit both years
  {
    id: 'h12-en-w2-dar-tech-audited-accounts-extract',
    documentType: 'financial_statements',
    present: [],
    absent: ['gross-margin', 'audit-opinion', 'going-concern', 'debt-distress', 'declining-revenue'],
    traits: ['table', 'figures', 'negation'],
    text: `DAR TECH SARL (Casablanca)
Extract from the audited financial statements for the year ended 31 December 2023. Amounts in MAD.

Auditor's report (Cabinet Alaoui & Associés, statutory auditor, dated 18 April 2024):
"In our opinion, the financial statements present fairly, in all material respects, the financial position of Dar Tech SARL at 31 December 2023 and the results of its operations for the year then ended." The report contains no qualification and no emphasis of matter.

Income statement          FY2023          FY2022
Revenue                   38,600,000      31,200,000
Cost of sales            (23,700,000)    (17,900,000)
Gross profit              14,900,000      13,300,000
Operating expenses       (11,200,000)     (9,800,000)
Operating profit           3,700,000       3,500,000
Finance costs               (420,000)       (510,000)
Income tax                  (630,000)       (510,000)
Net profit                 2,650,000       2,480,000

Note 2: Going concern
Management has assessed the company's ability to continue as a going concern for at least twelve months from the reporting date, taking into account cash of MAD 6.8m and undrawn facilities of MAD 4m, and has concluded that no material uncertainty exists.

Note 14: Borrowings
The MAD 5m equipment loan is being repaid on schedule. All covenants were met at 31 December 2023 and no instalment was paid late during the year.

Note 21: Subsequent events
No events requiring adjustment or disclosure occurred after the reporting date.`,
  },
];
