-- Keep research_task_counts exact whatever writes research_tasks (API, workers, account deletion cascades): the
-- PostgreSQL form of drizzle/sqlite/0002_research_task_count_triggers.sql, with the same three triggers.
CREATE FUNCTION research_task_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE research_task_counts SET n = n - 1 WHERE account_id = OLD.account_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO research_task_counts (account_id, status, n) VALUES (NEW.account_id, NEW.status, 1)
      ON CONFLICT (account_id, status) DO UPDATE SET n = research_task_counts.n + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER research_task_counts_insert AFTER INSERT ON research_tasks
  FOR EACH ROW EXECUTE FUNCTION research_task_counts_apply();
--> statement-breakpoint
CREATE TRIGGER research_task_counts_update AFTER UPDATE OF status, account_id ON research_tasks
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.account_id IS DISTINCT FROM NEW.account_id)
  EXECUTE FUNCTION research_task_counts_apply();
--> statement-breakpoint
CREATE TRIGGER research_task_counts_delete AFTER DELETE ON research_tasks
  FOR EACH ROW EXECUTE FUNCTION research_task_counts_apply();
--> statement-breakpoint
INSERT INTO research_task_counts (account_id, status, n)
  SELECT account_id, status, count(*) FROM research_tasks GROUP BY account_id, status;
