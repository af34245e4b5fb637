/**
 * Every enumeration of the contracts (a list exported `as const` from enums.ts or any other source file, or an
 * exported z.enum schema), classified (decision 0067): the ones shown to people by a label map, with the
 * namespace whose catalog translates those labels (`messages` is read by every screen, e-mail and PDF); the ones
 * whose values are already the English words shown; and the ones never shown as such. enum-labels.test.ts
 * refuses a list that is in none of them, a map that misses a value, and a second spelling in a catalog.
 */
import {
  dealPriorityLabels, dealStageLabels, experienceLevelLabels, experienceTypeLabels, regionLabels, roundTypeLabels,
  sectorLabels, stageLabels,
} from './enums';
import { accountStatusLabels, reportReasonLabels, reportTargetLabels } from './moderation-texts';
import { antiDilutionMethodLabels, antiDilutionOrderingLabels, poolTimingLabels, safeTypeLabels, seriesSeniorityLabels } from './financial-tools-cap-table-texts';
import { commitmentActionLabels, commitmentStateLabels } from './round-room-texts';
import { committeeCriterionLabels, committeeVoteLabels } from './deal-committee';
import { documentTypeLabels, dueDiligenceCategoryLabels, dueDiligenceFactLabels, deckSectionLabels } from './insights-texts';
import { investorTypeLabels } from './investors-texts';
import { jobTabLabels } from './jobs-texts';
import { ledgerKindLabels, vestingFrequencyLabels } from './financial-tools-ledger';
import { metricUnitLabels } from './metrics-texts';
import { notificationKindLabels } from './notifications-texts';
import { organisationKindLabels, organisationRoleLabels } from './organisations-texts';
import { pipelineStageLabels, raiseInstrumentLabels, raiseStatusLabels } from './fundraising-texts';
import { recipientReasonLabels, updateStatusLabels } from './updates-texts';
import { remotePreferenceLabels, matchTypeLabels } from './profiles-texts';
import { roundKindLabels, roundStatusLabels } from './cap-table-rounds-texts';
import { savedSearchFrequencyLabels } from './saved-searches-texts';
import { comparablesMessages } from './comparables';
import { financialPartLabels, financialsShareStatusLabels, sharePermissionLabels } from './startup-access-texts';
import { accessRequestStatusLabels, grantPermissionLabels, grantStatusLabels } from './data-rooms-texts';
import { returnsFlowKindLabels } from './portfolio-returns';
import { tractionTierLabels } from './startup-directory';
import type { Namespace } from '@baobab/i18n/namespaces';

type LabelMap = { labels: Readonly<Record<string, string>>; catalog: Namespace };

export const enumLabelMaps = {
  allSectors: { labels: sectorLabels, catalog: 'messages' },
  allRegions: { labels: regionLabels, catalog: 'messages' },
  fundingStages: { labels: stageLabels, catalog: 'messages' },
  roundTypes: { labels: roundTypeLabels, catalog: 'messages' },
  dealStages: { labels: dealStageLabels, catalog: 'messages' },
  dealPriorities: { labels: dealPriorityLabels, catalog: 'messages' },
  experienceLevels: { labels: experienceLevelLabels, catalog: 'messages' },
  experienceTypes: { labels: experienceTypeLabels, catalog: 'profiles' },
  investorTypes: { labels: investorTypeLabels, catalog: 'messages' },
  documentTypes: { labels: documentTypeLabels, catalog: 'messages' },
} as const satisfies Record<string, LabelMap>;

/**
 * A feature's own enumerations (statuses, kinds, options), each shown through one map beside its list, translated in
 * the feature's catalog (or in `messages`/`common`, which every namespace reads). Held by enum-labels.test.ts like
 * the maps above, except that a lower-case form of a label may stand for its use inside a sentence, and not yet by
 * scripts/enum-label-rule.test.ts (their words, 'Startup', 'Fund', 'Valuation', also name other things on screens).
 */
