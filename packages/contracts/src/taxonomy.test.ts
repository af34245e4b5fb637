import { describe, expect, it } from 'vitest';
import { directoryRegionSlugs, directorySectorSlugs, directoryStageSlugs, fundingStages, startupRegions, startupSectors } from './enums';
import { geographyCovers, regionsForFilter, sectorMatches, sectorSlug, stageMatches, stageSlug, stagesForFilter } from './taxonomy';
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
    expect(new Set(startupSectors.map(sectorSlug)).size).toBe(startupSectors.length);
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
    expect(geographyCovers('Nigeria', { region: 'Africa', country: 'Kenya' })).toBe(false);
  });

  it('counts North Africa as MENA and as Africa', () => {
    const cairo = { region: 'Africa', country: 'Egypt' };
    expect(geographyCovers('MENA', cairo)).toBe(true);
    expect(geographyCovers('Africa', cairo)).toBe(true);
  });
});

describe('directory filters cover the data', () => {
  it('offers a filter for every sector, stage and region a startup can have', () => {
    for (const sector of startupSectors) expect(directorySectorSlugs.some((slug) => sectorsForFilter(slug).includes(sector)), sector).toBe(true);
    for (const stage of fundingStages) expect(directoryStageSlugs.some((slug) => stagesForFilter(slug, fundingStages).includes(stage)), stage).toBe(true);
    for (const region of startupRegions) expect(directoryRegionSlugs.some((slug) => regionsForFilter(slug).includes(region)), region).toBe(true);
  });
});
