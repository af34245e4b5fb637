// Request bodies the matrices send to the world's routes (world.ts builds the callers and rows they act on).

export const experienceBody = { type: 'work', title: 'Product Manager', company: 'Paystack', startDate: '2019-03-01', endDate: '2022-06-30', isCurrent: false };
export const investmentBody = (startupId: number) => ({ startupId, dealDate: '2023-03-15', investmentAmount: 50_000, roundType: 'Seed' });
/** A SAFE round (the matrix adds and edits rounds dated after the one it closes, 2025-01-01). */
export const roundSafe = { kind: 'safe', date: '2025-06-01', holderName: 'Angel', investment: 250_000, valuationCap: 5_000_000 };
/** An issuance of founders' common stock, dated after the factory's founding year. */
export const ledgerIssuance = { kind: 'issuance', date: '2024-01-01', holder: 'Ada', shareClass: 'Common', shares: 1_000_000, pricePerShareMinor: 0.01, currency: 'USD' };
