/**
 * A Baobab cap table as an Open Cap Format package: a manifest (OCF_MANIFEST_FILE) that names
 * the issuer and lists the other files by path and MD5, a stakeholders file, a stock classes
 * file, a stock plans file and a transactions file. OCF defines the package as these separate
 * files, so the package is sent as a .zip of them (ocf-package.ts).
 *
 * How Baobab's table maps (its terms on the left):
 * - a holder → STAKEHOLDER, its type → current_relationship (founder → FOUNDER …, else OTHER);
 * - a share class → STOCK_CLASS (issue price, seniority, preference and cap multiples, a
 *   conversion ratio as a RATIO_CONVERSION right into common); option classes → STOCK_PLAN whose
 *   reserve is the grants plus the unallocated pool, exercising into a common class;
 * - a stock entry → TX_STOCK_ISSUANCE; an option entry → TX_EQUITY_COMPENSATION_ISSUANCE (OPTION);
 * - a SAFE → TX_CONVERTIBLE_ISSUANCE with a SAFE_CONVERSION mechanism (post-money, cap, discount,
 *   MFN); a note → CONVERTIBLE_NOTE_CONVERSION (simple interest from its issue date, its day count).
 * What OCF has no field for is written to the object's `comments` as one `baobab:` JSON comment
 * (ocf-extras.ts): the entry's vesting summary (Baobab records no vesting start date, which OCF
 * vesting terms need), participation and anti-dilution terms, the priced round being modelled.
 * Other OCF tools ignore it; Baobab's import reads it back, so its own packages round-trip.
 */
import type { SpecCapTableInput, SpecShareClassTerms } from '../spec-cap-table';
import { builtInClassKind } from '../spec-cap-table';
import { type ClassExtras, type EntryExtras, type ManifestExtras, extrasComment, ocfTexts, relationshipOf } from './ocf-extras';
import { numeric, percentage, usd } from './ocf-numbers';

export const ocfFileNames = {
  manifest: 'manifest.ocf.json',
  stakeholders: 'stakeholders.ocf.json',
  stockClasses: 'stock_classes.ocf.json',
  stockPlans: 'stock_plans.ocf.json',
  transactions: 'transactions.ocf.json',
} as const;

/** The OCF version of the vendored schemas (the manifest schema requires exactly this value). */
export const ocfVersion = '1.2.1-alpha+main';

export type OcfIssuerFacts = { legalName: string; formationDate: string; countryCode: string; comments: string[] };
export type OcfFile = { name: string; text: string };
type Json = Record<string, unknown>;

const key = (name: string) => name.trim().toLowerCase();
const text = (data: Json) => `${JSON.stringify(data, null, 2)}\n`;

type ClassPlan = { id: string; name: string; kind: 'common' | 'preferred'; terms: SpecShareClassTerms | undefined; implicit: boolean };

function stockClassesOf(input: SpecCapTableInput): { classes: ClassPlan[]; optionClasses: string[]; commonId: () => string } {
  const declared = new Map((input.shareClasses ?? []).map((c) => [key(c.name), c]));
  const classes: ClassPlan[] = [];
  const optionClasses: string[] = [];
  const add = (name: string) => {
    const terms = declared.get(key(name));
    const kind = terms?.kind ?? builtInClassKind(name);
    if (kind === 'option') {
      if (!optionClasses.some((o) => key(o) === key(name))) optionClasses.push(name);
      return;
    }
    if (kind === null || classes.some((c) => key(c.name) === key(name))) return;
    classes.push({ id: `class-${classes.length + 1}`, name: terms?.name ?? name, kind, terms, implicit: false });
  };
  input.shares.forEach((entry) => add(entry.shareClass));
  (input.shareClasses ?? []).forEach((c) => add(c.name));
  // Options exercise into common stock; a table with options but no common class gets one, marked
  // so that Baobab's import does not add it as a class of its own.
  const commonId = () => {
    const common = classes.find((c) => c.kind === 'common');
    if (common) return common.id;
    const implicit: ClassPlan = { id: `class-${classes.length + 1}`, name: 'Common', kind: 'common', terms: undefined, implicit: true };
    classes.push(implicit);
    return implicit.id;
  };
  return { classes, optionClasses, commonId };
}

