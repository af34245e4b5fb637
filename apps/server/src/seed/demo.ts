/**
 * The two demo accounts and what they own: the same in every dataset, whatever the seed,
 * so that the README, the spec's fixed startup ids (1 and 2) and end-to-end tests can
 * rely on them. Dates are relative to the dataset's epoch.
 */
import { parseMoneyText } from '@baobab/finance/money-text';
import { seedUserId } from './generate-people';
import type { StartupDraft } from './generate-startups';
import { cityNamed } from './vocabulary/places';
import type { FounderProfileRow, InvestorProfileRow, SeedAccount, StartupRow, UserProfileRow, UserRow } from './types';

const DAY_MS = 86_400_000;

export const demoAccounts = {
  founder: { email: 'founder@baobab.demo', password: 'baobab-founder-demo', userId: seedUserId(1) },
  investor: { email: 'investor@baobab.demo', password: 'baobab-investor-demo', userId: seedUserId(2) },
  /** A platform admin with no role of their own (the admin console only); outside the seed-user numbering, so the generated ids stay put. */
  admin: { email: 'admin@baobab.demo', password: 'baobab-admin-demo', userId: 'seed-demo-admin' },
} as const;

const daysBefore = (epoch: Date, days: number) => new Date(epoch.getTime() - days * DAY_MS);

function demoUser(id: string, email: string, firstName: string, lastName: string, userType: string | null, createdAt: Date): UserRow {
  return { id, name: `${firstName} ${lastName}`, email, emailVerified: true, image: null, firstName, lastName, userType, createdAt, updatedAt: createdAt };
}

function account(userId: string, plainPassword: string, createdAt: Date): SeedAccount {
  return { id: `${userId}-credential`, accountId: userId, providerId: 'credential', userId, plainPassword, createdAt, updatedAt: createdAt };
}

/** The raise parsed beside its text; its dollar value is converted when the dataset is inserted, at the seeded rates (insert.ts). */
function demoStartup(row: Omit<StartupRow, 'raisingAmountMinor' | 'raisingCurrency' | 'raisingAmountUsd'>): StartupRow {
  const parsed = parseMoneyText(row.raisingAmount)!;
  return { ...row, raisingAmountMinor: parsed.amountMinor, raisingCurrency: parsed.currency, raisingAmountUsd: null };
}

