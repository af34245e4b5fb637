CREATE TABLE "raise_investor" (
	"id" serial PRIMARY KEY NOT NULL,
	"raise_id" integer NOT NULL,
	"investor_profile_id" integer,
	"email" text,
	"name" text,
	"stage" text DEFAULT 'target' NOT NULL,
	"amount_minor" bigint,
	"next_step" text,
	"next_step_on" date,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raise_investor_one_kind_check" CHECK (("raise_investor"."investor_profile_id" is null) <> ("raise_investor"."email" is null)),
	CONSTRAINT "raise_investor_stage_check" CHECK ("raise_investor"."stage" in ('target', 'contacted', 'meeting', 'due-diligence', 'soft-circled', 'committed', 'signed', 'funded', 'passed')),
	CONSTRAINT "raise_investor_amount_check" CHECK ("raise_investor"."amount_minor" is null or "raise_investor"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "raise" (
	"id" serial PRIMARY KEY NOT NULL,
	"startup_id" integer NOT NULL,
	"name" text NOT NULL,
	"instrument" text NOT NULL,
	"currency" text NOT NULL,
	"target_minor" bigint NOT NULL,
	"minimum_minor" bigint,
	"cap_table_round_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"opened_on" date,
	"target_close_on" date,
	"closed_on" date,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raise_status_check" CHECK ("raise"."status" in ('draft', 'open', 'closing', 'closed', 'cancelled')),
	CONSTRAINT "raise_instrument_check" CHECK ("raise"."instrument" in ('post-money-safe', 'pre-money-safe', 'note', 'priced')),
	CONSTRAINT "raise_amounts_check" CHECK ("raise"."target_minor" > 0 and ("raise"."minimum_minor" is null or ("raise"."minimum_minor" > 0 and "raise"."minimum_minor" <= "raise"."target_minor")))
);
--> statement-breakpoint
ALTER TABLE "raise_investor" ADD CONSTRAINT "raise_investor_raise_id_raise_id_fk" FOREIGN KEY ("raise_id") REFERENCES "public"."raise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raise_investor" ADD CONSTRAINT "raise_investor_investor_profile_id_investor_profile_id_fk" FOREIGN KEY ("investor_profile_id") REFERENCES "public"."investor_profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raise" ADD CONSTRAINT "raise_startup_id_startup_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raise" ADD CONSTRAINT "raise_cap_table_round_id_cap_table_round_id_fk" FOREIGN KEY ("cap_table_round_id") REFERENCES "public"."cap_table_round"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raise" ADD CONSTRAINT "raise_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raise_investor_profile_unique" ON "raise_investor" USING btree ("raise_id","investor_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "raise_investor_email_unique" ON "raise_investor" USING btree ("raise_id","email");--> statement-breakpoint
CREATE INDEX "raise_startup_idx" ON "raise" USING btree ("startup_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "raise_cap_table_round_unique" ON "raise" USING btree ("cap_table_round_id");