import { PGlite } from '@electric-sql/pglite';
import { relations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Logger } from 'drizzle-orm/logger';
import type { Db } from './client';
import { accounts, sessions, users, verifications } from './schema/auth';

/**
 * The auth tables under Better Auth's model names, with the relations its joins follow: a session's user, a
 * user's sessions and accounts. With them (and `advanced.database.joins`) Better Auth reads a session and its
 * user in one statement, which every signed-in request pays, instead of two.
 */
export const authQuerySchema = {
  user: users,
  session: sessions,
  account: accounts,
  verification: verifications,
  userRelations: relations(users, ({ many }) => ({ sessions: many(sessions), accounts: many(accounts) })),
  sessionRelations: relations(sessions, ({ one }) => ({ user: one(users, { fields: [sessions.userId], references: [users.id] }) })),
  accountRelations: relations(accounts, ({ one }) => ({ user: one(users, { fields: [accounts.userId], references: [users.id] }) })),
};

/** A second handle on the app database's own connection (PGlite serialises its transactions itself) that knows the auth relations. */
export function authQueryDb(db: Db, logger?: Logger): Db {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const options = { schema: authQuerySchema, ...(logger ? { logger } : {}) };
  return (client instanceof PGlite ? drizzlePglite(client, options) : drizzlePg(client, options)) as unknown as Db;
}
