/**
 * Pure portfolio arithmetic: positions, value, multiple, score and the position's own factors,
 * each with the reasons behind it. Money is integer cents in and out; nothing here does I/O. The
 * company's risk is not computed here: it is its assessment (decision 0042, portfolio.service.ts).
 */

export type Round = {
  id: number;
  dealDate: string;
  amountMinor: number;
  equityPercentage: number | null;
  valuationMinor: number | null;
};
export type PositionStartup = { id: number; name: string; sector: string; logoUrl: string | null; region: string; fundingStage: string };
export type PositionExit = { amountMinor: number; exitDate: string };
/** A company valuation from outside the investor's rounds (the valuation tool), dated YYYY-MM-DD. */
export type ValuationMark = { valueMinor: number; date: string };

export type Position = {
  startup: PositionStartup;
  rounds: Round[];
  exit: PositionExit | null;
  investedMinor: number;
  /** Percent of the company held, as recorded round by round (no dilution is modelled). */
  ownershipPercentage: number;
  /**
   * The latest valuation known for the company: the post-money of the most recent round that
   * recorded one, or the valuation tool's fair value when that was generated after it.
   */
  companyValuationMinor: number | null;
  currentValueMinor: number;
  multiple: number;
  performanceScore: number;
  performanceExplanation: string;
  /** What the position itself carries (marked down, early stage, stale valuation, concentration): shown beside the assessment's risk, never scored. */
  positionFactors: string[];
};

/** A position bigger than this share of all invested capital is a concentration risk. */
const CONCENTRATION_SHARE = 0.25;
/** A valuation older than this many months is stale. */
const STALE_VALUATION_MONTHS = 18;
const EARLY_STAGES = new Set(['pre-seed', 'seed']);

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Stake bought in one round: the recorded equity, else amount over post-money valuation. */
export function roundEquity(round: Round): number {
  if (round.equityPercentage !== null) return round.equityPercentage;
  if (round.valuationMinor) return (round.amountMinor / round.valuationMinor) * 100;
  return 0;
}

/**
 * Value of a stake: ownership × latest post-money valuation (the price of the latest round
 * marks the whole company). Without both, the stake is carried at cost.
 */
export function stakeValue(investedMinor: number, ownershipPercentage: number, valuationMinor: number | null): number {
  if (valuationMinor === null || ownershipPercentage <= 0) return investedMinor;
  return Math.round((ownershipPercentage / 100) * valuationMinor);
}

/**
 * Performance score 0–100 from the multiple on a log scale: 1x scores 50, each doubling adds
 * 25 (2x = 75, 4x = 100) and each halving takes 25 away (0.5x = 25); a total loss scores 0.
 */
export function performanceScore(multiple: number): number {
  if (multiple <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round(50 + 25 * Math.log2(multiple))));
}

function monthsBetween(from: string, to: string): number {
  const a = new Date(`${from}T00:00:00Z`);
  const b = new Date(`${to}T00:00:00Z`);
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
}