export function demoRows(epoch: Date) {
  const joined = daysBefore(epoch, 400);
  const { founder, investor, admin } = demoAccounts;
  const lagos = cityNamed('Lagos');
  const nairobi = cityNamed('Nairobi');
  const year = epoch.getUTCFullYear();

  const users = [
    demoUser(founder.userId, founder.email, 'Amara', 'Nwosu', 'founder', joined),
    demoUser(investor.userId, investor.email, 'Wanjiru', 'Kamau', 'investor', joined),
  ];
  const accounts = [account(founder.userId, founder.password, joined), account(investor.userId, investor.password, joined)];

  const founderProfile: FounderProfileRow = {
    userId: founder.userId,
    bio: 'Second-time founder. I sold my first company, a payments gateway, in 2021 and now build credit for the traders of Lagos markets and for farmers in Kenya.',
    location: 'Lagos, Nigeria',
    linkedinUrl: null,
    previousExits: 1,
    expertiseTags: ['Technology', 'Finance', 'Product'],
    lookingForCofounder: true,
    createdAt: joined,
    updatedAt: joined,
  };
  const investorProfile: InvestorProfileRow = {
    userId: investor.userId,
    type: 'vc_partner',
    investmentThesis:
      'Partner at Acacia Capital Partners in Nairobi. We lead Seed and Series A rounds in FinTech, AgriTech, HealthTech and Logistics across Africa, with first cheques of $100K–$2M and reserves for follow-on. We look for founders who know their customers by name and for unit economics that work in local currency.',
    minTicketSize: 100_000,
    maxTicketSize: 2_000_000,
    averageTicketSize: 500_000,
    preferredSectors: ['FinTech', 'AgriTech', 'HealthTech', 'LogisticsTech'],
    preferredGeographies: ['Africa'],
    preferredCountries: ['KE', 'NG'],
    preferredStages: ['Seed', 'Series A'],
    linkedinUrl: null,
    createdAt: joined,
    updatedAt: joined,
  };

  // What onboarding carries into the professional profile (bio, location, LinkedIn), plus the
  // availability a founder looking for a co-founder and an investor would set, so /profile and
  // people search show the demo accounts as a real sign-up would. Every column with a default is
  // given: rows go in through json_to_recordset, where a key one row lacks is null, not the default.
  const userProfiles: UserProfileRow[] = [
    {
      userId: founder.userId,
      headline: 'Founder and CEO, Ledgerline',
      bio: founderProfile.bio,
      location: founderProfile.location,
      skills: founderProfile.expertiseTags,
      interests: [],
      isOpenToWork: false,
      isOpenToCofounder: true,
      isOpenToInvest: false,
      createdAt: joined,
      updatedAt: joined,
    },
    {
      userId: investor.userId,
      headline: 'Partner, Acacia Capital Partners',
      bio: 'I lead Seed and Series A rounds in FinTech, AgriTech, HealthTech and Logistics across Africa from Nairobi.',
      location: 'Nairobi, Kenya',
      skills: ['Venture Capital', 'FinTech', 'AgriTech'],
      interests: [],
      isOpenToWork: false,
      isOpenToCofounder: false,
      isOpenToInvest: true,
      createdAt: joined,
      updatedAt: joined,
    },
  ];

  const firstCreated = daysBefore(epoch, 30);
  const secondCreated = daysBefore(epoch, 20);
  const ledgerline = demoStartup({
    id: 1,
    ownerId: founder.userId,
    name: 'Ledgerline',
    description:
      'Ledgerline is a bookkeeping and working-capital app for informal traders in Lagos. Traders record sales by voice in English, Pidgin or Yoruba, and those records become a credit score that partner lenders use to offer stock loans. It now serves 12,400 active traders and earns $18,500 a month, growing 14% month on month. It is raising $750K to launch in Abuja and Accra.',
    sector: 'FinTech',
    region: lagos.region,
    country: lagos.country,
    city: lagos.city,
    fundingStage: 'Seed',
    raisingAmount: '$750K',
    teamSize: 8,
    businessModel: 'Transaction-based',
    logoUrl: null,
    website: 'https://ledgerline.example.com',
    tractionUsers: 12_400,
    monthlyRevenueUsd: 18_500,
    foundedYear: year - 2,
    profileViews: 0,
    createdAt: firstCreated,
    updatedAt: firstCreated,
  });
  const shambaSense = demoStartup({
    id: 2,
    ownerId: founder.userId,
    name: 'ShambaSense',
    description:
      'ShambaSense sends smallholder farmers in Kenya planting, spraying and harvest advice by SMS, built from satellite imagery and low-cost soil sensors. A pilot with 1,800 farmers around Nakuru and Meru raised maize yields by a fifth. It is raising KES 25M to reach 20,000 farmers and add crop insurance.',
    sector: 'AgriTech',
    region: nairobi.region,
    country: nairobi.country,
    city: nairobi.city,
    fundingStage: 'Pre-Seed',
    raisingAmount: 'KES 25M',
    teamSize: 4,
    businessModel: 'Subscription',
    logoUrl: null,
    website: null,
    tractionUsers: 1_800,
    monthlyRevenueUsd: null,
    foundedYear: year - 1,
    profileViews: 0,
    createdAt: secondCreated,
    updatedAt: secondCreated,
  });
  const startups: StartupDraft[] = [
    { row: ledgerline, city: lagos, product: 'a bookkeeping and credit app for market traders', domain: 'ledgerline.example.com' },
    { row: shambaSense, city: nairobi, product: 'SMS farm advice built from satellite and soil data', domain: 'shambasense.example.com' },
  ];
  const adminAccount = { user: demoUser(admin.userId, admin.email, 'Kofi', 'Boateng', null, joined), account: account(admin.userId, admin.password, joined) };
  return { users, accounts, founderProfile, investorProfile, userProfiles, startups, admin: adminAccount };
}
