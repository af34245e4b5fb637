import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { createHash } from 'node:crypto';
import { ocfImportMessages as m } from '@baobab/contracts/cap-table-exports';
import { ocfFileNames } from '@baobab/finance/ocf/ocf-export';
import { otherTool, otherToolPackage } from '@baobab/finance/ocf/fixtures/other-tool-package';
import { checkOcfPackage } from '@baobab/finance/ocf/ocf-validate';
import { as, createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { signUpWithRole } from '../../../test/factories/users';
import { buildStartup } from '../../../test/factories/startups';

let t: TestApp;
let founder: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
});
afterAll(() => t.close());

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const unpack = (body: Buffer) => Object.entries(unzipSync(new Uint8Array(body))).map(([name, bytes]) => ({ name, text: strFromU8(bytes) }));
const pack = (files: Map<string, string>) => Buffer.from(zipSync(Object.fromEntries([...files].map(([name, text]) => [name, strToU8(text)]))));
const noVesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
const founders = [
  { shareholderName: 'Amina Okafor', shareholderType: 'founder', shares: 6_000_000, shareClass: 'Common', vesting: noVesting, liquidationPreference: 1, antiDilution: 'None' },
  { shareholderName: 'Kofi Mensah', shareholderType: 'founder', shares: 3_000_000, shareClass: 'Common', vesting: noVesting, liquidationPreference: 1, antiDilution: 'None' },
];
const shareClasses = [
  { name: 'Seed', kind: 'preferred', issuePrice: 0.8, seniority: 1, liquidationPreference: 1 },
  { name: 'Series A', kind: 'preferred', issuePrice: 1.5, seniority: 2, liquidationPreference: 1 },
];
const stock = (holder: string, shareClass: string, shares: number, date: string, pricePerShareMinor: number) => ({ kind: 'issuance', date, holder, shareClass, shares, pricePerShareMinor, currency: 'USD' });

/** A startup whose ledger holds the founders, a closed seed round and a closed Series A, with a transfer and a cancellation between. */
async function twoClosedRounds(name: string, pricedRound?: Record<string, unknown>) {
  const id = (await buildStartup(t, founder.id, { name, country: 'Ghana', foundedYear: 2021 })).id;
  const generate = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${id}/cap-table`, payload: { shares: founders, shareClasses, openingDate: '2022-01-10', ...(pricedRound ? { pricedRound } : {}) } }));
  if (generate.statusCode !== 200) throw new Error(generate.body);
  for (const entry of [
    stock('Seed Fund', 'Seed', 1_250_000, '2023-02-01', 80),
    { kind: 'transfer', date: '2023-05-01', fromHolder: 'Kofi Mensah', toHolder: 'Angel One', shareClass: 'Common', shares: 500_000 },
    stock('A Fund', 'Series A', 2_000_000, '2024-06-01', 150),
    stock('Seed Fund', 'Series A', 250_000, '2024-06-01', 150),
    { kind: 'cancellation', date: '2024-10-01', holder: 'Seed Fund', shareClass: 'Seed', shares: 50_000 },
  ]) {
    const added = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${id}/cap-table/ledger`, payload: entry }));
    if (added.statusCode !== 201) throw new Error(added.body);
  }
  return id;
}

/** What another OCF tool adds up: stock issuances whose security no later transaction consumed, less the partial movements that name no balance. */
function outstandingStock(files: { name: string; text: string }[]): number {
  const items = JSON.parse(files.find((f) => f.name === ocfFileNames.transactions)?.text ?? '{}').items as Record<string, unknown>[];
  const consumed = new Set(items.filter((i) => i.balance_security_id !== undefined).map((i) => i.security_id));
  const issued = items.filter((i) => i.object_type === 'TX_STOCK_ISSUANCE' && !consumed.has(i.security_id)).reduce((sum, i) => sum + Number(i.quantity), 0);
  const taken = items.filter((i) => ['TX_STOCK_TRANSFER', 'TX_STOCK_CANCELLATION', 'TX_STOCK_REPURCHASE'].includes(String(i.object_type)) && i.balance_security_id === undefined).reduce((sum, i) => sum + Number(i.quantity), 0);
  return issued - taken;
}

