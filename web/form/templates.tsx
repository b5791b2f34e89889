import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { descriptionId, getUiOptions, type FieldTemplateProps, type ObjectFieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import type { QuestionStore } from './questionStore';

type Group = { id: string; title: string; fields: string[] };

/** What a question tells the page's extras (evidence, comments, review). */
export type QuestionInfo = {
  questionid: string;
  evidence: 'mandatory' | 'optional' | 'none';
  schema: RJSFSchema;
  value: unknown;
};

/** What the forms tell every question through rjsf's formContext; keep it stable (useMemo). */
export type QuestionContext = {
  accrid?: string | number;
  store?: QuestionStore;
  /** Evidence, comments and reviewer parts under each question; a different set for heads and reviewers. */
  renderExtras?: (info: QuestionInfo) => ReactNode;
  /** External evaluation: the school's own answer, shown beside the evaluator's input. */
  renderSelfAnswer?: (info: QuestionInfo) => ReactNode;
};

const GROUP_WIDGETS = new Set(['radio', 'checkboxes', 'computed', 'RadioWidget', 'CheckboxesWidget']);

function questionName(props: FieldTemplateProps): string {
  const path = props.fieldPathId?.path ?? [];
  const last = path[path.length - 1];
  return typeof last === 'string' ? last : props.id.replace(/^root_/, '');
}

function evidenceOf(value: unknown): QuestionInfo['evidence'] {
  return value === 'mandatory' || value === 'optional' ? value : 'none';
}

/**
 * One question or field: its code and title, help, input and errors, then the page's extras.
 * rjsf memoizes each field, so this renders again only when its own question changes.
 */
export function QuestionFieldTemplate(props: FieldTemplateProps) {
  const { t } = useLingui();
  const { id, label, children, errors, rawDescription, rawErrors, required, hidden, schema, uiSchema, displayLabel, formData } = props;
  if (hidden) return <div className="hidden">{children}</div>;
  if (schema.type === 'object') return <>{children}</>;

  const options = getUiOptions(uiSchema);
  const widget = typeof options.widget === 'string' ? options.widget : '';
  const isGroup = GROUP_WIDGETS.has(widget) || schema.type === 'array';
  const name = questionName(props);
  const isQuestion = /^Q\d+/.test(name);
  const evidence = evidenceOf(options.evidence);
  const hasError = (rawErrors?.length ?? 0) > 0;
  const ctx = props.registry.formContext as QuestionContext | undefined;
  const renderExtras = isQuestion ? ctx?.renderExtras : undefined;
  const info: QuestionInfo = { questionid: name, evidence, schema, value: formData };
  const self = isQuestion ? ctx?.renderSelfAnswer?.(info) : undefined;

  const titleContent = (
    <>
      {isQuestion && <span className="q-code">{name}</span>}
      <span className="q-text">{isQuestion ? label.replace(/^\s*Q\d+\s*[.:)-]?\s*/, '') : label}</span>
      {required && (
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  );

  return (
    <div
      className={`question ${hasError ? 'has-error' : ''}`}
      id={isQuestion ? name : undefined}
      data-question={isQuestion ? name : undefined}
      tabIndex={isQuestion ? -1 : undefined}
    >
      {displayLabel !== false &&
        (isGroup ? (
          <div className="q-title" id={`${id}__title`}>
            {titleContent}
          </div>
        ) : (
          <label className="q-title" id={`${id}__title`} htmlFor={id}>
            {titleContent}
          </label>
        ))}
      {!renderExtras && evidence !== 'none' && (
        <div className="q-badges">
          {evidence === 'mandatory' ? <span className="badge badge-warn">{t`Evidence required`}</span> : <span className="badge">{t`Evidence optional`}</span>}
        </div>
      )}
      {rawDescription && (
        <p className="q-help" id={descriptionId(id)}>
          {rawDescription}
        </p>
      )}
      {self ? (
        <div className="side-by-side">
          {self}
          <div className="answer-col">
            <span className="col-label">{t`External evaluation`}</span>
            {children}
          </div>
        </div>
      ) : (
        children
      )}
      {errors}
      {renderExtras?.(info)}
    </div>
  );
}

/** The root object: questions grouped into their subdomain sections (uiSchema ui:options.groups). */
/** Questions a form draws before its first paint; the subdomains after them come right after it. */
export const FIRST_DRAWN_QUESTIONS = 6;

/**
 * How many of `counts` (questions per subdomain) to draw now: on a form's first draw, the
 * subdomains that hold the first few questions, a screen's worth on a phone; the rest in a
 * transition that starts once that has painted, which React draws in slices between which the
 * browser paints and takes clicks. A head opening a long domain (D5: 35 questions) can answer the
 * first question while the others are drawn, instead of waiting for all of them; what is added
 * comes below, so nothing already on screen moves. A link to one question (#Q014) draws them all
 * at once, so the page can scroll to it.
 */
function useDrawnSections(counts: number[]): number {
  // One section (a form without subdomains, an object inside a question) is drawn whole.
  const [all, setAll] = useState(() => counts.length <= 1 || (typeof window !== 'undefined' && /^#Q\d+/.test(window.location.hash)));
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  if (all) return counts.length;
  let questions = 0;
  const first = counts.findIndex((n) => (questions += n) >= FIRST_DRAWN_QUESTIONS);
  return first < 0 ? counts.length : first + 1;
}

export function GroupedObjectTemplate(props: ObjectFieldTemplateProps) {
  const { t } = useLingui();
  const { properties, uiSchema } = props;
  const options = getUiOptions(uiSchema);
  const groups = Array.isArray(options.groups) ? (options.groups as Group[]) : [];
  const visible = properties.filter((p) => !p.hidden);
  const hiddenOnes = properties.filter((p) => p.hidden);
  const placed = new Set<string>();
  const shown = groups
    .map((g) => {
      const items = visible.filter((p) => g.fields.includes(p.name));
      items.forEach((p) => placed.add(p.name));
      return { group: g, items };
    })
    .filter((s) => s.items.length > 0);
  const rest = visible.filter((p) => !placed.has(p.name));
  // The questions outside every subdomain come last, as one more section.
  const counts = [...shown.map((s) => s.items.length), rest.length];
  const drawnCount = useDrawnSections(counts);

  if (groups.length === 0) {
    return (
      <div className="field-list">
        {properties.map((p) => (
          <div key={p.name} className="field-cell">
            {p.content}
          </div>
        ))}
      </div>
    );
  }

  return (
    // Busy while the sections after the first are still being drawn: assistive technology waits
    // for the whole form before reading it, and so do the browser tests that go through every field.
    <div className="sections" aria-busy={drawnCount < counts.length ? true : undefined}>
      {shown.slice(0, drawnCount).map(({ group, items }) => (
        <section key={group.id} className="subdomain" aria-labelledby={`group-${group.id}`}>
          <h2 id={`group-${group.id}`} className="subdomain-title">
            {/^SD\d+$/.test(group.id) && <span className="q-code">{group.id}</span>} {String(group.title ?? '').replace(/^\s*SD\d+\s*[.:)-]?\s*/, '')}
          </h2>
          {items.map((p) => (
            <div key={p.name}>{p.content}</div>
          ))}
        </section>
      ))}
      {rest.length > 0 && drawnCount > shown.length && (
        <section className="subdomain" aria-label={t`Other questions`}>
          {rest.map((p) => (
            <div key={p.name}>{p.content}</div>
          ))}
        </section>
      )}
      {hiddenOnes.map((p) => (
        <div key={p.name} className="hidden">
          {p.content}
        </div>
      ))}
    </div>
  );
}
