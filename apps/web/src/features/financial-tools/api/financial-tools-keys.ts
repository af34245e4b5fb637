/** A startup's financial-tools read: its kind under the startup's id. */
const ofStartup = <Read extends string>(startupId: number, read: Read) => ['financial-tools', startupId, read] as const;

/**
 * Every financial-tools query key, from one factory (decision 0018): reads use these keys and changes invalidate
 * them. The holdings keys sit under the ledger's, so a change to the ledger refreshes every date.
 */
export const financialToolsKeys = {
  all: ['financial-tools'] as const,
  startups: () => [...financialToolsKeys.all, 'startups'] as const,
  savedCapTable: (startupId: number) => ofStartup(startupId, 'cap-table'),
  savedFinancialModel: (startupId: number) => ofStartup(startupId, 'financial-model'),
  savedValuation: (startupId: number) => ofStartup(startupId, 'valuation'),
  fundingTracker: (startupId: number) => ofStartup(startupId, 'funding-tracker'),
  scenarios: (startupId: number) => ofStartup(startupId, 'cap-table-scenarios'),
  rounds: (startupId: number) => ofStartup(startupId, 'cap-table-rounds'),
  ledger: (startupId: number) => ofStartup(startupId, 'share-ledger'),
  ledgerHoldings: (startupId: number, asOf: string) => [...financialToolsKeys.ledger(startupId), 'holdings', asOf] as const,
  financialsShares: (startupId: number) => ofStartup(startupId, 'financials-shares'),
  startupInvestments: (startupId: number) => ofStartup(startupId, 'investments'),
};
