/**
 * Validation against the published OCF JSON Schemas (draft-07, vendored unmodified under
 * schema/), with ajv. The first problem found is described in words that name the file, the
 * object (its object_type and id) and the field, so a founder can find it in the package.
 *
 * The transactions file's own schema is a oneOf over every OCF transaction type (some forty,
 * each with its own references). Each transaction whose type's schema is vendored (the ones
 * Baobab writes) is validated against it, which is the branch of that oneOf it has to match;
 * the import reads the other types by their fields and reports what it cannot represent
 * (ocf-import-replay.ts).
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { ocfImportMessages as m, ocfRuleMessages as rule } from '@baobab/contracts/cap-table-exports';
import { ocfSchemas } from './ocf-schema-files';
import type { Message, Text } from '@baobab/contracts/i18n/message';

const base = 'https://raw.githubusercontent.com/Open-Cap-Table-Coalition/Open-Cap-Format-OCF/main/schema/';

export const ocfSchemaIds = {
  manifest: `${base}files/OCFManifestFile.schema.json`,
  stakeholders: `${base}files/StakeholdersFile.schema.json`,
  stockClasses: `${base}files/StockClassesFile.schema.json`,
  stockPlans: `${base}files/StockPlansFile.schema.json`,
  file: `${base}primitives/files/File.schema.json`,
  TX_STOCK_ISSUANCE: `${base}objects/transactions/issuance/StockIssuance.schema.json`,
  TX_EQUITY_COMPENSATION_ISSUANCE: `${base}objects/transactions/issuance/EquityCompensationIssuance.schema.json`,
  TX_PLAN_SECURITY_ISSUANCE: `${base}objects/transactions/issuance/EquityCompensationIssuance.schema.json`,
  TX_CONVERTIBLE_ISSUANCE: `${base}objects/transactions/issuance/ConvertibleIssuance.schema.json`,
  TX_STOCK_TRANSFER: `${base}objects/transactions/transfer/StockTransfer.schema.json`,
  TX_STOCK_CANCELLATION: `${base}objects/transactions/cancellation/StockCancellation.schema.json`,
  TX_STOCK_REPURCHASE: `${base}objects/transactions/repurchase/StockRepurchase.schema.json`,
  TX_EQUITY_COMPENSATION_CANCELLATION: `${base}objects/transactions/cancellation/EquityCompensationCancellation.schema.json`,
  TX_PLAN_SECURITY_CANCELLATION: `${base}objects/transactions/cancellation/EquityCompensationCancellation.schema.json`,
  TX_EQUITY_COMPENSATION_EXERCISE: `${base}objects/transactions/exercise/EquityCompensationExercise.schema.json`,
  TX_PLAN_SECURITY_EXERCISE: `${base}objects/transactions/exercise/EquityCompensationExercise.schema.json`,
  TX_STOCK_PLAN_POOL_ADJUSTMENT: `${base}objects/transactions/adjustment/StockPlanPoolAdjustment.schema.json`,
} as const;
export type OcfSchemaName = keyof typeof ocfSchemaIds;

let ajv: Ajv | null = null;
const compiled = new Map<OcfSchemaName, ValidateFunction>();

/** Compiled on first use: some ninety schemas cost nothing until an OCF file is read or written. */
function validator(name: OcfSchemaName): ValidateFunction {
  const known = compiled.get(name);
  if (known) return known;
  // strict: false because the published schemas use annotations ajv's strict mode does not know
  // (a "deprecated" flag written as a string); they are valid draft-07. ajv-formats carries its own
  // copy of ajv's types (the same 8.20.0), hence the cast.
  const instance = ajv ?? new Ajv({ schemas: ocfSchemas, strict: false });
  if (!ajv) addFormats(instance as unknown as Parameters<typeof addFormats>[0]);
  ajv = instance;
  const validate = instance.getSchema(ocfSchemaIds[name]);
  if (!validate) throw new Error(`OCF schema ${ocfSchemaIds[name]} is not vendored`);
  compiled.set(name, validate);
  return validate;
}

/** A problem in a package, as the founder is told it: a message (decision 0046). */
export type OcfProblem = { message: Message };

const combinators = new Set(['oneOf', 'anyOf', 'if', 'not', 'allOf']);
/** Among errors at the same depth, the most telling first (a discriminator const last). */
const priority = ['required', 'additionalProperties', 'type', 'format', 'pattern', 'minItems', 'enum', 'const'];
const rank = (e: ErrorObject) => {
  const i = priority.indexOf(e.keyword);
  return i < 0 ? priority.length : i;
};

