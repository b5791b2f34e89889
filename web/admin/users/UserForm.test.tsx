import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LangProvider } from '../../app/LangContext';
import { InDataRouter } from '../../components/testing/InDataRouter';
import { requestSchemas } from '../../api/request-schemas.generated';
import { activateLang, loadArea, type Lang } from '../../i18n';
import type { District, RoleRef, User } from '../types';
import { UserForm, type UserValues } from './UserForm';

const roles: RoleRef[] = [
  { id: 5, code: 'ADMIN', name: { en: 'Administrator', hi: 'प्रशासक' }, scopeLevel: 'state' },
  { id: 2, code: 'DQA', name: { en: 'District Quality Assurance', hi: 'जिला गुणवत्ता आश्वासन (डीक्यूए)' }, scopeLevel: 'district' },
  { id: 1, code: 'SCHOOL_HEAD', name: { en: 'School Head', hi: 'विद्यालय प्रमुख' }, scopeLevel: 'school' },
];
const districts: District[] = [
  { id: 1, name: { en: 'Ambala', hi: 'अंबाला' } },
  { id: 2, name: { en: 'Karnal', hi: 'करनाल' } },
];
const dqa = {
  userId: 2,
  loginId: 'dqa',
  firstName: 'Rajesh',
  lastName: 'Verma',
  email: 'dqa@example.org',
  mobile: '9812345678',
  address: null,
  city: null,
  state: null,
  postalCode: null,
  phone: null,
  aadhaar: 'XXXX-XXXX-0123',
  schoolCode: null,
  schoolName: null,
  districtId: 1,
  districtName: 'Ambala',
  blockId: null,
  blockName: null,
  roleId: 2,
  role: 'DQA',
  roleName: 'District Quality Assurance',
  scopeLevel: 'district',
  active: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  mustChangePassword: false,
  workflowMails: true,
  signInLock: null,
} as User;

type Opened = { onSave: ReturnType<typeof vi.fn<(v: UserValues) => void>>; rerender: (serverErrors: Record<string, string>) => void };

/** Renders the form and waits for it: rjsf and the form's compiled validator load when it first opens. */
async function open(user: User | null, lang: Lang = 'en', serverErrors: Record<string, string> = {}): Promise<Opened> {
  // As the admin routes do (web/admin/routes.tsx): the area's messages with the screen.
  await loadArea('admin');
  await activateLang(lang);
  const onSave = vi.fn<(v: UserValues) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (errors: Record<string, string>) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <LangProvider initial={lang}>
          <InDataRouter>
            <UserForm user={user} roles={roles} districts={districts} busy={false} serverErrors={errors} failure={null} onSave={onSave} onCancel={() => undefined} />
          </InDataRouter>
        </LangProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
  const { rerender } = render(ui(serverErrors));
  await screen.findByTestId('user-form', {}, { timeout: 20_000 });
  return { onSave, rerender: (errors) => rerender(ui(errors)) };
}

const field = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-field="${name}"] input, [data-field="${name}"] select`)!;
const errorOf = (name: string) => document.querySelector(`[data-field="${name}"] .field-error`)?.textContent ?? null;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('UserForm', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    ),
  );
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows every field of the server's create schema but the places a role asks for", async () => {
    await open(null);
    const places = ['schoolCode', 'districtId', 'blockId'];
    const shown = Object.keys(requestSchemas['POST /v1/user/create'].properties ?? {}).filter((f) => !places.includes(f));
    expect(shown.length).toBeGreaterThan(10);
    for (const name of shown) expect(document.querySelector(`[data-field="${name}"]`), name).not.toBeNull();
    // Labelled in the product's words, a field the server may also take as null too.
    for (const label of ['Login name', 'Password', 'Role', 'First name', 'Last name', 'Mobile number', 'Aadhaar number', 'Postal code'])
      expect(screen.getByLabelText(label, { exact: false }), label).toBeTruthy();
    expect(screen.getByLabelText('Active')).toBeTruthy();
  });

  it("checks the fields with the server's own schema, in the product's words", async () => {
    // The shapes are the server's: the request schema carries them as patterns.
    const mobile = requestSchemas['POST /v1/user/create'].properties?.mobile as { anyOf: { pattern?: string }[] };
    expect(mobile.anyOf[0].pattern).toBeTruthy();
    const { onSave } = await open(null);
    type('loginId', 'ab');
    type('password', 'short');
    type('firstName', 'x'.repeat(101));
    type('mobile', '12345');
    type('email', 'not-an-email');
    type('postalCode', '034003');
    type('aadhaar', '123412341234');
    fireEvent.submit(screen.getByTestId('user-form'));
    await waitFor(() => expect(errorOf('mobile')).toBe('Not a valid mobile number'));
    expect(errorOf('loginId')).toBe('Login name must have 3 to 50 characters: English letters, digits and . _ @ -');
    expect(errorOf('password')).toBe('Password must have at least 8 characters, including a letter, a digit and a symbol');
    expect(errorOf('firstName')).toBe('Use at most 100 characters');
    expect(errorOf('email')).toBe('Not a valid e-mail address');
    expect(errorOf('postalCode')).toBe('Postal code must be 6 digits');
    expect(errorOf('aadhaar')).toBe('Not a valid Aadhaar number');
    expect(errorOf('roleId')).toBe('This is required');
    // The first field in error takes the focus.
    expect(document.activeElement).toBe(field('loginId'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says the same in Hindi', async () => {
    await open(null, 'hi');
    type('mobile', '12345');
    fireEvent.submit(screen.getByTestId('user-form'));
    await waitFor(() => expect(errorOf('mobile')).toBe('मोबाइल नंबर मान्य नहीं है'));
    expect(errorOf('firstName')).toBe('यह आवश्यक है');
  });

  it("asks for the place the role needs, hides the others, and saves what the server's schema takes", async () => {
    const { onSave } = await open(null);
    expect(document.querySelector('[data-field="districtId"]')).toBeNull();
    type('roleId', '2');
    await waitFor(() => expect(document.querySelector('[data-field="districtId"]')).not.toBeNull());
    type('loginId', 'kiran.malik');
    type('password', 'Secret@2030');
    type('firstName', 'Kiran');
    type('mobile', '+91 98123-00000');
    fireEvent.submit(screen.getByTestId('user-form'));
    await waitFor(() => expect(errorOf('districtId')).toBe('Please select the district: this role works for one district'));
    expect(onSave).not.toHaveBeenCalled();
    type('districtId', '2');
    fireEvent.submit(screen.getByTestId('user-form'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ loginId: 'kiran.malik', password: 'Secret@2030', roleId: '2', districtId: '2', mobile: '+91 98123-00000', active: true });
    // A state-wide role has no place: the district goes.
    type('roleId', '5');
    await waitFor(() => expect(document.querySelector('[data-field="districtId"]')).toBeNull());
  });

  it("edits without a password, shows the stored Aadhaar masked, and puts the server's errors on their fields until changed", async () => {
    const { rerender } = await open(dqa);
    expect(document.querySelector('[data-field="password"]')).toBeNull();
    expect(screen.getByText('Stored: XXXX-XXXX-0123. Enter a new number only to replace it.')).toBeTruthy();
    expect(field('districtId').value).toBe('1');
    rerender({ loginId: 'Login name already exists!!' });
    await waitFor(() => expect(errorOf('loginId')).toBe('Login name already exists!!'));
    expect(document.activeElement).toBe(field('loginId'));
    type('loginId', 'dqa.ambala');
    await waitFor(() => expect(errorOf('loginId')).toBeNull());
  });
});
