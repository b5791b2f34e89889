-- Dashboard tallies (issue 32): the kept aggregates of migration 0028, maintained by triggers in the
-- transaction of every change to forms, schools, form_domain_scores and school_info, so no code
-- path can forget them. docs/architecture.md ("Dashboard tallies") explains the design; in short:
--
-- * What a form or a school contributes is defined by the *_parts_of functions below, over arrays
--   of rows ("facts"). The triggers compute a change as parts(after) - parts(before), the
--   before-rows taken from the transition tables; a school head's reads recount their school with
--   the same functions. The rebuild recounts everything with plain GROUP BYs (one pass over the
--   tables), and the tests compare the triggers' tallies with a recount after random changes.
-- * A trigger only stages its grouped deltas, as JSON in settings local to the transaction (they
--   go back with a rolled-back savepoint, as the rows do; nothing is written). One deferred
--   constraint trigger per transaction applies them at commit, in the order of the tallies' keys:
--   a hot tally row (one block's status) is locked for the commit only, and transactions moving
--   forms in the same groups cannot deadlock on the tallies, however many statements each runs.
-- * A trigger reading a row of another table that a concurrent transaction could change locks it
--   first (FOR SHARE, or FOR NO KEY UPDATE where both sides would only share), so two
--   transactions changing the two sides of one contribution (a form's status and its school's
--   district) go one after the other; each plpgsql statement takes a fresh snapshot (READ
--   COMMITTED), so the second sees the first's rows.

-- Tallies are updated in place all day: room on each page for the new row version (a HOT update
-- touches no index), and vacuumed after a few hundred updates whatever their size.
ALTER TABLE dashboard_form_tallies SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 200);
--> statement-breakpoint
ALTER TABLE dashboard_domain_tallies SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 200);
--> statement-breakpoint
ALTER TABLE dashboard_school_tallies SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 200);
--> statement-breakpoint
-- One row per transaction that staged deltas, inserted and deleted again at its commit: the event
-- of the deferred trigger that applies them.
CREATE UNLOGGED TABLE dashboard_tally_flush (txid bigint NOT NULL) WITH (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);
--> statement-breakpoint

CREATE TYPE dashboard_form_fact AS (
  form_id integer, school_code text, cycle_id integer, status smallint, catalogue_version text, updated_at timestamptz,
  self_score real, external_score real, district_id integer, block_id integer, management text
);
--> statement-breakpoint
CREATE TYPE dashboard_school_fact AS (
  school_code text, district_id integer, block_id integer, management text, gender_type text, location text, active boolean
);
--> statement-breakpoint
CREATE TYPE dashboard_school_form AS (school_code text, cycle_id integer, status smallint);
--> statement-breakpoint

-- A form's part of dashboard_form_tallies. Scores are summed as the charts' avg(real) reads them
-- (float4 widened to float8), exactly, in numeric. An approved form lacks current kept scores of a
-- kind when no kept row of that kind is stamped with its updated_at.
CREATE FUNCTION dashboard_form_parts_of(p_facts dashboard_form_fact[], p_kept form_domain_scores[])
RETURNS SETOF dashboard_form_tallies LANGUAGE sql STABLE AS $$
  SELECT f.cycle_id, f.district_id, f.block_id, f.management, f.status, 1,
         coalesce(f.self_score::float8::numeric, 0), (f.self_score IS NOT NULL)::integer,
         coalesce(f.external_score::float8::numeric, 0), (f.external_score IS NOT NULL)::integer,
         (f.status = 9 AND ks.form_id IS NULL)::integer, (f.status = 9 AND kx.form_id IS NULL)::integer
  FROM unnest(p_facts) f
  LEFT JOIN unnest(p_kept) ks ON ks.form_id = f.form_id AND ks.kind = 'self' AND ks.scored_at = f.updated_at
  LEFT JOIN unnest(p_kept) kx ON kx.form_id = f.form_id AND kx.kind = 'external' AND kx.scored_at = f.updated_at
$$;
--> statement-breakpoint

-- An approved form's part of dashboard_domain_tallies: one row per domain of its current kept self
-- scores; the pair columns where its current kept external scores hold a score in that domain too.
CREATE FUNCTION dashboard_domain_parts_of(p_facts dashboard_form_fact[], p_kept form_domain_scores[])
RETURNS SETOF dashboard_domain_tallies LANGUAGE sql STABLE AS $$
  SELECT f.cycle_id, f.district_id, f.block_id, f.management, f.catalogue_version, s.domain_id,
         1, coalesce(s.score, 0), (s.score IS NOT NULL)::integer,
         (s.score IS NOT NULL AND x.score IS NOT NULL)::integer,
         CASE WHEN s.score IS NOT NULL AND x.score IS NOT NULL THEN s.score ELSE 0 END,
         CASE WHEN s.score IS NOT NULL AND x.score IS NOT NULL THEN x.score ELSE 0 END
  FROM unnest(p_facts) f
  JOIN unnest(p_kept) ks ON ks.form_id = f.form_id AND ks.kind = 'self' AND ks.scored_at = f.updated_at
  CROSS JOIN LATERAL (SELECT e ->> 'domainId' AS domain_id, (e ->> 'score')::numeric AS score FROM jsonb_array_elements(ks.scores) e) s
  LEFT JOIN unnest(p_kept) kx ON kx.form_id = f.form_id AND kx.kind = 'external' AND kx.scored_at = f.updated_at
  LEFT JOIN LATERAL (
    SELECT (e ->> 'score')::numeric AS score FROM jsonb_array_elements(kx.scores) e WHERE e ->> 'domainId' = s.domain_id LIMIT 1
  ) x ON true
  WHERE f.status = 9
$$;
--> statement-breakpoint

-- Where an active school is counted in dashboard_school_tallies: once whatever its forms (cycle 0,
-- status 0), once per form under the form's cycle and status, and once per distinct status of its
-- forms (cycle 0).
CREATE FUNCTION dashboard_school_slots_of(p_schools dashboard_school_fact[], p_forms dashboard_school_form[])
RETURNS TABLE (school_code text, cycle_id integer, status smallint) LANGUAGE sql STABLE AS $$
  SELECT s.school_code, 0, 0::smallint FROM unnest(p_schools) s WHERE s.active
  UNION ALL
  SELECT f.school_code, f.cycle_id, f.status FROM unnest(p_forms) f JOIN unnest(p_schools) s ON s.school_code = f.school_code WHERE s.active
  UNION ALL
  SELECT DISTINCT f.school_code, 0, f.status FROM unnest(p_forms) f JOIN unnest(p_schools) s ON s.school_code = f.school_code WHERE s.active
