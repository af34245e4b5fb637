import type { CapTableScenario } from '@baobab/contracts/financial-tools';
import { defaultReferenceValuation, specCapTable } from '@baobab/finance/spec-cap-table';
import { refusalText } from '@baobab/finance/engine-errors';
import { englishRemembered } from '@/lib/i18n/english-remembered';

/**
 * Side-by-side figures of saved scenarios: each holder's fully diluted ownership after the
 * scenario's round (from the stored result), and payouts at the exit values the founder picks,
 * run through the same finance engine the server uses. A holder absent from a scenario is null
 * there (not 0%), so "not in this round" reads differently from "owns nothing".
 */
export type ComparedRow = { holder: string; values: (number | null)[] };
export type PayoutTable = { exitValue: number; rows: ComparedRow[] };
export type Comparison = { ownership: ComparedRow[]; payouts: PayoutTable[]; errors: (string | null)[] };

function rowsFrom(perScenario: Map<string, number>[]): ComparedRow[] {
  const holders = [...new Set(perScenario.flatMap((m) => [...m.keys()]))];
  return holders.map((holder) => ({ holder, values: perScenario.map((m) => m.get(holder) ?? null) }));
}

function ownershipOf(scenario: CapTableScenario): Map<string, number> {
  const byHolder = new Map<string, number>();
  for (const s of scenario.result.shareholders) byHolder.set(s.shareholderName, (byHolder.get(s.shareholderName) ?? 0) + s.percentage);
  return byHolder;
}

export function compareScenarios(scenarios: readonly CapTableScenario[], exitValues: readonly number[]): Comparison {
  const runs = scenarios.map((scenario) => {
    try {
      return { scenarios: specCapTable({ ...scenario.input, exitValues: [...exitValues] }).scenarios, error: null };
    } catch (error) {
      if (error instanceof RangeError) return { scenarios: [], error: englishRemembered(refusalText(error)) };
      throw error;
    }
  });
  return {
    ownership: rowsFrom(scenarios.map(ownershipOf)),
    payouts: exitValues.map((exitValue, i) => ({
      exitValue,
      rows: rowsFrom(runs.map((run) => new Map((run.scenarios[i]?.distribution ?? []).map((d) => [d.shareholder, d.payout])))),
    })),
    errors: runs.map((run) => run.error),
  };
}

/** Default exits: 1x and 3x the first scenario's post-money (the engine's reference valuation without a round). */
export function defaultExitValues(scenario: CapTableScenario | undefined): number[] {
  const round = scenario?.input.pricedRound;
  const invested = round ? round.investment + (round.coInvestors ?? []).reduce((sum, c) => sum + c.investment, 0) : 0;
  const reference = scenario?.input.latestPostMoneyValuation ?? (round ? round.preMoneyValuation + invested : defaultReferenceValuation);
  return [reference, reference * 3];
}
