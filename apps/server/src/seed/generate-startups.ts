/**
 * One generated startup: where it is, what it does, how far along it is and what it raises.
 * Numbers follow the funding stage (a Series B company has a bigger team, more users and a
 * bigger raise than a pre-seed one).
 */
import {
  businessModels, fundingStages, allRegions, allSectors,
  type FundingStage, type Region, type Sector,
} from '@baobab/contracts/enums';
import { parseMoneyText } from '@baobab/finance/money-text';
import type { Random } from './random';
import { raiseText } from './raise-text';
import { asciiSlug, countryInSentence, fill, groupThousands, roundToTwoSignificant, usdText } from './text';
import type { StartupRow } from './types';
import {
  genericProblems, nameRoots, openRaiseTemplates, openingTemplates, pilotTractionTemplates,
  revenueTractionTemplates, undecidedRaises, usageTractionTemplates, useOfFundsTemplates,
} from './vocabulary/pitches';
import { cities, type City } from './vocabulary/places';
import { sectorVocabulary } from './vocabulary/sectors';

const DAY_MS = 86_400_000;
const SPREAD_MS = 3 * 365 * DAY_MS;

type Range = readonly [number, number];
type StageProfile = {
  raiseUsd: Range; team: Range; users: Range; revenueUsd: Range;
  /** Share of startups at this stage without revenue, and without any users yet. */
  preRevenue: number; noUsers: number;
  /** Years between founding and the epoch. */
  age: Range; growth: Range;
};

const stageProfiles: Record<FundingStage, StageProfile> = {
  'Pre-Seed': { raiseUsd: [50e3, 500e3], team: [1, 6], users: [50, 5e3], revenueUsd: [500, 10e3], preRevenue: 0.75, noUsers: 0.4, age: [0, 2], growth: [8, 40] },
  Seed: { raiseUsd: [250e3, 3e6], team: [3, 15], users: [1e3, 80e3], revenueUsd: [3e3, 80e3], preRevenue: 0.35, noUsers: 0.08, age: [1, 4], growth: [6, 30] },
  'Series A': { raiseUsd: [2e6, 15e6], team: [10, 60], users: [10e3, 500e3], revenueUsd: [40e3, 600e3], preRevenue: 0.08, noUsers: 0, age: [2, 6], growth: [5, 20] },
  'Series B': { raiseUsd: [10e6, 40e6], team: [40, 200], users: [100e3, 3e6], revenueUsd: [250e3, 3e6], preRevenue: 0.02, noUsers: 0, age: [3, 8], growth: [3, 12] },
  'Series C+': { raiseUsd: [25e6, 100e6], team: [100, 600], users: [500e3, 10e6], revenueUsd: [1e6, 10e6], preRevenue: 0, noUsers: 0, age: [5, 11], growth: [2, 8] },
  Growth: { raiseUsd: [30e6, 250e6], team: [150, 1500], users: [1e6, 30e6], revenueUsd: [2e6, 25e6], preRevenue: 0, noUsers: 0, age: [6, 14], growth: [2, 6] },
};

/** Africa-first: the sectors African venture money goes to most. */
const sectorWeights: Record<Sector, number> = {
  FinTech: 25, AgriTech: 12, HealthTech: 12, 'E-commerce': 11, EdTech: 10,
  LogisticsTech: 9, CleanTech: 9, RetailTech: 5, SaaS: 5, PropTech: 4, Marketplace: 4, FoodTech: 3, Gaming: 2,
};
const stageWeights: Record<FundingStage, number> = {
  'Pre-Seed': 30, Seed: 32, 'Series A': 18, 'Series B': 10, 'Series C+': 5, Growth: 5,
};
const cityWeights = Object.fromEntries(cities.map((c) => [c.city, c.weight]));

/** How often founders quote a raise in their own currency rather than dollars. */
const localCurrencyShare: Record<Region, number> = {
  Africa: 0.35, Europe: 0.7, 'South America': 0.3, 'Asia-Pacific': 0.3, 'Southeast Asia': 0.25,
  'East Asia': 0.6, 'Middle East': 0.2, 'North America': 0,
};

export type StartupContext = {
  id: number;
  ownerId: string;
  epoch: Date;
  /** The owner's first startup's city, reused for most of their other startups. */
  homeCity: City | undefined;
  /** Position among generated startups: the first few take each enumeration value in turn. */
  position: number;
  names: NameRegistry;
};

/** Names already taken, and the next number to try after a taken base name ('Kobo Pay Lagos 2'). */
export type NameRegistry = { used: Set<string>; nextNumber: Map<string, number> };

/** The row plus what jobs posted by the startup talk about. */
export type StartupDraft = { row: StartupRow; city: City; product: string; domain: string };

function pickCity(random: Random, context: StartupContext, forcedRegion: Region | undefined): City {
  if (forcedRegion) {
    const inRegion = cities.filter((c) => c.region === forcedRegion);
    const name = random.weighted(Object.fromEntries(inRegion.map((c) => [c.city, c.weight])));
    return inRegion.find((c) => c.city === name)!;
  }
  if (context.homeCity && random.chance(0.6)) return context.homeCity;
  const name = random.weighted(cityWeights);
  return cities.find((c) => c.city === name)!;
}

