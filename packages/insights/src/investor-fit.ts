/**
 * How one investor fits one startup: four hard filters (pass / fail / unknown) and five
 * factors on 0–1. All sector, stage and geography comparisons go through the contracts
 * taxonomy so directory filters, matching and analytics agree.
 *
 * `assessFit` computes the numbers alone, cheap enough to run over tens of thousands of
 * investors; `explainFit` turns one assessment into evidence and filter reasons for the
 * matches actually returned. Both read the same assessment, so they cannot disagree.
 */
import { fundingStages } from '@baobab/contracts/enums';
import { message, type MessageValue, type Text } from '@baobab/contracts/i18n/message';
import { countryName, isIsoCountryCode } from '@baobab/contracts/countries';
import { geographyLevel, sectorMatches, sectorSlug, stageMatches, stageSlug } from '@baobab/contracts/taxonomy';
import type { InvestorCriteria, StartupFacts } from './facts';
import { clamp, round, type Factor } from './scoring';
import { label, listOf, usd } from './text/values';

export type FilterName = 'stage' | 'sector' | 'geography' | 'ticket';
export type FilterStatus = 'pass' | 'fail' | 'unknown';

export interface FilterResult {
  filter: FilterName;
  status: FilterStatus;
  reason: Text;
}

/** Weights of the match score; they sum to 1 and are returned with every result. */
export const matchWeights = {
  sectorFit: 0.25,
  stageFit: 0.2,
  geographyFit: 0.15,
  ticketFit: 0.15,
  thesisSimilarity: 0.25,
} as const;

/**
 * A thesis is one or two sentences and a description a paragraph, so their cosine rarely
 * passes 0.5 even when they describe the same business; a cosine of 0.5 or more counts as
 * full text fit and smaller values scale linearly.
 */
export const thesisSaturation = 0.5;

/**
 * Ticket filter: the investor's smallest cheque must fit in the round (min ≤ raise) and the
 * largest must be at least 5% of it, below which a participation is rarely worth the round's
 * paperwork for either side.
 */
export const minimumShareOfRound = 0.05;

export interface FitAssessment {
  sector: { value: number; via: 'sector' | 'business-model' | 'none' };
  stage: { value: number; via: 'stage' | 'adjacent' | 'none' };
  geography: { value: number; covering: string[] };
  /** share = average ticket / raise; null when the raise is unstated. */
  ticket: { value: number; share: number | null; filter: 'pass' | 'below-minimum' | 'too-small' | 'unknown' };
  thesis: { value: number; similarity: number };
  passesFilters: boolean;
}

/**
 * The taxonomy's answers for one startup, remembered per distinct preference value: over
 * thousands of investors the same few values ('Seed', 'Africa') recur, and each answer is
 * exactly what sectorMatches([value], …), stageMatches([value], …) or geographyLevel(value, …)
 * returns for it; a list matches when one of its values does, as in the taxonomy.
 */
export interface FitContext {
  readonly startup: StartupFacts;
  sectorPreferred(value: string): boolean;
  businessModelPreferred(value: string): boolean;
  stagePreferred(value: string): boolean;
  stageDistance(value: string): number;
  /** 'country' when the geography is the startup's country, 'region' when a region including it, else null. */
  coverage(geography: string): 'country' | 'region' | null;
}

function remembered<T>(compute: (value: string) => T): (value: string) => T {
  const cache = new Map<string, T>();
  return (value) => {
    let answer = cache.get(value);
    if (answer === undefined) {
      answer = compute(value);
      cache.set(value, answer);
    }
    return answer;
  };
}

const stagePositions = new Map<string, number>(fundingStages.map((s, i) => [stageSlug(s), i]));

export function fitContext(startup: StartupFacts): FitContext {
  const model = sectorSlug(startup.businessModel);
  const ownStage = stagePositions.get(stageSlug(startup.fundingStage));
  const location = { region: startup.region, country: startup.country };
  return {
    startup,
    sectorPreferred: remembered((value) => sectorMatches([value], startup.sector)),
    // Business-model preferences in the onboarding sector list: 'SaaS' for a B2B SaaS startup.
    businessModelPreferred: remembered((value) => {
      const slug = sectorSlug(value);
      return slug.length > 0 && model.includes(slug);
    }),
    stagePreferred: remembered((value) => stageMatches([value], startup.fundingStage)),
    stageDistance: remembered((value) => {
      const position = stagePositions.get(stageSlug(value));
      return position === undefined || ownStage === undefined ? Infinity : Math.abs(position - ownStage);
    }),
    coverage: remembered((geography) => geographyLevel(geography, location)),
  };
}

