CREATE TABLE "deal_committee_memo_version" (
	"deal_id" integer NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"saved_by" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_committee_memo_version_deal_id_version_pk" PRIMARY KEY("deal_id","version")
);
--> statement-breakpoint
CREATE TABLE "deal_committee_vote" (
	"deal_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"scores" jsonb NOT NULL,
	"vote" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_committee_vote_deal_id_user_id_pk" PRIMARY KEY("deal_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "deal_committee" (
	"deal_id" integer PRIMARY KEY NOT NULL,
	"opened_by" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_committee_memo_version" ADD CONSTRAINT "deal_committee_memo_version_deal_id_deal_committee_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal_committee"("deal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_committee_memo_version" ADD CONSTRAINT "deal_committee_memo_version_saved_by_user_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_committee_vote" ADD CONSTRAINT "deal_committee_vote_deal_id_deal_committee_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal_committee"("deal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_committee_vote" ADD CONSTRAINT "deal_committee_vote_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_committee" ADD CONSTRAINT "deal_committee_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_committee" ADD CONSTRAINT "deal_committee_opened_by_user_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_committee_memo_saved_idx" ON "deal_committee_memo_version" USING btree ("deal_id","saved_at");