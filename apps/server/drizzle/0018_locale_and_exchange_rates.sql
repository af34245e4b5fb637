CREATE TABLE "exchange_rate" (
	"currency" text NOT NULL,
	"rate_date" date NOT NULL,
	"per_usd" numeric NOT NULL,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rate_currency_rate_date_pk" PRIMARY KEY("currency","rate_date")
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "display_currency" text;