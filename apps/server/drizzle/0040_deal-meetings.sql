CREATE TABLE "deal_meeting" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"held_on" date NOT NULL,
	"attendees" text,
	"notes" text NOT NULL,
	"logged_by" text,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_meeting" ADD CONSTRAINT "deal_meeting_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_meeting" ADD CONSTRAINT "deal_meeting_logged_by_user_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_meeting_deal_idx" ON "deal_meeting" USING btree ("deal_id","logged_at");