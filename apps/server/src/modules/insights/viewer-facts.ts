/**
 * What one viewer may see of a startup, each part read through its one read model
 * (modules/startup-facts): the profile, the analysed documents, the saved cap table, financial
 * model with the company's actuals, valuation, funding tracker, data room and the market of its
 * sector and country. Due diligence and the assessment read the same parts through here, so the
 * two never disagree about what the viewer knows.
 */
import type { StartupFacts } from '@baobab/insights/facts';
import type { DueDiligenceInputs } from '@baobab/insights/due-diligence';
import type { AssessmentInput } from '@baobab/insights/assessment/groups';
import type { MarketFigures } from '@baobab/insights/market/market-figures';
import { isNotShared, notShared, type Part } from '@baobab/insights/parts';
import type { CachedDb } from '../../lib/cache-registry';
import type { SessionUser } from '../../lib/session-user';
import { getMarketFigures } from '../analytics/market.service';
import { readActuals } from '../startup-facts/actuals.facts';
import { readCapTableFact, summariseCapTable } from '../startup-facts/cap-table.facts';
import { readDataRoomDocuments } from '../startup-facts/data-room.facts';
import { readDocumentAnalyses, type AnalysedDocument } from '../startup-facts/document-analyses.facts';
import { readFinancialModel, summariseFinancials } from '../startup-facts/financial-model.facts';
import { readFunding, summariseFunding } from '../startup-facts/funding.facts';
import { factLinks } from '../startup-facts/links';
import { readValuation, summariseValuation } from '../startup-facts/valuation.facts';
import { noAccess } from '../startup-access/startup-access.policy';
import { getStartupAccess, getStartupAccessMany, type StartupAccess } from '../startup-access/startup-access.service';
import { getStartup } from '../startups/startups.service';
import { toStartupFacts } from './facts.mapper';

function map<T, U>(part: Part<T>, f: (value: T) => U): Part<U> {
  if (part === null) return null;
  return isNotShared<T>(part) ? notShared : f(part);
}

export interface ViewerFacts {
  startup: StartupFacts;
  access: StartupAccess;
  documents: AnalysedDocument[] | typeof notShared;
  /** The parts as due diligence reads them (the assessment reads the same, see toAssessmentInput). */
  inputs: DueDiligenceInputs;
}

type StartupRow = Awaited<ReturnType<typeof getStartup>>;

/** The startup row (its facts version among it) and what this viewer may see: read first, before any fact. */
export type ViewerStart = { row: StartupRow; access: StartupAccess };

/** A visitor (no user) holds no access; a user's access is read fresh (getStartupAccess). */
export async function readViewerStart(db: CachedDb['db'], user: SessionUser | null, startupId: number): Promise<ViewerStart> {
  if (!user) return { row: await getStartup(db, startupId), access: noAccess };
  const { startup: row, access } = await getStartupAccess(db, user, startupId);
  return { row, access };
}

/** Several startups' rows and this user's access to each, read together (getStartupAccessMany); a missing startup is left out. */
export async function readViewerStarts(db: CachedDb['db'], user: SessionUser, startupIds: readonly number[]): Promise<Map<number, ViewerStart>> {
  const read = await getStartupAccessMany(db, user, startupIds);
  return new Map([...read].map(([id, { startup, access }]) => [id, { row: startup, access }]));
}

/** The market figures of the startup's sector and country (kept a minute by analytics); null without a country. */
export function readMarketOf(cached: CachedDb, row: Pick<StartupRow, 'sector' | 'country'>): Promise<MarketFigures | null> {
  return row.country ? getMarketFigures(cached, row.sector, row.country) : Promise.resolve(null);
}

/** A visitor (no user) sees the public profile and market only: every private part reads as not shared. */
export async function readViewerFacts(cached: CachedDb, user: SessionUser | null, startupId: number): Promise<ViewerFacts> {
  const start = await readViewerStart(cached.db, user, startupId);
  return readViewerFactsFrom(cached, user, start, readMarketOf(cached, start.row));
}

/** The facts after the startup and access were read (and the market, when the caller keys a cache by it). */
export async function readViewerFactsFrom(cached: CachedDb, user: SessionUser | null, { row, access }: ViewerStart, marketRead: Promise<MarketFigures | null>): Promise<ViewerFacts> {
  const { db } = cached;
  const startup = toStartupFacts(row);
  // The company's actuals, read once for the model, the valuation and the runway.
  const actualsRead = readActuals(db, row.id, access);
  const [documents, capTable, model, actuals, valuation, funding, market, room] = await Promise.all([
    readDocumentAnalyses(db, row.id, access),
    readCapTableFact(db, row.id, access),
    readFinancialModel(db, row.id, access, actualsRead),
    actualsRead,
    readValuation(db, row.id, access, actualsRead),
    readFunding(db, row, access),
    marketRead,
    // Only what this reader may open in the startup's rooms (owner, or an active grant).
    readDataRoomDocuments(db, user, row.id),
  ]);
  return {
    startup,
    access,
    documents,
    inputs: {
      documents: isNotShared(documents) ? notShared : documents.map((d) => d.analysis),
      capTable: map(capTable, summariseCapTable),
      // Runway and burn from company metrics (the one source of actuals), the rest from the model.
      financialMetrics: isNotShared(model) || isNotShared(actuals) ? notShared : summariseFinancials(model, actuals),
      // The profile states no asked valuation yet, so the check compares nothing against the range.
      valuation: map(valuation, (v) => summariseValuation(v, null)),
      funding: map(funding, summariseFunding),
      market,
      dataRoom: room,
      links: factLinks(row.id, access.isOwner),
    },
  };
}

export function toAssessmentInput({ startup, inputs }: ViewerFacts): AssessmentInput {
  return { startup, documents: inputs.documents, capTable: inputs.capTable, financials: inputs.financialMetrics, funding: inputs.funding, dataRoom: inputs.dataRoom, market: inputs.market ?? null };
}
