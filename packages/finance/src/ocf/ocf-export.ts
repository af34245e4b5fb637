/**
 * The company's share ledger as an Open Cap Format package: a manifest (OCF_MANIFEST_FILE) that
 * names the issuer and lists the other files by path and MD5, a stakeholders file, a stock classes
 * file, a stock plans file and a transactions file. OCF defines the package as these separate
 * files, so the package is sent as a .zip of them.
 *
 * What is written (decision 0040):
 * - the ledger's whole history (ocf-export-transactions.ts): issuances, option grants with their
 *   exercise price and exact vesting dates, transfers, cancellations, repurchases and exercises, so
 *   that another OCF tool adds up the same shares per holder as Baobab;
 * - every class with its terms from the round model: common at seniority 1, preferred above it
 *   (the model's seniority + 1, so series keep their order among themselves), liquidation multiple,
 *   participation cap, a RATIO_CONVERSION right into common (1:1 unless the model says otherwise);
 * - plans: the ledger's equity incentive plans, each reserving the size it was created with, and each
 *   pool increase as a dated TX_STOCK_PLAN_POOL_ADJUSTMENT (ocf-export-transactions.ts); one per class
 *   of option kind, ledger grants outside a plan under the model's one option class when it declares
 *   exactly one (else "Options"), the model's unallocated pool added to the first such plan's reserve;
 * - the classes closed priced rounds created, with their terms and seniority (the caller declares them
 *   in the model, `declareClosedRoundClasses`), so a closed series is preferred here as in the cap table;
 * - SAFEs and notes from the round model as convertible issuances;
 * - the round being modelled is a scenario, not issued stock: it travels only in the manifest's
 *   `baobab:` comment, which Baobab reads back and other tools ignore.
 * What OCF has no field for is written to the object's `comments` as one `baobab:` JSON comment.
 */
import type { CapTableModel } from '../ledger-cap-table';
import { openingEntries } from '../ledger-cap-table';
import { type LedgerRecord, ledgerOrder } from '../share-ledger';
import type { SpecCapTableInput, SpecShareClassTerms } from '../spec-cap-table';
import { builtInClassKind } from '../spec-cap-table';
import { ledgerTransactions } from './ocf-export-transactions';
import { type ClassExtras, type ManifestExtras, type PlanExtras, extrasComment, ocfTexts, relationshipOf } from './ocf-extras';
import type { CurrencyCode } from '@baobab/contracts/currencies';
import { money, numeric, percentage, type OcfMonetary } from './ocf-numbers';

export const ocfFileNames = {
  manifest: 'manifest.ocf.json',
  stakeholders: 'stakeholders.ocf.json',
  stockClasses: 'stock_classes.ocf.json',
  stockPlans: 'stock_plans.ocf.json',
  transactions: 'transactions.ocf.json',
} as const;

/** The OCF version of the vendored schemas (the manifest schema requires exactly this value). */
export const ocfVersion = '1.2.1-alpha+main';

/** The issuer, and `currency`: the company's own, in which the cap table states every amount (decision 0043). */
export type OcfIssuerFacts = { legalName: string; formationDate: string; countryCode: string; comments: string[]; currency: CurrencyCode };
export type OcfFile = { name: string; text: string };
type Json = Record<string, unknown>;

const key = (name: string) => name.trim().toLowerCase();
const text = (data: Json) => `${JSON.stringify(data, null, 2)}\n`;

type ClassPlan = { id: string; name: string; kind: 'common' | 'preferred'; terms: SpecShareClassTerms | undefined; implicit: boolean };

/** Common first at 1; preferred above every common class, keeping the model's order among series. */
const seniorityOf = (c: ClassPlan) => (c.kind === 'common' ? 1 : (c.terms?.seniority ?? 1) + 1);

