import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UiSchema } from '@rjsf/utils';
import type { ScopeLevel } from '../../api/types';
import { apiActionCall } from '../../api/call';
import { Dialog } from '../../components/Dialog';
import { AdminForm, type FormValues } from '../forms/AdminForm';
import { useRecordSave } from '../forms/useRecordSave';
import { useAskBeforeClose } from '../../components/UnsavedChangesConfirm';
import { sameFormValues } from '../forms/unsavedForm';
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
  const [opened] = useState(data);
  const uiSchema = useRoleFormUi(role);
  // An edit carries the role's updatedAt as listed, or the revision a conflict named to save over it.
  const record = useRecordSave<FormValues>({
    fallback: role ? t`Error While updating data!!` : t`Error While saving data!!`,
    send: async (d, base = role?.updatedAt) => {
      const values = valuesOf(d);
      const { value, message } = role
        ? await apiActionCall('put', '/v1/roles/{roleid}', { path: { roleid: role.roleId }, body: { ...roleBody(values, role), base } })
        : await apiActionCall('post', '/v1/roles', { body: roleBody(values) });
      onSaved(value, message || (role ? t`Role updated` : t`Role created`));
    },
  });
  const busy = record.saving;
  // Closing the dialog (Cancel, Escape) or the tab with edits not saved asks first; a saved role closes through onSaved.
  // It stays mounted once closed (a new key at the next opening), so closed means nothing unsaved.
  const { close, confirm } = useAskBeforeClose(open && !sameFormValues(data, opened), onClose, busy);

  return (
    <Dialog open={open} title={role ? t`Edit role` : t`New role`} onClose={close}>
      {record.conflictNotice(() => (onLoadTheirs ? onLoadTheirs() : onClose()))}
      <AdminForm
        form={role ? 'roleEdit' : 'roleCreate'}
        uiSchema={uiSchema}
        formData={data}
        onChange={setData}
        onSubmit={(d) => void record.submit(d)}
        serverErrors={record.serverErrors}
        failure={record.failure}
        locked={record.locked}
        saving={record.saving}
        saves={record.saves}
        label={role ? t`Edit role` : t`New role`}
        testId="role-form"
        className="admin-dialog"
      >
        <div className="form-buttons">
          <button type="button" className="btn" onClick={close} disabled={busy}>
            {t`Cancel`}
          </button>
          <button type="submit" className="btn btn-primary" disabled={record.locked}>
            {busy ? t`Saving…` : role ? t`Save` : t`Create role`}
          </button>
        </div>
      </AdminForm>
      {confirm}
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
        // Only ever true: rjsf lets a field's own `false` override the form's disabled (a locked form).
        ...(role?.builtIn ? { 'ui:disabled': true } : {}),
        ...(role?.builtIn ? { 'ui:help': t`A built-in role keeps its scope level: the accreditation workflow depends on it. For another level, create a new role.` } : {}),
        'ui:options': { bare: true },
      },
    };
  }, [t, role]);
}
