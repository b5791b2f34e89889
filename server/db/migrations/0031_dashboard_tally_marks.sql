-- Dashboard tallies (issue 32), kept by dirty-district marks and district recounts. docs/architecture.md
-- ("Dashboard tallies") explains the design; in short:
--
-- * A change to a row the tallies read inserts one mark per district it touches (the district before
--   and after, when they differ), in the transaction of the change: the triggers below, each firing
--   only when a column the tallies read changes. A mark goes back with a rolled-back transaction or
--   savepoint, as the change does.
-- * dashboard_tallies_sweep() deletes the marks and recounts their districts with plain GROUP BYs
--   (dashboard_tallies_recount), one sweep at a time (an advisory lock). A change committed after the
--   sweep's DELETE took its snapshot keeps its mark for the next sweep; a recount that already sees
--   it counts it once, as the next recount will. So the tallies equal a recount once the marks are
--   swept, whatever the order of commits.
-- * A trigger that finds the district through another row (a form's school) locks that row FOR
--   SHARE, so a school moving to another district and a change to its form go one after the other:
--   the later one marks the district the school is in when it commits.

-- Counts of the tallies' rows of the schools in p_districts, or, when p_codes is given, of those
-- schools: the recount of a district and the reads of a user whose reach is one school. Scores are
-- summed as the charts' avg(real) reads them (float4 widened to float8), exactly, in numeric. An
-- approved form lacks current kept scores of a kind when no kept row of that kind is stamped with
-- its updated_at.
CREATE FUNCTION dashboard_form_counts(p_districts integer[], p_codes text[]) RETURNS SETOF dashboard_form_tallies LANGUAGE sql STABLE AS $$
  SELECT f.cycle_id, s.district_id, s.block_id, s.management, f.status, count(*)::integer,
         coalesce(sum(f.self_score::float8::numeric), 0), count(f.self_score)::integer,
         coalesce(sum(f.external_score::float8::numeric), 0), count(f.external_score)::integer,
         (count(*) FILTER (WHERE f.status = 9 AND ks.form_id IS NULL))::integer, (count(*) FILTER (WHERE f.status = 9 AND kx.form_id IS NULL))::integer
  FROM schools s
  JOIN forms f ON f.school_code = s.school_code
  LEFT JOIN form_domain_scores ks ON ks.form_id = f.id AND ks.kind = 'self' AND ks.scored_at = f.updated_at
  LEFT JOIN form_domain_scores kx ON kx.form_id = f.id AND kx.kind = 'external' AND kx.scored_at = f.updated_at
  WHERE CASE WHEN p_codes IS NULL THEN s.district_id = ANY(p_districts) ELSE s.school_code = ANY(p_codes) END
  GROUP BY 1, 2, 3, 4, 5
$$;
--> statement-breakpoint
-- Approved forms' current kept self scores per domain, with the pairs where the kept external scores
-- hold a score in that domain too.
CREATE FUNCTION dashboard_domain_counts(p_districts integer[], p_codes text[]) RETURNS SETOF dashboard_domain_tallies LANGUAGE sql STABLE AS $$
  SELECT f.cycle_id, s.district_id, s.block_id, s.management, f.catalogue_version, e.domain_id, count(*)::integer,
         coalesce(sum(e.score), 0), count(e.score)::integer,
         (count(*) FILTER (WHERE e.score IS NOT NULL AND x.score IS NOT NULL))::integer,
         coalesce(sum(e.score) FILTER (WHERE x.score IS NOT NULL), 0), coalesce(sum(x.score) FILTER (WHERE e.score IS NOT NULL), 0)
  FROM schools s
  JOIN forms f ON f.school_code = s.school_code
  JOIN form_domain_scores ks ON ks.form_id = f.id AND ks.kind = 'self' AND ks.scored_at = f.updated_at
  CROSS JOIN LATERAL (SELECT d ->> 'domainId' AS domain_id, (d ->> 'score')::numeric AS score FROM jsonb_array_elements(ks.scores) d) e
  LEFT JOIN form_domain_scores kx ON kx.form_id = f.id AND kx.kind = 'external' AND kx.scored_at = f.updated_at
  LEFT JOIN LATERAL (SELECT (d ->> 'score')::numeric AS score FROM jsonb_array_elements(kx.scores) d WHERE d ->> 'domainId' = e.domain_id LIMIT 1) x ON true
  WHERE f.status = 9 AND CASE WHEN p_codes IS NULL THEN s.district_id = ANY(p_districts) ELSE s.school_code = ANY(p_codes) END
  GROUP BY 1, 2, 3, 4, 5, 6
$$;
--> statement-breakpoint
-- Active schools per facet (management type; category and area of state government schools; each
-- enrolment field of their information that holds a number, with the students), counted once
-- whatever their forms (cycle 0, status 0), once per form under its cycle and status, and once per
-- distinct status of their forms (cycle 0).
CREATE FUNCTION dashboard_school_counts(p_districts integer[], p_codes text[]) RETURNS SETOF dashboard_school_tallies LANGUAGE sql STABLE AS $$
  WITH s AS (
    SELECT * FROM schools s
    WHERE s.active AND CASE WHEN p_codes IS NULL THEN s.district_id = ANY(p_districts) ELSE s.school_code = ANY(p_codes) END
  ),
  k AS (
    SELECT s.school_code, 0 AS cycle_id, 0::smallint AS status FROM s
    UNION ALL SELECT f.school_code, f.cycle_id, f.status FROM forms f JOIN s ON s.school_code = f.school_code
    UNION ALL SELECT DISTINCT f.school_code, 0, f.status FROM forms f JOIN s ON s.school_code = f.school_code
  ),
  fa AS (
    SELECT s.school_code, s.district_id, s.block_id, 'management' AS facet, s.management AS value, 0::numeric AS amount FROM s
    UNION ALL SELECT s.school_code, s.district_id, s.block_id, 'gender', s.gender_type, 0 FROM s WHERE s.management = 'stateGovernment'
    UNION ALL SELECT s.school_code, s.district_id, s.block_id, 'location', s.location, 0 FROM s WHERE s.management = 'stateGovernment'
    UNION ALL SELECT s.school_code, s.district_id, s.block_id, 'enrolment', e.key, e.value::numeric
      FROM school_info i JOIN s ON s.school_code = i.school_code CROSS JOIN LATERAL jsonb_each(i.data) e
      WHERE e.key ~ '^enrolmentClass[0-9]{1,2}(Science|Arts|Commerce)?$' AND jsonb_typeof(e.value) = 'number'
  )
  SELECT k.cycle_id, k.status, fa.district_id, fa.block_id, fa.facet, fa.value, count(*)::integer, sum(fa.amount)
  FROM k JOIN fa ON fa.school_code = k.school_code
  GROUP BY 1, 2, 3, 4, 5, 6
$$;
--> statement-breakpoint
-- A school head's tallies: their school's rows counted afresh (server/services/dashboard/tally-source.ts).
CREATE FUNCTION dashboard_form_tallies_of(p_codes text[]) RETURNS SETOF dashboard_form_tallies LANGUAGE sql STABLE AS $$
  SELECT * FROM dashboard_form_counts(NULL, p_codes)
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_domain_tallies_of(p_codes text[]) RETURNS SETOF dashboard_domain_tallies LANGUAGE sql STABLE AS $$
  SELECT * FROM dashboard_domain_counts(NULL, p_codes)
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_school_tallies_of(p_codes text[]) RETURNS SETOF dashboard_school_tallies LANGUAGE sql STABLE AS $$
  SELECT * FROM dashboard_school_counts(NULL, p_codes)
$$;
--> statement-breakpoint

-- The tallies of some districts counted afresh: their rows deleted, their recount inserted. Planned
-- for each call's districts (a few districts use the indexes, all of them a scan).
CREATE FUNCTION dashboard_tallies_recount(p_districts integer[]) RETURNS void LANGUAGE plpgsql
SET work_mem = '64MB' SET plan_cache_mode = 'force_custom_plan' AS $$
BEGIN
  DELETE FROM dashboard_form_tallies WHERE district_id = ANY(p_districts);
  DELETE FROM dashboard_domain_tallies WHERE district_id = ANY(p_districts);
  DELETE FROM dashboard_school_tallies WHERE district_id = ANY(p_districts);
  INSERT INTO dashboard_form_tallies SELECT * FROM dashboard_form_counts(p_districts, NULL);
  INSERT INTO dashboard_domain_tallies SELECT * FROM dashboard_domain_counts(p_districts, NULL);
  INSERT INTO dashboard_school_tallies SELECT * FROM dashboard_school_counts(p_districts, NULL);
END $$;
--> statement-breakpoint

-- Recounts the districts marked dirty, and takes their marks away; NULL when another sweep is running
-- (sweeps go one at a time: two recounting one district at once would both insert its rows), or when
-- p_at_most is given and the marks name more districts than that, or p_at_most_schools is given and
-- the marked districts hold more schools than that (left to the periodic sweep: a recount's cost is
-- its districts' schools, so a read bounds what it waits by their number, not by the districts').
-- With p_wait, waits for a running sweep instead of answering NULL. Answers the districts recounted.
CREATE FUNCTION dashboard_tallies_sweep(p_at_most integer DEFAULT NULL, p_at_most_schools integer DEFAULT NULL, p_wait boolean DEFAULT false) RETURNS integer[] LANGUAGE plpgsql AS $$
DECLARE
  v_districts integer[];
BEGIN
  IF p_at_most IS NOT NULL AND (SELECT count(*) FROM (SELECT DISTINCT district_id FROM dashboard_tally_marks LIMIT p_at_most + 1) d) > p_at_most THEN
    RETURN NULL;
  END IF;
  IF p_at_most_schools IS NOT NULL AND (
    SELECT count(*) FROM (
      SELECT 1 FROM schools s WHERE s.district_id IN (SELECT DISTINCT district_id FROM dashboard_tally_marks) LIMIT p_at_most_schools + 1
    ) n
  ) > p_at_most_schools THEN
    RETURN NULL;
  END IF;
  IF p_wait THEN
    -- A read waits for the sweep running now (as long as the caller's lock_timeout lets it): the
    -- charts a page asks for at once must not read the tallies while another of them recounts.
    PERFORM pg_advisory_xact_lock(1952541804);
  ELSIF NOT pg_try_advisory_xact_lock(1952541804) THEN -- 0x7461_6c6c: "tall"
    RETURN NULL;
  END IF;
  WITH taken AS (DELETE FROM dashboard_tally_marks RETURNING district_id)
  SELECT array_agg(DISTINCT district_id ORDER BY district_id) INTO v_districts FROM taken;
  IF v_districts IS NULL THEN RETURN '{}'; END IF;
  PERFORM dashboard_tallies_recount(v_districts);
  RETURN v_districts;
END $$;
--> statement-breakpoint

-- Recounts every district and takes every mark away, after any sweep running now.
CREATE FUNCTION dashboard_tallies_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1952541804);
  DELETE FROM dashboard_tally_marks;
  DELETE FROM dashboard_form_tallies;
  DELETE FROM dashboard_domain_tallies;
  DELETE FROM dashboard_school_tallies;
  PERFORM dashboard_tallies_recount(ARRAY(SELECT id FROM districts));
END $$;
--> statement-breakpoint

-- Marks the districts of some schools, each school locked against a concurrent move first.
-- PL/pgSQL, so the statement's plan is kept for the session (a status change runs it once per form).
CREATE FUNCTION dashboard_mark_schools(p_codes text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_tally_marks (district_id)
  SELECT DISTINCT l.district_id FROM (SELECT s.district_id FROM schools s WHERE s.school_code = ANY(p_codes) ORDER BY s.school_code FOR SHARE) l;
END $$;
--> statement-breakpoint
-- Marks the districts of some forms' schools, each form and school locked first.
CREATE FUNCTION dashboard_mark_forms(p_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_tally_marks (district_id)
  SELECT DISTINCT l.district_id FROM (
    SELECT s.district_id FROM forms f JOIN schools s ON s.school_code = f.school_code WHERE f.id = ANY(p_ids) ORDER BY f.id FOR SHARE
  ) l;
END $$;
--> statement-breakpoint

-- The trigger functions: row level for an UPDATE (its WHEN names the columns the tallies read, so an
-- answer save, which changes a draft's counts and updated_at, fires nothing), statement level with
-- the transition table for an INSERT or DELETE (a cycle's initiation marks each district once).
CREATE FUNCTION dashboard_mark_forms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM dashboard_mark_schools(ARRAY[OLD.school_code, NEW.school_code]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM dashboard_mark_schools(ARRAY(SELECT DISTINCT school_code FROM new_rows));
  ELSE
    PERFORM dashboard_mark_schools(ARRAY(SELECT DISTINCT school_code FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_mark_school_info_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM dashboard_mark_schools(ARRAY[OLD.school_code, NEW.school_code]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM dashboard_mark_schools(ARRAY(SELECT DISTINCT school_code FROM new_rows));
  ELSE
    PERFORM dashboard_mark_schools(ARRAY(SELECT DISTINCT school_code FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_mark_kept_scores_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Kept scores of a form deleted in this transaction (the cascade) find no form: the form's own
  -- delete marked its district.
  IF TG_LEVEL = 'ROW' THEN
    PERFORM dashboard_mark_forms(ARRAY[OLD.form_id, NEW.form_id]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM dashboard_mark_forms(ARRAY(SELECT DISTINCT form_id FROM new_rows));
  ELSE
    PERFORM dashboard_mark_forms(ARRAY(SELECT DISTINCT form_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A school's own row names its districts; nothing to lock.
CREATE FUNCTION dashboard_mark_schools_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    INSERT INTO dashboard_tally_marks (district_id) SELECT DISTINCT d FROM unnest(ARRAY[OLD.district_id, NEW.district_id]) d;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_tally_marks (district_id) SELECT DISTINCT district_id FROM new_rows;
  ELSE
    INSERT INTO dashboard_tally_marks (district_id) SELECT DISTINCT district_id FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER dashboard_mark_forms_insert AFTER INSERT ON forms REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_mark_forms_changed();
--> statement-breakpoint
-- updated_at only matters to an approved form (its kept scores are current when stamped with it).
CREATE TRIGGER dashboard_mark_forms_update AFTER UPDATE ON forms FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.school_code IS DISTINCT FROM NEW.school_code OR OLD.cycle_id IS DISTINCT FROM NEW.cycle_id
        OR OLD.catalogue_version IS DISTINCT FROM NEW.catalogue_version OR OLD.self_score IS DISTINCT FROM NEW.self_score
        OR OLD.external_score IS DISTINCT FROM NEW.external_score OR (OLD.updated_at IS DISTINCT FROM NEW.updated_at AND (OLD.status = 9 OR NEW.status = 9)))
  EXECUTE FUNCTION dashboard_mark_forms_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_mark_forms_delete AFTER DELETE ON forms REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_mark_forms_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_mark_schools_insert AFTER INSERT ON schools REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_mark_schools_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_mark_schools_update AFTER UPDATE ON schools FOR EACH ROW
  WHEN (OLD.school_code IS DISTINCT FROM NEW.school_code OR OLD.district_id IS DISTINCT FROM NEW.district_id OR OLD.block_id IS DISTINCT FROM NEW.block_id
        OR OLD.management IS DISTINCT FROM NEW.management OR OLD.gender_type IS DISTINCT FROM NEW.gender_type OR OLD.location IS DISTINCT FROM NEW.location
        OR OLD.active IS DISTINCT FROM NEW.active)
  EXECUTE FUNCTION dashboard_mark_schools_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_mark_schools_delete AFTER DELETE ON schools REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_mark_schools_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_mark_kept_scores_insert AFTER INSERT ON form_domain_scores REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_mark_kept_scores_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_mark_kept_scores_update AFTER UPDATE ON form_domain_scores FOR EACH ROW
  WHEN (OLD.form_id IS DISTINCT FROM NEW.form_id OR OLD.kind IS DISTINCT FROM NEW.kind OR OLD.scored_at IS DISTINCT FROM NEW.scored_at OR OLD.scores IS DISTINCT FROM NEW.scores)
  EXECUTE FUNCTION dashboard_mark_kept_scores_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_mark_kept_scores_delete AFTER DELETE ON form_domain_scores REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_mark_kept_scores_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_mark_school_info_insert AFTER INSERT ON school_info REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_mark_school_info_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_mark_school_info_update AFTER UPDATE ON school_info FOR EACH ROW
  WHEN (OLD.school_code IS DISTINCT FROM NEW.school_code OR OLD.data IS DISTINCT FROM NEW.data)
  EXECUTE FUNCTION dashboard_mark_school_info_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_mark_school_info_delete AFTER DELETE ON school_info REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_mark_school_info_changed();
--> statement-breakpoint
-- A database that already holds forms starts with its tallies counted.
SELECT dashboard_tallies_rebuild();
