/**
 * An OCF package read back into a Baobab cap table (decision 0040). Versions 1.0 to 1.2 are read.
 * The manifest, stakeholders, classes, plans and the transaction types Baobab writes are checked
 * against the vendored published schemas (ocf-validate.ts); a field those schemas do not know (a
 * newer or older version's) is left out and reported. A file that is not OCF, a checksum that does
 * not match, an object that breaks its schema or a reference to nothing is refused, naming the file,
 * the object and the field. Everything else is read: the transactions are replayed security by
 * security (ocf-import-replay.ts), and what Baobab cannot represent comes back as warnings with the
 * object's id and why. An object's `baobab:` extras, when present, restore what OCF has no field for.
 */
import { ocfImportMessages as m, ocfRuleMessages as rule } from '@baobab/contracts/cap-table-exports';
import type { Message, Text } from '@baobab/contracts/i18n/message';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { builtInClassKind } from '../spec-cap-table';
import type { SpecCapTableInput, SpecNote, SpecSafe, SpecShareClassTerms, SpecShareholderEntry } from '../spec-cap-table';
import { ocfVersion } from './ocf-export';
import { type ClassExtras, type ConvertibleExtras, type ManifestExtras, type StakeholderExtras, holderTypeOf, readExtras } from './ocf-extras';
import { type OcfWarning, type Replayed, type Security, replayTransactions } from './ocf-import-replay';
import { type OcfMonetary, percentFrom } from './ocf-numbers';
import { type OcfSchemaName, checkOcf, isCheckedType, unknownFields } from './ocf-validate';

type Json = Record<string, unknown>;
export type { OcfWarning } from './ocf-import-replay';
export type OcfImportResult = { ok: true; input: SpecCapTableInput; warnings: OcfWarning[] } | { ok: false; message: Text };

/** Why a package is refused, with its message (decision 0046). */
export class OcfImportError extends Error {
  constructor(readonly text: Text) {
    super(englishOf(text));
  }
}
export const fail = (text: Text): never => {
  throw new OcfImportError(text);
};
const objectFail = (file: string, object: Json, field: string, message: Text): never =>
  fail(m.objectProblem({ file, objectType: String(object.object_type), objectId: String(object.id), field, message }));

const parse = (file: string, text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return fail(m.invalidJson(file));
  }
};

/** Versions read: 1.0.x, 1.1.x and 1.2.x, pre-releases included (1.2.1-alpha+main is what Baobab writes). */
const readableVersion = /^1\.[0-2]\.\d+(?:[-+].*)?$/;

/** What an import gathers, and the company's currency: amounts in another are reported and left out. */
export type Reader = { warnings: OcfWarning[]; currency: string };

/** `data` checked against the named schema, with fields the schema does not know left out and reported; refused on any other problem. */
function tolerant(reader: Reader, name: OcfSchemaName, file: string, data: Json, owner: (path: string[]) => { objectType: string; objectId: string }): Json {
  const copy = structuredClone(data);
  for (let round = 0; round < 100; round++) {
    const fields = unknownFields(name, copy);
    if (fields.length === 0) break;
    for (const path of fields) {
      const parent = path.slice(0, -1).reduce<unknown>((at, segment) => (at as Record<string, unknown> | undefined)?.[segment], copy) as Record<string, unknown> | undefined;
      const field = path[path.length - 1] ?? '';
      if (!parent || !(field in parent)) continue;
      delete parent[field];
      reader.warnings.push({ ...owner(path), message: m.unknownField(path.filter((s) => !/^\d+$/.test(s)).slice(path[0] === 'items' ? 1 : 0).join('.'), ocfVersion) });
    }
  }
  const problem = checkOcf(name, file, copy);
  if (problem) fail(problem.message);
  return copy;
}

const itemOwner = (data: Json) => (path: string[]) => {
  const item = path[0] === 'items' ? (data.items as Json[] | undefined)?.[Number(path[1])] : data;
  return { objectType: String(item?.object_type ?? data.file_type), objectId: String(item?.id ?? '') };
};

