import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { organisations } from './organisations';
import { startups } from './startups';

/** A founder's private room of documents for one startup; only the owner changes it. */
export const dataRooms = pgTable(
  'data_room',
  {
    id: serial('id').primaryKey(),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** When set, a grantee accepts it (nda_acceptance) before seeing any document. */
    ndaText: text('nda_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_room_owner_idx').on(t.ownerId, t.createdAt.desc().nullsFirst()), index('data_room_startup_idx').on(t.startupId)],
);

export const dataRoomFolders = pgTable(
  'data_room_folder',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id').notNull().references(() => dataRooms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Soft delete: the folder and its documents disappear for everyone; versions and audit stay. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('data_room_folder_name_idx').on(t.roomId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`)],
);

/** A named document in a room or folder; its bytes live in data_room_document_version. */
export const dataRoomDocuments = pgTable(
  'data_room_document',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id').notNull().references(() => dataRooms.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id').references(() => dataRoomFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileType: text('file_type').notNull(),
    /** Soft delete: hidden from everyone at once; the versions' bytes and the audit trail stay. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The same name in the same place is the same document: a new upload becomes a new version.
    // A deleted document frees its name, so uploading it again starts a new document.
    uniqueIndex('data_room_document_name_idx')
      .on(t.roomId, sql`coalesce(${t.folderId}, 0)`, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const dataRoomDocumentVersions = pgTable(
  'data_room_document_version',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id').notNull().references(() => dataRoomDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** A random id chosen by the server; never derived from the user's file name. */
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    uploadedBy: text('uploaded_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the stored bytes were removed, the document's retention after its deletion having passed; the row stays for the audit trail. */
    bytesRemovedAt: timestamp('bytes_removed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('data_room_document_version_idx').on(t.documentId, t.version)],
);

/**
 * Access to a whole room (folder_id null) or one folder, for one person or one organisation (decision
 * 0055): a person's grant has an e-mail address (and no grantee_id until that address signs in); a
 * fund's names only the organisation, and reaches whoever is a member when they read
 * (organisation_member is read on every request, never copied here). A fund holds one row per room
 * and place, so granting it again renews that row. revoked_at and expires_at are checked on every request.
 */
export const dataRoomGrants = pgTable(
  'data_room_grant',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id').notNull().references(() => dataRooms.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id').references(() => dataRoomFolders.id, { onDelete: 'cascade' }),
    granteeId: text('grantee_id').references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    /** Lower-case; null for an organisation's grant. */
    email: text('email'),
    permission: text('permission').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: text('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_room_grant_room_idx').on(t.roomId, t.createdAt.desc().nullsFirst()),
    index('data_room_grant_grantee_idx').on(t.granteeId),
    index('data_room_grant_email_idx').on(t.email),
    index('data_room_grant_organisation_idx').on(t.organisationId).where(sql`${t.revokedAt} is null`),
    // A fund's one grant per place: the whole room, or one folder (a folder is in one room). Person
    // grants are left out (organisation_id null): they stay one row per act, as before.
    uniqueIndex('data_room_grant_room_organisation_idx').on(t.roomId, t.organisationId).where(sql`${t.organisationId} is not null and ${t.folderId} is null`),
    uniqueIndex('data_room_grant_folder_organisation_idx').on(t.folderId, t.organisationId).where(sql`${t.organisationId} is not null and ${t.folderId} is not null`),
    // A person (by address, perhaps bound to an account) or an organisation, never both.
    check(
      'data_room_grant_one_grantee_check',
      sql`(${t.organisationId} is null and ${t.email} is not null) or (${t.organisationId} is not null and ${t.email} is null and ${t.granteeId} is null)`,
    ),
  ],
);

export const ndaAcceptances = pgTable(
  'nda_acceptance',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id').notNull().references(() => dataRooms.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The NDA text as accepted, so a later edit does not rewrite what was agreed. */
    ndaText: text('nda_text').notNull(),
    ip: text('ip'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('nda_acceptance_room_user_idx').on(t.roomId, t.userId)],
);

/**
 * Append-only audit trail: the application inserts and reads, and has no update or delete path.
 * Actor and document are kept as names too, so the trail still reads after a user is deleted.
 */
export const dataRoomEvents = pgTable(
  'data_room_event',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id').notNull().references(() => dataRooms.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    documentId: integer('document_id').references(() => dataRoomDocuments.id, { onDelete: 'set null' }),
    documentName: text('document_name'),
    version: integer('version'),
    detail: text('detail'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_room_event_room_idx').on(t.roomId, t.createdAt.desc().nullsFirst()),
    index('data_room_event_document_idx').on(t.documentId, t.action),
  ],
);

/**
 * A signed-in person asking the owner for access to a room (from the startup page). At most one
 * pending request per person and room; approving creates an ordinary grant (grant_id).
 */
export const dataRoomAccessRequests = pgTable(
  'data_room_access_request',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id').notNull().references(() => dataRooms.id, { onDelete: 'cascade' }),
    requesterId: text('requester_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    /** pending, approved or declined. */
    status: text('status').notNull().default('pending'),
    grantId: integer('grant_id').references(() => dataRoomGrants.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_room_access_request_pending_idx').on(t.roomId, t.requesterId).where(sql`${t.status} = 'pending'`),
    index('data_room_access_request_room_idx').on(t.roomId, t.status, t.createdAt.desc()),
  ],
);

/**
 * How long one view (a 'view' audit event) stayed open, as reported by the viewer's browser.
 * Kept beside the append-only audit trail rather than in it, so the trail is never updated.
 */
export const dataRoomViewTimes = pgTable('data_room_view_time', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => dataRoomEvents.id, { onDelete: 'cascade' }),
  seconds: integer('seconds').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which stored document analysis (insights module) was made from which room document version. */
export const dataRoomDocumentAnalyses = pgTable(
  'data_room_document_analysis',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id').notNull().references(() => dataRoomDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    analysisId: integer('analysis_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_room_document_analysis_document_idx').on(t.documentId, t.createdAt.desc())],
);
