ALTER TABLE "deal_committee" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "deal_committee" ADD COLUMN "decision_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_committee" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "deal_committee" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_committee" ADD CONSTRAINT "deal_committee_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;