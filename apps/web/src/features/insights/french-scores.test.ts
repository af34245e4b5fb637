import { describe, expect, it } from 'vitest';
import { projectFinancials } from '@baobab/finance/financial-model';
import { valueStartup, type ValuationInput } from '@baobab/finance/valuation';
import { advancedMatches } from '@baobab/insights/advanced-match';
import { analyzeMarket } from '@baobab/insights/market/analyze-market';
import { ecosystem } from '@baobab/insights/market/ecosystem';
import { marketIntelligence } from '@baobab/insights/market/market-intelligence';
import { marketRows } from '@baobab/insights/test-support/market-rows';
import type { InvestorFacts, JobFacts, PersonFacts, StartupFacts } from '@baobab/insights/facts';
import { buildInvestorIndex, matchInvestors } from '@baobab/insights/investor-matching';
import { matchPeople } from '@baobab/insights/people-matching';
import { readinessScore } from '@baobab/insights/readiness-score';
import { scoreStartup, startupScoreTemplates, type StartupScoreInput } from '@baobab/insights/startup-score';
import { isMessage, message, type Text } from '@baobab/contracts/i18n/message';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { loadTranslation, translateLoaded } from '@/lib/i18n/translated';
import { asSent } from '@/test/as-sent';
import { rememberMessages } from '@/lib/i18n/glossary';

/**
 * The engines' sentences in French: real engine output on small inputs, each sentence read back through
 * the loaded catalogs. A new English sentence without French fails here. A sentence an engine writes as a
 * message (decision 0046) arrives as the API sends it: its English, with the message remembered beside it.
 */
function inFrench(text: Text): string {
  const english = englishOf(text);
  if (isMessage(text)) rememberMessages({ [english]: text });
  return translateLoaded('fr', english);
}

const startup = (overrides: Partial<StartupFacts> = {}): StartupFacts => ({
  id: 1,
  name: 'KopaPay',
  description: 'A mobile payments platform and API for market traders in Lagos, with USSD and SMS for feature phones.',
  sector: 'FinTech',
  region: 'Africa',
  country: 'Nigeria',
  city: 'Lagos',
  fundingStage: 'Seed',
  raisingAmountUsd: 500_000,
  teamSize: 4,
  businessModel: 'B2B SaaS',
  tractionUsers: 2_000,
  monthlyRevenueUsd: 8_000,
  foundedYear: 2023,
  website: 'https://kopapay.example',
  hasLogo: true,
  ...overrides,
});

const investor = (id: number, overrides: Partial<InvestorFacts> = {}): InvestorFacts => ({
  id,
  name: `Fund ${id}`,
  type: 'vc_partner',
  minTicketUsd: 50_000,
  maxTicketUsd: 500_000,
  averageTicketUsd: 200_000,
  preferredSectors: ['FinTech'],
  preferredGeographies: ['Nigeria'],
  preferredStages: ['Seed'],
  investmentThesis: 'Payments and mobile money platforms for traders in Nigeria.',
  ...overrides,
});

const scoreInputs: StartupScoreInput[] = [
  { description: 'short', logoUrl: null, website: null, teamSize: 1, fundingStage: 'Seed', tractionUsers: null, monthlyRevenueUsd: null, raisingAmountUsd: null },
  { description: 'x'.repeat(150), logoUrl: 'l', website: null, teamSize: 3, fundingStage: 'Seed', tractionUsers: 1_500, monthlyRevenueUsd: 12_000, raisingAmountUsd: 800_000 },
  { description: 'x'.repeat(400), logoUrl: 'l', website: 'w', teamSize: 6, fundingStage: 'Series A', tractionUsers: 20_000, monthlyRevenueUsd: 90_000, raisingAmountUsd: 100_000 },
  { description: 'x'.repeat(50), logoUrl: null, website: 'w', teamSize: 2, fundingStage: 'Seed', tractionUsers: null, monthlyRevenueUsd: null, raisingAmountUsd: null, raisingCurrency: 'KES' },
];

function scoreSentences(): string[] {
  const score = scoreInputs.flatMap((input) => asSent(scoreStartup(input)).factors.map((f) => f.evidence));
  const readiness = [
    readinessScore({ founder: null, startupScores: [] }),
    readinessScore({ founder: { bio: 'short', linkedinUrl: null, expertiseTags: ['payments'], previousExits: 0 }, startupScores: [62] }),
    readinessScore({ founder: { bio: 'b'.repeat(120), linkedinUrl: null, expertiseTags: ['a', 'b'], previousExits: 1 }, startupScores: [40, 70] }),
  ].flatMap((r) => asSent(r).factors.map((f) => f.evidence));
  return [...score, ...readiness];
}

