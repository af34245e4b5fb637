CREATE TABLE "deal_note" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_stage_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal" (
	"id" serial PRIMARY KEY NOT NULL,
	"investor_id" text NOT NULL,
	"startup_id" integer NOT NULL,
	"stage" text NOT NULL,
	"priority" text NOT NULL,
	"interest_level" integer NOT NULL,
	"source_channel" text,
	"next_action" text,
	"stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment" (
	"id" serial PRIMARY KEY NOT NULL,
	"investor_id" text NOT NULL,
	"startup_id" integer NOT NULL,
	"deal_date" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"equity_percentage" numeric(7, 4),
	"valuation_minor" bigint,
	"round_type" text NOT NULL,
	"lead_investor" boolean DEFAULT false NOT NULL,
	"board_seat" boolean DEFAULT false NOT NULL,
	"liquidation_preference" numeric(5, 2) DEFAULT '1' NOT NULL,
	"anti_dilution_rights" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_exit" (
	"id" serial PRIMARY KEY NOT NULL,
	"investor_id" text NOT NULL,
	"startup_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"exit_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_note" ADD CONSTRAINT "deal_note_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_note" ADD CONSTRAINT "deal_note_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_stage_change" ADD CONSTRAINT "deal_stage_change_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_investor_id_user_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_startup_id_startup_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment" ADD CONSTRAINT "investment_investor_id_user_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment" ADD CONSTRAINT "investment_startup_id_startup_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_exit" ADD CONSTRAINT "portfolio_exit_investor_id_user_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_exit" ADD CONSTRAINT "portfolio_exit_startup_id_startup_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_note_deal_created_idx" ON "deal_note" USING btree ("deal_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deal_stage_change_deal_idx" ON "deal_stage_change" USING btree ("deal_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_investor_startup_idx" ON "deal" USING btree ("investor_id","startup_id");--> statement-breakpoint
CREATE INDEX "deal_investor_activity_idx" ON "deal" USING btree ("investor_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deal_investor_stage_activity_idx" ON "deal" USING btree ("investor_id","stage","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deal_investor_priority_activity_idx" ON "deal" USING btree ("investor_id","priority","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deal_startup_idx" ON "deal" USING btree ("startup_id");--> statement-breakpoint
CREATE INDEX "investment_investor_startup_date_idx" ON "investment" USING btree ("investor_id","startup_id","deal_date");--> statement-breakpoint
CREATE INDEX "investment_investor_date_idx" ON "investment" USING btree ("investor_id","deal_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "investment_startup_idx" ON "investment" USING btree ("startup_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_exit_investor_startup_idx" ON "portfolio_exit" USING btree ("investor_id","startup_id");--> statement-breakpoint
CREATE INDEX "portfolio_exit_startup_idx" ON "portfolio_exit" USING btree ("startup_id");