/** A stakeholder of a newer OCF: `current_relationships` read as its first relationship (all of them kept as the holder's type). */
function olderStakeholder(item: Json): Json {
  const list = Array.isArray(item.current_relationships) ? (item.current_relationships as unknown[]).filter((r): r is string => typeof r === 'string') : null;
  if (!list) return item;
  const { current_relationships: _all, ...rest } = item;
  return { ...rest, ...(rest.current_relationship === undefined && list[0] ? { current_relationship: list[0] } : {}), ...(list.length > 1 ? { relationships: list } : {}) };
}

/** The items of every file of one kind the manifest lists, each file checked (MD5, JSON, schema). */
function itemsOf(reader: Reader, files: Map<string, string>, manifest: Json, listKey: string, schema: OcfSchemaName | 'transactions', md5: (text: string) => string): { file: string; item: Json }[] {
  const listed = (manifest[listKey] as { filepath: string; md5: string }[] | undefined) ?? [];
  return listed.flatMap(({ filepath, md5: expected }) => {
    const file = filepath.replace(/^\.\//, '');
    const text = files.get(file) ?? fail(m.missingFile(file));
    if (md5(text).toLowerCase() !== expected.toLowerCase()) fail(m.md5Mismatch(file));
    const data = parse(file, text) as Json;
    if (schema === 'stakeholders' && Array.isArray(data.items)) {
      const relationships = new Map<unknown, string[]>();
      data.items = (data.items as Json[]).map((item) => {
        const older = olderStakeholder(item);
        if (Array.isArray(older.relationships)) relationships.set(older.id, older.relationships as string[]);
        const { relationships: _r, ...rest } = older;
        return rest;
      });
      const checked = tolerant(reader, schema, file, data, itemOwner(data));
      return (checked.items as Json[]).map((item) => ({ file, item: relationships.has(item.id) ? { ...item, relationships: relationships.get(item.id) } : item }));
    }
    if (schema !== 'transactions') return (tolerant(reader, schema, file, data, itemOwner(data)).items as Json[]).map((item) => ({ file, item }));
    const envelope = tolerant(reader, 'file', file, data, itemOwner(data));
    if (envelope.file_type !== 'OCF_TRANSACTIONS_FILE') fail(m.fileProblem(file, 'file_type', rule.const('OCF_TRANSACTIONS_FILE')));
    if (!Array.isArray(envelope.items)) fail(m.fileProblem(file, 'items', rule.required));
    return (envelope.items as Json[]).map((item) => {
      const type = String(item.object_type);
      if (isCheckedType(type)) return { file, item: tolerant(reader, type, file, item, () => ({ objectType: type, objectId: String(item.id) })) };
      for (const field of ['id', 'date']) if (typeof item[field] !== 'string') objectFail(file, item, field, rule.required);
      return { file, item };
    });
  });
}

function byId(entries: { file: string; item: Json }[]): Map<string, Json> {
  const map = new Map<string, Json>();
  for (const { file, item } of entries) {
    const id = String(item.id);
    if (map.has(id)) objectFail(file, item, 'id', m.duplicateId(id));
    map.set(id, item);
  }
  return map;
}

function classTerms(reader: Reader, c: Json, extras: Partial<ClassExtras>, commonSeniority: number, ratio: number | undefined): SpecShareClassTerms {
  const price = c.price_per_share as OcfMonetary | undefined;
  if (price && price.currency !== reader.currency) reader.warnings.push({ objectType: String(c.object_type), objectId: String(c.id), message: m.otherCurrency(price.currency, 'price_per_share', reader.currency) });
  const stated = (c.conversion_rights as { conversion_mechanism?: { ratio?: { numerator: string; denominator: string } } }[] | undefined)?.[0]?.conversion_mechanism?.ratio;
  const conversionRatio = ratio ?? (stated ? Number(stated.numerator) / Number(stated.denominator) : undefined);
  const isPreferred = c.class_type === 'PREFERRED';
  return {
    name: String(c.name),
    kind: isPreferred ? 'preferred' : 'common',
    ...(price && price.currency === reader.currency ? { issuePrice: Number(price.amount) } : {}),
    // OCF ranks every class; Baobab ranks preferred series among themselves (common takes no preference).
    seniority: isPreferred ? Math.max(1, Number(c.seniority) - commonSeniority) : Number(c.seniority),
    ...(c.liquidation_preference_multiple !== undefined && extras.preferenceGiven !== false ? { liquidationPreference: Number(c.liquidation_preference_multiple) } : {}),
    ...(extras.participation ? { participation: extras.participation } : {}),
    ...(c.participation_cap_multiple !== undefined ? { participationCap: Number(c.participation_cap_multiple) } : {}),
    // 1:1 is what Baobab assumes without a ratio (and what its export writes for preferred without one).
    ...(conversionRatio !== undefined && conversionRatio !== 1 ? { conversionRatio } : {}),
    ...(extras.antiDilution ? { antiDilution: extras.antiDilution } : {}),
  };
}

type Mechanism = { type: string; conversion_valuation_cap?: OcfMonetary; conversion_discount?: string; conversion_mfn?: boolean; interest_rates?: { rate: string }[]; day_count_convention?: string };

export function convertibleOf(reader: Reader, tx: Json, holderName: string): { safe?: SpecSafe; note?: SpecNote } {
  const warn = (message: Message) => reader.warnings.push({ objectType: String(tx.object_type), objectId: String(tx.id), message });
  const triggers = (tx.conversion_triggers as { conversion_right?: { conversion_mechanism?: Mechanism } }[] | undefined) ?? [];
  const mechanism = triggers[0]?.conversion_right?.conversion_mechanism;
  const amount = tx.investment_amount as OcfMonetary;
  if (!mechanism) return (warn(m.notRepresented(String(tx.object_type))), {});
  if (amount.currency !== reader.currency) return (warn(m.otherCurrency(amount.currency, 'investment_amount', reader.currency)), {});
  const extras = readExtras<ConvertibleExtras>(tx);
  const cap = mechanism.conversion_valuation_cap;
  if (cap && cap.currency !== reader.currency) warn(m.otherCurrency(cap.currency, 'conversion_valuation_cap', reader.currency));
  const terms = {
    ...(cap && cap.currency === reader.currency ? { valuationCap: Number(cap.amount) } : {}),
    ...(mechanism.conversion_discount !== undefined ? { discountPercent: percentFrom(mechanism.conversion_discount) } : {}),
  };
  if (tx.convertible_type === 'NOTE' || mechanism.type === 'CONVERTIBLE_NOTE_CONVERSION') {
    const rate = mechanism.interest_rates?.[0]?.rate ?? '0';
    const dayCount = mechanism.day_count_convention === '30_360' ? ('30/360' as const) : ('actual/365' as const);
    return { note: { holderName, principal: Number(amount.amount), interestRatePercent: percentFrom(rate), issueDate: String(tx.date), ...terms, ...(extras.dayCountGiven === false ? {} : { dayCount }) } };
  }
  const isMfn = mechanism.conversion_mfn === true;
  return { safe: { holderName, investment: Number(amount.amount), ...terms, ...(isMfn || extras.isMfnGiven ? { isMfn } : {}) } };
}

/** The cap table in a package (file path → text) on its as_of date; `md5` checks the manifest's checksums. */
/** `currency`: the importing company's own; the package's amounts in it are read, others reported and left out. */
export function ocfToCapTable(files: Map<string, string>, md5: (text: string) => string, currency = 'USD'): OcfImportResult {
  try {
    const reader: Reader = { warnings: [], currency };
    return { ok: true, input: read(reader, files, md5), warnings: reader.warnings };
  } catch (error) {
    if (error instanceof OcfImportError) return { ok: false, message: error.text };
    throw error;
  }
}

const readKinds = ['stakeholders_files', 'stock_classes_files', 'stock_plans_files', 'transactions_files'];

function readManifest(reader: Reader, files: Map<string, string>): Json {
  const [name, text] = [...files].find(([file, body]) => file.endsWith('.json') && /"file_type"\s*:\s*"OCF_MANIFEST_FILE"/.test(body)) ?? fail(m.noManifest);
  const data = parse(name, text) as Json;
  const version = String(data.ocf_version);
  if (!readableVersion.test(version)) fail(m.unsupportedVersion(version));
  const manifest = tolerant(reader, 'manifest', name, { ...data, ocf_version: ocfVersion }, () => ({ objectType: 'OCF_MANIFEST_FILE', objectId: name }));
  for (const [listKey, listed] of Object.entries(data)) {
    if (!listKey.endsWith('_files') || readKinds.includes(listKey) || !Array.isArray(listed)) continue;
    for (const f of listed as { filepath?: string }[]) reader.warnings.push({ objectType: 'OCF_MANIFEST_FILE', objectId: name, message: m.fileNotRead(String(f.filepath)) });
  }
  return manifest;
}

/** A package read and checked: its manifest and objects by id, every transaction with the file it came from. */
export type OcfPackage = {
  manifest: Json;
  stakeholders: Map<string, Json>;
  classEntries: { file: string; item: Json }[];
  classes: Map<string, Json>;
  plans: Map<string, Json>;
  transactions: { file: string; item: Json }[];
};

/** The package's files checked (manifest, MD5s, schemas, ids, references), or an OcfImportError naming the file, object and field. */
export function readPackage(reader: Reader, files: Map<string, string>, md5: (text: string) => string): OcfPackage {
  const manifest = readManifest(reader, files);
  const stakeholders = byId(itemsOf(reader, files, manifest, 'stakeholders_files', 'stakeholders', md5));
  const classEntries = itemsOf(reader, files, manifest, 'stock_classes_files', 'stockClasses', md5);
  const classes = byId(classEntries);
  const plans = byId(itemsOf(reader, files, manifest, 'stock_plans_files', 'stockPlans', md5));
  const transactions = itemsOf(reader, files, manifest, 'transactions_files', 'transactions', md5);
  byId(transactions);
  for (const { file, item } of transactions) {
    if (item.stakeholder_id !== undefined && !stakeholders.has(String(item.stakeholder_id))) objectFail(file, item, 'stakeholder_id', m.unknownReference('stakeholder', String(item.stakeholder_id)));
    if (item.object_type === 'TX_STOCK_ISSUANCE' && !classes.has(String(item.stock_class_id))) objectFail(file, item, 'stock_class_id', m.unknownReference('stock class', String(item.stock_class_id)));
    // A pool adjustment of a plan the package does not define changes no one's holdings: the replay reports it and leaves it out.
    if (item.stock_plan_id !== undefined && item.object_type !== 'TX_STOCK_PLAN_POOL_ADJUSTMENT' && !plans.has(String(item.stock_plan_id))) objectFail(file, item, 'stock_plan_id', m.unknownReference('stock plan', String(item.stock_plan_id)));
  }
  return { manifest, stakeholders, classEntries, classes, plans, transactions };
}

function read(reader: Reader, files: Map<string, string>, md5: (text: string) => string): SpecCapTableInput {
  return capTableOf(reader, readPackage(reader, files, md5));
}

/** The cap table a checked package gives on its `as_of`: the transactions replayed security by security, with the classes, convertibles and pool. */
export function capTableOf(reader: Reader, { manifest, stakeholders, classEntries, classes, plans, transactions }: OcfPackage, allowNoHoldings = false): SpecCapTableInput {
  const replayed = replayTransactions(transactions.map((t) => t.item), plans, reader.warnings);
  const { shares, safes, notes, optionClasses } = holdings(reader, replayed, { stakeholders, classes, plans, asOf: String(manifest.as_of) });
  if (shares.length === 0 && !allowNoHoldings) fail(m.noHoldings);

  const commonSeniority = Math.max(0, ...classEntries.filter(({ item }) => item.class_type === 'COMMON').map(({ item }) => Number(item.seniority)));
  const declared = [
    ...classEntries
      .map(({ item }) => ({ item, extras: readExtras<ClassExtras>(item) }))
      .filter(({ item, extras }) => (extras.implicit ? false : (extras.declared ?? !isPlainCommon(item))))
      .map(({ item, extras }) => classTerms(reader, item, extras, commonSeniority, replayed.ratios.get(String(item.id)))),
    ...optionClasses.map((name) => ({ name, kind: 'option' as const })),
  ];
  const extras = readExtras<ManifestExtras>(manifest);
  const pool = [...replayed.reserved].reduce((sum, [planId, reserve]) => sum + planPool(reader, replayed, planId, reserve), 0);
  return {
    shares,
    ...(declared.length > 0 ? { shareClasses: declared } : {}),
    ...(safes.length > 0 ? { safes } : {}),
    ...(notes.length > 0 ? { notes } : {}),
    ...(extras.pricedRound ? { pricedRound: extras.pricedRound } : {}),
    ...(pool > 0 || extras.hasPool ? { unallocatedOptionPool: pool } : {}),
    ...(extras.exitValues ? { exitValues: extras.exitValues } : {}),
    ...(extras.latestPostMoneyValuation !== undefined ? { latestPostMoneyValuation: extras.latestPostMoneyValuation } : {}),
  };
}

/**
 * What a plan can still grant on the package's date: its reserve (after its last pool adjustment) less the options it
 * has out and those exercised from it. A reserve below that is not a pool Baobab can hold: read as none, and said.
 */
function planPool(reader: Reader, replayed: Replayed, planId: string, reserve: number): number {
  if (!Number.isFinite(reserve)) return 0;
  const outstanding = replayed.securities.filter((s) => s.kind === 'option' && s.classId === planId).reduce((sum, s) => sum + s.outstanding, 0);
  const taken = outstanding + (replayed.exercised.get(planId) ?? 0);
  if (reserve >= taken) return reserve - taken;
  reader.warnings.push({ objectType: 'STOCK_PLAN', objectId: planId, message: m.poolBelowOptions(reserve, taken) });
  return 0;
}

/** What each holder has after the replay: one row per holder and class (or plan), in the order of their first security. */
function holdings(reader: Reader, replayed: Replayed, { stakeholders, classes, plans, asOf }: { stakeholders: Map<string, Json>; classes: Map<string, Json>; plans: Map<string, Json>; asOf: string }) {
  const rows = new Map<string, { first: Security; all: Security[]; shareClass: string }>();
  const safes: SpecSafe[] = [];
  const notes: SpecNote[] = [];
  const optionClasses: string[] = [];
  const holderOf = (s: Security) => stakeholders.get(s.holderId) as Json;
  // A row keeps the place of the holder's first security of that class, even one consumed since (a balance replaces it).
  const firstSeen = new Map<string, number>();
  const rowKey = (s: Security) => JSON.stringify([s.holderId, s.kind, s.classId]);
  for (const s of replayed.securities) firstSeen.set(rowKey(s), Math.min(firstSeen.get(rowKey(s)) ?? s.order, s.order));
  const place = (s: Security) => firstSeen.get(rowKey(s)) ?? s.order;
  for (const s of [...replayed.securities].sort((a, b) => place(a) - place(b) || a.order - b.order)) {
    if (s.outstanding <= 0) continue;
    const holder = holderOf(s);
    const holderName = String((holder.name as { legal_name: string }).legal_name);
    if (s.kind === 'convertible') {
      const { safe, note } = convertibleOf(reader, s.tx, holderName);
      if (safe) safes.push(safe);
      if (note) notes.push(note);
      continue;
    }
    const plan = s.classId === null ? undefined : plans.get(s.classId);
    const shareClass = s.kind === 'option' ? (s.extras.shareClass ?? (plan ? String(plan.plan_name) : 'Options')) : String(classes.get(String(s.classId))?.name);
    if (s.kind === 'option' && builtInClassKind(shareClass) !== 'option' && !optionClasses.includes(shareClass)) optionClasses.push(shareClass);
    const key = JSON.stringify([holderName, shareClass]);
    const row = rows.get(key) ?? { first: s, all: [], shareClass };
    row.all.push(s);
    rows.set(key, row);
  }
  const shares: SpecShareholderEntry[] = [];
  for (const { first, all, shareClass } of rows.values()) {
    const holder = holderOf(first);
    const exact = all.reduce((sum, s) => sum + s.outstanding, 0);
    const count = Math.floor(exact);
    if (count !== exact) reader.warnings.push({ objectType: String(first.tx.object_type), objectId: String(first.tx.id), message: m.fractionalShares(exact, count) });
    if (count <= 0) continue;
    const stated = all.find((s) => Object.keys(s.extras).length > 0)?.extras ?? {};
    // All of a holder's relationships, when they fit the cap table's 40-character holder type; else the first.
    const listed = Array.isArray(holder.relationships) ? (holder.relationships as string[]).map(holderTypeOf) : [];
    const relationships = listed.length === 0 ? undefined : listed.join(', ').length <= 40 ? listed.join(', ') : listed[0];
    const holderType = stated.holderType ?? readExtras<StakeholderExtras>(holder).holderType ?? relationships ?? holderTypeOf(holder.current_relationship);
    const isOption = first.kind === 'option';
    const exercisePrice = isOption ? optionPrice(reader, first.tx) : undefined;
    shares.push({
      shareholderName: String((holder.name as { legal_name: string }).legal_name),
      shareholderType: holderType,
      shares: count,
      shareClass,
      vesting: stated.vesting ?? vestingOf(all, count, asOf),
      liquidationPreference: stated.liquidationPreference ?? (isOption ? 0 : 1),
      antiDilution: stated.antiDilution ?? 'None',
      ...(exercisePrice !== undefined && stated.hasExercisePrice !== false ? { exercisePrice } : {}),
    });
  }
  return { shares, safes, notes, optionClasses };
}

function optionPrice(reader: Reader, tx: Json): number | undefined {
  const price = tx.exercise_price as OcfMonetary | undefined;
  if (!price) return undefined;
  if (price.currency === reader.currency) return Number(price.amount);
  reader.warnings.push({ objectType: String(tx.object_type), objectId: String(tx.id), message: m.otherCurrency(price.currency, 'exercise_price', reader.currency) });
  return undefined;
}

/** Vesting on the package's date from OCF's exact dates (vestings) when the grants state them; otherwise none stated (Baobab's "no vesting"). */
function vestingOf(all: Security[], count: number, asOf: string): SpecShareholderEntry['vesting'] {
  const dated = all.flatMap((s) => (Array.isArray(s.tx.vestings) ? (s.tx.vestings as { date: string; amount: string }[]).map((v) => ({ ...v, start: s.date })) : []));
  if (dated.length === 0) return { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
  const vested = Math.min(count, dated.filter((v) => v.date <= asOf).reduce((sum, v) => sum + Number(v.amount), 0));
  const start = dated.reduce((min, v) => (v.start < min ? v.start : min), dated[0]?.start ?? asOf);
  const end = dated.reduce((max, v) => (v.date > max ? v.date : max), start);
  const months = Math.max(1, (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(end.slice(5, 7)) - Number(start.slice(5, 7)));
  return { total: count, vested, cliff: 0, schedule: `${months}-month` };
}

/** A common class Baobab knows without a declaration ('Common'), so a foreign package's plain common class is not declared again. */
const isPlainCommon = (c: Json) => c.class_type === 'COMMON' && /^common( stock)?$/i.test(String(c.name).trim());