describe('OCF export from the share ledger', () => {
  it('of two closed rounds passes the official schemas and adds up to the cap table Baobab shows', async () => {
    const id = await twoClosedRounds('Two Rounds Co');
    const table = (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${id}/cap-table` }))).json();
    const files = unpack((await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${id}/cap-table/ocf` }))).rawPayload);
    expect(checkOcfPackage(files)).toBeNull();
    expect(outstandingStock(files)).toBe(table.totalShares);
    expect(outstandingStock(files)).toBe(6_000_000 + 3_000_000 + 1_200_000 + 2_250_000);
    const classes = JSON.parse(files.find((f) => f.name === ocfFileNames.stockClasses)?.text ?? '{}').items;
    expect(classes.map((c: Record<string, unknown>) => [c.name, c.seniority])).toEqual([['Common', '1'], ['Seed', '2'], ['Series A', '3']]);
  });

  it('leaves a modelled round out of the issued stock: the package holds what the ledger holds', async () => {
    const round = { seriesName: 'Series B', investorName: 'B Fund', preMoneyValuation: 25_000_000, investment: 8_000_000, closingDate: '2026-06-01' };
    const id = await twoClosedRounds('Modelling Co', round);
    const table = (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${id}/cap-table` }))).json();
    const files = unpack((await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${id}/cap-table/ocf` }))).rawPayload);
    expect(checkOcfPackage(files)).toBeNull();
    // Baobab's table shows the round on top; the package is the closed history only.
    expect(table.totalShares).toBeGreaterThan(12_450_000);
    expect(outstandingStock(files)).toBe(12_450_000);
    expect(files.find((f) => f.name === ocfFileNames.stakeholders)?.text).not.toContain('B Fund');
  });
});

/** The package with its transactions edited (the manifest's checksum of the transactions file made again). */
function edited(files: Map<string, string>, edit: (items: Record<string, unknown>[]) => Record<string, unknown>[]): Map<string, string> {
  const name = 'Transactions.ocf.json';
  const data = JSON.parse(files.get(name) ?? '{}');
  const text = `${JSON.stringify({ ...data, items: edit(data.items) }, null, 2)}\n`;
  const manifest = JSON.parse(files.get('Manifest.ocf.json') ?? '{}');
  manifest.transactions_files = [{ filepath: `./${name}`, md5: md5(text) }];
  return new Map([...files, [name, text], ['Manifest.ocf.json', JSON.stringify(manifest)]]);
}

const importOcf = (id: number, files: Map<string, string>) =>
  t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${id}/cap-table/ocf`, payload: pack(files), headers: { 'content-type': 'application/zip' } }));
const ledgerOf = async (id: number) => (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${id}/cap-table/ledger` }))).json() as { entry: { kind: string; date: string; holder?: string; shares?: number } }[];

