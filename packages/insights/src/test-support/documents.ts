/** Hand-written documents whose extractions and flags are known, shared by tests. */

export const kopaDeck = `KopaPay: payments for Lagos market traders
Problem
Informal traders in Lagos lose 8% of sales to cash handling and theft. 40 million traders remain unbanked.
Solution
Our app lets traders accept card and transfer payments on any Android phone, with same-day settlement.
Market
The Nigerian merchant payments market is worth $4B a year; our addressable market is $600M.
Traction
We have 12,000 active merchants, growing 15% month on month. We reached $1.2M ARR in March.
Our largest customer accounts for 60% of revenue.
Business model
We charge a 1% transaction fee, capped at ₦1,000 per transaction.
Competition
Competitors include Moniepoint and OPay; we differentiate on settlement speed.
Team
Ada Obi, CEO, ex-Paystack with 10 years of experience. Our CTO left the company in March and the head of engineering now leads the product.
We are a team of 14 people.
Financials
Monthly burn of $150k; runway of 8 months.
The Ask
We are raising $2M in a seed round: use of funds is 50% engineering, 30% sales and 20% licensing.
We are awaiting approval of our payment service licence from the CBN.`;

export const cleanStatements = `Acme Farms Ltd — Income statement for the year ended 31 December 2024 (audited).
Revenue for the year was KES 84,000,000, up from KES 61,000,000 in 2023.
Cost of sales was KES 50,000,000 and operating expenses were KES 20,000,000.
Payroll costs of KES 9,000,000 per year are included in operating expenses.
The company is incorporated in Kenya and holds a valid export licence.
There is no pending litigation against the company.
The founders hold 72% of the issued shares.`;

export const troubledPlan = `Business plan. We will grow revenue 1000% next year and reach 50x users by 2027.
There are no competitors in our space.
The founders own 15% of the company after the last round, and a former co-founder still holds 20% of the shares.
We lease our office from a company owned by the CEO's brother.
A former supplier has filed a lawsuit against us claiming $300,000.
We are in arrears on our bank loan and breached a loan covenant last quarter.
Revenue declined 20% in Q4. We are operating without a licence while the regulator reviews our application.`;

export const strongDeck = `Problem: 60% of Kenyan smallholder farmers sell at harvest, when prices are lowest. The problem costs them 30% of income.
Solution: our platform gives farmers storage receipts and credit against stored grain, through a USSD app.
Market: the addressable market for grain storage finance in East Africa is $2B a year.
Traction: 8,000 paying customers and 25% month on month growth; MRR of $120k.
Business model: we charge a 2% transaction fee and a monthly subscription for warehouses.
Competition: alternatives are informal traders and banks; competitors lack warehouse coverage in 12 counties.
Team: Wanjiru Kamau, CEO, ex-Twiga Foods; Otieno Odhiambo, CTO, previously at Safaricom; our CFO has 12 years of experience.
We employ 32 people.
Financials: monthly burn of $90k, gross margin of 40%, runway of 20 months.
The ask: we are raising $5M in a Series A round; use of funds is warehouses and engineering.`;

export const incorporationDocs = `GrainSafe Limited is incorporated in Kenya and registered with the Registrar of Companies.
It holds a warehouse receipt licence from the Warehouse Receipt System Council and complies with the Data Protection Act.
The shareholders agreement provides 4-year vesting for founders.
There is no pending litigation.`;
