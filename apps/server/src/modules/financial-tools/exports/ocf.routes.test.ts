import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { createHash } from 'node:crypto';
import { capTableExportMessages, ocfImportMessages as m, ocfRuleMessages } from '@baobab/contracts/cap-table-exports';
import { ocfFileNames } from '@baobab/finance/ocf/ocf-export';
import { checkOcf } from '@baobab/finance/ocf/ocf-validate';
import { specCapTable } from '@baobab/finance/spec-cap-table';
import { as, createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { exportedCapTable as input } from './test-support';
import { connect } from '../../../test/factories/network';
import { signUpWithRole } from '../../../test/factories/users';
import { buildStartup } from '../../../test/factories/startups';
import { shareFinancials } from '../../../test/factories/startup-access';

let t: TestApp;
let founder: TestUser;
let downloader: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let startupId: number;

beforeAll(async () => {
  t = await createTestApp();
  [founder, downloader, viewer, stranger] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor')]);
  startupId = (await buildStartup(t, founder.id, { name: 'Kilimo Pay', country: 'Kenya', foundedYear: 2021 })).id;
  const saved = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/cap-table`, payload: input }));
  if (saved.statusCode !== 200) throw new Error(saved.body);
  for (const [user, permission] of [[downloader, 'download'], [viewer, 'view']] as const) {
    await connect(t, founder, user);
    await shareFinancials(t, founder, startupId, user, ['cap_table'], permission);
  }
});
afterAll(() => t.close());

const url = () => `/api/startups/${startupId}/cap-table/ocf`;
const download = (user: TestUser | null) => t.app.inject(as(user, { method: 'GET', url: url() }));
const upload = (user: TestUser | null, body: Buffer) => t.app.inject(as(user, { method: 'POST', url: url(), payload: body, headers: { 'content-type': 'application/zip' } }));
const savedInput = async () => (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${startupId}/cap-table` }))).json().input;
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const unpack = (body: Buffer) => Object.fromEntries(Object.entries(unzipSync(new Uint8Array(body))).map(([name, bytes]) => [name, strFromU8(bytes)]));
const pack = (files: Record<string, string>) => Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));

