import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildInvestorIndex } from './investor-matching';
import { matchPeople as matchPeopleEngine, minimumMatchScore, type PeopleMatchCandidates } from './people-matching';
import { buildInvestor, buildJob, buildPerson, buildStartup } from './test-support/factories';
import { inEnglish } from './test-support/english';

const matchPeople = inEnglish(matchPeopleEngine);

const businessFounder = buildPerson({ id: 'ada', skills: ['Sales', 'Marketing'], interests: ['payments', 'SMEs'], sectors: ['FinTech'], isOpenToCofounder: true, experienceLevel: 'senior' });
const engineer = buildPerson({ id: 'bola', headline: 'Backend engineer', skills: ['Engineering', 'Python'], interests: ['payments'], sectors: ['fintech'], isOpenToCofounder: true, experienceLevel: 'senior' });
const marketer = buildPerson({ id: 'chidi', headline: 'Growth marketer', skills: ['Marketing'], interests: ['SMEs'], sectors: ['FinTech'], isOpenToCofounder: true, location: 'Nairobi, Kenya', experienceLevel: 'mid' });
const notLooking = buildPerson({ id: 'dayo', skills: ['Engineering'], sectors: ['FinTech'], isOpenToCofounder: false });

const investors = [buildInvestor({ id: 1 }), buildInvestor({ id: 2, name: 'Health Fund', preferredSectors: ['HealthTech'], preferredGeographies: ['Asia'], investmentThesis: 'Hospitals in Asia.' })];
const candidates: PeopleMatchCandidates = {
  people: [businessFounder, engineer, marketer, notLooking],
  investors,
  investorIndex: buildInvestorIndex(investors),
  startups: [buildStartup({ id: 1 }), buildStartup({ id: 2, name: 'CareLink', sector: 'HealthTech', description: 'Clinic software for Nairobi.', country: 'Kenya', city: 'Nairobi' })],
  jobs: [
    buildJob({ id: 1, title: 'Senior Backend Engineer', description: 'Build payment APIs in Python.', category: 'Engineering', location: 'Lagos' }),
    buildJob({ id: 2, title: 'Sales Lead', description: 'Sell to merchants.', category: 'Sales', location: 'Nairobi' }),
    buildJob({ id: 3, title: 'Technical co-founder', description: 'Engineering co-founder for a payments startup.', category: 'Engineering', jobType: 'Co-founder', location: 'Remote', isRemote: true }),
  ],
};

