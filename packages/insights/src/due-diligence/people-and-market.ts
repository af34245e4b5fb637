/**
 * Due-diligence checks for team, market, product and traction. No check reads a red flag (a
 * departure, a claim of no competition): those are counted apart and only subtract (checks.ts).
 */
import { message } from '@baobab/contracts/i18n/message';
import type { DocumentAnalysis } from '../document-intelligence/types';
import type { StartupFacts } from '../facts';
import { usdAmount } from '../scoring';
import { benchmarkFor } from '../stage-benchmarks';
import { words } from '../text/tokenize';
import { bestSection, type Check } from './checks';
import { listMessage } from './texts';

export interface MarketFacts {
  growthPotential: number;
  competitiveIntensity: number;
}

const noDeck = message('no pitch deck or business plan analysed');

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
  const teamSize = message('team size {{size}}', { size: startup.teamSize });
  const roles = new Set(decks.flatMap((d) => d.extractedData.team.map((f) => f.kind)).filter((k) => k !== 'headcount' && k !== 'background'));
  return [
    { check: message('not a solo founder'), points: 30, earned: startup.teamSize >= 2 ? 1 : 0, fact: 'profile', source: teamSize, issue: message('Solo founder: no co-founder or team listed'), recommendation: message('Add co-founders or key hires to the startup profile.') },
    { check: message('team of five or more'), points: 20, earned: Math.min(1, startup.teamSize / 5), fact: 'profile', source: teamSize, issue: message('Small team ({{size}})', { size: startup.teamSize }), recommendation: message('Show the hiring plan the round pays for.') },
    {
      check: message('roles named in a deck or plan'), points: 30, earned: Math.min(1, roles.size / 3), fact: 'documents',
      source: decks.length === 0 ? noDeck : roles.size === 0 ? message('roles named: none') : listMessage(roleLists, [...roles].map((role) => message(role))),
      issue: decks.length === 0 ? message('No pitch deck or business plan to evidence the team') : message('The deck names fewer than three team roles'),
      recommendation: message('Add a team slide naming each founder and lead, with their background.'),
    },
    {
      check: message('founder stability checked in a deck or plan'), points: 20, earned: decks.length > 0 ? 1 : 0, fact: 'documents',
      source: decks.length === 0 ? noDeck : message('{{decks}} decks or plans checked', { decks: decks.length }),
      issue: message('Founder stability cannot be checked without a deck or plan'), recommendation: message('Upload a pitch deck or business plan for analysis.'),
    },
  ];
}

export function marketChecks(startup: StartupFacts, decks: readonly DocumentAnalysis[], market: MarketFacts | null): Check[] {
  const descriptionWords = words(startup.description).length;
  const marketSection = bestSection(decks, 'market');
  const where = message('{{sector}} in {{country}}', { sector: message(startup.sector), country: message(startup.country ?? startup.region) });
  return [
    { check: message('substantive description'), points: 20, earned: Math.min(1, descriptionWords / 30), fact: 'profile', source: message('description of {{words}} words', { words: descriptionWords }), issue: message('The startup description is short'), recommendation: message('Describe the customer, the problem and the market in at least 30 words.') },
    {
      check: message('market section in a deck or plan'), points: 40, earned: (marketSection ?? 0) / 100, fact: 'documents',
      source: marketSection === null ? noDeck : message('market section scored {{score}}/100', { score: marketSection }),
      issue: marketSection === null ? message('No deck or plan sizes the market') : message('The market section is thin or unquantified'),
      recommendation: message('Size the addressable market with a source and the share you can reach.'),
    },
    {
      check: message('platform market growth potential'), points: 25, earned: market ? market.growthPotential / 100 : 0, fact: 'market',
      source: market ? message('growth potential {{score}}/100 for {{market}}', { score: market.growthPotential, market: where }) : message('no market analysis for {{market}}', { market: where }),
      issue: market ? message('Limited growth potential for {{market}} ({{score}}/100)', { market: where, score: market.growthPotential }) : message('No market analysis for {{market}}', { market: where }),
      recommendation: message('Compare with the market analysis for the sector and country.'),
    },
    {
      check: message('room against competition'), points: 15, earned: market ? 1 - market.competitiveIntensity / 100 : 0, fact: 'market',
      source: market ? message('competitive intensity {{score}}/100', { score: market.competitiveIntensity }) : message('no market analysis for {{market}}', { market: where }),
      issue: market ? message('Crowded market (competitive intensity {{score}}/100)', { score: market.competitiveIntensity }) : message('Competition on the platform not assessed'),
      recommendation: message('Show how the startup differentiates from peers in the same sector and country.'),
    },
  ];
}

