/**
 * Development set, fourteenth round, English documents of the due-diligence room (2026-11-30):
 * investor-update emails, board minutes, DDQ answers, bank and loan letters, notes to the accounts,
 * disclosure schedules and KPI exports from Nigeria, Kenya, Ghana, South Africa, Egypt and Rwanda.
 * Written and labelled from the labelling guide (held-out.ts) by a new writer before any rule was changed for them.
 * Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseFourteenthEnDocuments: readonly RedFlagCase[] = [
  { id: 'd14a-cc-investor-email', documentType: 'business_plan', language: 'en',
    present: ['customer-concentration'], absent: ['short-runway', 'burn-above-revenue'], traits: ['figures', 'indirect'],
    text: `Subject: Q3 investor update - Haulr (Lagos)
Hi all,
Quick numbers for the quarter: billings of ₦1.12bn, up from ₦0.86bn in Q2.
One thing you will see in the data room: our biggest shipper, a Lagos FMCG
distributor, paid us ₦412m of that ₦1.12bn. We are working to add two more
anchor accounts in Kano and Onitsha before year end.
Cash is ₦2.6bn and net burn is about ₦95m a month.` },
  { id: 'd14a-cc-ddq-named-three', documentType: 'legal_docs', language: 'en',
    present: ['customer-concentration'], absent: [], traits: ['figures', 'list'],
    text: `DDQ section 6 - Commercial
6.3 Please list customers contributing more than 10% of revenue.
Answer: Mavuno Mart, Tumaini Express and Jirani Stores. Together they accounted for
KES 139m of FY2025 revenue of KES 241m. No other customer exceeded 4%.
6.4 Are any contracts terminable at will?
Answer: The Tumaini Express agreement may be ended on 90 days' notice by either party.` },
  { id: 'd14a-cc-rp-revenue-by-customer', documentType: 'financial_statements', language: 'en',
    present: ['customer-concentration', 'related-party'], absent: ['declining-revenue'],
    traits: ['table', 'figures', 'indirect'],
    text: `Revenue by customer (RWF m)
| Customer                           | FY2024 | FY2025 |
| Kivu Fresh Ltd                     |    610 |    880 |
| Simba Supermarkets                 |    240 |    310 |
| Hotels and restaurants (41 accts)  |    520 |    690 |
| Total                              |  1,370 |  1,880 |
Kivu Fresh Ltd is owned by the managing director's brother; prices are set under a
framework agreement signed in 2023.` },
  { id: 'd14a-bar-nrr-monthly-update', documentType: 'business_plan', language: 'en',
    present: ['burn-above-revenue', 'non-recurring-revenue'], absent: ['short-runway'], traits: ['list', 'figures'],
    text: `Investor update - October 2025 (Cape Town)
- MRR: R1.46m (R1.12m subscriptions + R340k once-off onboarding fee from the
  Winelands Retail pilot, which we have included in MRR this month)
- Net burn: R2.05m for the month
- Cash in bank: R29.8m
- Headcount: 41` },
  { id: 'd14a-bar-ao-management-accounts', documentType: 'financial_statements', language: 'en',
    present: ['burn-above-revenue', 'audit-opinion'], absent: ['going-concern', 'gross-margin'],
    traits: ['table', 'figures'],
    text: `Nile Pay S.A.E. - management accounts for the nine months to 30 September 2025
(unaudited; prepared by management for the data room)
Revenue                          EGP 74.2m
Staff costs                      EGP 51.0m
Technology and hosting           EGP 22.6m
Marketing                        EGP 18.9m
Other operating costs            EGP 9.4m
Operating loss                   EGP (27.7m)` },
  { id: 'd14a-bar-words-founder-note', documentType: 'business_plan', language: 'en',
    present: ['burn-above-revenue'], absent: ['short-runway'], traits: ['words', 'indirect'],
    text: `Founder note to the board pack (Nairobi), November
Sales for the month came in at KSh 4.1m. Honestly, we are still spending a bit more than
twice that every month - payroll for the new Mombasa depot landed before its revenue did.
The plan is to reach break-even in Q3 2026.
We closed the month with KSh 210m in the bank after the September extension.` },
  { id: 'd14a-dd-bank-arrears-letter', documentType: 'legal_docs', language: 'en',
    present: ['debt-distress'], absent: ['litigation'], traits: ['ocr', 'figures'],
    text: `ADOM COMMERCIAL BANK PLC - Corporate Banking, Accra
0ur ref: CB/LN/2025/0917
Dear Sirs,
RE: TERM L0AN FACILITY OF GH₵ 6,000,000 - N0TICE OF ARREARS
We refer to the above faci1ity. The quarter1y instalrnent of GH₵ 450,000 due on
30 September 2025 rernains unpaid as at the date of this letter, together with
accrued default interest of GH₵ 11,250. Kind1y regularise the account within 14
days, failing which the Bank reserves its rights under clause 12 of the offer.` },
  { id: 'd14a-dd-gc-note', documentType: 'financial_statements', language: 'en',
    present: ['debt-distress', 'going-concern'], absent: ['declining-revenue', 'audit-opinion'],
    traits: ['figures', 'indirect'],
    text: `Note 2.3 Going concern
During the year the Group recorded revenue of ₦3.4bn (2024: ₦2.9bn). At 31 December 2025
the Group had not complied with the leverage covenant in its ₦1.5bn facility with Harbour
Trust Bank, and the lender has not granted a waiver. These conditions indicate that a
material uncertainty exists that may cast significant doubt on the Group's ability to
continue as a going concern. The directors are negotiating a revised repayment profile.` },
  { id: 'd14a-dd-vat-ddq', documentType: 'legal_docs', language: 'en',
    present: ['debt-distress'], absent: ['regulatory'], traits: ['negation', 'figures'],
    text: `Q 9.4 Are all statutory deductions and taxes paid up to date?
A: Not fully. PAYE and NSSF are current. VAT returns for March to June 2025 were filed,
but KES 6.3m of VAT due has not been remitted to KRA. We intend to clear it from the
December receivables. KRA has not issued an agency notice.` },
  { id: 'd14a-pl-cbn-update', documentType: 'business_plan', language: 'en',
    present: ['pending-licence'], absent: ['regulatory', 'declining-revenue'], traits: ['indirect', 'figures'],
    text: `Hi investors - short one this month.
Revenue: ₦188m (September: ₦171m). Active merchants: 6,420.
Licensing: our PSSP application went to the CBN in February. We have answered two rounds
of questions and are still waiting for approval-in-principle; until it comes we keep
processing through our partner bank's licence.
Hiring: two engineers joined in Lagos.` },
  { id: 'd14a-pl-bnr-questionnaire', documentType: 'legal_docs', language: 'en',
    present: ['pending-licence'], absent: ['regulatory'], traits: ['list', 'negation'],
    text: `Regulatory questionnaire - Kigali Micro Credit Ltd
3.1 Licences held: trading licence (RDB), 2023 - granted.
3.2 Licences applied for: deposit-taking microfinance licence, National Bank of Rwanda;
    file submitted 14 March 2025, on-site inspection done in July; decision not yet
    communicated.
3.3 Sanctions or suspensions in the last five years: none.` },
  { id: 'd14a-pl-reg-disclosure-schedule', documentType: 'legal_docs', language: 'en',
    present: ['pending-licence', 'regulatory'], absent: [], traits: ['list'],
    text: `DISCLOSURE SCHEDULE - Part 3.9 (Permits and Regulatory Matters)
(a) Commercial Register no. 184223, Cairo - in force.
(b) FRA licence for consumer-finance activities - application lodged 2 June 2025; the
    Authority has asked for further capital information; not yet issued.
(c) In August 2025 the Central Bank of Egypt ordered the Company's wallet partner to
    suspend onboarding of new users under the Company's brand for 60 days; the
    suspension remains in place at the date of this Schedule.` },
  { id: 'd14a-fd-cofounder-stepping-away', documentType: 'business_plan', language: 'en',
    present: ['founder-departure'], absent: ['dead-equity', 'declining-revenue'], traits: ['indirect', 'time'],
    text: `Subject: People update, and November numbers
Team - and investors on copy -
Kojo, who co-founded Farmbridge with me and has built every line of our stack, has told
the board he will step away at the end of March to go back to research. He will help us
hire his successor. November revenue GH₵ 1.9m, October GH₵ 1.7m.` },
  { id: 'd14a-fd-dd-board-minutes', documentType: 'legal_docs', language: 'en',
    present: ['founder-departure', 'debt-distress'], absent: [], traits: ['indirect'],
    text: `MINUTES OF A MEETING OF THE BOARD OF DIRECTORS OF SOLARGRID (PTY) LTD
Held in Johannesburg on 18 November 2025
4. Management changes. The Chair noted the resignation of Ms P. Dlamini, Chief Operating
   Officer, effective 31 January 2026.
5. Funding. The CFO reported that the R1.8m capital repayment due to the DFI lender on
   31 October was not made; interest was paid. The CFO will propose a revised schedule.` },
  { id: 'd14a-fd-de-lfo-shareholding', documentType: 'legal_docs', language: 'en',
    present: ['founder-departure', 'dead-equity', 'low-founder-ownership'],
    absent: ['investor-control', 'cap-table-complexity'], traits: ['table', 'figures'],
    text: `Shareholding as at 30 September 2025 (fully diluted)
Shareholder                             Shares        %
Brian Otieno (co-founder, CEO)       1,900,000     19.0
Faith Wambui (co-founder, CPO)       1,700,000     17.0
Daniel Kiprop (co-founder; left 2023) 1,400,000    14.0
Seed and Series A investors (7)      4,300,000     43.0
ESOP (allocated and unallocated)       700,000      7.0
Total                               10,000,000    100.0
Note: Mr Kiprop's shares are fully vested; no repurchase was made on his exit.` },
  { id: 'd14a-gm-kpi-two-years', documentType: 'financial_statements', language: 'en',
    present: ['gross-margin'], absent: ['declining-revenue', 'burn-above-revenue'], traits: ['table', 'figures'],
    text: `KPI export - trading summary (KES '000)
Metric              FY2024     FY2025
Revenue            152,400    198,700
Cost of sales       89,900    130,100
Gross profit        62,500     68,600` },
  { id: 'd14a-gm-bar-notes-meal-kits', documentType: 'financial_statements', language: 'en',
    present: ['gross-margin', 'burn-above-revenue'], absent: ['declining-revenue'], traits: ['table', 'figures'],
    text: `Notes to the annual financial statements - year ended 28 February 2025
5. Revenue and cost of sales
                                    2025 (R)       2024 (R)
Revenue from meal subscriptions    8,214,000      6,905,000
Cost of sales                      9,036,000      6,420,000
Cost of sales includes ingredients, packaging and last-mile courier fees. The increase
reflects the switch to third-party couriers from June 2024.` },
  { id: 'd14a-gm-ceo-letter-diesel', documentType: 'business_plan', language: 'en',
    present: ['gross-margin'], absent: ['declining-revenue'], traits: ['figures', 'indirect'],
    text: `From the CEO - cold-chain business, H1 2026 letter
Tonnage was up 40% and revenue reached ₦2.3bn for the half. Blended gross margin, though,
slipped from 27% in H2 2025 to 19%, almost all of it diesel: generators now run 14 hours
a day at our Ikeja and Ota hubs.` },
  { id: 'd14a-lit-schedule-high-court', documentType: 'legal_docs', language: 'en',
    present: ['litigation'], absent: [], traits: ['negation'],
    text: `Schedule 5 - Litigation
5.1 HCCOMM E112 of 2025: Maji Distributors Ltd v. the Company, High Court at Nairobi
    (Commercial Division). Claim for KES 48.0m for alleged wrongful termination of a
    distribution agreement. Defence filed 3 July 2025; hearing listed for 12 February 2026.
5.2 Other than the above, the Company is not party to any proceedings.` },
  { id: 'd14a-lit-minutes-arbitration', documentType: 'legal_docs', language: 'en',
    present: ['litigation'], absent: [], traits: ['indirect'],
    text: `Extract from the minutes of the Board of Directors, Cairo, 9 October 2025
Item 3 - Legal. The General Counsel updated the Board on the CRCICA arbitration brought
by the former logistics contractor (claim EGP 21m). Hearings closed in September; the
tribunal has not yet issued its award. No provision has been booked.
Item 4 - Any other business. None.` },
  { id: 'd14a-lit-ddq-save-for', documentType: 'legal_docs', language: 'en',
    present: ['litigation'], absent: ['regulatory', 'founder-departure'], traits: ['negation'],
    text: `DDQ 11.1 - Is the Company, or any director, party to any litigation, arbitration or
regulatory proceedings?
Response: No, save for one matter: a former regional sales manager filed a claim for
unlawful dismissal at the National Industrial Court, Lagos division, in May 2025
(NICN/LA/211/2025). Pleadings have closed and a trial date is awaited.` },
  { id: 'd14a-clean-cc-credit-risk-note', documentType: 'financial_statements', language: 'en',
    present: [], absent: ['customer-concentration'], traits: ['figures', 'negation'],
    text: `Note 21 - Concentration of credit risk
The Company's largest customer accounted for 21% of revenue for the year (2024: 24%) and
18% of trade receivables at 31 December 2025. No other customer exceeded 7% of revenue.
Revenue for the year was GH₵ 28.6m (2024: GH₵ 22.1m).` },
  { id: 'd14a-clean-cc-no-longer', documentType: 'legal_docs', language: 'en',
    present: [], absent: ['customer-concentration'], traits: ['time', 'figures'],
    text: `DDQ 6.2 follow-up - customer concentration
In 2023 one marketplace brought in 44% of our GMV. That is no longer the case: in FY2025
it was 16% of revenue (₦142m of ₦890m), and our largest customer is now a pharmacy
chain at 11%.` },
  { id: 'd14a-clean-bar-monthly-kpis', documentType: 'business_plan', language: 'en',
    present: [], absent: ['burn-above-revenue', 'short-runway', 'gross-margin'], traits: ['table', 'figures'],
    text: `Monthly investor update - August 2025
Revenue         KES 14.2m
Net burn        KES 3.1m
Cash            KES 62.4m
Gross margin    46% (July: 45%)` },
  { id: 'd14a-clean-bar-profit-or-loss', documentType: 'financial_statements', language: 'en',
    present: [], absent: ['burn-above-revenue', 'gross-margin'], traits: ['table', 'figures'],
    text: `Statement of profit or loss - year ended 31 December 2025 (₦'000)
Revenue                       104,300     (2024: 81,900)
Cost of sales                 (58,400)    (2024: 46,200)
Operating expenses            (37,900)    (2024: 31,100)
Operating profit                8,000     (2024: 4,600)` },
  { id: 'd14a-clean-dd-bank-confirmation', documentType: 'legal_docs', language: 'en',
    present: [], absent: ['debt-distress'], traits: ['negation', 'figures', 'ocr'],
    text: `PINNACLE MERCHANT BANK - Faci1ity confirmation (audit request)
We confirm that, as at 30 June 2025, the terrn loan of R12,000,000 to Veldt Logistics
(Pty) Ltd had an outstanding ba1ance of R7,450,000. A11 instalments and interest due to
that date were received on tirne, the account is not in arrears, and no breach of the
financial covenants has been notified to the Borrower.` },
  { id: 'd14a-clean-dd-vat-cleared', documentType: 'legal_docs', language: 'en',
    present: [], absent: ['debt-distress'], traits: ['time', 'negation'],
    text: `DDQ 9.4 - Tax compliance
The company fell behind on VAT in late 2023 (KES 4.8m). The full amount, with penalties,
was paid to KRA in March 2024, and a Tax Compliance Certificate valid to March 2026 was
issued on 2 April 2025. Nothing is outstanding to KRA at the date of this answer.` },
  { id: 'd14a-clean-dd-events-of-default', documentType: 'legal_docs', language: 'en',
    present: [], absent: ['debt-distress', 'litigation'], traits: ['modality'],
    text: `LOAN AGREEMENT - clause 18 (Events of Default)
18.1 Each of the following is an Event of Default:
(a) the Borrower fails to pay any sum due under this Agreement within five Business Days
    of its due date;
(b) the Debt Service Cover Ratio falls below 1.20:1 on any Test Date;
(c) any litigation is commenced against the Borrower which, if adversely determined,
    would have a Material Adverse Effect.` },
  { id: 'd14a-clean-pl-granted-milestones', documentType: 'business_plan', language: 'en',
    present: [], absent: ['pending-licence', 'regulatory'], traits: ['list', 'time'],
    text: `Regulatory milestones
- Central Bank of Egypt licence for payment facilitation: granted 11 June 2025.
- FRA nano-finance licence: granted January 2024, renewed January 2026.
- Revenue, first nine months of 2025: EGP 58m.` },
  { id: 'd14a-clean-pl-tanzania-plan', documentType: 'business_plan', language: 'en',
    present: [], absent: ['pending-licence', 'unrealistic-growth'], traits: ['modality', 'negation'],
    text: `Expansion plan - Tanzania (2027)
Entering Tanzania would require a payment-system licence from the Bank of Tanzania. We have
not applied, and do not plan to before the Kenyan book passes KES 1bn in annual revenue
(FY2025: KES 410m). If an application were ever refused, the plan falls back on a
partnership with a licensed Tanzanian bank.` },
  { id: 'd14a-clean-fd-ceo-travel-cfo-joins', documentType: 'business_plan', language: 'en',
    present: [], absent: ['founder-departure', 'declining-revenue'], traits: ['indirect', 'list'],
    text: `Weekly note to investors, Kigali
- Our CEO left for Nairobi on Monday for the East Africa Com summit; back Thursday.
- Mutesi joined this week as CFO from a regional bank.
- Collections for the week: RWF 46.2m (prior week RWF 44.9m).` },
  { id: 'd14a-clean-fd-key-persons', documentType: 'legal_docs', language: 'en',
    present: [], absent: ['founder-departure', 'dead-equity'], traits: ['negation'],
    text: `DDQ 7.3 - Key persons
Has any founder, director or senior executive resigned, been dismissed or given notice in
the last 24 months? No. Both founders are full-time and bound by four-year vesting with a
one-year cliff; the CFO and CTO joined in 2024 and remain in post.` },
  { id: 'd14a-clean-gm-segment-note', documentType: 'financial_statements', language: 'en',
    present: [], absent: ['gross-margin'], traits: ['table', 'figures'],
    text: `Segment note - gross margin
                     FY2024      FY2025
Revenue (R m)          62.4        71.8
Gross profit (R m)     23.7        25.1
Gross margin           38.0%       35.0%` },
  { id: 'd14a-clean-gm-quarterly-line', documentType: 'business_plan', language: 'en',
    present: [], absent: ['gross-margin', 'declining-revenue'], traits: ['figures'],
    text: `Gross margin by quarter: Q4 2024 30% | Q1 2025 28% | Q2 2025 31% | Q3 2025 32%.
Quarterly revenue over the same span: GH₵ 4.0m, 4.3m, 4.9m, 5.6m.` },
];
