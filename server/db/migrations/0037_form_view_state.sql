-- What POST /v1/form/json shows of a form besides its row: the school's own answers with their
-- times and Not Applicable reasons, the external evaluation's for a reviewer, and the school
-- information; and the questions with evidence, which the form's opening (POST /v1/form/open)
-- counts with it. Read with the form, its school and its cycle in one statement
-- (server/form/form-content.ts), which sees one moment of the database without a transaction:
-- the read took five round trips (begin, the form, the school information, the answers, commit),
-- and a domain tab's click waits for it (issue 29). STABLE, so its queries see the calling
-- statement's snapshot.
CREATE FUNCTION form_view_state(p_form integer, p_school text, p_external boolean) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN jsonb_build_object(
    'answers', (SELECT coalesce(jsonb_agg(jsonb_build_array(a.question_id, a.value, a.updated_at, a.na_reason)), '[]'::jsonb)
                FROM form_answers a WHERE a.form_id = p_form AND a.kind = 'self'),
    'external', CASE WHEN p_external THEN
                (SELECT coalesce(jsonb_agg(jsonb_build_array(a.question_id, a.value, a.updated_at, a.na_reason)), '[]'::jsonb)
                 FROM form_answers a WHERE a.form_id = p_form AND a.kind = 'external') END,
    'evidence', (SELECT coalesce(jsonb_agg(DISTINCT d.question_id), '[]'::jsonb) FROM question_documents d WHERE d.form_id = p_form),
    'schoolInfo', (SELECT i.data FROM school_info i WHERE i.school_code = p_school));
END
$$;
