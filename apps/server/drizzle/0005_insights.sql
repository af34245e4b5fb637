CREATE TABLE "document_analysis" (
	"id" serial PRIMARY KEY NOT NULL,
	"startup_id" integer NOT NULL,
	"created_by" text NOT NULL,
	"document_type" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"document_text" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_analysis" ADD CONSTRAINT "document_analysis_startup_id_startup_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_analysis" ADD CONSTRAINT "document_analysis_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_analysis_startup_created_idx" ON "document_analysis" USING btree ("startup_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);