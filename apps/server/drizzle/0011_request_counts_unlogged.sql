-- Rate-limit counts are worth no WAL writes and need not survive a crash or reach a replica
-- (schema/request-counts.ts); drizzle-kit cannot declare an UNLOGGED table.
ALTER TABLE "request_count" SET UNLOGGED;
