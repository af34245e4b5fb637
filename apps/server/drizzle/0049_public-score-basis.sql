ALTER TABLE "startup" ADD COLUMN "public_score_basis" text;--> statement-breakpoint
-- The stored public score and its basis are answers computed from the facts, not facts: writing them
-- must not raise the facts version (which would make every cached assessment of the startup, and the
-- basis just written, old at once). Migration 0048's list, plus these two columns.
CREATE OR REPLACE FUNCTION startup_facts_changed_on_startup() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if new.facts_version = old.facts_version
    and (to_jsonb(new) - 'profile_views' - 'updated_at' - 'facts_version' - 'search_vector' - 'traction_tier' - 'score' - 'public_score_basis')
      is distinct from (to_jsonb(old) - 'profile_views' - 'updated_at' - 'facts_version' - 'search_vector' - 'traction_tier' - 'score' - 'public_score_basis') then
    new.facts_version := old.facts_version + 1;
  end if;
  return new;
end
$$;
