/**
 * The startup's facts version (decision 0075, migration 0048): database triggers raise it in the same
 * transaction as every write to a fact a viewer's assessment reads, so the per-viewer assessment cache
 * keyed by it is never stale. These tests read which tables the facts readers actually select from (the
 * statements of a full read, for the founder and for an investor with a data-room grant) and require a
 * trigger on each; then every triggered table's insert, update and delete must raise the version.
 */
import { defaultCapTableShareholders } from '@baobab/contracts/financial-tools';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCacheRegistry } from '../../lib/cache-registry';
import { countingDb } from '../../test/counting-db';
import { createRoom, grantRoom } from '../../test/factories/data-rooms';
import { deckText } from '../../test/factories/documents';
import { connect } from '../../test/factories/network';
import { confirmedInvestment } from '../../test/factories/portfolio';
import { shareFinancials } from '../../test/factories/startup-access';
import { createStartup } from '../../test/factories/startups';
import { trackMetrics } from '../../test/factories/updates';
import { signUpFounder, signUpInvestor } from '../../test/factories/users';
import { as, createTestApp, sessionUserOf, type TestApp, type TestUser } from '../../test/test-app';
import { getMarketFigures } from '../analytics/market.service';
import { readViewerFacts } from '../insights/viewer-facts';
import { viewerAssessmentFrom, viewerAssessments } from '../insights/assessment-cache';
import { latestRatesCache } from '../exchange-rates/exchange-rates.cache';

/**
 * Tables a facts read selects from that are deliberately not facts: what decides access. The cache
 * reads access fresh on every request and puts it in the key (assessment-cache.ts), and a viewer with
 * a data-room grant is never cached, so grants, NDA acceptances and memberships need no trigger.
 */
const accessTables = new Set(['financials_share', 'organisation_member', 'data_room_grant', 'nda_acceptance']);
/**
 * Fact tables kept fresh another way, each with its reason: exchange rates belong to no startup (a trigger
 * would raise every startup row on each import); the assessment cache follows the rates cache instead.
 */
const freshByTheirCache = new Set(['exchange_rate']);

let t: TestApp;
let founder: TestUser;
let investor: TestUser;
let startupId: number;
let roomId: number;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const version = async () => Number(rowsOf<{ v: string }>(await t.db.execute(sql`select facts_version as v from startup where id = ${startupId}`))[0]!.v);

/** A cache registry of its own, so a test's reads are not answered from another's entries. */
const ownCaches = () => createCacheRegistry({ publish: async () => undefined, subscribe: () => () => undefined }, () => undefined);

async function ok(user: TestUser, method: 'POST' | 'PUT', url: string, payload?: object) {
  const response = await t.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
}

/** The tables with the version trigger, from the catalog. */
async function triggeredTables(): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await t.db.execute(sql`select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname = 'startup_facts_version' order by 1`),
  );
  return rows.map((r) => r.name);
}

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpFounder(t);
  investor = await signUpInvestor(t);
  startupId = await createStartup(t, founder, { raisingAmount: '$500K' });
  await t.db.execute(sql`update startup set country = 'Nigeria', city = 'Lagos' where id = ${startupId}`);
  // A row in every fact table, through the endpoints that write them where there is one.
  await ok(founder, 'POST', `/api/startups/${startupId}/cap-table`, { shares: defaultCapTableShareholders });
  await ok(founder, 'POST', `/api/startups/${startupId}/financial-model`, { assumptions: { grossMargin: 70, revenueGrowthRate: 120 } });
  await ok(founder, 'POST', `/api/startups/${startupId}/valuation`);
  await ok(founder, 'PUT', `/api/startups/${startupId}/funding-tracker`, { targetAmount: 500_000 });
  await trackMetrics(t, founder, startupId);
  await connect(t, founder, investor);
  await confirmedInvestment(t, investor, founder, startupId);
  await ok(founder, 'POST', `/api/documents/${startupId}/analyze`, { documentText: deckText, documentType: 'pitch_deck' });
  await shareFinancials(t, founder, startupId, investor, ['cap_table', 'financial_model', 'valuation', 'funding_tracker']);
  roomId = await createRoom(t, founder, startupId, 'Diligence');
  await grantRoom(t, founder, roomId, investor, 'view');
  await t.db.execute(sql`insert into data_room_folder (room_id, name) values (${roomId}, 'Legal')`);
  await t.db.execute(sql`insert into data_room_document (room_id, name, file_type) values (${roomId}, 'Deck.pdf', 'pdf')`);
  await t.db.execute(sql`insert into data_room_document_analysis (document_id, version, analysis_id)
    select d.id, 1, (select id from document_analysis where startup_id = ${startupId} limit 1) from data_room_document d where d.room_id = ${roomId}`);
  await t.db.execute(sql`insert into cap_table_round (startup_id, round_date, kind, round, created_by) values (${startupId}, '2026-01-01', 'safe', '{}'::jsonb, ${founder.id})`);
  await t.db.execute(sql`insert into exchange_rate (currency, rate_date, per_usd, source) values ('NGN', '2026-01-02', '1500', 'test') on conflict do nothing`);
});
afterAll(() => t.close());

