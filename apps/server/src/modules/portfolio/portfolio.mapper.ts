import type { AssessmentRisk } from '@baobab/contracts/assessment';
import { currencyExponents, isCurrencyCode } from '@baobab/contracts/currencies';
import { message, type Text } from '@baobab/contracts/i18n/message';
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

/** Minor units of the investment's own currency in major units (US cents for a round recorded here; a raise's in its currency). */
const majorOf = (minor: number, currency: string) => minor / 10 ** (isCurrencyCode(currency) ? currencyExponents[currency] : 2);

export function toInvestment(row: InvestmentRow, fromRound: Investment['fromRound'] = null): Investment {
  return {
    id: row.id,
    startupId: row.startupId,
    dealDate: row.dealDate,
    investmentAmount: majorOf(row.amountMinor, row.currency),
    currency: row.currency,
    equityPercentage: row.equityPercentage === null ? null : Number(row.equityPercentage),
    valuation: row.valuationMinor === null ? null : majorOf(row.valuationMinor, row.currency),
    roundType: row.roundType as Investment['roundType'],
    leadInvestor: row.leadInvestor,
    boardSeat: row.boardSeat,
    liquidationPreference: Number(row.liquidationPreference),
    antiDilutionRights: row.antiDilutionRights as Investment['antiDilutionRights'],
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    confirmationStatus: row.confirmationStatus as Investment['confirmationStatus'],
    revision: row.revision,
    fromRound,
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

/**
 * Why the assessment's risk level: its critical findings (each caps the score and makes it High),
 * else its score, range and coverage against the thresholds (decision 0042).
 */
export function riskReasonsOf(a: AssessmentRiskText): Text[] {
  if (a.criticalFindings.length > 0) return a.criticalFindings;
  return [message('Assessment {{score}}/100 (range {{low}}–{{high}}, {{known}} of {{total}} fact groups known)', { score: a.score, low: a.low, high: a.high, known: a.coverage.known, total: a.coverage.total })];
}

/** The assessment as insights writes it: its critical findings are messages (decision 0046). */
export type AssessmentRiskText = Omit<AssessmentRisk, 'criticalFindings'> & { criticalFindings: Text[] };
/** A company as the service writes it; the routes send its messages through toWire. */
export type PortfolioCompanyText = Omit<PortfolioCompany, 'assessment' | 'riskReasons'> & { assessment: AssessmentRiskText; riskReasons: Text[] };

/** A position with the company's assessment as its investor sees it: the risk is the assessment's. */
export function toPortfolioCompany(p: Position, assessment: AssessmentRiskText): PortfolioCompanyText {
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
    assessment,
    riskLevel: assessment.riskLevel,
    riskReasons: riskReasonsOf(assessment),
    positionFactors: p.positionFactors,
    isExited: p.exit !== null,
    investmentCount: p.rounds.length,
  };
}
