/**
 * Every transaction type of the vendored OCF release, added to another tool's package on a security the package does
 * not hold, leaves every holding as it was: no type is unknown to the import, none refuses the file, and a type whose
 * published schema Baobab checks is refused only for that object's own missing field, named.
 */
import { describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import objectTypes from './schema/enums/ObjectType.schema.json';
import { ocfToCapTable } from './ocf-import';
import { otherToolPackage } from './fixtures/other-tool-package';

const md5 = (text: string) => {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0').repeat(4);
};

/** The package with one more transaction, the manifest's checksum of the transactions file made again. */
function withTransaction(tx: Record<string, unknown>): Map<string, string> {
  const files = otherToolPackage(md5);
  const old = files.get('Transactions.ocf.json') ?? '';
  const data = JSON.parse(old);
  const text = JSON.stringify({ ...data, items: [...data.items, tx] });
  files.set('Transactions.ocf.json', text);
  files.set('Manifest.ocf.json', (files.get('Manifest.ocf.json') ?? '').replace(md5(old), md5(text)));
  return files;
}

const transactionTypes = (objectTypes as { enum: string[] }).enum.filter((t) => t.startsWith('TX_'));

describe('every OCF transaction type', () => {
  it('is in the vendored release: at least the 45 of OCF 1.2', () => {
    expect(transactionTypes.length).toBeGreaterThanOrEqual(45);
  });

  const counts = (shares: { shareholderName: string; shareClass: string; shares: number }[]) => shares.map((r) => [r.shareholderName, r.shareClass, r.shares]);
  const base = ocfToCapTable(otherToolPackage(md5), md5);

  it.each(transactionTypes)('%s, on a security nobody holds, changes no holding', (type) => {
    if (!base.ok) throw new Error(englishOf(base.message));
    const result = ocfToCapTable(withTransaction({ object_type: type, id: 'tx-extra', date: '2024-12-01', security_id: 'sec-nowhere' }), md5);
    if (!result.ok) {
      expect(englishOf(result.message)).toMatch(/^Transactions\.ocf\.json: object TX_\w+ 'tx-extra' field \w+: is required$/);
      return;
    }
    expect(counts(result.input.shares)).toEqual(counts(base.input.shares));
    expect(result.input.unallocatedOptionPool).toBe(base.input.unallocatedOptionPool);
  });
});
