import { z } from 'zod';
import { calendarDateSchema } from './dates';
import { ledgerMessages } from './financial-tools-ledger';
import { message, type Text } from './i18n/message';

export const capTableExportFormats = ['csv', 'xlsx'] as const;

export type CapTableExportFormat = (typeof capTableExportFormats)[number];

export const capTableExportMessages = {
  format: "Format must be 'csv' or 'xlsx' (format)",
  exitValue: 'Exit value must be a number, zero or more (exitValue)',
  exitValueRequired: 'Give the exit value to compute the waterfall at (exitValue)',
  downloadNotAllowed: 'The founder shared this cap table with you to view, not to download',
  nothingSaved: 'No cap table has been generated for this startup yet',
} as const;

/** Column headings of the share ledger's files. */
export const ledgerExportColumns = {
  entry: 'Entry',
  date: 'Date',
  kind: 'Kind',
  holder: 'Holder',
  fromHolder: 'From',
  toHolder: 'To',
  shareClass: 'Share class',
  shares: 'Shares',
  pricePerShare: 'Price per share',
  currency: 'Currency',
  isOption: 'Option grant',
  grant: 'Of grant',
  exercisePrice: 'Exercise price',
  vestingStart: 'Vesting start',
  vestingMonths: 'Vesting months',
  cliffMonths: 'Cliff months',
  frequency: 'Vesting frequency',
  plan: 'Plan',
  fromPlan: 'From plan',
  boardApprovalDate: 'Board approval',
  planSize: 'Plan size',
  returned: 'Returned to pool',
  remaining: 'Pool remaining',
  optionsGranted: 'Options granted',
  optionsVested: 'Options vested',
  optionsExercised: 'Options exercised',
  optionsOutstanding: 'Options outstanding',
  fullyDiluted: 'Fully diluted',
  fullyDilutedPercent: 'Fully diluted %',
} as const;

export const ledgerExportSheetNames = { entries: 'Share ledger', holdings: (asOf: string) => `Holdings ${asOf}`, plans: (asOf: string) => `Option plans ${asOf}` } as const;

/** Column headings of the files; the same words in CSV and Excel. */
export const capTableExportColumns = {
  holder: 'Holder',
  name: 'Name',
  holderType: 'Type',
  shareClass: 'Share class',
  classKind: 'Kind',
  shares: 'Shares',
  fullyDilutedPercent: 'Fully diluted %',
  vestedToday: 'Vested today',
  payout: 'Payout (USD)',
  converted: 'Converted to common',
  section: 'Section',
  total: 'Total',
  exitValue: 'Exit value',
} as const;

export const capTableExportSheetNames = { holders: 'Cap table', classes: 'Share classes', waterfallHolders: 'Payouts by holder', waterfallClasses: 'Payouts by class' } as const;

/** Words of the Export control on the cap-table tab. */
export const capTableExportLabels = {
  menu: 'Export',
  csv: 'Cap table (CSV)',
  xlsx: 'Cap table (Excel .xlsx)',
  waterfallCsv: 'Exit waterfall (CSV)',
  waterfallXlsx: 'Exit waterfall (Excel .xlsx)',
  ledgerCsv: 'Share ledger (CSV)',
  ledgerXlsx: 'Share ledger and holdings (Excel .xlsx)',
  ocf: 'Open Cap Format (OCF .zip)',
  importOcf: 'Import OCF',
  importOcfHint: 'Replaces the share ledger and the saved cap table with the company’s dated history in an OCF package (.zip).',
  /** Heads the list of what an OCF import left out (each: the object's type and id, and why). */
  importLeftOut: 'Imported. Left out, as Baobab cannot hold them:',
  importLeftOutItem: "{{objectType}} '{{objectId}}': {{message}}",
  importing: 'Importing…',
  exitValue: 'Exit value for the waterfall ({{currency}})',
  failed: 'Download failed',
  yes: 'Yes',
  no: 'No',
} as const;

