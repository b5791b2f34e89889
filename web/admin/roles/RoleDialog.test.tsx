import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { activateLang, loadArea } from '../../i18n';
import type { Role } from '../types';
import { RoleDialog } from './RoleDialog';
import { roleBody, roleValues } from './roleForm';
import { InDataRouter } from '../../components/testing/InDataRouter';

const custom: Role = {
  roleId: 7,
  code: 'BLOCK_OFFICER',
  name: 'Block Officer',
  nameHi: 'खंड अधिकारी',
  description: 'Reviews the forms of one block',
  descriptionHi: 'एक खंड के फ़ॉर्म की समीक्षा करता है',
  scopeLevel: 'block',
  builtIn: false,
  updatedAt: '2026-08-01T00:00:00.000Z',
  privilegeCount: 10,
  userCount: 2,
};
const admin: Role = { ...custom, roleId: 5, code: 'ADMIN', name: 'Administrator', nameHi: 'प्रशासक', description: '', descriptionHi: '', scopeLevel: 'state', builtIn: true };

describe('roleValues()', () => {
  it('fills the form with the role, and leaves the Hindi name empty where the server stored the English one in its place', () => {
    expect(roleValues(custom)).toEqual({
      name: 'Block Officer',
      nameHi: 'खंड अधिकारी',
      description: 'Reviews the forms of one block',
      descriptionHi: 'एक खंड के फ़ॉर्म की समीक्षा करता है',
      scopeLevel: 'block',
    });
    expect(roleValues({ ...custom, nameHi: 'Block Officer' }).nameHi).toBe('');
    expect(roleValues(null)).toEqual({ name: '', nameHi: '', description: '', descriptionHi: '', scopeLevel: 'state' });
  });
});

describe('roleBody()', () => {
  it('trims every field and sends the level of a new or custom role', () => {
    const values = { name: ' Block Officer ', nameHi: ' ', description: ' One block ', descriptionHi: '', scopeLevel: 'district' as const };
    expect(roleBody(values)).toEqual({ name: 'Block Officer', nameHi: '', description: 'One block', descriptionHi: '', scopeLevel: 'district' });
    expect(roleBody(values, custom)).toHaveProperty('scopeLevel', 'district');
  });

  it('never sends the level of a built-in role', () => {
    expect(roleBody(roleValues(admin), admin)).not.toHaveProperty('scopeLevel');
  });
});

type Call = { method: string; path: string; body: unknown; lang: string | null };

/** A fake server: every call answers `answer`, and is recorded. */
function server(answer: (call: Call) => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const call = { method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined, lang: new Headers(init.headers).get('Accept-Language') };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

const success = (value: unknown, message: string) => new Response(JSON.stringify({ status: 'SUCCESS', value, message }), { status: 200 });
const refusal = (status: number, errorCode: string, errorMessage: string, details: unknown[] = []) =>
  new Response(JSON.stringify({ status: 'FAILURE', errorCode, errorMessage, details }), { status });

/** Opens the dialog and waits for its form (rjsf and the form's validator load when it first opens). */
async function open(role: Role | null) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <InDataRouter>
        <RoleDialog open role={role} onClose={onClose} onSaved={onSaved} />
      </InDataRouter>
    </I18nProvider>,
  );
  await screen.findByTestId('role-form', {}, { timeout: 20_000 });
  return { onSaved, onClose };
}

