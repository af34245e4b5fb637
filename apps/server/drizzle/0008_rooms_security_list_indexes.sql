CREATE TABLE "data_room_access_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"requester_id" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"grant_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_room_document_analysis" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"analysis_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_room_view_time" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"email" text,
	"ip" text,
	"user_agent" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "user_created_idx";--> statement-breakpoint
DROP INDEX "data_room_document_name_idx";--> statement-breakpoint
DROP INDEX "data_room_event_room_idx";--> statement-breakpoint
DROP INDEX "data_room_folder_name_idx";--> statement-breakpoint
DROP INDEX "data_room_grant_room_idx";--> statement-breakpoint
DROP INDEX "data_room_owner_idx";--> statement-breakpoint
DROP INDEX "deal_note_deal_created_idx";--> statement-breakpoint
DROP INDEX "deal_investor_activity_idx";--> statement-breakpoint
DROP INDEX "deal_investor_stage_activity_idx";--> statement-breakpoint
DROP INDEX "deal_investor_priority_activity_idx";--> statement-breakpoint
DROP INDEX "document_analysis_startup_created_idx";--> statement-breakpoint
DROP INDEX "job_created_idx";--> statement-breakpoint
DROP INDEX "job_category_created_idx";--> statement-breakpoint
DROP INDEX "job_type_created_idx";--> statement-breakpoint
DROP INDEX "job_remote_created_idx";--> statement-breakpoint
DROP INDEX "message_connection_id_idx";--> statement-breakpoint
DROP INDEX "connection_addressee_status_idx";--> statement-breakpoint
DROP INDEX "connection_requester_status_idx";--> statement-breakpoint
DROP INDEX "notification_user_created_idx";--> statement-breakpoint
DROP INDEX "investment_investor_date_idx";--> statement-breakpoint
DROP INDEX "investor_created_idx";--> statement-breakpoint
DROP INDEX "investor_type_created_idx";--> statement-breakpoint
DROP INDEX "saved_job_user_created_idx";--> statement-breakpoint
DROP INDEX "startup_created_idx";--> statement-breakpoint
DROP INDEX "startup_sector_created_idx";--> statement-breakpoint
DROP INDEX "startup_region_created_idx";--> statement-breakpoint
DROP INDEX "startup_stage_created_idx";--> statement-breakpoint
DROP INDEX "startup_score_idx";--> statement-breakpoint
DROP INDEX "startup_tier_created_idx";--> statement-breakpoint
DROP INDEX "experience_user_start_idx";--> statement-breakpoint
DROP INDEX "recommendation_subject_status_idx";--> statement-breakpoint
DROP INDEX "recommendation_author_status_idx";--> statement-breakpoint
DROP INDEX "user_match_user_score_idx";--> statement-breakpoint
ALTER TABLE "data_room_document" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_room_folder" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_room_access_request" ADD CONSTRAINT "data_room_access_request_room_id_data_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."data_room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_access_request" ADD CONSTRAINT "data_room_access_request_requester_id_user_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_access_request" ADD CONSTRAINT "data_room_access_request_grant_id_data_room_grant_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."data_room_grant"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_document_analysis" ADD CONSTRAINT "data_room_document_analysis_document_id_data_room_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."data_room_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_view_time" ADD CONSTRAINT "data_room_view_time_event_id_data_room_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."data_room_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_access_request_pending_idx" ON "data_room_access_request" USING btree ("room_id","requester_id") WHERE "data_room_access_request"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "data_room_access_request_room_idx" ON "data_room_access_request" USING btree ("room_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_room_document_analysis_document_idx" ON "data_room_document_analysis" USING btree ("document_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "security_event_user_idx" ON "security_event" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "security_event_email_kind_idx" ON "security_event" USING btree ("email","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_name_trgm_idx" ON "user" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_search_trgm_idx" ON "job" USING gin (("title" || ' ' || "description" || ' ' || "category" || ' ' || "location" || ' ' || "job_type") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "investor_thesis_trgm_idx" ON "investor_profile" USING gin ("investment_thesis" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "startup_sector_region_stage_created_idx" ON "startup" USING btree ("sector","region","funding_stage","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "startup_sector_score_idx" ON "startup" USING btree ("sector","score" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_document_name_idx" ON "data_room_document" USING btree ("room_id",coalesce("folder_id", 0),lower("name")) WHERE "data_room_document"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "data_room_event_room_idx" ON "data_room_event" USING btree ("room_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_folder_name_idx" ON "data_room_folder" USING btree ("room_id",lower("name")) WHERE "data_room_folder"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "data_room_grant_room_idx" ON "data_room_grant" USING btree ("room_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "data_room_owner_idx" ON "data_room" USING btree ("owner_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deal_note_deal_created_idx" ON "deal_note" USING btree ("deal_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deal_investor_activity_idx" ON "deal" USING btree ("investor_id","last_activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deal_investor_stage_activity_idx" ON "deal" USING btree ("investor_id","stage","last_activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deal_investor_priority_activity_idx" ON "deal" USING btree ("investor_id","priority","last_activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "document_analysis_startup_created_idx" ON "document_analysis" USING btree ("startup_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_created_idx" ON "job" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_category_created_idx" ON "job" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_type_created_idx" ON "job" USING btree ("job_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_remote_created_idx" ON "job" USING btree ("is_remote","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "message_connection_id_idx" ON "message" USING btree ("connection_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "connection_addressee_status_idx" ON "connection" USING btree ("addressee_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "connection_requester_status_idx" ON "connection" USING btree ("requester_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notification_user_created_idx" ON "notification" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "investment_investor_date_idx" ON "investment" USING btree ("investor_id","deal_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "investor_created_idx" ON "investor_profile" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "investor_type_created_idx" ON "investor_profile" USING btree ("type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_job_user_created_idx" ON "saved_job" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "startup_created_idx" ON "startup" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "startup_sector_created_idx" ON "startup" USING btree ("sector","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "startup_region_created_idx" ON "startup" USING btree ("region","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "startup_stage_created_idx" ON "startup" USING btree ("funding_stage","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "startup_score_idx" ON "startup" USING btree ("score" DESC NULLS LAST,"id" DESC NULLS FIRST,"sector","funding_stage");--> statement-breakpoint
CREATE INDEX "startup_tier_created_idx" ON "startup" USING btree ("traction_tier","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "experience_user_start_idx" ON "experience" USING btree ("user_id","start_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recommendation_subject_status_idx" ON "recommendation" USING btree ("subject_id","status","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recommendation_author_status_idx" ON "recommendation" USING btree ("author_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_match_user_score_idx" ON "user_match" USING btree ("user_id","score" DESC NULLS FIRST,"id");