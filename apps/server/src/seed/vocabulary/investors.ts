/**
 * Investment theses per investor type. Placeholders: {sectors}, {stages}, {geographies},
 * {ticket} (a formatted range), {city}, {firm}. Each thesis is well over the onboarding
 * minimum of 20 characters.
 */
import type { IsoCountryCode } from '@baobab/contracts/countries';
import type { FundingStage, InvestorType, Region, Sector } from '@baobab/contracts/enums';

export const thesisTemplates: Record<InvestorType, readonly string[]> = {
  angel: [
    'Former operator based in {city}. I back first-time founders in {sectors} at {stages}, mostly in {geographies}, with cheques of {ticket} and hands-on help with hiring and first customers.',
    'Angel investor and ex-founder. I invest {ticket} in {sectors} companies raising their {stages} round in {geographies}, and I look for founders who know their customers by name.',
    'I write small, fast cheques ({ticket}) into {sectors} startups at {stages}. Focus on {geographies}; I say yes or no within two weeks.',
    'Diaspora angel in {city} investing in {geographies}. Interested in {sectors} at {stages}; typical cheque {ticket}. I help with US and UK market entry.',
    'Part of an angel syndicate in {city}. We co-invest {ticket} per deal in {sectors} at {stages} across {geographies}, and we like capital-efficient models with early revenue.',
  ],
  vc_partner: [
    'Partner at {firm}. We lead {stages} rounds in {sectors} across {geographies}, with initial tickets of {ticket} and reserves for follow-on.',
    '{firm} backs category-defining {sectors} companies in {geographies}. I focus on {stages}, investing {ticket}, and take a board seat when we lead.',
    'I invest for {firm} from {city}: {sectors} at {stages} in {geographies}. Ticket {ticket}. We look for large markets, clear unit economics and founders who ship every week.',
    'At {firm} we believe the next decade of {sectors} will be built in {geographies}. We write {ticket} cheques at {stages} and support portfolio companies with hiring and regulation.',
    'Venture partner at {firm} covering {geographies}. Thesis: {sectors} infrastructure that others build on. Stages {stages}; tickets {ticket}.',
  ],
  institutional: [
    '{firm} is a development-finance investor deploying {ticket} per company into {sectors} businesses at {stages} across {geographies}, with an impact framework on jobs and inclusion.',
    'Pension and insurance capital managed by {firm}. We invest {ticket} in proven {sectors} companies at {stages} in {geographies}, alongside lead venture investors.',
    '{firm} is a fund of funds and direct co-investor. Direct tickets of {ticket} in {sectors} at {stages}; geographies {geographies}.',
    'Corporate venture arm of {firm}. We invest {ticket} in {sectors} companies at {stages} in {geographies} where we can add distribution and partnerships.',
  ],
};

/** Firm names: one word from each list ('Acacia Capital Partners'). */
export const firmFirstWords: readonly string[] = [
  'Acacia', 'Savannah', 'Sahel', 'Harmattan', 'Zambezi', 'Kalahari', 'Limpopo', 'Okavango', 'Rift Valley',
  'Volta', 'Meridian', 'Equator', 'Lighthouse', 'Tana', 'Kilimanjaro', 'Atlas', 'Niger Delta', 'Ubuntu',
  'Sankofa', 'Marula', 'Jacaranda', 'Cedar', 'Horizon', 'Keystone', 'Tidewater',
];
export const firmSecondWords: Record<InvestorType, readonly string[]> = {
  angel: ['Angels', 'Angel Network'],
  vc_partner: ['Ventures', 'Capital', 'Capital Partners', 'Venture Partners', 'Fund'],
  institutional: ['Development Finance', 'Asset Management', 'Growth Fund', 'Investment Corporation', 'Holdings'],
};

/** Ticket sizes in whole US dollars: ranges the minimum and maximum are drawn from. */
export const ticketRanges: Record<InvestorType, { min: [number, number]; max: [number, number] }> = {
  angel: { min: [1_000, 25_000], max: [25_000, 250_000] },
  vc_partner: { min: [100_000, 1_000_000], max: [1_000_000, 10_000_000] },
  institutional: { min: [1_000_000, 10_000_000], max: [10_000_000, 100_000_000] },
};

/** The stages each type usually writes cheques at: a contiguous run of the form's stages. */
export const stageRanges: Record<InvestorType, readonly (readonly FundingStage[])[]> = {
  angel: [['Pre-Seed'], ['Pre-Seed', 'Seed'], ['Seed'], ['Pre-Seed', 'Seed', 'Series A']],
  vc_partner: [['Seed', 'Series A'], ['Series A', 'Series B'], ['Pre-Seed', 'Seed'], ['Seed', 'Series A', 'Series B'], ['Series B', 'Series C+']],
  institutional: [['Series B', 'Series C+', 'Growth'], ['Series C+', 'Growth'], ['Series A', 'Series B'], ['Growth']],
};

/** How often each type appears among investors on the platform. */
export const investorTypeWeights: Record<InvestorType, number> = { angel: 55, vc_partner: 35, institutional: 10 };

/** Investor regions (the one vocabulary), weighted toward Africa. */
export const regionWeights: Record<Region, number> = {
  Africa: 40, 'Middle East': 8, Europe: 6, 'South America': 7, 'North America': 3, 'Asia-Pacific': 6, 'Southeast Asia': 6, 'East Asia': 3,
};

/** Countries investors name (ISO codes), Africa's hubs first. */
export const countryWeights: Partial<Record<IsoCountryCode, number>> = {
  NG: 14, KE: 12, ZA: 8, GH: 8, EG: 6, SN: 6, CI: 5, RW: 4, MA: 3, IN: 4, BR: 4,
};

/** Investor sectors (the one vocabulary), weighted toward what the platform's startups do. */
export const investorSectorWeights: Record<Sector, number> = {
  FinTech: 22, HealthTech: 12, EdTech: 9, 'E-commerce': 10, AgriTech: 12, LogisticsTech: 9, SaaS: 10,
  Marketplace: 7, CleanTech: 10, Gaming: 3, PropTech: 3, FoodTech: 3, RetailTech: 4,
};
