/**
 * Scores for each kind of person match. Every score is a weighted score (scoring.ts) whose
 * factors become the match's evidence; the reasons are the sources of the factors that scored.
 *
 * co-founder = 0.35 complementary skills + 0.25 shared sectors + 0.15 shared interests
 *              + 0.15 place + 0.10 experience
 *   complementary skills = skill families the candidate brings that the person lacks, over the
 *   families the person lacks (technical, product, commercial, operations)
 * job        = 0.5 skills in the job + 0.15 category + 0.2 place (remote counts as a match)
 *              + 0.15 seniority
 *   skills in the job = share of the person's skills and interests (five or more count in full)
 *   whose words appear in the job's title, category or description
 * without a startup or investor profile, investor ↔ founder = 0.6 shared sectors + 0.4 place
 */
import { message, type Message } from '@baobab/contracts/i18n/message';
import { geographyCovers, sectorMatches } from '@baobab/contracts/taxonomy';
import type { InvestorCriteria, JobFacts, PersonFacts, StartupFacts } from '../facts';
import { weightedScore, type Evidence } from '../scoring';
import { terms } from '../text/tokenize';
import { label, listOf } from '../text/values';
import { experienceIndex, experienceSimilarity, familiesOf, overlap, placeSimilarity, sectorOverlap, skillFamilies, titleLevel } from './similarity';

/** The reasons with values, written once as translation keys (decision 0023; French in the profiles catalog). */
export const personMatchTemplates = {
  sameExperience: 'Same experience level ({{level}})',
  experience: 'Experience level {{level}} (yours: {{own}})',
  brings: 'Brings {{skills}} skills you lack',
  sectors: 'Shares your sectors: {{sectors}}',
  interests: 'Shares your interests: {{interests}}',
  alsoIn: 'Also in {{place}}',
  skillsInJob: 'Your skills appear in the job: {{skills}}',
  categoryFits: '{{category}} is among your skills or interests',
  categoryOutside: '{{category}} is not among your skills or interests',
  basedIn: 'Based in {{place}}',
  titleSuits: 'Title suits {{level}} experience',
  investsIn: 'Invests in {{list}}',
  sectorOurs: '{{sector}} is one of your sectors',
  sectorOutside: '{{sector}} is outside your sectors',
} as const;
const T = personMatchTemplates;

export interface Scored {
  score: number;
  evidence: Evidence[];
}

function experienceSource(own: string | null, theirs: string | null): Message {
  if (!theirs) return message('Experience level not stated');
  return own === theirs ? message(T.sameExperience, { level: label(theirs) }) : message(T.experience, { level: label(theirs), own: label(own ?? 'not stated') });
}

export function cofounderScore(person: PersonFacts, candidate: PersonFacts): Scored {
  const own = familiesOf(person.skills);
  const theirs = familiesOf(candidate.skills);
  const lacking = Object.keys(skillFamilies).filter((f) => !own.has(f));
  const brought = lacking.filter((f) => theirs.has(f));
  const sectors = sectorOverlap(person.sectors, candidate.sectors);
  const interests = overlap(person.interests, candidate.interests);
  const place = placeSimilarity(person.location, candidate.location);
  const experience = experienceSimilarity(experienceIndex(person.experienceLevel), experienceIndex(candidate.experienceLevel));
  return weightedScore([
    { factor: 'complementarySkills', value: brought.length / Math.max(1, lacking.length), weight: 0.35, source: brought.length > 0 ? message(T.brings, { skills: listOf(brought.map(label)) }) : message('Brings no skill family you lack') },
    { factor: 'sharedSectors', value: sectors.value, weight: 0.25, source: sectors.shared.length > 0 ? message(T.sectors, { sectors: listOf(sectors.shared.map(label)) }) : message('No shared sectors') },
    { factor: 'sharedInterests', value: interests.value, weight: 0.15, source: interests.shared.length > 0 ? message(T.interests, { interests: listOf(interests.shared) }) : message('No shared interests') },
    { factor: 'place', value: place.value, weight: 0.15, source: place.place ? message(T.alsoIn, { place: place.place }) : message('In another place') },
    { factor: 'experience', value: experience, weight: 0.1, source: experienceSource(person.experienceLevel, candidate.experienceLevel) },
  ]);
}

export function jobScore(person: PersonFacts, job: JobFacts): Scored {
  const entries = [...new Set([...person.skills, ...person.interests].map((e) => e.trim()).filter(Boolean))];
  const jobTerms = new Set(terms(`${job.title} ${job.category} ${job.description}`));
  const matched = entries.filter((e) => terms(e).some((t) => jobTerms.has(t)));
  const ownTerms = new Set(entries.flatMap((e) => terms(e)));
  const categoryTerms = terms(job.category);
  const categoryFit = categoryTerms.length > 0 && categoryTerms.every((t) => ownTerms.has(t));
  const place = job.isRemote ? { value: 1, place: 'remote' } : placeSimilarity(person.location, job.location);
  const level = experienceIndex(person.experienceLevel);
  return weightedScore([
    { factor: 'skills', value: matched.length / Math.max(1, Math.min(entries.length, 5)), weight: 0.5, source: matched.length > 0 ? message(T.skillsInJob, { skills: listOf(matched.slice(0, 5)) }) : message('None of your skills appear in the job') },
    { factor: 'category', value: categoryFit ? 1 : 0, weight: 0.15, source: message(categoryFit ? T.categoryFits : T.categoryOutside, { category: label(job.category) }) },
    { factor: 'place', value: place.value, weight: 0.2, source: job.isRemote ? message('Remote role') : message(T.basedIn, { place: place.place ? place.place : job.location }) },
    { factor: 'seniority', value: experienceSimilarity(level, titleLevel(job.title)), weight: 0.15, source: level === null ? message('Experience level not stated') : message(T.titleSuits, { level: label(String(person.experienceLevel)) }) },
  ]);
}

/** Country of a free-text location: the last part of 'City, Country'. */
function countryOf(location: string | null): string | null {
  const parts = (location ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  return parts[parts.length - 1] ?? null;
}

/** A founder with no startup profile, scored against an investor's preferences. */
export function founderInvestorScore(person: PersonFacts, investor: InvestorCriteria): Scored {
  const sectors = person.sectors.filter((s) => sectorMatches(investor.preferredSectors, s));
  const country = countryOf(person.location);
  const covering = country ? investor.preferredGeographies.filter((g) => geographyCovers(g, { region: '', country })) : [];
  return weightedScore([
    { factor: 'sharedSectors', value: sectors.length > 0 ? 1 : 0, weight: 0.6, source: sectors.length > 0 ? message(T.investsIn, { list: listOf(sectors.map(label)) }) : message('Invests in other sectors') },
    { factor: 'place', value: covering.length > 0 ? 1 : 0, weight: 0.4, source: covering.length > 0 ? message(T.investsIn, { list: listOf(covering.map(label)) }) : message('Does not name your country') },
  ]);
}

/** An investor with no investor profile, scored against a startup. */
export function investorStartupScore(person: PersonFacts, startup: StartupFacts): Scored {
  const sector = sectorMatches(person.sectors, startup.sector);
  const place = placeSimilarity(person.location, [startup.city, startup.country].filter(Boolean).join(', ') || null);
  return weightedScore([
    { factor: 'sharedSectors', value: sector ? 1 : 0, weight: 0.6, source: message(sector ? T.sectorOurs : T.sectorOutside, { sector: label(startup.sector) }) },
    { factor: 'place', value: place.value, weight: 0.4, source: message(T.basedIn, { place: place.place ? place.place : label(startup.country ?? startup.region) }) },
  ]);
}
