CREATE TABLE "raise_commitment" (
	"id" serial PRIMARY KEY NOT NULL,
	"raise_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"state" text NOT NULL,
	"amount_minor" bigint,
	"final_minor" bigint,
	"pass_reason" text,
	"terms_version" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"signed_by" text,
	"signer_name" text,
	"signed_at" timestamp with time zone,
	"signed_terms_version" integer,
	"signed_terms" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raise_commitment_state_check" CHECK ("raise_commitment"."state" in ('soft-circled', 'committed', 'accepted', 'scaled-back', 'confirmed', 'reconfirm', 'declined', 'passed', 'withdrawn')),
	CONSTRAINT "raise_commitment_amounts_check" CHECK (("raise_commitment"."amount_minor" is null or "raise_commitment"."amount_minor" > 0) and ("raise_commitment"."final_minor" is null or "raise_commitment"."final_minor" > 0))
);
--> statement-breakpoint
CREATE TABLE "raise_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"raise_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"asked_by" text NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "raise_investor" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "raise" ADD COLUMN "terms_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "raise" ADD COLUMN "lead_entry_id" integer;--> statement-breakpoint
ALTER TABLE "raise" ADD COLUMN "show_lead" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "raise" ADD COLUMN "show_committed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "raise" ADD COLUMN "data_room_id" integer;--> statement-breakpoint
ALTER TABLE "raise_commitment" ADD CONSTRAINT "raise_commitment_raise_id_raise_id_fk" FOREIGN KEY ("raise_id") REFERENCES "public"."raise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raise_commitment" ADD CONSTRAINT "raise_commitment_entry_id_raise_investor_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."raise_investor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raise_commitment" ADD CONSTRAINT "raise_commitment_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raise_commitment" ADD CONSTRAINT "raise_commitment_signed_by_user_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raise_question" ADD CONSTRAINT "raise_question_raise_id_raise_id_fk" FOREIGN KEY ("raise_id") REFERENCES "public"."raise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raise_question" ADD CONSTRAINT "raise_question_entry_id_raise_investor_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."raise_investor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raise_question" ADD CONSTRAINT "raise_question_asked_by_user_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raise_question" ADD CONSTRAINT "raise_question_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raise_commitment_entry_unique" ON "raise_commitment" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "raise_commitment_raise_idx" ON "raise_commitment" USING btree ("raise_id");--> statement-breakpoint
CREATE INDEX "raise_question_raise_idx" ON "raise_question" USING btree ("raise_id","id");--> statement-breakpoint
CREATE INDEX "raise_question_entry_idx" ON "raise_question" USING btree ("entry_id");--> statement-breakpoint
ALTER TABLE "raise" ADD CONSTRAINT "raise_lead_entry_id_raise_investor_id_fk" FOREIGN KEY ("lead_entry_id") REFERENCES "public"."raise_investor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raise" ADD CONSTRAINT "raise_data_room_id_data_room_id_fk" FOREIGN KEY ("data_room_id") REFERENCES "public"."data_room"("id") ON DELETE set null ON UPDATE no action;