describe('OCF import of a package from another tool (decision 0061: as share ledger history)', () => {
  it('writes its history as dated ledger entries and answers what it left out (an RSU grant, a warrant), each with the object id and why', async () => {
    const id = (await buildStartup(t, founder.id, { name: 'Mbali Robotics', foundedYear: 2021 })).id;
    const response = await importOcf(id, otherToolPackage(md5));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // 8,950,000 shares; 210,000 options (Jomo 200,000 − 50,000 exercised, Aisha 100,000 − 40,000 cancelled); the pool 1,500,000 − 210,000 − 50,000.
    expect(body.totalShares).toBe(8_950_000 + 210_000 + 1_240_000);
    expect(body.importWarnings).toContainEqual({ objectType: 'TX_EQUITY_COMPENSATION_ISSUANCE', objectId: 'tx-0006', message: englishOf(m.notOption('RSU')) });
    expect(body.importWarnings).toContainEqual({ objectType: 'TX_WARRANT_ISSUANCE', objectId: 'tx-0022', message: englishOf(m.notRepresented('TX_WARRANT_ISSUANCE')) });
    expect(body.importWarnings).toContainEqual({ objectType: 'TX_STOCK_CLASS_AUTHORIZED_SHARES_ADJUSTMENT', objectId: 'tx-0012', message: englishOf(m.authorizedShares) });
    // The plan on its board approval (2022-12-31), then the transactions on their dates; the RSU and the warrant are no entries.
    expect((await ledgerOf(id)).map((e) => e.entry.kind)).toEqual(['plan', 'issuance', 'issuance', 'issuance', 'issuance', 'repurchase', 'issuance', 'issuance', 'transfer', 'exercise', 'cancellation', 'cancellation', 'pool-increase']);
    // And out again: the named plan is a plan, its grants equity compensation, the counts the same.
    const files = unpack((await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${id}/cap-table/ocf` }))).rawPayload);
    expect(checkOcfPackage(files)).toBeNull();
    expect(JSON.parse(files.find((f) => f.name === ocfFileNames.stockPlans)?.text ?? '{}').items.map((p: { plan_name: string }) => p.plan_name)).toEqual(['2023 Stock Incentive Plan']);
    expect(outstandingStock(files)).toBe(8_950_000);
  });

  it('writes the shares a warrant gave when exercised as an issuance on the exercise date, and says so', async () => {
    const id = (await buildStartup(t, founder.id, { name: 'Mbali Robotics', foundedYear: 2021 })).id;
    const exercise = [
      { object_type: 'TX_WARRANT_EXERCISE', id: 'tx-0023', date: '2024-09-01', security_id: 'sec-warrant', quantity: '100000', resulting_security_ids: ['sec-bank-common'], consideration_text: '100,000.00 USD' },
      { object_type: 'TX_STOCK_ISSUANCE', id: 'tx-0024', security_id: 'sec-bank-common', date: '2024-09-01', stakeholder_id: 'a0f1-bank', stock_class_id: otherTool.common, quantity: '100000', share_price: { amount: '1.00', currency: 'USD' }, custom_id: 'CS-0024', security_law_exemptions: [], stock_legend_ids: [] },
    ];
    const response = await importOcf(id, edited(otherToolPackage(md5), (items) => [...items, ...exercise]));
    expect(response.statusCode).toBe(200);
    expect(response.json().totalShares).toBe(9_050_000 + 210_000 + 1_240_000);
    expect(response.json().importWarnings).toContainEqual({ objectType: 'TX_WARRANT_EXERCISE', objectId: 'tx-0023', message: englishOf(m.rightGaveShares('sec-warrant', 100_000)) });
    expect((await ledgerOf(id)).at(-1)?.entry).toMatchObject({ kind: 'issuance', date: '2024-09-01', holder: 'Ubuntu Venture Debt', shares: 100_000 });
  });

  it('imports a package whose history the ledger cannot hold (a split) as the holdings it ends with, naming the transaction and why', async () => {
    const common = async (files: Map<string, string>) => {
      const id = (await buildStartup(t, founder.id, { name: 'Mbali Robotics', foundedYear: 2021 })).id;
      const response = await importOcf(id, files);
      expect(response.statusCode).toBe(200);
      const holdings = (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${id}/cap-table/ledger/holdings` }))).json() as { rows: { holder: string; shareClass: string; shares: number }[] };
      const byHolder = Object.fromEntries(holdings.rows.filter((r) => r.shareClass === 'Common Stock' && r.shares > 0).map((r) => [r.holder, r.shares]));
      return { id, warnings: response.json().importWarnings, byHolder };
    };
    const split = { object_type: 'TX_STOCK_CLASS_SPLIT', id: 'tx-0023', date: '2024-09-01', stock_class_id: otherTool.common, split_ratio: { numerator: '2', denominator: '1' } };
    const before = await common(otherToolPackage(md5));
    const after = await common(edited(otherToolPackage(md5), (items) => [...items, split]));
    expect(after.warnings[0]).toEqual({ objectType: 'TX_STOCK_CLASS_SPLIT', objectId: 'tx-0023', message: englishOf(m.historyNotKept(m.ledgerHasNoEntry)) });
    // The rights are still said of themselves, once each.
    expect(after.warnings).toContainEqual({ objectType: 'TX_WARRANT_ISSUANCE', objectId: 'tx-0022', message: englishOf(m.notRepresented('TX_WARRANT_ISSUANCE')) });
    // Every common holder holds twice what the history without the split gives, as one opening position.
    expect(Object.keys(before.byHolder).length).toBeGreaterThan(1);
    expect(after.byHolder).toEqual(Object.fromEntries(Object.entries(before.byHolder).map(([holder, shares]) => [holder, shares * 2])));
    const ledger = await ledgerOf(after.id);
    expect(new Set(ledger.map((e) => `${e.entry.kind} ${e.entry.date}`))).toEqual(new Set([`issuance ${new Date().toISOString().slice(0, 10)}`]));
  });
});