export function productChecks(startup: StartupFacts, decks: readonly DocumentAnalysis[]): Check[] {
  const solution = bestSection(decks, 'solution');
  const competition = bestSection(decks, 'competition');
  return [
    { check: message('website'), points: 25, earned: startup.website ? 1 : 0, fact: 'profile', source: startup.website ?? message('no website'), issue: message('No website'), recommendation: message('Add the product website to the profile.') },
    { check: message('logo'), points: 10, earned: startup.hasLogo ? 1 : 0, fact: 'profile', source: startup.hasLogo ? message('logo present') : message('no logo'), issue: message('No logo'), recommendation: message('Upload a logo.') },
    { check: message('business model stated'), points: 15, earned: startup.businessModel.trim() ? 1 : 0, fact: 'profile', source: startup.businessModel || message('not stated'), issue: message('Business model not stated'), recommendation: message('Choose a business model on the profile.') },
    {
      check: message('solution explained'), points: 30, earned: (solution ?? 0) / 100, fact: 'documents', source: solution === null ? noDeck : message('solution section scored {{score}}/100', { score: solution }),
      issue: solution === null ? message('No deck or plan explains the product') : message('The solution section is thin'), recommendation: message('Explain what the product does, for whom, and show it working.'),
    },
    {
      check: message('differentiation shown'), points: 20, earned: (competition ?? 0) / 100, fact: 'documents',
      source: competition === null ? noDeck : message('competition section scored {{score}}/100', { score: competition }),
      issue: competition === null ? message('No competitive analysis') : message('The competition section is thin'), recommendation: message('Name the alternatives and why customers choose this product.'),
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
      check: message('users against the stage yardstick'), points: 35, earned: users && bench ? users / bench.users : 0, fact: 'profile',
      source: users === null ? message('no user count stated') : message('{{users}} users; {{stage}} yardstick {{yardstick}}', { users, stage: message(startup.fundingStage), yardstick: bench ? bench.users : message('unknown') }),
      issue: users === null ? message('No user count stated') : message('Users below the {{stage}} yardstick', { stage: message(startup.fundingStage) }), recommendation: message('Report active users and their growth month on month.'),
    },
    {
      check: message('revenue against the stage yardstick'), points: 45, earned: revenue && bench ? revenue / bench.monthlyRevenueUsd : 0, fact: 'profile',
      source: revenue === null ? message('no monthly revenue stated') : message('monthly revenue {{revenue}}; {{stage}} yardstick {{yardstick}}', { revenue: usdAmount(revenue), stage: message(startup.fundingStage), yardstick: usdAmount(bench?.monthlyRevenueUsd ?? 0) }),
      issue: revenue === null ? message('No monthly revenue stated') : message('Revenue below the {{stage}} yardstick', { stage: message(startup.fundingStage) }), recommendation: message('Report monthly revenue and its trend over the last 12 months.'),
    },
    {
      check: message('traction evidenced in a deck or plan'), points: 20, earned: (section ?? 0) / 100, fact: 'documents', source: section === null ? noDeck : message('traction section scored {{score}}/100', { score: section }),
      issue: section === null ? message('No deck or plan shows traction') : message('The traction section is thin'), recommendation: message('Chart users and revenue over time in the deck.'),
    },
  ];
}
