-- A server process keeps, per form, what its last save read and wrote at the form's revision
-- (server/form/save-state-cache.ts), and plans the next save from that without reading again: the
-- write below commits only while the revision is the one kept. The save's read also takes the
-- school's row (its district and block decide who may see the form), so a change to a school's row
-- bumps the revision of its forms too; every other table the save reads already does (migration 0035).
CREATE FUNCTION schools_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM forms_revision_bump(ARRAY(SELECT f.id FROM forms f WHERE f.school_code IN (SELECT school_code FROM new_rows UNION SELECT school_code FROM old_rows)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER schools_revision_update AFTER UPDATE ON schools REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION schools_revision_bump();
--> statement-breakpoint
DROP FUNCTION save_answers_if_unchanged(integer, integer, text, integer, timestamptz, text[], text[], text[], text[], text[], integer, integer);
--> statement-breakpoint
-- As in migration 0035, but answers {"revision": the form's revision after the write} (what the
-- server keeps the form's state at), or, when it wrote nothing, what the save checks against as it
-- is now, read under the locks: {"form", "school", "cycle", "state"}; null when there is no such
-- form. A save planned from a state this process kept, that another process has since moved on
-- from, then plans again from this answer and writes again: two round trips, as many as a save
-- that reads first.
CREATE FUNCTION save_answers_if_unchanged(p_form integer, p_revision integer, p_cycle_status text, p_user integer, p_at timestamptz,
  p_qs text[], p_vs text[], p_rs text[], p_cleared text[], p_emptied text[], p_attempted integer, p_total integer) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_cycle_status text;
  v_form forms%ROWTYPE;
  v_school schools%ROWTYPE;
BEGIN
  SELECT c.status INTO v_cycle_status FROM cycles c WHERE c.id = (SELECT cycle_id FROM forms WHERE id = p_form) FOR SHARE;
  SELECT * INTO v_form FROM forms f WHERE f.id = p_form FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF v_form.revision IS DISTINCT FROM p_revision OR v_cycle_status IS DISTINCT FROM p_cycle_status THEN
    SELECT * INTO v_school FROM schools s WHERE s.school_code = v_form.school_code;
    RETURN jsonb_build_object(
      'form', jsonb_build_object('id', v_form.id, 'status', v_form.status, 'schoolCode', v_form.school_code,
        'catalogueVersion', v_form.catalogue_version, 'revision', v_form.revision),
      'school', jsonb_build_object('schoolCode', v_school.school_code, 'districtId', v_school.district_id, 'blockId', v_school.block_id),
      'cycle', jsonb_build_object('status', v_cycle_status),
      'state', form_save_state(p_form, v_form.school_code));
  END IF;
  PERFORM write_answers(p_form, 'self', p_user, p_at, p_qs, p_vs, p_rs, p_cleared, p_emptied);
  -- Bumps the revision (form_revision_bump) for the answers just written, too.
  UPDATE forms SET attempted = p_attempted, total = p_total, updated_at = p_at WHERE id = p_form RETURNING revision INTO v_form.revision;
  RETURN jsonb_build_object('revision', v_form.revision);
END
$$;