function stockClassObject(c: ClassPlan, commonId: string | undefined, currency: string): Json {
  const t = c.terms;
  const extras: ClassExtras = { declared: t !== undefined, implicit: c.implicit, ...(c.kind === 'preferred' ? { preferenceGiven: t?.liquidationPreference !== undefined } : {}), ...(t?.participation ? { participation: t.participation } : {}), ...(t?.antiDilution ? { antiDilution: t.antiDilution } : {}) };
  const ratio = t?.conversionRatio ?? (c.kind === 'preferred' ? 1 : undefined);
  return {
    object_type: 'STOCK_CLASS',
    id: c.id,
    name: c.name,
    class_type: c.kind === 'preferred' ? 'PREFERRED' : 'COMMON',
    default_id_prefix: c.kind === 'preferred' ? 'PS-' : 'CS-',
    // Baobab does not record authorised shares.
    initial_shares_authorized: 'NOT APPLICABLE',
    votes_per_share: '1',
    seniority: numeric(seniorityOf(c)),
    ...(t?.issuePrice !== undefined ? { price_per_share: money(t.issuePrice, currency) } : {}),
    // Other tools read a preferred class's preference here; 1× when the model states none (Baobab then reads the holding's own).
    ...(c.kind === 'preferred' ? { liquidation_preference_multiple: numeric(t?.liquidationPreference ?? 1) } : {}),
    ...(t?.participationCap !== undefined ? { participation_cap_multiple: numeric(t.participationCap) } : {}),
    ...(ratio !== undefined && commonId !== undefined && commonId !== c.id
      ? {
          conversion_rights: [{
            type: 'STOCK_CLASS_CONVERSION_RIGHT',
            conversion_mechanism: { type: 'RATIO_CONVERSION', ratio: { numerator: numeric(ratio), denominator: '1' }, conversion_price: money((t?.issuePrice ?? 0) / ratio, currency), rounding_type: 'FLOOR' },
            converts_to_stock_class_id: commonId,
          }],
        }
      : {}),
    comments: [extrasComment(extras)],
  };
}

