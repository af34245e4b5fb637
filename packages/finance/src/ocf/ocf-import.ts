/**
 * An OCF package read back into a Baobab cap table. Every file is checked against its published
 * schema before anything is read from it (ocf-validate.ts), then the references between objects,
 * the currency (Baobab keeps cap tables in US dollars) and whole share counts; the first problem
 * is answered in words naming the file, the object and the field. The mapping is the reverse of
 * ocf-export.ts; an object's `baobab:` extras, when present, restore what OCF has no field for.
 */
import { ocfImportMessages as m } from '@baobab/contracts/cap-table-exports';
import type { SpecCapTableInput, SpecNote, SpecSafe, SpecShareClassTerms, SpecShareholderEntry } from '../spec-cap-table';
import { type ClassExtras, type ConvertibleExtras, type EntryExtras, type ManifestExtras, type StakeholderExtras, holderTypeOf, readExtras } from './ocf-extras';
import { type OcfMonetary, percentFrom } from './ocf-numbers';
import { type OcfSchemaName, checkOcf } from './ocf-validate';

type Json = Record<string, unknown>;
export type OcfImportResult = { ok: true; input: SpecCapTableInput } | { ok: false; message: string };

class OcfImportError extends Error {}
const fail = (message: string): never => {
  throw new OcfImportError(message);
};
const objectFail = (file: string, object: Json, field: string, message: string): never =>
  fail(m.objectProblem({ file, objectType: String(object.object_type), objectId: String(object.id), field, message }));

const parse = (file: string, text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return fail(m.invalidJson(file));
  }
};

const validated = (name: OcfSchemaName, file: string, data: unknown) => {
  const problem = checkOcf(name, file, data);
  if (problem) fail(problem.message);
  return data as Json;
};

