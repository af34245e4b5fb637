ALTER TABLE "raise_commitment" DROP CONSTRAINT "raise_commitment_state_check";--> statement-breakpoint
ALTER TABLE "raise_commitment" ADD COLUMN "funded_on" date;--> statement-breakpoint
ALTER TABLE "raise_commitment" ADD COLUMN "funded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "raise_commitment" ADD COLUMN "funded_by" text;--> statement-breakpoint
ALTER TABLE "raise_commitment" ADD COLUMN "investment_id" integer;--> statement-breakpoint
ALTER TABLE "raise_commitment" ADD COLUMN "cap_table_round_id" integer;--> statement-breakpoint
ALTER TABLE "raise_commitment" ADD CONSTRAINT "raise_commitment_funded_by_user_id_fk" FOREIGN KEY ("funded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raise_commitment" ADD CONSTRAINT "raise_commitment_investment_id_investment_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raise_commitment" ADD CONSTRAINT "raise_commitment_cap_table_round_id_cap_table_round_id_fk" FOREIGN KEY ("cap_table_round_id") REFERENCES "public"."cap_table_round"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raise_commitment_investment_unique" ON "raise_commitment" USING btree ("investment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "raise_commitment_cap_table_round_unique" ON "raise_commitment" USING btree ("cap_table_round_id");--> statement-breakpoint
ALTER TABLE "raise_commitment" ADD CONSTRAINT "raise_commitment_state_check" CHECK ("raise_commitment"."state" in ('soft-circled', 'committed', 'accepted', 'scaled-back', 'confirmed', 'reconfirm', 'declined', 'passed', 'withdrawn', 'funded'));