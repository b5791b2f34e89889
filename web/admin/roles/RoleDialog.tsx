import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UiSchema } from '@rjsf/utils';
import type { ScopeLevel } from '../../api/types';
import { errorText } from '../../api/client';
import { apiActionCall } from '../../api/call';
import { recordConflict, type RecordConflict } from '../../api/revision';
import { Dialog } from '../../components/Dialog';
import { RecordConflictNotice } from '../../components/RecordConflictNotice';
import { fieldErrorsOf } from '../adminApi';
import { AdminForm, type FormValues } from '../forms/AdminForm';
import type { Role } from '../types';
import { roleBody, roleValues, type RoleValues, type SavedRole } from './roleForm';
import '../admin.css';

type Props = {
  open: boolean;
  /** The role to edit; null for a new one. */
  role: Role | null;
  onClose: () => void;
  onSaved: (role: SavedRole, message: string) => void;
  /** Someone changed the role since the list was loaded, and the manager chose to see it as it is now. */
  onLoadTheirs?: () => void;
};

/**
 * Create a role, or edit one: names and descriptions in both languages and its scope level. A new
 * role starts without privileges. A built-in role's level shows read-only. The parent mounts it
 * afresh (a new `key`) each time it opens, so the fields start from `role`.
 */
export function RoleDialog({ open, role, onClose, onSaved, onLoadTheirs }: Props) {
  const { t } = useLingui();
  const [data, setData] = useState<FormValues>(() => ({ ...roleValues(role) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // An edit refused because someone changed the role since the list was loaded.
  const [conflict, setConflict] = useState<RecordConflict | null>(null);
  const uiSchema = useRoleFormUi(role);

  /** Saves; an edit carries the role's updatedAt as listed (`base`), or the revision a conflict named to save over it. */
  const submit = async (d: FormValues, base = role?.updatedAt) => {
    setFailure(null);
    setErrors({});
    setConflict(null);
    setBusy(true);
    const values = valuesOf(d);
    try {
      const { value, message } = role
        ? await apiActionCall('put', '/v1/roles/{roleid}', { path: { roleid: role.roleId }, body: { ...roleBody(values, role), base } })
        : await apiActionCall('post', '/v1/roles', { body: roleBody(values) });
      onSaved(value, message || (role ? t`Role updated` : t`Role created`));
    } catch (err) {
      const found = recordConflict(err);
      if (found) return setConflict(found);
      // The server's words in the user's language: a 409 on the level says how many users lack a place and what to do.
      setErrors(fieldErrorsOf(err));
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title={role ? t`Edit role` : t`New role`} onClose={() => !busy && onClose()}>
      {conflict && (
        <RecordConflictNotice
          conflict={conflict}
          busy={busy}
          onKeepMine={() => void submit(data, conflict.at ?? undefined)}
          onLoadTheirs={() => (onLoadTheirs ? onLoadTheirs() : onClose())}
        />
      )}
      <AdminForm
        form={role ? 'roleEdit' : 'roleCreate'}
        uiSchema={uiSchema}
        formData={data}
        onChange={setData}
        onSubmit={(d) => void submit(d)}
        serverErrors={errors}
        failure={failure}
        label={role ? t`Edit role` : t`New role`}
        testId="role-form"
        className="admin-dialog"
      >
        <div className="form-buttons">
          <button type="button" className="btn" onClick={onClose} disabled={busy}>{t`Cancel`}</button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t`Saving…` : role ? t`Save` : t`Create role`}
          </button>
        </div>
      </AdminForm>
    </Dialog>
  );
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The form's data as the role form's values (roleBody). */
function valuesOf(d: FormValues): RoleValues {
  return {
    name: textOf(d.name),
    nameHi: textOf(d.nameHi),
    description: textOf(d.description),
    descriptionHi: textOf(d.descriptionHi),
    scopeLevel: (d.scopeLevel ?? 'state') as ScopeLevel,
  };
}

/** The role form's labels and hints in the page's language; a built-in role's level read-only, and why. */
function useRoleFormUi(role: Role | null): UiSchema {
  const { t } = useLingui();
  return useMemo(() => {
    const text = { emptyValue: '' };
    return {
      'ui:options': { layout: 'stack' },
      name: {
        'ui:title': t`Role name (English)`,
        'ui:help': role ? t`English letters or digits; the role's code (${role.code}) stays as it is.` : t`English letters or digits; the role's code is made from it.`,
        // Only spaces is no name.
        'ui:options': { ...text, messages: { pattern: t`This is required` } },
      },
      nameHi: { 'ui:title': t`Role name (Hindi)`, 'ui:options': text },
      description: { 'ui:title': t`Description (English)`, 'ui:widget': 'textarea', 'ui:options': text },
      descriptionHi: { 'ui:title': t`Description (Hindi)`, 'ui:widget': 'textarea', 'ui:options': text },
      scopeLevel: {
        'ui:widget': 'scopeLevel',
        'ui:disabled': role?.builtIn === true,
        ...(role?.builtIn ? { 'ui:help': t`A built-in role keeps its scope level: the accreditation workflow depends on it. For another level, create a new role.` } : {}),
        'ui:options': { bare: true },
      },
    };
  }, [t, role]);
}