$$;
--> statement-breakpoint

-- What an active school is counted as there: its management type; the category and area of a state
-- government school; each enrolment field of its information that holds a number (with the students).
CREATE FUNCTION dashboard_school_facets_of(p_schools dashboard_school_fact[], p_infos school_info[])
RETURNS TABLE (school_code text, district_id integer, block_id integer, facet text, value text, amount numeric) LANGUAGE sql STABLE AS $$
  SELECT s.school_code, s.district_id, s.block_id, 'management', s.management, 0::numeric FROM unnest(p_schools) s WHERE s.active
  UNION ALL
  SELECT s.school_code, s.district_id, s.block_id, 'gender', s.gender_type, 0 FROM unnest(p_schools) s WHERE s.active AND s.management = 'stateGovernment'
  UNION ALL
  SELECT s.school_code, s.district_id, s.block_id, 'location', s.location, 0 FROM unnest(p_schools) s WHERE s.active AND s.management = 'stateGovernment'
  UNION ALL
  SELECT s.school_code, s.district_id, s.block_id, 'enrolment', e.key, e.value::numeric
  FROM unnest(p_infos) i JOIN unnest(p_schools) s ON s.school_code = i.school_code CROSS JOIN LATERAL jsonb_each(i.data) e
  WHERE s.active AND e.key ~ '^enrolmentClass[0-9]{1,2}(Science|Arts|Commerce)?$' AND jsonb_typeof(e.value) = 'number'
$$;
--> statement-breakpoint

-- Active schools' part of dashboard_school_tallies: each of their slots times each of their facets.
CREATE FUNCTION dashboard_school_parts_of(p_schools dashboard_school_fact[], p_forms dashboard_school_form[], p_infos school_info[])
RETURNS SETOF dashboard_school_tallies LANGUAGE sql STABLE AS $$
  SELECT k.cycle_id, k.status, fa.district_id, fa.block_id, fa.facet, fa.value, 1, fa.amount
  FROM dashboard_school_slots_of(p_schools, p_forms) k JOIN dashboard_school_facets_of(p_schools, p_infos) fa ON fa.school_code = k.school_code
$$;
--> statement-breakpoint

