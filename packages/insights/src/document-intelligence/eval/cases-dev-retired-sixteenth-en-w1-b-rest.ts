/** The rest of held-out-sixteenth-en-w1-b.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagSixteenthEnW1BRest: readonly RedFlagCase[] = [
  // 21 — Botswana insurance-software Series A deck.
  // non-recurring-revenue: "Total ARR P6.2m" = P4.7m subscriptions + P1.5m fixed-fee migration project (completed, not a subscriber).
  // unit-economics: claimed payback 5 months; own figures: P43,500 x 80% = P34,800 contribution a month;
  //   P480,000 / 34,800 = 13.8 months. (Check subscriptions: 43,500 x 12 x 9 = P4.70m.)
  // unrealistic-growth: 6.2 -> 18.6 -> 55.8 -> 167.4 = 3x a year for three years.
  // Absent customer-concentration: Okavango 1.5 / 6.2 = 24.2%; largest subscriber 22% of ARR = P1.36m,
  //   which is 1.364 / 4.7 = 29.0% even of subscriptions alone (< 30).
  {
    id: 'h16-en-w1-21',
    documentType: 'pitch_deck',
    text: `POLICYPULA — Series A deck (slide text), Gaborone

Slide 2 — We run the back office for African insurers: policy administration, premium collection through Orange Money and MyZaka, claims workflow.

Slide 4 — Traction
  • 9 insurer clients in Botswana, Namibia and Eswatini
  • ARR: P6.2m (June 2025)
  • Largest subscription client: 22% of ARR

Slide 5 — Revenue mix, year to June 2025
  Subscriptions (monthly, per client) ........................ P4.7m
  Data-migration project, Okavango Assurance (fixed fee,
  completed April 2025; Okavango is not a subscription client) .. P1.5m
  Total ARR .................................................. P6.2m

Slide 6 — Unit economics
  Average subscription: P43,500 per client per month, 80% gross margin
  CAC per insurer client: P480,000 (18-month sales cycle including pilot)
  CAC payback: 5 months

Slide 8 — Plan
  ARR: P6.2m (2025) → P18.6m (2026) → P55.8m (2027) → P167.4m (2028)

Slide 9 — The ask: P40m Series A`,
    present: ['non-recurring-revenue', 'unit-economics', 'unrealistic-growth'],
    absent: ['customer-concentration'],
    traits: ['list', 'split', 'figures', 'indirect'],
  },

  // 22 — Namibia edtech board minutes. CLEAN.
  // short-runway absent: N$7.0m / N$0.5m a month = 14 months. burn-above-revenue absent: 500k < revenue 780k.
  // going-concern absent: board is satisfied, no material uncertainty.
  // related-party absent: the director's sister's company was declined; no contract.
  // litigation absent: only a possible future court case; no dispute has arisen.
  // founder-departure absent: CEO denies leaving. pending-licence absent: NTA accreditation granted 1 August.
  // declining-revenue absent: 780k > 742k.
  {
    id: 'h16-en-w1-22',
    documentType: 'legal_docs',
    text: `MINUTES OF THE BOARD OF DIRECTORS — OMAHEKE LEARNING TECHNOLOGIES (PTY) LTD
Windhoek, 19 August 2025

1. Finance. The CFO presented the July accounts: revenue N$780,000 (June: N$742,000), net burn N$500,000, cash N$7.0 million. At the current burn the cash lasts fourteen months. Having reviewed the forecasts, the Board is satisfied that the company is a going concern and that no material uncertainty exists.

2. Declarations of interest. Ms L. Amutenya declared that her sister owns Kapana Catering CC, which had offered to cater the regional teacher workshops. The Board resolved not to contract with Kapana Catering and to keep the current caterer, which has no link to any director.

3. Premises. Counsel advised that, if the landlord were to sell the building, the company might have to go to court to enforce its renewal option. No dispute has arisen and the landlord has given no sign of a sale.

4. Chief Executive. Ms N. Haingura confirmed that press reports linking her to a post at the Ministry of Education are unfounded and that she has no intention of leaving.

5. Accreditation. The Namibia Training Authority accreditation of the teacher-training modules was granted on 1 August 2025.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'going-concern', 'related-party', 'litigation', 'founder-departure', 'pending-licence', 'declining-revenue'],
    traits: ['list', 'negation', 'modality', 'figures'],
  },

  // 23 — Zimbabwe drilling contractor financial statements.
  // audit-opinion: disclaimer of opinion ("we do not express an opinion").
  // going-concern: note 2, directors state significant doubt.
  // related-party: rig hire US$310,000 from a company owned by the MD's spouse.
  // dead-equity: former technical director (co-founder) left June 2023, the company's right to buy his 30,000 shares (30%)
  //   was not exercised; he still holds them.
  // founder-departure: that co-founder resigned in June 2023.
  // Absent investor-control: largest holding 48% is the active founder-MD, and the only investor holds 15%.
  //   Sum 48 + 30 + 15 + 7 = 100. Absent low-founder-ownership: active founder 48% (>= 40).
  // Absent debt-distress: loan not yet due (September 2025), refinancing not agreed but no default.
  // Absent declining-revenue: 4.8m > 4.1m. Absent burn-above-revenue: profit both years
  //   (1,540 - 1,420 = 120; 1,350 - 1,220 = 130, in US$ '000).
  // Absent gross-margin: 1,540 / 4,800 = 32.1% vs 1,350 / 4,100 = 32.9% -> down 0.8 points.
  {
    id: 'h16-en-w1-23',
    documentType: 'financial_statements',
    text: `MHONDORO DRILLING (PRIVATE) LIMITED
Financial statements for the year ended 31 December 2024 (extract) — approved by the directors on 30 April 2025

INDEPENDENT AUDITOR'S REPORT
Disclaimer of opinion
We were engaged to audit the financial statements of Mhondoro Drilling (Private) Limited. We do not express an opinion on the accompanying financial statements. Because of the significance of the matters described in the Basis for disclaimer of opinion section, we have not been able to obtain sufficient appropriate audit evidence to provide a basis for an audit opinion.
Basis for disclaimer of opinion
We could not verify the opening balances of property, plant and equipment, nor the exchange rates used to translate ZiG-denominated balances after the April 2024 currency changeover.

STATEMENT OF PROFIT OR LOSS (US$)
                                   2024          2023
Revenue                       4,800,000     4,100,000
Cost of sales                (3,260,000)   (2,750,000)
Gross profit                  1,540,000     1,350,000
Operating and finance costs  (1,420,000)   (1,220,000)
Profit for the year             120,000       130,000

Note 2 — Going concern
At 31 December 2024 current liabilities exceeded current assets by US$1.3 million, and the US$2.1 million equipment loan falls due for repayment in September 2025. Refinancing had not been agreed at the date of approval. The directors consider that these conditions cast significant doubt on the company's ability to continue as a going concern.

Note 14 — Share capital
100,000 ordinary shares in issue: T. Dube 48,000; B. Ncube 30,000; Matopos Capital 15,000; employee share trust 7,000. Mr Ncube, a co-founder and formerly the technical director, resigned in June 2023. The company's right under the articles to acquire his shares was not exercised, and he remains a shareholder.

Note 19 — Related parties
The company hires two truck-mounted rigs from Chipo Haulage (Private) Limited, which is owned by Mrs C. Dube, the spouse of the Managing Director, Mr T. Dube. Rig hire paid: US$310,000 (2023: US$275,000).`,
    present: ['audit-opinion', 'going-concern', 'related-party', 'dead-equity', 'founder-departure'],
    absent: ['investor-control', 'low-founder-ownership', 'debt-distress', 'declining-revenue', 'burn-above-revenue', 'gross-margin'],
    traits: ['table', 'prose', 'indirect', 'figures'],
  },

  // 24 — SA farm-software Series A deck. CLEAN.
  // unit-economics absent: stated figures agree: life 1 / 0.032 = 31.25 months; LTV = 450 x 0.75 x 31 = R10,463 ~ R10,500;
  //   10,500 / 3,400 = 3.1x; payback 3,400 / (450 x 0.75 = 337.5) = 10.1 months.
  // high-churn absent: 3.2% a month (x 12 = 38.4% a year, < 45).
  // short-runway absent: R11.0m / R0.9m = 12.2 months. burn-above-revenue absent: R0.9m < MRR R1.35m (3,000 x 450).
  // unrealistic-growth absent: R38m / R16.2m = 2.35x (ARR 1.35 x 12 = 16.2).
  // customer-concentration absent: largest customer 5%. no-competition absent: competitors named.
  {
    id: 'h16-en-w1-24',
    documentType: 'pitch_deck',
    text: `FIELDLEDGER — Series A deck (slide text), Stellenbosch

1. Farm management software for South African fruit and wine growers: spray records, labour, GLOBALG.A.P. audit packs.
2. Traction: 3,000 paying farms; MRR R1.35m in September 2025 (September 2024: R0.62m).
3. Retention: logo churn 3.2% a month; net revenue retention 104%.
4. Unit economics
   ARPU R450 a month · gross margin 75%
   Expected customer life: 1 / 3.2% ≈ 31 months
   LTV ≈ R450 × 75% × 31 ≈ R10,500
   CAC R3,400 → LTV:CAC 3.1x, payback about 10 months
5. Customers: the largest single customer, a Ceres fruit co-operative, is 5% of MRR.
6. Competition: global farm ERPs, two local start-ups and, above all, spreadsheets. Our edge: audit packs accepted by GLOBALG.A.P. auditors.
7. Burn and cash: net burn R900k a month; cash R11.0m.
8. Plan: ARR R16.2m today → R38m by September 2026.
9. Ask: R60m.`,
    present: [],
    absent: ['unit-economics', 'high-churn', 'short-runway', 'burn-above-revenue', 'unrealistic-growth', 'customer-concentration', 'no-competition'],
    traits: ['list', 'figures'],
  },

  // 25 — SA drone-survey (mining services) quarterly investor update.
  // founder-departure: co-founder "handed in her notice", last day 30 November (paraphrase).
  // short-runway: net burn R2.1m a quarter = R0.7m a month; R5.4m / R0.7m = 7.7 months (< 9). Stated by quarter.
  // litigation: own claim and the defendant's counterclaim are before the High Court (open).
  // Absent burn-above-revenue: quarterly burn R2.1m < quarterly revenue R2.7m.
  // Absent declining-revenue: R2.7m vs R2.4m. Absent regulatory / pending-licence: SACAA ROC renewed in August.
  {
    id: 'h16-en-w1-25',
    documentType: 'business_plan',
    text: `Subject: SkyStrata — Q3 2025 update

Hi all,

Revenue for Q3 was R2.7m (Q2: R2.4m), mostly volumetric surveys for open-pit mines in the Northern Cape and Limpopo. Net burn for the quarter was R2.1m, and we ended September with R5.4m in the bank.

People: Lerato Sithole, our co-founder who built the photogrammetry pipeline, handed in her notice last week; her last day is 30 November. We are recruiting a head of engineering.

Legal: our claim against Bophelo Earthworks for R1.8m of unpaid survey invoices is before the Gauteng Division of the High Court in Johannesburg. In September they filed a counterclaim alleging survey errors. Our attorneys expect a trial date some time in 2026.

Regulatory: SACAA renewed our Remote Operator Certificate in August for another 12 months.

Asks: introductions to mining-services acquirers and to bridge investors.

Sipho`,
    present: ['founder-departure', 'short-runway', 'litigation'],
    absent: ['burn-above-revenue', 'declining-revenue', 'regulatory', 'pending-licence'],
    traits: ['prose', 'figures', 'indirect', 'time'],
  },

  // 26 — Namibia shareholders' written resolution (leaver buy-back). CLEAN.
  // dead-equity absent: the leaver's 45,000 shares were bought back (paid 15 August 2025) and cancelled.
  // founder-departure absent: the leaver was a software developer, neither founder nor executive.
  // low-founder-ownership absent: founders 250,000 + 190,000 = 440,000 / 955,000 = 46.1% (>= 40).
  // investor-control absent: Ondjou 300,000 / 955,000 = 31.4%. Sum 250 + 190 + 300 + 120 + 95 = 955 thousand.
  // cap-table-complexity absent: directors confirm register and cap table agree.
  {
    id: 'h16-en-w1-26',
    documentType: 'legal_docs',
    text: `WRITTEN RESOLUTION OF THE SHAREHOLDERS OF ETOSHA ROUTE TECHNOLOGIES (PTY) LTD
(Companies Act 28 of 2004, Namibia)

WHEREAS Mr Peter Haufiku, a software developer employed by the Company, resigned with effect from 30 June 2025 and held 45,000 vested ordinary shares;
AND WHEREAS clause 12 of the Shareholders' Agreement entitles the Company to acquire a leaver's shares at fair value;

IT IS RESOLVED THAT:
1. The Company acquires the 45,000 shares held by Mr Haufiku at N$2.10 per share (N$94,500 in total), which amount was paid on 15 August 2025, and those shares are cancelled.
2. The securities register is updated accordingly. After cancellation the 955,000 issued shares are held as follows:
     Selma Nakale (founder, CEO)        250,000
     Hendrik Beukes (founder, CTO)      190,000
     Ondjou Capital                     300,000
     Angel investors                    120,000
     Employee shareholders               95,000
3. The directors confirm that the securities register and the Company's cap table agree as at the date of this resolution.

Signed by shareholders holding 100% of the voting rights, Windhoek, 20 August 2025.`,
    present: [],
    absent: ['dead-equity', 'founder-departure', 'low-founder-ownership', 'investor-control', 'cap-table-complexity'],
    traits: ['table', 'figures', 'time'],
  },
];
