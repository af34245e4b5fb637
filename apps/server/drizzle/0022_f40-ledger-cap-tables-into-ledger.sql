-- Saved cap tables move into the share ledger (decision 0031): nothing is lost.
-- A startup whose ledger is empty gets its saved shareholders as the opening position, one issuance per
-- row in the saved order, dated the day the table was generated (UTC, never before 1 January of the
-- founding year), each with the row's terms. A startup that already has ledger entries keeps its ledger
-- as the source of ownership, and its saved table (input and result) becomes a saved scenario named
-- after its date, so a second copy of the holders is never added on top of the ledger.
insert into "cap_table_scenario" ("startup_id", "name", "name_key", "input", "result", "created_by", "created_at")
select s."startup_id",
       'Cap table saved on ' || to_char((s."created_at" at time zone 'UTC')::date, 'YYYY-MM-DD'),
       'cap table saved on ' || to_char((s."created_at" at time zone 'UTC')::date, 'YYYY-MM-DD'),
       s."input", s."result", s."created_by", s."created_at"
from "cap_table_snapshot" s
where exists (select 1 from "share_ledger_entry" l where l."startup_id" = s."startup_id")
on conflict ("startup_id", "name_key") do nothing;
--> statement-breakpoint
update "cap_table_snapshot" s
set "opening_date" = greatest((s."created_at" at time zone 'UTC')::date, make_date(coalesce(st."founded_year", 1900), 1, 1))
from "startup" st
where st."id" = s."startup_id"
  and not exists (select 1 from "share_ledger_entry" l where l."startup_id" = s."startup_id");
--> statement-breakpoint
insert into "share_ledger_entry" ("startup_id", "entry_date", "kind", "entry", "is_opening", "created_by", "created_at")
select s."startup_id", s."opening_date", 'issuance',
       jsonb_build_object(
         'kind', 'issuance',
         'date', to_char(s."opening_date", 'YYYY-MM-DD'),
         'holder', btrim(e.value->>'shareholderName'),
         'shareClass', btrim(e.value->>'shareClass'),
         'shares', e.value->'shares',
         'pricePerShareMinor', 0,
         'currency', 'USD',
         'isOption', false,
         'openingTerms', jsonb_strip_nulls(jsonb_build_object(
           'shareholderType', btrim(e.value->>'shareholderType'),
           'vesting', e.value->'vesting',
           'liquidationPreference', coalesce(e.value->'liquidationPreference', '1'::jsonb),
           'antiDilution', coalesce(e.value->'antiDilution', '"None"'::jsonb),
           'exercisePrice', e.value->'exercisePrice'))),
       true, s."created_by", s."created_at"
from "cap_table_snapshot" s
cross join lateral jsonb_array_elements(s."input"->'shares') with ordinality as e(value, ord)
where s."opening_date" is not null
order by s."startup_id", e.ord;
--> statement-breakpoint
update "cap_table_snapshot" set "input" = "input" - 'shares';
