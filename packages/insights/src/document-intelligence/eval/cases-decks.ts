/**
 * Evaluation texts written as founders write pitch decks and business plans (African markets,
 * varied sectors). Labelled by what each text says, not by what the rules catch.
 */
import type { RedFlagCase } from './case';

export const deckCases: readonly RedFlagCase[] = [
  {
    id: 'agri-storage-kenya',
    documentType: 'pitch_deck',
    text: `GrainVault: warehouse receipts for Kenyan smallholders
Problem: farmers sell at harvest when maize prices are 40% below the lean-season price.
Traction: 6,200 farmers and 14 warehouses across Nakuru and Uasin Gishu; MRR of KES 9.5 million.
Gross margin improved from 22% in 2023 to 34% in 2024 as warehouse utilisation rose.
Monthly churn fell from 11% to 3% after we introduced mobile payouts.
Team: Wanjiru Kamau (CEO), Brian Otieno (CTO). No co-founder has left since we started in 2021.
We hold a warehouse receipt operator licence from the WRS Council, granted in March 2024.
Monthly burn is KES 7 million and we have 16 months of runway.
The ask: $2.5M seed to open 20 more warehouses.`,
    present: [],
    absent: ['gross-margin', 'high-churn', 'founder-departure', 'pending-licence', 'burn-above-revenue'],
  },
  {
    id: 'lagos-quick-commerce',
    documentType: 'pitch_deck',
    text: `Chopnow delivers groceries in Lagos in under 30 minutes.
We have 18,000 monthly active customers across Lekki, Ikeja and Yaba.
Our gross margin was 12% in 2023 and -8% in 2024 as we subsidised delivery to win share from competitors.
Monthly burn is $180k against monthly revenue of $95k.
We have strong unit economics and are profitable on every order in Lekki.
Contribution margin across the city is -14%.
We are raising $4M to expand to Abuja.`,
    present: ['gross-margin', 'burn-above-revenue', 'unit-economics'],
    absent: [],
  },
  {
    id: 'nairobi-saas-churn',
    documentType: 'pitch_deck',
    text: `Duka OS: point of sale and inventory software for Kenyan retailers.
We serve 2,300 shops paying KES 2,500 a month each.
Logo churn is 9% a month; most shops that leave say they went back to paper books.
ARR of KES 69 million, growing 6% month on month.
Competitors include Tally and paper ledgers; we win on offline mode.
Founders hold 68% after the pre-seed.
Runway of 14 months at the current burn.`,
    present: ['high-churn'],
    absent: ['low-founder-ownership', 'no-competition', 'short-runway'],
  },
  {
    id: 'ghana-solar-projections',
    documentType: 'business_plan',
    text: `SunBox Ghana sells pay-as-you-go solar home systems in the Ashanti and Northern regions.
We installed 3,400 systems in 2024 and collected GHS 4.1 million in revenue.
Revenue is projected to grow from GHS 4 million in 2025 to GHS 60 million in 2026 and GHS 400 million in 2027.
Our gross margin is 38%, in line with the PAYGo industry.
We are awaiting the Energy Commission permit for our mini-grid pilot in Tamale.
The founding team of three has worked together since 2019.`,
    present: ['unrealistic-growth', 'pending-licence'],
    absent: ['gross-margin'],
  },
  {
    id: 'cairo-edtech-clean',
    documentType: 'pitch_deck',
    text: `Madrasa Plus: after-school maths tutoring on WhatsApp for Egyptian secondary students.
Problem: private tutoring costs families up to 25% of household income.
We have 41,000 paying students and MRR of EGP 6.2 million.
Revenue grew 180% last year; we plan to grow 2.5x in 2026 by adding Alexandria and Giza.
Annual churn is 22%, mostly students who graduate.
Our CTO joined from Instabug in 2023 and leads a team of nine engineers.
We received our Ministry of Education content approval in January.
Monthly burn is EGP 4 million.`,
    present: [],
    absent: ['unrealistic-growth', 'high-churn', 'pending-licence', 'founder-departure', 'burn-above-revenue'],
  },
  {
    id: 'joburg-logistics-departure',
    documentType: 'pitch_deck',
    text: `FleetLink connects Gauteng shippers with independent truck owners.
GMV of R48 million in 2024 with 1,150 active trucks.
Our co-founder and COO, Sipho Dlamini, left in June to start his own freight company.
Sipho still holds 18% of the shares, and the remaining founders hold 51%.
Our largest customer, a national retailer, accounts for 41% of revenue.
Take rate of 9%; monthly burn of R3.2 million against monthly revenue of R4.3 million.`,
    present: ['founder-departure', 'dead-equity', 'customer-concentration'],
    absent: ['low-founder-ownership', 'burn-above-revenue'],
  },
  {
    id: 'rwanda-healthtech-arr',
    documentType: 'pitch_deck',
    text: `Afya Link digitises patient records for clinics in Rwanda and Uganda.
280 clinics on our subscription, at $45 per clinic per month.
ARR reached $410k, which includes a one-off $150k grant from a health foundation for the Kigali rollout.
Gross margin of 71%.
The team: Aline Uwase (CEO), a former nurse, and Eric Mugisha (CTO), previously at Zipline.
We are raising $1.2M.`,
    present: ['non-recurring-revenue'],
    absent: [],
  },
  {
    id: 'lagos-lending-licence',
    documentType: 'pitch_deck',
    text: `Kredi gives working-capital loans to market traders in Lagos and Ibadan.
Loan book of ₦1.8 billion; non-performing loans at 3.1%.
We applied for a state money-lending licence in 2022 and it was granted in 2023.
We have submitted our application for a national microfinance bank licence to the CBN and expect a decision by Q3.
Revenue of ₦95 million a month; monthly burn of ₦70 million.
Our head of risk spent 12 years at Access Bank.`,
    present: ['pending-licence'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'kenya-agritech-troubled',
    documentType: 'business_plan',
    text: `Mavuno Direct buys fresh produce from farmers and sells it to Nairobi restaurants.
Revenue declined 18% in the second half of 2024 after two hotel chains paused orders.
Our gross margin fell from 24% to 15% as transport costs rose.
We have about 5 months of runway at the current burn.
One hotel group still makes up 55% of our revenue.
We plan to diversify into supermarkets in 2025.`,
    present: ['declining-revenue', 'gross-margin', 'short-runway', 'customer-concentration', 'missing-financials'],
    absent: [],
  },
  {
    id: 'accra-fintech-litigation-dismissed',
    documentType: 'pitch_deck',
    text: `PayGh lets Ghanaian SMEs accept mobile money and cards on one terminal.
A lawsuit brought by a former reseller over commissions was dismissed by the High Court in 2023.
We hold a Payment Service Provider (Enhanced) licence from the Bank of Ghana.
Processing volume of GHS 120 million a month; revenue of GHS 1.4 million a month.
Monthly burn of GHS 1.1 million.
Founders own 61% of the company.`,
    present: [],
    absent: ['litigation', 'pending-licence', 'burn-above-revenue', 'low-founder-ownership'],
  },
  {
    id: 'abuja-insurtech-lawsuit',
    documentType: 'pitch_deck',
    text: `CoverNow sells micro health insurance to ride-hailing drivers in Abuja.
32,000 active policies and MRR of ₦140 million.
We are defending a suit filed by a former underwriting partner, who claims ₦300 million in unpaid commissions; hearings resume in March.
Monthly churn is 7% as drivers move between platforms.
We hold a NAICOM agency licence.
We have no direct competitors in driver health cover.`,
    present: ['litigation', 'high-churn', 'no-competition'],
    absent: ['pending-licence'],
  },
  {
    id: 'sa-marketplace-unit-economics',
    documentType: 'pitch_deck',
    text: `Tuta connects South African parents with vetted tutors.
CAC of R850 and LTV of R3,400.
Our LTV:CAC ratio is 9x, one of the best in consumer marketplaces.
Take rate of 20% on R12 million of annual bookings.
Monthly burn of R600k; revenue of R200k a month.
We are raising R15 million.`,
    present: ['unit-economics', 'burn-above-revenue'],
    absent: [],
  },
  {
    id: 'nigeria-healthtech-payback',
    documentType: 'pitch_deck',
    text: `MediRun delivers prescription medicines to patients with chronic conditions in Lagos.
Customer acquisition cost is ₦24,000 per patient.
ARPU is ₦6,000 per month at a gross margin of 25%.
We pay back CAC in 3 months, so every new patient is profitable within a quarter.
9,000 active patients; revenue of ₦54 million a month; monthly burn of ₦45 million.
We are awaiting NAFDAC registration for our own-brand supplements.`,
    present: ['unit-economics', 'pending-licence'],
    absent: ['burn-above-revenue'],
  },
  {
    id: 'egypt-proptech-clean-projection',
    documentType: 'business_plan',
    text: `Beity lets Cairo tenants pay rent monthly while landlords receive a full year upfront.
We financed 1,900 leases in 2024 and revenue reached EGP 38 million.
We project revenue of EGP 38 million in 2024, EGP 80 million in 2025 and EGP 150 million in 2026.
Gross margin is 31%, compared with 27% last year.
Churn is low: 1.5% of tenants default or leave each month.
Our licence from the Financial Regulatory Authority was renewed in 2024.`,
    present: [],
    absent: ['unrealistic-growth', 'gross-margin', 'high-churn', 'pending-licence'],
  },
  {
    id: 'kigali-mobility-10x',
    documentType: 'pitch_deck',
    text: `Moto Volt converts Kigali moto-taxis to electric with battery swapping.
820 riders on the network and 14 swap stations.
We will grow to 50,000 riders by 2027, a 60x increase, as the government phases out petrol motorbikes.
Riders save 40% on fuel and maintenance.
Battery costs are our main risk; we hold a supply agreement with a Chinese manufacturer.
Monthly revenue of $85k against a monthly burn of $140k.`,
    present: ['unrealistic-growth', 'burn-above-revenue'],
    absent: [],
  },
  {
    id: 'tanzania-retail-related-party',
    documentType: 'business_plan',
    text: `Soko Hub runs a B2B ordering app for dukas in Dar es Salaam.
We rent our main warehouse from a company owned by the CEO's father, at market rates.
The founders lent the company $120,000 in 2023, repayable after the Series A.
Revenue of $210k a month; gross margin of 11%, down from 17% a year earlier as we matched wholesaler prices.
Our cap table is messy after four rounds of convertible notes from angels.
Runway is 11 months.`,
    present: ['related-party', 'gross-margin', 'cap-table-complexity'],
    absent: ['short-runway'],
  },
  {
    id: 'nigeria-creator-seasonal-arr',
    documentType: 'pitch_deck',
    text: `Kolo helps Nigerian creators sell digital products to their followers.
ARR of $1.4M, annualised from December, our record month, when Detty December sales peaked.
11,000 creators have sold on Kolo; take rate of 8%.
Monthly churn is 4%.
We hold no licences and need none: payments run through our licensed PSP partner.`,
    present: ['non-recurring-revenue'],
    absent: ['high-churn', 'pending-licence', 'regulatory'],
  },
  {
    id: 'zambia-agri-controlled',
    documentType: 'pitch_deck',
    text: `Harvest Link finances inputs for soybean farmers in Zambia's Eastern Province.
Our lead investor, a development finance fund, owns 58% of the company after the 2023 rescue round.
The founders hold 27% between them.
Loan repayment rate of 94% over three seasons.
Revenue of $1.1M in 2024.
We are in arrears on a $400,000 facility with a local bank and are negotiating a restructuring.`,
    present: ['investor-control', 'low-founder-ownership', 'debt-distress'],
    absent: [],
  },
  {
    id: 'senegal-fintech-departure-prior-job',
    documentType: 'pitch_deck',
    text: `Wari Pay is a merchant wallet for Dakar's informal retailers.
Our CEO, Awa Ndiaye, resigned from Orange Money in 2022 to found Wari Pay.
Our CTO left Wave last year to join us as the first engineer.
8,500 merchants; monthly revenue of XOF 90 million.
We are regulated as a payment agent of a licensed bank.
Merchant churn is 2% a month.`,
    present: [],
    absent: ['founder-departure', 'high-churn', 'missing-financials'],
  },
  {
    id: 'ethiopia-coffee-going-concern',
    documentType: 'business_plan',
    text: `Buna Trace exports traceable specialty coffee from Sidama to buyers in Europe and Japan.
Our auditors included a material uncertainty about the company's ability to continue as a going concern in the 2023 accounts.
Revenue fell 30% in 2023 when a Japanese buyer cancelled its contract.
Gross margin was 18% in 2022, 9% in 2023 and 4% in 2024.
Export permits for the 2025 harvest are still pending with the Ethiopian Coffee and Tea Authority.
We need $800,000 of working capital.`,
    present: ['going-concern', 'declining-revenue', 'gross-margin', 'pending-licence', 'missing-financials'],
    absent: [],
  },
  {
    id: 'kenya-health-churn-retention',
    documentType: 'pitch_deck',
    text: `Daktari Box offers monthly telehealth plans to Kenyan families for KES 900.
64,000 subscribers, up from 20,000 a year ago.
12-month retention is 38%: most families cancel after the first illness is treated.
Gross margin of 46%.
Our medical director holds a licence from the KMPDC, and the platform is registered with the Digital Health Agency.
We project 140,000 subscribers in 2026.`,
    present: ['high-churn', 'missing-financials'],
    absent: ['pending-licence', 'unrealistic-growth'],
  },
  {
    id: 'ivory-coast-energy-unlicensed',
    documentType: 'business_plan',
    text: `Lumière runs solar mini-grids in twelve villages around Bouaké.
We are operating without a distribution licence while ANARE reviews our file.
Monthly revenue of XOF 28 million; gross margin of 52%.
There is no competition in off-grid power in our villages.
Our founders hold 74% of the shares.`,
    present: ['regulatory', 'no-competition'],
    absent: ['low-founder-ownership', 'missing-financials'],
  },
];
