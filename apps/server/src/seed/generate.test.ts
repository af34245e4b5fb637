import { describe, it, expect } from 'vitest';
import {
  allRegions, allSectors, businessModels, expertiseAreas,
  fundingStages, investorTypes, jobCategories,
  jobLocations, jobTypes,
} from '@baobab/contracts/enums';
import { isIsoCountryCode } from '@baobab/contracts/countries';
import { directoryRegionSlugs, directorySectorSlugs, directoryStageSlugs, regionsForFilter, sectorSlug, stageSlug } from '@baobab/contracts/taxonomy';
import { parseMoneyText } from '@baobab/finance/money-text';
import { demoAccounts } from './demo';
import { defaultSeedOptions, generateDataset, SEED_EPOCH } from './generate';

const dataset = generateDataset({ ...defaultSeedOptions });
const { users, founderProfiles, investorProfiles, startups, jobs } = dataset;
const THREE_YEARS_MS = 3 * 365 * 86_400_000;

const valuesOf = <T>(rows: readonly T[], pick: (row: T) => unknown) => new Set(rows.map(pick));

describe('generateDataset: determinism', () => {
  it('gives deep-equal datasets for the same seed', () => {
    expect(generateDataset({ ...defaultSeedOptions })).toEqual(dataset);
  });

  it('gives a different dataset for a different seed', () => {
    const other = generateDataset({ ...defaultSeedOptions, seed: 43 });
    expect(other.startups.slice(2)).not.toEqual(startups.slice(2));
    expect(other.investorProfiles.slice(1)).not.toEqual(investorProfiles.slice(1));
    expect(other.jobs).not.toEqual(jobs);
  });

  it('keeps the startups when only the number of jobs or investors changes', () => {
    const more = generateDataset({ ...defaultSeedOptions, jobs: 400, investors: 300 });
    expect(more.startups).toEqual(startups);
    expect(more.investorProfiles.slice(0, 150)).toEqual(investorProfiles);
  });

  it('dates everything from the epoch it is given, not from the clock', () => {
    const epoch = new Date('2030-01-01T00:00:00Z');
    const later = generateDataset({ ...defaultSeedOptions, epoch });
    const shift = epoch.getTime() - SEED_EPOCH.getTime();
    expect(later.startups[10]!.createdAt!.getTime() - startups[10]!.createdAt!.getTime()).toBe(shift);
  });
});

describe('generateDataset: counts and coverage', () => {
  it('makes the requested numbers of startups, investors and jobs', () => {
    expect(startups).toHaveLength(500);
    expect(investorProfiles).toHaveLength(150);
    expect(jobs).toHaveLength(200);
    expect(users).toHaveLength(founderProfiles.length + investorProfiles.length + dataset.adminIds.length);
  });

  it('uses every sector, region, funding stage and business model of the startup form', () => {
    expect([...valuesOf(startups, (s) => s.sector)].sort()).toEqual([...allSectors].sort());
    expect([...valuesOf(startups, (s) => s.region)].sort()).toEqual([...allRegions].sort());
    expect([...valuesOf(startups, (s) => s.fundingStage)].sort()).toEqual([...fundingStages].sort());
    expect([...valuesOf(startups, (s) => s.businessModel)].sort()).toEqual([...businessModels].sort());
  });

  it('matches some startups with every directory filter slug', () => {
    for (const slug of directorySectorSlugs) expect(startups.some((s) => sectorSlug(s.sector) === slug), slug).toBe(true);
    for (const slug of directoryStageSlugs) expect(startups.some((s) => stageSlug(s.fundingStage) === slug), slug).toBe(true);
    for (const slug of directoryRegionSlugs) {
      const regions: readonly string[] = regionsForFilter(slug);
      expect(startups.some((s) => regions.includes(s.region)), slug).toBe(true);
    }
  });

  it('puts most startups in Africa, with the spec hubs among them', () => {
    const african = startups.filter((s) => s.region === 'Africa').length;
    expect(african / startups.length).toBeGreaterThan(0.55);
    const cities = valuesOf(startups, (s) => s.city);
    for (const city of ['Lagos', 'Nairobi', 'Accra', 'Cape Town', 'Cairo', 'Kigali']) expect(cities.has(city), city).toBe(true);
  });

  it('uses every job type, category and location filter, and every investor type', () => {
    expect([...valuesOf(jobs, (j) => j.jobType)].sort()).toEqual([...jobTypes].sort());
    expect([...valuesOf(jobs, (j) => j.category)].sort()).toEqual([...jobCategories].sort());
    for (const location of jobLocations) expect(jobs.some((j) => j.location === location), location).toBe(true);
    expect([...valuesOf(investorProfiles, (p) => p.type)].sort()).toEqual([...investorTypes].sort());
  });

  it('has jobs with an application URL, with an email, and with neither', () => {
    expect(jobs.some((j) => j.applicationUrl && !j.applicationEmail)).toBe(true);
    expect(jobs.some((j) => j.applicationEmail && !j.applicationUrl)).toBe(true);
    expect(jobs.some((j) => !j.applicationEmail && !j.applicationUrl)).toBe(true);
  });
});