/** The package's files for the ledger as it stands on `asOf` (entries dated later are left out), each as the exact text whose MD5 the manifest lists. */
export function ledgerToOcf(records: readonly LedgerRecord[], model: CapTableModel | null, issuer: OcfIssuerFacts, asOf: string, generatedAt: string, md5: (text: string) => string): OcfFile[] {
  const ordered = ledgerOrder(records).filter((r) => r.entry.date <= asOf);
  const declared = new Map((model?.shareClasses ?? []).map((c) => [key(c.name), c]));
  const kindOf = (name: string) => declared.get(key(name))?.kind ?? builtInClassKind(name) ?? 'common';

  const classes: ClassPlan[] = [];
  const plans: { id: string; name: string; exercisesInto: () => string }[] = [];
  const addClass = (name: string) => {
    const kind = kindOf(name);
    if (kind === 'option') {
      if (!plans.some((p) => key(p.name) === key(name))) plans.push({ id: `plan-${plans.length + 1}`, name: declared.get(key(name))?.name ?? name, exercisesInto: () => commonId() });
      return;
    }
    if (!classes.some((c) => key(c.name) === key(name))) classes.push({ id: `class-${classes.length + 1}`, name: declared.get(key(name))?.name ?? name, kind, terms: declared.get(key(name)), implicit: false });
  };
  // Options exercise into common stock; a table with options but no common class gets one, marked
  // so that Baobab's import does not add it as a class of its own.
  const commonId = () => {
    const common = classes.find((c) => c.kind === 'common');
    if (common) return common.id;
    const implicit: ClassPlan = { id: `class-${classes.length + 1}`, name: 'Common', kind: 'common', terms: undefined, implicit: true };
    classes.push(implicit);
    return implicit.id;
  };
  for (const { entry } of ordered) if (entry.kind === 'issuance') addClass(entry.shareClass);
  (model?.shareClasses ?? []).forEach((c) => addClass(c.name));
  const optionClasses = (model?.shareClasses ?? []).filter((c) => c.kind === 'option');
  const grantPlanName = optionClasses.length === 1 ? (optionClasses[0]?.name ?? 'Options') : 'Options';
  const grantPlanId = () => {
    addClass(kindOf(grantPlanName) === 'option' ? grantPlanName : 'Options');
    return plans.find((p) => key(p.name) === key(grantPlanName))?.id ?? plans[plans.length - 1]?.id ?? '';
  };
  // The ledger's own equity incentive plans: each reserves the size it was created with, whatever the grants took or
  // gave back, and its pool increases follow as dated adjustments (decision 0056), so on every date reserved −
  // outstanding − exercised is the ledger's remaining pool.
  const ledgerPlans = new Map(ordered.flatMap(({ id, entry }) => (entry.kind === 'plan' ? [[id, { ...entry, ocfId: `ledger-plan-${id}` }] as const] : [])));
  // Once the ledger has a plan, its plans are the pool (decision 0056): the model's figure is not added to it.
  const pool = ledgerPlans.size > 0 ? 0 : (model?.unallocatedOptionPool ?? 0);
  if (pool > 0 && plans.length === 0) addClass(grantPlanName);

  const stakeholderIds = new Map<string, string>();
  const stakeholders: Json[] = [];
  const holderTypes = new Map<string, string>();
  for (const { entry } of ordered) if (entry.kind === 'issuance' && entry.openingTerms && !holderTypes.has(entry.holder)) holderTypes.set(entry.holder, entry.openingTerms.shareholderType);
  const stakeholderId = (name: string, fallbackType = 'shareholder') => {
    const known = stakeholderIds.get(name);
    if (known) return known;
    const id = `sh-${stakeholders.length + 1}`;
    const type = holderTypes.get(name) ?? fallbackType;
    stakeholderIds.set(name, id);
    stakeholders.push({ object_type: 'STAKEHOLDER', id, name: { legal_name: name }, stakeholder_type: 'INDIVIDUAL', current_relationship: relationshipOf(type), comments: [extrasComment({ holderType: type })] });
    return id;
  };

  const classIdOf = (name: string) => {
    addClass(name);
    return classes.find((c) => key(c.name) === key(name))?.id ?? commonId();
  };
  const { transactions, granted } = ledgerTransactions(ordered, {
    stakeholderId: (holder) => stakeholderId(holder),
    classId: classIdOf,
    planOf: (name) => {
      if (kindOf(name) !== 'option') return null;
      addClass(name);
      const plan = plans.find((p) => key(p.name) === key(name));
      return plan ? { id: plan.id, exercisesInto: plan.exercisesInto() } : null;
    },
    grantPlanId,
    ledgerPlanId: (entryId) => ledgerPlans.get(entryId)?.ocfId ?? grantPlanId(),
  });
  const common = plans.length > 0 ? commonId() : classes.find((c) => c.kind === 'common')?.id;
  convertibles(model, asOf, transactions, (name) => stakeholderId(name, 'investor'), issuer.currency);

  const stockPlans = plans.map((p, i) => ({
    object_type: 'STOCK_PLAN', id: p.id, plan_name: p.name, initial_shares_reserved: numeric((granted.get(p.id) ?? 0) + (i === 0 ? pool : 0)),
    default_cancellation_behavior: 'RETURN_TO_POOL', stock_class_ids: [p.exercisesInto()], comments: [extrasComment({ synthetic: true } satisfies PlanExtras)],
  }));
  for (const plan of ledgerPlans.values()) {
    stockPlans.push({
      object_type: 'STOCK_PLAN', id: plan.ocfId, plan_name: plan.planName, initial_shares_reserved: numeric(plan.shares),
      ...(plan.boardApprovalDate ? { board_approval_date: plan.boardApprovalDate } : {}),
      default_cancellation_behavior: 'RETURN_TO_POOL', stock_class_ids: [classIdOf(plan.shareClass)], comments: [extrasComment({ date: plan.date } satisfies PlanExtras)],
    });
  }
  const files: OcfFile[] = [
    { name: ocfFileNames.stakeholders, text: text({ file_type: 'OCF_STAKEHOLDERS_FILE', items: stakeholders }) },
    { name: ocfFileNames.stockClasses, text: text({ file_type: 'OCF_STOCK_CLASSES_FILE', items: classes.map((c) => stockClassObject(c, common, issuer.currency)) }) },
    { name: ocfFileNames.stockPlans, text: text({ file_type: 'OCF_STOCK_PLANS_FILE', items: stockPlans }) },
    { name: ocfFileNames.transactions, text: text({ file_type: 'OCF_TRANSACTIONS_FILE', items: transactions }) },
  ];
  const ref = (name: string) => {
    const file = files.find((f) => f.name === name);
    return file ? [{ filepath: file.name, md5: md5(file.text) }] : [];
  };
  const manifestExtras: ManifestExtras = {
    ...(model?.pricedRound ? { pricedRound: model.pricedRound } : {}),
    ...(model?.exitValues ? { exitValues: model.exitValues } : {}),
    ...(model?.latestPostMoneyValuation !== undefined ? { latestPostMoneyValuation: model.latestPostMoneyValuation } : {}),
    hasPool: model?.unallocatedOptionPool !== undefined,
  };
  const manifest = {
    ocf_version: ocfVersion, file_type: 'OCF_MANIFEST_FILE',
    issuer: { object_type: 'ISSUER', id: 'issuer', legal_name: issuer.legalName, formation_date: issuer.formationDate, country_of_formation: issuer.countryCode, comments: issuer.comments },
    as_of: asOf, generated_at: generatedAt,
    comments: [ocfTexts.generatedBy, ...(model?.pricedRound ? [ocfTexts.scenarioNotIssued] : []), extrasComment(manifestExtras)],
    stock_plans_files: ref(ocfFileNames.stockPlans), stock_legend_templates_files: [], stock_classes_files: ref(ocfFileNames.stockClasses), vesting_terms_files: [],
    valuations_files: [], transactions_files: ref(ocfFileNames.transactions), stakeholders_files: ref(ocfFileNames.stakeholders),
  };
  return [{ name: ocfFileNames.manifest, text: text(manifest) }, ...files];
}

