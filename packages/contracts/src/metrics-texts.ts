// The metrics contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in metrics.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
import { message, type Message, type Text } from './i18n/message';
import { metricCurrencies } from './metric-values';
import { standardMetricKinds, type MetricUnit, type StandardMetricKind } from './metric-kinds';

export * from './metric-kinds';

/** The fixed name and unit of each standard metric, and what the define form says about it. */
export const standardMetrics = {
  mrr: { name: 'MRR', unit: 'money', hint: 'Monthly recurring revenue at the end of the month' },
  revenue: { name: 'Monthly revenue', unit: 'money', hint: 'All revenue earned in the month' },
  cash: { name: 'Cash', unit: 'money', hint: 'Cash in the bank at the end of the month; burn and runway are computed from it' },
  burn: { name: 'Net burn', unit: 'money', hint: 'Cash out minus cash in during the month; computed from cash when both months have it' },
  runway: { name: 'Runway', unit: 'months', hint: 'Months of cash left at the current burn; computed from cash and burn' },
  customers: { name: 'Customers', unit: 'count', hint: 'Paying customers at the end of the month' },
  gross_margin: { name: 'Gross margin', unit: 'percent', hint: 'Gross profit as a percentage of revenue' },
  headcount: { name: 'Headcount', unit: 'count', hint: 'People on the team at the end of the month' },
} as const satisfies Record<StandardMetricKind, { name: string; unit: MetricUnit; hint: string }>;

export const metricUnitLabels = { money: 'Money', count: 'Count', percent: 'Percent', months: 'Months' } as const satisfies Record<MetricUnit, string>;

export const metricLimits = {
  perStartup: 30,
  nameLength: 60,
  /** Values one save may write. */
  valuesPerSave: 500,
  importRows: 2_000,
  importBytes: 200 * 1024,
  /** Months of series an update's figure carries. */
  figureMonths: 12,
} as const;

/**
 * Sentences with values, as translation keys (decision 0023; French in i18n/fr/metrics.ts, and 'Line
 * {{line}}: {{message}}' in messages, shared with the rates file); metricsMessages gives them with their
 * values as messages (decision 0046). A standard unit is fixed text rather than a value, so its French is fixed too.
 */
export const metricsTemplates = {
  kind: 'Choose a standard metric ({{kinds}}) or custom',
  nameTooLong: 'A metric name must be at most {{max}} characters',
  standardNameFixed: '{{name}} is a standard metric: its name cannot be changed',
  standardUnitFixed: {
    money: '{{name}} is a standard metric measured in money',
    count: '{{name}} is a standard metric measured in count',
    percent: '{{name}} is a standard metric measured in percent',
    months: '{{name}} is a standard metric measured in months',
  },
  nameIsStandard: '"{{name}}" is a standard metric: choose it from the list of standard metrics instead',
  currency: 'Currency must be one of {{currencies}}',
  nameTaken: 'This startup already has a metric called "{{name}}"',
  tooManyMetrics: 'A startup can track at most {{max}} metrics',
  burnCurrency: 'Net burn is computed from cash, so it must be in the same currency as Cash ({{cash}})',
  cashCurrency: 'Cash must be in the same currency as Net burn ({{burn}}), which is computed from it',
  tooManyValues: 'Save at most {{max}} values at once',
  duplicateValue: '{{month}} appears twice for this metric',
  /** A value the server refuses, named by its metric and month: 'MRR, 2025-02: …'. */
  valueIssue: '{{metric}}, {{month}}: {{message}}',
  csvTooLarge: 'A CSV import can be at most {{size}} KB: split the file',
  csvTooManyRows: 'A CSV import can have at most {{max}} rows; this one has {{rows}}: split the file',
  rowLine: 'Line {{line}}: {{message}}',
  rowColumns: 'expected 3 values (month, metric, value), found {{found}}',
  rowMonth: '"{{text}}" is not a month: use YYYY-MM, such as 2026-03',
  rowMonthFuture: '{{month}} is in the future',
  rowMetric: 'no metric called "{{name}}": define it first or check the spelling',
  rowDuplicate: '{{metric}} for {{month}} is already on line {{line}}',
  metricAdded: '{{name}} added',
  metricUpdated: '{{name}} updated',
  metricDeleted: '{{name}} deleted',
  /** Counted: the English forms are in i18n/en/metrics.ts. */
  valuesSaved: 'Saved {{count}} values for {{month}}',
  rowsSaved: 'Saved {{count}} rows',
  rowsNotSaved: '{{count}} rows with errors were not saved',
} as const;

const t = metricsTemplates;

/** A standard metric's name is a label with a catalog entry, so it is a message of its own in a sentence. */
const label = (name: string): Message => message(name);

/**
 * Every message of the metrics API and screen; server and web say the same thing. A sentence with values
 * is a message (decision 0046): a name a founder gave a string, a standard one a label, figures numbers.
 */
