ALTER TABLE "cap_table_snapshot" DROP COLUMN "result";--> statement-breakpoint
ALTER TABLE "cap_table_snapshot" DROP COLUMN "total_shares";