ALTER TABLE "notification" ADD COLUMN "title_message" jsonb;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "body_message" jsonb;