export const metricsMessages = {
  /** The kinds are codes a client sends, written as they are in every language. */
  kind: message(t.kind, { kinds: standardMetricKinds.join(', ') }),
  nameRequired: 'Give the metric a name',
  nameTooLong: message(t.nameTooLong, { max: metricLimits.nameLength }),
  unitRequired: 'Choose a unit: money, count, percent or months',
  standardNameFixed: (name: string) => message(t.standardNameFixed, { name: label(name) }),
  standardUnitFixed: (name: string, unit: MetricUnit) => message(t.standardUnitFixed[unit], { name: label(name) }),
  /** The name as the founder typed it, quoted: a string. */
  nameIsStandard: (name: string) => message(t.nameIsStandard, { name }),
  currency: message(t.currency, { currencies: metricCurrencies.join(', ') }),
  currencyRequired: 'A money metric needs a currency',
  currencyOnlyForMoney: 'Only money metrics have a currency',
  nameTaken: (name: string) => message(t.nameTaken, { name }),
  tooManyMetrics: message(t.tooManyMetrics, { max: metricLimits.perStartup }),
  unitChangeWithValues: 'This metric has recorded values: change its unit or currency only after deleting them, so no figure changes meaning',
  /** A currency code, the same in every language. */
  burnCurrency: (cash: string) => message(t.burnCurrency, { cash }),
  cashCurrency: (burn: string) => message(t.cashCurrency, { burn }),
  nothingToUpdate: 'Give a new name, unit or currency',
  monthFormat: 'Use a month such as 2026-03',
  monthFuture: 'Record months up to the current one, not later',
  noValues: 'Give at least one value to save',
  tooManyValues: message(t.tooManyValues, { max: metricLimits.valuesPerSave }),
  valueTooLong: 'A value must be at most 40 characters',
  duplicateValue: (month: string) => message(t.duplicateValue, { month }),
  /** `metric`: metricNameValue (a standard name is a label, a custom one the founder's words); the month is an id. */
  valueIssue: (metric: Text, month: string, issue: Text) => message(t.valueIssue, { metric, month, message: issue }),
  metricNotFound: 'This metric no longer exists: reload the page',
  metricId: 'Name the metric by its id (metricId)',
  // CSV import.
  csvEmpty: 'Paste or choose a CSV file first',
  csvTooLarge: message(t.csvTooLarge, { size: metricLimits.importBytes / 1024 }),
  csvTooManyRows: (rows: number) => message(t.csvTooManyRows, { max: metricLimits.importRows, rows }),
  csvHeader: 'The first line must name the columns month,metric,value (separated by commas)',
  csvNoRows: 'The file has no rows under its header line',
  commit: 'Say whether to save (commit: true) or only preview (commit: false)',
  rowLine: (line: number, issue: Text) => message(t.rowLine, { line, message: issue }),
  rowColumns: (found: number) => message(t.rowColumns, { found }),
  rowUnreadable: message('the quotes on this line are not balanced'),
  rowMonth: (text: string) => message(t.rowMonth, { text }),
  rowMonthFuture: (month: string) => message(t.rowMonthFuture, { month }),
  rowMetric: (text: string) => (text ? message(t.rowMetric, { name: text }) : message('the metric is missing')),
  rowDuplicate: (metric: Text, month: string, line: number) => message(t.rowDuplicate, { metric, month, line }),
} as const;

/** The metrics screen's words (apps/web features/metrics and the /company-metrics screen). */
export const metricsText = {
  title: 'Company metrics',
  intro: 'Track your startup month by month: record values by hand or import a CSV, and see each metric over time. Only you see them; investors see figures only in the updates you send them.',
  signIn: 'Sign in to track your company metrics',
  noStartup: 'Create your startup profile first: its metrics live here.',
  investorNote: "Company metrics are kept by founders. You see a startup's figures in the updates its founders send you.",
  noMetrics: 'No metrics yet',
  noMetricsHint: 'Add the metrics you report on, such as MRR, cash and customers. Burn and runway are computed from cash.',
  addMetric: 'Add metric',
  importCsv: 'Import CSV',
  noChanges: 'Nothing to save: change a value first',
  computedFromCash: 'Computed from cash',
  importHelp: 'One row per month and metric, under a header line month,metric,value. Name metrics as you defined them (MRR, Cash, or your own names); write months as 2026-03 and money in full units, such as 12500.50.',
  notBurning: 'Not burning cash',
  runwayUnknown: 'Record cash for two months in a row (or a net burn) to compute burn and runway',
} as const;

/**
 * The latest month anywhere on Earth (UTC+14), so a founder in Kiribati may record the month that has
 * just begun there. Later months are refused: metrics are what happened, not forecasts.
 */
export function latestRecordableMonth(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 7);
}

/** Standard names and kind codes, lower-case: a custom metric may not take one (the CSV import finds metrics by either). */
const reservedNames = new Set(standardMetricKinds.flatMap((kind) => [kind, standardMetrics[kind].name.toLowerCase()]));

export const isReservedMetricName = (name: string) => reservedNames.has(name.trim().toLowerCase());
