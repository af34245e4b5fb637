CREATE TABLE "saved_search_match" (
	"id" serial PRIMARY KEY NOT NULL,
	"search_id" integer NOT NULL,
	"startup_id" integer NOT NULL,
	"reason" text NOT NULL,
	"startup_version" timestamp with time zone NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_match_reason_check" CHECK ("saved_search_match"."reason" in ('new', 'changed'))
);
--> statement-breakpoint
CREATE TABLE "saved_search_reader" (
	"search_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"frequency" text,
	"seen_until" timestamp with time zone,
	"digested_until" timestamp with time zone,
	CONSTRAINT "saved_search_reader_search_id_user_id_pk" PRIMARY KEY("search_id","user_id"),
	CONSTRAINT "saved_search_reader_frequency_check" CHECK ("saved_search_reader"."frequency" is null or "saved_search_reader"."frequency" in ('daily', 'weekly', 'off'))
);
--> statement-breakpoint
CREATE TABLE "saved_search" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"organisation_id" integer,
	"created_by" text,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"currency" text NOT NULL,
	"frequency" text NOT NULL,
	"matched_until" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_owner_check" CHECK (("saved_search"."user_id" is null) <> ("saved_search"."organisation_id" is null)),
	CONSTRAINT "saved_search_frequency_check" CHECK ("saved_search"."frequency" in ('daily', 'weekly', 'off'))
);
--> statement-breakpoint
ALTER TABLE "saved_search_match" ADD CONSTRAINT "saved_search_match_search_id_saved_search_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_search"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_match" ADD CONSTRAINT "saved_search_match_startup_id_startup_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_reader" ADD CONSTRAINT "saved_search_reader_search_id_saved_search_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_search"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_reader" ADD CONSTRAINT "saved_search_reader_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search" ADD CONSTRAINT "saved_search_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search" ADD CONSTRAINT "saved_search_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search" ADD CONSTRAINT "saved_search_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_match_search_startup_idx" ON "saved_search_match" USING btree ("search_id","startup_id");--> statement-breakpoint
CREATE INDEX "saved_search_match_search_matched_idx" ON "saved_search_match" USING btree ("search_id","matched_at");--> statement-breakpoint
CREATE INDEX "saved_search_user_idx" ON "saved_search" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_search_organisation_idx" ON "saved_search" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "saved_search_matched_until_idx" ON "saved_search" USING btree ("matched_until","id");--> statement-breakpoint
CREATE INDEX "startup_updated_idx" ON "startup" USING btree ("updated_at");