export const featureEnumLabelMaps = {
  accountStatuses: { labels: accountStatusLabels, catalog: 'moderation' },
  antiDilutionMethods: { labels: antiDilutionMethodLabels, catalog: 'financial-tools' },
  antiDilutionOrderings: { labels: antiDilutionOrderingLabels, catalog: 'financial-tools' },
  poolTimings: { labels: poolTimingLabels, catalog: 'financial-tools' },
  safeTypes: { labels: safeTypeLabels, catalog: 'financial-tools' },
  seriesSeniorities: { labels: seriesSeniorityLabels, catalog: 'financial-tools' },
  ledgerEntryKinds: { labels: ledgerKindLabels, catalog: 'financial-tools' },
  roundKinds: { labels: roundKindLabels, catalog: 'financial-tools' },
  roundStatuses: { labels: roundStatusLabels, catalog: 'financial-tools' },
  commitmentStates: { labels: commitmentStateLabels, catalog: 'fundraising' },
  commitmentActions: { labels: commitmentActionLabels, catalog: 'fundraising' },
  raiseInstruments: { labels: raiseInstrumentLabels, catalog: 'fundraising' },
  raiseStatuses: { labels: raiseStatusLabels, catalog: 'fundraising' },
  pipelineStages: { labels: pipelineStageLabels, catalog: 'fundraising' },
  committeeCriteria: { labels: committeeCriterionLabels, catalog: 'deals' },
  committeeVotes: { labels: committeeVoteLabels, catalog: 'deals' },
  dueDiligenceCategories: { labels: dueDiligenceCategoryLabels, catalog: 'insights' },
  dueDiligenceFacts: { labels: dueDiligenceFactLabels, catalog: 'insights' },
  jobTabs: { labels: jobTabLabels, catalog: 'jobs' },
  metricUnits: { labels: metricUnitLabels, catalog: 'metrics' },
  notificationKinds: { labels: notificationKindLabels, catalog: 'notifications' },
  organisationKinds: { labels: organisationKindLabels, catalog: 'organisations' },
  organisationRoles: { labels: organisationRoleLabels, catalog: 'organisations' },
  recipientReasons: { labels: recipientReasonLabels, catalog: 'updates' },
  remotePreferences: { labels: remotePreferenceLabels, catalog: 'profiles' },
  savedSearchFrequencies: { labels: savedSearchFrequencyLabels, catalog: 'startups' },
  recordedValuationSources: { labels: comparablesMessages.sourceLabels, catalog: 'insights' },
  deckSections: { labels: deckSectionLabels, catalog: 'insights' },
  financialParts: { labels: financialPartLabels, catalog: 'financial-tools' },
  sharePermissions: { labels: sharePermissionLabels, catalog: 'financial-tools' },
  reportReasons: { labels: reportReasonLabels, catalog: 'moderation' },
  reportTargetTypes: { labels: reportTargetLabels, catalog: 'moderation' },
  returnsFlowKinds: { labels: returnsFlowKindLabels, catalog: 'portfolio' },
  tractionTiers: { labels: tractionTierLabels, catalog: 'startups' },
  vestingFrequencies: { labels: vestingFrequencyLabels, catalog: 'financial-tools' },
  matchTypes: { labels: matchTypeLabels, catalog: 'profiles' },
  updateStatuses: { labels: updateStatusLabels, catalog: 'updates' },
  grantPermissions: { labels: grantPermissionLabels, catalog: 'data-rooms' },
  grantStatuses: { labels: grantStatusLabels, catalog: 'data-rooms' },
  accessRequestStatuses: { labels: accessRequestStatusLabels, catalog: 'data-rooms' },
  financialsShareStatuses: { labels: financialsShareStatusLabels, catalog: 'financial-tools' },
} as const satisfies Record<string, LabelMap>;

/** Values that are the English words shown (translated by the same key), so their map would be the identity. */
export const enumsShownAsWritten = ['businessModels', 'expertiseAreas', 'jobTypes', 'jobCategories', 'jobLocations', 'antiDilutionOptions', 'riskLevels', 'marketSentiments', 'riskSeverities'] as const;

