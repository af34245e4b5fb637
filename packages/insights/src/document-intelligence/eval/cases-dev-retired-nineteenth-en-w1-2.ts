import type { RedFlagCase } from './case';
import { redFlagNineteenthEnW1P2Rest } from './cases-dev-retired-nineteenth-en-w1-2-rest';

export const redFlagNineteenthEnW1P2: readonly RedFlagCase[] = [
  // 08 — Seed pitch deck, telemedicine and medicine delivery, Port Sudan / Kassala, Sudan.
  // missing-financials PRESENT: the deck gives consultations, doctors, pharmacies, a rating and the raise,
  //   but no revenue figure and no cost figure anywhere (use of funds only in percentages).
  // pending-licence PRESENT (indirect): NMPB delivery permit applied for in January 2025, inspected in March, "waiting for its decision".
  // founder-departure PRESENT (indirect): co-founder and former CTO left in March 2025 for a job in Doha.
  // no-competition ABSENT: Altibbi, Vezeeta, NGO hotlines and private clinics are named as alternatives.
  // regulatory ABSENT: no sanction, ban or suspension and no stated uncertainty; doctors are registered.
  {
    id: 'h19-en-w1-08',
    documentType: 'pitch_deck',
    language: 'en',
    text: `TABEEBAK
Doctors by phone, medicines to the door - for Sudan's cities and the people who fled to them
Seed deck, May 2025

1. The problem
   - Since April 2023 most hospitals in Khartoum, Darfur and Kordofan have stopped working
   - More than ten million people are displaced; many now live in Port Sudan, Kassala,
     Gedaref and Atbara, where clinics have queues from dawn
   - Patients do not know which pharmacy has a medicine or what it should cost; fakes are common

2. What Tabeebak does
   - Voice or video consultations with Sudanese doctors, including diaspora doctors in the Gulf
     and the UK
   - E-prescription sent to a partner pharmacy and delivered by motorbike within three hours
   - Works on weak networks: call-back and WhatsApp when data drops

3. Traction (launch in October 2024 to 30 April 2025)
   - 11,400 consultations
   - 162 doctors on the platform, 38 partner pharmacies in Port Sudan and Kassala
   - Average rating 4.6 / 5; 41% of patients came back for a second consultation
   - Payment by Bankak transfer or cash on delivery

4. Business model
   - Commission on each consultation and on each delivered order
   - Corporate plans for NGOs and employers (three in discussion)

5. Competition
   - Altibbi (Jordan) and Vezeeta (Egypt) serve Arabic-speaking patients online but do not
     deliver medicines in Sudan
   - Free NGO hotlines cover some states, with limited hours
   - Walk-in private clinics remain the main alternative
   - Our edge: local doctors, local pharmacies, delivery in hours

6. Regulation
   - All consulting doctors are registered with the Sudan Medical Council
   - For medicine delivery we applied in January 2025 to the National Medicines and Poisons
     Board for a permit. The Board inspected our Port Sudan hub in March and we are waiting for
     its decision. Until then, deliveries are made by the partner pharmacies' own staff.

7. Team
   - Dr Reem Abdalla - CEO and co-founder; physician, nine years at Omdurman Teaching Hospital
   - Ahmed Khalid - product and operations; formerly with a mobile operator in Khartoum
   - Our co-founder and former CTO, Hassan Mirghani, moved to a job in Doha in March 2025. The
     platform is maintained by a contract team in Cairo while we recruit a CTO.

8. The ask
   - Raising US$ 400,000 on a SAFE
   - Use of funds: 45% technology and the CTO hire, 35% launch in Gedaref and Atbara,
     20% medicine quality checks at partner pharmacies

Contact: reem@tabeebak.sd`,
    present: ['missing-financials', 'pending-licence', 'founder-departure'],
    absent: ['no-competition', 'regulatory'],
    traits: ['list', 'indirect', 'split'],
  },

  // 09 — Audit report with notes, bottled-water producer, Port Sudan, Sudan. CLEAN.
  // audit-opinion ABSENT: unmodified opinion ("present fairly", no qualification).
  // going-concern ABSENT: auditor found no material uncertainty (negation).
  // debt-distress ABSENT: Murabaha instalments paid on due dates; taxes paid, nothing overdue.
  // related-party ABSENT: note 19 says no dealings with entities of directors or their families.
  // gross-margin ABSENT: 1,048,200 / 2,911,700 = 36.0% (2023) vs 1,701,800 / 4,862,400 = 35.0% (2024): down 1.0 point.
  // customer-concentration ABSENT: largest customer 11% (2023: 14%); humanitarian agencies together 19%.
  // declining-revenue ABSENT: 4,862,400 > 2,911,700.
  // burn-above-revenue ABSENT: profit before tax 671,000; costs 3,160,600 + 912,300 + 118,500 = 4,191,400 < revenue 4,862,400.
  // Tax check: 671,000 x 20% = 134,200; 344,200 x 20% = 68,840.
  {
    id: 'h19-en-w1-09',
    documentType: 'financial_statements',
    language: 'en',
    text: `AROUS AL-BAHR WATER CO. LTD
Financial statements for the year ended 31 December 2024

REPORT OF THE INDEPENDENT AUDITOR TO THE SHAREHOLDERS OF AROUS AL-BAHR WATER CO. LTD

Opinion
We have audited the financial statements of Arous Al-Bahr Water Co. Ltd (the "Company"), which
comprise the statement of financial position as at 31 December 2024, the statement of profit or
loss, the statement of changes in equity and the statement of cash flows for the year then
ended, and notes to the financial statements. In our opinion, the accompanying financial
statements present fairly, in all material respects, the financial position of the Company as
at 31 December 2024, and its financial performance and its cash flows for the year then ended,
in accordance with International Financial Reporting Standards.

Basis for opinion
We conducted our audit in accordance with International Standards on Auditing. We are
independent of the Company and have fulfilled our other ethical responsibilities. We believe
that the audit evidence we have obtained is sufficient and appropriate to provide a basis for
our opinion.

Conclusions relating to going concern
We have concluded that the directors' use of the going concern basis of accounting is
appropriate. Based on the work we have performed, we have not identified any material
uncertainty relating to events or conditions that may cast significant doubt on the Company's
ability to continue as a going concern for at least twelve months from the date of this report.

Elnour & Co., Chartered Accountants
Port Sudan, 20 April 2025

STATEMENT OF PROFIT OR LOSS (extract)              2024            2023
                                               SDG '000        SDG '000
Revenue                                       4,862,400       2,911,700
Cost of sales                                (3,160,600)     (1,863,500)
Gross profit                                  1,701,800       1,048,200
Selling and administrative expenses            (912,300)       (611,400)
Murabaha finance cost                          (118,500)        (92,600)
Profit before tax and Zakat                     671,000         344,200
Business profit tax and Zakat                  (134,200)        (68,840)
Profit for the year                             536,800         275,360

NOTES (extracts)

4. Revenue
Sales of bottled water to wholesalers and retailers made up 81% of revenue; supply contracts
with humanitarian agencies 19%. The largest single customer, an international relief agency,
accounted for 11% of revenue (2023: 14%). No other customer exceeded 6%.

12. Murabaha financing
The balance of SDG 640,000 thousand is owed to Sawakin Islamic Bank under a Murabaha facility
for filling-line equipment, repayable in monthly instalments to March 2027. All instalments
falling due in 2024 were paid on their due dates, and the Company complied with the terms of
the facility throughout the year.

15. Taxation and Zakat
Business profit tax and Zakat for 2023 were assessed by the Taxation Chamber and paid in full
in June 2024. No tax or Zakat amounts were overdue at 31 December 2024.

19. Transactions with related parties
During 2024 the Company did not buy from, sell to or rent from any entity in which a director
or a member of a director's family has an interest.

21. Events after the reporting date
In February 2025 the Company started a second filling line in Atbara, paid from its own cash.
No event after the reporting date requires adjustment of these financial statements.`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'debt-distress', 'related-party', 'gross-margin'],
    traits: ['table', 'prose', 'negation', 'figures'],
  },

  // 10 — Term sheet (convertible bridge loan), solar developer, Harare, Zimbabwe.
  // investor-control PRESENT (figures): LGP holds 5 500 / 10 000 shares = 55% today.
  // related-party PRESENT (indirect): loan funds US$ 260 000 still payable to Chari Electrical, owned by the CEO's brother.
  // litigation PRESENT (indirect): HC 4412/24 in the High Court at Harare, pleadings closed, no trial date.
  // low-founder-ownership ABSENT: founders (2 500 + 2 000) / 10 000 = 45% today; the loan converts only later.
  // dead-equity ABSENT: the former adviser's 300 shares were bought back and cancelled in November 2024.
  // pending-licence ABSENT: ZERA generation licence issued on 14 February 2025.
  {
    id: 'h19-en-w1-10',
    documentType: 'legal_docs',
    language: 'en',
    text: `KUVHENEKERA ENERGY (PRIVATE) LIMITED
TERM SHEET - CONVERTIBLE BRIDGE LOAN
Harare, 3 September 2025. Confidential. Non-binding except clauses 12 and 13.

1. Borrower: Kuvhenekera Energy (Private) Limited (the "Company"), which builds and operates
   solar plants for farms and factories in Mashonaland.
2. Lender: Limpopo Growth Partners Fund I ("LGP").
3. Amount: US$ 750 000, in one drawdown at signature of the loan agreement.
4. Interest: 12% per annum, simple, rolled up and payable on maturity or converted.
5. Maturity: 18 months from drawdown.
6. Conversion: at the next equity round of at least US$ 2 000 000, into the shares issued in
   that round at a 20% discount to its price, with a cap of US$ 6 000 000 pre-money.
7. Current shareholding (ordinary shares):
       Rufaro Chari (CEO, founder)                  2 500
       Tawanda Gumbo (COO, founder)                 2 000
       Limpopo Growth Partners Fund I               5 500
       Total                                       10 000
   The 300 shares issued in 2022 to a former technical adviser were bought back by the Company
   at par in November 2024 and cancelled. An option pool will be created at the next round.
8. Use of proceeds
   (a) Completion of the 1.2 MWp plant at Norton Milling. The civil and electrical works are
       contracted to Chari Electrical Contractors (Private) Limited, which is owned by
       Mr Farai Chari, brother of the CEO, under a contract dated 14 March 2025 for
       US$ 410 000, of which US$ 260 000 remains payable and will be paid from this loan.
   (b) Balance: working capital and development costs of the Chegutu pipeline.
9. Security: cession of the Company's rights under the 15-year power purchase agreement with
   Norton Milling; pledge of the founders' shares until repayment or conversion.
10. Disclosures by the Company
   (a) The generation licence for the Norton plant was issued by the Zimbabwe Energy Regulatory
       Authority on 14 February 2025.
   (b) The Company is the defendant in case HC 4412/24 in the High Court of Zimbabwe at
       Harare, in which Shamva Steel Fabricators (Private) Limited claims damages of US$ 38 000
       for the cancellation of an order for mounting structures. The Company defends the claim;
       pleadings have closed and no trial date has been set.
11. Information rights: monthly operating report; quarterly management reports; audited annual
    financial statements within four months of year end.
12. Confidentiality: the existence and terms of this term sheet are confidential.
13. Exclusivity: 45 days.
14. Governing law: the laws of Zimbabwe. Disputes under the loan agreement shall be referred to
    arbitration in Harare under the Arbitration Act (Chapter 7:15).

Signed for the Company: __________________     Signed for LGP: __________________`,
    present: ['investor-control', 'related-party', 'litigation'],
    absent: ['low-founder-ownership', 'dead-equity', 'pending-licence'],
    traits: ['list', 'table', 'figures', 'indirect', 'negation'],
  },

  ...redFlagNineteenthEnW1P2Rest,
];
