CREATE TABLE "deal_assignee" (
	"deal_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_assignee_deal_id_user_id_pk" PRIMARY KEY("deal_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "deal" ALTER COLUMN "investor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_stage_change" ADD COLUMN "changed_by" text;--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "owner_user_id" text;--> statement-breakpoint
ALTER TABLE "deal_assignee" ADD CONSTRAINT "deal_assignee_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_assignee" ADD CONSTRAINT "deal_assignee_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_assignee_user_idx" ON "deal_assignee" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "deal_stage_change" ADD CONSTRAINT "deal_stage_change_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_organisation_startup_idx" ON "deal" USING btree ("organisation_id","startup_id");--> statement-breakpoint
CREATE INDEX "deal_organisation_activity_idx" ON "deal" USING btree ("organisation_id","last_activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_one_owner_check" CHECK (num_nonnulls("deal"."investor_id", "deal"."organisation_id") = 1);