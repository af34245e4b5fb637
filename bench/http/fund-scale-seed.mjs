// Writes the fund-scale plan (fund-scale-plan.mjs) into a database the seed generator has filled, the
// way the generator itself writes: multi-row `json_to_recordset` inserts in one transaction, then
// VACUUM (ANALYZE) of the tables written, so autovacuum does not run during the measurements.
import pg from 'pg';
import { memberRoles, pipelinePlan, returnsPlan } from './fund-scale-plan.mjs';

const CHUNK = 5000;

/** [json key, column, type] per column; rows are inserted in chunks, `returning` rows collected. */
async function insertRows(client, table, columns, rows, returning = '') {
  const out = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((row) => Object.fromEntries(columns.map(([key, column]) => [column, row[key] ?? null])));
    const names = columns.map(([, column]) => `"${column}"`).join(', ');
    const types = columns.map(([, column, type]) => `"${column}" ${type}`).join(', ');
    const result = await client.query(`insert into ${table} (${names}) select ${names} from json_to_recordset($1::json) as r(${types})${returning ? ` returning ${returning}` : ''}`, [JSON.stringify(chunk)]);
    out.push(...result.rows);
  }
  return out;
}

const ts = 'timestamptz';

async function pickPeople(client, signedInEmail) {
  const me = (await client.query('select id from "user" where email = $1', [signedInEmail])).rows[0];
  if (!me) throw new Error(`no user ${signedInEmail} in the seeded database`);
  const others = (await client.query(`select id from "user" where user_type = 'investor' and id <> $1 order by id limit 29`, [me.id])).rows.map((r) => r.id);
  if (others.length < 29) throw new Error(`the fund needs 29 other investors, the database has ${others.length}`);
  return memberRoles([me.id, ...others]);
}

async function insertPipeline(client, organisationId, plan) {
  const deals = await insertRows(
    client,
    'deal',
    [['organisationId', 'organisation_id', 'int'], ['ownerUserId', 'owner_user_id', 'text'], ['startupId', 'startup_id', 'int'], ['stage', 'stage', 'text'], ['priority', 'priority', 'text'], ['interestLevel', 'interest_level', 'int'], ['stageEnteredAt', 'stage_entered_at', ts], ['lastActivityAt', 'last_activity_at', ts], ['createdAt', 'created_at', ts]],
    plan.deals.map((d) => ({ ...d, organisationId })),
    'id, startup_id',
  );
  const dealOf = new Map(deals.map((d) => [d.startup_id, d.id]));
  const withDeal = (rows) => rows.map((r) => ({ ...r, dealId: dealOf.get(r.startupId) }));
  const dealId = ['dealId', 'deal_id', 'int'];
  await insertRows(client, 'deal_stage_change', [dealId, ['fromStage', 'from_stage', 'text'], ['toStage', 'to_stage', 'text'], ['changedBy', 'changed_by', 'text'], ['changedAt', 'changed_at', ts]], withDeal(plan.stageChanges));
  await insertRows(client, 'deal_assignee', [dealId, ['userId', 'user_id', 'text'], ['assignedAt', 'assigned_at', ts]], withDeal(plan.assignees));
  await insertRows(client, 'deal_assignment_change', [dealId, ['changedBy', 'changed_by', 'text'], ['changedAt', 'changed_at', ts], ['ownerUserId', 'owner_user_id', 'text'], ['assigneeIds', 'assignee_ids', 'jsonb']], withDeal(plan.assignmentChanges));
  await insertRows(client, 'deal_note', [dealId, ['authorId', 'author_id', 'text'], ['body', 'body', 'text'], ['createdAt', 'created_at', ts]], withDeal(plan.notes));
  await insertRows(client, 'deal_task', [dealId, ['title', 'title', 'text'], ['assigneeId', 'assignee_id', 'text'], ['dueDate', 'due_date', 'date'], ['createdBy', 'created_by', 'text'], ['createdAt', 'created_at', ts], ['doneAt', 'done_at', ts], ['doneBy', 'done_by', 'text']], withDeal(plan.tasks.map((t) => ({ ...t, doneBy: t.doneAt ? t.assigneeId : null }))));
  await insertRows(client, 'deal_meeting', [dealId, ['heldOn', 'held_on', 'date'], ['attendees', 'attendees', 'text'], ['notes', 'notes', 'text'], ['loggedBy', 'logged_by', 'text'], ['loggedAt', 'logged_at', ts]], withDeal(plan.meetings));
  await insertRows(client, 'deal_committee', [dealId, ['openedBy', 'opened_by', 'text'], ['openedAt', 'opened_at', ts]], withDeal(plan.committees));
  await insertRows(client, 'deal_committee_vote', [dealId, ['userId', 'user_id', 'text'], ['scores', 'scores', 'jsonb'], ['vote', 'vote', 'text'], ['comment', 'comment', 'text'], ['votedAt', 'voted_at', ts], ['votedAt', 'updated_at', ts]], withDeal(plan.votes));
  await insertRows(client, 'deal_committee_memo_version', [dealId, ['version', 'version', 'int'], ['body', 'body', 'text'], ['savedBy', 'saved_by', 'text'], ['savedAt', 'saved_at', ts]], withDeal(plan.memos));
  return dealOf.get(plan.deals[0].startupId);
}

