CREATE TABLE "company_metric_value" (
	"metric_id" integer NOT NULL,
	"month" date NOT NULL,
	"value" numeric(24, 4) NOT NULL,
	"recorded_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_metric_value_metric_id_month_pk" PRIMARY KEY("metric_id","month")
);
--> statement-breakpoint
CREATE TABLE "company_metric" (
	"id" serial PRIMARY KEY NOT NULL,
	"startup_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"currency" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_update_recipient" (
	"update_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"opened_at" timestamp with time zone,
	CONSTRAINT "investor_update_recipient_update_id_user_id_pk" PRIMARY KEY("update_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "investor_update_reply" (
	"id" serial PRIMARY KEY NOT NULL,
	"update_id" integer NOT NULL,
	"recipient_id" text NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_update" (
	"id" serial PRIMARY KEY NOT NULL,
	"startup_id" integer NOT NULL,
	"author_id" text NOT NULL,
	"title" text NOT NULL,
	"period" date NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"highlights" text DEFAULT '' NOT NULL,
	"lowlights" text DEFAULT '' NOT NULL,
	"asks" text DEFAULT '' NOT NULL,
	"metric_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"audience" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"figures" jsonb,
	"is_public" boolean DEFAULT false NOT NULL,
	"public_token" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_alert_setting" (
	"investor_id" text PRIMARY KEY NOT NULL,
	"runway_months" integer NOT NULL,
	"stale_update_months" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_metric_value" ADD CONSTRAINT "company_metric_value_metric_id_company_metric_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."company_metric"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_metric_value" ADD CONSTRAINT "company_metric_value_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_metric" ADD CONSTRAINT "company_metric_startup_id_startup_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_update_recipient" ADD CONSTRAINT "investor_update_recipient_update_id_investor_update_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."investor_update"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_update_recipient" ADD CONSTRAINT "investor_update_recipient_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_update_reply" ADD CONSTRAINT "investor_update_reply_update_id_investor_update_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."investor_update"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_update_reply" ADD CONSTRAINT "investor_update_reply_recipient_id_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_update_reply" ADD CONSTRAINT "investor_update_reply_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_update" ADD CONSTRAINT "investor_update_startup_id_startup_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_update" ADD CONSTRAINT "investor_update_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_alert_setting" ADD CONSTRAINT "portfolio_alert_setting_investor_id_user_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_metric_startup_name_idx" ON "company_metric" USING btree ("startup_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "company_metric_startup_kind_idx" ON "company_metric" USING btree ("startup_id","kind") WHERE "company_metric"."kind" <> 'custom';--> statement-breakpoint
CREATE INDEX "investor_update_recipient_user_idx" ON "investor_update_recipient" USING btree ("user_id","update_id");--> statement-breakpoint
CREATE INDEX "investor_update_reply_thread_idx" ON "investor_update_reply" USING btree ("update_id","recipient_id","id");--> statement-breakpoint
CREATE INDEX "investor_update_startup_idx" ON "investor_update" USING btree ("startup_id","status","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "investor_update_public_token_idx" ON "investor_update" USING btree ("public_token");