ALTER TABLE "cap_table_snapshot" ADD COLUMN "opening_date" date;--> statement-breakpoint
ALTER TABLE "share_ledger_entry" ADD COLUMN "is_opening" boolean DEFAULT false NOT NULL;