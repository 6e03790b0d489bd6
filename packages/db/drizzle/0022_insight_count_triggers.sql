-- insight_counts follows the tables the business insights count. insight_events(row) says which
-- events a row stands for (one overload per table); count_insights() adds the rows a statement
-- inserted and takes away those it deleted (an update does both), by UTC hour and UTC day.
-- Statement-level triggers with transition tables, so a bulk load or a cascade delete writes each
-- count once. Counts are written in key order, so concurrent statements lock them in one order
-- and cannot deadlock; a company deleted in the same statement (its counts went by cascade)
-- gets none back.
CREATE FUNCTION insight_events(source partner_customers)
  RETURNS TABLE (partner_account_id uuid, figure insight_figure, dimension text, at timestamptz)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT source.partner_account_id, 'customersAdded'::insight_figure, ''::text, source.created_at
$$;
--> statement-breakpoint
-- A home is added when the company adds it and commissioned when its first device goes in, each
-- by the builder that pre-registered it ('' for none).
CREATE FUNCTION insight_events(source partner_device_locations)
  RETURNS TABLE (partner_account_id uuid, figure insight_figure, dimension text, at timestamptz)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT source.partner_account_id, figure, coalesce(source.associate_id::text, ''), at
  FROM (VALUES ('homesAdded'::insight_figure, source.created_at),
               ('homesCommissioned', source.commissioned_at))
    AS figures(figure, at)
  WHERE at IS NOT NULL
$$;
--> statement-breakpoint
-- A device counts once registered at one of the company's customers' homes.
CREATE FUNCTION insight_events(source devices)
  RETURNS TABLE (partner_account_id uuid, figure insight_figure, dimension text, at timestamptz)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT source.partner_account_id, figure, ''::text, source.created_at
  FROM (VALUES ('devicesInstalled'::insight_figure, true), ('devicesOnline', source.online)) AS figures(figure, counted)
  WHERE counted AND source.partner_account_id IS NOT NULL AND source.location_id IS NOT NULL
$$;
--> statement-breakpoint
-- A request is sent when asked and accepted when answered, while the household still accepts it.
-- (Each function lists its events with VALUES: a UNION here, inlined into a grouped query, makes
-- PostgreSQL 15 fail with "variable not found in subplan target list".)
CREATE FUNCTION insight_events(source partner_device_services)
  RETURNS TABLE (partner_account_id uuid, figure insight_figure, dimension text, at timestamptz)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT source.partner_account_id, figure, source.service_type::text, at
  FROM (VALUES ('requestsSent'::insight_figure, source.requested_at),
               ('requestsAccepted', CASE WHEN source.consent_status = 'ACCEPTED' THEN source.responded_at END))
    AS figures(figure, at)
  WHERE at IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION insight_events(source device_alerts)
  RETURNS TABLE (partner_account_id uuid, figure insight_figure, dimension text, at timestamptz)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT source.partner_account_id, figure, dimension, at
  FROM (VALUES ('alertsOpened'::insight_figure, source.severity::text || ':' || source.alert_name, source.opened_at),
               ('alertsResolved', ''::text, source.resolved_at))
    AS figures(figure, dimension, at)
  WHERE source.partner_account_id IS NOT NULL AND at IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION count_insights() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The transition tables' rows are cast to the table's type, for insight_events to know them.
  changes text := format(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT events.*, 1 AS change FROM added, insight_events(added::%1$I) AS events'
    WHEN 'DELETE' THEN 'SELECT events.*, -1 AS change FROM removed, insight_events(removed::%1$I) AS events'
    ELSE 'SELECT events.*, 1 AS change FROM added, insight_events(added::%1$I) AS events
          UNION ALL
          SELECT events.*, -1 FROM removed, insight_events(removed::%1$I) AS events'
  END, TG_TABLE_NAME);
