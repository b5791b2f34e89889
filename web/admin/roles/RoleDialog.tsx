import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../../api/client';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { apiAction, fieldErrorsOf } from '../adminApi';
import { TextField } from '../components/Field';
import type { Role } from '../types';
import { roleBody, roleValues, type RoleValues, type SavedRole } from './roleForm';
import { ScopeLevelField } from './ScopeLevelField';
import '../admin.css';

type Props = {
  open: boolean;
  /** The role to edit; null for a new one. */
  role: Role | null;
  onClose: () => void;
  onSaved: (role: SavedRole, message: string) => void;
};

/**
 * Create a role, or edit one: names and descriptions in both languages and its scope level. A new
 * role starts without privileges. A built-in role's level shows read-only. The parent mounts it
 * afresh (a new `key`) each time it opens, so the fields start from `role`.
 */
export function RoleDialog({ open, role, onClose, onSaved }: Props) {
  const { t } = useLingui();
  const [values, setValues] = useState<RoleValues>(() => roleValues(role));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof RoleValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!values.name.trim()) {
      setErrors({ name: t`This is required` });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { value, message } = role
        ? await apiAction<SavedRole>('PUT', `/v1/roles/${role.roleId}`, roleBody(values, role))
        : await apiAction<SavedRole>('POST', '/v1/roles', roleBody(values));
      onSaved(value, message || (role ? t`Role updated` : t`Role created`));
    } catch (err) {
      // The server's words in the user's language: a 409 on the level says how many users lack a place and what to do.
      setErrors(fieldErrorsOf(err));
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title={role ? t`Edit role` : t`New role`} onClose={() => !busy && onClose()}>
      <form onSubmit={(e) => void submit(e)} noValidate className="admin-dialog" data-testid="role-form">
        {failure && <Alert kind="error">{failure}</Alert>}
        <TextField
          name="name"
          label={t`Role name (English)`}
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          required
          maxLength={100}
          hint={role ? t`English letters or digits; the role's code (${role.code}) stays as it is.` : t`English letters or digits; the role's code is made from it.`}
        />
        <TextField name="nameHi" label={t`Role name (Hindi)`} value={values.nameHi} onChange={set('nameHi')} error={errors.nameHi} maxLength={100} />
        <TextField
          name="description"
          label={t`Description (English)`}
          value={values.description}
          onChange={set('description')}
          error={errors.description}
          maxLength={500}
          multiline
        />
        <TextField
          name="descriptionHi"
          label={t`Description (Hindi)`}
          value={values.descriptionHi}
          onChange={set('descriptionHi')}
          error={errors.descriptionHi}
          maxLength={500}
          multiline
        />
        <ScopeLevelField
          value={values.scopeLevel}
          onChange={(level) => setValues((v) => ({ ...v, scopeLevel: level }))}
          error={errors.scopeLevel}
          disabled={role?.builtIn}
          hint={role?.builtIn ? t`A built-in role keeps its scope level: the accreditation workflow depends on it. For another level, create a new role.` : undefined}
        />
        <div className="form-buttons">
          <button type="button" className="btn" onClick={onClose} disabled={busy}>{t`Cancel`}</button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t`Saving…` : role ? t`Save` : t`Create role`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