describe('the startup facts version', () => {
  it('has a trigger on every table the facts readers select from, for the founder and for an investor with a share and a grant', async () => {
    const counted = countingDb(t.db);
    const cached = { db: counted.db, caches: ownCaches() };
    // The market is its own cache's figures (keyed by value), read before the facts are recorded.
    const [startupRow] = rowsOf<{ sector: string }>(await t.db.execute(sql`select sector from startup where id = ${startupId}`));
    await getMarketFigures(cached, startupRow!.sector, 'Nigeria');
    counted.statements.length = 0;
    const founderFacts = await readViewerFacts(cached, sessionUserOf(founder, 'founder'), startupId);
    const investorFacts = await readViewerFacts(cached, sessionUserOf(investor, 'investor'), startupId);
    expect(founderFacts.access.isOwner).toBe(true);
    expect(investorFacts.access.hasRoomGrant).toBe(true);

    const read = new Set(counted.statements.flatMap((statement) => [...statement.matchAll(/\b(?:from|join)\s+"([a-z_]+)"/gi)].map((m) => m[1]!)));
    const facts = [...read].filter((table) => !accessTables.has(table)).sort();
    // A sanity check that the statements were read: the readers' own tables are among them.
    expect(facts).toEqual(expect.arrayContaining(['share_ledger_entry', 'company_metric_value', 'data_room_document', 'exchange_rate']));
    const triggered = await triggeredTables();
    expect(facts.filter((table) => !triggered.includes(table) && !freshByTheirCache.has(table)), 'fact tables without the startup_facts_version trigger').toEqual([]);
  });

  it('keys assessments by the exchange rates they convert with, and forgets them on an import', async () => {
    expect(viewerAssessments.forgetOn).toEqual(expect.arrayContaining([...latestRatesCache.forgetOn]));
    // An import from the command line signals nothing: once the rates cache reads the new table, the key is new.
    const cached = { db: t.db, caches: ownCaches() };
    const founderSession = sessionUserOf(founder, 'founder');
    const first = await viewerAssessmentFrom(cached, founderSession, startupId);
    expect(await viewerAssessmentFrom(cached, founderSession, startupId)).toEqual(first);
    const counted = countingDb(t.db);
    const countedCached = { db: counted.db, caches: cached.caches };
    await t.db.execute(sql`insert into exchange_rate (currency, rate_date, per_usd, source) values ('NGN', '2026-01-03', '1600', 'test')`);
    await viewerAssessmentFrom(countedCached, founderSession, startupId);
    expect(counted.statements.some((statement) => /from "share_ledger_entry"/i.test(statement)), 'kept while the rates cache holds the old table').toBe(false);
    cached.caches.use(latestRatesCache).invalidate();
    await viewerAssessmentFrom(countedCached, founderSession, startupId);
    expect(counted.statements.some((statement) => /from "share_ledger_entry"/i.test(statement)), 'recomputed with the new table').toBe(true);
    await t.db.execute(sql`delete from exchange_rate where currency = 'NGN' and rate_date = '2026-01-03'`);
  });

  it('is raised by an insert, an update and a delete in every triggered table, in the same transaction', async () => {
    const startupLinks: Record<string, string> = {
      startup_id: `startup_id = ${startupId}`,
      room_id: `room_id in (select id from data_room where startup_id = ${startupId})`,
      metric_id: `metric_id in (select id from company_metric where startup_id = ${startupId})`,
      document_id: `document_id in (select d.id from data_room_document d join data_room r on r.id = d.room_id where r.startup_id = ${startupId})`,
    };
    const tables = (await triggeredTables()).filter((table) => table !== 'startup');
    expect(tables.length).toBeGreaterThanOrEqual(14);
    for (const table of tables) {
      const columns = rowsOf<{ column_name: string }>(await t.db.execute(sql`select column_name from information_schema.columns where table_name = ${table}`)).map((c) => c.column_name);
      const link = Object.keys(startupLinks).find((column) => columns.includes(column));
      expect(link, `${table}: a column that names its startup`).toBeDefined();
      const where = startupLinks[link!]!;
      const [found] = rowsOf<{ ctid: string }>(await t.db.execute(sql.raw(`select ctid::text as ctid from "${table}" where ${where} limit 1`)));
      expect(found, `a row of ${table} for the test to change: add one in beforeAll`).toBeDefined();
      const row = sql.raw(`ctid = '${found!.ctid}'`);
      const before = await version();
      const seen: number[] = [];
      // Each table in a transaction rolled back, so a delete's cascades do not empty the next table.
      await t.db
        .transaction(async (tx) => {
          const inTx = async () => Number(rowsOf<{ v: string }>(await tx.execute(sql`select facts_version as v from startup where id = ${startupId}`))[0]!.v);
          const target = sql.identifier(table);
          const first = sql.identifier(columns[0]!);
          await tx.execute(sql`create temporary table kept on commit drop as select * from ${target} where ${row}`);
          // An update gives the row a new ctid: the delete finds it by the one the update returns.
          const [updated] = rowsOf<{ ctid: string }>(await tx.execute(sql`update ${target} set ${first} = ${first} where ${row} returning ctid::text as ctid`));
          seen.push(await inTx());
          await tx.execute(sql`delete from ${target} where ctid = ${updated!.ctid}::tid`);
          seen.push(await inTx());
          await tx.execute(sql`insert into ${target} select * from kept`);
          seen.push(await inTx());
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
      expect({ table, seen }).toEqual({ table, seen: [before + 1, before + 2, before + 3] });
      expect(await version(), `${table}: rolled back with the write`).toBe(before);
    }
  });

  it("is raised by a change to the startup row's own columns, not by its view count", async () => {
    const before = await version();
    await t.db.execute(sql`update startup set profile_views = profile_views + 1, updated_at = now() where id = ${startupId}`);
    expect(await version()).toBe(before);
    await t.db.execute(sql`update startup set team_size = team_size + 1 where id = ${startupId}`);
    expect(await version()).toBe(before + 1);
    // The same values written again are no change.
    await t.db.execute(sql`update startup set team_size = team_size where id = ${startupId}`);
    expect(await version()).toBe(before + 1);
  });
});
