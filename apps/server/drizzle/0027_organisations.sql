CREATE TABLE "organisation_invitation" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "organisation_invitation_role_check" CHECK ("organisation_invitation"."role" in ('admin', 'member', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "organisation_member" (
	"organisation_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_member_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id"),
	CONSTRAINT "organisation_member_role_check" CHECK ("organisation_member"."role" in ('admin', 'member', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "organisation" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"thesis" text DEFAULT '' NOT NULL,
	"stages" text[] DEFAULT '{}'::text[] NOT NULL,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"cheque_min_usd" integer,
	"cheque_max_usd" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_kind_check" CHECK ("organisation"."kind" in ('fund', 'angel-network', 'syndicate'))
);
--> statement-breakpoint
ALTER TABLE "organisation_invitation" ADD CONSTRAINT "organisation_invitation_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitation" ADD CONSTRAINT "organisation_invitation_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_member" ADD CONSTRAINT "organisation_member_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_member" ADD CONSTRAINT "organisation_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation" ADD CONSTRAINT "organisation_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_invitation_email_idx" ON "organisation_invitation" USING btree ("email");--> statement-breakpoint
CREATE INDEX "organisation_invitation_organisation_idx" ON "organisation_invitation" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "organisation_member_user_idx" ON "organisation_member" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_slug_idx" ON "organisation" USING btree ("slug");