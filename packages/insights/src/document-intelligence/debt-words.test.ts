import { describe, expect, it } from 'vitest';
import type { DocumentType } from '@baobab/contracts/enums';
import { analyzeDocument } from './analyze-document';

const ruleIds = (text: string, type: DocumentType = 'legal_docs') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

// Decision 0036, fifth round: debt distress as lenders, boards and data rooms write it, and what is not distress.
describe('debt distress in letters, minutes and memos', () => {
  it.each([
    ['The monthly repayment of KES 2.4 million that fell due on 5 August is still unpaid.'],
    ['Last month we did not make the scheduled principal repayment on the working-capital loan.'],
    ['The company is three instalments behind on its equipment lease.'],
    ['Following the breach of the overdraft limit, the bank demanded immediate repayment.'],
    ['Our lender has called in the overdraft.'],
    ['Withholding tax deducted from staff for the second quarter has not yet been remitted to the revenue authority.'],
    ['Les cotisations sociales du troisième trimestre n\'ont pas encore été réglées.'],
  ])('flags "%s"', (text) => {
    expect(ruleIds(text)).toContain('debt-distress');
  });

  it.each([
    ['Events of default include non-payment of any sum when due and a breach of the leverage covenant.'],
    ['Any failure to pay interest within ten business days shall constitute an event of default.'],
    ['Cas de défaut : défaut de paiement d\'une échéance ; bris de covenant.'],
    ['We missed a coupon in 2021 during the lockdown; it was paid in full two weeks later.'],
    ['One instalment slipped in 2022, and the loan has been current ever since.'],
    ['Three payments from the county government remain overdue, so our receivables rose to KES 40 million.'],
    ['Our staff have not been idle: every repayment was made on time.'],
  ])('does not flag "%s"', (text) => {
    expect(ruleIds(text)).not.toContain('debt-distress');
  });
});

describe('debt distress the fifth check batch found (decision 0036)', () => {
  it.each([
    ['The September coupon on the notes has not been received by the trustee.'],
    ['PAYE outstanding since March is being cleared under a payment plan with the tax authority.'],
    ['The lender cancelled our revolving credit line after the second missed test date.'],
    ['La banque a dénoncé nos concours à court terme.'],
  ])('flags "%s"', (text) => {
    expect(ruleIds(text)).toContain('debt-distress');
  });

  it.each([
    ['We cancelled the unused facility in June because we no longer needed it.'],
    ['Payment from our largest customer has not been received yet, so receivables rose.'],
  ])('does not flag "%s"', (text) => {
    expect(ruleIds(text)).not.toContain('debt-distress');
  });
});
