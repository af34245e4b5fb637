import { dealStages, type DealStage } from '@baobab/contracts/enums';
import { message, type MessageValue } from '@baobab/contracts/i18n/message';
import {
  defaultPipelineStages,
  ENTRY_STAGE,
  pipelineStageMessages as m,
  standardStageLabel,
  type PipelineStages,
  type PipelineStageSetting,
  type PipelineStagesInput,
} from '@baobab/contracts/pipeline-stages';
import type { Db } from '../../db/client';
import { badRequest, conflictAt, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { pipelineAccess } from './deals.policy';
import * as repo from './pipeline-stages.repository';

/** The fund's six stages in the pipeline's order, each with its saved choice or the standard one. */
async function settingsOf(db: Db, organisationId: number): Promise<PipelineStageSetting[]> {
  const saved = new Map((await repo.readStageRows(db, organisationId)).map((r) => [r.stage, r]));
  return defaultPipelineStages.map((d) => {
    const row = saved.get(d.stage);
    return row ? { stage: d.stage, inUse: row.inUse, name: row.name } : d;
  });
}

/** How a message names a stage: the fund's words as written, or the standard label translated. */
const stageValue = (setting: PipelineStageSetting): MessageValue => setting.name ?? message(standardStageLabel(setting.stage));

/** Members, viewers and admins read the stages; anyone else is told the organisation does not exist. */
export async function getPipelineStages(db: Db, user: SessionUser, organisationId: number): Promise<PipelineStages> {
  await pipelineAccess(db, user, organisationId, 'read');
  const [stages, dealCounts] = await Promise.all([settingsOf(db, organisationId), repo.dealCountsByStage(db, organisationId)]);
  return { organisationId, stages, dealCounts };
}

/**
 * An admin's choice of stages, checked and saved under the organisation's lock (decision 0068): two admins saving
 * at once are applied one after the other, and a deal moved into a stage while it is being switched off either
 * lands first (and the stage is refused as holding a deal) or is refused itself.
 */
export async function setPipelineStages(db: Db, user: SessionUser, organisationId: number, input: PipelineStagesInput): Promise<PipelineStages> {
  const { role } = await pipelineAccess(db, user, organisationId, 'read');
  if (role !== 'admin') throw forbidden(m.adminsOnly);
  const chosen = new Map(input.stages.map((s) => [s.stage, s]));
  const settings = dealStages.map((stage) => chosen.get(stage)!);
  const entry = settings.find((s) => s.stage === ENTRY_STAGE)!;
  if (!entry.inUse) throw conflictAt('stages', message(m.entryStageInUse, { stage: stageValue(entry) }));
  if (settings.filter((s) => s.inUse).length < 2) throw badRequest(m.tooFewInUse, [{ path: 'stages', message: m.tooFewInUse }]);
  await db.transaction(async (tx) => {
    if (!(await repo.lockOrganisation(tx, organisationId, 'update'))) throw notFound('Organisation');
    const counts = await repo.dealCountsByStage(tx, organisationId);
    const holding = settings.find((s) => !s.inUse && (counts[s.stage] ?? 0) > 0);
    if (holding) throw conflictAt('stages', message(m.stageHoldsDeals, { count: counts[holding.stage]!, stage: stageValue(holding) }));
    await repo.saveStageRows(tx, organisationId, settings, user.id, new Date());
  });
  return getPipelineStages(db, user, organisationId);
}

/**
 * Called inside the transaction that puts a fund's deal into `stage` (adding or moving it): takes the organisation's
 * lock in share mode, then refuses a stage the fund does not use. A person's own pipeline has every stage.
 */
export async function requireStageInUse(tx: Db, organisationId: number | null, stage: DealStage): Promise<void> {
  if (organisationId === null) return;
  await repo.lockOrganisation(tx, organisationId, 'share');
  if (await repo.isStageOff(tx, organisationId, stage)) {
    const [setting] = (await settingsOf(tx, organisationId)).filter((s) => s.stage === stage);
    throw conflictAt('stage', message(m.stageNotInUse, { stage: stageValue(setting!) }));
  }
}
