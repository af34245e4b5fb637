-- Market analysis reads a country's startups by lower(country): every column it reads is in the index, so a
-- country is an index-only scan of its entries instead of a scan of the whole table (bench/README.md).
-- country itself rides along: PostgreSQL answers from an expression index only when the column is there too.
CREATE INDEX "startup_country_market_idx" ON "startup" USING btree (lower("country"),"sector","region","funding_stage","raising_amount_usd","created_at","id","country");