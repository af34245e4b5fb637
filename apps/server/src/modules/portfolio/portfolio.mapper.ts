import type { Investment, PortfolioCompany } from '@baobab/contracts/portfolio';
import type { RecordInvestmentInput } from '@baobab/contracts/portfolio';
import type { InvestmentRow, InvestmentWithStartup, NewInvestmentRow } from './portfolio.repository';
import type { Position, Round } from './portfolio-metrics';

/** Dollars (at most two decimals) to integer cents and back. */
export const toMinor = (usd: number) => Math.round(usd * 100);
export const fromMinor = (minor: number) => minor / 100;

export function investmentValues(input: RecordInvestmentInput): Omit<NewInvestmentRow, 'investorId'> {
  return {
    startupId: input.startupId,
    dealDate: input.dealDate,
    amountMinor: toMinor(input.investmentAmount),
    currency: 'USD',
    equityPercentage: input.equityPercentage === undefined ? null : String(input.equityPercentage),
    valuationMinor: input.valuation === undefined ? null : toMinor(input.valuation),
    roundType: input.roundType,
    leadInvestor: input.leadInvestor,
    boardSeat: input.boardSeat,
    liquidationPreference: String(input.liquidationPreference),
    antiDilutionRights: input.antiDilutionRights ?? null,
    notes: input.notes ? input.notes : null,
  };
}

export function toInvestment(row: InvestmentRow): Investment {
  return {
    id: row.id,
    startupId: row.startupId,
    dealDate: row.dealDate,
    investmentAmount: fromMinor(row.amountMinor),
    currency: row.currency,
    equityPercentage: row.equityPercentage === null ? null : Number(row.equityPercentage),
    valuation: row.valuationMinor === null ? null : fromMinor(row.valuationMinor),
    roundType: row.roundType as Investment['roundType'],
    leadInvestor: row.leadInvestor,
    boardSeat: row.boardSeat,
    liquidationPreference: Number(row.liquidationPreference),
    antiDilutionRights: row.antiDilutionRights as Investment['antiDilutionRights'],
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    confirmationStatus: row.confirmationStatus as Investment['confirmationStatus'],
    revision: row.revision,
  };
}

export function toRound(row: InvestmentWithStartup): { startup: InvestmentWithStartup['startup']; round: Round } {
  const i = row.investment;
  return {
    startup: row.startup,
    round: {
      id: i.id,
      dealDate: i.dealDate,
      amountMinor: i.amountMinor,
      equityPercentage: i.equityPercentage === null ? null : Number(i.equityPercentage),
      valuationMinor: i.valuationMinor,
    },
  };
}

export function toPortfolioCompany(p: Position): PortfolioCompany {
  return {
    id: p.startup.id,
    startup: { id: p.startup.id, name: p.startup.name, sector: p.startup.sector, logoUrl: p.startup.logoUrl },
    totalInvested: fromMinor(p.investedMinor),
    currentValuation: fromMinor(p.currentValueMinor),
    companyValuation: p.companyValuationMinor === null ? null : fromMinor(p.companyValuationMinor),
    ownershipPercentage: p.ownershipPercentage,
    multiple: p.multiple,
    performanceScore: p.performanceScore,
    performanceExplanation: p.performanceExplanation,
    riskLevel: p.riskLevel,
    riskReasons: p.riskReasons,
    isExited: p.exit !== null,
    investmentCount: p.rounds.length,
  };
}