/** Lists that are never shown as their values, with where their words come from. */
export const enumsNotShown = {
  userTypes: 'a role is shown by roleLabels (navigation.ts)',
  searchableUserTypes: 'a filter of people, shown as plural groups by the people filter',
  ecosystemCountries: 'country names come from Intl (countries.ts)',
  portfolioSortOptions: 'sort keys; the sort menu has its own sentences',
  startupSorts: 'sort keys; the directory sort menu has its own sentences',
  africanCountryCodes: 'country codes; names come from Intl (countries.ts)',
  isoCountryCodes: 'country codes; names come from Intl (countries.ts)',
  locales: 'each language is named in itself by the language menu',
  translatedLocales: 'each language is named in itself by the language menu',
  namespaces: 'catalog files, never shown',
  sharedNamespaces: 'catalog files, never shown',
  pluralSuffixes: 'catalog key suffixes, never shown',
  EXCHANGE_RATE_COLUMNS: 'the exchange-rate CSV header, read by programs',
  dependencyStateSchema: "the readiness endpoint's answer, read by load balancers and operators",
  readinessStatuses: "the readiness endpoint's answer, read by load balancers and operators",
  taskKinds: 'background task plumbing; the screen shows the task result',
  taskStates: 'background task plumbing; the screen shows a spinner, the result or its error message',
  capTableExportFormats: 'file formats; each download button names its format',
  returnsExportFormats: 'file formats; each download button names its format',
  roundDocumentFormats: 'file formats; each download button names its format',
  documentFileKinds: 'file formats; the upload hint names the accepted files',
  documentSources: 'where an analysed text came from, never shown',
  dataRoomFileTypes: 'file extensions; the upload hint names the accepted files',
  accountLimitKinds: 'limit keys; each refusal has its own sentence',
  moneyTextRefusals: 'refusal keys; each has its own sentence',
  irrMissingReasons: 'reasons; each has its own sentence beside the missing IRR',
  monitoringAlertKinds: 'alert kinds; each alert is its own sentence',
  dataRoomEventActions: 'activity kinds; each has its own sentence in the activity log',
  moderationActionKinds: "actions; each button and notice has its own sentence (moderationMessages)",
  stagesWithAmount: 'a subset of pipelineStages, shown through pipelineStageLabels',
  finishedStages: 'a subset of pipelineStages, shown through pipelineStageLabels',
  committedStates: 'a subset of commitmentStates, shown through commitmentStateLabels',
  committeeDecisions: "a committee's decision is a vote, shown through committeeVoteLabels",
  notificationKindsWithoutDigest: 'a subset of notificationKinds, shown through notificationKindLabels',
  notificationFrequencies: "shown with 'off' by notificationDeliveryLabels",
  metricKinds: "shown by standardMetrics[kind].name; a custom metric by the name its founder wrote",
  standardMetricKinds: 'shown by standardMetrics[kind].name',
  burnStatuses: "the runway tile says it as a figure or a sentence ('Not burning')",
  filterOutcomes: "a badge colour beside the filter's reason sentence",
  roomAccessStatuses: 'the request-access card says it as a sentence or a button',
  reportStatuses: 'the queue lists open reports; a closed one is told to its reporter as a sentence',
  connectionStates: "the relation button says what the viewer can do (relationLabels), not the state",
  startingSettings: "the financial model's starting figures; each has its own sentence on the starting-point card",
  competitiveMetrics: 'metric keys; the analytics chart names each by its own heading',
  assessmentFactGroups: 'group keys; findings speak in their own sentences (assessmentGroupLabels is read by no screen yet)',
  assessmentGroupStates: 'the assessment says each group\'s state as a sentence',
  peerGroups: 'the peer-group line words it from the values it holds (decision 0067, not done)',
  riskCategories: 'a category key beside the red flag; the flag is shown by its title',
  returnsFlowOrigins: 'where a cash flow came from; only recorded flows are listed, by returnsFlowKindLabels',
  returnsValueSources: 'the returns table words it by viewer (sourceLabel: a fund or an angel)',
  roundEntryRoles: 'the rounds card counts entries by role; each role has its own sentence',
  verificationMethods: 'the admin queue says how a request was made as a sentence',
  verificationStatuses: 'the verification card says each state as a sentence',
  investmentConfirmationStatuses: 'the confirmation card says each state as a sentence',
  connectionStatuses: 'a request reads by what the viewer can do (relationLabels) and by notification sentences',
  relationStatuses: "the relation button says what the viewer can do (relationLabels), not the state",
} as const;
