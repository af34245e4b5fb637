import type { RedFlagCase } from './case';

export const redFlagTenthEnCases4: readonly RedFlagCase[] = [
  {
    id: 'h10-en-mulimi-link-ocr-pitch-deck',
    documentType: 'pitch_deck',
    text: `M U L I M I   L I N K   -   Investor Presentation   2026
[p.2]  THE PR0BLEM
Smallholder farmers in Eastern Prov ince sell maize to brief-
case traders at harvest, with no price information.
[p.3]  0UR S0LUTI0N
USSD price alerts + aggregation of loads at co-operative depots + mobile payment on delivery.
[p.4]  TRACTI0N
Pilot with 3 co-operatives in Chipata and Katete  |  farmer NPS "very high"  |  LOI from a Lusaka miller
[p.5]  C0MPETITI0N
There are N0 competitors in Zambia doing what we do. We are the first and only
platform linking co-ops directly to millers.
[p.6]  TEAM
Mwila Banda (CEO, ex-agronomist)  -  Chanda Phiri (CTO)
[p.7]  THE ASK
Seed round to fund product, a field sales team and working capital.`,
    present: ['missing-financials', 'no-competition'],
    absent: ['unrealistic-growth'],
    traits: ['ocr', 'split-lines', 'words'],
  },
  {
    id: 'h10-en-tswelelo-connect-grant-application',
    documentType: 'business_plan',
    text: `Botswana Innovation Fund – Stage 1 Concept Note
Applicant: Tswelelo Connect (Pty) Ltd, Francistown

1. Concept. An SMS and USSD platform that lets rural clinics confirm stock of essential medicines with the Central Medical Stores every week.

2. Team. Two founders with backgrounds in public health and telecoms engineering; one developer.

3. Regulatory. We submitted our application for a Value Added Network Services licence to BOCRA in November 2025. BOCRA has acknowledged receipt and the application is under evaluation; we cannot operate the USSD short code commercially until it is issued.

4. Progress to date. Prototype tested in two clinics in the North-East District with the DHMT.

5. Budget. A detailed budget will be submitted at Stage 2.`,
    present: ['missing-financials', 'pending-licence'],
    absent: ['regulatory'],
    traits: ['words', 'time'],
  },
  {
    id: 'h10-en-naira-nest-legal-ddq',
    documentType: 'legal_docs',
    text: `NAIRA NEST LIMITED – RESPONSES TO LEGAL DUE DILIGENCE REQUEST LIST (Lagos, January 2026)

Item 7 – Litigation. Is the Company a party to any current proceedings?
Response: Yes. Suit No. FHC/L/CS/2044/2025, Nest Homes Ltd v. Naira Nest Ltd, alleging trademark infringement, is pending before the Federal High Court, Lagos. Next hearing: 3 March 2026. Pleadings have closed; no settlement discussions are under way.

Item 9 – Share capital. Please provide an up-to-date register of members.
Response: The register of members has not been updated since 2022. Convertible notes issued in 2023 and 2024 may have converted under their maturity clauses; our lawyers and the noteholders do not yet agree on the number of shares issued. A reconciled cap table will follow.

Item 10 – Former employees holding shares.
Response: Two early employees who left the Company in 2023 still hold 6% between them. The buy-back provided in their share grant letters was never completed.

Item 12 – Has any director or founder resigned in the last two years?
Response: No.`,
    present: ['litigation', 'cap-table-complexity', 'dead-equity'],
    absent: ['founder-departure'],
    traits: ['words', 'hedge', 'negation'],
  },
  // founders 21% + 17% = 38%; lead investor 35%
  {
    id: 'h10-en-mzansi-meds-term-sheet',
    documentType: 'legal_docs',
    text: `MZANSI MEDS (PTY) LTD – NON-BINDING TERM SHEET – SERIES A

Lead investor: Fynbos Capital Partners III
Round size: R45 million, of which Fynbos Capital R30 million
Post-money shareholding (fully diluted):
  Fynbos Capital Partners III ........ 35%
  Sizwe Khumalo (co-founder, CEO) .... 21%
  Anele Zulu (co-founder, COO) ....... 17%
  Seed investors ..................... 15%
  Share incentive scheme ............. 12%
Use of proceeds: expansion of the pharmacy delivery network in Gauteng and KwaZulu-Natal; R6 million to repay in full the loan advanced to the Company in 2023 by Mrs. Nomsa Khumalo, mother of the CEO.
Protective provisions: customary, including investor consent to new share issues.`,
    present: ['low-founder-ownership', 'related-party'],
    absent: ['investor-control', 'debt-distress'],
    traits: ['table', 'figures', 'indirect'],
  },
  // investor 55%; founders 23% + 18% = 41%
  {
    id: 'h10-en-maji-safi-kiosks-sha-extract',
    documentType: 'legal_docs',
    text: `SHAREHOLDERS' AGREEMENT relating to MAJI SAFI KIOSKS LIMITED (Kenya) – Extract

2.1 Shareholding. Immediately following Completion, the issued share capital of the Company shall be held as follows: Mtaji Infrastructure Fund LP – 5,500 Ordinary Shares; Brian Otieno – 2,300 Ordinary Shares; Faith Wairimu – 1,800 Ordinary Shares; ESOP Trustee – 400 Ordinary Shares (10,000 Ordinary Shares in total).

5.1 Board. The Board shall consist of five Directors, three of whom shall be appointed by Mtaji Infrastructure Fund LP for so long as it holds more than half of the issued shares, and two by the Founders.

5.4 Quorum. Two Directors, of whom one shall be an Investor Director.

14. Governing law. The laws of Kenya; disputes to arbitration at the Nairobi Centre for International Arbitration.`,
    present: ['investor-control'],
    absent: ['low-founder-ownership'],
    traits: ['figures', 'words', 'indirect'],
  },
  // revenue Q3 3.05m < Q2 3.42m; GM 48.0% -> 39.0% (-9 pts); Palace Mart 1.34 / 3.05 = 44%
  {
    id: 'h10-en-afia-cosmetics-management-accounts',
    documentType: 'financial_statements',
    text: `### Afia Cosmetics Ltd (Accra) – Quarterly management accounts – unaudited
All figures GHS '000

| Line                          | Q2 2025 | Q3 2025 |
|-------------------------------|---------|---------|
| Revenue                       | 3,420   | 3,050   |
| Cost of goods sold            | (1,780) | (1,860) |
| Gross profit                  | 1,640   | 1,190   |
| Operating expenses            | (880)   | (900)   |
| EBITDA                        | 760     | 290     |

Sales by channel, Q3 2025:
| Channel                       | GHS '000 |
|-------------------------------|----------|
| Palace Mart (all branches)    | 1,340    |
| Pharmacies and salons         | 1,120    |
| Online shop                   | 590      |

Note: shea butter input prices rose sharply in July; price increases to retailers only take effect in Q4.`,
    present: ['declining-revenue', 'gross-margin', 'customer-concentration', 'audit-opinion'],
    absent: ['burn-above-revenue'],
    traits: ['table', 'figures'],
  },
  // runway: KES 40m / KES 7m a month = 5.7 months; costs KES 268m > revenue KES 212m; opinion not modified
  {
    id: 'h10-en-bidhaa-logistics-audited-fs',
    documentType: 'financial_statements',
    text: `REPORT OF THE INDEPENDENT AUDITOR TO THE MEMBERS OF BIDHAA LOGISTICS LIMITED (Nairobi)

Opinion. We have audited the financial statements of Bidhaa Logistics Limited for the year ended 31 December 2025. In our opinion, the financial statements give a true and fair view in accordance with IFRS Accounting Standards and the Kenyan Companies Act, 2015.

Material uncertainty related to going concern. We draw attention to note 1(b). The Company made a loss of KES 56 million in the year and, as stated in that note, these conditions indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern. Our opinion is not modified in respect of this matter.

Note 1(b) (extract). At 31 December 2025 the Company held cash of KES 40 million. Monthly net cash outflows averaged approximately KES 7 million in the last quarter. The directors are in discussions with existing shareholders about further funding.

Statement of profit or loss (KES million)        2025
Revenue                                          212
Operating costs                                 (268)
Loss for the year                                (56)

Wachira Ndungu LLP, Certified Public Accountants, 30 April 2026`,
    present: ['going-concern', 'short-runway', 'burn-above-revenue'],
    absent: ['audit-opinion'],
    traits: ['figures', 'words', 'table'],
  },
  // MRR 38M FCFA includes 9M one-off training contract; payback: CAC 120,000 / 6,000 GP per month = 20 months, not < 6
  {
    id: 'h10-en-xalis-merchants-investor-update',
    documentType: 'business_plan',
    text: `Subject: Xalis – March 2026 update for shareholders

Dear all,

Headline: MRR reached 38 million FCFA in March (February: 27 million FCFA). This includes 9 million FCFA from the Ministry of Commerce contract to train 600 market traders in Kaolack and Touba – a one-time programme that ended on 31 March.

Unit economics remain strong: our CAC payback is under 6 months. For reference, we spent 120,000 FCFA on average to acquire each merchant this quarter (field agents plus the onboarding kit), and each active merchant brings us about 6,000 FCFA of gross profit a month.

Monthly merchant churn: 2.1%.
Team: we hired a head of risk from a Dakar bank.

Awa Diop, CEO`,
    present: ['non-recurring-revenue', 'unit-economics'],
    absent: ['high-churn', 'declining-revenue'],
    traits: ['figures', 'indirect', 'words'],
  },
  // concentration: 29% + 18% = 47% from two named buyers
  {
    id: 'h10-en-mazao-hub-ic-memo',
    documentType: 'business_plan',
    text: `INVESTMENT COMMITTEE PAPER – MAZAO HUB LTD (Arusha, Tanzania) – TZS 6bn growth equity

Company: aggregator of sorghum and barley from 18,000 smallholders, supplying maltsters and grain traders.
FY2025 revenue TZS 12.4bn (FY2024: TZS 9.7bn); EBITDA TZS 1.1bn.

Customers: Serengeti Maltings Ltd took 29% of FY2025 revenue and Arusha Grain Traders 18%; no other buyer exceeds 6%.

Legal: a claim of TZS 850m by Kaskazini Transporters, a former haulage contractor, for alleged breach of a haulage contract and damages is pending before the High Court (Commercial Division). The company disputes the claim; the first hearing is expected in Q3 2026.

Debt: working capital line with a local bank, fully performing; no covenant breaches.

Recommendation: invest, with a specific indemnity from the founders for the Kaskazini claim.`,
    present: ['customer-concentration', 'litigation'],
    absent: ['debt-distress', 'declining-revenue'],
    traits: ['figures', 'indirect', 'words'],
  },
  {
    id: 'h10-en-chopbox-press-profile',
    documentType: 'business_plan',
    text: `ChopBox grows revenue by almost two-thirds as Lagos offices return to desks

LAGOS – ChopBox, which delivers lunch boxes to offices in Ikoyi, Victoria Island and Lekki, said revenue rose to N1.8bn in 2025 from N1.1bn a year earlier.

Co-founder and CEO Ifeoma Eze said the company serves more than 420 corporate clients and that no single client accounts for more than 15% of sales.

A lawsuit filed by a former landlord over the company's first kitchen in Yaba was withdrawn in January after the parties agreed terms, Eze said.

ChopBox competes with Chowhub and Jollof Express as well as with office canteens. "Competition is good. It keeps our prices honest," Eze said.`,
    present: [],
    absent: ['customer-concentration', 'litigation', 'no-competition'],
    traits: ['negation', 'time', 'words'],
  },
  // founders 22% + 19% = 41%; largest investor 25%
  {
    id: 'h10-en-bokoo-health-slack-investor',
    documentType: 'business_plan',
    text: `#bokoo-health-investors (Slack export)

Efua A. (Kasa Ventures) 15:02  did the SAFE conversion finally go through? last time the numbers didn't tie out
Yaw B. (CEO) 15:10  yes 🎉 all converted at the Series A price. cap table v12 matches the ORC register exactly, our lawyers signed off on Friday
Efua A. 15:11  great. what's the split now?
Yaw B. 15:13  me 22%, Akosua 19%, Kasa 25%, the Seed syndicate 21%, ESOP 13%
Efua A. 15:14  so founders still above 40 together. good
Yaw B. 15:15  and revenue was GHS 1.4m in Feb, costs GHS 1.25m. first month in the black
Efua A. 15:16  🙌`,
    present: [],
    absent: ['cap-table-complexity', 'low-founder-ownership', 'investor-control', 'burn-above-revenue'],
    traits: ['informal', 'figures', 'negation'],
  },
  // GM: 39% -> 36% = down 3 pts (< 5); revenue up
  {
    id: 'h10-en-atlas-argan-bank-loan-application',
    documentType: 'business_plan',
    text: `DEMANDE DE CRÉDIT D'INVESTISSEMENT – credit application (English version)
Applicant: Atlas Argan SARL, Agadir, Morocco
Amount requested: MAD 6.5 million over 7 years, for a second cold-press line

Financial summary (audited)          2024          2025
Revenue (MAD m)                      19.8          22.4
Gross margin                         39%           36%
Net profit (MAD m)                   1.6           1.9

The three-point fall in gross margin reflects higher argan kernel prices after the 2024 drought; it is partly offset by export price increases from January 2026.

Approvals: ONSSA sanitary approval for the Agadir plant was granted in 2024 and renewed in 2025. We intend to apply for EU organic certification next year, once the new line is running.`,
    present: [],
    absent: ['gross-margin', 'pending-licence', 'declining-revenue', 'audit-opinion'],
    traits: ['table', 'figures', 'hedge'],
  },
  // 12-month retention 71% (> 55%); projection 2x; ARR excludes setup fees
  {
    id: 'h10-en-kigali-saas-founder-interview',
    documentType: 'business_plan',
    text: `Interview – "Kigali Tech Talks", with Patrick Niyonzima, founder of ShuleSoft Rwanda (school management software)

Q: What's your ARR today?
A: RWF 640 million. That's subscriptions only – the one-off setup and data-migration fees, about RWF 90 million last year, we report separately and never put in ARR.
Q: Do schools stay?
A: Of the schools that signed up in 2024, 71% were still with us twelve months later. Small private schools close, that's most of our losses.
Q: Where will you be next year?
A: Our plan is to double, so around RWF 1.3 billion ARR, mainly from Burundi and the Eastern Province.
Q: Anyone else doing this?
A: Two local players and a Kenyan product. We win on MoMo integration.`,
    present: [],
    absent: ['non-recurring-revenue', 'high-churn', 'unrealistic-growth', 'no-competition'],
    traits: ['informal', 'negation', 'figures'],
  },
];