function stockClassObject(c: ClassPlan, commonId: string | undefined): Json {
  const t = c.terms;
  const extras: ClassExtras = { declared: t !== undefined, implicit: c.implicit, ...(t?.participation ? { participation: t.participation } : {}), ...(t?.antiDilution ? { antiDilution: t.antiDilution } : {}) };
  const ratio = t?.conversionRatio;
  return {
    object_type: 'STOCK_CLASS',
    id: c.id,
    name: c.name,
    class_type: c.kind === 'preferred' ? 'PREFERRED' : 'COMMON',
    default_id_prefix: c.kind === 'preferred' ? 'PS-' : 'CS-',
    // Baobab does not record authorised shares.
    initial_shares_authorized: 'NOT APPLICABLE',
    votes_per_share: '1',
    seniority: numeric(t?.seniority ?? 1),
    ...(t?.issuePrice !== undefined ? { price_per_share: usd(t.issuePrice) } : {}),
    ...(t?.liquidationPreference !== undefined ? { liquidation_preference_multiple: numeric(t.liquidationPreference) } : {}),
    ...(t?.participationCap !== undefined ? { participation_cap_multiple: numeric(t.participationCap) } : {}),
    ...(ratio !== undefined && commonId !== undefined && commonId !== c.id
      ? {
          conversion_rights: [{
            type: 'STOCK_CLASS_CONVERSION_RIGHT',
            conversion_mechanism: { type: 'RATIO_CONVERSION', ratio: { numerator: numeric(ratio), denominator: '1' }, conversion_price: usd((t?.issuePrice ?? 0) / ratio), rounding_type: 'FLOOR' },
            converts_to_stock_class_id: commonId,
          }],
        }
      : {}),
    comments: [extrasComment(extras)],
  };
}

