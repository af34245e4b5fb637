/**
 * Development set, English: the fourth generalisation round (decision 0036: the reader on text it was not tuned on). Written from the
 * labelling guide (cases-dev-retired-test.ts) and labelled before any rule was changed for it, by someone
 * who has not opened the held-out set or any per-case result of it. It concentrates on (a) the weak
 * classes said in varied, indirect ways (debt distress, founder ownership, investor control, dead equity)
 * and (b) clean texts that tempt the false-flag kinds: burn and revenue in different periods or with burn
 * below revenue, financials stated in other words, related parties absent, churn low or about something
 * else, licences already granted.
 */
import type { RedFlagCase } from './case';

const legal = 'legal_docs' as const;
const deck = 'pitch_deck' as const;
const plan = 'business_plan' as const;
const statements = 'financial_statements' as const;

export const generaliseFourthEnglish: readonly RedFlagCase[] = [
  // (a) debt distress, said indirectly
  { id: 'fourth-en-debt-covenant-waiver', documentType: legal, traits: ['indirect'],
    text: `At the June test date we breached the leverage covenant on the Stanbic facility. The bank has granted a waiver until December.`,
    present: ['debt-distress'], absent: [] },
  { id: 'fourth-en-debt-restructuring-talks', documentType: legal, traits: ['indirect'],
    text: `After the April instalment could not be met, talks with our lenders to restructure the term loan began in May.`,
    present: ['debt-distress'], absent: [] },
  { id: 'fourth-en-debt-tax-arrears', documentType: statements, traits: ['figures', 'indirect'],
    text: `Revenue for 2024 was KES 310 million and operating costs KES 270 million.
Arrears owed to the Kenya Revenue Authority stood at KES 14 million at year end.`,
    present: ['debt-distress'], absent: ['burn-above-revenue', 'missing-financials'] },
  { id: 'fourth-en-debt-standstill', documentType: legal, traits: ['indirect'],
    text: `Our lender agreed to a standstill on repayments while the schedule is renegotiated.`,
    present: ['debt-distress'], absent: [] },
  { id: 'fourth-en-debt-forbearance', documentType: legal, traits: ['indirect'],
    text: `Since the third quarter the company has been in breach of the minimum cash covenant and operates under a forbearance letter from the bank.`,
    present: ['debt-distress'], absent: [] },
  { id: 'fourth-en-debt-rescheduled', documentType: legal, traits: ['indirect'],
    text: `The Afreximbank facility has been rescheduled twice because cash from operations did not cover debt service.`,
    present: ['debt-distress'], absent: [] },
  { id: 'fourth-en-debt-past-due', documentType: legal, traits: ['indirect'],
    text: `Amounts owed to our main supplier are more than 120 days past due, and the supplier has put us on cash terms.`,
    present: ['debt-distress'], absent: [] },
  { id: 'fourth-en-debt-clean-headroom', documentType: legal, traits: ['negation'],
    text: `We comply with every covenant under the facility; the June test showed comfortable headroom on leverage and interest cover.`,
    present: [], absent: ['debt-distress'] },
  // (a) founder ownership and investor control
  { id: 'fourth-en-owners-combined', documentType: legal, traits: ['indirect'],
    text: `After four rounds the two founders' combined stake is 27% of the company.`,
    present: ['low-founder-ownership'], absent: ['investor-control'] },
  { id: 'fourth-en-owners-list-named', documentType: legal, traits: ['list', 'figures'],
    text: `Shareholding after the Series A:
- Amina Yusuf (co-founder, CEO): 14%
- Kofi Mensah (co-founder, CTO): 11%
- Investors: 61%
- Option pool: 14%`,
    present: ['low-founder-ownership'], absent: ['investor-control'] },
  { id: 'fourth-en-owners-third', documentType: legal, traits: ['indirect', 'figures'],
    text: `The founding team has been diluted to a little over a third of the company.`,
    present: ['low-founder-ownership'], absent: [] },
  { id: 'fourth-en-owners-fifth', documentType: legal, traits: ['indirect'],
    text: `Less than a fifth of the shares remain with the founders.`,
    present: ['low-founder-ownership'], absent: [] },
  { id: 'fourth-en-owners-split', documentType: legal, traits: ['figures'],
    text: `Our CEO and CTO, who founded the company together, own 19% and 12% respectively.`,
    present: ['low-founder-ownership'], absent: [] },
  { id: 'fourth-en-owners-clean-each', documentType: legal, traits: ['figures'],
    text: `The three founders each hold 15% of the shares; the rest belongs to eleven angels and an option pool.`,
    present: [], absent: ['low-founder-ownership', 'investor-control'] },
  { id: 'fourth-en-owners-clean-majority', documentType: legal, traits: ['figures'],
    text: `The founders still hold 62% between them after the seed round; no investor holds more than 12%.`,
    present: [], absent: ['low-founder-ownership', 'investor-control'] },
  { id: 'fourth-en-control-bridge', documentType: legal, traits: ['figures'],
    text: `Savannah Fund owns 54% of the ordinary shares after the conversion of its bridge notes.`,
    present: ['investor-control'], absent: [] },
  { id: 'fourth-en-control-majority-word', documentType: legal, traits: ['indirect'],
    text: `Following the Series A, TLcom holds a majority of the company's shares.`,
    present: ['investor-control'], absent: [] },
  { id: 'fourth-en-control-cap-line', documentType: legal, traits: ['figures'],
    text: `Cap table: Founders 30%, Partech Africa 52%, ESOP 10%, angels 8%.`,
    present: ['investor-control', 'low-founder-ownership'], absent: [] },
  { id: 'fourth-en-control-half', documentType: legal, traits: ['indirect'],
    text: `More than half of the equity now sits with one investor, Norfund.`,
    present: ['investor-control'], absent: [] },
  { id: 'fourth-en-control-table', documentType: legal, traits: ['table', 'figures'],
    text: `Fully diluted ownership
| Holder | Shares | % |
| Founders | 3,100,000 | 31% |
| Verod Capital | 5,600,000 | 56% |
| ESOP | 1,300,000 | 13% |`,
    present: ['investor-control', 'low-founder-ownership'], absent: [] },
  { id: 'fourth-en-control-clean-vetoes', documentType: legal, traits: ['negation'],
    text: `The largest investor holds 18% and no shareholder holds more than a quarter. Investors have two of five board seats and a veto over new debt.`,
    present: [], absent: ['investor-control', 'low-founder-ownership'] },
  // (a) dead equity
  { id: 'fourth-en-dead-kept-stake', documentType: legal, traits: ['indirect'],
    text: `Our former CTO, who left in 2022, kept his 12% stake.`,
    present: ['dead-equity', 'founder-departure'], absent: [] },
  { id: 'fourth-en-dead-employees', documentType: legal, traits: ['indirect'],
    text: `Two early employees who have since left hold 9% between them; their shares were never repurchased.`,
    present: ['dead-equity'], absent: ['founder-departure'] },
  { id: 'fourth-en-dead-stepped-away', documentType: legal, traits: ['indirect'],
    text: `A co-founder who stepped away in 2021 still owns a fifth of the company.`,
    present: ['dead-equity', 'founder-departure'], absent: [] },
  { id: 'fourth-en-dead-options', documentType: legal, traits: ['indirect', 'figures'],
    text: `Vested options held by former employees make up 7% of the fully diluted capital.`,
    present: ['dead-equity'], absent: [] },
  { id: 'fourth-en-dead-clean-bought-back', documentType: legal, traits: ['negation'],
    text: `When our co-founder left in 2022, the company bought back all of his shares at nominal value.`,
    present: ['founder-departure'], absent: ['dead-equity'] },
  // (b) burn and revenue that do not make a burn above revenue
  { id: 'fourth-en-burn-annual-revenue', documentType: deck, traits: ['figures'],
    text: `Annual revenue was $2.4M in 2024. Our monthly burn is $150k.`,
    present: [], absent: ['burn-above-revenue', 'missing-financials'] },
  { id: 'fourth-en-burn-project-cost', documentType: plan, traits: ['figures'],
    text: `The new cold-storage warehouse will cost $600k over eighteen months. Monthly revenue is $90k and we are profitable.`,
    present: [], absent: ['burn-above-revenue', 'missing-financials'] },
  { id: 'fourth-en-burn-year-vs-year', documentType: deck, traits: ['figures'],
    text: `We spent $1.2M in 2024 against revenue of $1.5M.`,
    present: [], absent: ['burn-above-revenue', 'missing-financials'] },
  { id: 'fourth-en-burn-quarter-vs-month', documentType: deck, traits: ['figures'],
    text: `Quarterly operating costs are $270k; monthly revenue is $110k.`,
    present: [], absent: ['burn-above-revenue', 'missing-financials'] },
  { id: 'fourth-en-burn-year-total', documentType: deck, traits: ['figures'],
    text: `We burned $500k over the whole of 2024, while revenue now runs at $80k a month.`,
    present: [], absent: ['burn-above-revenue', 'missing-financials', 'short-runway'] },
  { id: 'fourth-en-burn-fell-below', documentType: deck, traits: ['figures', 'time'],
    text: `Our burn rate fell to $45k a month, while revenue reached $52k a month.`,
    present: [], absent: ['burn-above-revenue', 'missing-financials'] },
  { id: 'fourth-en-burn-year-spend-positive', documentType: deck, traits: ['figures'],
    text: `Revenue is $40k a month. We spend $1.1M a year on the team, servers and rent.`,
    present: ['burn-above-revenue'], absent: ['missing-financials'] },
  // (b) financials present in other words
  { id: 'fourth-en-fin-income-expenditure', documentType: statements, traits: ['indirect'],
    text: `Statement of income and expenditure, year to 31 December 2024 (NGN): income 412,000,000; expenditure 365,000,000.`,
    present: [], absent: ['missing-financials', 'burn-above-revenue'] },
  { id: 'fourth-en-fin-invoiced-payroll', documentType: deck, traits: ['indirect'],
    text: `Last year we invoiced clients $840k; payroll and rent came to $610k.`,
    present: [], absent: ['missing-financials', 'burn-above-revenue'] },
  { id: 'fourth-en-fin-top-line', documentType: plan, traits: ['indirect'],
    text: `Top line FY2024: $1.4M. Net profit: $120k.`,
    present: [], absent: ['missing-financials', 'burn-above-revenue'] },
  // (b) related parties absent, churn low or elsewhere, licences granted
  { id: 'fourth-en-related-none', documentType: statements, traits: ['negation'],
    text: `Revenue 2024: $3.2M; costs $2.9M. There were no transactions with related parties during the year.`,
    present: [], absent: ['related-party', 'missing-financials', 'burn-above-revenue'] },
  { id: 'fourth-en-related-no-interest', documentType: legal, traits: ['negation'],
    text: `None of the directors, nor any member of their families, has an interest in a supplier or customer of the company.`,
    present: [], absent: ['related-party'] },
  { id: 'fourth-en-churn-low-staff', documentType: deck, traits: ['figures'],
    text: `Revenue: $95k a month, costs $88k a month. Logo churn is 1.8% a month; staff turnover was 30% last year.`,
    present: [], absent: ['high-churn', 'missing-financials', 'burn-above-revenue'] },
  { id: 'fourth-en-churn-providers', documentType: deck, traits: ['indirect'],
    text: `Revenue grew to $1.9M in 2024 from $1.2M. We churned through three logistics providers before settling on Sendy; net revenue retention is 118%.`,
    present: [], absent: ['high-churn', 'missing-financials', 'declining-revenue'] },
  { id: 'fourth-en-licence-granted', documentType: legal, traits: ['time'],
    text: `The application we filed with the Central Bank of Nigeria in 2022 was granted in March 2024; we now hold a full PSSP licence.`,
    present: [], absent: ['pending-licence', 'regulatory'] },
  { id: 'fourth-en-licence-renewed', documentType: legal, traits: ['time'],
    text: `Our payment-service licence was approved in 2023 and renewed this year for five years.`,
    present: [], absent: ['pending-licence', 'regulatory'] },
];