describe('RoleDialog', () => {
  beforeEach(async () => {
    await loadArea('admin');
    await activateLang('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("edits a custom role with PUT and hands back the server's message", async () => {
    const calls = server((c) => success({ ...custom, ...(c.body as object) }, 'Role updated'));
    const { onSaved } = await open(custom);
    expect(screen.getByRole('heading', { name: 'Edit role' })).toBeTruthy();
    expect((screen.getByLabelText(/Role name \(English\)/) as HTMLInputElement).value).toBe('Block Officer');
    fireEvent.change(screen.getByLabelText('Description (English)'), { target: { value: 'Reviews the forms of one district' } });
    fireEvent.click(screen.getByRole('radio', { name: /One district/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/v1/roles/7',
        body: {
          name: 'Block Officer',
          nameHi: 'खंड अधिकारी',
          description: 'Reviews the forms of one district',
          descriptionHi: 'एक खंड के फ़ॉर्म की समीक्षा करता है',
          scopeLevel: 'district',
          base: '2026-08-01T00:00:00.000Z',
        },
      }),
    ]);
    expect(onSaved.mock.calls[0][1]).toBe('Role updated');
  });

  it('says who changed the role since the list was loaded, and saves over it only when asked', async () => {
    const at = '2026-08-02T10:15:00.000Z';
    const calls = server((c) =>
      (c.body as { base?: string }).base === at
        ? success({ ...custom, ...(c.body as object) }, 'Role updated')
        : refusal(409, 'recordChanged', 'Someone else changed this after you opened it.', [{ field: 'base', problem: 'changedByOther', by: 'Anita Sharma', at }]),
    );
    const { onSaved } = await open(custom);
    fireEvent.change(screen.getByLabelText('Description (English)'), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('record-conflict')).textContent).toMatch(/^Anita Sharma changed this at .+, after you opened it\.$/);
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save mine over it' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.map((c) => (c.body as { base: string; description: string }).base)).toEqual([custom.updatedAt, at]);
    expect((calls[1].body as { description: string }).description).toBe('Mine');
  });

  it("shows a built-in role's level read-only, says why, and saves its names without it", async () => {
    const calls = server(() => success(admin, 'Role updated'));
    await open(admin);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.every((r) => r.disabled)).toBe(true);
    expect((screen.getByRole('radio', { name: /Whole state/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/A built-in role keeps its scope level/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Description (Hindi)'), { target: { value: 'सभी खातों का प्रबंधन' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).not.toHaveProperty('scopeLevel');
  });

  it("shows a refused level change in the user's language, keeps the form open with what was typed, and saves nothing", async () => {
    await activateLang('hi');
    const hindi = 'इस भूमिका के 2 उपयोगकर्ताओं का नए स्तर पर कोई स्थान नहीं है: पहले उन्हें स्थान दें, या कोई अन्य स्तर चुनें';
    const calls = server((c) => refusal(409, 'roleLevelUsersLackPlace', c.lang === 'hi' ? hindi : 'in English', [{ field: 'scopeLevel', problem: 'usersLackPlace', users: 2 }]));
    const { onSaved } = await open(custom);
    fireEvent.click(screen.getByRole('radio', { name: /एक जिला/ }));
    fireEvent.click(screen.getByRole('button', { name: 'सहेजें' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(hindi));
    expect(calls[0].lang).toBe('hi');
    // Beside the level as well, where the change was made.
    expect(document.getElementById('scope-level-error')?.textContent).toBe(hindi);
    expect((screen.getByRole('radio', { name: /एक जिला/ }) as HTMLInputElement).checked).toBe(true);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks before Cancel or Escape drops edits not saved: stay keeps them, leave closes', async () => {
    server(() => success(custom, 'Role updated'));
    const { onClose } = await open(custom);
    const description = screen.getByLabelText(/Description \(English\)/);
    fireEvent.change(description, { target: { value: 'Reads every district' } });
    const formCancel = screen.getAllByRole('button', { name: 'Cancel' })[0]!;
    fireEvent.click(formCancel);
    const asked = await screen.findByText('The changes in this form are not saved. Leave without saving them?');
    expect(onClose).not.toHaveBeenCalled();
    // Stay: the confirmation's own Cancel, the edit still on screen.
    fireEvent.click(within(asked.closest('dialog')!).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('The changes in this form are not saved. Leave without saving them?')).toBeNull());
    expect((description as HTMLTextAreaElement).value).toBe('Reads every district');
    // Escape on the role dialog asks too; leaving closes it.
    fireEvent(description.closest('dialog')!, new Event('cancel', { cancelable: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks for the English name before calling, creates a new role with POST, and cancels without a call', async () => {
    const calls = server(() => success({ ...custom, roleId: 9 }, 'Role created'));
    const { onSaved, onClose } = await open(null);
    fireEvent.click(screen.getByRole('button', { name: 'Create role' }));
    expect(screen.getByText('This is required')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Role name \(English\)/), { target: { value: 'District Viewer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/v1/roles', body: { name: 'District Viewer', scopeLevel: 'state' } });
  });
});
