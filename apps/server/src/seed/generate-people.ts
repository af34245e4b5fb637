/**
 * Seeded users: founders with their onboarding profile, investors with theirs. Names come
 * from the pools of the city a person is based in; emails are unique by construction.
 */
import { countryName, type IsoCountryCode } from '@baobab/contracts/countries';
import { expertiseAreas, investorTypes, regionLabels, type InvestorType } from '@baobab/contracts/enums';
import type { Random } from './random';
import { asciiSlug, compactAmount, fill, joinAnd, roundToTwoSignificant } from './text';
import type { FounderProfileRow, InvestorProfileRow, UserRow } from './types';
import { namePools } from './vocabulary/names';
import { founderBioTemplates } from './vocabulary/pitches';
import { cityNamed, investorCityWeights, type City } from './vocabulary/places';
import {
  countryWeights, firmFirstWords, firmSecondWords, investorSectorWeights, investorTypeWeights, regionWeights,
  stageRanges, thesisTemplates, ticketRanges,
} from './vocabulary/investors';

const DAY_MS = 86_400_000;
const SPREAD_MS = 3 * 365 * DAY_MS;

export function seedUserId(sequence: number): string {
  return `seed-user-${String(sequence).padStart(6, '0')}`;
}

/** A user row for someone based in `city`; `sequence` makes the id and the email unique. */
function person(random: Random, sequence: number, city: City, userType: 'founder' | 'investor', createdAt: Date): UserRow {
  const pool = namePools[random.pick(city.namePools)];
  const firstName = random.pick(pool.first);
  const lastName = random.pick(pool.last);
  return {
    id: seedUserId(sequence),
    name: `${firstName} ${lastName}`,
    email: `${asciiSlug(firstName)}.${asciiSlug(lastName)}.${sequence}@example.com`,
    emailVerified: true,
    image: null,
    firstName,
    lastName,
    userType,
    createdAt,
    updatedAt: createdAt,
  };
}

/** LinkedIn-style vanity URL with the random tail LinkedIn itself appends; absent for some people. */
function linkedinUrl(random: Random, user: UserRow): string | null {
  if (!random.chance(0.6)) return null;
  const tail = random.int(0, 0xffffff).toString(16).padStart(6, '0');
  return `https://www.linkedin.com/in/${asciiSlug(user.firstName ?? '')}-${asciiSlug(user.lastName ?? '')}-${tail}`;
}

export function generateFounder(
  random: Random,
  { sequence, city, createdAt }: { sequence: number; city: City; createdAt: Date },
): { user: UserRow; profile: FounderProfileRow } {
  const user = person(random, sequence, city, 'founder', createdAt);
  const exitRoll = random.next();
  const previousExits = exitRoll < 0.75 ? 0 : exitRoll < 0.95 ? 1 : 2;
  const expertiseTags = random.sample(expertiseAreas, random.int(1, 3));
  const bio = fill(random.pick(founderBioTemplates), {
    previous: ['First-time', 'Second-time', 'Serial'][previousExits]!,
    years: random.int(3, 20),
    expertise: joinAnd(expertiseTags.map((t) => t.toLowerCase())),
    city: city.city,
  });
  return {
    user,
    profile: {
      userId: user.id,
      bio,
      location: `${city.city}, ${city.country}`,
      linkedinUrl: linkedinUrl(random, user),
      previousExits,
      expertiseTags,
      lookingForCofounder: random.chance(0.25),
      createdAt,
      updatedAt: createdAt,
    },
  };
}

/** Whole dollars, at least $1,000, rounded the way people quote ticket sizes. */
function ticket(value: number): number {
  return Math.max(1_000, roundToTwoSignificant(value));
}

function ticketSizes(random: Random, type: InvestorType) {
  const range = ticketRanges[type];
  const min = ticket(random.logUniform(range.min[0], range.min[1]));
  const max = Math.max(min, ticket(random.logUniform(range.max[0], range.max[1])));
  const average = Math.min(max, Math.max(min, ticket(random.logUniform(min, max))));
  return { min, max, average };
}

export function generateInvestor(
  random: Random,
  { sequence, position, epoch }: { sequence: number; position: number; epoch: Date },
): { user: UserRow; profile: InvestorProfileRow } {
  const type = position < investorTypes.length ? investorTypes[position]! : random.weighted(investorTypeWeights);
  const city = cityNamed(random.weighted(investorCityWeights));
  const createdAt = new Date(epoch.getTime() - Math.floor(random.next() * SPREAD_MS));
  const user = person(random, sequence, city, 'investor', createdAt);
  const { min, max, average } = ticketSizes(random, type);
  const preferredSectors = random.weightedSample(investorSectorWeights, random.int(1, 4));
  const preferredGeographies = random.weightedSample(regionWeights, random.int(1, 2));
  // About half name countries too: a stronger match than their regions.
  const preferredCountries = random.chance(0.5) ? random.weightedSample(countryWeights as Record<IsoCountryCode, number>, random.int(1, 2)).sort() : [];
  const preferredStages = [...random.pick(stageRanges[type])];
  const investmentThesis = fill(random.pick(thesisTemplates[type]), {
    sectors: joinAnd(preferredSectors),
    stages: joinAnd(preferredStages),
    geographies: joinAnd([...preferredGeographies.map((r) => regionLabels[r]), ...preferredCountries.map((c) => countryName(c))]),
    ticket: `$${compactAmount(min)}–$${compactAmount(max)}`,
    city: city.city,
    firm: `${random.pick(firmFirstWords)} ${random.pick(firmSecondWords[type])}`,
  });
  return {
    user,
    profile: {
      userId: user.id,
      type,
      investmentThesis,
      minTicketSize: min,
      maxTicketSize: max,
      averageTicketSize: average,
      preferredSectors,
      preferredGeographies,
      preferredCountries,
      preferredStages,
      linkedinUrl: linkedinUrl(random, user),
      createdAt,
      updatedAt: createdAt,
    },
  };
}
