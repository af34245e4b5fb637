import { describe, expect, it } from 'vitest';
import { allRegions, allSectors, fundingStages, regionLabels, sectorLabels, stageLabels } from './enums';
import { africanCountryCodes, countriesAfricaFirst, countryCodeOf, regionOfCountry } from './geography';
import fr from '@baobab/i18n/fr/messages';
import {
  canonicalRegion, canonicalSector, canonicalStage, directoryRegionSlugs, directorySectorSlugs, directoryStageSlugs, geographyCovers,
  geographyLevel, readGeography, regionsForFilter, sectorMatches, sectorSlug, stageMatches, stageSlug, stagesForFilter,
} from './taxonomy';
import { sectorsForFilter } from './startups';

describe('sector normalisation', () => {
  it('maps form values and directory slugs to the same slug', () => {
    expect(sectorSlug('FinTech')).toBe('fintech');
    expect(sectorSlug('E-commerce')).toBe('ecommerce');
    expect(sectorSlug('LogisticsTech')).toBe(sectorSlug('Logistics'));
  });

  it('matches an investor preference spelled differently from the startup form', () => {
    expect(sectorMatches(['Logistics', 'SaaS'], 'LogisticsTech')).toBe(true);
    expect(sectorMatches(['HealthTech'], 'FinTech')).toBe(false);
  });

  it('gives every form sector a distinct slug', () => {
    expect(new Set(allSectors.map(sectorSlug)).size).toBe(allSectors.length);
  });
});

describe('stage normalisation', () => {
  it('maps Series A, series-a and round names alike', () => {
    expect(stageSlug('Series A')).toBe('series-a');
    expect(stageSlug('Pre-Seed')).toBe(stageSlug('Pre-seed'));
    expect(stageSlug('Series C+')).toBe('series-c');
  });

  it('finds form stages for a directory slug', () => {
    expect(stagesForFilter('series-b', fundingStages)).toEqual(['Series B']);
    expect(stagesForFilter('Seed', fundingStages)).toEqual(['Seed']);
  });

  it('matches investor stage preferences', () => expect(stageMatches(['Seed', 'Series A'], 'Series A')).toBe(true));
});

describe('regions and geographies', () => {
  it('expands directory region slugs to form regions', () => {
    expect(regionsForFilter('asia')).toEqual(['Asia-Pacific', 'Southeast Asia', 'East Asia']);
    expect(regionsForFilter('latam')).toEqual(['South America']);
    expect(regionsForFilter('Africa')).toEqual(['Africa']);
  });

  it('lets a country geography match only that country', () => {
    expect(geographyCovers('Nigeria', { region: 'Africa', country: 'Nigeria' })).toBe(true);
    expect(geographyCovers('NG', { region: 'Africa', country: 'Nigeria' })).toBe(true);
    expect(geographyCovers('Nigeria', { region: 'Africa', country: 'Kenya' })).toBe(false);
  });

  it('ranks a named country above a region that includes it', () => {
    const dakar = { region: 'Africa', country: 'Senegal' };
    expect(geographyLevel('SN', dakar)).toBe('country');
    expect(geographyLevel('Africa', dakar)).toBe('region');
    expect(geographyLevel('Europe', dakar)).toBeNull();
    // A region includes its countries even when the startup's region field says otherwise.
    expect(geographyLevel('Africa', { region: 'Europe', country: 'Côte d’Ivoire' })).toBe('region');
  });

  it('counts North Africa as MENA and as Africa', () => {
    const cairo = { region: 'Africa', country: 'Egypt' };
    expect(geographyCovers('MENA', cairo)).toBe(true);
    expect(geographyCovers('Africa', cairo)).toBe(true);
  });
});

describe('directory filters cover the data', () => {
  it('offers a filter for every sector, stage and region a startup can have', () => {
    for (const sector of allSectors) expect(directorySectorSlugs.some((slug) => sectorsForFilter(slug).includes(sector)), sector).toBe(true);
    for (const stage of fundingStages) expect(directoryStageSlugs.some((slug) => stagesForFilter(slug, fundingStages).includes(stage)), stage).toBe(true);
    for (const region of allRegions) expect(directoryRegionSlugs.some((slug) => regionsForFilter(slug).includes(region)), region).toBe(true);
  });
});

describe('one vocabulary', () => {
  it('lists Africa first', () => expect(allRegions[0]).toBe('Africa'));

  it('reads every spelling clients sent as the canonical value', () => {
    expect(canonicalSector('Fintech')).toBe('FinTech');
    expect(canonicalSector('fintech')).toBe('FinTech');
    expect(canonicalSector('Logistics')).toBe('LogisticsTech');
    expect(canonicalSector('ecommerce')).toBe('E-commerce');
    expect(canonicalSector('Blockchain')).toBeNull();
    expect(canonicalStage('Pre-seed')).toBe('Pre-Seed');
    expect(canonicalStage('series-c')).toBe('Series C+');
    expect(canonicalRegion('Latin America')).toBe('South America');
    expect(canonicalRegion('latam')).toBe('South America');
    expect(canonicalRegion('Eastern Europe')).toBe('Europe');
    expect(canonicalRegion('Asia')).toBeNull();
  });

  it('reads the spec\'s onboarding geographies into regions and countries', () => {
    expect(readGeography('Asia')).toEqual({ regions: ['Asia-Pacific', 'Southeast Asia', 'East Asia'], countries: [] });
    expect(readGeography('MENA')).toEqual({ regions: ['Middle East'], countries: ['DZ', 'EG', 'LY', 'MA', 'TN'] });
    expect(readGeography('Nigeria')).toEqual({ regions: [], countries: ['NG'] });
    expect(readGeography('Brazil')).toEqual({ regions: [], countries: ['BR'] });
    expect(readGeography('Atlantis')).toBeNull();
  });

  it('names countries by code and by English or French name', () => {
    expect(countryCodeOf('SN')).toBe('SN');
    expect(countryCodeOf('Senegal')).toBe('SN');
    expect(countryCodeOf('Sénégal')).toBe('SN');
    expect(countryCodeOf("Cote d'Ivoire")).toBe('CI');
    expect(countryCodeOf('Côte d’Ivoire')).toBe('CI');
    expect(countryCodeOf('Ivory Coast')).toBe('CI');
    expect(countryCodeOf('Narnia')).toBeNull();
  });

  it('knows every African country, and offers them first', () => {
    expect(africanCountryCodes).toHaveLength(58);
    for (const code of ['SN', 'CI', 'GH', 'NG', 'KE', 'ZA', 'EG', 'CM', 'BJ'] as const) expect(regionOfCountry(code)).toBe('Africa');
    expect(regionOfCountry('FR')).toBe('Europe');
    expect(regionOfCountry('MX')).toBe('South America');
    const options = countriesAfricaFirst();
    expect(options.slice(0, 58).every((c) => c.region === 'Africa')).toBe(true);
    expect(options[0]!.name).toBe('Algeria');
  });

  it('has one English label per value, each with its French', () => {
    for (const [values, labels] of [[allSectors, sectorLabels], [allRegions, regionLabels], [fundingStages, stageLabels]] as const) {
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
      for (const label of Object.values(labels)) expect((fr as Record<string, string>)[label], label).toBeTruthy();
    }
  });
});