/** Specialists fit better than generalists: −0.05 per extra preference, at most −0.2. */
function focus(count: number): number {
  return 1 - 0.05 * Math.min(4, Math.max(0, count - 1));
}

/**
 * Factor values:
 *   sector    = focus(n) when the sector is preferred, 0.6 when only the business model is
 *               ('SaaS' for a B2B SaaS startup), else 0
 *   stage     = focus(n) when preferred, 0.4 for the neighbouring stage, else 0
 *   geography = 1 when the investor names the country, 0.8 when a region covers it, else 0
 *   ticket    = with share = average ticket / raise: 1 for 10–100% of the round, share / 0.1
 *               below (a 5% cheque scores 0.5), 1 / share above; 0 when the raise is unstated
 *   thesis    = min(1, cosine / thesisSaturation)
 */
export function assessFit(context: FitContext, investor: InvestorCriteria, similarity: number): FitAssessment {
  const startup = context.startup;
  const sectorVia = investor.preferredSectors.some(context.sectorPreferred) ? 'sector' : investor.preferredSectors.some(context.businessModelPreferred) ? 'business-model' : 'none';
  const sector = { value: sectorVia === 'sector' ? focus(investor.preferredSectors.length) : sectorVia === 'business-model' ? 0.6 : 0, via: sectorVia } as const;

  let stage: FitAssessment['stage'] = { value: focus(investor.preferredStages.length), via: 'stage' };
  if (!investor.preferredStages.some(context.stagePreferred)) {
    stage = investor.preferredStages.some((s) => context.stageDistance(s) === 1) ? { value: 0.4, via: 'adjacent' } : { value: 0, via: 'none' };
  }

  // Geographies are regions and ISO countries; a named country is the stronger match.
  const covering = investor.preferredGeographies.filter((g) => context.coverage(g) !== null);
  const countryLevel = covering.some((g) => context.coverage(g) === 'country');
  const geography = { value: covering.length === 0 ? 0 : countryLevel ? 1 : 0.8, covering: covering.map(geographyName) };

  const raise = startup.raisingAmountUsd;
  let ticket: FitAssessment['ticket'] = { value: 0, share: null, filter: 'unknown' };
  if (raise !== null && raise > 0) {
    const share = investor.averageTicketUsd / raise;
    const filter = investor.minTicketUsd > raise ? 'below-minimum' : investor.maxTicketUsd < raise * minimumShareOfRound ? 'too-small' : 'pass';
    ticket = { value: clamp(share < 0.1 ? share / 0.1 : share > 1 ? 1 / share : 1, 0, 1), share, filter };
  }

  const passesFilters = stage.via === 'stage' && sector.value > 0 && geography.value > 0 && (ticket.filter === 'pass' || ticket.filter === 'unknown');
  return { sector, stage, geography, ticket, thesis: { value: clamp(similarity / thesisSaturation, 0, 1), similarity }, passesFilters };
}

/** Match score 0–100 from an assessment: round(100 × Σ weight × value). */
export function fitScore(fit: FitAssessment): number {
  const w = matchWeights;
  const raw = w.sectorFit * fit.sector.value + w.stageFit * fit.stage.value + w.geographyFit * fit.geography.value + w.ticketFit * fit.ticket.value + w.thesisSimilarity * fit.thesis.value;
  return Math.round(clamp(raw * 100, 0, 100));
}

/** The reasons and sources with values, written once as translation keys (decision 0023; French in the insights catalog). */
export const fitTemplates = {
  sectorOnly: "{{sector}} is the investor's only preferred sector",
  sectorOneOf: '{{sector}} is one of {{number}} preferred sectors ({{sectors}})',
  businessModel: 'business model {{model}} matches a preferred sector ({{sectors}})',
  sectorNone: '{{sector}} is not among preferred sectors ({{sectors}})',
  stageOnly: "{{stage}} is the investor's only preferred stage",
  stageOneOf: '{{stage}} is one of {{number}} preferred stages ({{stages}})',
  stageAdjacent: '{{stage}} is next to a preferred stage ({{stages}})',
  stageNone: '{{stage}} is not among preferred stages ({{stages}})',
  /** A startup's place when it names its country; French translates both names, as a value of the sentences below. */
  place: '{{country}} ({{region}})',
  geographyOutside: '{{place}} is outside preferred geographies ({{geographies}})',
  geographyTargeted: 'investor targets {{place}} itself',
  geographyCovered: '{{place}} is covered by {{covering}}',
  ticketShare: 'average ticket {{ticket}} is {{percent}}% of the {{raise}} raise',
  thesisShared: 'TF-IDF cosine {{cosine}} between description and thesis; shared terms: {{terms}}',
  thesis: 'TF-IDF cosine {{cosine}} between description and thesis',
  belowMinimum: 'minimum ticket {{ticket}} exceeds the {{raise}} raise',
  tooSmall: 'maximum ticket {{ticket}} is under 5% of the {{raise}} raise',
  ticketsFit: 'tickets {{min}}–{{max}} fit the {{raise}} raise',
} as const;

