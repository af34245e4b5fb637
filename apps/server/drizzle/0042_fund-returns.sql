ALTER TABLE "portfolio_flow" ALTER COLUMN "owner_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_mark" ALTER COLUMN "owner_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_flow" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "portfolio_flow" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "portfolio_mark" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "portfolio_mark" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "portfolio_flow" ADD CONSTRAINT "portfolio_flow_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_flow" ADD CONSTRAINT "portfolio_flow_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_mark" ADD CONSTRAINT "portfolio_mark_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_mark" ADD CONSTRAINT "portfolio_mark_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_flow_organisation_startup_date_idx" ON "portfolio_flow" USING btree ("organisation_id","startup_id","flow_date");--> statement-breakpoint
CREATE INDEX "portfolio_mark_organisation_startup_date_idx" ON "portfolio_mark" USING btree ("organisation_id","startup_id","mark_date");--> statement-breakpoint
ALTER TABLE "portfolio_flow" ADD CONSTRAINT "portfolio_flow_one_owner_check" CHECK (num_nonnulls("portfolio_flow"."owner_user_id", "portfolio_flow"."organisation_id") = 1);--> statement-breakpoint
ALTER TABLE "portfolio_mark" ADD CONSTRAINT "portfolio_mark_one_owner_check" CHECK (num_nonnulls("portfolio_mark"."owner_user_id", "portfolio_mark"."organisation_id") = 1);