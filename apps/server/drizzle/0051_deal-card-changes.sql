-- A deal card shows its notes' count, its tasks' open and overdue counts and its assignees (decision 0080). A write
-- to any of them touches its deal row in the same transaction, so the row's xmin (the transaction that wrote its
-- current version) changes with everything its card shows: the kept deal-flow answers are keyed by the pipeline's
-- (id, xmin) pairs (pipeline-fingerprint.ts). The touch rewrites no value. It takes the lock an update of the deal
-- takes, after the key-share lock the child's foreign key already holds on it: a second writer to the same deal
-- waits for the first, as a second move of the same deal does.
CREATE OR REPLACE FUNCTION deal_touched_by_child() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if tg_op <> 'DELETE' then
    update "deal" set last_activity_at = last_activity_at where id = new.deal_id;
  end if;
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.deal_id is distinct from new.deal_id) then
    update "deal" set last_activity_at = last_activity_at where id = old.deal_id;
  end if;
  return null;
end
$$;--> statement-breakpoint
CREATE TRIGGER deal_note_touches_deal AFTER INSERT OR UPDATE OR DELETE ON "deal_note" FOR EACH ROW EXECUTE FUNCTION deal_touched_by_child();--> statement-breakpoint
CREATE TRIGGER deal_task_touches_deal AFTER INSERT OR UPDATE OR DELETE ON "deal_task" FOR EACH ROW EXECUTE FUNCTION deal_touched_by_child();--> statement-breakpoint
CREATE TRIGGER deal_assignee_touches_deal AFTER INSERT OR UPDATE OR DELETE ON "deal_assignee" FOR EACH ROW EXECUTE FUNCTION deal_touched_by_child();
