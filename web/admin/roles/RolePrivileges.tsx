import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../api/client';
import { apiCall, apiActionCall } from '../../api/call';
import { editorQuery } from '../../app/queryClient';
import { useLang } from '../../app/LangContext';
import { pick } from '../../i18n';
import { ListState } from '../components/DataTable';
import { Toggle } from '../components/Toggle';
import type { RolePrivilege } from '../types';
import '../admin.css';

type Props = { roleId: number; roleName: string; onChanged: () => void; /** Move the focus here when shown (a role was just chosen). */ focusOnShow?: boolean };

/** The privileges of one role, a switch each; a switch saves at once and says so, or is put back with the server's refusal. */
export function RolePrivileges({ roleId, roleName, onChanged, focusOnShow }: Props) {
  const { t } = useLingui();
  const { lang } = useLang();
  // The switches are the screen's own copy, changed as each one saves: never refetched under them.
  const loaded = useQuery({
    queryKey: ['roles', roleId, 'privileges'],
    queryFn: () => apiCall('get', '/v1/roles/{roleid}/privilege', { path: { roleid: roleId } }),
    ...editorQuery,
  });
  const [list, setList] = useState<RolePrivilege[]>([]);
  // The privileges whose change is not saved yet.
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // On a phone the switches sit below the role list: bring them into view.
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  useEffect(() => {
    if (loaded.data) setList(loaded.data);
  }, [loaded.data]);

  /**
   * Each switch moves at once and its change is saved after the ones clicked before it, one at a
   * time, so a refusal puts back the right switch. A click on another switch while one saved used
   * to be dropped without a word.
   */
  const toggle = (p: RolePrivilege, next: boolean) => {
    setSaving((old) => new Set(old).add(p.privilegeId));
    setMessage(null);
    setList((old) => old.map((x) => (x.privilegeId === p.privilegeId ? { ...x, selected: next } : x)));
    queue.current = queue.current.then(async () => {
      try {
        await apiActionCall('post', '/v1/roles/{roleid}/{privilegeid}/{isselected}', { path: { roleid: roleId, privilegeid: p.privilegeId, isselected: String(next) } });
        const name = pick(p.name, lang);
        // One sentence of our own rather than the server's "Role updated" glued to another: each language punctuates and orders it whole.
        setMessage({ kind: 'success', text: next ? t`Role updated: ${name} is now on.` : t`Role updated: ${name} is now off.` });
        onChanged();
      } catch (err) {
        // Put the switch back where the server left it.
        setList((old) => old.map((x) => (x.privilegeId === p.privilegeId ? { ...x, selected: !next } : x)));
        setMessage({ kind: 'error', text: errorText(err) });
      } finally {
        setSaving((old) => {
          const left = new Set(old);
          left.delete(p.privilegeId);
          return left;
        });
      }
    });
  };

  return (
    <section className="card" aria-labelledby={`role-${roleId}-title`} data-testid="role-privileges">
      <h2 className="card-title" id={`role-${roleId}-title`} ref={heading} tabIndex={-1}>{t`Privileges of ${roleName}`}</h2>
      <p className="muted small">{t`Each switch saves at once.`}</p>
      <div aria-live="polite" className="privilege-message">
        {message && (
          <p className={message.kind === 'error' ? 'field-error' : 'ok-text'} role={message.kind === 'error' ? 'alert' : 'status'} data-testid={`role-message-${message.kind}`}>
            {message.text}
          </p>
        )}
      </div>
      <ListState loading={loaded.isPending} error={loaded.error ? errorText(loaded.error) : null} empty={!loaded.isFetching && list.length === 0}>
        <ul className="privilege-list">
          {list.map((p) => (
            <li key={p.privilegeId}>
              <Toggle
                id={`priv-${roleId}-${p.privilegeId}`}
                label={pick(p.name, lang)}
                checked={p.selected}
                busy={saving.has(p.privilegeId)}
                onChange={(next) => toggle(p, next)}
              />
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
