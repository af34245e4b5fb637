CREATE TABLE "raise_reminder" (
	"id" serial PRIMARY KEY NOT NULL,
	"raise_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preference" ADD COLUMN "frequency" text DEFAULT 'immediate' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preference" ADD COLUMN "digested_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "raise_reminder" ADD CONSTRAINT "raise_reminder_raise_id_raise_id_fk" FOREIGN KEY ("raise_id") REFERENCES "public"."raise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raise_reminder" ADD CONSTRAINT "raise_reminder_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raise_reminder_unique" ON "raise_reminder" USING btree ("raise_id","user_id","key");--> statement-breakpoint
ALTER TABLE "notification_preference" ADD CONSTRAINT "notification_preference_frequency_check" CHECK ("notification_preference"."frequency" in ('immediate', 'daily', 'weekly'));