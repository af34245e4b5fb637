CREATE TABLE "deal_assignment_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_user_id" text,
	"assignee_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_task" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"title" text NOT NULL,
	"assignee_id" text,
	"due_date" date,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" text,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deal_assignment_change" ADD CONSTRAINT "deal_assignment_change_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_assignment_change" ADD CONSTRAINT "deal_assignment_change_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_task" ADD CONSTRAINT "deal_task_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_task" ADD CONSTRAINT "deal_task_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_task" ADD CONSTRAINT "deal_task_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_task" ADD CONSTRAINT "deal_task_done_by_user_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_assignment_change_deal_idx" ON "deal_assignment_change" USING btree ("deal_id","changed_at");--> statement-breakpoint
CREATE INDEX "deal_task_deal_idx" ON "deal_task" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_task_reminder_idx" ON "deal_task" USING btree ("due_date") WHERE "deal_task"."done_at" is null and "deal_task"."reminded_at" is null and "deal_task"."assignee_id" is not null;