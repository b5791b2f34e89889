-- A form's revision in place of migration 0034's digest (issue 29): the unlocked save read the
-- form's answers, evidence and school information with an md5 over all of them, and took that
-- digest again under the locks, twice per save over every answer of the form (a third of
-- PostgreSQL's CPU per save, measured with track_functions). Now the database bumps forms.revision
-- whenever anything a save checks against changes, in the same transaction as the change, by
-- triggers, so no writer (a save, an upload, a school information save, a transition, a catalogue
-- migration, a restore) can forget to: the save compares one number under the form's lock. A
-- trigger that bumps too often only sends a save down the locked path; one that missed a change
-- would let a save rest on a stale read, so every table a save reads has one here.
ALTER TABLE "forms" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Any change to the form's own row (status, machine state, catalogue version, school, cycle, counts).
CREATE FUNCTION form_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER form_revision_bump BEFORE UPDATE ON forms FOR EACH ROW EXECUTE FUNCTION form_revision_bump();
--> statement-breakpoint
-- The forms whose answers, evidence or school information a statement changed. Several are locked
-- in id order, so two statements that touch the same forms cannot deadlock on them.
CREATE FUNCTION forms_revision_bump(p_forms integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(p_forms) = 1 THEN
    UPDATE forms SET revision = revision + 1 WHERE id = p_forms[1];
  ELSIF cardinality(p_forms) > 1 THEN
    UPDATE forms SET revision = revision + 1
    WHERE id IN (SELECT f.id FROM forms f WHERE f.id = ANY(p_forms) ORDER BY f.id FOR UPDATE);
  END IF;
END $$;
--> statement-breakpoint
-- The school's answers (not the external evaluation's: a head's save does not read them). A save
-- writes them through write_answers, which names its form in accr.answers_form while it writes and
-- changes the form's row itself in the same transaction: the trigger leaves that form to it, so a
-- save changes its form's row once, not three times (the insert and the update of an upsert each
-- fire a statement trigger).
CREATE FUNCTION answers_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_writer text := current_setting('accr.answers_form', true);
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM forms_revision_bump(ARRAY(SELECT DISTINCT form_id FROM old_rows WHERE kind = 'self' AND form_id::text IS DISTINCT FROM v_writer));
  ELSE
    PERFORM forms_revision_bump(ARRAY(SELECT DISTINCT form_id FROM new_rows WHERE kind = 'self' AND form_id::text IS DISTINCT FROM v_writer));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER answers_revision_insert AFTER INSERT ON form_answers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION answers_revision_bump();
--> statement-breakpoint
CREATE TRIGGER answers_revision_update AFTER UPDATE ON form_answers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION answers_revision_bump();
--> statement-breakpoint
CREATE TRIGGER answers_revision_delete AFTER DELETE ON form_answers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION answers_revision_bump();
--> statement-breakpoint
-- store_answers (migration 0034) split in two: write_answers writes, and its caller changes the
-- form's row in the same transaction (which bumps the revision); store_answers does both.
CREATE FUNCTION write_answers(p_form integer, p_kind text, p_user integer, p_at timestamptz, p_qs text[], p_vs text[], p_rs text[], p_cleared text[], p_emptied text[])
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM set_config('accr.answers_form', p_form::text, true);
  IF cardinality(p_cleared) > 0 THEN
    DELETE FROM form_answers WHERE form_id = p_form AND kind = p_kind AND question_id = ANY(p_cleared);
  END IF;
  IF cardinality(p_qs) > 0 THEN
    INSERT INTO form_answers (form_id, kind, question_id, value, na_reason, updated_by, updated_at)
      SELECT p_form, p_kind, t.q, t.v::jsonb, t.r, p_user, p_at FROM unnest(p_qs, p_vs, p_rs) AS t(q, v, r)
      ON CONFLICT (form_id, kind, question_id) DO UPDATE SET value = excluded.value,
        na_reason = CASE WHEN excluded.value = '"NA"'::jsonb THEN coalesce(excluded.na_reason, form_answers.na_reason) ELSE NULL END,
        updated_by = excluded.updated_by, updated_at = excluded.updated_at;
  END IF;
  IF cardinality(p_emptied) > 0 THEN
    UPDATE form_answers SET na_reason = NULL WHERE form_id = p_form AND kind = p_kind AND question_id = ANY(p_emptied);
  END IF;
  PERFORM set_config('accr.answers_form', '', true);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_answers(p_form integer, p_kind text, p_user integer, p_at timestamptz, p_qs text[], p_vs text[], p_rs text[], p_cleared text[], p_emptied text[])
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM write_answers(p_form, p_kind, p_user, p_at, p_qs, p_vs, p_rs, p_cleared, p_emptied);
  IF p_kind = 'self' THEN
    UPDATE forms SET revision = revision + 1 WHERE id = p_form;
  END IF;
END
$$;
--> statement-breakpoint
-- Evidence: a file added or taken away (an update moves it between questions or forms: both).
CREATE FUNCTION evidence_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM forms_revision_bump(ARRAY(SELECT DISTINCT form_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM forms_revision_bump(ARRAY(SELECT DISTINCT form_id FROM old_rows));
  ELSE
    PERFORM forms_revision_bump(ARRAY(SELECT form_id FROM new_rows UNION SELECT form_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER evidence_revision_insert AFTER INSERT ON question_documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION evidence_revision_bump();
--> statement-breakpoint
CREATE TRIGGER evidence_revision_update AFTER UPDATE ON question_documents REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION evidence_revision_bump();
--> statement-breakpoint
CREATE TRIGGER evidence_revision_delete AFTER DELETE ON question_documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION evidence_revision_bump();
--> statement-breakpoint
-- The school information: every form of the school (one per cycle).
CREATE FUNCTION school_info_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM forms_revision_bump(ARRAY(SELECT f.id FROM forms f WHERE f.school_code IN (SELECT school_code FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM forms_revision_bump(ARRAY(SELECT f.id FROM forms f WHERE f.school_code IN (SELECT school_code FROM old_rows)));
  ELSE
    PERFORM forms_revision_bump(ARRAY(SELECT f.id FROM forms f WHERE f.school_code IN (SELECT school_code FROM new_rows UNION SELECT school_code FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER school_info_revision_insert AFTER INSERT ON school_info REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION school_info_revision_bump();
--> statement-breakpoint
CREATE TRIGGER school_info_revision_update AFTER UPDATE ON school_info REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION school_info_revision_bump();
--> statement-breakpoint
CREATE TRIGGER school_info_revision_delete AFTER DELETE ON school_info REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION school_info_revision_bump();
--> statement-breakpoint
-- What a save's checks read, as before but without the digest: the revision and the cycle's status
-- come with the form's row in the same statement (server/form/save-answers.ts).
CREATE OR REPLACE FUNCTION form_save_state(p_form integer, p_school text) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN jsonb_build_object(
    'answers', (SELECT coalesce(jsonb_agg(jsonb_build_array(a.question_id, a.value, a.updated_at)), '[]'::jsonb)
                FROM form_answers a WHERE a.form_id = p_form AND a.kind = 'self'),
    'evidence', (SELECT coalesce(jsonb_agg(DISTINCT d.question_id), '[]'::jsonb) FROM question_documents d WHERE d.form_id = p_form),
    'schoolInfo', (SELECT i.data FROM school_info i WHERE i.school_code = p_school));
END
$$;
--> statement-breakpoint
DROP FUNCTION save_answers_if_unchanged(integer, text, integer, timestamptz, text[], text[], text[], text[], text[], integer, integer);
--> statement-breakpoint
DROP FUNCTION form_save_digest(integer, text);
--> statement-breakpoint
-- The unlocked save's write: false, and nothing written, when the form's revision or its cycle's
-- status is not what the save read. The row locks return the rows as last committed, after any wait.
CREATE FUNCTION save_answers_if_unchanged(p_form integer, p_revision integer, p_cycle_status text, p_user integer, p_at timestamptz,
  p_qs text[], p_vs text[], p_rs text[], p_cleared text[], p_emptied text[], p_attempted integer, p_total integer) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_cycle_status text;
  v_revision integer;
BEGIN
  SELECT c.status INTO v_cycle_status FROM cycles c WHERE c.id = (SELECT cycle_id FROM forms WHERE id = p_form) FOR SHARE;
  SELECT f.revision INTO v_revision FROM forms f WHERE f.id = p_form FOR UPDATE;
  IF v_revision IS DISTINCT FROM p_revision OR v_cycle_status IS DISTINCT FROM p_cycle_status THEN
    RETURN false;
  END IF;
  PERFORM write_answers(p_form, 'self', p_user, p_at, p_qs, p_vs, p_rs, p_cleared, p_emptied);
  -- Bumps the revision (form_revision_bump) for the answers just written, too.
  UPDATE forms SET attempted = p_attempted, total = p_total, updated_at = p_at WHERE id = p_form;
  RETURN true;
END
$$;