describe('generateDataset: invariants', () => {
  it('gives every user a unique id and a unique, well-formed email', () => {
    expect(valuesOf(users, (u) => u.id).size).toBe(users.length);
    expect(valuesOf(users, (u) => u.email).size).toBe(users.length);
    for (const user of users.slice(2, -1)) expect(user.email).toMatch(/^[a-z]+\.[a-z]+\.\d+@example\.com$/);
  });

  it('has founders owning 1 to 3 startups each and investors owning none', () => {
    const owned = new Map<string, number>();
    for (const s of startups) owned.set(s.ownerId, (owned.get(s.ownerId) ?? 0) + 1);
    const byId = new Map(users.map((u) => [u.id, u]));
    for (const [ownerId, count] of owned) {
      expect(byId.get(ownerId)?.userType).toBe('founder');
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(3);
    }
    for (const profile of founderProfiles) expect(owned.has(profile.userId)).toBe(true);
    for (const profile of investorProfiles) expect(byId.get(profile.userId)?.userType).toBe('investor');
  });

  it('numbers startups 1..N, the first two owned by the demo founder', () => {
    expect(startups.map((s) => s.id)).toEqual(startups.map((_, i) => i + 1));
    expect(startups[0]!.ownerId).toBe(demoAccounts.founder.userId);
    expect(startups[1]!.ownerId).toBe(demoAccounts.founder.userId);
    expect(startups.filter((s) => s.ownerId === demoAccounts.founder.userId)).toHaveLength(2);
    expect(dataset.accounts.map((a) => a.userId)).toEqual([demoAccounts.founder.userId, demoAccounts.investor.userId, demoAccounts.admin.userId]);
    expect(dataset.adminIds).toEqual([demoAccounts.admin.userId]);
  });

  it('stores the parsed raise beside the text, and leaves it empty only for undecided raises', () => {
    const formats = new Set(startups.map((s) => s.raisingAmount.replace(/[\d.,]+/g, '#')));
    expect(formats.size).toBeGreaterThan(15);
    expect(valuesOf(startups, (s) => s.raisingCurrency).size).toBeGreaterThan(8);
    for (const s of startups) {
      const parsed = parseMoneyText(s.raisingAmount);
      expect(s.raisingAmountMinor ?? null).toBe(parsed?.amountMinor ?? null);
      expect(s.raisingCurrency ?? null).toBe(parsed?.currency ?? null);
      // The dollar value is the database's to compute, at its rates (insert.ts): none in the dataset.
      expect(s.raisingAmountUsd ?? null).toBeNull();
      if (!parsed) expect(['TBD', 'To be determined', 'Open to offers']).toContain(s.raisingAmount);
    }
  });

  it('meets the startup form rules and keeps dates and traction plausible', () => {
    const epoch = SEED_EPOCH.getTime();
    expect(startups.some((s) => s.monthlyRevenueUsd === null)).toBe(true);
    expect(startups.some((s) => s.website === null)).toBe(true);
    for (const s of startups) {
      expect(s.name.length).toBeGreaterThanOrEqual(2);
      expect(s.description.length).toBeGreaterThanOrEqual(10);
      expect(s.description).not.toMatch(/[{}]/);
      expect(s.teamSize).toBeGreaterThanOrEqual(1);
      expect(s.logoUrl).toBeNull();
      if (s.website) expect(() => new URL(s.website!)).not.toThrow();
      const created = s.createdAt!.getTime();
      expect(created).toBeLessThanOrEqual(epoch);
      expect(created).toBeGreaterThanOrEqual(epoch - THREE_YEARS_MS);
      expect(s.foundedYear).toBeLessThanOrEqual(s.createdAt!.getUTCFullYear());
      if (s.monthlyRevenueUsd !== null) expect(s.tractionUsers).not.toBeNull();
    }
    expect(valuesOf(startups, (s) => s.name).size).toBe(startups.length);
  });

  it('gives investors theses and ordered ticket sizes in whole dollars of at least $1,000', () => {
    for (const p of investorProfiles) {
      expect(p.investmentThesis.length).toBeGreaterThanOrEqual(20);
      expect(p.investmentThesis).not.toMatch(/[{}]/);
      for (const size of [p.minTicketSize, p.averageTicketSize, p.maxTicketSize]) {
        expect(Number.isInteger(size)).toBe(true);
        expect(size).toBeGreaterThanOrEqual(1_000);
      }
      expect(p.minTicketSize).toBeLessThanOrEqual(p.averageTicketSize);
      expect(p.averageTicketSize).toBeLessThanOrEqual(p.maxTicketSize);
      for (const [chosen, allowed] of [
        [p.preferredSectors, allSectors], [p.preferredGeographies, allRegions], [p.preferredStages, fundingStages],
      ] as const) {
        expect(chosen!.length).toBeGreaterThanOrEqual(1);
        expect(new Set(chosen).size).toBe(chosen!.length);
        for (const value of chosen!) expect(allowed as readonly string[]).toContain(value);
      }
    }
  });

  it('gives investors countries as ISO codes, some of them', () => {
    const naming = investorProfiles.filter((p) => (p.preferredCountries ?? []).length > 0);
    expect(naming.length).toBeGreaterThan(0);
    for (const p of naming) for (const code of p.preferredCountries!) expect(isIsoCountryCode(code), code).toBe(true);
  });

  it('gives founders onboarding profiles that pass the form rules', () => {
    for (const p of founderProfiles) {
      expect(p.bio.length).toBeGreaterThanOrEqual(10);
      expect(p.location.length).toBeGreaterThanOrEqual(2);
      expect(p.expertiseTags!.length).toBeGreaterThanOrEqual(1);
      for (const tag of p.expertiseTags!) expect(expertiseAreas as readonly string[]).toContain(tag);
    }
  });

  it('orders salary and equity ranges and ties each job to its startup and that startup’s founder', () => {
    const byId = new Map(startups.map((s) => [s.id, s]));
    for (const j of jobs) {
      if (j.salaryMin != null && j.salaryMax != null) expect(j.salaryMin).toBeLessThanOrEqual(j.salaryMax);
      if (j.equityMin != null && j.equityMax != null) expect(Number(j.equityMin)).toBeLessThanOrEqual(Number(j.equityMax));
      expect((j.salaryMin == null) === (j.salaryMax == null)).toBe(true);
      expect(byId.get(j.startupId!)?.ownerId).toBe(j.userId);
      expect(j.description).not.toMatch(/[{}]/);
      expect(j.createdAt!.getTime()).toBeGreaterThanOrEqual(byId.get(j.startupId!)!.createdAt!.getTime());
      if (j.location === 'Remote') expect(j.isRemote).toBe(true);
    }
  });
});

describe('generateDataset: options', () => {
  it('spreads startups over exactly the requested number of founders', () => {
    const small = generateDataset({ seed: 1, startups: 50, investors: 5, jobs: 0, founders: 21 });
    expect(small.founderProfiles).toHaveLength(21);
    expect(small.startups).toHaveLength(50);
  });

  it.each([
    [{ startups: 1 }, /startups/],
    [{ investors: 0 }, /investors/],
    [{ jobs: -1 }, /jobs/],
    [{ seed: 1.5 }, /seed/],
    [{ startups: 10, founders: 2 }, /founders/],
    [{ startups: 10, founders: 10 }, /founders/],
  ])('rejects %j', (override, message) => {
    expect(() => generateDataset({ ...defaultSeedOptions, ...override })).toThrow(message);
  });
});
