CREATE TABLE "financials_share" (
	"id" serial PRIMARY KEY NOT NULL,
	"startup_id" integer NOT NULL,
	"grantee_id" text NOT NULL,
	"scopes" text[] NOT NULL,
	"permission" text NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "investment_startup_idx";--> statement-breakpoint
ALTER TABLE "investment" ADD COLUMN "confirmation_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "investment" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "investment" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "financials_share" ADD CONSTRAINT "financials_share_startup_id_startup_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financials_share" ADD CONSTRAINT "financials_share_grantee_id_user_id_fk" FOREIGN KEY ("grantee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financials_share" ADD CONSTRAINT "financials_share_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "financials_share_startup_grantee_idx" ON "financials_share" USING btree ("startup_id","grantee_id");--> statement-breakpoint
CREATE INDEX "financials_share_grantee_idx" ON "financials_share" USING btree ("grantee_id") WHERE "financials_share"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "investment_startup_idx" ON "investment" USING btree ("startup_id","confirmation_status");