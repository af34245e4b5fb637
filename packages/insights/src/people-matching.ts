/**
 * AI matches for a person (decision 0003, "People matching"): co-founders for founders open to one, investors for
 * founders, startups for investors, jobs for people open to work (and co-founder roles for
 * people open to co-founding). Deterministic and explained: each match carries a percent
 * score, the reasons behind it and the weighted evidence (people/candidates.ts).
 *
 * Founders with a startup profile and investors with an investor profile are matched with the
 * investor-matching engine (filters, weights and thesis similarity of investor-fit.ts);
 * otherwise from the person's sectors and place. Matches scoring under `minimumMatchScore`
 * are dropped; at most `perType` of each kind are kept, best first.
 */
import { isMessage, message, type Text } from '@baobab/contracts/i18n/message';
import type { InvestorCriteria, InvestorFacts, JobFacts, PersonFacts, StartupFacts } from './facts';
import { evaluateInvestor, matchInvestors, type InvestorIndex } from './investor-matching';
import { cofounderScore, founderInvestorScore, investorStartupScore, jobScore, type Scored } from './people/candidates';
import type { Evidence } from './scoring';
import { buildTfIdfIndex } from './text/tfidf';

export type PersonMatchType = 'cofounder' | 'investor' | 'startup' | 'job';

export interface PersonMatch {
  matchType: PersonMatchType;
  targetId: string;
  /** Percent, 0–100. */
  score: number;
  summary: Text;
  reasons: Text[];
  evidence: Evidence[];
}

export interface PeopleMatchCandidates {
  people: readonly PersonFacts[];
  /** Every other investor (the person's own investor profile left out). */
  investors: readonly InvestorCriteria[];
  startups: readonly StartupFacts[];
  jobs: readonly JobFacts[];
  /** The person's own startups (founders) and investor profile (investors), when they have them. */
  ownStartups?: readonly StartupFacts[];
  ownInvestorProfile?: InvestorFacts | null;
  /**
   * The index over every investor (the server keeps one per process), used as is with the
   * person's own investor profile skipped, instead of a TF-IDF index built per call.
   */
  investorIndex: InvestorIndex;
}

export const minimumMatchScore = 20;
/** Each kind of match's summary, one translation key each (decision 0023; French in the profiles catalog). */
const summaryTemplates: Record<PersonMatchType, string> = {
  cofounder: 'Co-founder match: {{name}}, {{score}}%',
  investor: 'Investor match: {{name}}, {{score}}%',
  startup: 'Startup match: {{name}}, {{score}}%',
  job: 'Job match: {{name}}, {{score}}%',
};
/** An investor matched through one of the founder's startups names both. */
const investorForStartup = 'Investor match: {{investor}} for {{startup}}, {{score}}%';

function toMatch(matchType: PersonMatchType, targetId: string, name: Text | { investor: string; startup: string }, scored: Scored): PersonMatch {
  const reasons = [...scored.evidence].filter((e) => e.value > 0).sort((a, b) => b.contribution - a.contribution || a.factor.localeCompare(b.factor)).map((e) => e.source);
  const summary = typeof name === 'string' || isMessage(name) ? message(summaryTemplates[matchType], { name, score: scored.score }) : message(investorForStartup, { ...name, score: scored.score });
  return { matchType, targetId, score: scored.score, summary, reasons, evidence: scored.evidence };
}

function best(matches: PersonMatch[], perType: number): PersonMatch[] {
  return matches
    .filter((m) => m.score >= minimumMatchScore)
    .sort((a, b) => b.score - a.score || a.targetId.localeCompare(b.targetId))
    .slice(0, perType);
}

function investorMatches(person: PersonFacts, candidates: PeopleMatchCandidates, perType: number): PersonMatch[] {
  const own = candidates.ownStartups ?? [];
  if (own.length === 0) {
    return candidates.investors.map((i) => toMatch('investor', String(i.id), i.name, founderInvestorScore(person, i)));
  }
  const index = candidates.investorIndex;
  const ownProfile = candidates.ownInvestorProfile;
  const excludeIds = new Set(ownProfile ? [ownProfile.id] : []);
  const byInvestor = new Map<number, PersonMatch>();
  for (const startup of own) {
    for (const m of matchInvestors(startup, index, { limit: perType, excludeIds }).matches) {
      const match = toMatch('investor', String(m.investor.id), { investor: m.investor.name, startup: startup.name }, m);
      const current = byInvestor.get(m.investor.id);
      if (!current || match.score > current.score) byInvestor.set(m.investor.id, match);
    }
  }
  return [...byInvestor.values()];
}

function startupMatches(person: PersonFacts, candidates: PeopleMatchCandidates): PersonMatch[] {
  const ownIds = new Set((candidates.ownStartups ?? []).map((s) => s.id));
  const startups = candidates.startups.filter((s) => !ownIds.has(s.id));
  const profile = candidates.ownInvestorProfile;
  if (!profile) return startups.map((s) => toMatch('startup', String(s.id), s.name, investorStartupScore(person, s)));
  // Similarity of each description with the investor's thesis, idf taken over the startups.
  const index = buildTfIdfIndex(startups.map((s) => s.description));
  const query = index.query(profile.investmentThesis);
  return startups.flatMap((s, i) => {
    const m = evaluateInvestor(s, profile, index.similarity(query, i), index.sharedTerms(query, i).map((t) => t.term));
    return m.passesFilters ? [toMatch('startup', String(s.id), s.name, m)] : [];
  });
}

export function matchPeople(person: PersonFacts, candidates: PeopleMatchCandidates, options: { perType?: number } = {}): PersonMatch[] {
  const perType = options.perType ?? 5;
  const groups: PersonMatch[][] = [];
  if (person.userType !== 'investor' && person.isOpenToCofounder) {
    const others = candidates.people.filter((c) => c.id !== person.id && c.isOpenToCofounder);
    groups.push(best(others.map((c) => toMatch('cofounder', c.id, c.name || c.headline || message('a founder'), cofounderScore(person, c))), perType));
  }
  if (person.userType === 'founder') groups.push(best(investorMatches(person, candidates, perType), perType));
  if (person.userType === 'investor' || person.isOpenToInvest) groups.push(best(startupMatches(person, candidates), perType));
  if (person.isOpenToWork || person.isOpenToCofounder) {
    const jobs = candidates.jobs.filter((j) => person.isOpenToWork || j.jobType === 'Co-founder');
    groups.push(best(jobs.map((j) => toMatch('job', String(j.id), j.title, jobScore(person, j))), perType));
  }
  return groups.flat();
}
