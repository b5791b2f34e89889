-- A head's save in two round trips instead of six (issue 29; server/form/save-answers.ts explains
-- the model). The save reads its form and what it checks the answers against without a lock
-- (form_save_state, with a digest of all of it), checks them in the server, then writes in one
-- statement (save_answers_if_unchanged) that takes the same locks in the same order as the locked
-- save (the cycle shared, then the form for update) and writes only when the digest taken under
-- those locks equals the one read. A differing digest writes nothing: the server then saves the
-- old way, in a transaction under the locks. So a save never rests on a stale read.

-- Everything a save's checks read about a form: the form's row and its cycle's status, the school's
-- answers with their times, the questions with evidence, and the school information.
-- plpgsql, not sql, here and below: PostgreSQL keeps a plpgsql statement's plan for the connection,
-- where it plans a sql function's body again at every call (these run at every save).
CREATE FUNCTION form_save_digest(p_form integer, p_school text) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN md5(concat_ws('|',
    coalesce((SELECT concat_ws(',', f.status, f.machine_state::text, f.catalogue_version, f.school_code, f.cycle_id, f.updated_at, c.status)
              FROM forms f JOIN cycles c ON c.id = f.cycle_id WHERE f.id = p_form), ''),
    coalesce((SELECT string_agg(a.question_id || '=' || a.value::text || '@' || a.updated_at::text, ',' ORDER BY a.question_id)
              FROM form_answers a WHERE a.form_id = p_form AND a.kind = 'self'), ''),
    coalesce((SELECT string_agg(DISTINCT d.question_id, ',' ORDER BY d.question_id) FROM question_documents d WHERE d.form_id = p_form), ''),
    coalesce((SELECT i.data::text FROM school_info i WHERE i.school_code = p_school), '')));
END
$$;
--> statement-breakpoint
-- The same, as the save reads it: answers as [question, value, time], the evidence questions, the
-- school information (null before it is saved) and the digest, all in the calling statement's snapshot.
CREATE FUNCTION form_save_state(p_form integer, p_school text) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN jsonb_build_object(
    'answers', (SELECT coalesce(jsonb_agg(jsonb_build_array(a.question_id, a.value, a.updated_at)), '[]'::jsonb)
                FROM form_answers a WHERE a.form_id = p_form AND a.kind = 'self'),
    'evidence', (SELECT coalesce(jsonb_agg(DISTINCT d.question_id), '[]'::jsonb) FROM question_documents d WHERE d.form_id = p_form),
    'schoolInfo', (SELECT i.data FROM school_info i WHERE i.school_code = p_school),
    'digest', form_save_digest(p_form, p_school));
END
$$;
--> statement-breakpoint
-- Writes a form's answers of one kind: the cleared ones deleted, the others inserted or replaced. A
-- Not Applicable answer keeps the reason it had unless a new one is given; any other answer drops
-- its reason; the questions in p_emptied have their reason emptied on purpose. Every save of answers
-- writes through here (server/form/answers-store.ts), locked or not.
CREATE FUNCTION store_answers(p_form integer, p_kind text, p_user integer, p_at timestamptz, p_qs text[], p_vs text[], p_rs text[], p_cleared text[], p_emptied text[])
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  DELETE FROM form_answers WHERE form_id = p_form AND kind = p_kind AND question_id = ANY(p_cleared);
  INSERT INTO form_answers (form_id, kind, question_id, value, na_reason, updated_by, updated_at)
    SELECT p_form, p_kind, t.q, t.v::jsonb, t.r, p_user, p_at FROM unnest(p_qs, p_vs, p_rs) AS t(q, v, r)
    ON CONFLICT (form_id, kind, question_id) DO UPDATE SET value = excluded.value,
      na_reason = CASE WHEN excluded.value = '"NA"'::jsonb THEN coalesce(excluded.na_reason, form_answers.na_reason) ELSE NULL END,
      updated_by = excluded.updated_by, updated_at = excluded.updated_at;
  UPDATE form_answers SET na_reason = NULL WHERE form_id = p_form AND kind = p_kind AND question_id = ANY(p_emptied);
END
$$;
--> statement-breakpoint
-- The unlocked save's write: false, and nothing written, when what the save read has changed since.
-- Each statement of a plpgsql function takes a fresh snapshot, so the digest here is taken after the
-- locks are held and sees every change committed before them.
CREATE FUNCTION save_answers_if_unchanged(p_form integer, p_digest text, p_user integer, p_at timestamptz, p_qs text[], p_vs text[], p_rs text[],
  p_cleared text[], p_emptied text[], p_attempted integer, p_total integer) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_school text;
BEGIN
  PERFORM 1 FROM cycles WHERE id = (SELECT cycle_id FROM forms WHERE id = p_form) FOR SHARE;
  SELECT school_code INTO v_school FROM forms WHERE id = p_form FOR UPDATE;
  IF v_school IS NULL OR form_save_digest(p_form, v_school) IS DISTINCT FROM p_digest THEN
    RETURN false;
  END IF;
  PERFORM store_answers(p_form, 'self', p_user, p_at, p_qs, p_vs, p_rs, p_cleared, p_emptied);
  UPDATE forms SET attempted = p_attempted, total = p_total, updated_at = p_at WHERE id = p_form;
  RETURN true;
END
$$;
