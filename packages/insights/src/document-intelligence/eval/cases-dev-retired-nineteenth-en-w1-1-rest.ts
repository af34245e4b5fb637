/** The rest of cases-dev-retired-nineteenth-en-w1-1.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagNineteenthEnW1P1Rest: readonly RedFlagCase[] = [
  // 04 — Seed pitch deck, smallholder input credit, Zimbabwe.
  // no-competition PRESENT (indirect): "nobody else doing this", "no company, local or foreign".
  // unit-economics PRESENT (figures): claimed CAC US$ 6, but US$ 57 600 / 1 800 farmers = US$ 32;
  //   LTV/CAC is then 84 / 32 = 2.6x, not the 14x claimed.
  // unrealistic-growth PRESENT (figures): 620 000 / 110 000 = 5.6x (2026); 2 900 000 / 620 000 = 4.7x (2027).
  // burn-above-revenue PRESENT (figures): monthly burn US$ 23 500 > June revenue US$ 9 400.
  // short-runway ABSENT: 330 000 / 23 500 = 14.0 months (23 months on net burn 23 500 - 9 400 = 14 100).
  // pending-licence ABSENT: AMA registration issued March 2025; credit through an already licensed MFI.
  {
    id: 'h19-en-w1-04',
    documentType: 'pitch_deck',
    language: 'en',
    text: `MBEU CONNECT - SEED ROUND, JULY 2025
Input credit and a guaranteed buyer for Zimbabwe's smallholder farmers

Slide 1 - The problem
- About 1.4 million smallholder households grow most of Zimbabwe's maize, soya and sugar beans
- Seed and fertiliser are bought late, for cash, at town prices
- Harvests are sold at the farm gate to whoever turns up with a truck
- Banks do not lend to farmers without title deeds

Slide 2 - What we do
- A Mbeu field agent signs the farmer up on USSD, no smartphone needed
- Seed and fertiliser are delivered on credit through partner agro-dealers
- At harvest we collect, grade and sell to millers and contractors; the input loan is
  deducted from the payout, the rest goes to the farmer's EcoCash wallet

Slide 3 - Competition
There is simply nobody else doing this in Zimbabwe. Agro-dealers sell, contractors buy, banks
lend - each on its own. No company, local or foreign, offers a farmer the whole season in one
place. The field is ours.

Slide 4 - Traction (to 30 June 2025)
- 3 200 farmers registered in Murehwa, Mutoko and Gokwe South
- 1 800 of them onboarded between January and June 2025
- 2 100 tonnes of maize and soya sold to three millers in the 2024/25 season
- Revenue in June 2025: US$ 9 400 (input margin plus 4% sales commission)

Slide 5 - Unit economics
- Customer acquisition cost: US$ 6 per farmer
- Lifetime value: US$ 84 per farmer (three seasons)
- LTV : CAC = 14x
- Onboarding spend January-June 2025 (field agents' pay, fuel, radio slots): US$ 57 600

Slide 6 - Five-year plan (revenue, US$)
  2025      110 000
  2026      620 000
  2027    2 900 000
  2028    9 800 000
  2029   21 000 000

Slide 7 - Money
- Monthly burn: US$ 23 500 (team of 14, field costs, technology)
- Cash in bank on 30 June 2025: US$ 330 000 - 14 months at the current burn
- Raising US$ 600 000 on a SAFE with a US$ 4m valuation cap
- Use of funds: 50% expansion to Masvingo and Manicaland, 30% input credit book, 20% technology

Slide 8 - Licences and partners
- Registered as a contractor with the Agricultural Marketing Authority (certificate issued
  11 March 2025)
- Input credit is booked by our partner, a microfinance institution licensed by the Reserve
  Bank of Zimbabwe; we earn a servicing fee

Slide 9 - Team
- Tatenda Mukono, CEO - eight years selling seed across Mashonaland
- Chipo Sibanda, COO - agronomist, ran a 6 000-farmer contract scheme for a tobacco merchant
- 12 field agents, all from the districts they serve`,
    present: ['no-competition', 'unit-economics', 'unrealistic-growth', 'burn-above-revenue'],
    absent: ['short-runway', 'pending-licence'],
    traits: ['list', 'table', 'figures', 'indirect'],
  },

  // 05 — Bank facility letter (Murabaha), sesame and gum arabic exporter, Port Sudan, Sudan.
  // customer-concentration PRESENT (figures): SDG 1,620 million / SDG 3,100 million = 52.3% of 2024 turnover from Al-Hijaz.
  // litigation PRESENT (indirect): Commercial Suit No. 214/2024, witnesses heard, no judgment yet.
  // regulatory PRESENT: Ministry of Trade and Supply suspended the exporter registration for gum arabic; still in force.
  // debt-distress ABSENT: the 2023 facility was settled in full; nothing past due.
  {
    id: 'h19-en-w1-05',
    documentType: 'legal_docs',
    language: 'en',
    text: `RED SEA COMMERCIAL BANK
Corporate Banking Department, Al-Matar Street, Port Sudan

Ref: RSCB/CB/FL/2025/0117                                        Date: 22 June 2025

The Managing Director
Sawakin Agro Export Co. Ltd
Industrial Area, Port Sudan

Dear Sir,

OFFER OF A MURABAHA FINANCING FACILITY

We are pleased to offer the facility below, subject to the terms of this letter and to the
Bank's General Terms for Islamic Financing.

1. Facility: revolving Murabaha facility for the purchase of sesame seed and gum arabic for
   export.
2. Limit: SDG 960,000,000 (nine hundred and sixty million Sudanese pounds).
3. Tenor: 12 months from first drawdown; each Murabaha transaction no longer than 120 days.
4. Profit: mark-up of 24% per annum on the cost price, fixed for each transaction.
   Arrangement fee: SDG 14.5 million, payable on acceptance.
5. Security
   (a) Assignment of the proceeds of the Borrower's export contract dated 5 January 2025 with
       Al-Hijaz Food Industries Co., Jeddah. According to the Borrower's accounts for 2024,
       sales to Al-Hijaz were SDG 1,620 million out of total turnover of SDG 3,100 million.
   (b) Pledge over goods financed, held in the Borrower's warehouse in the Port Sudan free zone
       and insured in the Bank's favour.
   (c) First legal mortgage over Plot No. 44, Industrial Area, Port Sudan.
6. Conditions precedent: board resolution; valid tax clearance certificate from the Taxation
   Chamber; insurance certificates; registered mortgage deed.
7. Matters disclosed by the Borrower
   (a) Commercial Suit No. 214/2024, brought by Nile Shipping Agencies Ltd against the Borrower
       before the Port Sudan Commercial Court, claims SDG 186 million in demurrage and storage
       charges. The court has heard the witnesses of both parties; judgment has not been
       given. The Borrower contests the claim.
   (b) On 3 March 2025 the Ministry of Trade and Supply suspended the Borrower's registration as
       an exporter of gum arabic after a complaint about the grading of a December 2024
       consignment. The suspension remains in force at the date of this letter. Sesame exports
       are not affected.
8. Undertakings
   (a) No drawing shall finance gum arabic until the Bank receives written evidence that the
       Ministry has lifted the suspension in 7(b).
   (b) The Borrower shall inform the Bank within 7 days of any judgment in the suit in 7(a).
   (c) Audited accounts within 120 days of each year end.
9. Financial covenant: current ratio of not less than 1.2 times, tested on audited accounts.
10. Previous facility: the Borrower's 2023 Murabaha facility of SDG 420 million was settled in
    full on 30 November 2024. No amount is past due to the Bank on any account.
11. Validity: this offer lapses if not accepted in writing within 21 days of its date.

Yours faithfully,
For Red Sea Commercial Bank

Osman Elamin                          Nagla Abdelrahim
Head of Corporate Banking             Credit Administration

Accepted for Sawakin Agro Export Co. Ltd: __________________ (Managing Director)`,
    present: ['customer-concentration', 'litigation', 'regulatory'],
    absent: ['debt-distress'],
    traits: ['list', 'figures', 'indirect', 'words'],
  },

  // 06 — Board minutes, water kiosks, Bulawayo, Zimbabwe. CLEAN.
  // litigation ABSENT: Matopos Plumbing claim settled on 2 April 2025, no summons issued, matter closed.
  // pending-licence ABSENT: EMA licence for Nkulumane issued 9 April 2025; all 14 kiosks licensed.
  // founder-departure ABSENT: CEO declined the approach; contract renewed to 2028.
  // related-party ABSENT: no director has an interest in the bidders (negation).
  // gross-margin ABSENT: 88 200 / 171 900 = 51.3% -> 94 300 / 186 400 = 50.6%, down 0.7 points.
  // burn-above-revenue ABSENT: Q1 costs 92 100 + 71 300 = 163 400 < revenue 186 400 (operating profit 23 000).
  // declining-revenue ABSENT: 186 400 > 171 900.
  // debt-distress ABSENT: all instalments and taxes paid on their due dates.
  {
    id: 'h19-en-w1-06',
    documentType: 'business_plan',
    language: 'en',
    text: `GWAYI WATER SOLUTIONS (PRIVATE) LIMITED
Minutes of the meeting of the Board of Directors held at 14 Fort Street, Bulawayo,
on Thursday 24 April 2025 at 09:30

Present:        S. Ndlovu (Chairperson, independent non-executive)
                L. Dube (Chief Executive Officer, co-founder)
                T. Ncube (Chief Technical Officer, co-founder)
                G. Mpofu (non-executive, nominated by Insiza Capital)
In attendance:  P. Sibanda (Finance Manager); N. Moyo (Company Secretary, minutes)

1. Opening and quorum
   The Chairperson opened the meeting at 09:35. All directors were present; quorum confirmed.

2. Declarations of interest
   Each director confirmed that he or she has no interest in any supplier, customer or bidder
   on the agenda, including the three bidders under item 7.

3. Minutes of 30 January 2025
   Approved without amendment and signed by the Chairperson.

4. Q1 2025 results
   The Finance Manager presented the quarter:
                                Q1 2025 US$      Q4 2024 US$
   Revenue                          186 400          171 900
   Cost of sales                    (92 100)         (83 700)
   Gross profit                      94 300           88 200
   Operating expenses               (71 300)         (68 900)
   Operating profit                  23 000           19 300
   Gross margin moved from 51.3% to 50.6% because membranes bought in ZWG in February cost
   more. The 14 kiosks sold 2.1 million litres in the quarter. The Board noted the results.

5. Licences
   The CEO reported that the Environmental Management Agency issued the effluent discharge
   licence for the Nkulumane kiosk on 9 April 2025, three months after the application. All
   14 kiosks now hold current EMA licences and City of Bulawayo trading licences.

6. Matopos Plumbing
   The letter of demand from Matopos Plumbing (Private) Limited for US$ 6 200, reported at the
   last meeting, was settled on 2 April 2025 by a payment of US$ 4 800 in full and final
   settlement. Their legal practitioners have confirmed in writing that the matter is closed;
   no summons was ever issued.

7. Membrane supply tender
   Three bids were received. The Board approved AquaPure (Private) Limited of Harare as
   supplier for two years at US$ 218 per membrane set, the lowest compliant bid.

8. Chief Executive
   The Chairperson referred to a newspaper report that a regional utility had approached
   Ms Dube. Ms Dube confirmed that she declined the approach and will remain Chief Executive.
   The Board approved the renewal of her service contract to 31 March 2028.

9. FY2024 financial statements
   The Board approved the financial statements for the year ended 31 December 2024, on which
   Mlilo & Partners, Chartered Accountants (Zimbabwe), issued an unmodified opinion on
   11 April 2025, and authorised their filing.

10. Borrowings and taxes
   The Finance Manager confirmed that every instalment on the Umguza Building Society equipment
   loan (balance US$ 64 000) was paid on its due date, and that PAYE, VAT and QPDs were paid to
   ZIMRA on time.

11. Next meeting: Thursday 24 July 2025. The meeting closed at 11:50.

Signed: ______________________ Chairperson          Date: ______________`,
    present: [],
    absent: ['litigation', 'pending-licence', 'founder-departure', 'related-party'],
    traits: ['table', 'list', 'negation', 'time', 'figures'],
  },

  // 07 — WhatsApp chat export between co-founders, school-fees SaaS, Harare, Zimbabwe.
  // high-churn PRESENT (figures): February 11 / 140 = 7.9% of schools lost in one month; January 9 / 135 = 6.7%.
  // non-recurring-revenue PRESENT (indirect): the once-off US$ 1 900 migration fee is put in the "MRR" of US$ 10 700
  //   (8 800 subscriptions + 1 900 once-off).
  // founder-departure PRESENT (indirect): the co-founder/CTO signed another offer and resigned, last day 30 April.
  // declining-revenue ABSENT: subscriptions US$ 8 800 in Feb vs 8 500 in Jan.
  // customer-concentration ABSENT: Borrowdale Heights (1 900 + 320) / 10 700 = 20.7%.
  {
    id: 'h19-en-w1-07',
    documentType: 'business_plan',
    language: 'en',
    text: `WhatsApp chat export - "Chikoro founders 🔒"

[03/03/2025, 20:47] Tendai Mhlanga: Feb numbers are in. Need them on the deck before the Msasa Ventures call on Thursday
[03/03/2025, 20:48] Tendai Mhlanga: Schools: started Feb on 140. 14 new, 11 cancelled. 143 at month end
[03/03/2025, 20:49] Kuda Sithole: 11 again?? Jan was 9 out of 135
[03/03/2025, 20:50] Tendai Mhlanga: Ya. Mostly the small schools in Epworth and Chitungwiza. Parents pay late or in ZiG and the heads say they can't justify US$ 60 a month for us
[03/03/2025, 20:51] Kuda Sithole: And the ones who stay barely open the parent app. 38% of parents logged in last month
[03/03/2025, 20:53] Tendai Mhlanga: Revenue Feb: subscriptions US$ 8 800 (Jan 8 500). Borrowdale Heights group also paid the once-off data migration for their junior school, US$ 1 900
[03/03/2025, 20:54] Tendai Mhlanga: Slide 6 will say MRR US$ 10 700
[03/03/2025, 20:55] Kuda Sithole: The migration isn't monthly though. They pay us 320 a month for the subscription, the 1 900 was one time
[03/03/2025, 20:57] Tendai Mhlanga: They're opening a second campus next year so it'll come again. Everyone counts services. I'm leaving it in the MRR line, with the ZiG receipts at the interbank rate
[03/03/2025, 20:58] Kuda Sithole: Your deck, your call
[03/03/2025, 20:59] Tendai Mhlanga: Can you do the product slide tonight? Screenshots of the fee reminder flow
[03/03/2025, 21:06] Kuda Sithole: Will do. But Tendai there's something I have to tell you before Thursday
[03/03/2025, 21:06] Kuda Sithole: I signed the offer from the payments company in Sandton this afternoon. They want me from 5 May
[03/03/2025, 21:07] Kuda Sithole: My last day at Chikoro will be 30 April. The resignation letter is in your inbox
[03/03/2025, 21:09] Tendai Mhlanga: Wow
[03/03/2025, 21:09] Tendai Mhlanga: Ok. I didn't see that coming
[03/03/2025, 21:12] Kuda Sithole: I'm sorry. Four years of half salaries, Rumbi is expecting, and this one pays in rand every month
[03/03/2025, 21:13] Kuda Sithole: I'll write up the whole stack for Farai and stay on WhatsApp for questions after I go
[03/03/2025, 21:15] Tendai Mhlanga: Do we tell Msasa on Thursday or after the call?
[03/03/2025, 21:16] Kuda Sithole: They'll ask who runs tech. Better they hear it from us
[03/03/2025, 21:18] Tendai Mhlanga: Ok. 7am at the office tomorrow, let's plan it properly
[03/03/2025, 21:18] Kuda Sithole: 👍🏾`,
    present: ['high-churn', 'non-recurring-revenue', 'founder-departure'],
    absent: ['declining-revenue', 'customer-concentration'],
    traits: ['chat', 'figures', 'indirect', 'time'],
  },
];
