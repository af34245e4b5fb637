ALTER TABLE "raise_commitment" ADD COLUMN "ledger_entry_id" integer;--> statement-breakpoint
ALTER TABLE "raise" ADD COLUMN "series_name" text;--> statement-breakpoint
ALTER TABLE "raise" ADD COLUMN "series_price_per_share" text;--> statement-breakpoint
ALTER TABLE "raise_commitment" ADD CONSTRAINT "raise_commitment_ledger_entry_id_share_ledger_entry_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."share_ledger_entry"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raise_commitment_ledger_entry_unique" ON "raise_commitment" USING btree ("ledger_entry_id");