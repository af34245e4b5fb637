CREATE TABLE "data_room_document_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_room_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"folder_id" integer,
	"name" text NOT NULL,
	"file_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_room_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"actor_email" text,
	"action" text NOT NULL,
	"document_id" integer,
	"document_name" text,
	"version" integer,
	"detail" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_room_folder" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_room_grant" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"folder_id" integer,
	"grantee_id" text,
	"email" text NOT NULL,
	"permission" text NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_room" (
	"id" serial PRIMARY KEY NOT NULL,
	"startup_id" integer NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"nda_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nda_acceptance" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"nda_text" text NOT NULL,
	"ip" text,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_room_document_version" ADD CONSTRAINT "data_room_document_version_document_id_data_room_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."data_room_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_document_version" ADD CONSTRAINT "data_room_document_version_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_document" ADD CONSTRAINT "data_room_document_room_id_data_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."data_room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_document" ADD CONSTRAINT "data_room_document_folder_id_data_room_folder_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."data_room_folder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_event" ADD CONSTRAINT "data_room_event_room_id_data_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."data_room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_event" ADD CONSTRAINT "data_room_event_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_event" ADD CONSTRAINT "data_room_event_document_id_data_room_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."data_room_document"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_folder" ADD CONSTRAINT "data_room_folder_room_id_data_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."data_room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_grant" ADD CONSTRAINT "data_room_grant_room_id_data_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."data_room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_grant" ADD CONSTRAINT "data_room_grant_folder_id_data_room_folder_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."data_room_folder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_grant" ADD CONSTRAINT "data_room_grant_grantee_id_user_id_fk" FOREIGN KEY ("grantee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_grant" ADD CONSTRAINT "data_room_grant_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room" ADD CONSTRAINT "data_room_startup_id_startup_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room" ADD CONSTRAINT "data_room_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_acceptance" ADD CONSTRAINT "nda_acceptance_room_id_data_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."data_room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_acceptance" ADD CONSTRAINT "nda_acceptance_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_document_version_idx" ON "data_room_document_version" USING btree ("document_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_document_name_idx" ON "data_room_document" USING btree ("room_id",coalesce("folder_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "data_room_event_room_idx" ON "data_room_event" USING btree ("room_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_room_event_document_idx" ON "data_room_event" USING btree ("document_id","action");--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_folder_name_idx" ON "data_room_folder" USING btree ("room_id",lower("name"));--> statement-breakpoint
CREATE INDEX "data_room_grant_room_idx" ON "data_room_grant" USING btree ("room_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_room_grant_grantee_idx" ON "data_room_grant" USING btree ("grantee_id");--> statement-breakpoint
CREATE INDEX "data_room_grant_email_idx" ON "data_room_grant" USING btree ("email");--> statement-breakpoint
CREATE INDEX "data_room_owner_idx" ON "data_room" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_room_startup_idx" ON "data_room" USING btree ("startup_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nda_acceptance_room_user_idx" ON "nda_acceptance" USING btree ("room_id","user_id");