/** Flows and marks in each company's own currency (the returns module's rule: its cash metric's, else its raising currency, else USD). */
async function insertReturns(client, organisationId, recordedBy, plan) {
  const currencyOf = `coalesce((select m.currency from company_metric m where m.startup_id = r.startup_id and m.kind = 'cash'), (select s.raising_currency from startup s where s.id = r.startup_id), 'USD')`;
  const insert = (table, columns, rows) =>
    client.query(
      `insert into ${table} (organisation_id, recorded_by, currency, ${columns.map(([c]) => c).join(', ')}) select $2, $3, ${currencyOf}, ${columns.map(([c]) => `r.${c}`).join(', ')} from json_to_recordset($1::json) as r(${columns.map(([c, t]) => `${c} ${t}`).join(', ')})`,
      [JSON.stringify(rows), organisationId, recordedBy],
    );
  await insert('portfolio_flow', [['startup_id', 'int'], ['kind', 'text'], ['amount_minor', 'bigint'], ['flow_date', 'date']], plan.flows.map((f) => ({ startup_id: f.startupId, kind: f.kind, amount_minor: f.amountMinor, flow_date: f.flowDate })));
  await insert('portfolio_mark', [['startup_id', 'int'], ['value_minor', 'bigint'], ['mark_date', 'date'], ['source', 'text']], plan.marks.map((m) => ({ startup_id: m.startupId, value_minor: m.valueMinor, mark_date: m.markDate, source: m.source })));
}

/**
 * Adds the fund to the database at `databaseUrl`: returns the organisation's id, the busy deal's id and
 * the counts written. The signed-in person is a member of the fund, whose returns (decision 0065) hold the 200 companies.
 */
export async function seedFund(databaseUrl, { signedInEmail, deals = 2000, companies = 200, seed = 47 }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const members = await pickPeople(client, signedInEmail);
    const admin = members.find((m) => m.role === 'admin').userId;
    const organisationId = (await client.query(`insert into organisation (slug, name, kind, thesis, created_by) values ('bench-scale-fund', 'Bench Scale Fund', 'fund', 'Seed-stage fintech and logistics across Africa.', $1) returning id`, [admin])).rows[0].id;
    await insertRows(client, 'organisation_member', [['organisationId', 'organisation_id', 'int'], ['userId', 'user_id', 'text'], ['role', 'role', 'text']], members.map((m) => ({ ...m, organisationId })));
    const startupIds = (await client.query('select id from startup order by id limit $1', [deals])).rows.map((r) => r.id);
    const pipeline = pipelinePlan({ members, startupIds, deals, seed });
    const busyDealId = await insertPipeline(client, organisationId, pipeline);
    // Companies the person holds no recorded investment in, so every figure comes from these flows and marks.
    const held = (await client.query(`select id from startup where id not in (select startup_id from investment where investor_id = $1) order by id desc limit $2`, [members[0].userId, companies])).rows.map((r) => r.id);
    if (held.length < companies) throw new Error(`the returns need ${companies} companies, found ${held.length}`);
    const returns = returnsPlan({ startupIds: held, seed });
    await insertReturns(client, organisationId, members[0].userId, returns);
    await client.query('commit');
    await client.query('vacuum (analyze) organisation, organisation_member, deal, deal_stage_change, deal_assignee, deal_assignment_change, deal_note, deal_task, deal_meeting, deal_committee, deal_committee_vote, deal_committee_memo_version, portfolio_flow, portfolio_mark');
    const counts = Object.fromEntries([...Object.entries(pipeline), ...Object.entries(returns)].map(([k, v]) => [k, v.length]));
    return { organisationId, busyDealId, members: members.length, counts };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
