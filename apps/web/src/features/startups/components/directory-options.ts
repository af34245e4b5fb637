import { displayCurrencies } from '@baobab/contracts/currencies';
import { allRegions, allSectors, fundingStages, regionLabels, sectorLabels, stageLabels } from '@baobab/contracts/enums';
import { regionSlug, sectorSlug, stageSlug } from '@baobab/contracts/taxonomy';
import { displayCurrencyNames } from '@baobab/contracts/money-display';
import { tractionTierLabels, tractionTiers } from '@baobab/contracts/startup-directory';

type Option = { value: string; label: string };

const labelled = (values: readonly string[], labels: Record<string, string>): Option[] => values.map((value) => ({ value, label: labels[value] ?? value }));

/**
 * The directory's filters: the one vocabulary's values as slugs (the spec's fintech, series-a...;
 * older slugs such as latam still work), regions Africa first, with their label maps.
 */
export const sectorOptions: Option[] = allSectors.map((s) => ({ value: sectorSlug(s), label: sectorLabels[s] }));
export const regionOptions: Option[] = allRegions.map((r) => ({ value: regionSlug(r), label: regionLabels[r] }));
export const stageOptions: Option[] = fundingStages.map((s) => ({ value: stageSlug(s), label: stageLabels[s] }));
export const tractionOptions = labelled(tractionTiers, tractionTierLabels);
export const sortOptions: Option[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'recent', label: 'Newest' },
  { value: 'score', label: 'Highest score' },
];

/** The currencies a raise filter can be given in: the display currencies, by code and name. */
/** The raise filter's currencies: the code, and its name (translated where shown). */
export const raiseCurrencyOptions = displayCurrencies.map((code) => ({ value: code, name: displayCurrencyNames[code] }));

/** URL keys the directory keeps, so a search can be shared as a link. */
export const directoryKeys = ['q', 'sector', 'region', 'stage', 'traction', 'scoreMin', 'scoreMax', 'raiseMin', 'raiseMax', 'raiseCurrency', 'sort'] as const;
