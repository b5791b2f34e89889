import { useCallback, useMemo, useRef, useState } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { UiSchema } from '@rjsf/utils';
import { NOT_APPLICABLE } from '../../engine';
import type { ApiDetail } from '../api/client';
import type { FormJson, JsonObject } from '../api/types';
import type { Lang } from '../i18n';
import type { AnswerSync } from './answerSync';
import { hasAnswer } from './answerLabel';
import { allProperties, sameAnswer } from './changedAnswers';
import { domainLimits, limitProblems, limitValidator, toErrors } from './limitErrors';
import { prepareSchema } from './prepareSchema';
import type { QuestionStore } from './questionStore';
import { errorTransformer } from './transformErrors';
import { useFormValidator } from './useFormValidator';
import { useKeptFormData } from './useKeptFormData';
import { conditionCheck, visibleAnswers } from './visibleAnswers';

type Options = {
  form: FormJson | undefined;
  domain: string;
  lang: Lang;
  sync: AnswerSync;
  store: QuestionStore;
  /** The answers the form starts from (the server's with this device's unsent ones over them); null while loading. */
  seed: JsonObject | null;
  /** Whether a change is the user's own to save now (the head's editable form, the evaluator's entry). */
  canEdit: () => boolean;
  /** The server's refusal of the last save, shown on its questions. */
  details: ApiDetail[];
  /** The head's form: an answer moved off Not Applicable drops the reason typed for it. */
  dropsReasons?: boolean;
};

function sameProblems(a: Map<string, string>, b: Map<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

/** The question a widget id names: `root_Q014`, or one of its options `root_Q014-2`. */
export function questionOfId(id: string): string {
  return id.replace(/^root_/, '').replace(/-\d+$/, '');
}

function focusedQuestion(): string | null {
  const id = typeof document === 'undefined' ? '' : (document.activeElement?.id ?? '');
  return id.startsWith('root_') ? questionOfId(id) : null;
}

/**
 * One domain's form, as the head and the evaluator both edit it: the schema made ready for rjsf,
 * its validator and rules, the data handed back to rjsf, and the one change loop that hands each
 * changed answer to the save path. An answer emptied in the field that still has the focus is a
 * retype on its way: it is deleted only when the field is left empty (blur) or the page is left.
 */
export function useFormController({ form, domain, lang, sync, store, seed, canEdit, details, dropsReasons = false }: Options) {
  const schema = form?.schema;
  const rjsfSchema = useMemo(() => (schema ? prepareSchema(schema) : undefined), [schema]);
  const uiSchema = form?.uiSchema as UiSchema | undefined;
  const { validator, error: validatorError } = useFormValidator(rjsfSchema);
  // Which follow-ups count: ajv's verdict on each condition, as rjsf shows them.
  const holds = useMemo(() => (validator && rjsfSchema ? conditionCheck(validator, rjsfSchema) : null), [validator, rjsfSchema]);
  const transformErrors = useMemo(() => (schema ? errorTransformer(schema, lang) : undefined), [schema, lang]);
  const properties = useMemo(() => (schema ? allProperties(schema) : {}), [schema]);
  const editableKeys = useMemo(
    () =>
      Object.entries(properties)
        .filter(([, p]) => !p.readOnly)
        .map(([k]) => k),
    [properties],
  );
  const limits = useMemo(() => domainLimits(uiSchema as Record<string, unknown> | undefined), [uiSchema]);
  const customValidate = useMemo(() => limitValidator(limits, lang), [limits, lang]);
  const kept = useKeptFormData(seed);
  const effectiveRef = useRef<JsonObject>({});
  // What the sync was last given per question: an answer held back for breaking a rule between
  // answers goes to the sync as soon as the rule holds again, even if that answer did not change.
  const givenRef = useRef<JsonObject>({});
  const [held, setHeld] = useState<Map<string, string>>(() => new Map());
  const canEditRef = useRef(canEdit);
  canEditRef.current = canEdit;

  /** Starts the form from these answers (a domain loaded; "take theirs" for `only` some questions); answers the ones that count. */
  const applySeed = useCallback(
    (data: JsonObject, only?: string[]): JsonObject => {
      if (!rjsfSchema || !holds) return data;
      const effective = visibleAnswers(rjsfSchema, data, holds);
      effectiveRef.current = effective;
      givenRef.current = only ? { ...givenRef.current, ...Object.fromEntries(only.map((q) => [q, effective[q]])) } : { ...effective };
      store.setAnswers(effective);
      return effective;
    },
    [rjsfSchema, holds, store],
  );

  // Kept cheap: this runs on every keystroke. Only the changed answers reach the sync and the store.
  const onChange = useCallback(
    (e: IChangeEvent<JsonObject>) => {
      if (!rjsfSchema || !holds) return;
      const data = (e.formData ?? {}) as JsonObject;
      kept.keep(data);
      const effective = visibleAnswers(rjsfSchema, data, holds);
      effectiveRef.current = effective;
      store.setAnswers(effective);
      if (!canEditRef.current()) return;
      // A part above its whole stays on screen with its message and is not sent: the server would
      // refuse the whole batch, and the head would learn of it only after the save.
      const problems = limitProblems(limits, effective, lang);
      setHeld((before) => (sameProblems(before, problems) ? before : problems));
      const given = givenRef.current;
      const focused = focusedQuestion();
      for (const k of editableKeys) {
        if (problems.has(k) || sameAnswer(given[k], effective[k])) continue;
        // The server drops a reason with its Not Applicable answer; the box must not show it again.
        if (dropsReasons && given[k] === NOT_APPLICABLE) store.setReason(k, '');
        given[k] = effective[k];
        const value = hasAnswer(effective[k]) ? effective[k] : null;
        sync.edit(domain, k, value, undefined, value === null && focused === k);
      }
    },
    [rjsfSchema, holds, editableKeys, store, sync, domain, kept, limits, lang, dropsReasons],
  );

  const onBlur = useCallback((id: string) => sync.blur(questionOfId(id)), [sync]);

  const extraErrors = useMemo(() => {
    const server = new Map<string, string[]>();
    for (const d of details) {
      const q = d.questionid ?? d.field;
      if (q) server.set(q, [...(server.get(q) ?? []), String(d.message ?? d.problem ?? '')]);
    }
    return toErrors(held, server);
  }, [details, held]);

  return {
    rjsfSchema,
    uiSchema,
    validator,
    validatorError,
    holds,
    properties,
    editableKeys,
    limits,
    held,
    setHeld,
    effectiveRef,
    givenRef,
    applySeed,
    formData: kept.data ?? seed,
    /** The props both pages hand to rjsf's Form. */
    formProps: { transformErrors, extraErrors, customValidate, onChange, onBlur },
  };
}
