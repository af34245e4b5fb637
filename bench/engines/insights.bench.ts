/**
 * Micro-benchmark of the insights engine (its speed target): matching one startup against
 * 20,000 investors, and analysing a deck of about 15,000 words. Data are generated from a
 * seeded generator, so every run measures the same work. Prints milliseconds; no pass/fail.
 *
 *   npx tsx bench/engines/insights.bench.ts
 */
import { allRegions, allSectors, fundingStages } from '@baobab/contracts/enums';
import { analyzeDocument } from '@baobab/insights/document-intelligence/analyze-document';
import type { InvestorFacts, StartupFacts } from '@baobab/insights/facts';
import { advancedMatches } from '@baobab/insights/advanced-match';
import { buildInvestorIndex, matchInvestors } from '@baobab/insights/investor-matching';

/** mulberry32: a small seeded PRNG (Tommy Ettinger's public-domain generator). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(20_260_101);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const pickSome = <T>(items: readonly T[], max: number): T[] => [...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(items)))];

const thesisWords = [
  'payments', 'lending', 'credit', 'merchants', 'farmers', 'logistics', 'clinics', 'diagnostics', 'schools', 'learning',
  'insurance', 'remittances', 'savings', 'marketplace', 'supply', 'chain', 'energy', 'solar', 'mobility', 'housing',
  'retail', 'wholesale', 'software', 'data', 'infrastructure', 'founders', 'teams', 'growth', 'emerging', 'markets',
  'mobile', 'money', 'wallets', 'agriculture', 'telemedicine', 'pharmacy', 'commerce', 'creators', 'climate', 'water',
];

function syntheticInvestors(count: number): InvestorFacts[] {
  return Array.from({ length: count }, (_, i) => {
    const min = 10_000 * (1 + Math.floor(random() * 50));
    const max = min * (2 + Math.floor(random() * 20));
    return {
      id: i + 1,
      name: `Investor ${i + 1}`,
      type: pick(['angel', 'vc_partner', 'institutional'] as const),
      investmentThesis: `We invest in ${Array.from({ length: 12 + Math.floor(random() * 18) }, () => pick(thesisWords)).join(' ')} across the continent.`,
      minTicketUsd: min,
      maxTicketUsd: max,
      averageTicketUsd: Math.round((min + max) / 2),
      preferredSectors: pickSome(allSectors, 4),
      preferredGeographies: pickSome(allRegions, 3),
      preferredStages: pickSome(fundingStages, 3),
    };
  });
}

const startup: StartupFacts = {
  id: 1, name: 'KopaPay', sector: 'FinTech', region: 'Africa', country: 'Nigeria', city: 'Lagos', fundingStage: 'Seed',
  description: 'A mobile payments and credit app for market traders and merchants in Lagos, with instant settlement, savings wallets and working-capital loans.',
  raisingAmountUsd: 1_500_000, teamSize: 9, businessModel: 'Transaction-based', tractionUsers: 12_000, monthlyRevenueUsd: 40_000,
  foundedYear: 2022, website: 'https://kopapay.example', hasLogo: true,
};

const deckSentences = [
  'Informal traders lose 8% of sales to cash handling and theft.',
  'Our app lets traders accept card and transfer payments on any Android phone.',
  'The Nigerian merchant payments market is worth $4B a year.',
  'We have 12,000 active merchants, growing 15% month on month.',
  'We reached $1.2M ARR in March and MRR of $100k.',
  'Our largest customer accounts for 35% of revenue.',
  'We charge a 1% transaction fee capped at ₦1,000.',
  'Competitors include incumbent banks; we differentiate on settlement speed.',
  'Ada Obi, CEO, ex-Paystack, leads a team of 14 people.',
  'Monthly burn of $150k gives a runway of 14 months.',
  'We are raising $2M in a seed round to hire engineers and expand to Accra.',
  'Our payment service licence from the CBN was granted in 2023 and we are compliant with NDPR.',
];

function syntheticDeck(targetWords: number): string {
  const lines: string[] = [];
  let words = 0;
  while (words < targetWords) {
    const sentence = pick(deckSentences);
    lines.push(sentence);
    words += sentence.split(/\s+/).length;
  }
  return lines.join('\n');
}

function time<T>(label: string, run: () => T, repeats = 5): T {
  let result = run();
  const samples: number[] = [];
  for (let i = 0; i < repeats; i += 1) {
    const start = performance.now();
    result = run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  console.log(`${label.padEnd(58)} median ${samples[Math.floor(samples.length / 2)]?.toFixed(1)} ms  (min ${samples[0]?.toFixed(1)}, max ${samples[samples.length - 1]?.toFixed(1)})`);
  return result;
}

const investors = syntheticInvestors(20_000);
const index = time('build thesis index, 20,000 investors (once per set)', () => buildInvestorIndex(investors), 3);
const matches = time('match one startup against 20,000 investors', () => matchInvestors(startup, index, { limit: 20 }));
console.log(`  ${matches.passed} of ${matches.considered} passed the hard filters; best score ${matches.matches[0]?.score ?? '-'}`);
time('advanced matches for the top 10 (includes matching)', () => advancedMatches(startup, index, {}, 10));
const deck = syntheticDeck(15_000);
const analysis = time(`analyse a deck of ${deck.split(/\s+/).length.toLocaleString('en-US')} words`, () => analyzeDocument(deck, 'pitch_deck'));
console.log(`  ${analysis.sentenceCount} sentences, ${analysis.riskFlags.length} flags, deck score ${analysis.deckQuality?.score ?? '-'}`);
