ALTER TABLE "financials_share" ALTER COLUMN "grantee_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "financials_share" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "financials_share" ADD CONSTRAINT "financials_share_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "financials_share_startup_organisation_idx" ON "financials_share" USING btree ("startup_id","organisation_id");--> statement-breakpoint
CREATE INDEX "financials_share_organisation_idx" ON "financials_share" USING btree ("organisation_id") WHERE "financials_share"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "financials_share" ADD CONSTRAINT "financials_share_one_grantee_check" CHECK (("financials_share"."grantee_id" is null) <> ("financials_share"."organisation_id" is null));