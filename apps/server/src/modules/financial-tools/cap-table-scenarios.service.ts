import { type CapTableResult, type CapTableScenario, type CreateCapTableInput, type CreateCapTableScenarioInput, financialToolsMessages as m, scenarioLimits } from '@baobab/contracts/financial-tools';
import { specCapTable } from '@baobab/finance/spec-cap-table';
import { capTableRefusalField } from '@baobab/finance/engine-error-fields';
import { refusalText } from '@baobab/finance/engine-errors';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { getStartupAccess, requireStartupOwner, startupAccessPolicy } from '../startup-access/startup-access.service';
import { assertDatesAfterFounding } from './cap-table-dates';
import * as repo from './cap-table-scenarios.repository';
import { lockStartup } from '../../db/lock-startup';

/**
 * Saved cap-table scenarios are part of the cap table: the founder writes them, a person the
 * founder shared the cap table with reads them, anyone else gets 404 as for a missing startup.
 */
const toScenario = (row: repo.CapTableScenarioRow): CapTableScenario => ({
  id: row.id,
  name: row.name,
  input: row.input as CreateCapTableInput,
  result: row.result as CapTableResult,
  createdAt: row.createdAt.toISOString(),
});

/** Names collide trimmed and case-insensitively: 'Down round' and 'down round ' are one scenario. */
export const scenarioNameKey = (name: string) => name.trim().toLowerCase();

export async function listCapTableScenarios(db: Db, user: SessionUser, startupId: number): Promise<CapTableScenario[]> {
  const { access } = await getStartupAccess(db, user, startupId);
  if (!startupAccessPolicy.canReadPart(access, 'cap_table')) throw notFound('Startup');
  return (await repo.listScenarios(db, startupId)).map(toScenario);
}

/**
 * The result is computed here by the engine, so an impossible table (a SAFE owning 100% at its
 * cap) is a 400 and a stored scenario always has a result. The limit check and the insert run in
 * one transaction under a lock on the startup row; the unique index settles a name raced in.
 */
export async function createCapTableScenario(db: Db, user: SessionUser, startupId: number, body: CreateCapTableScenarioInput): Promise<CapTableScenario> {
  const startup = await requireStartupOwner(db, user, startupId);
  assertDatesAfterFounding(body.input, startup.foundedYear, 'input.');
  let result: CapTableResult;
  try {
    result = specCapTable(body.input);
  } catch (error) {
    // The issue sits at the input field the refusal is about (input.pricedRound.preMoneyValuation…).
    if (!(error instanceof RangeError)) throw error;
    const refusal = refusalText(error);
    throw badRequest(m.engineRefusal('input', refusal), [{ path: `input.${capTableRefusalField(refusal)}`, message: refusal }]);
  }
  const row = await db.transaction(async (tx) => {
    await lockStartup(tx, startupId);
    if ((await repo.countScenarios(tx, startupId)) >= scenarioLimits.perStartup) throw conflict(m.tooManyScenarios);
    return repo.insertScenario(tx, { startupId, name: body.name, nameKey: scenarioNameKey(body.name), input: body.input, result, createdBy: user.id });
  });
  if (!row) throw conflict(m.scenarioNameTaken(body.name));
  return toScenario(row);
}

export async function deleteCapTableScenario(db: Db, user: SessionUser, startupId: number, scenarioId: number): Promise<void> {
  await requireStartupOwner(db, user, startupId);
  if (!(await repo.deleteScenario(db, startupId, scenarioId))) throw notFound('Scenario');
}
