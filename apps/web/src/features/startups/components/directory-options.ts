import { displayCurrencies } from '@baobab/contracts/currencies';
import { directoryRegionSlugs, directorySectorSlugs, directoryStageSlugs } from '@baobab/contracts/enums';
import { displayCurrencyNames } from '@baobab/contracts/money-display';
import { tractionTierLabels, tractionTiers } from '@baobab/contracts/startup-directory';

type Option = { value: string; label: string };

const labelled = (values: readonly string[], labels: Record<string, string>): Option[] => values.map((value) => ({ value, label: labels[value] ?? value }));

/** The spec's directory filter values (slugs) with the names people read. */
export const sectorOptions = labelled(directorySectorSlugs, {
  fintech: 'FinTech',
  healthtech: 'HealthTech',
  edtech: 'EdTech',
  ecommerce: 'E-commerce',
  agritech: 'AgriTech',
  logistics: 'Logistics',
  cleantech: 'CleanTech',
  proptech: 'PropTech',
  foodtech: 'FoodTech',
  retailtech: 'RetailTech',
});
export const regionOptions = labelled(directoryRegionSlugs, { africa: 'Africa', asia: 'Asia', latam: 'Latin America', mena: 'MENA', 'eastern-europe': 'Eastern Europe', 'north-america': 'North America' });
export const stageOptions = labelled(directoryStageSlugs, { 'pre-seed': 'Pre-Seed', seed: 'Seed', 'series-a': 'Series A', 'series-b': 'Series B', 'series-c': 'Series C+', growth: 'Growth' });
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
