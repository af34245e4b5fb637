import { describe, expect, it } from 'vitest';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { ocfImportMessages as m } from '@baobab/contracts/cap-table-exports';
import { type SpecCapTableInput, specCapTable } from '../spec-cap-table';
import { capTableToOcf, ocfFileNames } from './ocf-export';
import { ocfToCapTable } from './ocf-import';
import { checkOcf } from './ocf-validate';

/** The engines take the checksum function from their caller (the server passes MD5); any 32-hex function shows the check works. */
const md5 = (text: string) => {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0').repeat(4);
};
const vesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
const issuer = { legalName: 'Kilimo Pay', formationDate: '2021-01-01', countryCode: 'KE', comments: [], currency: 'USD' as const };

/** Every kind of row Baobab keeps: restricted common, options with a strike and a pool, a participating preferred class, two SAFEs, a note, a priced round. */
const table: SpecCapTableInput = {
  shares: [
    { shareholderName: 'Amina Okafor', shareholderType: 'founder', shares: 6_000_000, shareClass: 'Common', vesting: { total: 6_000_000, vested: 1_500_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'None' },
    { shareholderName: 'Team', shareholderType: 'employee', shares: 800_000, shareClass: 'Options', vesting: { total: 800_000, vested: 200_000, cliff: 12, schedule: '48-month' }, liquidationPreference: 0, antiDilution: 'None', exercisePrice: 0.05 },
    { shareholderName: 'Seed Fund', shareholderType: 'investor', shares: 1_500_000, shareClass: 'Series Seed', vesting, liquidationPreference: 1, antiDilution: 'Weighted Average' },
  ],
  shareClasses: [{ name: 'Series Seed', kind: 'preferred', issuePrice: 0.8, seniority: 2, liquidationPreference: 1, participation: 'participating', participationCap: 3, antiDilution: 'broad-based' }],
  safes: [
    { holderName: 'Angel One', investment: 150_000, valuationCap: 8_000_000, discountPercent: 14.3 },
    { holderName: 'Angel Two', investment: 50_000, isMfn: true },
  ],
  notes: [{ holderName: 'Bridge Capital', principal: 250_000, interestRatePercent: 8.125, issueDate: '2025-03-01', discountPercent: 20, dayCount: '30/360' }],
  pricedRound: { seriesName: 'Series A', investorName: 'A Fund', preMoneyValuation: 20_000_000, investment: 5_000_000, closingDate: '2026-06-01', optionPoolTargetPercent: 10 },
  unallocatedOptionPool: 700_000,
};

const exported = () => capTableToOcf(table, issuer, '2026-05-01', '2026-05-01T10:00:00.000Z', md5);
const asMap = (files: { name: string; text: string }[]) => new Map(files.map((f) => [f.name, f.text]));

describe('OCF export', () => {
  it('writes files that pass the published schemas', () => {
    const files = Object.fromEntries(exported().map((f) => [f.name, JSON.parse(f.text)]));
    expect(checkOcf('manifest', ocfFileNames.manifest, files[ocfFileNames.manifest])).toBeNull();
    expect(checkOcf('stakeholders', ocfFileNames.stakeholders, files[ocfFileNames.stakeholders])).toBeNull();
    expect(checkOcf('stockClasses', ocfFileNames.stockClasses, files[ocfFileNames.stockClasses])).toBeNull();
    expect(checkOcf('stockPlans', ocfFileNames.stockPlans, files[ocfFileNames.stockPlans])).toBeNull();
    const transactions = files[ocfFileNames.transactions].items as { object_type: 'TX_STOCK_ISSUANCE' }[];
    expect(transactions.map((t) => t.object_type)).toEqual(['TX_STOCK_ISSUANCE', 'TX_EQUITY_COMPENSATION_ISSUANCE', 'TX_STOCK_ISSUANCE', 'TX_CONVERTIBLE_ISSUANCE', 'TX_CONVERTIBLE_ISSUANCE', 'TX_CONVERTIBLE_ISSUANCE']);
    for (const t of transactions) expect(checkOcf(t.object_type, ocfFileNames.transactions, t)).toBeNull();
  });

  it('writes the SAFE terms in OCF fields: cap in USD, 14.3% as 0.143, post-money', () => {
    const transactions = JSON.parse(exported().find((f) => f.name === ocfFileNames.transactions)?.text ?? '{}').items;
    expect(transactions[3].conversion_triggers[0].conversion_right.conversion_mechanism).toEqual({
      type: 'SAFE_CONVERSION', conversion_mfn: false, conversion_timing: 'POST_MONEY', conversion_valuation_cap: { amount: '8000000', currency: 'USD' }, conversion_discount: '0.143',
    });
    expect(transactions[1]).toMatchObject({ quantity: '800000', exercise_price: { amount: '0.05', currency: 'USD' }, compensation_type: 'OPTION' });
    const plans = JSON.parse(exported().find((f) => f.name === ocfFileNames.stockPlans)?.text ?? '{}').items;
    expect(plans).toMatchObject([{ plan_name: 'Options', initial_shares_reserved: '1500000' }]);
  });
});

describe('OCF import', () => {
  it('reads back the same table: classes, holders, shares, SAFEs, notes, pool and round', () => {
    const result = ocfToCapTable(asMap(exported()), md5);
    if (!result.ok) throw new Error(englishOf(result.message));
    expect(result.warnings).toEqual([]);
    expect(result.input.shares).toEqual(table.shares);
    expect(result.input.safes).toEqual(table.safes);
    expect(result.input.notes).toEqual(table.notes);
    expect(result.input.shareClasses).toEqual(table.shareClasses);
    expect(result.input.unallocatedOptionPool).toBe(700_000);
    expect(result.input.pricedRound).toEqual(table.pricedRound);
    expect(specCapTable(result.input)).toEqual(specCapTable(table));
  });

  it('names the file, the object and the field of a schema violation', () => {
    const files = asMap(exported());
    const stakeholders = JSON.parse(files.get(ocfFileNames.stakeholders) ?? '{}');
    delete stakeholders.items[1].name.legal_name;
    const text = `${JSON.stringify(stakeholders, null, 2)}\n`;
    files.set(ocfFileNames.stakeholders, text);
    const manifest = JSON.parse(files.get(ocfFileNames.manifest) ?? '{}');
    manifest.stakeholders_files[0].md5 = md5(text);
    files.set(ocfFileNames.manifest, JSON.stringify(manifest));
    expect(toWire(ocfToCapTable(files, md5))).toEqual({ ok: false, message: "stakeholders.ocf.json: object STAKEHOLDER 'sh-2' field name.legal_name: is required" });
  });

  it('refuses a file whose checksum does not match the manifest', () => {
    const files = asMap(exported());
    files.set(ocfFileNames.stockClasses, (files.get(ocfFileNames.stockClasses) ?? '').replace('Series Seed', 'Series Sneed'));
    expect(ocfToCapTable(files, md5)).toEqual({ ok: false, message: m.md5Mismatch(ocfFileNames.stockClasses) });
  });

  it('leaves out a SAFE in another currency and says so, naming the object', () => {
    const files = asMap(exported());
    const tx = JSON.parse(files.get(ocfFileNames.transactions) ?? '{}');
    const safe = tx.items.find((t: { custom_id?: string }) => t.custom_id === 'SAFE-1');
    safe.investment_amount.currency = 'KES';
    const text = JSON.stringify(tx);
    files.set(ocfFileNames.transactions, text);
    const manifest = JSON.parse(files.get(ocfFileNames.manifest) ?? '{}');
    manifest.transactions_files[0].md5 = md5(text);
    files.set(ocfFileNames.manifest, JSON.stringify(manifest));
    const result = ocfToCapTable(files, md5);
    if (!result.ok) throw new Error(englishOf(result.message));
    expect(result.warnings).toEqual([{ objectType: 'TX_CONVERTIBLE_ISSUANCE', objectId: safe.id, message: m.otherCurrency('KES', 'investment_amount', 'USD') }]);
    expect(result.input.safes).toEqual([table.safes?.[1]]);
    expect(result.input.shares).toEqual(table.shares);
  });

  it('answers a package without a manifest', () => {
    expect(ocfToCapTable(new Map([['notes.json', '{}']]), md5)).toEqual({ ok: false, message: m.noManifest });
  });

  it('reads a package made elsewhere (no baobab: comments) from the OCF fields alone', () => {
    const files = exported();
    const strip = (text: string) => {
      const data = JSON.parse(text);
      const clean = (o: Record<string, unknown>) => {
        if (Array.isArray(o.comments)) o.comments = (o.comments as string[]).filter((c) => !c.startsWith('baobab:'));
      };
      if (Array.isArray(data.items)) data.items.forEach(clean);
      clean(data);
      return `${JSON.stringify(data, null, 2)}\n`;
    };
    const stripped = files.filter((f) => f.name !== ocfFileNames.manifest).map((f) => ({ name: f.name, text: strip(f.text) }));
    const manifest = JSON.parse(strip(exported().find((f) => f.name === ocfFileNames.manifest)?.text ?? '{}'));
    for (const key of ['stakeholders_files', 'stock_classes_files', 'stock_plans_files', 'transactions_files']) {
      for (const ref of manifest[key]) ref.md5 = md5(stripped.find((f) => f.name === ref.filepath)?.text ?? '');
    }
    const result = ocfToCapTable(asMap([...stripped, { name: ocfFileNames.manifest, text: JSON.stringify(manifest) }]), md5);
    if (!result.ok) throw new Error(englishOf(result.message));
    // Holders, classes, counts, prices and instruments come through; what OCF cannot say falls back to stated defaults.
    expect(result.input.shares.map((s) => [s.shareholderName, s.shareholderType, s.shareClass, s.shares, s.exercisePrice])).toEqual([
      ['Amina Okafor', 'founder', 'Common', 6_000_000, undefined],
      ['Team', 'employee', 'Options', 800_000, 0.05],
      ['Seed Fund', 'investor', 'Series Seed', 1_500_000, undefined],
    ]);
    expect(result.input.shareClasses).toEqual([{ name: 'Series Seed', kind: 'preferred', issuePrice: 0.8, seniority: 2, liquidationPreference: 1, participationCap: 3 }]);
    expect(result.input.safes).toEqual([
      { holderName: 'Angel One', investment: 150_000, valuationCap: 8_000_000, discountPercent: 14.3 },
      { holderName: 'Angel Two', investment: 50_000, isMfn: true },
    ]);
    expect(result.input.notes).toEqual([{ holderName: 'Bridge Capital', principal: 250_000, interestRatePercent: 8.125, issueDate: '2025-03-01', discountPercent: 20, dayCount: '30/360' }]);
    expect(result.input.unallocatedOptionPool).toBe(700_000);
    expect(result.input.pricedRound).toBeUndefined();
  });
});

describe('OCF in the company’s currency', () => {
  const inXof = { ...issuer, currency: 'XOF' as const };
  const exportedInXof = () => capTableToOcf(table, inXof, '2026-05-01', '2026-05-01T10:00:00.000Z', md5);
  const monetaryCurrencies = (files: { name: string; text: string }[]) =>
    [...files.map((f) => f.text).join('\n').matchAll(/"currency": "([A-Z]{3})"/g)].map((match) => match[1]);

  it('states every amount of an XOF company in XOF, and still passes the schemas', () => {
    const files = exportedInXof();
    expect(new Set(monetaryCurrencies(files))).toEqual(new Set(['XOF']));
    const transactions = JSON.parse(files.find((f) => f.name === ocfFileNames.transactions)!.text).items as { object_type: string }[];
    for (const t of transactions) expect(checkOcf(t.object_type as 'TX_STOCK_ISSUANCE', ocfFileNames.transactions, t)).toBeNull();
    expect(checkOcf('stockClasses', ocfFileNames.stockClasses, JSON.parse(files.find((f) => f.name === ocfFileNames.stockClasses)!.text))).toBeNull();
  });

  it('reads an XOF package back into an XOF company whole, and into a dollar company with each XOF amount reported', () => {
    const same = ocfToCapTable(asMap(exportedInXof()), md5, 'XOF');
    if (!same.ok) throw new Error(englishOf(same.message));
    expect(same.warnings).toEqual([]);
    expect(same.input.safes).toEqual(table.safes);
    expect(same.input.shareClasses).toEqual(table.shareClasses);
    const other = ocfToCapTable(asMap(exportedInXof()), md5, 'USD');
    if (!other.ok) throw new Error(englishOf(other.message));
    expect(other.warnings.map((w) => w.message)).toEqual(expect.arrayContaining([m.otherCurrency('XOF', 'investment_amount', 'USD'), m.otherCurrency('XOF', 'price_per_share', 'USD')]));
    expect(other.input.safes ?? []).toEqual([]);
  });
});