function matchSentences(): Text[] {
  const investors = [
    investor(1),
    investor(2, { preferredSectors: ['FinTech', 'AgriTech', 'SaaS'], preferredStages: ['Pre-Seed', 'Seed'], preferredGeographies: ['Africa'] }),
    investor(3, { preferredSectors: ['HealthTech'], preferredStages: ['Series A'], preferredGeographies: ['Kenya'], minTicketUsd: 1_000_000, maxTicketUsd: 5_000_000 }),
    investor(4, { preferredSectors: ['SaaS'], preferredStages: ['Pre-Seed'], maxTicketUsd: 10_000 }),
  ];
  const index = buildInvestorIndex(investors);
  const sentences: Text[] = [];
  for (const facts of [startup(), startup({ raisingAmountUsd: null, monthlyRevenueUsd: null, tractionUsers: null, website: null, teamSize: 1 }), startup({ monthlyRevenueUsd: 200_000, tractionUsers: 50_000 })]) {
    const list = matchInvestors(facts, index, { includeFailing: true });
    for (const match of list.matches) sentences.push(...match.filters.map((f) => f.reason), ...match.evidence.map((e) => e.source));
    const market = { trendScore: 60, growthPotential: 75, competitiveIntensity: 80, label: 'FinTech in Nigeria' };
    for (const match of advancedMatches(facts, index, { document: null, financialMetrics: { ltvCac: 2.5, runwayMonths: 9 }, market })) {
      const outlook = asSent(match.predictedSuccess);
      sentences.push(...match.opportunities, ...match.riskFactors, ...outlook.keyMilestones, outlook.timeframe, ...outlook.explanation, ...match.evidence.map((e) => e.source));
    }
  }
  // The success outlook's sentences with a published base rate: a range, a point and no assessment.
  const american = startup({ region: 'North America', country: 'US' });
  for (const assessment of [{ score: 58, low: 41, high: 70 }, { score: 70, low: 70, high: 70 }, null]) {
    const matches = advancedMatches(american, buildInvestorIndex([investor(5, { preferredGeographies: ['United States'] })]), { assessment });
    expect(matches.length).toBeGreaterThan(0);
    for (const match of matches) sentences.push(...Object.values(asSent({ timeframe: match.predictedSuccess.timeframe, explanation: match.predictedSuccess.explanation })).flat());
  }
  return sentences;
}

/** The profile's AI matches: summaries and reasons (French in the profiles catalog, investor reasons in insights). */
function peopleSentences(): Text[] {
  const person = (id: string, skills: string[], overrides: Partial<PersonFacts> = {}): PersonFacts => ({
    id, name: '', userType: 'founder', headline: null, bio: null, location: 'Lagos, Nigeria', skills, interests: ['payments'], experienceLevel: 'mid',
    isOpenToWork: true, isOpenToCofounder: true, isOpenToInvest: false, sectors: ['FinTech'], ...overrides,
  });
  const people = [person('ada', ['Sales']), person('bola', ['Engineering'], { name: 'Bola Ade', experienceLevel: 'senior' }), person('chidi', ['Marketing'], { location: 'Nairobi, Kenya', interests: [], sectors: [] })];
  const jobs: JobFacts[] = [
    { id: 1, title: 'Senior Sales Lead', description: 'Sell payments to merchants.', category: 'Sales', jobType: 'Full-time Employee', location: 'Lagos', isRemote: false },
    { id: 2, title: 'Technical co-founder', description: 'Engineering co-founder.', category: 'Engineering', jobType: 'Co-founder', location: 'Remote', isRemote: true },
  ];
  const investors = [investor(1), investor(2, { preferredSectors: ['HealthTech'], preferredGeographies: ['Kenya'] })];
  const candidates = { people, investors, investorIndex: buildInvestorIndex(investors), startups: [startup({ id: 5, name: 'Agrico', sector: 'AgriTech', country: 'Kenya' }), startup({ id: 6 })], jobs };
  const matches = [
    ...matchPeople(people[0]!, candidates),
    ...matchPeople(people[0]!, { ...candidates, ownStartups: [startup()] }),
    ...matchPeople(person('ivy', ['Finance'], { userType: 'investor', isOpenToWork: false, isOpenToCofounder: false, experienceLevel: null }), candidates),
  ];
  return matches.flatMap((m) => [m.summary, ...m.reasons]);
}

function marketSentences(): Text[] {
  const places = [['FinTech', 'Nigeria'], ['AgriTech', 'Kenya'], ['EdTech', 'Ghana']] as const;
  const quiet = { ...marketRows, investments: [], deals: [], jobs: [], startups: marketRows.startups.slice(0, 1) };
  return [marketRows, quiet].flatMap((rows) =>
    places.flatMap(([sector, country]) => {
      const market = analyzeMarket(sector, country, rows);
      return [...market.keyTrends, ...market.opportunities, market.marketSize, market.timeframe, ...market.evidence.map((e) => e.detail)];
    }),
  );
}

