import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import type { UiSchema } from '@rjsf/utils';
import type { DomainDocument, QuestionStore } from './questionStore';
import { formCalls, startCall, stopCall, takeAnsweredCall } from './formLoads';

type Options = {
  store: QuestionStore;
  accrid: string;
  domain: string;
  /** The domain's questions (the form's properties). */
  properties: Record<string, unknown>;
  uiSchema: UiSchema | undefined;
  /** True from the render that first draws the domain's questions. */
  ready: boolean;
  /** The lists the server's drawing was made with (web/ssr/firstView.tsx), which runs no effects. */
  drawn?: DomainDocument[] | null;
};

/** The questions of a domain that take evidence. */
function evidenceQuestions(properties: Record<string, unknown>, uiSchema: UiSchema | undefined): string[] {
  return Object.keys(properties).filter((q) => {
    const ev = (uiSchema?.[q] as { 'ui:options'?: { evidence?: string } } | undefined)?.['ui:options']?.evidence;
    return ev === 'mandatory' || ev === 'optional';
  });
}

/**
 * A domain's evidence lists for its questions. Lists already here when the questions are first
 * drawn (the opening call brings them with the form; the server's drawing was made with them) are
 * drawn with the questions, in that same render: a list that came after the form was on screen
 * turned an evidence box into its "missing" warning or a file list under the head's eyes, and the
 * app taking over the server's drawing moved what the drawing showed. The lists are asked for
 * with the form; lists not here yet when it is drawn load once it is on screen, in one request.
 */
export function useDomainDocs({ store, accrid, domain, properties, uiSchema, ready, drawn }: Options): void {
  const ids = useMemo(() => evidenceQuestions(properties, uiSchema), [properties, uiSchema]);
  const key = `${accrid}|${domain}`;
  // The domain's lists are asked for with its form, so they are usually here when it is first drawn.
  useEffect(() => {
    if (!accrid || store.hasDomainDocs(domain)) return;
    const call = formCalls.documents(accrid, domain);
    startCall(...call);
    // Not taken by the time the page leaves this domain: dropped, so a later visit reads it afresh.
    return () => stopCall(...call);
  }, [store, accrid, domain]);
  const handed = useRef<string | null>(null);
  // In render, not an effect: the questions drawn in this render read the store (no listener of theirs is there yet).
  if (ready && uiSchema && handed.current !== key) {
    handed.current = key;
    if (!store.hasDomainDocs(domain)) {
      const list = drawn !== undefined ? drawn : typeof window === 'undefined' ? null : (takeAnsweredCall(...formCalls.documents(accrid, domain))?.value ?? null);
      if (list) store.takeDomainDocs(domain, ids, list);
    }
  }
  const ask = useEffectEvent(() => {
    if (!ready || !uiSchema) return;
    const timer = window.setTimeout(() => store.requestDomainDocs(domain, ids), 30);
    return () => window.clearTimeout(timer);
  });
  useEffect(() => ask(), [ready, key]);
}