/**
 * The OCF sentences with values, as translation keys (decision 0023); ocfImportMessages and
 * ocfRuleMessages give them with their values (decision 0046). A problem nests: '{{file}}: field
 * {{field}}: {{message}}' takes a rule ('must be of type {{type}}') as its message, a message too.
 */
export const ocfTemplates = {
  missingFile: '{{file}}: named in the manifest but not in the package',
  invalidJson: '{{file}}: is not valid JSON',
  md5Mismatch: '{{file}}: its MD5 checksum does not match the one in the manifest',
  objectProblem: "{{file}}: object {{objectType}} '{{objectId}}' field {{field}}: {{message}}",
  fileProblem: '{{file}}: field {{field}}: {{message}}',
  unsupportedVersion: 'The package is OCF {{version}}: Baobab reads OCF 1.0 to 1.2',
  /** What an import left out, each said of one object (ocf-import-replay.ts): a list of warnings, never a refusal. */
  notRepresented: 'is a {{objectType}}: Baobab has nothing to hold it, so it was left out',
  notOption: 'is a {{compensationType}} grant: Baobab keeps options only, so it was left out',
  authorizedShares: 'changes authorized shares, which Baobab does not record',
  unknownField: 'field {{field}} is not one Baobab reads (OCF {{version}}): left out',
  fileNotRead: 'lists {{file}}, which Baobab does not read',
  unknownSecurity: "refers to security '{{id}}', which no imported issuance created: left out",
  moreThanHeld: 'takes {{quantity}} from a security holding {{held}}: {{held}} taken',
  fractionalShares: 'leaves {{quantity}} shares, not a whole number: {{whole}} kept',
  otherCurrency: 'is in {{currency}}, not in the company’s currency ({{expected}}), so {{field}} was left out',
  unknownPlanAdjusted: "adjusts the pool of stock plan '{{id}}', which the package does not define: left out",
  poolBelowOptions: 'reserves {{reserved}} shares, fewer than its options take ({{taken}}, outstanding and exercised): its pool is read as 0',
  /** `what` is 'stakeholder', 'stock plan' or 'stock class' (ocf-import.ts), each a translation key too. */
  unknownReference: "refers to {{what}} '{{id}}', which the package does not define",
  duplicateId: "repeats the id '{{id}}'",
  capTable: 'The imported cap table is not one Baobab can compute: {{message}}',
  /** Why a transaction of a package cannot become share ledger history (decision 0061): the import is refused, naming it. */
  cannotHold: "Transaction '{{transactionId}}' ({{transactionType}}) cannot be written to the share ledger: {{reason}}",
  amountInOtherCurrency: '{{field}} is in {{currency}}, not in the company’s currency ({{expected}})',
  poolReduced: 'it reduces the pool of {{plan}} from {{before}} to {{after}} shares, and the share ledger only increases a pool',
  securityNotIssued: "its security '{{id}}' was not issued by an earlier transaction",
  notWholeQuantity: '{{field}} {{quantity}} is not a whole number of shares above zero',
  entryField: 'field {{field}}: {{message}}',
  vestingApproximated: 'its vesting dates follow no schedule the share ledger holds: read as {{months}} months from {{start}} with a {{cliff}}-month cliff',
  /** A movement of a right left out of the ledger (a warrant, an RSU, a SAR): reported, never refused (decision 0061). Counted: English forms in i18n/en/financial-tools.ts. */
  rightGaveShares: "turns '{{id}}', a right left out of the share ledger, into shares: written as the issuance of the {{count}} shares it gave",
  rightMovementLeftOut: "concerns '{{id}}', a right left out of the share ledger, and gives no shares: left out too",
  /** Said of the transaction whose history the ledger cannot hold: the package is imported all the same, as the position it ends with (decision 0061). */
  historyNotKept: 'cannot be written to the share ledger ({{reason}}): the holdings the package ends with were imported as one opening position, without their history',
  closedRound: 'An OCF import replaces the whole share ledger, and the ledger holds the entries of the closed round of {{date}}: import before closing rounds, or record the history by hand',
  cannotExport: 'This cap table cannot be written as OCF: {{problem}}',
  type: 'must be of type {{type}}',
  enum: 'must be one of {{values}}',
  const: 'must be {{value}}',
  format: 'must be a valid {{format}}',
  /** Counted: English forms in i18n/en/financial-tools.ts. */
  minItems: 'must have at least {{count}} items',
} as const;

