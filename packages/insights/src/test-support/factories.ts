/** Test factories: a valid default with overrides (DESIGN.md, Tests). */
import type { InvestorFacts, JobFacts, PersonFacts, StartupFacts } from '../facts';

export function buildStartup(overrides: Partial<StartupFacts> = {}): StartupFacts {
  return {
    id: 1,
    name: 'KopaPay',
    description: 'A mobile payments app for market traders and merchants in Lagos, with instant settlement and credit.',
    sector: 'FinTech',
    region: 'Africa',
    country: 'Nigeria',
    city: 'Lagos',
    fundingStage: 'Seed',
    raisingAmountUsd: 1_000_000,
    teamSize: 6,
    businessModel: 'Transaction-based',
    tractionUsers: 12_000,
    monthlyRevenueUsd: 25_000,
    foundedYear: 2022,
    website: 'https://kopapay.example',
    hasLogo: true,
    ...overrides,
  };
}

export function buildInvestor(overrides: Partial<InvestorFacts> = {}): InvestorFacts {
  return {
    id: 1,
    name: 'Savannah Ventures',
    type: 'vc_partner',
    investmentThesis: 'We back fintech founders building payments and credit for African merchants.',
    minTicketUsd: 100_000,
    maxTicketUsd: 500_000,
    averageTicketUsd: 250_000,
    preferredSectors: ['FinTech'],
    preferredGeographies: ['Africa'],
    preferredStages: ['Seed'],
    ...overrides,
  };
}

export function buildPerson(overrides: Partial<PersonFacts> = {}): PersonFacts {
  return {
    id: 'u1',
    name: '',
    userType: 'founder',
    headline: 'Founder',
    bio: null,
    location: 'Lagos, Nigeria',
    skills: [],
    interests: [],
    experienceLevel: 'mid',
    isOpenToWork: false,
    isOpenToCofounder: false,
    isOpenToInvest: false,
    sectors: [],
    ...overrides,
  };
}

export function buildJob(overrides: Partial<JobFacts> = {}): JobFacts {
  return {
    id: 1,
    title: 'Backend Engineer',
    description: 'Build payment APIs in TypeScript and PostgreSQL.',
    category: 'Engineering',
    jobType: 'Full-time Employee',
    location: 'Lagos',
    isRemote: false,
    ...overrides,
  };
}