export function buildPosition(
  startup: PositionStartup,
  rounds: Round[],
  exit: PositionExit | null,
  context: { today: string; totalInvestedMinor: number; companyCount: number },
  mark: ValuationMark | null = null,
): Position {
  const investedMinor = rounds.reduce((sum, r) => sum + r.amountMinor, 0);
  const ownershipPercentage = Math.min(100, rounds.reduce((sum, r) => sum + roundEquity(r), 0));
  const valued = rounds.filter((r) => r.valuationMinor !== null);
  const latestValued = valued[valued.length - 1];
  // A valuation-tool result marks the company only when it is from a later day than the
  // latest priced round (on the same day the round, a real price, wins).
  const useMark = mark !== null && mark.valueMinor > 0 && (!latestValued || mark.date > latestValued.dealDate);
  const companyValuationMinor = useMark ? mark.valueMinor : (latestValued?.valuationMinor ?? null);
  const valuationDate = useMark ? mark.date : latestValued?.dealDate;
  const currentValueMinor = exit ? exit.amountMinor : stakeValue(investedMinor, ownershipPercentage, companyValuationMinor);
  const multiple = investedMinor > 0 ? round2(currentValueMinor / investedMinor) : 0;
  const score = performanceScore(multiple);

  let basis: string;
  if (exit) basis = `Exited on ${exit.exitDate} at ${multiple}x the amount invested`;
  else if (useMark && ownershipPercentage > 0)
    basis = `Worth ${multiple}x the amount invested: ${round2(ownershipPercentage)}% of the fair value from the valuation tool (generated ${mark.date}), newer than your latest recorded round valuation`;
  else if (companyValuationMinor !== null && ownershipPercentage > 0)
    basis = `Worth ${multiple}x the amount invested: ${round2(ownershipPercentage)}% of the latest post-money valuation (round of ${latestValued!.dealDate})`;
  else basis = 'Carried at cost (1x): no valuation has been recorded for this company';
  const performanceExplanation = `${basis}. Score: 1x scores 50, each doubling adds 25, each halving takes 25 away.`;

  const positionFactors: string[] = [];
  if (exit) positionFactors.push('Exited: the result is realised');
  else {
    if (multiple < 1) positionFactors.push(`Marked down: worth ${multiple}x of what was invested`);
    if (EARLY_STAGES.has(startup.fundingStage.toLowerCase())) positionFactors.push(`Early stage (${startup.fundingStage})`);
    if (companyValuationMinor === null) positionFactors.push('No valuation recorded: value is carried at cost');
    else if (monthsBetween(valuationDate!, context.today) >= STALE_VALUATION_MONTHS)
      positionFactors.push(`No new valuation in ${STALE_VALUATION_MONTHS} months`);
    const share = context.totalInvestedMinor > 0 ? investedMinor / context.totalInvestedMinor : 0;
    if (context.companyCount > 1 && share > CONCENTRATION_SHARE)
      positionFactors.push(`Concentration: ${Math.round(share * 100)}% of your invested capital`);
  }

  return {
    startup,
    rounds,
    exit,
    investedMinor,
    ownershipPercentage: round2(ownershipPercentage),
    companyValuationMinor,
    currentValueMinor,
    multiple,
    performanceScore: score,
    performanceExplanation,
    positionFactors,
  };
}

/** Groups rounds (oldest first) by company and builds every position. */
export function buildPositions(
  rows: { startup: PositionStartup; round: Round }[],
  exits: Map<number, PositionExit>,
  today: string,
  marks: Map<number, ValuationMark> = new Map(),
): Position[] {
  const byStartup = new Map<number, { startup: PositionStartup; rounds: Round[] }>();
  for (const { startup, round } of rows) {
    const entry = byStartup.get(startup.id) ?? { startup, rounds: [] };
    entry.rounds.push(round);
    byStartup.set(startup.id, entry);
  }
  const totalInvestedMinor = rows.reduce((sum, r) => sum + r.round.amountMinor, 0);
  const context = { today, totalInvestedMinor, companyCount: byStartup.size };
  return [...byStartup.values()].map(({ startup, rounds }) =>
    buildPosition(startup, rounds, exits.get(startup.id) ?? null, context, marks.get(startup.id) ?? null),
  );
}

export function average(values: number[]): number {
  return values.length === 0 ? 0 : round2(values.reduce((a, b) => a + b, 0) / values.length);
}

/**
 * Value of a position after each round (and at its exit, and today): the stake owned by then
 * times the latest valuation known by then, or the cost when none is known.
 */
export function valueHistory(position: Position, today: string): { date: string; investedMinor: number; valueMinor: number }[] {
  const points: { date: string; investedMinor: number; valueMinor: number }[] = [];
  let invested = 0;
  let ownership = 0;
  let valuation: number | null = null;
  for (const round of position.rounds) {
    invested += round.amountMinor;
    ownership += roundEquity(round);
    if (round.valuationMinor !== null) valuation = round.valuationMinor;
    const point = { date: round.dealDate, investedMinor: invested, valueMinor: stakeValue(invested, Math.min(100, ownership), valuation) };
    // Two rounds on one day make one point: the later state of that day.
    if (points.at(-1)?.date === round.dealDate) points[points.length - 1] = point;
    else points.push(point);
  }
  const endDate = position.exit ? position.exit.exitDate : today;
  if (points.at(-1)?.date !== endDate) points.push({ date: endDate, investedMinor: invested, valueMinor: position.currentValueMinor });
  else points[points.length - 1] = { date: endDate, investedMinor: invested, valueMinor: position.currentValueMinor };
  return points;
}