/** The analytics screens' market intelligence and ecosystems (French in the analytics catalog). */
function analyticsSentences(): Text[] {
  const variants = [marketRows, { ...marketRows, investments: [], deals: [], jobs: [] }, { ...marketRows, startups: marketRows.startups.slice(0, 2) }];
  return variants.flatMap((rows) => {
    const intelligence = marketIntelligence(rows);
    const ecosystems = ['Nigeria', 'Kenya', 'Ghana'].map((country) => ecosystem(country, rows));
    return [
      intelligence.insights.sentimentReason,
      intelligence.predictions.fundingForecast,
      ...intelligence.predictions.recommendations,
      ...intelligence.evidence.map((e) => e.detail),
      ...ecosystems.flatMap((e) => [...e.trends.challenges, ...e.trends.opportunities, ...e.evidence.map((x) => x.detail)]),
    ];
  });
}

const M = 1_000_000_00;
const peers = Array.from({ length: 6 }, (_, i) => ({
  name: `Peer ${i}`,
  stage: 'Seed',
  sector: i % 2 ? 'FinTech' : 'AgriTech',
  region: 'Africa',
  valuation: { cents: (2 + i) * M, source: 'confirmed round' as const, date: `2025-0${i + 1}-15` },
  monthlyRevenueCents: i < 4 ? (5 + i) * 1_000_00 : undefined,
}));

/** The methods' explanations and the reasoning's lines as the server sends them, and each reasoning line as the valuation tab shows it. */
function valuationTexts(): { sentences: Text[]; lines: string[] } {
  const inputs: ValuationInput[] = [
    { facts: { stage: 'Pre-Seed' } },
    { facts: { stage: 'Pre-Seed', productStage: 'prototype', teamSize: 2 } },
    { facts: { stage: 'Seed', sector: 'FinTech', region: 'Africa', teamSize: 4, tractionUsers: 3_000, monthlyRevenueCents: 8_000_00, productStage: 'launched', marketSizeCents: 500 * M }, comparables: peers },
    { facts: { stage: 'Seed', teamSize: 3, monthlyRevenueCents: 20_000_00, revenueGrowthRate: 80, raiseAmountCents: 1 * M, competitorCount: 12 }, comparables: peers.slice(0, 2), baselineValuationCents: 3 * M },
    { facts: { stage: 'Series A', monthlyRevenueCents: 1_000_00, raiseAmountCents: 50 * M }, income: { exitRevenueMultiple: 4 }, yearlyCashFlowsCents: [-5 * M, -1 * M] },
  ];
  const model = projectFinancials({ revenueGrowthRate: 900, marketSize: 1_000_000, customerAcquisitionCost: 50, lifetimeValue: 300, churnRate: 5, grossMargin: 70 });
  const valuations = inputs.map((input) => valueStartup(input));
  // As the API sends them: each message's English, its message remembered as the web's fetch layer does.
  const sent = (texts: readonly Text[]) =>
    texts.map((text) => {
      const english = englishOf(text);
      if (isMessage(text)) rememberMessages({ [english]: text });
      return english;
    });
  const lines = sent(valuations.flatMap((v) => v.reasoning));
  const explanations = sent(valuations.flatMap((v) => Object.values(v.methods).flatMap((m) => m.explanation)));
  return { sentences: [...explanations, ...lines, ...model.adjustments], lines };
}

describe('the engines in French', () => {
  it('translates every sentence of the scores, the matches, the market analyses and the valuations', async () => {
    await loadTranslation('fr', 'common'); // the shell's, loaded on every screen
    await loadTranslation('fr', 'startups');
    await loadTranslation('fr', 'insights');
    await loadTranslation('fr', 'financial-tools');
    await loadTranslation('fr', 'analytics');
    await loadTranslation('fr', 'profiles');
    const valuation = valuationTexts();
    const all: Text[] = [...scoreSentences(), ...matchSentences(), ...peopleSentences(), ...marketSentences(), ...analyticsSentences(), ...valuation.sentences];
    const sentences = [...new Map(all.map((text) => [englishOf(text), text])).values()];
    expect(sentences.length).toBeGreaterThan(60);
    expect(peopleSentences().length).toBeGreaterThan(5);
    expect(analyticsSentences().length).toBeGreaterThan(5);
    expect(valuation.lines.filter((line) => translateLoaded('fr', line) === line)).toEqual([]);
    const untranslated = sentences.filter((sentence) => inFrench(sentence) === englishOf(sentence)).map(englishOf);
    expect(untranslated).toEqual([]);
  });

  it('writes the French of a sentence sent with values, and shows a line saved in English before messages as it was saved', async () => {
    await loadTranslation('fr', 'common'); // the shell's, loaded on every screen
    await loadTranslation('fr', 'startups');
    await loadTranslation('fr', 'financial-tools');
    expect(translateLoaded('fr', asSent(message(startupScoreTemplates.noRate, { currency: 'KES' })))).toBe(
      "La levée est en KES, devise pour laquelle Baobab n'a pas encore de taux de change : elle ne peut donc pas être convertie en dollars US.",
    );
    // Filled English is never read back into a template (decision 0046): the valuation tab says to calculate again.
    const saved = 'Berkus (confidence 16%): $300K from 2 of 5 Berkus elements. No facts for sound idea (basic value): it adds nothing.';
    expect(translateLoaded('fr', saved)).toBe(saved);
  });
});
