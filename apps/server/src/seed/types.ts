import type { accounts, users } from '../db/schema/auth';
import type { dataRoomDocuments, dataRoomFolders, dataRoomGrants, dataRooms } from '../db/schema/data-rooms';
import type { dealStageChanges, deals } from '../db/schema/deals';
import type { jobs } from '../db/schema/jobs';
import type { capTableSnapshots, shareLedgerEntries } from '../db/schema/financial-tools';
import type { messages } from '../db/schema/messaging';
import type { connections } from '../db/schema/network';
import type { investments } from '../db/schema/portfolio';
import type { founderProfiles, investorProfiles } from '../db/schema/profiles';
import type { startups } from '../db/schema/startups';
import type { companyMetrics, companyMetricValues } from '../db/schema/updates';
import type { userProfiles } from '../db/schema/user-profiles';

export type UserRow = typeof users.$inferInsert;
export type FounderProfileRow = typeof founderProfiles.$inferInsert;
export type InvestorProfileRow = typeof investorProfiles.$inferInsert;
export type UserProfileRow = typeof userProfiles.$inferInsert;
/** Startups carry explicit ids (1, 2, ...) so that jobs can point at them and the demo founder owns 1 and 2. */
export type StartupRow = typeof startups.$inferInsert & { id: number };
export type JobRow = typeof jobs.$inferInsert;
/** Connections and deals carry explicit ids, like startups, so that messages and stage changes can point at them. */
export type ConnectionRow = typeof connections.$inferInsert & { id: number };
export type MessageRow = typeof messages.$inferInsert;
export type DealRow = typeof deals.$inferInsert & { id: number };
export type DealStageChangeRow = typeof dealStageChanges.$inferInsert;
export type InvestmentRow = typeof investments.$inferInsert;
export type DataRoomRow = typeof dataRooms.$inferInsert & { id: number };
export type DataRoomFolderRow = typeof dataRoomFolders.$inferInsert & { id: number };
export type DataRoomDocumentRow = typeof dataRoomDocuments.$inferInsert & { id: number };
export type DataRoomGrantRow = typeof dataRoomGrants.$inferInsert & { id: number };
/** Company metrics carry explicit ids, like startups, so that their values can point at them. */
export type CapTableModelRow = typeof capTableSnapshots.$inferInsert;
export type ShareLedgerEntryRow = typeof shareLedgerEntries.$inferInsert;
export type CompanyMetricRow = typeof companyMetrics.$inferInsert & { id: number };
export type CompanyMetricValueRow = typeof companyMetricValues.$inferInsert;
/** A seeded PDF document: its row and the lines of text on each of its pages. */
export type DemoDocument = { row: DataRoomDocumentRow; pages: readonly (readonly string[])[] };
export type DemoRoom = { room: DataRoomRow; folders: DataRoomFolderRow[]; grant: DataRoomGrantRow; documents: DemoDocument[] };

/**
 * A demo sign-in. The password stays plain text here so that generation is pure and
 * repeatable; insertDataset hashes it (with a random salt) into an account row.
 */
export type SeedAccount = Omit<typeof accounts.$inferInsert, 'password'> & { plainPassword: string };

export type Dataset = {
  users: UserRow[];
  accounts: SeedAccount[];
  /** Users made platform admins after insertion (the demo admin). */
  adminIds: string[];
  founderProfiles: FounderProfileRow[];
  investorProfiles: InvestorProfileRow[];
  /** Professional profiles (/profile): the demo accounts', as their onboarding answers would have made them. */
  userProfiles: UserProfileRow[];
  startups: StartupRow[];
  jobs: JobRow[];
  /** Accepted connections between founders and investors: each is a message thread. */
  connections: ConnectionRow[];
  messages: MessageRow[];
  deals: DealRow[];
  dealStageChanges: DealStageChangeRow[];
  /** One round per closed deal. */
  investments: InvestmentRow[];
  /** The demo founder's room shared with the demo investor (demo-room.ts). */
  demoRoom: DemoRoom;
  /** The demo founder's company metrics for Ledgerline (demo-metrics.ts). */
  demoMetrics: { metrics: CompanyMetricRow[]; values: CompanyMetricValueRow[] };
  /** The demo founder's cap table for Ledgerline, as share-ledger entries and its round model (demo-cap-table.ts). */
  demoCapTable: { model: CapTableModelRow; entries: ShareLedgerEntryRow[] };
};

export type GenerateOptions = {
  /** Any integer from 0 to 2^32 - 1. */
  seed: number;
  /** Total startups, including the demo founder's two. */
  startups: number;
  /** Total investor profiles, including the demo investor's. */
  investors: number;
  jobs: number;
  /** Messages, spread over about one thread (accepted connection) per eight messages; 0 by default. */
  messages?: number;
  /** Deals in investors' pipelines (the demo investor gets up to 200 of them); 0 by default. */
  deals?: number;
  /** Total founder profiles, including the demo founder's; by default each founder gets 1 to 3 startups at random. */
  founders?: number;
  /** "Now" for the dataset: dates fall in the three years before it. Defaults to SEED_EPOCH. */
  epoch?: Date;
};
