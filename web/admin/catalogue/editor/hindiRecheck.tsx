import { createContext, useContext, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../../../api/client';
import type { CatalogueVersion } from '../../../../engine';
import type { RecheckText } from './draftApi';

/** The Hindi texts to re-check, keyed `id|field` as the texts sheet names them, and how to confirm one. */
export interface Recheck {
  byKey: Map<string, RecheckText>;
  /** Records that a person checked these Hindi texts against their new English; resolves with an error text on refusal. */
  confirm: (keys: string[]) => Promise<string | null>;
  disabled?: boolean;
}

const NONE: Recheck = { byKey: new Map(), confirm: async () => null };
export const RecheckContext = createContext<Recheck>(NONE);

export const recheckKey = (t: { id: string; field: string }) => `${t.id}|${t.field}`;

/** The context value for a list from the server. */
export function recheckOf(list: RecheckText[] | undefined, confirm: Recheck['confirm'], disabled?: boolean): Recheck {
  return { byKey: new Map((list ?? []).map((x) => [recheckKey(x), x])), confirm, disabled };
}

/**
 * Beside a Hindi field whose English changed since the Hindi was written: the mark "to re-check"
 * and the action "Hindi checked" (editing the Hindi and saving clears it too).
 */
export function RecheckMark({ textKey }: { textKey?: string }) {
  const { t } = useLingui();
  const { byKey, confirm, disabled } = useContext(RecheckContext);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const item = textKey ? byKey.get(textKey) : undefined;
  if (!item || !textKey) return null;
  return (
    <span className="recheck-mark" data-testid="recheck-mark">
      <span className="todo-badge recheck-badge" title={t`The English changed after this Hindi was written. Check that the Hindi still says the same.`}>
        {t`to re-check`}
      </span>
      <button
        type="button"
        className="btn btn-xs"
        disabled={disabled || busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          const problem = await confirm([textKey]);
          setBusy(false);
          setError(problem);
        }}
      >
        {t`Hindi checked`}
      </button>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}

/** The question ids among `ids` (or among all, when null) that have a Hindi text to re-check: the outline's "to re-check" filter. */
export function onlyRecheck(c: CatalogueVersion, ids: Set<string> | null, list: RecheckText[] | undefined): Set<string> {
  const marked = new Set((list ?? []).filter((x) => x.target.startsWith('question:')).map((x) => x.id));
  const all = ids ?? new Set(c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions.map((q) => q.id))));
  return new Set([...all].filter((id) => marked.has(id)));
}

/** A confirm function that calls the server and reloads the draft, giving back the refusal's words. */
export function confirmer(call: (keys: { id: string; field: string }[]) => Promise<unknown>, reload: () => void): Recheck['confirm'] {
  return async (keys) => {
    try {
      await call(keys.map((k) => ({ id: k.slice(0, k.lastIndexOf('|')), field: k.slice(k.lastIndexOf('|') + 1) })));
      reload();
      return null;
    } catch (err) {
      return errorText(err);
    }
  };
}