-- The current rows of some schools, as the parts functions take them. PL/pgSQL, so each keeps its
-- plan for the session (a SQL function's query is planned again at every call).
CREATE FUNCTION dashboard_form_facts(p_codes text[]) RETURNS dashboard_form_fact[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN ARRAY(
    SELECT ROW(f.id, f.school_code, f.cycle_id, f.status, f.catalogue_version, f.updated_at, f.self_score, f.external_score,
               s.district_id, s.block_id, s.management)::dashboard_form_fact
    FROM forms f JOIN schools s ON s.school_code = f.school_code
    WHERE f.school_code = ANY(p_codes));
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_kept_of(p_codes text[]) RETURNS form_domain_scores[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN ARRAY(SELECT k FROM form_domain_scores k JOIN forms f ON f.id = k.form_id WHERE f.school_code = ANY(p_codes) AND f.status = 9);
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_school_facts(p_codes text[]) RETURNS dashboard_school_fact[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN ARRAY(
    SELECT ROW(s.school_code, s.district_id, s.block_id, s.management, s.gender_type, s.location, s.active)::dashboard_school_fact
    FROM schools s WHERE s.school_code = ANY(p_codes));
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_school_forms(p_codes text[]) RETURNS dashboard_school_form[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN ARRAY(SELECT ROW(f.school_code, f.cycle_id, f.status)::dashboard_school_form FROM forms f WHERE f.school_code = ANY(p_codes));
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_school_infos(p_codes text[]) RETURNS school_info[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN ARRAY(SELECT i FROM school_info i WHERE i.school_code = ANY(p_codes));
END $$;
--> statement-breakpoint

-- The tallies of a few schools counted afresh from their rows, as the triggers count them: the
-- reads of a user whose reach is one school.
CREATE FUNCTION dashboard_form_tallies_of(p_codes text[]) RETURNS SETOF dashboard_form_tallies LANGUAGE sql STABLE AS $$
  SELECT cycle_id, district_id, block_id, management, status, sum(forms)::integer, sum(self_sum), sum(self_n)::integer,
         sum(external_sum), sum(external_n)::integer, sum(self_unkept)::integer, sum(external_unkept)::integer
  FROM dashboard_form_parts_of(dashboard_form_facts(p_codes), dashboard_kept_of(p_codes))
  GROUP BY cycle_id, district_id, block_id, management, status
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_domain_tallies_of(p_codes text[]) RETURNS SETOF dashboard_domain_tallies LANGUAGE sql STABLE AS $$
  SELECT cycle_id, district_id, block_id, management, catalogue_version, domain_id, sum(self_entries)::integer, sum(self_sum), sum(self_n)::integer,
         sum(pair_n)::integer, sum(pair_self_sum), sum(pair_external_sum)
  FROM dashboard_domain_parts_of(dashboard_form_facts(p_codes), dashboard_kept_of(p_codes))
  GROUP BY cycle_id, district_id, block_id, management, catalogue_version, domain_id
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_school_tallies_of(p_codes text[]) RETURNS SETOF dashboard_school_tallies LANGUAGE sql STABLE AS $$
  SELECT cycle_id, status, district_id, block_id, facet, value, sum(schools)::integer, sum(amount)
  FROM dashboard_school_parts_of(dashboard_school_facts(p_codes), dashboard_school_forms(p_codes), dashboard_school_infos(p_codes))
  GROUP BY cycle_id, status, district_id, block_id, facet, value
$$;
--> statement-breakpoint

-- Marks the transaction as having staged deltas: once per transaction, a row whose deferred
-- trigger applies them at commit. The setting and the row both go back with a savepoint.
CREATE FUNCTION dashboard_tally_mark() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('dashboard.tally_flush', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('dashboard.tally_flush', txid_current()::text, true);
    INSERT INTO dashboard_tally_flush (txid) VALUES (txid_current());
  END IF;
END $$;
--> statement-breakpoint

-- Adds a JSON array of delta rows to those the transaction staged in the setting p_name
-- (dashboard.form_deltas, dashboard.domain_deltas, dashboard.school_deltas).
CREATE FUNCTION dashboard_tally_stash(p_name text, p_deltas text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_staged text;
BEGIN
  IF p_deltas IS NULL THEN RETURN; END IF;
  v_staged := current_setting(p_name, true);
  v_staged := CASE WHEN v_staged IS NULL OR v_staged = '' THEN p_deltas ELSE left(v_staged, -1) || ',' || substr(p_deltas, 2) END;
  PERFORM set_config(p_name, v_staged, true);
  PERFORM dashboard_tally_mark();
  -- A transaction that changes a great deal applies as it goes rather than hold it all here.
  IF length(v_staged) > 4000000 THEN PERFORM dashboard_tally_apply_staged(); END IF;
END $$;
--> statement-breakpoint

-- The stage functions join arrays, whose sizes the planner cannot see: for a few forms their cached
-- plans are right, but a nested loop over a bulk move's thousands of rows would take quadratic time.
-- For a large statement the triggers have them planned afresh with hash joins (the lateral jsonb
-- functions still loop, priced as if forbidden, so no plan is worth compiling either), and put the
-- settings back after.
CREATE FUNCTION dashboard_tally_plan_for_bulk(p_on boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_saved text;
BEGIN
  IF p_on THEN
    PERFORM set_config('dashboard.saved_plan_settings', concat_ws(',', current_setting('enable_nestloop'), current_setting('jit'), current_setting('plan_cache_mode')), true);
    PERFORM set_config('enable_nestloop', 'off', true);
    PERFORM set_config('jit', 'off', true);
    PERFORM set_config('plan_cache_mode', 'force_custom_plan', true);
  ELSE
    v_saved := current_setting('dashboard.saved_plan_settings', true);
    PERFORM set_config('enable_nestloop', split_part(v_saved, ',', 1), true);
    PERFORM set_config('jit', split_part(v_saved, ',', 2), true);
    PERFORM set_config('plan_cache_mode', split_part(v_saved, ',', 3), true);
  END IF;
END $$;
--> statement-breakpoint

-- Stages parts(new) - parts(old) of some forms, grouped by the tallies' keys.
CREATE FUNCTION dashboard_stage_forms(p_old dashboard_form_fact[], p_new dashboard_form_fact[], p_old_kept form_domain_scores[], p_new_kept form_domain_scores[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_tally_stash('dashboard.form_deltas', (
    SELECT jsonb_agg(g)::text FROM (
      SELECT cycle_id, district_id, block_id, management, status, sum(forms) AS forms, sum(self_sum) AS self_sum, sum(self_n) AS self_n,
             sum(external_sum) AS external_sum, sum(external_n) AS external_n, sum(self_unkept) AS self_unkept, sum(external_unkept) AS external_unkept
      FROM (
        SELECT * FROM dashboard_form_parts_of(p_new, p_new_kept)
        UNION ALL
        SELECT cycle_id, district_id, block_id, management, status, -forms, -self_sum, -self_n, -external_sum, -external_n, -self_unkept, -external_unkept
        FROM dashboard_form_parts_of(p_old, p_old_kept)
      ) d
      GROUP BY cycle_id, district_id, block_id, management, status
      HAVING sum(forms) <> 0 OR sum(self_sum) <> 0 OR sum(self_n) <> 0 OR sum(external_sum) <> 0 OR sum(external_n) <> 0
          OR sum(self_unkept) <> 0 OR sum(external_unkept) <> 0
    ) g));
  PERFORM dashboard_tally_stash('dashboard.domain_deltas', (
    SELECT jsonb_agg(g)::text FROM (
      SELECT cycle_id, district_id, block_id, management, catalogue_version, domain_id, sum(self_entries) AS self_entries, sum(self_sum) AS self_sum,
             sum(self_n) AS self_n, sum(pair_n) AS pair_n, sum(pair_self_sum) AS pair_self_sum, sum(pair_external_sum) AS pair_external_sum
      FROM (
        SELECT * FROM dashboard_domain_parts_of(p_new, p_new_kept)
        UNION ALL
        SELECT cycle_id, district_id, block_id, management, catalogue_version, domain_id, -self_entries, -self_sum, -self_n, -pair_n, -pair_self_sum, -pair_external_sum
        FROM dashboard_domain_parts_of(p_old, p_old_kept)
      ) d
      GROUP BY cycle_id, district_id, block_id, management, catalogue_version, domain_id
      HAVING sum(self_entries) <> 0 OR sum(self_sum) <> 0 OR sum(self_n) <> 0 OR sum(pair_n) <> 0 OR sum(pair_self_sum) <> 0 OR sum(pair_external_sum) <> 0
    ) g));
END $$;
--> statement-breakpoint

-- Stages parts(new) - parts(old) of some schools.
CREATE FUNCTION dashboard_stage_schools(
  p_old_schools dashboard_school_fact[], p_new_schools dashboard_school_fact[],
  p_old_forms dashboard_school_form[], p_new_forms dashboard_school_form[],
  p_old_infos school_info[], p_new_infos school_info[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_tally_stash('dashboard.school_deltas', (
    SELECT jsonb_agg(g)::text FROM (
      SELECT cycle_id, status, district_id, block_id, facet, value, sum(schools) AS schools, sum(amount) AS amount
      FROM (
        SELECT * FROM dashboard_school_parts_of(p_new_schools, p_new_forms, p_new_infos)
        UNION ALL
        SELECT cycle_id, status, district_id, block_id, facet, value, -schools, -amount FROM dashboard_school_parts_of(p_old_schools, p_old_forms, p_old_infos)
      ) d
      GROUP BY cycle_id, status, district_id, block_id, facet, value
      HAVING sum(schools) <> 0 OR sum(amount) <> 0
    ) g));
END $$;
--> statement-breakpoint

-- The same when only the schools' forms changed: the slots that changed, times the schools' facets
-- (a status change of a school's form is four slots, whatever its enrolment fields).
CREATE FUNCTION dashboard_stage_school_slots(
  p_schools dashboard_school_fact[], p_old_forms dashboard_school_form[], p_new_forms dashboard_school_form[], p_infos school_info[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_tally_stash('dashboard.school_deltas', (
    SELECT jsonb_agg(g)::text FROM (
      SELECT d.cycle_id, d.status, fa.district_id, fa.block_id, fa.facet, fa.value, sum(d.n) AS schools, sum(d.n * fa.amount) AS amount
      FROM (
        SELECT x.school_code, x.cycle_id, x.status, sum(x.n) AS n
        FROM (
          SELECT k.school_code, k.cycle_id, k.status, 1 AS n FROM dashboard_school_slots_of(p_schools, p_new_forms) k
          UNION ALL
          SELECT k.school_code, k.cycle_id, k.status, -1 FROM dashboard_school_slots_of(p_schools, p_old_forms) k
        ) x
        GROUP BY x.school_code, x.cycle_id, x.status
        HAVING sum(x.n) <> 0
      ) d
      JOIN dashboard_school_facets_of(p_schools, p_infos) fa ON fa.school_code = d.school_code
      GROUP BY d.cycle_id, d.status, fa.district_id, fa.block_id, fa.facet, fa.value
      HAVING sum(d.n) <> 0 OR sum(d.n * fa.amount) <> 0
    ) g));
END $$;
--> statement-breakpoint

-- The same when only the schools' information changed: the schools' slots, times the facets that changed.
CREATE FUNCTION dashboard_stage_school_facets(
  p_schools dashboard_school_fact[], p_forms dashboard_school_form[], p_old_infos school_info[], p_new_infos school_info[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_tally_stash('dashboard.school_deltas', (
    SELECT jsonb_agg(g)::text FROM (
      SELECT k.cycle_id, k.status, d.district_id, d.block_id, d.facet, d.value, sum(d.n) AS schools, sum(d.amount) AS amount
      FROM (
        SELECT x.school_code, x.district_id, x.block_id, x.facet, x.value, sum(x.n) AS n, sum(x.amount) AS amount
        FROM (
          SELECT fa.school_code, fa.district_id, fa.block_id, fa.facet, fa.value, 1 AS n, fa.amount FROM dashboard_school_facets_of(p_schools, p_new_infos) fa
          UNION ALL
          SELECT fa.school_code, fa.district_id, fa.block_id, fa.facet, fa.value, -1, -fa.amount FROM dashboard_school_facets_of(p_schools, p_old_infos) fa
        ) x
        GROUP BY x.school_code, x.district_id, x.block_id, x.facet, x.value
        HAVING sum(x.n) <> 0 OR sum(x.amount) <> 0
      ) d
      JOIN dashboard_school_slots_of(p_schools, p_forms) k ON k.school_code = d.school_code
      GROUP BY k.cycle_id, k.status, d.district_id, d.block_id, d.facet, d.value
      HAVING sum(d.n) <> 0 OR sum(d.amount) <> 0
    ) g));
END $$;
--> statement-breakpoint

-- Forms: a change of school, cycle, status, catalogue version or scores moves the form's part; a
-- new updated_at matters to an approved form only (it decides whether the kept scores are
-- current). Saving answers changes neither, so it costs one join of two one-row tables.
CREATE FUNCTION dashboard_forms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_changed integer[];
  v_moved integer[];
  v_codes text[];
  v_moved_codes text[];
  v_old dashboard_form_fact[] := '{}';
  v_new dashboard_form_fact[] := '{}';
  v_kept form_domain_scores[] := '{}';
  v_old_forms dashboard_school_form[];
  v_schools dashboard_school_fact[];
  v_infos school_info[];
  v_new_forms dashboard_school_form[];
  v_cmd record;
  v_bulk boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(n.id) FILTER (
             WHERE (o.school_code, o.cycle_id, o.status, o.catalogue_version, o.self_score, o.external_score)
                   IS DISTINCT FROM (n.school_code, n.cycle_id, n.status, n.catalogue_version, n.self_score, n.external_score)
                OR ((o.status = 9 OR n.status = 9) AND o.updated_at IS DISTINCT FROM n.updated_at)),
           array_agg(n.id) FILTER (WHERE (o.school_code, o.cycle_id, o.status) IS DISTINCT FROM (n.school_code, n.cycle_id, n.status))
      INTO v_changed, v_moved
    FROM new_rows n JOIN old_rows o ON o.id = n.id;
    IF v_changed IS NULL THEN RETURN NULL; END IF;
    v_codes := ARRAY(SELECT o.school_code FROM old_rows o WHERE o.id = ANY(v_changed) UNION SELECT n.school_code FROM new_rows n WHERE n.id = ANY(v_changed));
    v_moved_codes := ARRAY(SELECT o.school_code FROM old_rows o WHERE o.id = ANY(v_moved) UNION SELECT n.school_code FROM new_rows n WHERE n.id = ANY(v_moved));
  ELSIF TG_OP = 'INSERT' THEN
    v_changed := ARRAY(SELECT n.id FROM new_rows n);
    v_codes := ARRAY(SELECT DISTINCT n.school_code FROM new_rows n);
    v_moved_codes := v_codes;
  ELSE
    v_changed := ARRAY(SELECT o.id FROM old_rows o);
    v_codes := ARRAY(SELECT DISTINCT o.school_code FROM old_rows o);
    v_moved_codes := v_codes;
  END IF;
  IF cardinality(v_changed) = 0 THEN RETURN NULL; END IF;
  v_bulk := cardinality(v_changed) > 200;
  IF v_bulk THEN PERFORM dashboard_tally_plan_for_bulk(true); END IF;
  PERFORM 1 FROM schools s WHERE s.school_code = ANY(v_codes) ORDER BY s.school_code FOR SHARE;

  IF TG_OP <> 'INSERT' THEN
    v_old := ARRAY(
      SELECT ROW(o.id, o.school_code, o.cycle_id, o.status, o.catalogue_version, o.updated_at, o.self_score, o.external_score,
                 s.district_id, s.block_id, s.management)::dashboard_form_fact
      FROM old_rows o JOIN schools s ON s.school_code = o.school_code WHERE o.id = ANY(v_changed));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    v_new := ARRAY(
      SELECT ROW(n.id, n.school_code, n.cycle_id, n.status, n.catalogue_version, n.updated_at, n.self_score, n.external_score,
                 s.district_id, s.block_id, s.management)::dashboard_form_fact
      FROM new_rows n JOIN schools s ON s.school_code = n.school_code WHERE n.id = ANY(v_changed));
    -- Kept scores are not changed by this statement. A deleted form's went with it (cascade)
    -- before this runs: dashboard_approved_form_deleting took their part away beforehand.
    v_kept := ARRAY(SELECT k FROM form_domain_scores k WHERE k.form_id = ANY(v_changed));
  END IF;
  PERFORM dashboard_stage_forms(v_old, v_new, v_kept, v_kept);

  IF cardinality(v_moved_codes) > 0 THEN
    -- A school's part depends on the set of its forms: before = now, less the rows this statement
    -- wrote, plus the rows it replaced or removed.
    v_schools := dashboard_school_facts(v_moved_codes);
    v_infos := dashboard_school_infos(v_moved_codes);
    v_new_forms := dashboard_school_forms(v_moved_codes);
    IF TG_OP = 'INSERT' THEN
      v_old_forms := ARRAY(
        SELECT ROW(f.school_code, f.cycle_id, f.status)::dashboard_school_form FROM forms f
        WHERE f.school_code = ANY(v_moved_codes) AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = f.id));
    ELSIF TG_OP = 'UPDATE' THEN
      -- Rows an INSERT ... ON CONFLICT DO UPDATE inserted in the same statement (same xmin and cmin
      -- as the rows it updated) are left out of before and after here: its INSERT trigger, which
      -- runs next, counts them on top of the updated rows.
      SELECT f.xmin AS x, f.cmin AS c INTO v_cmd FROM forms f JOIN new_rows n ON n.id = f.id LIMIT 1;
      v_old_forms := ARRAY(
        SELECT ROW(f.school_code, f.cycle_id, f.status)::dashboard_school_form FROM forms f
        WHERE f.school_code = ANY(v_moved_codes) AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = f.id)
          AND NOT (f.xmin = v_cmd.x AND f.cmin = v_cmd.c)
        UNION ALL
        SELECT ROW(o.school_code, o.cycle_id, o.status)::dashboard_school_form FROM old_rows o WHERE o.school_code = ANY(v_moved_codes));
      v_new_forms := ARRAY(
        SELECT ROW(f.school_code, f.cycle_id, f.status)::dashboard_school_form FROM forms f
        WHERE f.school_code = ANY(v_moved_codes)
          AND (EXISTS (SELECT 1 FROM new_rows n WHERE n.id = f.id) OR NOT (f.xmin = v_cmd.x AND f.cmin = v_cmd.c)));
    ELSE
      v_old_forms := v_new_forms || ARRAY(SELECT ROW(o.school_code, o.cycle_id, o.status)::dashboard_school_form FROM old_rows o);
    END IF;
    PERFORM dashboard_stage_school_slots(v_schools, v_old_forms, v_new_forms, v_infos);
  END IF;
  IF v_bulk THEN PERFORM dashboard_tally_plan_for_bulk(false); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Before an approved form is deleted, takes away what its kept scores add to its part (the
-- statement trigger runs after the cascade has deleted them, and takes away the rest).
CREATE FUNCTION dashboard_approved_form_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_fact dashboard_form_fact[];
BEGIN
  PERFORM 1 FROM schools s WHERE s.school_code = OLD.school_code FOR SHARE;
  v_fact := ARRAY(
    SELECT ROW(OLD.id, OLD.school_code, OLD.cycle_id, OLD.status, OLD.catalogue_version, OLD.updated_at, OLD.self_score, OLD.external_score,
               s.district_id, s.block_id, s.management)::dashboard_form_fact
    FROM schools s WHERE s.school_code = OLD.school_code);
  PERFORM dashboard_stage_forms(v_fact, v_fact, ARRAY(SELECT k FROM form_domain_scores k WHERE k.form_id = OLD.id), '{}');
  RETURN OLD;
END $$;
--> statement-breakpoint

-- Schools: a move to another district, block or management type moves its forms' parts; those,
-- a category, an area or (de)activation move its own.
CREATE FUNCTION dashboard_schools_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_codes text[];
  v_placed text[];
  v_old_schools dashboard_school_fact[] := '{}';
  v_new_schools dashboard_school_fact[] := '{}';
  v_forms dashboard_school_form[];
  v_infos school_info[];
  v_kept form_domain_scores[];
  v_bulk boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(n.school_code) FILTER (
             WHERE (o.district_id, o.block_id, o.management, o.gender_type, o.location, o.active)
                   IS DISTINCT FROM (n.district_id, n.block_id, n.management, n.gender_type, n.location, n.active)),
           array_agg(n.school_code) FILTER (WHERE (o.district_id, o.block_id, o.management) IS DISTINCT FROM (n.district_id, n.block_id, n.management))
      INTO v_codes, v_placed
    FROM new_rows n JOIN old_rows o ON o.school_code = n.school_code;
    IF v_codes IS NULL THEN RETURN NULL; END IF;
    v_old_schools := ARRAY(
      SELECT ROW(o.school_code, o.district_id, o.block_id, o.management, o.gender_type, o.location, o.active)::dashboard_school_fact
      FROM old_rows o WHERE o.school_code = ANY(v_codes));
    v_new_schools := ARRAY(
      SELECT ROW(n.school_code, n.district_id, n.block_id, n.management, n.gender_type, n.location, n.active)::dashboard_school_fact
      FROM new_rows n WHERE n.school_code = ANY(v_codes));
  ELSIF TG_OP = 'INSERT' THEN
    v_codes := ARRAY(SELECT n.school_code FROM new_rows n);
    v_new_schools := ARRAY(
      SELECT ROW(n.school_code, n.district_id, n.block_id, n.management, n.gender_type, n.location, n.active)::dashboard_school_fact FROM new_rows n);
  ELSE
    v_codes := ARRAY(SELECT o.school_code FROM old_rows o);
    v_old_schools := ARRAY(
      SELECT ROW(o.school_code, o.district_id, o.block_id, o.management, o.gender_type, o.location, o.active)::dashboard_school_fact FROM old_rows o);
  END IF;
  IF cardinality(v_codes) = 0 THEN RETURN NULL; END IF;
  v_bulk := cardinality(v_codes) > 200;
  IF v_bulk THEN PERFORM dashboard_tally_plan_for_bulk(true); END IF;
  -- Writers of forms, kept scores and school information lock the school row first, so these
  -- reads see every committed change to them, and none is under way.
  v_forms := dashboard_school_forms(v_codes);
  v_infos := dashboard_school_infos(v_codes);
  PERFORM dashboard_stage_schools(v_old_schools, v_new_schools, v_forms, v_forms, v_infos, v_infos);
  IF v_placed IS NOT NULL AND cardinality(v_placed) > 0 THEN
    v_kept := dashboard_kept_of(v_placed);
    PERFORM dashboard_stage_forms(
      ARRAY(SELECT ROW(f.id, f.school_code, f.cycle_id, f.status, f.catalogue_version, f.updated_at, f.self_score, f.external_score,
                       o.district_id, o.block_id, o.management)::dashboard_form_fact
            FROM forms f JOIN old_rows o ON o.school_code = f.school_code WHERE f.school_code = ANY(v_placed)),
      ARRAY(SELECT ROW(f.id, f.school_code, f.cycle_id, f.status, f.catalogue_version, f.updated_at, f.self_score, f.external_score,
                       n.district_id, n.block_id, n.management)::dashboard_form_fact
            FROM forms f JOIN new_rows n ON n.school_code = f.school_code WHERE f.school_code = ANY(v_placed)),
      v_kept, v_kept);
  END IF;
  IF v_bulk THEN PERFORM dashboard_tally_plan_for_bulk(false); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Kept domain scores: they count for approved forms only, and only while current.
CREATE FUNCTION dashboard_kept_scores_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_ids integer[];
  v_facts dashboard_form_fact[];
  v_now form_domain_scores[];
  v_before form_domain_scores[];
  v_cmd record;
  v_bulk boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    v_ids := ARRAY(SELECT DISTINCT n.form_id FROM new_rows n);
  ELSIF TG_OP = 'UPDATE' THEN
    v_ids := ARRAY(SELECT n.form_id FROM new_rows n UNION SELECT o.form_id FROM old_rows o);
  ELSE
    v_ids := ARRAY(SELECT DISTINCT o.form_id FROM old_rows o);
  END IF;
  IF cardinality(v_ids) = 0 THEN RETURN NULL; END IF;
  -- The forms (a status or updated_at change) and their schools (a move) are locked first, so
  -- those changes and this one go one after the other.
  PERFORM 1 FROM forms f WHERE f.id = ANY(v_ids) ORDER BY f.id FOR SHARE;
  PERFORM 1 FROM schools s WHERE s.school_code IN (SELECT f.school_code FROM forms f WHERE f.id = ANY(v_ids)) ORDER BY s.school_code FOR SHARE;
  v_facts := ARRAY(
    SELECT ROW(f.id, f.school_code, f.cycle_id, f.status, f.catalogue_version, f.updated_at, f.self_score, f.external_score,
               s.district_id, s.block_id, s.management)::dashboard_form_fact
    FROM forms f JOIN schools s ON s.school_code = f.school_code WHERE f.id = ANY(v_ids) AND f.status = 9);
  -- A deleted form's rows are deleted with it (cascade): the form is gone, nothing to count.
  IF cardinality(v_facts) = 0 THEN RETURN NULL; END IF;
  v_bulk := cardinality(v_facts) > 200;
  IF v_bulk THEN PERFORM dashboard_tally_plan_for_bulk(true); END IF;
  v_now := ARRAY(SELECT k FROM form_domain_scores k WHERE k.form_id = ANY(v_ids));
  IF TG_OP = 'INSERT' THEN
    v_before := ARRAY(SELECT k FROM form_domain_scores k WHERE k.form_id = ANY(v_ids)
                      AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.form_id = k.form_id AND n.kind = k.kind));
  ELSIF TG_OP = 'UPDATE' THEN
    -- A form's two kinds combine (the self vs external pairs). When one INSERT ... ON CONFLICT
    -- DO UPDATE updates one kind and inserts the other, this trigger runs first: the inserted
    -- rows (same xmin and cmin as the updated ones) are left out of before and after here, and
    -- the INSERT trigger counts them on top.
    SELECT k.xmin AS x, k.cmin AS c INTO v_cmd FROM form_domain_scores k JOIN new_rows n ON n.form_id = k.form_id AND n.kind = k.kind LIMIT 1;
    v_now := ARRAY(SELECT r FROM form_domain_scores r WHERE r.form_id = ANY(v_ids)
                     AND (EXISTS (SELECT 1 FROM new_rows n WHERE n.form_id = r.form_id AND n.kind = r.kind) OR NOT (r.xmin = v_cmd.x AND r.cmin = v_cmd.c)));
    v_before := ARRAY(SELECT r FROM form_domain_scores r WHERE r.form_id = ANY(v_ids)
                        AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.form_id = r.form_id AND n.kind = r.kind) AND NOT (r.xmin = v_cmd.x AND r.cmin = v_cmd.c))
                || ARRAY(SELECT ROW(o.*)::form_domain_scores FROM old_rows o);
  ELSE
    v_before := v_now || ARRAY(SELECT ROW(o.*)::form_domain_scores FROM old_rows o);
  END IF;
  PERFORM dashboard_stage_forms(v_facts, v_facts, v_before, v_now);
  IF v_bulk THEN PERFORM dashboard_tally_plan_for_bulk(false); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- School information: the enrolment facets of the school.
CREATE FUNCTION dashboard_school_info_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_codes text[];
  v_schools dashboard_school_fact[];
  v_forms dashboard_school_form[];
  v_now school_info[];
  v_before school_info[];
  v_bulk boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    v_codes := ARRAY(SELECT n.school_code FROM new_rows n JOIN old_rows o ON o.school_code = n.school_code WHERE o.data IS DISTINCT FROM n.data
                     UNION SELECT n.school_code FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.school_code = n.school_code)
                     UNION SELECT o.school_code FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.school_code = o.school_code));
  ELSIF TG_OP = 'INSERT' THEN
    v_codes := ARRAY(SELECT n.school_code FROM new_rows n);
  ELSE
    v_codes := ARRAY(SELECT o.school_code FROM old_rows o);
  END IF;
  IF cardinality(v_codes) = 0 THEN RETURN NULL; END IF;
  v_bulk := cardinality(v_codes) > 200;
  IF v_bulk THEN PERFORM dashboard_tally_plan_for_bulk(true); END IF;
  -- Stronger than the share lock a forms change takes on the school: a new form and new
  -- information for one school go one after the other.
  PERFORM 1 FROM schools s WHERE s.school_code = ANY(v_codes) ORDER BY s.school_code FOR NO KEY UPDATE;
  v_schools := dashboard_school_facts(v_codes);
  v_forms := dashboard_school_forms(v_codes);
  v_now := dashboard_school_infos(v_codes);
  IF TG_OP = 'INSERT' THEN
    v_before := ARRAY(SELECT i FROM unnest(v_now) i WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.school_code = i.school_code));
  ELSIF TG_OP = 'UPDATE' THEN
    v_before := ARRAY(SELECT i FROM unnest(v_now) i WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.school_code = i.school_code))
                || ARRAY(SELECT ROW(o.*)::school_info FROM old_rows o);
  ELSE
    v_before := v_now || ARRAY(SELECT ROW(o.*)::school_info FROM old_rows o);
  END IF;
  PERFORM dashboard_stage_school_facets(v_schools, v_forms, v_before, v_now);
  IF v_bulk THEN PERFORM dashboard_tally_plan_for_bulk(false); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- The transaction's staged deltas into the tallies, in key order; rows left at zero go.
CREATE FUNCTION dashboard_tally_apply_staged() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_staged text;
  v_form dashboard_form_tallies[];
  v_domain dashboard_domain_tallies[];
  v_school dashboard_school_tallies[];
BEGIN
  v_staged := current_setting('dashboard.form_deltas', true);
  IF v_staged IS NOT NULL AND v_staged <> '' THEN
    PERFORM set_config('dashboard.form_deltas', '', true);
    v_form := ARRAY(
      SELECT ROW(g.*)::dashboard_form_tallies
      FROM (SELECT cycle_id, district_id, block_id, management, status, sum(forms), sum(self_sum), sum(self_n), sum(external_sum), sum(external_n),
                   sum(self_unkept), sum(external_unkept)
            FROM jsonb_populate_recordset(NULL::dashboard_form_tallies, v_staged::jsonb)
            GROUP BY cycle_id, district_id, block_id, management, status) g);
    INSERT INTO dashboard_form_tallies AS t
    SELECT * FROM unnest(v_form) ORDER BY cycle_id, district_id, block_id, management, status
    ON CONFLICT ON CONSTRAINT dashboard_form_tallies_pk DO UPDATE SET
      forms = t.forms + excluded.forms, self_sum = t.self_sum + excluded.self_sum, self_n = t.self_n + excluded.self_n,
      external_sum = t.external_sum + excluded.external_sum, external_n = t.external_n + excluded.external_n,
      self_unkept = t.self_unkept + excluded.self_unkept, external_unkept = t.external_unkept + excluded.external_unkept;
    DELETE FROM dashboard_form_tallies t USING unnest(v_form) z
    WHERE (t.cycle_id, t.district_id, t.block_id, t.management, t.status) = (z.cycle_id, z.district_id, z.block_id, z.management, z.status)
      AND t.forms = 0 AND t.self_sum = 0 AND t.self_n = 0 AND t.external_sum = 0 AND t.external_n = 0 AND t.self_unkept = 0 AND t.external_unkept = 0;
  END IF;

  v_staged := current_setting('dashboard.domain_deltas', true);
  IF v_staged IS NOT NULL AND v_staged <> '' THEN
    PERFORM set_config('dashboard.domain_deltas', '', true);
    v_domain := ARRAY(
      SELECT ROW(g.*)::dashboard_domain_tallies
      FROM (SELECT cycle_id, district_id, block_id, management, catalogue_version, domain_id, sum(self_entries), sum(self_sum), sum(self_n),
                   sum(pair_n), sum(pair_self_sum), sum(pair_external_sum)
            FROM jsonb_populate_recordset(NULL::dashboard_domain_tallies, v_staged::jsonb)
            GROUP BY cycle_id, district_id, block_id, management, catalogue_version, domain_id) g);
    INSERT INTO dashboard_domain_tallies AS t
    SELECT * FROM unnest(v_domain) ORDER BY cycle_id, district_id, block_id, management, catalogue_version, domain_id
    ON CONFLICT ON CONSTRAINT dashboard_domain_tallies_pk DO UPDATE SET
      self_entries = t.self_entries + excluded.self_entries, self_sum = t.self_sum + excluded.self_sum, self_n = t.self_n + excluded.self_n,
      pair_n = t.pair_n + excluded.pair_n, pair_self_sum = t.pair_self_sum + excluded.pair_self_sum,
      pair_external_sum = t.pair_external_sum + excluded.pair_external_sum;
    DELETE FROM dashboard_domain_tallies t USING unnest(v_domain) z
    WHERE (t.cycle_id, t.district_id, t.block_id, t.management, t.catalogue_version, t.domain_id)
          = (z.cycle_id, z.district_id, z.block_id, z.management, z.catalogue_version, z.domain_id)
      AND t.self_entries = 0 AND t.self_sum = 0 AND t.self_n = 0 AND t.pair_n = 0 AND t.pair_self_sum = 0 AND t.pair_external_sum = 0;
  END IF;

  v_staged := current_setting('dashboard.school_deltas', true);
  IF v_staged IS NOT NULL AND v_staged <> '' THEN
    PERFORM set_config('dashboard.school_deltas', '', true);
    v_school := ARRAY(
      SELECT ROW(g.*)::dashboard_school_tallies
      FROM (SELECT cycle_id, status, district_id, block_id, facet, value, sum(schools), sum(amount)
            FROM jsonb_populate_recordset(NULL::dashboard_school_tallies, v_staged::jsonb)
            GROUP BY cycle_id, status, district_id, block_id, facet, value) g);
    INSERT INTO dashboard_school_tallies AS t
    SELECT * FROM unnest(v_school) ORDER BY facet, cycle_id, status, district_id, block_id, value
    ON CONFLICT ON CONSTRAINT dashboard_school_tallies_pk DO UPDATE SET schools = t.schools + excluded.schools, amount = t.amount + excluded.amount;
    DELETE FROM dashboard_school_tallies t USING unnest(v_school) z
    WHERE (t.facet, t.cycle_id, t.status, t.district_id, t.block_id, t.value) = (z.facet, z.cycle_id, z.status, z.district_id, z.block_id, z.value)
      AND t.schools = 0 AND t.amount = 0;
  END IF;
END $$;
--> statement-breakpoint

-- At commit (the deferred trigger of the transaction's row in dashboard_tally_flush).
CREATE FUNCTION dashboard_tally_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Deltas staged after this (SET CONSTRAINTS ... IMMEDIATE ran it early) need a row of their own.
  PERFORM set_config('dashboard.tally_flush', '', true);
  DELETE FROM dashboard_tally_flush WHERE txid = NEW.txid;
  PERFORM dashboard_tally_apply_staged();
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Recounts every tally from the rows in one pass of plain GROUP BYs, in the caller's transaction.
-- The tallies are locked against writers first (readers go on reading the old counts), so a
-- transaction that commits meanwhile applies its deltas after the recount, which did not see its rows.
CREATE FUNCTION dashboard_tallies_rebuild() RETURNS void LANGUAGE plpgsql SET work_mem = '64MB' AS $$
BEGIN
  LOCK TABLE dashboard_form_tallies, dashboard_domain_tallies, dashboard_school_tallies IN EXCLUSIVE MODE;
  DELETE FROM dashboard_form_tallies;
  DELETE FROM dashboard_domain_tallies;
  DELETE FROM dashboard_school_tallies;
  -- Deltas this transaction staged before are in the recount already.
  PERFORM set_config('dashboard.form_deltas', '', true);
  PERFORM set_config('dashboard.domain_deltas', '', true);
  PERFORM set_config('dashboard.school_deltas', '', true);

  INSERT INTO dashboard_form_tallies
  SELECT f.cycle_id, s.district_id, s.block_id, s.management, f.status, count(*),
         coalesce(sum(f.self_score::float8::numeric), 0), count(f.self_score),
         coalesce(sum(f.external_score::float8::numeric), 0), count(f.external_score),
         count(*) FILTER (WHERE f.status = 9 AND ks.form_id IS NULL), count(*) FILTER (WHERE f.status = 9 AND kx.form_id IS NULL)
  FROM forms f
  JOIN schools s ON s.school_code = f.school_code
  LEFT JOIN form_domain_scores ks ON ks.form_id = f.id AND ks.kind = 'self' AND ks.scored_at = f.updated_at
  LEFT JOIN form_domain_scores kx ON kx.form_id = f.id AND kx.kind = 'external' AND kx.scored_at = f.updated_at
  GROUP BY 1, 2, 3, 4, 5;

  INSERT INTO dashboard_domain_tallies
  SELECT f.cycle_id, s.district_id, s.block_id, s.management, f.catalogue_version, e.domain_id, count(*),
         coalesce(sum(e.score), 0), count(e.score),
         count(*) FILTER (WHERE e.score IS NOT NULL AND x.score IS NOT NULL),
         coalesce(sum(e.score) FILTER (WHERE x.score IS NOT NULL), 0), coalesce(sum(x.score) FILTER (WHERE e.score IS NOT NULL), 0)
  FROM forms f
  JOIN schools s ON s.school_code = f.school_code
  JOIN form_domain_scores ks ON ks.form_id = f.id AND ks.kind = 'self' AND ks.scored_at = f.updated_at
  CROSS JOIN LATERAL (SELECT d ->> 'domainId' AS domain_id, (d ->> 'score')::numeric AS score FROM jsonb_array_elements(ks.scores) d) e
  LEFT JOIN form_domain_scores kx ON kx.form_id = f.id AND kx.kind = 'external' AND kx.scored_at = f.updated_at
  LEFT JOIN LATERAL (SELECT (d ->> 'score')::numeric AS score FROM jsonb_array_elements(kx.scores) d WHERE d ->> 'domainId' = e.domain_id LIMIT 1) x ON true
  WHERE f.status = 9
  GROUP BY 1, 2, 3, 4, 5, 6;

  INSERT INTO dashboard_school_tallies
  WITH s AS (SELECT * FROM schools WHERE active),
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
  SELECT k.cycle_id, k.status, fa.district_id, fa.block_id, fa.facet, fa.value, count(*), sum(fa.amount)
  FROM k JOIN fa ON fa.school_code = k.school_code
  GROUP BY 1, 2, 3, 4, 5, 6;
END $$;
--> statement-breakpoint

CREATE TRIGGER dashboard_tally_forms_insert AFTER INSERT ON forms REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forms_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_tally_forms_update AFTER UPDATE ON forms REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forms_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_tally_forms_delete AFTER DELETE ON forms REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forms_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_tally_forms_deleting BEFORE DELETE ON forms
  FOR EACH ROW WHEN (OLD.status = 9) EXECUTE FUNCTION dashboard_approved_form_deleting();
--> statement-breakpoint
CREATE TRIGGER dashboard_tally_schools_insert AFTER INSERT ON schools REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_schools_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_tally_schools_update AFTER UPDATE ON schools REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_schools_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_tally_schools_delete AFTER DELETE ON schools REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_schools_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_tally_kept_insert AFTER INSERT ON form_domain_scores REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_kept_scores_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_tally_kept_update AFTER UPDATE ON form_domain_scores REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_kept_scores_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_tally_kept_delete AFTER DELETE ON form_domain_scores REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_kept_scores_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_tally_school_info_insert AFTER INSERT ON school_info REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_school_info_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_tally_school_info_update AFTER UPDATE ON school_info REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_school_info_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_tally_school_info_delete AFTER DELETE ON school_info REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_school_info_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER dashboard_tally_apply AFTER INSERT ON dashboard_tally_flush
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dashboard_tally_apply();
--> statement-breakpoint
-- A database that already holds forms starts with its tallies counted.
SELECT dashboard_tallies_rebuild();
