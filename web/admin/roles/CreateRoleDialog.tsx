import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../../api/client';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { apiAction, fieldErrorsOf } from '../adminApi';
import { TextField } from '../components/Field';
import '../admin.css';

type Created = { roleId: number; code: string; name: string; nameHi: string; description: string };
type Props = { open: boolean; onClose: () => void; onCreated: (role: Created, message: string) => void };

/** Create a role: name (English, gives its code), Hindi name and description; it starts without privileges. */
export function CreateRoleDialog({ open, onClose, onCreated }: Props) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [nameHi, setNameHi] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!name.trim()) {
      setErrors({ name: t`This is required` });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { value, message } = await apiAction<Created>('POST', '/v1/roles', {
        name: name.trim(),
        ...(nameHi.trim() ? { nameHi: nameHi.trim() } : {}),
        description: description.trim(),
      });
      setName('');
      setNameHi('');
      setDescription('');
      onCreated(value, message || t`Role created`);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title={t`New role`} onClose={() => !busy && onClose()}>
      <form onSubmit={(e) => void submit(e)} noValidate className="admin-dialog">
        {failure && <Alert kind="error">{failure}</Alert>}
        <TextField name="name" label={t`Role name (English)`} value={name} onChange={setName} error={errors.name} required maxLength={100} hint={t`English letters or digits; the role's code is made from it.`} />
        <TextField name="nameHi" label={t`Role name (Hindi)`} value={nameHi} onChange={setNameHi} error={errors.nameHi} maxLength={100} />
        <TextField name="description" label={t`Description`} value={description} onChange={setDescription} error={errors.description} maxLength={500} multiline />
        <div className="form-buttons">
          <button type="button" className="btn" onClick={onClose} disabled={busy}>{t`Cancel`}</button>
          <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? t`Saving…` : t`Create role`}</button>
        </div>
      </form>
    </Dialog>
  );
}
