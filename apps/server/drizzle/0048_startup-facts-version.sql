ALTER TABLE "startup" ADD COLUMN "facts_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every write to a fact a viewer's assessment reads raises its startup's facts_version in the same
-- transaction (decision 0075): the per-viewer assessment cache is keyed by it, so a write path that
-- forgets to signal cannot leave a stale answer. startup-facts-version.test.ts checks that every table
-- the facts readers select from has one of these triggers.
CREATE OR REPLACE FUNCTION startup_facts_bump(changed_startup_id integer) RETURNS void LANGUAGE plpgsql AS $$
begin
  if changed_startup_id is not null then
    update "startup" set facts_version = facts_version + 1 where id = changed_startup_id;
  end if;
end
$$;--> statement-breakpoint
-- Tables with their own startup_id (a row moved to another startup raises both).
CREATE OR REPLACE FUNCTION startup_facts_changed_by_startup_id() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if tg_op <> 'DELETE' then perform startup_facts_bump(new.startup_id); end if;
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.startup_id is distinct from new.startup_id) then perform startup_facts_bump(old.startup_id); end if;
  return null;
end
$$;--> statement-breakpoint
-- Tables of a data room (room_id → data_room.startup_id).
CREATE OR REPLACE FUNCTION startup_facts_changed_by_room_id() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if tg_op <> 'DELETE' then perform startup_facts_bump((select startup_id from data_room where id = new.room_id)); end if;
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.room_id is distinct from new.room_id) then perform startup_facts_bump((select startup_id from data_room where id = old.room_id)); end if;
  return null;
end
$$;--> statement-breakpoint
-- Values of a company metric (metric_id → company_metric.startup_id).
CREATE OR REPLACE FUNCTION startup_facts_changed_by_metric_id() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if tg_op <> 'DELETE' then perform startup_facts_bump((select startup_id from company_metric where id = new.metric_id)); end if;
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.metric_id is distinct from new.metric_id) then perform startup_facts_bump((select startup_id from company_metric where id = old.metric_id)); end if;
  return null;
end
$$;--> statement-breakpoint
-- Links from a data-room document (document_id → data_room_document.room_id → data_room.startup_id).
CREATE OR REPLACE FUNCTION startup_facts_changed_by_document_id() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if tg_op <> 'DELETE' then
    perform startup_facts_bump((select r.startup_id from data_room_document d join data_room r on r.id = d.room_id where d.id = new.document_id));
  end if;
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.document_id is distinct from new.document_id) then
    perform startup_facts_bump((select r.startup_id from data_room_document d join data_room r on r.id = d.room_id where d.id = old.document_id));
  end if;
  return null;
end
$$;--> statement-breakpoint
-- The startup row's own columns: any change but the view count, the update time and the version itself
-- raises it (a new column counts as a fact until listed here). Generated columns follow their sources.
CREATE OR REPLACE FUNCTION startup_facts_changed_on_startup() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if new.facts_version = old.facts_version
    and (to_jsonb(new) - 'profile_views' - 'updated_at' - 'facts_version' - 'search_vector' - 'traction_tier')
      is distinct from (to_jsonb(old) - 'profile_views' - 'updated_at' - 'facts_version' - 'search_vector' - 'traction_tier') then
    new.facts_version := old.facts_version + 1;
  end if;
  return new;
end
$$;--> statement-breakpoint
CREATE TRIGGER startup_facts_version BEFORE UPDATE ON "startup" FOR EACH ROW EXECUTE FUNCTION startup_facts_changed_on_startup();--> statement-breakpoint
CREATE TRIGGER startup_facts_version AFTER INSERT OR UPDATE OR DELETE ON "share_ledger_entry" FOR EACH ROW EXECUTE FUNCTION startup_facts_changed_by_startup_id();--> statement-breakpoint
CREATE TRIGGER startup_facts_version AFTER INSERT OR UPDATE OR DELETE ON "cap_table_snapshot" FOR EACH ROW EXECUTE FUNCTION startup_facts_changed_by_startup_id();--> statement-breakpoint
CREATE TRIGGER startup_facts_version AFTER INSERT OR UPDATE OR DELETE ON "cap_table_round" FOR EACH ROW EXECUTE FUNCTION startup_facts_changed_by_startup_id();--> statement-breakpoint
CREATE TRIGGER startup_facts_version AFTER INSERT OR UPDATE OR DELETE ON "financial_model" FOR EACH ROW EXECUTE FUNCTION startup_facts_changed_by_startup_id();--> statement-breakpoint
CREATE TRIGGER startup_facts_version AFTER INSERT OR UPDATE OR DELETE ON "valuation_result" FOR EACH ROW EXECUTE FUNCTION startup_facts_changed_by_startup_id();--> statement-breakpoint
CREATE TRIGGER startup_facts_version AFTER INSERT OR UPDATE OR DELETE ON "funding_target" FOR EACH ROW EXECUTE FUNCTION startup_facts_changed_by_startup_id();--> statement-breakpoint
CREATE TRIGGER startup_facts_version AFTER INSERT OR UPDATE OR DELETE ON "investment" FOR EACH ROW EXECUTE FUNCTION startup_facts_changed_by_startup_id();--> statement-breakpoint
CREATE TRIGGER startup_facts_version AFTER INSERT OR UPDATE OR DELETE ON "company_metric" FOR EACH ROW EXECUTE FUNCTION startup_facts_changed_by_startup_id();--> statement-breakpoint
CREATE TRIGGER startup_facts_version AFTER INSERT OR UPDATE OR DELETE ON "document_analysis" FOR EACH ROW EXECUTE FUNCTION startup_facts_changed_by_startup_id();--> statement-breakpoint
CREATE TRIGGER startup_facts_version AFTER INSERT OR UPDATE OR DELETE ON "data_room" FOR EACH ROW EXECUTE FUNCTION startup_facts_changed_by_startup_id();--> statement-breakpoint
CREATE TRIGGER startup_facts_version AFTER INSERT OR UPDATE OR DELETE ON "company_metric_value" FOR EACH ROW EXECUTE FUNCTION startup_facts_changed_by_metric_id();--> statement-breakpoint
CREATE TRIGGER startup_facts_version AFTER INSERT OR UPDATE OR DELETE ON "data_room_folder" FOR EACH ROW EXECUTE FUNCTION startup_facts_changed_by_room_id();--> statement-breakpoint
CREATE TRIGGER startup_facts_version AFTER INSERT OR UPDATE OR DELETE ON "data_room_document" FOR EACH ROW EXECUTE FUNCTION startup_facts_changed_by_room_id();--> statement-breakpoint
CREATE TRIGGER startup_facts_version AFTER INSERT OR UPDATE OR DELETE ON "data_room_document_analysis" FOR EACH ROW EXECUTE FUNCTION startup_facts_changed_by_document_id();
