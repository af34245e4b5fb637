CREATE TABLE "admin_invitation" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"invited_by" text NOT NULL,
	"reason" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_verification" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"website" text NOT NULL,
	"linkedin_url" text,
	"document_key" text,
	"document_name" text,
	"method" text,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_action" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" text,
	"action" text NOT NULL,
	"target_user_id" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"reason" text NOT NULL,
	"report_id" integer,
	"reversed_at" timestamp with time zone,
	"reversed_by" text,
	"reverse_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_user_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "startup_score_idx";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "account_status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investor_profile" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startup" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "startup" ADD COLUMN "registration_country" text;--> statement-breakpoint
ALTER TABLE "startup" ADD COLUMN "verified_investors_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "startup" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_profile" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_invitation" ADD CONSTRAINT "admin_invitation_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_invitation" ADD CONSTRAINT "admin_invitation_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_verification" ADD CONSTRAINT "investor_verification_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_verification" ADD CONSTRAINT "investor_verification_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_action" ADD CONSTRAINT "moderation_action_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_action" ADD CONSTRAINT "moderation_action_target_user_id_user_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_action" ADD CONSTRAINT "moderation_action_report_id_report_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."report"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_action" ADD CONSTRAINT "moderation_action_reversed_by_user_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_target_user_id_user_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report" ADD CONSTRAINT "report_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_invitation_email_idx" ON "admin_invitation" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "investor_verification_pending_idx" ON "investor_verification" USING btree ("user_id") WHERE "investor_verification"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "investor_verification_user_idx" ON "investor_verification" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "investor_verification_status_idx" ON "investor_verification" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "moderation_action_target_user_idx" ON "moderation_action" USING btree ("target_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "report_open_idx" ON "report" USING btree ("reporter_id","target_type","target_id") WHERE "report"."status" = 'open';--> statement-breakpoint
CREATE INDEX "report_status_idx" ON "report" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "report_target_user_idx" ON "report" USING btree ("target_user_id","status");--> statement-breakpoint
CREATE INDEX "user_inactive_idx" ON "user" USING btree ("id") WHERE "user"."account_status" <> 'active';--> statement-breakpoint
CREATE INDEX "investor_verified_created_idx" ON "investor_profile" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "investor_profile"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "security_event_admin_idx" ON "security_event" USING btree ("id" DESC NULLS LAST) WHERE "security_event"."kind" like 'admin.%';--> statement-breakpoint
CREATE INDEX "startup_score_idx" ON "startup" USING btree ("score" DESC NULLS LAST,"id" DESC NULLS FIRST,"sector","funding_stage","hidden_at","owner_id");