/** An investor's preferences, each a label of its own (decision 0046); 'none' when there are none. */
function listed(values: readonly string[]): MessageValue {
  return values.length > 0 ? listOf(values.map(label)) : label('none');
}

/** A geography as people read it: a region as stored, a country by its English name ('SN' → 'Senegal'). */
const geographyName = (geography: string) => (isIsoCountryCode(geography) ? countryName(geography) : geography);

export function explainFit(startup: StartupFacts, investor: InvestorCriteria, fit: FitAssessment, sharedTerms: readonly string[]): { factors: Factor[]; filters: FilterResult[] } {
  const sectors = investor.preferredSectors;
  const stages = investor.preferredStages;
  const T = fitTemplates;
  const sector = label(startup.sector);
  const stage = label(startup.fundingStage);
  const place: MessageValue = startup.country ? message(T.place, { country: label(startup.country), region: label(startup.region) }) : label(startup.region);
  const raise = usd(startup.raisingAmountUsd ?? 0);
  const sectorSource = {
    sector: sectors.length === 1 ? message(T.sectorOnly, { sector }) : message(T.sectorOneOf, { sector, number: sectors.length, sectors: listed(sectors) }),
    'business-model': message(T.businessModel, { model: startup.businessModel, sectors: listed(sectors) }),
    none: message(T.sectorNone, { sector, sectors: listed(sectors) }),
  }[fit.sector.via];
  const stageSource = {
    stage: stages.length === 1 ? message(T.stageOnly, { stage }) : message(T.stageOneOf, { stage, number: stages.length, stages: listed(stages) }),
    adjacent: message(T.stageAdjacent, { stage, stages: listed(stages) }),
    none: message(T.stageNone, { stage, stages: listed(stages) }),
  }[fit.stage.via];
  const geographySource = fit.geography.value === 0
    ? message(T.geographyOutside, { place, geographies: listed(investor.preferredGeographies.map(geographyName)) })
    : fit.geography.value === 1 ? message(T.geographyTargeted, { place: startup.country ? label(startup.country) : place }) : message(T.geographyCovered, { place, covering: listOf(fit.geography.covering.map(label)) });
  const ticketSource: Text = fit.ticket.share === null
    ? message('the startup has not stated its raise')
    : message(T.ticketShare, { ticket: usd(investor.averageTicketUsd), percent: round(fit.ticket.share * 100, 1), raise });
  const shown = sharedTerms.slice(0, 5);
  const cosine = round(fit.thesis.similarity, 3);
  // Shared terms are words of the two texts (stemmed), shown as they are.
  const thesisSource = shown.length > 0 ? message(T.thesisShared, { cosine, terms: shown.join(', ') }) : message(T.thesis, { cosine });
  const ticketReason = {
    unknown: message('raise not stated; ticket size cannot be checked'),
    'below-minimum': message(T.belowMinimum, { ticket: usd(investor.minTicketUsd), raise }),
    'too-small': message(T.tooSmall, { ticket: usd(investor.maxTicketUsd), raise }),
    pass: message(T.ticketsFit, { min: usd(investor.minTicketUsd), max: usd(investor.maxTicketUsd), raise }),
  }[fit.ticket.filter];
  const status = (ok: boolean): FilterStatus => (ok ? 'pass' : 'fail');
  return {
    factors: [
      { factor: 'sectorFit', value: fit.sector.value, weight: matchWeights.sectorFit, source: sectorSource },
      { factor: 'stageFit', value: fit.stage.value, weight: matchWeights.stageFit, source: stageSource },
      { factor: 'geographyFit', value: fit.geography.value, weight: matchWeights.geographyFit, source: geographySource },
      { factor: 'ticketFit', value: fit.ticket.value, weight: matchWeights.ticketFit, source: ticketSource },
      { factor: 'thesisSimilarity', value: fit.thesis.value, weight: matchWeights.thesisSimilarity, source: thesisSource },
    ],
    filters: [
      { filter: 'stage', status: status(fit.stage.via === 'stage'), reason: stageSource },
      { filter: 'sector', status: status(fit.sector.value > 0), reason: sectorSource },
      { filter: 'geography', status: status(fit.geography.value > 0), reason: geographySource },
      { filter: 'ticket', status: fit.ticket.filter === 'unknown' ? 'unknown' : status(fit.ticket.filter === 'pass'), reason: ticketReason },
    ],
  };
}
