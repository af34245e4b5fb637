/**
 * Due-diligence checks for team, market, product and traction. No check reads a red flag (a
 * departure, a claim of no competition): those are counted apart and only subtract (checks.ts).
 */
import { fillText } from '@baobab/contracts/i18n/fill';
import type { DocumentAnalysis } from '../document-intelligence/types';
import type { StartupFacts } from '../facts';
import { formatUsd } from '../scoring';
import { benchmarkFor } from '../stage-benchmarks';
import { listText } from '../text/list-text';
import { words } from '../text/tokenize';
import { bestSection, type Check } from './checks';
import { formatUsNumber } from '@baobab/contracts/us-number';

export interface MarketFacts {
  growthPotential: number;
  competitiveIntensity: number;
}

const noDeck = 'no pitch deck or business plan analysed';

/** The roles a deck names, one template per length so each role is translated (text/list-text.ts). */
const roleLists = [
  'roles named: {{item1}}',
  'roles named: {{item1}}, {{item2}}',
  'roles named: {{item1}}, {{item2}}, {{item3}}',
  'roles named: {{item1}}, {{item2}}, {{item3}}, {{item4}}',
  'roles named: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}',
  'roles named: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}',
  'roles named: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}, {{item7}}',
  'roles named: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}, {{item7}}, {{item8}}',
] as const;

export function teamChecks(startup: StartupFacts, decks: readonly DocumentAnalysis[]): Check[] {
  const teamSize = fillText('team size {{size}}', { size: startup.teamSize });
  const roles = new Set(decks.flatMap((d) => d.extractedData.team.map((f) => f.kind)).filter((k) => k !== 'headcount' && k !== 'background'));
  return [
    { check: 'not a solo founder', points: 30, earned: startup.teamSize >= 2 ? 1 : 0, fact: 'profile', source: teamSize, issue: 'Solo founder: no co-founder or team listed', recommendation: 'Add co-founders or key hires to the startup profile.' },
    { check: 'team of five or more', points: 20, earned: Math.min(1, startup.teamSize / 5), fact: 'profile', source: teamSize, issue: fillText('Small team ({{size}})', { size: startup.teamSize }), recommendation: 'Show the hiring plan the round pays for.' },
    {
      check: 'roles named in a deck or plan', points: 30, earned: Math.min(1, roles.size / 3), fact: 'documents',
      source: decks.length === 0 ? noDeck : roles.size === 0 ? 'roles named: none' : listText(roleLists, [...roles]),
      issue: decks.length === 0 ? 'No pitch deck or business plan to evidence the team' : 'The deck names fewer than three team roles',
      recommendation: 'Add a team slide naming each founder and lead, with their background.',
    },
    {
      check: 'founder stability checked in a deck or plan', points: 20, earned: decks.length > 0 ? 1 : 0, fact: 'documents',
      source: decks.length === 0 ? noDeck : fillText('{{decks}} decks or plans checked', { decks: decks.length }),
      issue: 'Founder stability cannot be checked without a deck or plan', recommendation: 'Upload a pitch deck or business plan for analysis.',
    },
  ];
}

export function marketChecks(startup: StartupFacts, decks: readonly DocumentAnalysis[], market: MarketFacts | null): Check[] {
  const descriptionWords = words(startup.description).length;
  const marketSection = bestSection(decks, 'market');
  const where = fillText('{{sector}} in {{country}}', { sector: startup.sector, country: startup.country ?? startup.region });
  return [
    { check: 'substantive description', points: 20, earned: Math.min(1, descriptionWords / 30), fact: 'profile', source: fillText('description of {{words}} words', { words: descriptionWords }), issue: 'The startup description is short', recommendation: 'Describe the customer, the problem and the market in at least 30 words.' },
    {
      check: 'market section in a deck or plan', points: 40, earned: (marketSection ?? 0) / 100, fact: 'documents',
      source: marketSection === null ? noDeck : fillText('market section scored {{score}}/100', { score: marketSection }),
      issue: marketSection === null ? 'No deck or plan sizes the market' : 'The market section is thin or unquantified',
      recommendation: 'Size the addressable market with a source and the share you can reach.',
    },
    {
      check: 'platform market growth potential', points: 25, earned: market ? market.growthPotential / 100 : 0, fact: 'market',
      source: market ? fillText('growth potential {{score}}/100 for {{market}}', { score: market.growthPotential, market: where }) : fillText('no market analysis for {{market}}', { market: where }),
      issue: market ? fillText('Limited growth potential for {{market}} ({{score}}/100)', { market: where, score: market.growthPotential }) : fillText('No market analysis for {{market}}', { market: where }),
      recommendation: 'Compare with the market analysis for the sector and country.',
    },
    {
      check: 'room against competition', points: 15, earned: market ? 1 - market.competitiveIntensity / 100 : 0, fact: 'market',
      source: market ? fillText('competitive intensity {{score}}/100', { score: market.competitiveIntensity }) : fillText('no market analysis for {{market}}', { market: where }),
      issue: market ? fillText('Crowded market (competitive intensity {{score}}/100)', { score: market.competitiveIntensity }) : 'Competition on the platform not assessed',
      recommendation: 'Show how the startup differentiates from peers in the same sector and country.',
    },
  ];
}

