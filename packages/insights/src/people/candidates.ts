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
import { geographyCovers, sectorMatches } from '@baobab/contracts/taxonomy';
import type { InvestorCriteria, JobFacts, PersonFacts, StartupFacts } from '../facts';
import { weightedScore, type Evidence } from '../scoring';
import { terms } from '../text/tokenize';
import { experienceIndex, experienceSimilarity, familiesOf, overlap, placeSimilarity, sectorOverlap, skillFamilies, titleLevel } from './similarity';

export interface Scored {
  score: number;
  evidence: Evidence[];
}

function experienceSource(own: string | null, theirs: string | null): string {
  if (!theirs) return 'Experience level not stated';
  return own === theirs ? `Same experience level (${theirs})` : `Experience level ${theirs} (yours: ${own ?? 'not stated'})`;
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
    { factor: 'complementarySkills', value: brought.length / Math.max(1, lacking.length), weight: 0.35, source: brought.length > 0 ? `Brings ${brought.join(', ')} skills you lack` : 'Brings no skill family you lack' },
    { factor: 'sharedSectors', value: sectors.value, weight: 0.25, source: sectors.shared.length > 0 ? `Shares your sectors: ${sectors.shared.join(', ')}` : 'No shared sectors' },
    { factor: 'sharedInterests', value: interests.value, weight: 0.15, source: interests.shared.length > 0 ? `Shares your interests: ${interests.shared.join(', ')}` : 'No shared interests' },
    { factor: 'place', value: place.value, weight: 0.15, source: place.place ? `Also in ${place.place}` : 'In another place' },
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
    { factor: 'skills', value: matched.length / Math.max(1, Math.min(entries.length, 5)), weight: 0.5, source: matched.length > 0 ? `Your skills appear in the job: ${matched.slice(0, 5).join(', ')}` : 'None of your skills appear in the job' },
    { factor: 'category', value: categoryFit ? 1 : 0, weight: 0.15, source: categoryFit ? `${job.category} is among your skills or interests` : `${job.category} is not among your skills or interests` },
    { factor: 'place', value: place.value, weight: 0.2, source: job.isRemote ? 'Remote role' : place.place ? `Based in ${place.place}` : `Based in ${job.location}` },
    { factor: 'seniority', value: experienceSimilarity(level, titleLevel(job.title)), weight: 0.15, source: level === null ? 'Experience level not stated' : `Title suits ${person.experienceLevel} experience` },
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
    { factor: 'sharedSectors', value: sectors.length > 0 ? 1 : 0, weight: 0.6, source: sectors.length > 0 ? `Invests in ${sectors.join(', ')}` : 'Invests in other sectors' },
    { factor: 'place', value: covering.length > 0 ? 1 : 0, weight: 0.4, source: covering.length > 0 ? `Invests in ${covering.join(', ')}` : 'Does not name your country' },
  ]);
}

/** An investor with no investor profile, scored against a startup. */
export function investorStartupScore(person: PersonFacts, startup: StartupFacts): Scored {
  const sector = sectorMatches(person.sectors, startup.sector);
  const place = placeSimilarity(person.location, [startup.city, startup.country].filter(Boolean).join(', ') || null);
  return weightedScore([
    { factor: 'sharedSectors', value: sector ? 1 : 0, weight: 0.6, source: sector ? `${startup.sector} is one of your sectors` : `${startup.sector} is outside your sectors` },
    { factor: 'place', value: place.value, weight: 0.4, source: place.place ? `Based in ${place.place}` : `Based in ${startup.country ?? startup.region}` },
  ]);
}
