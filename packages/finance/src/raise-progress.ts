import { finishedStages, pipelineStages, type PipelineStage } from '@baobab/contracts/fundraising-texts';

/**
 * A round's progress from the founder's board (decision 0057). Amounts are integers in minor units of the round's
 * currency; each stage's total is the sum of its investors' amounts. An investor counts towards "soft-circled" from
 * soft-circled on (committed, signed and funded money was soft-circled first) and towards "committed" from committed
 * on; passed investors count nowhere. Percentages are of the target, rounded half up to one decimal, and pass 100
 * when the round is oversubscribed.
 */
export type BoardEntry = { stage: PipelineStage; amountMinor: number | null; nextStepOn: string | null };

export type RaiseProgressFigures = {
  byStage: { stage: PipelineStage; count: number; totalMinor: number }[];
  softCircledMinor: number;
  committedMinor: number;
  fundedMinor: number;
  softCircledPercent: number;
  committedPercent: number;
  minimumPercent: number | null;
  isMinimumReached: boolean;
  overdueCount: number;
};

const fromSoftCircled: readonly PipelineStage[] = ['soft-circled', 'committed', 'signed', 'funded'];
const fromCommitted: readonly PipelineStage[] = ['committed', 'signed', 'funded'];

const percentOf = (part: number, whole: number): number => Math.round((part / whole) * 1000) / 10;

/** A next step is late when its date is before `today` (YYYY-MM-DD) and the investor has neither funded nor passed. */
export function isOverdue(entry: Pick<BoardEntry, 'stage' | 'nextStepOn'>, today: string): boolean {
  return entry.nextStepOn !== null && entry.nextStepOn < today && !(finishedStages as readonly PipelineStage[]).includes(entry.stage);
}

export function raiseProgress(input: { targetMinor: number; minimumMinor: number | null; entries: readonly BoardEntry[]; today: string }): RaiseProgressFigures {
  const { targetMinor, minimumMinor, entries, today } = input;
  const sum = (stages: readonly PipelineStage[]) => entries.filter((e) => stages.includes(e.stage)).reduce((total, e) => total + (e.amountMinor ?? 0), 0);
  const byStage = pipelineStages.map((stage) => {
    const at = entries.filter((e) => e.stage === stage);
    return { stage, count: at.length, totalMinor: at.reduce((total, e) => total + (e.amountMinor ?? 0), 0) };
  });
  const softCircledMinor = sum(fromSoftCircled);
  const committedMinor = sum(fromCommitted);
  return {
    byStage,
    softCircledMinor,
    committedMinor,
    fundedMinor: sum(['funded']),
    softCircledPercent: percentOf(softCircledMinor, targetMinor),
    committedPercent: percentOf(committedMinor, targetMinor),
    minimumPercent: minimumMinor === null ? null : percentOf(minimumMinor, targetMinor),
    isMinimumReached: committedMinor >= (minimumMinor ?? targetMinor),
    overdueCount: entries.filter((e) => isOverdue(e, today)).length,
  };
}
