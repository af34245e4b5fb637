/**
 * Inputs of the document-analysis (insights) tests: a pitch deck's text with known flags
 * (deckText), and an analysis of it asked through POST /api/documents/:startupId/analyze
 * (analyse), which returns the response for the test to check.
 * Files' bytes are built elsewhere: ../pdf.ts, ../office.ts and the data rooms' test-support.
 */
import type { TestApp, TestUser } from '../test-app';
import { as } from '../test-app';

export const deckText = `KopaPay: payments for Lagos market traders.
Problem: informal traders in Lagos lose 8% of sales to cash handling and theft.
Solution: our app lets traders accept card and transfer payments on any Android phone, with same-day settlement.
Market: the Nigerian merchant payments market is worth $4B a year.
Traction: we have 12,000 active merchants, growing 15% month on month. We reached $1.2M ARR in March.
Our largest customer accounts for 60% of revenue.
Business model: we charge a 1% transaction fee.
Competition: competitors include Moniepoint and OPay; we differentiate on settlement speed.
Team: Ada Obi, CEO, ex-Paystack with 10 years of experience. Our CTO left the company in March.
Financials: monthly burn of $150k; runway of 8 months.
The Ask: we are raising $2M in a seed round.`;

export async function analyse(t: TestApp, user: TestUser | null, startupId: number, payload: unknown) {
  return t.app.inject(as(user, { method: 'POST', url: `/api/documents/${startupId}/analyze`, payload: payload as Record<string, unknown> }));
}
