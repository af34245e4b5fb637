CREATE TABLE "portfolio_flow" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" text NOT NULL,
	"startup_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"flow_date" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_flow_kind_check" CHECK ("portfolio_flow"."kind" in ('first-cheque', 'follow-on', 'distribution', 'write-off')),
	CONSTRAINT "portfolio_flow_amount_check" CHECK ("portfolio_flow"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "portfolio_mark" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" text NOT NULL,
	"startup_id" integer NOT NULL,
	"value_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"mark_date" date NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_mark_value_check" CHECK ("portfolio_mark"."value_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "portfolio_flow" ADD CONSTRAINT "portfolio_flow_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_flow" ADD CONSTRAINT "portfolio_flow_startup_id_startup_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_mark" ADD CONSTRAINT "portfolio_mark_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_mark" ADD CONSTRAINT "portfolio_mark_startup_id_startup_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startup"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_flow_owner_startup_date_idx" ON "portfolio_flow" USING btree ("owner_user_id","startup_id","flow_date");--> statement-breakpoint
CREATE INDEX "portfolio_flow_startup_idx" ON "portfolio_flow" USING btree ("startup_id");--> statement-breakpoint
CREATE INDEX "portfolio_mark_owner_startup_date_idx" ON "portfolio_mark" USING btree ("owner_user_id","startup_id","mark_date");--> statement-breakpoint
CREATE INDEX "portfolio_mark_startup_idx" ON "portfolio_mark" USING btree ("startup_id");