BEGIN
  EXECUTE format($sql$
    INSERT INTO insight_counts AS counts (partner_account_id, figure, span, start, dimension, count)
    SELECT partner_account_id, figure, span, start, dimension, sum(change)
    FROM (%s) AS changes
    CROSS JOIN LATERAL (VALUES ('HOUR'::insight_span, date_trunc('hour', at, 'UTC')),
                               ('DAY', date_trunc('day', at, 'UTC'))) AS spans(span, start)
    WHERE partner_account_id IN (SELECT id FROM partner_accounts)
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(change) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (partner_account_id, figure, span, start, dimension)
    DO UPDATE SET count = counts.count + excluded.count
  $sql$, changes);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- partner_device_locations.commissioned_at follows the devices registered at each home: the
-- homes whose devices a statement added, removed, moved or re-dated get their first install
-- time again (the home's own update then moves its counts).
CREATE FUNCTION date_commissioned_homes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT location_id FROM added'
    WHEN 'DELETE' THEN 'SELECT location_id FROM removed'
    ELSE 'SELECT location_id FROM (
            SELECT added.location_id AS moved_to, removed.location_id AS moved_from
            FROM added JOIN removed USING (id)
            WHERE (added.location_id, added.created_at)
                  IS DISTINCT FROM (removed.location_id, removed.created_at)
          ) AS moved, LATERAL (VALUES (moved_to), (moved_from)) AS homes(location_id)'
  END;
BEGIN
  EXECUTE format($sql$
    UPDATE partner_device_locations AS homes SET commissioned_at = first.installed
    FROM (
      SELECT homes.id,
             (SELECT min(created_at) FROM devices WHERE devices.location_id = homes.id) AS installed
      FROM partner_device_locations AS homes
      WHERE homes.id IN (%s)
      ORDER BY homes.id
    ) AS first
    WHERE homes.id = first.id AND homes.commissioned_at IS DISTINCT FROM first.installed
  $sql$, changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER devices_commission_homes_added AFTER INSERT ON devices
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION date_commissioned_homes();
--> statement-breakpoint
CREATE TRIGGER devices_commission_homes_removed AFTER DELETE ON devices
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION date_commissioned_homes();
--> statement-breakpoint
CREATE TRIGGER devices_commission_homes_changed AFTER UPDATE ON devices
  REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION date_commissioned_homes();
--> statement-breakpoint
UPDATE partner_device_locations AS homes SET commissioned_at = first.installed
FROM (SELECT location_id, min(created_at) AS installed FROM devices
      WHERE location_id IS NOT NULL GROUP BY location_id) AS first
WHERE homes.id = first.location_id;
--> statement-breakpoint
-- For each counted table: its three triggers, then the counts of the rows already there (each
-- table has figures of its own).
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['partner_customers', 'partner_device_locations', 'devices',
                                'partner_device_services', 'device_alerts'] LOOP
    EXECUTE format($sql$
      CREATE TRIGGER %1$s_insights_added AFTER INSERT ON %1$I
        REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_insights();
      CREATE TRIGGER %1$s_insights_removed AFTER DELETE ON %1$I
        REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_insights();
      CREATE TRIGGER %1$s_insights_changed AFTER UPDATE ON %1$I
        REFERENCING NEW TABLE AS added OLD TABLE AS removed
        FOR EACH STATEMENT EXECUTE FUNCTION count_insights();
      INSERT INTO insight_counts (partner_account_id, figure, span, start, dimension, count)
      SELECT events.partner_account_id, events.figure, spans.span, spans.start, events.dimension, count(*)
      FROM %1$I AS source, insight_events(source) AS events
      CROSS JOIN LATERAL (VALUES ('HOUR'::insight_span, date_trunc('hour', events.at, 'UTC')),
                                 ('DAY', date_trunc('day', events.at, 'UTC'))) AS spans(span, start)
      GROUP BY 1, 2, 3, 4, 5;
    $sql$, source);
  END LOOP;
END;
$$;