const t = ocfTemplates;

/** A problem nested in a sentence: a message as it is, a fixed sentence of the rules (a key) as its message. */
const asMessage = (problem: Text) => (typeof problem === 'string' ? message(problem) : problem);

/** What an OCF import answers when a package is not one Baobab can read; each names the file and, when there is one, the object and field. */
export const ocfImportMessages = {
  notZip: 'The file is not an OCF package: upload the .zip that an OCF export produces',
  noManifest: 'The package has no OCF manifest (a JSON file whose file_type is OCF_MANIFEST_FILE)',
  missingFile: (file: string) => message(t.missingFile, { file }),
  invalidJson: (file: string) => message(t.invalidJson, { file }),
  md5Mismatch: (file: string) => message(t.md5Mismatch, { file }),
  objectProblem: (p: { file: string; objectType: string; objectId: string; field: string; message: Text }) => message(t.objectProblem, { ...p, message: asMessage(p.message) }),
  fileProblem: (file: string, field: string, problem: Text) => message(t.fileProblem, { file, field, message: asMessage(problem) }),
  unsupportedVersion: (version: string) => message(t.unsupportedVersion, { version }),
  notRepresented: (objectType: string) => message(t.notRepresented, { objectType }),
  notOption: (compensationType: string) => message(t.notOption, { compensationType }),
  authorizedShares: message(t.authorizedShares),
  unknownField: (field: string, version: string) => message(t.unknownField, { field, version }),
  fileNotRead: (file: string) => message(t.fileNotRead, { file }),
  unknownSecurity: (id: string) => message(t.unknownSecurity, { id }),
  moreThanHeld: (quantity: number, held: number) => message(t.moreThanHeld, { quantity, held }),
  fractionalShares: (quantity: number, whole: number) => message(t.fractionalShares, { quantity, whole }),
  otherCurrency: (currency: string, field: string, expected: string) => message(t.otherCurrency, { currency, field, expected }),
  unknownPlanAdjusted: (id: string) => message(t.unknownPlanAdjusted, { id }),
  poolBelowOptions: (reserved: number, taken: number) => message(t.poolBelowOptions, { reserved, taken }),
  unknownReference: (what: string, id: string) => message(t.unknownReference, { what: message(what), id }),
  duplicateId: (id: string) => message(t.duplicateId, { id }),
  notUsd: 'must be in USD: Baobab cap tables are kept in US dollars',
  notWholeShares: 'must be a whole number of shares above zero',
  noHoldings: 'The package has no stock or option issuances to make a cap table from',
  capTable: (problem: Text) => message(t.capTable, { message: asMessage(problem) }),
  cannotHold: (transactionId: string, transactionType: string, reason: Text) => message(t.cannotHold, { transactionId, transactionType, reason: asMessage(reason) }),
  ledgerHasNoEntry: 'the share ledger has no entry for this kind of transaction',
  amountInOtherCurrency: (field: string, currency: string, expected: string) => message(t.amountInOtherCurrency, { field, currency, expected }),
  poolReduced: (plan: string, before: number, after: number) => message(t.poolReduced, { plan, before, after }),
  grantMoved: 'options of a grant can be exercised or cancelled in the share ledger, not moved to another holder',
  securityNotIssued: (id: string) => message(t.securityNotIssued, { id }),
  noResultingSecurity: 'it names no resulting security, so the share ledger cannot tell who received the shares',
  notWholeQuantity: (field: string, quantity: string) => message(t.notWholeQuantity, { field, quantity }),
  entryField: (field: string, problem: Text) => message(t.entryField, { field, message: asMessage(problem) }),
  closedRound: (date: string) => message(t.closedRound, { date }),
  historyNotKept: (reason: Text) => message(t.historyNotKept, { reason: asMessage(reason) }),
  vestingApproximated: (months: number, cliff: number, start: string) => message(t.vestingApproximated, { months, cliff, start }),
  rightGaveShares: (id: string, count: number) => message(t.rightGaveShares, { id, count }),
  rightMovementLeftOut: (id: string) => message(t.rightMovementLeftOut, { id }),
  cannotExport: (problem: Text) => message(t.cannotExport, { problem: asMessage(problem) }),
  imported: 'Cap table imported from OCF',
  importFailed: 'Import failed',
} as const;