/** The package's files, each as the exact text whose MD5 the manifest lists. */
export function capTableToOcf(input: SpecCapTableInput, issuer: OcfIssuerFacts, asOf: string, generatedAt: string, md5: (text: string) => string): OcfFile[] {
  const { classes, optionClasses, commonId } = stockClassesOf(input);
  const hasOptions = optionClasses.length > 0 || (input.unallocatedOptionPool ?? 0) > 0;
  const common = hasOptions ? commonId() : classes.find((c) => c.kind === 'common')?.id;
  const classIdOf = (name: string) => classes.find((c) => key(c.name) === key(name))?.id ?? '';

  const stakeholderIds = new Map<string, string>();
  const stakeholders: Json[] = [];
  const stakeholderFor = (name: string, type: string) => {
    const known = stakeholderIds.get(name);
    if (known) return known;
    const id = `sh-${stakeholders.length + 1}`;
    stakeholderIds.set(name, id);
    stakeholders.push({ object_type: 'STAKEHOLDER', id, name: { legal_name: name }, stakeholder_type: 'INDIVIDUAL', current_relationship: relationshipOf(type), comments: [extrasComment({ holderType: type })] });
    return id;
  };

  const plans = (optionClasses.length > 0 ? optionClasses : hasOptions ? ['Options'] : []).map((name, i) => ({ id: `plan-${i + 1}`, name, granted: 0 }));
  const planOf = (name: string) => plans.find((p) => key(p.name) === key(name));
  const transactions: Json[] = [];
  const security = (prefix: string) => {
    const n = transactions.length + 1;
    return { id: `tx-${n}`, security_id: `sec-${n}`, custom_id: `${prefix}${n}`, security_law_exemptions: [] };
  };

  input.shares.forEach((entry) => {
    const stakeholder_id = stakeholderFor(entry.shareholderName, entry.shareholderType);
    const extras: EntryExtras = { holderType: entry.shareholderType, shareClass: entry.shareClass, vesting: entry.vesting, liquidationPreference: entry.liquidationPreference, antiDilution: entry.antiDilution, hasExercisePrice: entry.exercisePrice !== undefined };
    const plan = planOf(entry.shareClass);
    if (plan) {
      plan.granted += entry.shares;
      transactions.push({
        object_type: 'TX_EQUITY_COMPENSATION_ISSUANCE', ...security('EQ-'), date: asOf, stakeholder_id, stock_plan_id: plan.id, stock_class_id: common, compensation_type: 'OPTION',
        quantity: numeric(entry.shares), exercise_price: usd(entry.exercisePrice ?? 0), expiration_date: null, termination_exercise_windows: [], comments: [extrasComment(extras)],
      });
      return;
    }
    const classId = classIdOf(entry.shareClass);
    const terms = classes.find((c) => c.id === classId)?.terms;
    transactions.push({
      object_type: 'TX_STOCK_ISSUANCE', ...security(classes.find((c) => c.id === classId)?.kind === 'preferred' ? 'PS-' : 'CS-'), date: asOf, stakeholder_id, stock_class_id: classId,
      share_price: usd(terms?.issuePrice ?? 0), quantity: numeric(entry.shares), stock_legend_ids: [], comments: [extrasComment(extras)],
    });
  });
  (input.safes ?? []).forEach((safe) => {
    const mechanism = {
      type: 'SAFE_CONVERSION', conversion_mfn: safe.isMfn === true, conversion_timing: 'POST_MONEY',
      ...(safe.valuationCap !== undefined ? { conversion_valuation_cap: usd(safe.valuationCap) } : {}),
      ...(safe.discountPercent !== undefined ? { conversion_discount: percentage(safe.discountPercent) } : {}),
    };
    transactions.push(convertible(security('SAFE-'), 'SAFE', asOf, stakeholderFor(safe.holderName, 'investor'), safe.investment, mechanism, { isMfnGiven: safe.isMfn !== undefined }));
  });
  (input.notes ?? []).forEach((note) => {
    const mechanism = {
      type: 'CONVERTIBLE_NOTE_CONVERSION', interest_rates: [{ rate: percentage(note.interestRatePercent), accrual_start_date: note.issueDate }],
      day_count_convention: note.dayCount === '30/360' ? '30_360' : 'ACTUAL_365', interest_payout: 'DEFERRED', interest_accrual_period: 'DAILY', compounding_type: 'SIMPLE',
      ...(note.valuationCap !== undefined ? { conversion_valuation_cap: usd(note.valuationCap) } : {}),
      ...(note.discountPercent !== undefined ? { conversion_discount: percentage(note.discountPercent) } : {}),
    };
    transactions.push(convertible(security('NOTE-'), 'NOTE', note.issueDate, stakeholderFor(note.holderName, 'investor'), note.principal, mechanism, { dayCountGiven: note.dayCount !== undefined }));
  });

  const pool = input.unallocatedOptionPool ?? 0;
  const stockPlans = plans.map((p, i) => ({
    object_type: 'STOCK_PLAN', id: p.id, plan_name: p.name, initial_shares_reserved: numeric(p.granted + (i === 0 ? pool : 0)),
    default_cancellation_behavior: 'RETURN_TO_POOL', stock_class_ids: [common],
  }));
  const files: OcfFile[] = [
    { name: ocfFileNames.stakeholders, text: text({ file_type: 'OCF_STAKEHOLDERS_FILE', items: stakeholders }) },
    { name: ocfFileNames.stockClasses, text: text({ file_type: 'OCF_STOCK_CLASSES_FILE', items: classes.map((c) => stockClassObject(c, common)) }) },
    { name: ocfFileNames.stockPlans, text: text({ file_type: 'OCF_STOCK_PLANS_FILE', items: stockPlans }) },
    { name: ocfFileNames.transactions, text: text({ file_type: 'OCF_TRANSACTIONS_FILE', items: transactions }) },
  ];
  const ref = (name: string) => {
    const file = files.find((f) => f.name === name);
    return file ? [{ filepath: file.name, md5: md5(file.text) }] : [];
  };
  const manifestExtras: ManifestExtras = {
    ...(input.pricedRound ? { pricedRound: input.pricedRound } : {}),
    ...(input.exitValues ? { exitValues: input.exitValues } : {}),
    ...(input.latestPostMoneyValuation !== undefined ? { latestPostMoneyValuation: input.latestPostMoneyValuation } : {}),
    hasPool: input.unallocatedOptionPool !== undefined,
  };
  const manifest = {
    ocf_version: ocfVersion, file_type: 'OCF_MANIFEST_FILE',
    issuer: { object_type: 'ISSUER', id: 'issuer', legal_name: issuer.legalName, formation_date: issuer.formationDate, country_of_formation: issuer.countryCode, comments: issuer.comments },
    as_of: asOf, generated_at: generatedAt, comments: [ocfTexts.generatedBy, extrasComment(manifestExtras)],
    stock_plans_files: ref(ocfFileNames.stockPlans), stock_legend_templates_files: [], stock_classes_files: ref(ocfFileNames.stockClasses), vesting_terms_files: [],
    valuations_files: [], transactions_files: ref(ocfFileNames.transactions), stakeholders_files: ref(ocfFileNames.stakeholders),
  };
  return [{ name: ocfFileNames.manifest, text: text(manifest) }, ...files];
}

function convertible(ids: Json, type: 'SAFE' | 'NOTE', date: string, stakeholderId: string, amount: number, mechanism: Json, extras: Json): Json {
  return {
    object_type: 'TX_CONVERTIBLE_ISSUANCE', ...ids, date, stakeholder_id: stakeholderId, convertible_type: type, investment_amount: usd(amount), seniority: 1,
    conversion_triggers: [{
      type: 'AUTOMATIC_ON_CONDITION', trigger_id: 'next-equity-financing', trigger_condition: ocfTexts.nextFinancing,
      conversion_right: { type: 'CONVERTIBLE_CONVERSION_RIGHT', conversion_mechanism: mechanism, converts_to_future_round: true },
    }],
    comments: [extrasComment(extras)],
  };
}
