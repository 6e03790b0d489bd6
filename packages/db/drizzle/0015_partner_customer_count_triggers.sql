-- partner_customer_counts follows partner_customers: statement-level triggers with transition
-- tables, so a bulk insert or a company's cascade delete changes each company's count once.
-- A removal only updates an existing count, so deleting a company (whose count goes with it by
-- cascade) never tries to write a count for a company that is gone.
CREATE FUNCTION count_added_partner_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO partner_customer_counts AS counts (partner_account_id, customers)
  SELECT partner_account_id, count(*) FROM added GROUP BY partner_account_id
  ON CONFLICT (partner_account_id) DO UPDATE SET customers = counts.customers + excluded.customers;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION count_removed_partner_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE partner_customer_counts AS counts SET customers = counts.customers - removed.total
  FROM (SELECT partner_account_id, count(*) AS total FROM removed GROUP BY partner_account_id) AS removed
  WHERE counts.partner_account_id = removed.partner_account_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION count_moved_partner_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO partner_customer_counts AS counts (partner_account_id, customers)
  SELECT partner_account_id, sum(change) FROM (
    SELECT partner_account_id, 1 AS change FROM added
    UNION ALL
    SELECT partner_account_id, -1 FROM removed
  ) AS changes
  GROUP BY partner_account_id
  HAVING sum(change) <> 0
  ON CONFLICT (partner_account_id) DO UPDATE SET customers = counts.customers + excluded.customers;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER partner_customers_added AFTER INSERT ON partner_customers
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_added_partner_customers();
--> statement-breakpoint
CREATE TRIGGER partner_customers_removed AFTER DELETE ON partner_customers
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_removed_partner_customers();
--> statement-breakpoint
CREATE TRIGGER partner_customers_moved AFTER UPDATE ON partner_customers
  REFERENCING NEW TABLE AS added OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION count_moved_partner_customers();
--> statement-breakpoint
INSERT INTO partner_customer_counts (partner_account_id, customers)
SELECT partner_account_id, count(*) FROM partner_customers GROUP BY partner_account_id;