function startupName(random: Random, sector: Sector, city: City, { used, nextNumber }: NameRegistry): string {
  const suffixes = sectorVocabulary[sector].nameSuffixes;
  const candidate = (): string => {
    const root = random.pick(nameRoots);
    const suffix = random.pick(suffixes);
    const style = random.int(0, 9);
    if (style < 5) return `${root}${suffix}`;
    if (style < 8) return `${root} ${suffix}`;
    if (style < 9) return root;
    return `${root} ${random.pick(['Labs', 'Africa', 'HQ', 'Technologies'])}`;
  };
  let name = candidate();
  for (let attempt = 0; attempt < 4 && used.has(name); attempt += 1) name = candidate();
  if (used.has(name)) name = `${name} ${city.city}`;
  if (used.has(name)) {
    const base = name;
    let n = nextNumber.get(base) ?? 2;
    while (used.has(`${base} ${n}`)) n += 1;
    nextNumber.set(base, n + 1);
    name = `${base} ${n}`;
  }
  used.add(name);
  return name;
}

function otherCityThan(random: Random, city: City): string {
  const options = cities.filter((c) => c.city !== city.city && (c.region === city.region || c.region === 'Africa'));
  return random.pick(options).city;
}

function traction(random: Random, profile: StageProfile) {
  const hasUsers = !random.chance(profile.noUsers);
  const rawUsers = hasUsers ? random.logUniform(profile.users[0], profile.users[1]) : undefined;
  const users = rawUsers === undefined ? null : rawUsers >= 1000 ? Math.round(rawUsers / 10) * 10 : Math.round(rawUsers);
  const hasRevenue = hasUsers && !random.chance(profile.preRevenue);
  const revenue = hasRevenue ? roundToTwoSignificant(random.logUniform(profile.revenueUsd[0], profile.revenueUsd[1])) : null;
  return { users, revenue };
}

export function generateStartup(random: Random, context: StartupContext): StartupDraft {
  const { position } = context;
  const isCoverageRow = position < allSectors.length;
  const sector = isCoverageRow ? allSectors[position]! : random.weighted(sectorWeights);
  const stage = isCoverageRow ? fundingStages[position % fundingStages.length]! : random.weighted(stageWeights);
  const city = pickCity(random, context, isCoverageRow ? allRegions[position % allRegions.length] : undefined);
  const vocab = sectorVocabulary[sector];
  const businessModel = isCoverageRow
    ? businessModels[position % businessModels.length]!
    : random.weighted(vocab.businessModels as Record<string, number>);
  const profile = stageProfiles[stage];

  const createdAt = new Date(context.epoch.getTime() - Math.floor(random.next() * SPREAD_MS));
  const foundedYear = Math.min(createdAt.getUTCFullYear(), context.epoch.getUTCFullYear() - random.int(profile.age[0], profile.age[1]));
  const name = startupName(random, sector, city, context.names);
  const domain = `${asciiSlug(name)}.example.com`;
  const offer = random.pick(vocab.offers);
  const product = offer.product;
  const { users, revenue } = traction(random, profile);

  const raisingAmount = random.chance(0.01)
    ? random.pick(undecidedRaises)
    : raiseText(random, random.logUniform(profile.raiseUsd[0], profile.raiseUsd[1]), city.currency, localCurrencyShare[city.region]);
  const parsed = parseMoneyText(raisingAmount);

  const values = {
    name, product, city: city.city, country: countryInSentence(city.country), year: foundedYear, stage,
    customers: random.pick(offer.customers), userNoun: vocab.userNoun,
    users: users === null ? '' : groupThousands(users), revenue: revenue === null ? '' : usdText(revenue),
    growth: random.int(profile.growth[0], profile.growth[1]), retention: random.int(60, 90),
    pilots: random.int(3, 25), raise: raisingAmount, otherCity: otherCityThan(random, city),
  };
  const tractionTemplates = revenue !== null ? revenueTractionTemplates : users !== null ? usageTractionTemplates : pilotTractionTemplates;
  const problem = city.region === 'Africa' ? random.pick(vocab.problems) : random.pick(genericProblems);
  const description = [
    random.pick(openingTemplates),
    problem,
    random.pick(tractionTemplates),
    random.pick(parsed ? useOfFundsTemplates : openRaiseTemplates),
  ].map((template) => fill(template, values)).join(' ');

  const row: StartupRow = {
    id: context.id,
    ownerId: context.ownerId,
    name,
    description,
    sector,
    region: city.region,
    country: city.country,
    city: city.city,
    fundingStage: stage,
    raisingAmount,
    raisingAmountMinor: parsed?.amountMinor ?? null,
    raisingCurrency: parsed?.currency ?? null,
    // Converted when the dataset is inserted, at the rates the seed imports first (insert.ts).
    raisingAmountUsd: null,
    teamSize: Math.round(random.logUniform(profile.team[0], profile.team[1])),
    businessModel,
    logoUrl: null,
    website: random.chance(0.75) ? `https://${domain}` : null,
    tractionUsers: users,
    monthlyRevenueUsd: revenue,
    foundedYear,
    profileViews: Math.floor(random.logUniform(1, 2500)) - 1,
    createdAt,
    updatedAt: createdAt,
  };
  return { row, city, product, domain };
}