describe('matchPeople', () => {
  it('proposes the engineer as co-founder for a business founder, with the reasons', () => {
    const cofounders = matchPeople(businessFounder, candidates).filter((m) => m.matchType === 'cofounder');
    expect(cofounders.map((m) => m.targetId)).toEqual(['bola', 'chidi']);
    expect(cofounders[0]?.reasons).toEqual([
      'Shares your sectors: FinTech',
      'Also in Lagos',
      'Brings technical skills you lack',
      'Same experience level (senior)',
      'Shares your interests: payments',
    ]);
  });

  it('names a co-founder in the summary by name, else by headline', () => {
    const named = { ...candidates, people: [businessFounder, { ...engineer, name: 'Bola Ade' }, marketer] };
    const [first, second] = matchPeople(businessFounder, named).filter((m) => m.matchType === 'cofounder');
    expect(first?.summary).toMatch(/^Co-founder match: Bola Ade, \d+%$/);
    expect(second?.summary).toMatch(/^Co-founder match: Growth marketer, \d+%$/);
  });

  it('never proposes the person themselves or people not open to co-founding', () => {
    const ids = matchPeople(businessFounder, candidates).filter((m) => m.matchType === 'cofounder').map((m) => m.targetId);
    expect(ids).not.toContain('ada');
    expect(ids).not.toContain('dayo');
  });

  it('matches a founder with a startup to investors through the investor-matching engine', () => {
    const investors = matchPeople(businessFounder, { ...candidates, ownStartups: [buildStartup()] }).filter((m) => m.matchType === 'investor');
    expect(investors.map((m) => m.targetId)).toEqual(['1']);
    expect(investors[0]?.evidence.map((e) => e.factor)).toEqual(['sectorFit', 'stageFit', 'geographyFit', 'ticketFit', 'thesisSimilarity']);
  });

  it('leaves the founder\'s own investor profile out of the shared investor index', () => {
    const own = buildInvestor({ id: 3, name: 'Ada as an angel' });
    const withIndex = { ...candidates, ownStartups: [buildStartup()], ownInvestorProfile: own, investorIndex: buildInvestorIndex([...investors, own]) };
    const fromIndex = matchPeople(businessFounder, withIndex).filter((m) => m.matchType === 'investor');
    // The index covers every investor, their own profile included; it must not come back as a match.
    expect(fromIndex.map((m) => m.targetId)).toEqual(['1']);
    const everyoneIndexed = matchPeople(businessFounder, { ...withIndex, ownInvestorProfile: null }).filter((m) => m.matchType === 'investor');
    expect(everyoneIndexed.map((m) => m.targetId).sort()).toEqual(['1', '3']);
  });

  it('matches a founder without a startup to investors from sectors and country', () => {
    const investors = matchPeople(businessFounder, candidates).filter((m) => m.matchType === 'investor');
    expect(investors).toHaveLength(1);
    // The one vocabulary knows the founder's country is in Africa, which the investor names.
    expect(investors[0]).toMatchObject({ targetId: '1', score: 100, reasons: ['Invests in FinTech', 'Invests in Africa'] });
  });

  it('matches an investor with a profile to startups passing their filters', () => {
    const investor = buildPerson({ id: 'eve', userType: 'investor', sectors: ['FinTech'] });
    const startups = matchPeople(investor, { ...candidates, ownInvestorProfile: buildInvestor() }).filter((m) => m.matchType === 'startup');
    expect(startups.map((m) => m.targetId)).toEqual(['1']);
  });

  it('matches an investor without a profile to startups from sectors and place', () => {
    const investor = buildPerson({ id: 'eve', userType: 'investor', sectors: ['HealthTech'], location: 'Nairobi, Kenya' });
    const [first] = matchPeople(investor, candidates).filter((m) => m.matchType === 'startup');
    expect(first).toMatchObject({ targetId: '2', score: 100, reasons: ['HealthTech is one of your sectors', 'Based in Nairobi'] });
  });

  it('ranks jobs by skills, place and seniority for someone open to work', () => {
    const seeker = buildPerson({ id: 'femi', userType: null, skills: ['Python', 'Engineering'], isOpenToWork: true, experienceLevel: 'senior' });
    const jobs = matchPeople(seeker, candidates).filter((m) => m.matchType === 'job');
    expect(jobs[0]?.targetId).toBe('1');
    expect(jobs[0]?.reasons).toEqual(['Your skills appear in the job: Python, Engineering', 'Based in Lagos', 'Engineering is among your skills or interests', 'Title suits senior experience']);
    expect(jobs.map((m) => m.targetId)).not.toContain('2');
  });

  it('offers only co-founder roles to someone open to co-founding but not to work', () => {
    const jobs = matchPeople(engineer, candidates).filter((m) => m.matchType === 'job');
    expect(jobs.map((m) => m.targetId)).toEqual(['3']);
  });

  it('gives the same matches for the same input', () => {
    expect(matchPeople(businessFounder, candidates)).toEqual(matchPeople(businessFounder, candidates));
  });

  it('keeps every score within the minimum and 100', () => {
    const text = fc.string({ maxLength: 20 });
    fc.assert(
      fc.property(fc.array(text, { maxLength: 5 }), fc.array(text, { maxLength: 5 }), fc.option(text, { nil: null }), (skills, sectors, location) => {
        const person = buildPerson({ skills, sectors, location, isOpenToCofounder: true, isOpenToWork: true });
        return matchPeople(person, candidates).every((m) => m.score >= minimumMatchScore && m.score <= 100 && m.reasons.length > 0);
      }),
    );
  });
});