describe('OCF export', () => {
  it('downloads a zip of the OCF files, each passing its published schema, with the issuer from the profile', async () => {
    const response = await download(founder);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="kilimo-pay-cap-table-ocf.zip"');
    const files = unpack(response.rawPayload);
    expect(Object.keys(files).sort()).toEqual(Object.values(ocfFileNames).sort());
    const manifest = JSON.parse(files[ocfFileNames.manifest] ?? '{}');
    expect(checkOcf('manifest', ocfFileNames.manifest, manifest)).toBeNull();
    expect(manifest.issuer).toMatchObject({ legal_name: 'Kilimo Pay', formation_date: '2021-01-01', country_of_formation: 'KE' });
    for (const ref of manifest.stakeholders_files) expect(md5(files[ref.filepath] ?? '')).toBe(ref.md5);
    expect(checkOcf('stakeholders', ocfFileNames.stakeholders, JSON.parse(files[ocfFileNames.stakeholders] ?? '{}'))).toBeNull();
    expect(checkOcf('stockClasses', ocfFileNames.stockClasses, JSON.parse(files[ocfFileNames.stockClasses] ?? '{}'))).toBeNull();
    for (const tx of JSON.parse(files[ocfFileNames.transactions] ?? '{}').items) expect(checkOcf(tx.object_type, ocfFileNames.transactions, tx)).toBeNull();
  });

  it('says so when the table holds what OCF cannot express (a note at 150% interest)', async () => {
    const other = (await buildStartup(t, founder.id, { name: 'Usury Co' })).id;
    const payload = { ...input, safes: [], notes: [{ holderName: 'Lender', principal: 10_000, interestRatePercent: 150, issueDate: '2025-01-01' }], pricedRound: { seriesName: 'Series A', investorName: 'A Fund', preMoneyValuation: 5_000_000, investment: 1_000_000, closingDate: '2026-01-01' } };
    expect((await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${other}/cap-table`, payload }))).statusCode).toBe(200);
    const response = await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${other}/cap-table/ocf` }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(englishOf(m.cannotExport(m.objectProblem({ file: ocfFileNames.transactions, objectType: 'TX_CONVERTIBLE_ISSUANCE', objectId: 'tx-4', field: 'conversion_triggers[0].conversion_right.conversion_mechanism.interest_rates[0].rate', message: ocfRuleMessages.patterns['Percentage.schema.json'] ?? '' }))));
  });

  it('founder and download share 200, view share 403, stranger 404, signed out 401', async () => {
    expect((await download(downloader)).statusCode).toBe(200);
    const view = await download(viewer);
    expect(view.statusCode).toBe(403);
    expect(view.json().message).toBe(capTableExportMessages.downloadNotAllowed);
    expect((await download(stranger)).statusCode).toBe(404);
    expect((await download(null)).statusCode).toBe(401);
  });
});

describe('OCF import', () => {
  it('imports an exported package back to the same cap table', async () => {
    const body = (await download(founder)).rawPayload;
    const response = await upload(founder, body);
    expect(response.statusCode).toBe(200);
    const saved = await savedInput();
    expect(saved.shares).toEqual(input.shares);
    expect(saved.safes).toEqual(input.safes);
    expect(saved.shareClasses).toEqual(input.shareClasses);
    expect(saved.unallocatedOptionPool).toBe(input.unallocatedOptionPool);
    expect(response.json().shareholders).toEqual(specCapTable(input).shareholders);
  });

  it('replaces the saved table with the one in the package', async () => {
    const files = unpack((await download(founder)).rawPayload);
    const tx = JSON.parse(files[ocfFileNames.transactions] ?? '{}');
    tx.items[0].quantity = '6500000';
    files[ocfFileNames.transactions] = JSON.stringify(tx);
    const manifest = JSON.parse(files[ocfFileNames.manifest] ?? '{}');
    manifest.transactions_files[0].md5 = md5(files[ocfFileNames.transactions] ?? '');
    files[ocfFileNames.manifest] = JSON.stringify(manifest);
    expect((await upload(founder, pack(files))).statusCode).toBe(200);
    expect((await savedInput()).shares[0].shares).toBe(6_500_000);
    expect((await upload(founder, (await download(founder)).rawPayload)).statusCode).toBe(200);
  });

  it('answers 400 naming the file, object and field, and keeps the saved table', async () => {
    const before = await savedInput();
    const files = unpack((await download(founder)).rawPayload);
    const stakeholders = JSON.parse(files[ocfFileNames.stakeholders] ?? '{}');
    delete stakeholders.items[1].name.legal_name;
    files[ocfFileNames.stakeholders] = JSON.stringify(stakeholders);
    const manifest = JSON.parse(files[ocfFileNames.manifest] ?? '{}');
    manifest.stakeholders_files[0].md5 = md5(files[ocfFileNames.stakeholders] ?? '');
    files[ocfFileNames.manifest] = JSON.stringify(manifest);
    const response = await upload(founder, pack(files));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("stakeholders.ocf.json: object STAKEHOLDER 'sh-2' field name.legal_name: is required");
    expect(await savedInput()).toEqual(before);
  });

  it('refuses what is not a zip', async () => {
    const response = await upload(founder, Buffer.from('{"file_type":"OCF_MANIFEST_FILE"}'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.notZip);
  });

  it('lets only the founder import: shares and strangers 404, signed out 401', async () => {
    const body = (await download(founder)).rawPayload;
    for (const user of [downloader, viewer, stranger]) expect((await upload(user, body)).statusCode).toBe(404);
    expect((await upload(null, body)).statusCode).toBe(401);
  });
});