export function productChecks(startup: StartupFacts, decks: readonly DocumentAnalysis[]): Check[] {
  const solution = bestSection(decks, 'solution');
  const competition = bestSection(decks, 'competition');
  return [
    { check: 'website', points: 25, earned: startup.website ? 1 : 0, fact: 'profile', source: startup.website ?? 'no website', issue: 'No website', recommendation: 'Add the product website to the profile.' },
    { check: 'logo', points: 10, earned: startup.hasLogo ? 1 : 0, fact: 'profile', source: startup.hasLogo ? 'logo present' : 'no logo', issue: 'No logo', recommendation: 'Upload a logo.' },
    { check: 'business model stated', points: 15, earned: startup.businessModel.trim() ? 1 : 0, fact: 'profile', source: startup.businessModel || 'not stated', issue: 'Business model not stated', recommendation: 'Choose a business model on the profile.' },
    {
      check: 'solution explained', points: 30, earned: (solution ?? 0) / 100, fact: 'documents', source: solution === null ? noDeck : fillText('solution section scored {{score}}/100', { score: solution }),
      issue: solution === null ? 'No deck or plan explains the product' : 'The solution section is thin', recommendation: 'Explain what the product does, for whom, and show it working.',
    },
    {
      check: 'differentiation shown', points: 20, earned: (competition ?? 0) / 100, fact: 'documents',
      source: competition === null ? noDeck : fillText('competition section scored {{score}}/100', { score: competition }),
      issue: competition === null ? 'No competitive analysis' : 'The competition section is thin', recommendation: 'Name the alternatives and why customers choose this product.',
    },
  ];
}

export function tractionChecks(startup: StartupFacts, decks: readonly DocumentAnalysis[]): Check[] {
  const bench = benchmarkFor(startup.fundingStage);
  const users = startup.tractionUsers;
  const revenue = startup.monthlyRevenueUsd;
  const section = bestSection(decks, 'traction');
  return [
    {
      check: 'users against the stage yardstick', points: 35, earned: users && bench ? users / bench.users : 0, fact: 'profile',
      source: users === null ? 'no user count stated' : fillText('{{users}} users; {{stage}} yardstick {{yardstick}}', { users: formatUsNumber(users), stage: startup.fundingStage, yardstick: bench ? formatUsNumber(bench.users) : 'unknown' }),
      issue: users === null ? 'No user count stated' : fillText('Users below the {{stage}} yardstick', { stage: startup.fundingStage }), recommendation: 'Report active users and their growth month on month.',
    },
    {
      check: 'revenue against the stage yardstick', points: 45, earned: revenue && bench ? revenue / bench.monthlyRevenueUsd : 0, fact: 'profile',
      source: revenue === null ? 'no monthly revenue stated' : fillText('monthly revenue {{revenue}}; {{stage}} yardstick {{yardstick}}', { revenue: formatUsd(revenue), stage: startup.fundingStage, yardstick: formatUsd(bench?.monthlyRevenueUsd ?? 0) }),
      issue: revenue === null ? 'No monthly revenue stated' : fillText('Revenue below the {{stage}} yardstick', { stage: startup.fundingStage }), recommendation: 'Report monthly revenue and its trend over the last 12 months.',
    },
    {
      check: 'traction evidenced in a deck or plan', points: 20, earned: (section ?? 0) / 100, fact: 'documents', source: section === null ? noDeck : fillText('traction section scored {{score}}/100', { score: section }),
      issue: section === null ? 'No deck or plan shows traction' : 'The traction section is thin', recommendation: 'Chart users and revenue over time in the deck.',
    },
  ];
}
