/**
 * Every enumeration of enums.ts, classified (decision 0067): the ones shown to people by a label map, with the
 * namespace whose catalog translates those labels (`messages` is read by every screen, e-mail and PDF); the ones
 * whose values are already the English words shown; and the ones never shown as such. enum-labels.test.ts
 * refuses a list that is in none of them, a map that misses a value, and a second spelling in a catalog.
 */
import {
  dealPriorityLabels, dealStageLabels, experienceLevelLabels, experienceTypeLabels, regionLabels, roundTypeLabels,
  sectorLabels, stageLabels,
} from './enums';
import { documentTypeLabels } from './insights-texts';
import { investorTypeLabels } from './investors-texts';
import type { Namespace } from './i18n/namespaces';

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

/** Values that are the English words shown (translated by the same key), so their map would be the identity. */
export const enumsShownAsWritten = ['businessModels', 'expertiseAreas', 'jobTypes', 'jobCategories', 'jobLocations', 'antiDilutionOptions'] as const;

/** Lists that are never shown as their values, with where their words come from. */
export const enumsNotShown = {
  userTypes: 'a role is shown by roleLabels (navigation.ts)',
  searchableUserTypes: 'a filter of people, shown as plural groups by the people filter',
  ecosystemCountries: 'country names come from Intl (countries.ts)',
  portfolioSortOptions: 'sort keys; the sort menu has its own sentences',
} as const;
