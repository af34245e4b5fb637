CREATE TABLE "startup_view" (
	"startup_id" integer NOT NULL,
	"viewer_id" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_view_startup_id_viewer_id_pk" PRIMARY KEY("startup_id","viewer_id")
);
--> statement-breakpoint
ALTER TABLE "startup" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "startup" ADD COLUMN "traction_tier" text GENERATED ALWAYS AS (case
        when coalesce("startup"."monthly_revenue_usd", 0) >= 100000 or coalesce("startup"."traction_users", 0) >= 100000 then 'scaling'
        when coalesce("startup"."monthly_revenue_usd", 0) >= 10000 or coalesce("startup"."traction_users", 0) >= 10000 then 'growing'
        when coalesce("startup"."monthly_revenue_usd", 0) > 0 or coalesce("startup"."traction_users", 0) >= 100 then 'early'
        else 'pre-traction' end) STORED;--> statement-breakpoint
ALTER TABLE "startup_view" ADD CONSTRAINT "startup_view_startup_id_startup_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_view" ADD CONSTRAINT "startup_view_viewer_id_user_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "startup_view_viewer_idx" ON "startup_view" USING btree ("viewer_id");--> statement-breakpoint
CREATE INDEX "investor_created_idx" ON "investor_profile" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "investor_type_created_idx" ON "investor_profile" USING btree ("type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "investor_sectors_idx" ON "investor_profile" USING gin ("preferred_sectors");--> statement-breakpoint
CREATE INDEX "investor_stages_idx" ON "investor_profile" USING gin ("preferred_stages");--> statement-breakpoint
CREATE INDEX "startup_score_idx" ON "startup" USING btree ("score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "startup_tier_created_idx" ON "startup" USING btree ("traction_tier","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);