/** The items of every file of one kind the manifest lists, each file checked (MD5, JSON, schema). */
function itemsOf(files: Map<string, string>, manifest: Json, listKey: string, schema: OcfSchemaName | 'transactions', md5: (text: string) => string): { file: string; item: Json }[] {
  const listed = (manifest[listKey] as { filepath: string; md5: string }[] | undefined) ?? [];
  return listed.flatMap(({ filepath, md5: expected }) => {
    const file = filepath.replace(/^\.\//, '');
    const text = files.get(file) ?? fail(m.missingFile(file));
    if (md5(text).toLowerCase() !== expected.toLowerCase()) fail(m.md5Mismatch(file));
    const data = parse(file, text);
    if (schema !== 'transactions') return (validated(schema, file, data).items as Json[]).map((item) => ({ file, item }));
    const envelope = validated('file', file, data);
    if (envelope.file_type !== 'OCF_TRANSACTIONS_FILE') fail(m.fileProblem(file, 'file_type', `must be OCF_TRANSACTIONS_FILE`));
    if (!Array.isArray(envelope.items)) fail(m.fileProblem(file, 'items', 'is required'));
    return (envelope.items as Json[]).map((item) => {
      const type = String(item.object_type);
      if (type !== 'TX_STOCK_ISSUANCE' && type !== 'TX_EQUITY_COMPENSATION_ISSUANCE' && type !== 'TX_PLAN_SECURITY_ISSUANCE' && type !== 'TX_CONVERTIBLE_ISSUANCE') {
        objectFail(file, item, 'object_type', m.unsupportedTransaction(type));
      }
      return { file, item: validated(type as OcfSchemaName, file, item) };
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

const dollars = (file: string, object: Json, field: string): number => {
  const money = object[field] as OcfMonetary;
  if (money.currency !== 'USD') objectFail(file, object, `${field}.currency`, m.notUsd);
  return Number(money.amount);
};

const wholeShares = (file: string, object: Json): number => {
  const shares = Number(object.quantity);
  if (!Number.isSafeInteger(shares) || shares <= 0) objectFail(file, object, 'quantity', m.notWholeShares);
  return shares;
};

const reference = <T>(map: Map<string, T>, file: string, object: Json, field: string, what: string): T => {
  const id = String(object[field]);
  return map.get(id) ?? objectFail(file, object, field, m.unknownReference(what, id));
};

function classTerms(c: Json, extras: Partial<ClassExtras>): SpecShareClassTerms {
  const price = c.price_per_share as OcfMonetary | undefined;
  const ratio = (c.conversion_rights as { conversion_mechanism: { ratio?: { numerator: string; denominator: string } } }[] | undefined)?.[0]?.conversion_mechanism.ratio;
  return {
    name: String(c.name),
    kind: c.class_type === 'PREFERRED' ? 'preferred' : 'common',
    ...(price ? { issuePrice: Number(price.amount) } : {}),
    seniority: Number(c.seniority),
    ...(c.liquidation_preference_multiple !== undefined ? { liquidationPreference: Number(c.liquidation_preference_multiple) } : {}),
    ...(extras.participation ? { participation: extras.participation } : {}),
    ...(c.participation_cap_multiple !== undefined ? { participationCap: Number(c.participation_cap_multiple) } : {}),
    ...(ratio ? { conversionRatio: Number(ratio.numerator) / Number(ratio.denominator) } : {}),
    ...(extras.antiDilution ? { antiDilution: extras.antiDilution } : {}),
  };
}

type Mechanism = { type: string; conversion_valuation_cap?: OcfMonetary; conversion_discount?: string; conversion_mfn?: boolean; interest_rates?: { rate: string }[]; day_count_convention?: string };

function convertibleOf(file: string, tx: Json, holderName: string): { safe?: SpecSafe; note?: SpecNote } {
  const triggers = tx.conversion_triggers as { conversion_right: { conversion_mechanism: Mechanism } }[];
  const mechanism = triggers[0]?.conversion_right.conversion_mechanism ?? objectFail(file, tx, 'conversion_triggers', m.noHoldings);
  const extras = readExtras<ConvertibleExtras>(tx);
  const cap = mechanism.conversion_valuation_cap;
  if (cap && cap.currency !== 'USD') objectFail(file, tx, 'conversion_triggers[0].conversion_right.conversion_mechanism.conversion_valuation_cap.currency', m.notUsd);
  const terms = {
    ...(cap ? { valuationCap: Number(cap.amount) } : {}),
    ...(mechanism.conversion_discount !== undefined ? { discountPercent: percentFrom(mechanism.conversion_discount) } : {}),
  };
  const amount = dollars(file, tx, 'investment_amount');
  if (tx.convertible_type === 'NOTE' || mechanism.type === 'CONVERTIBLE_NOTE_CONVERSION') {
    const rate = mechanism.interest_rates?.[0]?.rate ?? '0';
    const dayCount = mechanism.day_count_convention === '30_360' ? ('30/360' as const) : ('actual/365' as const);
    return { note: { holderName, principal: amount, interestRatePercent: percentFrom(rate), issueDate: String(tx.date), ...terms, ...(extras.dayCountGiven === false ? {} : { dayCount }) } };
  }
  const isMfn = mechanism.conversion_mfn === true;
  return { safe: { holderName, investment: amount, ...terms, ...(isMfn || extras.isMfnGiven ? { isMfn } : {}) } };
}

/** The cap table in a package (file path → text); `md5` checks the manifest's checksums. */
export function ocfToCapTable(files: Map<string, string>, md5: (text: string) => string): OcfImportResult {
  try {
    return { ok: true, input: read(files, md5) };
  } catch (error) {
    if (error instanceof OcfImportError) return { ok: false, message: error.message };
    throw error;
  }
}

function read(files: Map<string, string>, md5: (text: string) => string): SpecCapTableInput {
  const manifestEntry = [...files].find(([name, text]) => name.endsWith('.json') && /"file_type"\s*:\s*"OCF_MANIFEST_FILE"/.test(text)) ?? fail(m.noManifest);
  const manifest = validated('manifest', manifestEntry[0], parse(manifestEntry[0], manifestEntry[1]));
  const stakeholders = byId(itemsOf(files, manifest, 'stakeholders_files', 'stakeholders', md5));
  const classEntries = itemsOf(files, manifest, 'stock_classes_files', 'stockClasses', md5);
  const classes = byId(classEntries);
  const plans = byId(itemsOf(files, manifest, 'stock_plans_files', 'stockPlans', md5));
  const transactions = itemsOf(files, manifest, 'transactions_files', 'transactions', md5);
  byId(transactions);

  const shares: SpecShareholderEntry[] = [];
  const safes: SpecSafe[] = [];
  const notes: SpecNote[] = [];
  let granted = 0;
  for (const { file, item: tx } of transactions) {
    const holder = reference(stakeholders, file, tx, 'stakeholder_id', 'stakeholder');
    const holderName = String((holder.name as { legal_name: string }).legal_name);
    const holderType = readExtras<StakeholderExtras>(holder).holderType ?? holderTypeOf(holder.current_relationship);
    const extras = readExtras<EntryExtras>(tx);
    if (tx.object_type === 'TX_CONVERTIBLE_ISSUANCE') {
      const { safe, note } = convertibleOf(file, tx, holderName);
      if (safe) safes.push(safe);
      if (note) notes.push(note);
      continue;
    }
    const count = wholeShares(file, tx);
    const isOption = tx.object_type !== 'TX_STOCK_ISSUANCE';
    let shareClass: string;
    if (isOption) {
      granted += count;
      const plan = tx.stock_plan_id === undefined ? undefined : reference(plans, file, tx, 'stock_plan_id', 'stock plan');
      shareClass = extras.shareClass ?? (plan ? String(plan.plan_name) : 'Options');
    } else {
      shareClass = String(reference(classes, file, tx, 'stock_class_id', 'stock class').name);
    }
    const exercise = isOption && tx.exercise_price !== undefined ? dollars(file, tx, 'exercise_price') : undefined;
    shares.push({
      shareholderName: holderName,
      shareholderType: extras.holderType ?? holderType,
      shares: count,
      shareClass,
      vesting: extras.vesting ?? { total: 0, vested: 0, cliff: 0, schedule: 'immediate' },
      liquidationPreference: extras.liquidationPreference ?? (isOption ? 0 : 1),
      antiDilution: extras.antiDilution ?? 'None',
      ...(exercise !== undefined && extras.hasExercisePrice !== false ? { exercisePrice: exercise } : {}),
    });
  }
  if (shares.length === 0) fail(m.noHoldings);

  const declared = classEntries
    .map(({ item }) => ({ item, extras: readExtras<ClassExtras>(item) }))
    .filter(({ item, extras }) => (extras.implicit ? false : (extras.declared ?? !isPlainCommon(item))))
    .map(({ item, extras }) => classTerms(item, extras));
  const reserved = [...plans.values()].reduce((sum, p) => sum + Number(p.initial_shares_reserved), 0);
  const extras = readExtras<ManifestExtras>(manifest);
  const pool = Math.max(0, reserved - granted);
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

/** A common class Baobab knows without a declaration ('Common'), so a foreign package's plain common class is not declared again. */
const isPlainCommon = (c: Json) => c.class_type === 'COMMON' && /^common( stock)?$/i.test(String(c.name).trim());
