CREATE TABLE "organisation_pipeline_stage" (
	"organisation_id" integer NOT NULL,
	"stage" text NOT NULL,
	"in_use" boolean DEFAULT true NOT NULL,
	"name" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_pipeline_stage_organisation_id_stage_pk" PRIMARY KEY("organisation_id","stage"),
	CONSTRAINT "organisation_pipeline_stage_stage_check" CHECK ("organisation_pipeline_stage"."stage" in ('sourced', 'reviewed', 'due-diligence', 'term-sheet', 'closed', 'passed')),
	CONSTRAINT "organisation_pipeline_stage_name_check" CHECK ("organisation_pipeline_stage"."name" is null or char_length("organisation_pipeline_stage"."name") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "organisation_pipeline_stage" ADD CONSTRAINT "organisation_pipeline_stage_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_pipeline_stage" ADD CONSTRAINT "organisation_pipeline_stage_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;