/** Schema rules in words, for the field an import names. */
export const ocfRuleMessages = {
  required: 'is required',
  type: (type: string) => message(t.type, { type }),
  enum: (values: string[]) => message(t.enum, { values: values.join(', ') }),
  const: (value: string) => message(t.const, { value }),
  pattern: 'has the wrong form',
  /** Pattern rules of the OCF types, said in words. */
  patterns: {
    'Percentage.schema.json': 'must be a fraction from 0 to 1 written as text (0.125 for 12.5%)',
    'Numeric.schema.json': 'must be a number written as text, with at most 10 decimals',
    'Md5.schema.json': 'must be an MD5 checksum (32 hexadecimal digits)',
    'CountryCode.schema.json': 'must be a two-letter ISO 3166 country code',
    'CurrencyCode.schema.json': 'must be a three-letter ISO 4217 currency code',
  } as Record<string, string>,
  format: (format: string) => message(t.format, { format }),
  additionalProperty: 'is not an OCF field',
  minItems: (n: number) => message(t.minItems, { count: n }),
  noMatch: 'matches none of the forms OCF allows here',
  other: (message: string) => message,
} as const;

/** Words Baobab writes into the OCF files it exports. */
export const ocfExportTexts = {
  generatedBy: 'Exported from Baobab (baobab: comments hold terms OCF has no field for)',
  nextFinancing: 'Converts at the next equity financing',
  formationYearOnly: 'Baobab records the year of formation only: formation_date is 1 January of that year',
  joinedDate: 'Baobab records no formation date: formation_date is the day the startup joined Baobab',
  countryUnknown: (country: string) => `Country of formation '${country}' has no ISO 3166 code in Baobab: ZZ (unknown) is written`,
  cancelled: 'Cancelled in the share ledger',
  repurchased: 'Repurchased by the company',
  transferredTo: (holder: string) => `Transferred to ${holder}`,
  /** The manifest's word on the round being modelled, which is a scenario and is not in the package as stock. */
  scenarioNotIssued: 'The round being modelled in Baobab is a scenario: it is not written as issued stock (its terms are in the baobab: comment)',
} as const;

const m = capTableExportMessages;

export const capTableExportQuerySchema = z.strictObject({
  format: z.enum(capTableExportFormats, { error: m.format }),
});

export type CapTableExportQuery = z.infer<typeof capTableExportQuerySchema>;

/** The exit value arrives as query text, in the company's currency like the rest of the cap table (decision 0043); at most 10 trillion units, so its hundredths stay exact integers for the engine. */
export const waterfallExportQuerySchema = z.strictObject({
  format: z.enum(capTableExportFormats, { error: m.format }),
  exitValue: z.coerce.number({ error: m.exitValueRequired }).refine(Number.isFinite, m.exitValue).pipe(z.number().min(0, m.exitValue).max(1e13, m.exitValue)),
});

export type WaterfallExportQuery = z.infer<typeof waterfallExportQuerySchema>;

/** The share ledger's entries (CSV, and Excel with a second sheet of the holdings on `asOf`, default today). */
export const ledgerExportQuerySchema = z.strictObject({
  format: z.enum(capTableExportFormats, { error: m.format }),
  asOf: calendarDateSchema(ledgerMessages.asOf).optional(),
});

export type LedgerExportQuery = z.infer<typeof ledgerExportQuerySchema>;

/** Something an OCF import left out (decision 0040): the object's type and id in the package, and why, in words. */
export const ocfImportWarningSchema = z.object({ objectType: z.string(), objectId: z.string(), message: z.string() });

export type OcfImportWarning = z.infer<typeof ocfImportWarningSchema>;
