CREATE TABLE "connection" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_id" text NOT NULL,
	"addressee_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_job" (
	"user_id" text NOT NULL,
	"job_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_job_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "experience" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_current" boolean DEFAULT false NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" text NOT NULL,
	"author_id" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"relationship" text NOT NULL,
	"message" text,
	"title" text,
	"content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_match" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"match_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_name" text NOT NULL,
	"target_href" text NOT NULL,
	"score" integer NOT NULL,
	"summary" text NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_profile" (
	"user_id" text PRIMARY KEY NOT NULL,
	"headline" text,
	"location" text,
	"bio" text,
	"linkedin_url" text,
	"github_url" text,
	"twitter_url" text,
	"personal_website" text,
	"skills" text[] DEFAULT '{}' NOT NULL,
	"interests" text[] DEFAULT '{}' NOT NULL,
	"is_open_to_work" boolean DEFAULT false NOT NULL,
	"is_open_to_cofounder" boolean DEFAULT false NOT NULL,
	"is_open_to_invest" boolean DEFAULT false NOT NULL,
	"experience_level" text,
	"remote_preference" text,
	"salary_expectation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connection" ADD CONSTRAINT "connection_requester_id_user_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection" ADD CONSTRAINT "connection_addressee_id_user_id_fk" FOREIGN KEY ("addressee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_job" ADD CONSTRAINT "saved_job_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_job" ADD CONSTRAINT "saved_job_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience" ADD CONSTRAINT "experience_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation" ADD CONSTRAINT "recommendation_subject_id_user_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation" ADD CONSTRAINT "recommendation_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_match" ADD CONSTRAINT "user_match_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profile" ADD CONSTRAINT "user_profile_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connection_pair_idx" ON "connection" USING btree (least("requester_id", "addressee_id"),greatest("requester_id", "addressee_id"));--> statement-breakpoint
CREATE INDEX "connection_addressee_status_idx" ON "connection" USING btree ("addressee_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "connection_requester_status_idx" ON "connection" USING btree ("requester_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_job_user_created_idx" ON "saved_job" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "experience_user_start_idx" ON "experience" USING btree ("user_id","start_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "recommendation_pair_idx" ON "recommendation" USING btree ("subject_id","author_id");--> statement-breakpoint
CREATE INDEX "recommendation_subject_status_idx" ON "recommendation" USING btree ("subject_id","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recommendation_author_status_idx" ON "recommendation" USING btree ("author_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_match_user_score_idx" ON "user_match" USING btree ("user_id","score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "user_profile_experience_idx" ON "user_profile" USING btree ("experience_level","user_id");--> statement-breakpoint
CREATE INDEX "user_profile_open_to_work_idx" ON "user_profile" USING btree ("is_open_to_work","user_id");--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_type_created_idx" ON "job" USING btree ("job_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_remote_created_idx" ON "job" USING btree ("is_remote","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);