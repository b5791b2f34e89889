-- The saves of many heads in one statement (server/form/save-batch.ts): under a hundred heads saving
-- at once, a server process gathers the saves whose checks passed in one turn of its event loop and
-- writes them together, one round trip and one commit for all, where each cost its own (issue 29).
-- p_saves is a JSON array of {form, revision, cycleStatus, user, at, qs, vs, rs, cleared, emptied,
-- attempted, total}: each one is written exactly as save_answers_if_unchanged (migration 0036)
-- writes it, and the answer is the array of its answers in the same order.
--
-- Locks: the cycles of every form in the batch are taken (shared) first, in the order of their
-- ids, then the forms, in the order the server sorted them (by id). Every save and every cycle
-- change takes a cycle before that cycle's forms, and the forms one statement bumps together are
-- locked in id order (forms_revision_bump, migration 0035); so two batches, or a batch and a cycle
-- being closed, do not wait on each other in a circle. Should one still deadlock, the server writes
-- that batch's saves again one by one.
CREATE FUNCTION jsonb_text_array(p jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(e ORDER BY n), '{}') FROM jsonb_array_elements_text(p) WITH ORDINALITY AS t(e, n)
$$;
--> statement-breakpoint
CREATE FUNCTION save_answers_many(p_saves jsonb) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_out jsonb := '[]'::jsonb;
  s jsonb;
BEGIN
  PERFORM 1 FROM cycles c
    WHERE c.id IN (SELECT f.cycle_id FROM forms f WHERE f.id IN (SELECT (e->>'form')::integer FROM jsonb_array_elements(p_saves) AS e))
    ORDER BY c.id FOR SHARE;
  FOR s IN SELECT t.e FROM jsonb_array_elements(p_saves) WITH ORDINALITY AS t(e, n) ORDER BY t.n LOOP
    v_out := v_out || jsonb_build_array(save_answers_if_unchanged((s->>'form')::integer, (s->>'revision')::integer, s->>'cycleStatus',
      (s->>'user')::integer, (s->>'at')::timestamptz, jsonb_text_array(s->'qs'), jsonb_text_array(s->'vs'), jsonb_text_array(s->'rs'),
      jsonb_text_array(s->'cleared'), jsonb_text_array(s->'emptied'), (s->>'attempted')::integer, (s->>'total')::integer));
  END LOOP;
  RETURN v_out;
END
$$;
