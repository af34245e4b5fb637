/**
 * Development set, English: the fifth generalisation round (decision 0036). Written from the labelling guide
 * (cases-dev-retired-test.ts) and labelled before any rule was changed for it, by someone who has not opened
 * the held-out set or any per-case result of it. It concentrates on the four classes the held-out aggregates
 * still show weak (debt distress, founder ownership, investor control, dead equity), written as founders and
 * analysts write them (bank letters, board minutes, data-room memos, term sheets, deck slides, cap tables),
 * and on their near-misses that must raise nothing: generic clauses, negations, hypotheticals, states that
 * are over, healthy figures.
 */
import type { RedFlagCase } from './case';

const legal = 'legal_docs' as const;
const deck = 'pitch_deck' as const;

export const generaliseFifthEnglish: readonly RedFlagCase[] = [
  // debt distress, as lenders, boards and data rooms write it
  { id: 'fifth-en-debt-bank-letter', documentType: legal, traits: ['indirect'],
    text: `Dear Sir,
We refer to the term loan facility dated 15 March 2023. The quarterly instalment of USD 120,000 due on 30 September 2024 remains unpaid at the date of this letter. Unless the overdue amount is settled within 14 days, the Bank reserves the right to declare an event of default and accelerate the facility.`,
    present: ['debt-distress'], absent: [] },
  { id: 'fifth-en-debt-board-minutes', documentType: legal, traits: ['indirect'],
    text: `Minutes of the board meeting of 12 November 2024.
3. Financing. The CFO reported that the company did not make the October interest payment on the Lendable notes and has asked the noteholders for a three-month deferral.`,
    present: ['debt-distress'], absent: [] },
  { id: 'fifth-en-debt-statutory-memo', documentType: legal, traits: ['indirect', 'figures'],
    text: `Data-room memo: statutory liabilities.
PAYE and NSSF contributions for July to October have not been remitted; the outstanding balance is UGX 96 million.`,
    present: ['debt-distress'], absent: [] },
  { id: 'fifth-en-debt-overdraft-demand', documentType: legal, traits: ['indirect'],
    text: `After we exceeded the overdraft limit for three consecutive months, the bank demanded immediate repayment of the full balance.`,
    present: ['debt-distress'], absent: [] },
  { id: 'fifth-en-debt-deck-behind', documentType: deck, traits: ['list', 'indirect'],
    text: `Financials
Revenue 2024: $1.8M
Operating costs 2024: $1.6M
Debt: $400k of venture debt; we are two payments behind and agreeing a new schedule with the lender.`,
    present: ['debt-distress'], absent: ['burn-above-revenue', 'missing-financials'] },
  { id: 'fifth-en-debt-clean-cured', documentType: legal, traits: ['time'],
    text: `In 2022 we missed one loan instalment during the port strike; it was paid in full within a month and the loan has been current ever since.`,
    present: [], absent: ['debt-distress'] },
  { id: 'fifth-en-debt-clean-term-sheet', documentType: legal, traits: ['modality'],
    text: `Term sheet, venture debt facility.
Events of default: failure to pay any amount when due; breach of the financial covenants; insolvency or any arrangement with creditors.`,
    present: [], absent: ['debt-distress'] },
  { id: 'fifth-en-debt-clean-bank-confirmation', documentType: legal, traits: ['negation'],
    text: `We confirm that every repayment on the facility has been made on its due date and that no event of default has occurred or is continuing.`,
    present: [], absent: ['debt-distress'] },
  { id: 'fifth-en-debt-clean-deck', documentType: deck, traits: ['list', 'figures'],
    text: `Balance sheet
Revenue 2024: $2.1M; operating costs: $1.9M
Debt: $250k venture debt, all repayments current, interest cover 4.1x`,
    present: [], absent: ['debt-distress', 'burn-above-revenue', 'missing-financials'] },
  // founder ownership
  { id: 'fifth-en-owners-post-money', documentType: legal, traits: ['figures'],
    text: `Following completion of the Series A, the founders hold 34.5% on a fully diluted basis, the Series A investors 41%, seed investors 14.5% and the option pool 10%.`,
    present: ['low-founder-ownership'], absent: ['investor-control'] },
  { id: 'fifth-en-owners-deck-team', documentType: deck, traits: ['list', 'figures'],
    text: `Team and ownership
Founders: Chidi Okafor (CEO) 16%, Bola Adeyemi (COO) 13%
Revenue 2024: $600k; costs 2024: $540k`,
    present: ['low-founder-ownership'], absent: ['missing-financials', 'burn-above-revenue'] },
  { id: 'fifth-en-owners-quarter', documentType: legal, traits: ['indirect'],
    text: `After the down round, the founders are left with roughly one quarter of the company.`,
    present: ['low-founder-ownership'], absent: [] },
  { id: 'fifth-en-owners-clean-majority', documentType: legal, traits: ['figures'],
    text: `The two founders together own 58% after the seed round, the angels 27% and the pool 15%.`,
    present: [], absent: ['low-founder-ownership', 'investor-control'] },
  { id: 'fifth-en-owners-clean-restored', documentType: legal, traits: ['time'],
    text: `At the 2021 seed the founders' stake fell to 35%; after the 2023 buy-back of the angels' shares they hold 52% again.`,
    present: [], absent: ['low-founder-ownership'] },
  { id: 'fifth-en-owners-clean-hypothetical', documentType: legal, traits: ['modality'],
    text: `If the full Series B were raised at the lower valuation, the founders would be diluted to 36%; today they hold 55%.`,
    present: [], absent: ['low-founder-ownership'] },
  // investor control
  { id: 'fifth-en-control-minutes', documentType: legal, traits: ['indirect'],
    text: `The resolutions were passed by written consent of the majority shareholder, Helios Investment Partners, which holds 63% of the voting shares.`,
    present: ['investor-control'], absent: [] },
  { id: 'fifth-en-control-clean-spread', documentType: legal, traits: ['figures'],
    text: `Shareholders: founders 44%, Partech 22%, TLcom 19%, ESOP 15%.`,
    present: [], absent: ['investor-control', 'low-founder-ownership'] },
  { id: 'fifth-en-control-clean-warrants', documentType: legal, traits: ['modality'],
    text: `The investor would only hold a majority if all of its warrants were exercised; today it owns 28% of the shares.`,
    present: [], absent: ['investor-control'] },
  { id: 'fifth-en-control-clean-group', documentType: legal, traits: ['figures'],
    text: `Investors as a group hold 48%, spread across nine funds, the largest with 14%; the founders hold 45% and the pool 7%.`,
    present: [], absent: ['investor-control', 'low-founder-ownership'] },
  // dead equity
  { id: 'fifth-en-dead-memo-no-leaver', documentType: legal, traits: ['indirect'],
    text: `Cap table note: 11% of the ordinary shares are registered to Daniel Osei, a co-founder who resigned in March 2023. The shareholders' agreement had no leaver clause, so the shares were not reacquired.`,
    present: ['dead-equity', 'founder-departure'], absent: [] },
  { id: 'fifth-en-dead-table-former', documentType: legal, traits: ['table', 'figures'],
    text: `| Shareholder | Role | % |
| Grace Njeri | CEO, founder | 38% |
| Peter Kamau | former CTO (left 2023) | 14% |
| Investors | | 40% |
| ESOP | | 8% |`,
    present: ['dead-equity', 'founder-departure', 'low-founder-ownership'], absent: ['investor-control'] },
  { id: 'fifth-en-dead-clean-repurchased', documentType: legal, traits: ['negation'],
    text: `The shares of our former COO, who left in 2023, were repurchased under the bad-leaver clause and cancelled.`,
    present: ['founder-departure'], absent: ['dead-equity'] },
  { id: 'fifth-en-dead-clean-lapse', documentType: legal, traits: ['negation'],
    text: `Unvested shares of departing employees lapse back to the pool; no former employee holds shares today.`,
    present: [], absent: ['dead-equity'] },
];
