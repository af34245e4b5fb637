CREATE TABLE "cap_table_round" (
	"id" serial PRIMARY KEY NOT NULL,
	"startup_id" integer NOT NULL,
	"round_date" date NOT NULL,
	"kind" text NOT NULL,
	"round" jsonb NOT NULL,
	"status" text DEFAULT 'modelled' NOT NULL,
	"closed_outcome" jsonb,
	"entry_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"closed_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cap_table_round_status_check" CHECK ("cap_table_round"."status" in ('modelled', 'closed')),
	CONSTRAINT "cap_table_round_kind_check" CHECK ("cap_table_round"."kind" in ('safe', 'note', 'priced'))
);
--> statement-breakpoint
ALTER TABLE "cap_table_round" ADD CONSTRAINT "cap_table_round_startup_id_startup_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_table_round" ADD CONSTRAINT "cap_table_round_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cap_table_round_startup_date_idx" ON "cap_table_round" USING btree ("startup_id","round_date","id");