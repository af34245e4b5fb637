import type { RedFlagCase } from './case';

export const redFlagTwelfthEnW1Part3: readonly RedFlagCase[] = [
  // audit-opinion: qualified ("except for") over inventory
  // going-concern: auditor's material uncertainty paragraph
  // burn-above-revenue: net loss of P 4.1m on revenue of P 11.6m, so costs above revenue for the year
  {
    id: 'h12-en-w1-gaborone-agroprocessing-audit-report',
    documentType: 'financial_statements',
    present: ['audit-opinion', 'going-concern', 'burn-above-revenue'],
    absent: ['debt-distress'],
    traits: ['figures', 'indirect'],
    text: `INDEPENDENT AUDITOR'S REPORT
To the shareholders of Okavango Agro-Processing (Pty) Ltd

Report on the audit of the financial statements

Qualified opinion
We have audited the financial statements of Okavango Agro-Processing (Pty) Ltd set out on pages 8 to 34, which comprise the statement of financial position at 31 March 2024 and the statements of comprehensive income, changes in equity and cash flows for the year then ended, and notes.
In our opinion, except for the possible effects of the matter described in the Basis for qualified opinion section, the financial statements present fairly, in all material respects, the financial position of the company at 31 March 2024 in accordance with IFRS for SMEs and the Companies Act of Botswana.

Basis for qualified opinion
Inventories are carried at P 3.2 million. We were appointed after year end and could not observe the physical count at 31 March 2024, nor satisfy ourselves by alternative procedures as to the quantities held. Consequently we could not determine whether adjustments to inventories or cost of sales were necessary.

Material uncertainty related to going concern
We draw attention to note 2, which indicates that the company incurred a net loss of P 4.1 million for the year on revenue of P 11.6 million and that, at 31 March 2024, its current liabilities exceeded its current assets by P 2.7 million. As stated in note 2, these conditions indicate that a material uncertainty exists that may cast significant doubt on the company's ability to continue as a going concern. Our opinion is not further modified in respect of this matter.

Tshiamo & Partners, Chartered Accountants
Per: K. Molefe, Registered Auditor
Gaborone, 19 August 2024`,
  },
  // clean: VAT arrears cleared March 2023 (over); gross margin 2,940/6,840 = 43.0% -> 3,450/7,915 = 43.6%;
  // largest buyer 24% (< 30); revenue up; no related-party transactions
  {
    id: 'h12-en-w1-gaborone-crafts-loan-application',
    documentType: 'business_plan',
    present: [],
    absent: ['debt-distress', 'related-party', 'customer-concentration', 'litigation', 'declining-revenue', 'gross-margin'],
    traits: ['table', 'negation', 'time', 'list'],
    text: `MOKOLODI BANK - SME CREDIT APPLICATION
Applicant: Kgalagadi Crafts Export (Pty) Ltd, Gaborone
Facility requested: Working capital overdraft, P 750,000, 12 months
Purpose: pre-financing of basket and leatherwork orders for the South African and EU Christmas season

Section C - Financial summary (audited, years to 30 June; P '000)
                         FY2022      FY2023
Revenue                   6,840       7,915
Gross profit              2,940       3,450
Net profit after tax        410         585

Section D - Existing borrowings
Vehicle asset finance with Mokolodi Bank, P 380,000 outstanding. All instalments paid on due date.

Section E - Tax
In 2022 the company fell behind on VAT payments to BURS by P 96,000 during the post-COVID order slump. The amount was cleared in full by March 2023 under an agreed payment plan. A tax clearance certificate dated 12 January 2024 is attached; no amounts are currently due.

Section F - Related parties
The directors confirm that the company has no transactions with entities owned or controlled by directors, shareholders or their relatives.

Section G - Litigation
None pending or threatened.

Section H - Customers
Largest buyer: a Cape Town homeware retailer, 24% of FY2023 revenue. The remainder is spread across 40+ buyers and our online store.

Relationship manager's comment (O. Seretse): Applicant well known to branch since 2017. Conduct of asset finance account satisfactory. Recommend approval subject to cession of debtors.`,
  },
  // related-party: landlord Kibo Heights Properties Ltd has Rehema Massawe as director; Section 2 names her as the MD's wife
  {
    id: 'h12-en-w1-moshi-coffee-loan-application',
    documentType: 'business_plan',
    present: ['related-party'],
    absent: ['debt-distress', 'declining-revenue'],
    traits: ['split', 'indirect', 'list'],
    text: `KILIMANJARO COMMERCIAL BANK - BUSINESS LOAN APPLICATION
Applicant: Moshi Coffee Roasters Ltd
Amount requested: TZS 600,000,000 over 5 years, for a second roasting line and packaging equipment

Section 2 - Directors and shareholders
Godfrey Massawe, Managing Director, 60% (next of kin: Rehema Massawe, wife)
Anna Shirima, Finance Director, 25%
Upendo Growth Partners, 15%

Section 3 - Trading history (audited, TZS)
                 2022              2023
Revenue          1.84bn            2.26bn
Net profit       120m              175m

Section 4 - Existing facilities
Overdraft TZS 150m with this bank since 2020. Limit never exceeded; renewed March 2024.

Section 5 - Premises
The roastery and warehouse (1,200 m2, Kiboriloni industrial area) are leased on a ten-year lease from Kibo Heights Properties Ltd at TZS 9.5m per month, reviewed every three years. The new roasting line will be installed in the same building.

Section 6 - Key suppliers and counterparties
Green coffee: Kilimanjaro Native Cooperative Union and three estates in Mbozi.
Packaging: Dar-based supplier, 60-day terms.
Landlord: Kibo Heights Properties Ltd, Moshi. Directors: Rehema Massawe and Joseph Lyimo.

Section 7 - Security offered
Chattel mortgage over the new equipment; debenture over company assets; personal guarantee of the Managing Director.`,
  },
  // dead-equity: co-founder Thabo left Oct 2022 and still holds 1 500 000 shares (15%), never bought back
  // founder-departure: Thabo, a co-founder, has left
  // active founders Sipho 42% + Lerato 31% = 73% (>= 40); possible lawyer letter is only a future dispute
  {
    id: 'h12-en-w1-cape-town-leaver-whatsapp',
    documentType: 'legal_docs',
    present: ['dead-equity', 'founder-departure'],
    absent: ['litigation', 'low-founder-ownership', 'cap-table-complexity'],
    traits: ['chat', 'modality', 'figures'],
    text: `[02/05/2024, 08:41] Lerato: Morning. Kgosi from the fund wants the cap table by Friday. Quick check before I send: Thabo still on it?
[02/05/2024, 08:43] Sipho: Yes. 1 500 000 shares, same as at founding. We never did the buyback when he left in October 2022. The shareholders agreement has the leaver clause but we didn't have the cash and then everyone forgot
[02/05/2024, 08:44] Lerato: so 15% of the company with a co-founder who hasn't worked here for 18 months 🙈
[02/05/2024, 08:45] Sipho: yup. he's in Dubai now, replies to email about once a month
[02/05/2024, 08:47] Lerato: if we try to force the leaver clause now his lawyer might get involved
[02/05/2024, 08:48] Sipho: might. nobody has sent anything. I'd rather offer him something fair after the round
[02/05/2024, 08:50] Lerato: ok. rest of it is clean? you 42, me 31, Thabo 15, angels 12?
[02/05/2024, 08:51] Sipho: correct, adds to 100. register matches the spreadsheet, I checked it against the CIPC filing last week
[02/05/2024, 08:52] Lerato: ok sending as is with a note on Thabo. they'll ask
[02/05/2024, 08:52] Sipho: they will. better they hear it from us 👍`,
  },
  // runway: closing cash KSh 10,510k / net outflow KSh 1,220k a month = 8.6 months (< 9)
  // burn-above-revenue: March costs 2,290 + 1,680 + 320 + 310 + 200 = KSh 4,800k above revenue KSh 3,580k
  // audit-opinion: management accounts stated unaudited; FY2023 audit not signed
  // gross margin 36.1% -> 36.1% -> 36.0% (stable); revenue rising
  {
    id: 'h12-en-w1-kilimo-fresh-management-accounts-csv',
    documentType: 'financial_statements',
    present: ['short-runway', 'burn-above-revenue', 'audit-opinion'],
    absent: ['declining-revenue', 'gross-margin', 'non-recurring-revenue'],
    traits: ['table', 'figures', 'indirect'],
    text: `# Kilimo Fresh Ltd - management accounts, Q1 2024 (UNAUDITED)
# Amounts in KSh '000. Prepared by: P. Chege, Finance Lead. FY2023 statutory audit still in progress, not yet signed.
month,revenue,cost_of_sales,gross_profit,payroll,rent_utilities,marketing,other_opex,net_cash_flow,closing_cash
2023-12,,,,,,,,,14160
2024-01,3410,2180,1230,1650,320,280,190,-1210,12950
2024-02,3520,2250,1270,1660,320,300,210,-1220,11730
2024-03,3580,2290,1290,1680,320,310,200,-1220,10510
# Notes
# 1. Revenue = sales of fresh produce boxes to households and restaurants in Nairobi (subscription and one-off orders).
# 2. No capex in the quarter; net_cash_flow = gross_profit less operating costs (working capital movements immaterial).
# 3. Subscriber boxes delivered: Jan 6,120 / Feb 6,340 / Mar 6,450.
# 4. The Q2 plan assumes the same cost base; the new Ruiru packhouse lease starts in July.`,
  },
  // customer-concentration: "roughly two-thirds" of revenue through one bank contract (~67% >= 30)
  // pending-licence: BoU PSP application lodged November, still under review
  // operating profit UGX 95m for the quarter: no burn above revenue
  {
    id: 'h12-en-w1-kampala-agent-banking-q1-letter',
    documentType: 'business_plan',
    present: ['customer-concentration', 'pending-licence'],
    absent: ['regulatory', 'burn-above-revenue', 'declining-revenue'],
    traits: ['words', 'indirect', 'time'],
    text: `Ssebo Payments Ltd - Q1 2024 letter to investors

Dear partners,

Revenue for the quarter was UGX 1.38bn, up from UGX 1.12bn in Q4 2023, and we made an operating profit of UGX 95m. Roughly two-thirds of that revenue came through our agent-banking contract with Rwenzori Commercial Bank, where our 1,900 agents now handle deposits and withdrawals in 41 districts; the rest came from the 214 merchants using our collections product.

Licensing. Our application to the Bank of Uganda for a Payment Service Provider licence, lodged in November, has reached the second review stage. The Bank asked for further detail on our transaction-monitoring rules, which we submitted on 4 April. Until the licence is issued we continue to process merchant collections as a technical service provider under Rwenzori's licence, as we have done since 2021.

Team. Grace Atim joined as Head of Compliance from a tier-one bank. We also promoted Ivan Ssali to run the agent network.

Priorities for Q2:
1. Sign a second bank partner for agent banking (two in final negotiation).
2. Launch school-fees collections in Wakiso.
3. Complete the PSP licensing process.

Thank you for your continued support.
Ruth Nakato, CEO`,
  },
  // regulatory: ODPC fine of KSh 4.5m
  // litigation: appeal lodged at the High Court, hearing due September (not closed)
  // founder-departure: co-founder and CTO resigned end of May
  {
    id: 'h12-en-w1-nairobi-lending-app-news',
    documentType: 'business_plan',
    present: ['regulatory', 'litigation', 'founder-departure'],
    absent: ['declining-revenue'],
    traits: ['time'],
    text: `Data regulator fines Nairobi lending app KSh 4.5m; co-founder exits

NAIROBI - The Office of the Data Protection Commissioner (ODPC) has fined digital lender Pesa Haraka Ltd KSh 4.5 million over debt-collection messages sent to borrowers' phone contacts, according to a determination published on Friday.

The regulator found that the company had used contact lists harvested from borrowers' phones to shame defaulters, and ordered it to delete the data within 30 days. Pesa Haraka has lodged an appeal against the determination at the High Court, which is due to be heard in September. The company said it would comply with the deletion order while the appeal is pending.

Separately, the company confirmed that co-founder and chief technology officer Kamau Njenga resigned at the end of May. A spokesperson said the search for a successor was under way and that engineering was being led in the interim by the head of platform.

Pesa Haraka, which is licensed by the Central Bank of Kenya as a digital credit provider, reported revenue of KSh 380 million for 2023, up from KSh 295 million a year earlier. Chief executive Faith Wairimu said in a statement that the fine would be paid from reserves if the appeal failed and that the company had "overhauled" its collections process.

Digital lenders have been under closer scrutiny since the CBK began licensing the sector in 2022; several dozen applicants were turned down in the first rounds.`,
  },
  // debt-distress: DSCR 0.9x against 1.3x minimum (covenant breach); bank has called in the facility
  // going-concern: directors record doubt about meeting obligations over the next twelve months
  // revenue H1 2024 RWF 1.21bn vs H1 2023 RWF 1.08bn: up
  {
    id: 'h12-en-w1-kigali-honey-board-minutes',
    documentType: 'business_plan',
    present: ['debt-distress', 'going-concern'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['indirect', 'words', 'figures'],
    text: `INZUKI HONEY PROCESSORS LTD
Minutes of a meeting of the Board of Directors held in Kigali on 22 July 2024

Present: V. Mukeshimana (Chair), J. Bizimana (CEO), A. Gatete (independent), R. Nkusi (investor director)
In attendance: D. Uwimana (CFO), company secretary

1. Minutes of 18 April 2024 approved.

2. Trading
The CFO reported H1 2024 revenue of RWF 1.21bn against RWF 1.08bn in H1 2023, with export volumes to Kenya and Qatar up 14%. Working capital remained tight because export buyers pay at 90 days while beekeeper cooperatives are paid on delivery.

3. Bank facility
The CFO reported that, at the June quarter test, the debt service cover ratio stood at 0.9x against the 1.3x minimum in the facility agreement. On 15 July the bank gave written notice that it has called in the RWF 850m facility, with repayment due within 60 days. Discussions with two other lenders on a refinancing are at an early stage.

4. Going concern
The directors discussed whether the company will be able to meet its obligations as they fall due over the next twelve months. The Chair noted that, absent a refinancing or new equity from the shareholders, the board could not reasonably conclude that it will. The board resolved to record this doubt in these minutes and to inform the auditors before the half-year review.

5. Any other business
None. The meeting closed at 17:40.`,
  },
];
