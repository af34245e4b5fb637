import { describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { ocfImportMessages as m } from '@baobab/contracts/cap-table-exports';
import { specCapTable } from '../spec-cap-table';
import { capTableToOcf } from './ocf-export';
import { ocfToCapTable } from './ocf-import';
import { checkOcfPackage } from './ocf-validate';
import { otherToolPackage } from './fixtures/other-tool-package';

const md5 = (text: string) => {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0').repeat(4);
};
const issuer = { legalName: 'Mbali Robotics Ltd', formationDate: '2022-11-01', countryCode: 'ZA', comments: [], currency: 'USD' as const };
const imported = () => {
  const result = ocfToCapTable(otherToolPackage(md5), md5);
  if (!result.ok) throw new Error(englishOf(result.message));
  return result;
};
const counts = (shares: { shareholderName: string; shareClass: string; shares: number }[]) => shares.map((s) => [s.shareholderName, s.shareClass, s.shares]);

describe('an OCF 1.1 package from another tool', () => {
  it('reads transfers, cancellations, a repurchase, an exercise and grants under a named plan into the holdings on its date', () => {
    const { input } = imported();
    expect(counts(input.shares)).toEqual([
      ['Thandi Nkosi', 'Common Stock', 3_750_000],
      ['Kwame Mensah', 'Common Stock', 3_000_000],
      ['Jomo Otieno', '2023 Stock Incentive Plan', 150_000],
      ['Aisha Bello', '2023 Stock Incentive Plan', 60_000],
      ['Savannah Seed Partners', 'Series Seed Preferred', 1_500_000],
      ['Lindiwe Angel Fund', 'Series Seed Preferred', 400_000],
      ['Lindiwe Angel Fund', 'Common Stock', 250_000],
      ['Jomo Otieno', 'Common Stock', 50_000],
    ]);
    expect(input.shares[0]?.shareholderType).toBe('founder, board member');
    expect(input.shares[2]?.exercisePrice).toBe(0.1);
    // Plain common stock needs no declaration in Baobab; the named plan is declared as a class of options.
    expect(input.shareClasses).toEqual([
      { name: 'Series Seed Preferred', kind: 'preferred', issuePrice: 1, seniority: 1, liquidationPreference: 1 },
      { name: '2023 Stock Incentive Plan', kind: 'option' },
    ]);
    // 1,500,000 reserved after the adjustment, less 210,000 outstanding and 50,000 exercised.
    expect(input.unallocatedOptionPool).toBe(1_240_000);
    expect(specCapTable(input).totalShares).toBe(8_950_000 + 210_000 + 1_240_000);
  });

  it('reports what it leaves out, each with the object and why, instead of refusing the file', () => {
    expect(imported().warnings).toEqual([
      { objectType: 'OCF_MANIFEST_FILE', objectId: 'Manifest.ocf.json', message: m.fileNotRead('./VestingTerms.ocf.json') },
      { objectType: 'STOCK_PLAN', objectId: '5e7b2a10-2023-4f00-8a11-incentive0001', message: m.unknownField('cancellation_behavior', '1.2.1-alpha+main') },
      { objectType: 'TX_VESTING_START', objectId: 'tx-0005', message: m.notRepresented('TX_VESTING_START') },
      { objectType: 'TX_EQUITY_COMPENSATION_ISSUANCE', objectId: 'tx-0006', message: m.notOption('RSU') },
      { objectType: 'TX_STOCK_CLASS_AUTHORIZED_SHARES_ADJUSTMENT', objectId: 'tx-0012', message: m.authorizedShares },
      { objectType: 'TX_WARRANT_ISSUANCE', objectId: 'tx-0022', message: m.notRepresented('TX_WARRANT_ISSUANCE') },
    ]);
  });

  it('exports back a valid package that reads to the same share counts', () => {
    const { input } = imported();
    const files = capTableToOcf(input, issuer, '2025-01-01', '2025-01-01T09:00:00.000Z', md5);
    expect(checkOcfPackage(files)).toBeNull();
    const again = ocfToCapTable(new Map(files.map((f) => [f.name, f.text])), md5);
    if (!again.ok) throw new Error(englishOf(again.message));
    expect(again.warnings).toEqual([]);
    expect(counts(again.input.shares)).toEqual(counts(input.shares));
    expect(again.input.unallocatedOptionPool).toBe(input.unallocatedOptionPool);
    expect(specCapTable(again.input).totalShares).toBe(specCapTable(input).totalShares);
  });

  it('refuses an OCF version it cannot read, saying which', () => {
    const files = otherToolPackage(md5);
    files.set('Manifest.ocf.json', (files.get('Manifest.ocf.json') ?? '').replace('"1.1.0"', '"2.0.0"'));
    expect(ocfToCapTable(files, md5)).toEqual({ ok: false, message: m.unsupportedVersion('2.0.0') });
  });

  it('reads the oldest release, 1.0.0, the same way', () => {
    const files = otherToolPackage(md5);
    files.set('Manifest.ocf.json', (files.get('Manifest.ocf.json') ?? '').replace('"1.1.0"', '"1.0.0"'));
    const result = ocfToCapTable(files, md5);
    if (!result.ok) throw new Error(englishOf(result.message));
    expect(counts(result.input.shares)).toEqual(counts(imported().input.shares));
  });

  it("keeps a holder's relationships as the holder type when they fit its 40 characters, else the first", () => {
    const files = otherToolPackage(md5);
    const stakeholders = JSON.parse(files.get('Stakeholders.ocf.json') ?? '{}');
    stakeholders.items[0].current_relationships = ['FOUNDER', 'BOARD_MEMBER', 'EXECUTIVE', 'OFFICER', 'EMPLOYEE'];
    const text = JSON.stringify(stakeholders);
    files.set('Stakeholders.ocf.json', text);
    files.set('Manifest.ocf.json', (files.get('Manifest.ocf.json') ?? '').replace(md5(otherToolPackage(md5).get('Stakeholders.ocf.json') ?? ''), md5(text)));
    const result = ocfToCapTable(files, md5);
    if (!result.ok) throw new Error(englishOf(result.message));
    expect(result.input.shares[0]?.shareholderType).toBe('founder');
  });
});
