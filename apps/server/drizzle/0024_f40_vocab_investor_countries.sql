ALTER TABLE "investor_profile" ADD COLUMN "preferred_countries" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "investor_geographies_idx" ON "investor_profile" USING gin ("preferred_geographies");--> statement-breakpoint
CREATE INDEX "investor_countries_idx" ON "investor_profile" USING gin ("preferred_countries");