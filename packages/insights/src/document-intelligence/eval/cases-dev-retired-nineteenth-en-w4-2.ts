import type { RedFlagCase } from './case';

export const redFlagNineteenthEnW4P2: readonly RedFlagCase[] = [
  // 08 — Court-filing summary, road haulier, Djibouti (FDJ).
  // litigation PRESENT: the bank's claim RG 0312/2025 is pending, hearing adjourned to 17 June 2025.
  // debt-distress PRESENT (indirect): four monthly instalments (10 Nov 2024 to 10 Feb 2025) were not paid and the loan was called.
  // regulatory PRESENT: Customs suspended the bonded-transit authorisation for 90 days (2 April to 1 July 2025).
  // going-concern ABSENT: management states it has no such doubt; no auditor or director doubt is expressed.
  // audit-opinion ABSENT: the 2024 accounts were audited without reservation.
  // litigation near-miss: the driver's labour claim was withdrawn in 2024 (closed).
  {
    id: 'h19-en-w4-08',
    documentType: 'legal_docs',
    language: 'en',
    text: `CABINET ME AYANLEH HASSAN - Avocat au Barreau de Djibouti
Rue de Marseille, Djibouti

NOTE ON PROCEEDINGS - SOCIETE GHOUBET LOGISTIQUE SARL
Prepared for the data room of the proposed capital increase
Date: 15 May 2025

1. Banque du Golfe de Tadjourah SA v. Societe Ghoubet Logistique SARL
Tribunal de Premiere Instance de Djibouti, commercial chamber, RG no. 0312/2025

1.1 The bank's summons was served on 18 March 2025. The bank claims FDJ 187,400,000,
being the outstanding principal of the 2022 equipment loan that financed 14 tractor
units, plus contractual interest at 11% and costs.
1.2 The bank relies on its letter of 4 March 2025 declaring the whole loan due. That
letter records that the monthly instalments of FDJ 6,850,000 due on 10 November and
10 December 2024 and on 10 January and 10 February 2025 were not received.
1.3 The company's written defence, filed on 22 April 2025, argues that the bank agreed
orally in October 2024 to reschedule the loan over a longer period. No written
rescheduling has been produced by either side.
1.4 At the hearing of 6 May 2025 the court adjourned the case to 17 June 2025 to allow
the bank to reply. The bank has also asked the presiding judge for leave to attach the
14 tractor units as security; that request has not yet been decided.

2. Direction des Douanes - suspension of bonded transit
2.1 By decision of 2 April 2025, Customs suspended the company's authorisation to carry
goods under customs bond to Ethiopia for 90 days, following a seal discrepancy found
on two containers at Galafi in February 2025.
2.2 Until 1 July 2025 the company may run only domestic and non-bonded legs. The
transit contracts with its three Ethiopian customers are being served by a
subcontracted carrier at the company's cost.
2.3 An administrative appeal was lodged on 10 April 2025; no decision has been
received.

3. Closed matters
3.1 The claim by a former driver for unpaid overtime before the labour court was
withdrawn in September 2024 after an amicable settlement of FDJ 1,200,000. Nothing
remains outstanding.

4. Management's position
4.1 Management has told us that it does not consider these matters to put in doubt
the company's ability to continue trading, and that it intends to settle with the
bank from the proceeds of the capital increase.
4.2 The 2024 financial statements were audited by Cabinet Aden Audit & Conseil, whose
report contains no reservation.

Me Ayanleh Hassan`,
    present: ['litigation', 'debt-distress', 'regulatory'],
    absent: ['going-concern', 'audit-opinion'],
    traits: ['prose', 'list', 'indirect', 'negation'],
  },
  // 09 — Investment committee memo, school-fee payments, Djibouti (FDJ). Clean.
  // low-founder-ownership ABSENT: founders 27% + 19% = 46% after the round (>= 40%).
  // investor-control ABSENT: the largest holder, the Fund, has 22% (< 50%).
  // unrealistic-growth ABSENT: 236 / 118 = 2.0x, 410 / 236 = 1.74x, 640 / 410 = 1.56x.
  // high-churn ABSENT: 3 of 61 schools left in 2024 = 4.9% a year.
  // burn-above-revenue ABSENT: costs below revenue in every year: 71 < 74 (2023), 109 < 118 (2024), and in the plan.
  // pending-licence ABSENT: the central-bank approval was granted on 18 December 2024.
  // customer-concentration ABSENT: largest school group 11% of revenue.
  // Valuation check: FDJ 355M for 22% gives post-money 355 / 0.22 = FDJ 1,614M.
  {
    id: 'h19-en-w4-09',
    documentType: 'business_plan',
    language: 'en',
    text: `GULF OF ADEN CAPITAL PARTNERS
INVESTMENT COMMITTEE MEMORANDUM - 2 June 2025
Company: Hayaan School Pay SARL, Djibouti
Round: Series A, FDJ 355 M (USD 2.0 M) for 22% on a post-money of FDJ 1,614 M
Deal lead: Houssein Djama Robleh

1. The business
Hayaan collects school fees for private schools through D-Money, Waafi and bank
transfer, and sells the schools a simple management system (enrolment, report
cards, parent messages). Parents pay a fee of FDJ 150 per payment; schools pay a
monthly licence by number of pupils.

2. Figures (FDJ M)
                          2023      2024      2025P     2026P     2027P
Revenue                     74       118        236       410       640
Operating costs             71       109        205       339       503
Operating result             3         9         31        71       137
Schools at year end         61        77        115       160       210

Both 2023 and 2024 closed with an operating profit. Three of the 61 schools that were clients at the
start of 2024 left during the year (two closed, one changed owner); 19 joined. The
largest client, a group of four schools in Balbala, is 11% of revenue.

3. Licence
The Banque Centrale de Djibouti granted Hayaan its approval as a payment service
provider on 18 December 2024. The approval covers collection for third parties and
has no expiry date; the first annual report to the central bank is due in March 2026.

4. Ownership after the round
Ahmed Hassan Omar (CEO, co-founder)          27%
Kadra Ibrahim Said (CTO, co-founder)         19%
Gulf of Aden Capital Partners                22%
Tadjourah Angels (seed, 2022)                14%
ESOP (granted and pool)                      10%
Other angels                                  8%
Total                                       100%

We take one of five board seats and the usual protective provisions. Both founders
are full-time and have re-vested 25% of their shares over three years.

5. Competition
Two banks offer fee collection to the largest schools; most schools still take cash
at the office. A Nairobi school-software company has approached three schools in the
Plateau.

6. Risks
- The 2025 plan assumes 38 new schools, mainly outside the capital (Ali Sabieh,
  Dikhil, Tadjourah).
- D-Money fees could rise.
- The CTO is the only senior engineer; hiring a second one is a condition of the round.

7. Recommendation
Invest FDJ 355 M as proposed.`,
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'unrealistic-growth', 'high-churn', 'pending-licence'],
    traits: ['table', 'figures', 'negation', 'time'],
  },
  // 10 — Board pack with KPIs, parcel delivery, Ethiopia (ETB).
  // burn-above-revenue PRESENT (figures): May costs ETB 15.1m above revenue ETB 11.8m (EBITDA -3.3m); April 14.6m vs 11.1m.
  // related-party PRESENT (indirect): 42 motorbikes leased from a company 60%-owned by the CEO's wife, above market rate.
  // debt-distress PRESENT (indirect): current ratio 0.86x against a required minimum of 1.20x (covenant breach).
  // going-concern PRESENT (indirect): the directors cannot conclude the company will meet its obligations for twelve months.
  // short-runway ABSENT: cash ETB 52.0m / 3.3m a month = 15.8 months.
  // declining-revenue ABSENT: 11.8m in May against 11.1m in April.
  // high-churn ABSENT: merchant churn 2.1% a month (< 5%).
  {
    id: 'h19-en-w4-10',
    documentType: 'business_plan',
    language: 'en',
    text: `ENTOTO LAST-MILE PLC
Board pack - meeting of 26 June 2025 (19 Sene 2017 E.C.), Addis Ababa
Prepared by: Mulugeta Abera, CFO

1. Key performance indicators
                                  May 2025    Apr 2025
Parcels delivered                  212,400     198,700
On-time delivery                     91.2%       89.5%
Active merchant accounts             1,380       1,352
Merchant churn (monthly)              2.1%        2.3%
Revenue (ETB m)                       11.8        11.1
Operating costs (ETB m)               15.1        14.6
EBITDA (ETB m)                        (3.3)       (3.5)
Cash at month end (ETB m)             52.0        55.6

2. Operations
Volumes rose 6.9% on April, helped by the Bole and Kazanchis e-commerce merchants.
On-time delivery improved after the new sorting shift at the Lebu hub.

3. Fleet
The company runs 60 motorbikes. 42 are leased from Bole Moto Rental PLC at ETB 9,500
per bike per month under a three-year lease signed in March 2023; the other 18 come
from Selam Fleet Leasing at ETB 7,200. Bole Moto Rental PLC is 60% owned by W/ro Mahlet
Haile, the wife of our CEO, Ato Tewodros Kassa. The 2023 lease was not put out to
tender. The audit committee has asked for two market quotes before the lease is
extended in March 2026.

4. Bank facility
The Bank of Abyssinia working-capital facility (limit ETB 40m, drawn ETB 38m) requires
a current ratio of at least 1.20x, tested monthly. At 31 May the ratio was 0.86x
(April: 0.93x). Management informed the bank on 12 June and asked for a waiver in
writing; the bank has not yet replied. Under the facility letter the bank may demand
immediate repayment while the test is not met.

5. Directors' assessment of the next twelve months
Taking together the facility position in section 4 and the operating losses in
section 1, the directors are not able at this date to conclude that the company will
be able to meet its obligations as they fall due over the next twelve months without
a waiver from the bank or new equity. This uncertainty will be described in the notes
to the FY2024/25 financial statements.

6. Management actions
- Term sheet discussions with two investors for ETB 120m of new equity.
- Price increase of 8% for merchants below 500 parcels a month from 1 Hamle.
- Renewal of the CFO's contract for two years (approved by the committee).

7. Resolutions
- Note the KPIs and the bank position.
- Mandate the chair to negotiate the waiver.
- Require market quotes for the motorbike lease.`,
    present: ['burn-above-revenue', 'related-party', 'debt-distress', 'going-concern'],
    absent: ['short-runway', 'declining-revenue', 'high-churn'],
    traits: ['table', 'figures', 'indirect', 'split'],
  },
  // 11 — Share purchase agreement excerpt (disclosure letter), bottled water, Djibouti (FDJ).
  // cap-table-complexity PRESENT (indirect): register shows 10,550 shares, the statuts 12,000; the Sellers cannot reconcile them.
  // dead-equity PRESENT (indirect): a co-founder who left in 2022 still holds 1,300 shares; the call option lapsed unexercised.
  // founder-departure PRESENT (indirect): that co-founder "ceased all functions in the Company in August 2022".
  // related-party PRESENT (indirect): the plant land is leased from a company owned by the Chairman and his brothers.
  // litigation PRESENT: a haulier's claim of FDJ 38.6M is pending, next hearing 12 June 2025.
  // investor-control ABSENT: the Buyer takes 4,200 / 12,000 = 35.0% (4,200 / 10,550 = 39.8% on the register basis), < 50%.
  // pending-licence ABSENT: the bottling authorisation was renewed on 9 January 2025.
  // debt-distress ABSENT: all BCIMR repayments made, covenants met.
  {
    id: 'h19-en-w4-11',
    documentType: 'legal_docs',
    language: 'en',
    text: `SHARE PURCHASE AGREEMENT dated 30 May 2025
between Mr Hassan Omar Bouh, Mrs Amina Daoud Bouh and Mr Idriss Ali Farah (the
"Sellers") and Horn Beverages Holding Ltd, Mauritius (the "Buyer"),
relating to 4,200 shares of Source Dikhil SA (the "Company") for a price of
FDJ 640,000,000.

SCHEDULE 4 - DISCLOSURE LETTER (EXTRACT)
The Sellers make the following disclosures against the Warranties in Schedule 3.
Each disclosure qualifies the warranty whose number it bears.

D.5.1 Issued capital (Warranty 5.1)
Warranty 5.1 states that the issued capital is FDJ 120,000,000 divided into 12,000
shares of FDJ 10,000. The share register kept at the registered office records 10,550
shares only. The difference of 1,450 shares comes from the capital increase approved by
the extraordinary general meeting of 14 June 2021. The Sellers have not been able to
produce proof that this increase was filed with the trade register at ODPIC, nor that
the new shares were paid up in full. The holdings in Schedule 2 are therefore given on
both bases, and the two lists do not agree for four of the nine shareholders.

D.5.4 Former founder (Warranty 5.4)
Mr Abdourahman Ali Waberi, one of the three founders, ceased all functions in the
Company in August 2022 and now lives in Ottawa. He remains the registered holder of
1,300 shares. The call option over a departing founder's shares in article 14 of the
statuts was not exercised within its 12-month window and has lapsed. He is not party
to this Agreement.

D.6.2 Real property (Warranty 6.2)
The bottling plant at PK 51 on the Dikhil road stands on land leased from SCI Bouh
Freres, whose partners are Mr Hassan Omar Bouh, chairman of the board, and his two
brothers. The rent is FDJ 4,800,000 per month and was raised by 10% on 1 January 2025.
The lease runs to 2034 and may be terminated by the lessor on six months' notice.

D.8.1 Litigation (Warranty 8.1)
On 4 February 2025 Transit Horn SARL brought a claim against the Company before the
Tribunal de Premiere Instance de Djibouti for FDJ 38,600,000 of haulage invoices for
2023 and 2024. The Company disputes the claim, citing late deliveries and broken
pallets. The next hearing is set for 12 June 2025.

D.9.3 Permits (Warranty 9.3)
The Ministry of Health authorisation to bottle and sell natural mineral water was
renewed on 9 January 2025 for five years. No other permit is due for renewal before
2027.

D.10.2 Borrowings (Warranty 10.2)
The BCIMR investment loan (FDJ 210,000,000 outstanding) has been repaid on schedule;
every covenant was met at the last test date, 31 March 2025.

General
Nothing in this letter is a disclosure against the Tax Warranties in Part C of
Schedule 3.`,
    present: ['cap-table-complexity', 'dead-equity', 'founder-departure', 'related-party', 'litigation'],
    absent: ['investor-control', 'pending-licence', 'debt-distress'],
    traits: ['list', 'indirect', 'split'],
  },
  // 12 — Court-filing summary, solar installer, Ethiopia (ETB). Clean.
  // litigation ABSENT: the supplier case ended in a final judgment, paid, appeal period expired, file closed;
  //   the landlord's arbitration is only threatened (possible future dispute).
  // debt-distress ABSENT: the tax assessment was cancelled and a tax clearance certificate issued; judgment sum paid.
  // regulatory ABSENT: the Energy Authority's proposed suspension was withdrawn; the licence is valid.
  {
    id: 'h19-en-w4-12',
    documentType: 'legal_docs',
    language: 'en',
    text: `HAILU & KEBEDE LAW OFFICE
Addis Ababa, Kirkos Sub-city

SUMMARY OF COURT FILINGS AND PROCEEDINGS
Client: Gadaa Solar Ethiopia PLC
Prepared for: Oromia International Bank S.C. (credit review)
Position as at 30 April 2025

1. Sunway Components Trading PLC v. Gadaa Solar Ethiopia PLC
Federal First Instance Court, Lideta Division
Sunway claimed ETB 6.4 million for inverters and panels delivered in 2023, which Gadaa
had refused to pay in full because 40 inverters failed on installation. By judgment of
3 March 2025 the court allowed ETB 2.1 million and dismissed the rest of the claim.
Gadaa paid ETB 2.1 million on 2 April 2025. Neither party appealed to the Federal High
Court within the time allowed, so the judgment is final, and the execution file was
closed on 15 April 2025.

2. Income tax assessment, year 2014 E.C.
The Ministry of Revenues (Large Taxpayers Office) issued an assessment of
ETB 3.8 million in 2024. Gadaa objected and appealed. By decision of 20 January 2025
the Tax Appeal Commission cancelled the assessment in full; the Ministry did not take
the matter further. No tax, penalty or interest is owed, and a tax clearance
certificate was issued on 28 February 2025.

3. Ethiopian Energy Authority
In August 2024 the Authority notified Gadaa that it proposed to suspend its
installation licence because a certified electrician was missing from the Adama team.
Gadaa hired a certified electrician, the site was re-inspected, and the Authority
withdrew its notice on 11 November 2024. The licence is valid until July 2026.

4. Matters that could arise
The owner of the Kality warehouse wrote on 2 April 2025 that it may start arbitration
under the lease over the rent increase for 2025. No request for arbitration has been
filed, and the parties met on 24 April to discuss a compromise. If proceedings were
started, the amount in issue would be about ETB 0.9 million a year.

5. Conclusion
At 30 April 2025 we are aware of no proceedings pending by or against Gadaa Solar
Ethiopia PLC before any court, tribunal, arbitral body or authority.

Meseret Hailu, Advocate and Legal Consultant`,
    present: [],
    absent: ['litigation', 'debt-distress', 'regulatory'],
    traits: ['prose', 'negation', 'time', 'modality'],
  },
  // 13 — Pitch deck in slide form, telehealth, Ethiopia.
  // missing-financials PRESENT: the deck gives users, consultations and the amount sought, but no revenue or cost figure.
  // pending-licence PRESENT (indirect): the telemedicine licence application is still with the Ministry of Health.
  // no-competition PRESENT (indirect): "the field is empty", no other service offers it.
  // unrealistic-growth ABSENT: 110,000 / 48,000 users = 2.3x by mid-2026 (about 14 months).
  // founder-departure ABSENT: the co-founder joined full-time (she left a hospital, not the company).
  {
    id: 'h19-en-w4-13',
    documentType: 'pitch_deck',
    language: 'en',
    text: `TENA CALL - Seed round - May 2025

Slide 1 - Tena Call
An Ethiopian doctor on your phone in ten minutes.
Video, voice or USSD call-back, in Amharic, Afaan Oromo, Tigrinya and Somali.

Slide 2 - The problem
- In many woredas the nearest doctor is a day's travel away
- Patients queue from 5 am at referral hospitals for a first consultation
- Diaspora families pay for trips to Addis just to get a diagnosis for a parent

Slide 3 - Our solution
- Consultations with doctors licensed in Ethiopia, booked in the app or by USSD
- Call-back on a basic phone when there is no data
- Referral letters and follow-up reminders by SMS

Slide 4 - Traction (free beta since October 2024, Addis Ababa and Adama)
- 48,000 registered users
- 9,300 consultations completed
- 64 doctors on the panel
- Patient rating 4.7 / 5
- 38% of consultations from outside Addis Ababa

Slide 5 - Why now
- telebirr and M-Pesa reach tens of millions of phones
- 4G in all regional capitals
- Doctors want extra income outside hospital hours

Slide 6 - Competition
The field is empty. No other service in Ethiopia lets a patient speak to a licensed
Ethiopian doctor by video in their own language. Hospitals have hotlines, but they
only book appointments.

Slide 7 - Licence and launch
- Telemedicine service licence: dossier submitted to the Ministry of Health on
  14 Hidar 2017 E.C. (23 November 2024)
- The Ministry's review committee is still examining the file
- Paid consultations and e-prescriptions start the day the licence is issued; until
  then the beta stays free

Slide 8 - Roadmap
- 110,000 registered users by mid-2026
- Dire Dawa, Hawassa and Bahir Dar in 2026
- Pharmacy delivery partners for e-prescriptions

Slide 9 - Team
- Nahom Tesfaye, CEO - product lead at an Addis fintech for five years
- Dr. Bethlehem Alemu, CMO and co-founder - left Tikur Anbessa Hospital in January
  2025 to join Tena Call full-time
- Kalkidan Mesfin, CTO - built the USSD stack for a national NGO programme

Slide 10 - The ask
- ETB 95 million seed round
- Contact: nahom@tenacall.et`,
    present: ['missing-financials', 'pending-licence', 'no-competition'],
    absent: ['unrealistic-growth', 'founder-departure'],
    traits: ['list', 'indirect', 'time'],
  },
];
