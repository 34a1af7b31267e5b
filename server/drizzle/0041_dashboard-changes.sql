-- Hand-written (decision 0101): the database says whose dashboard a statement changed. The dashboard reads
-- investment_totals (kept from investments by their trigger), the awaiting investments, the wallet's payout
-- entries and the latest activities; every statement that writes one of them tells every listening process
-- the users concerned, on the processes' invalidation channel (db/bus.ts), once per statement and delivered
-- at commit. Too many users for one message (a payout date of thousands of investors): every dashboard.
CREATE OR REPLACE FUNCTION notify_dashboards(users text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF users IS NULL OR cardinality(users) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_notify('wurzelwerk_invalidate', CASE
    WHEN cardinality(users) > 100 THEN json_build_object('kind', 'dashboards')::text
    ELSE json_build_object('kind', 'dashboards', 'ids', to_json(users))::text
  END);
END
$$;--> statement-breakpoint
-- The users of the rows a statement wrote: its new rows, its old ones, or both for an update (an update keeps
-- the owner; an account's deletion only clears it, which the old rows tell).
CREATE OR REPLACE FUNCTION dashboard_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM notify_dashboards(ARRAY(SELECT DISTINCT user_id FROM changed_new WHERE user_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM notify_dashboards(ARRAY(SELECT DISTINCT user_id FROM changed_old WHERE user_id IS NOT NULL));
  ELSE
    PERFORM notify_dashboards(ARRAY(
      SELECT user_id FROM changed_new WHERE user_id IS NOT NULL
      UNION SELECT user_id FROM changed_old WHERE user_id IS NOT NULL));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_wallets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_dashboards(ARRAY(
    SELECT DISTINCT a.owner FROM changed_new e JOIN ledger_accounts a ON a.id = e.account_id
     WHERE a.kind = 'wallet' AND a.owner IS NOT NULL));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- What changes every dashboard: an asset type's figures (its price and impact per unit), or a table emptied.
CREATE OR REPLACE FUNCTION dashboards_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wurzelwerk_invalidate', json_build_object('kind', 'dashboards')::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER asset_types_dashboard AFTER UPDATE OR DELETE ON asset_types
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_all_changed();--> statement-breakpoint
-- The same four triggers on both tables whose rows name their user.
DO $$
DECLARE
  tab text;
BEGIN
  FOREACH tab IN ARRAY ARRAY['investments', 'activities'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_dashboard_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS changed_new
      FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rows_changed()', tab);
    EXECUTE format('CREATE TRIGGER %1$s_dashboard_update AFTER UPDATE ON %1$I
      REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
      FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rows_changed()', tab);
    EXECUTE format('CREATE TRIGGER %1$s_dashboard_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS changed_old
      FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rows_changed()', tab);
    EXECUTE format('CREATE TRIGGER %1$s_dashboard_truncate AFTER TRUNCATE ON %1$I
      FOR EACH STATEMENT EXECUTE FUNCTION dashboards_all_changed()', tab);
  END LOOP;
END
$$;--> statement-breakpoint
-- Entries are append-only (their own triggers refuse the rest): an insert is the only change.
CREATE TRIGGER ledger_entries_dashboard_insert AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION dashboard_wallets_changed();