/** A cap-table form's table as a package: its rows as the ledger's opening position on `asOf` (in the company's currency, as the form's figures are), the rest as the model. */
export function capTableToOcf(input: SpecCapTableInput, issuer: OcfIssuerFacts, asOf: string, generatedAt: string, md5: (text: string) => string): OcfFile[] {
  const { shares, ...model } = input;
  const records = openingEntries(shares as Parameters<typeof openingEntries>[0], asOf, issuer.currency).map((entry, i) => ({ id: i + 1, entry }));
  return ledgerToOcf(records, model as CapTableModel, issuer, asOf, generatedAt, md5);
}

function convertibles(model: CapTableModel | null, asOf: string, transactions: Json[], stakeholderFor: (name: string) => string, currency: string): void {
  let n = 0;
  const ids = (prefix: string) => {
    n += 1;
    return { id: `tx-${transactions.length + 1}`, security_id: `conv-${n}`, custom_id: `${prefix}${n}`, security_law_exemptions: [] };
  };
  (model?.safes ?? []).forEach((safe) => {
    const mechanism = {
      type: 'SAFE_CONVERSION', conversion_mfn: safe.isMfn === true, conversion_timing: 'POST_MONEY',
      ...(safe.valuationCap !== undefined ? { conversion_valuation_cap: money(safe.valuationCap, currency) } : {}),
      ...(safe.discountPercent !== undefined ? { conversion_discount: percentage(safe.discountPercent) } : {}),
    };
    transactions.push(convertible(ids('SAFE-'), 'SAFE', asOf, stakeholderFor(safe.holderName), money(safe.investment, currency), mechanism, { isMfnGiven: safe.isMfn !== undefined }));
  });
  (model?.notes ?? []).forEach((note) => {
    const mechanism = {
      type: 'CONVERTIBLE_NOTE_CONVERSION', interest_rates: [{ rate: percentage(note.interestRatePercent), accrual_start_date: note.issueDate }],
      day_count_convention: note.dayCount === '30/360' ? '30_360' : 'ACTUAL_365', interest_payout: 'DEFERRED', interest_accrual_period: 'DAILY', compounding_type: 'SIMPLE',
      ...(note.valuationCap !== undefined ? { conversion_valuation_cap: money(note.valuationCap, currency) } : {}),
      ...(note.discountPercent !== undefined ? { conversion_discount: percentage(note.discountPercent) } : {}),
    };
    transactions.push(convertible(ids('NOTE-'), 'NOTE', note.issueDate, stakeholderFor(note.holderName), money(note.principal, currency), mechanism, { dayCountGiven: note.dayCount !== undefined }));
  });
}

function convertible(ids: Json, type: 'SAFE' | 'NOTE', date: string, stakeholderId: string, amount: OcfMonetary, mechanism: Json, extras: Json): Json {
  return {
    object_type: 'TX_CONVERTIBLE_ISSUANCE', ...ids, date, stakeholder_id: stakeholderId, convertible_type: type, investment_amount: amount, seniority: 1,
    conversion_triggers: [{
      type: 'AUTOMATIC_ON_CONDITION', trigger_id: 'next-equity-financing', trigger_condition: ocfTexts.nextFinancing,
      conversion_right: { type: 'CONVERTIBLE_CONVERSION_RIGHT', conversion_mechanism: mechanism, converts_to_future_round: true },
    }],
    comments: [extrasComment(extras)],
  };
}