const segmentsOf = (pointer: string) => (pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~')));

function ruleText(e: ErrorObject): Text {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return rule.required;
    case 'type':
      return rule.type(String(p.type));
    case 'enum':
      return rule.enum((p.allowedValues as unknown[]).map(String));
    case 'const':
      return rule.const(String(p.allowedValue));
    case 'pattern': {
      const type = Object.keys(rule.patterns).find((name) => e.schemaPath.includes(name));
      return type ? (rule.patterns[type] ?? rule.pattern) : rule.pattern;
    }
    case 'format':
      return rule.format(String(p.format));
    case 'additionalProperties':
      return rule.additionalProperty;
    case 'minItems':
      return rule.minItems(Number(p.limit));
    case 'oneOf':
    case 'anyOf':
      return rule.noMatch;
    default:
      return rule.other(e.message ?? e.keyword);
  }
}

/** The error to report: the deepest one, preferring a concrete rule over a combinator's summary. */
function pick(errors: ErrorObject[]): ErrorObject {
  const concrete = errors.filter((e) => !combinators.has(e.keyword));
  const pool = concrete.length > 0 ? concrete : errors;
  return [...pool].sort((a, b) => segmentsOf(b.instancePath).length - segmentsOf(a.instancePath).length || rank(a) - rank(b))[0] as ErrorObject;
}

const fieldName = (segments: string[]) => segments.map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');

/** The OCF object a path falls in (a file's items[n], the manifest's issuer, or the object itself) and the field within it. */
function locate(root: unknown, segments: string[], isObject: boolean): { object: Record<string, unknown> | null; field: string[] } {
  if (isObject) return { object: root as Record<string, unknown>, field: segments };
  const [first, second, ...rest] = segments;
  const data = root as Record<string, unknown>;
  if (first === 'items' && second !== undefined && /^\d+$/.test(second)) {
    const item = (data.items as unknown[] | undefined)?.[Number(second)];
    if (item && typeof item === 'object') return { object: item as Record<string, unknown>, field: rest };
  }
  if (first === 'issuer' && data.issuer && typeof data.issuer === 'object') return { object: data.issuer as Record<string, unknown>, field: second === undefined ? [] : [second, ...rest] };
  return { object: null, field: segments };
}

export function describeProblem(file: string, root: unknown, error: ErrorObject, isObject: boolean): OcfProblem {
  const segments = segmentsOf(error.instancePath);
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'required') segments.push(String(p.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(p.additionalProperty));
  const { object, field } = locate(root, segments, isObject);
  const message = ruleText(error);
  if (!object) return { message: m.fileProblem(file, fieldName(field) || 'file', message) };
  return {
    message: m.objectProblem({
      file,
      objectType: typeof object.object_type === 'string' ? object.object_type : '?',
      objectId: typeof object.id === 'string' ? object.id : '?',
      field: fieldName(field) || 'object',
      message,
    }),
  };
}

/** Whether a transaction type's schema is vendored (and so checked). */
export const isCheckedType = (objectType: string): objectType is OcfSchemaName => objectType.startsWith('TX_') && objectType in ocfSchemaIds;

/**
 * The fields `data` has that the named schema does not know (each as its path), when those are its
 * only problems: fields of a newer or older OCF version, which the import leaves out and reports.
 * Empty when the data passes or has another problem (checkOcf then names it).
 */
export function unknownFields(name: OcfSchemaName, data: unknown): string[][] {
  const validate = validator(name);
  if (validate(data)) return [];
  const errors = (validate.errors ?? []).filter((e) => !combinators.has(e.keyword));
  if (errors.length === 0 || errors.some((e) => e.keyword !== 'additionalProperties')) return [];
  return errors.map((e) => [...segmentsOf(e.instancePath), String((e.params as Record<string, unknown>).additionalProperty)]);
}

/** Null when `data` passes the named published schema; otherwise the first problem, in words. */
export function checkOcf(name: OcfSchemaName, file: string, data: unknown): OcfProblem | null {
  const validate = validator(name);
  if (validate(data)) return null;
  const isObject = name.startsWith('TX_');
  return describeProblem(file, data, pick(validate.errors ?? []), isObject);
}

const fileSchemas: Record<string, OcfSchemaName> = {
  OCF_MANIFEST_FILE: 'manifest',
  OCF_STAKEHOLDERS_FILE: 'stakeholders',
  OCF_STOCK_CLASSES_FILE: 'stockClasses',
  OCF_STOCK_PLANS_FILE: 'stockPlans',
};

/** The first problem in a package Baobab wrote (file name → text), each file checked against its schema and each transaction against its type's. */
export function checkOcfPackage(files: { name: string; text: string }[]): OcfProblem | null {
  for (const { name, text } of files) {
    const data = JSON.parse(text) as { file_type?: string; items?: { object_type?: string }[] };
    const schema = data.file_type ? fileSchemas[data.file_type] : undefined;
    const problem = schema
      ? checkOcf(schema, name, data)
      : (data.items ?? []).reduce<OcfProblem | null>((found, item) => found ?? checkOcf(String(item.object_type) as OcfSchemaName, name, item), null);
    if (problem) return problem;
  }
  return null;
}
