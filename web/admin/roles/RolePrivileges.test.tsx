import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { activateLang, loadArea } from '../../i18n';
import { LangProvider } from '../../app/LangContext';
import { TestQueryProvider } from '../../app/TestQueryProvider';
import { RolePrivileges } from './RolePrivileges';

const privileges = [
  { privilegeId: 5, name: { en: 'Accreditation forms list', hi: 'प्रत्यायन फ़ॉर्म सूची' }, selected: false },
  { privilegeId: 6, name: { en: 'Domain form', hi: 'डोमेन फ़ॉर्म' }, selected: false },
  { privilegeId: 9, name: { en: 'Cycle management', hi: 'चक्र प्रबंधन' }, selected: false },
];

const envelope = (value: unknown) => new Response(JSON.stringify({ status: 'SUCCESS', value, message: 'Role updated' }), { status: 200 });
const refusal = () => new Response(JSON.stringify({ status: 'FAILURE', errorCode: 'dutiesSeparated', errorMessage: 'These duties are kept apart', details: [] }), { status: 409 });

beforeAll(async () => {
  await loadArea('admin');
  await activateLang('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A server that answers each privilege change after `delay` ms, in the order it gets them; refuses privilege 6 with `refuse6`. */
function slowServer(delay: number, refuse6 = false): string[] {
  const saved: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path.endsWith('/privilege')) return envelope(privileges);
      await new Promise((r) => setTimeout(r, delay));
      saved.push(path);
      return refuse6 && path.includes('/6/') ? refusal() : envelope({});
    }),
  );
  return saved;
}

function renderSwitches() {
  render(
    <I18nProvider i18n={i18n}>
      <LangProvider initial="en">
        <TestQueryProvider>
          <RolePrivileges roleId={12} roleName="District Officer" onChanged={() => undefined} />
        </TestQueryProvider>
      </LangProvider>
    </I18nProvider>,
  );
}

const switchOf = (name: string) => screen.getByRole('switch', { name });

describe('<RolePrivileges>', () => {
  it('saves every switch clicked while another one saves, one after another, in the order clicked', async () => {
    const saved = slowServer(30);
    renderSwitches();
    await screen.findByRole('switch', { name: 'Cycle management' });
    for (const name of ['Accreditation forms list', 'Domain form', 'Cycle management']) fireEvent.click(switchOf(name));
    expect(switchOf('Cycle management').getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(saved).toEqual(['/v1/roles/12/5/true', '/v1/roles/12/6/true', '/v1/roles/12/9/true']));
    await waitFor(() => expect(screen.queryAllByRole('switch').filter((s) => s.getAttribute('aria-busy') === 'true')).toHaveLength(0));
    expect(screen.getByText('Role updated: Cycle management is now on.')).toBeTruthy();
  });

  it('puts back only the switch the server refused, and says why', async () => {
    slowServer(10, true);
    renderSwitches();
    await screen.findByRole('switch', { name: 'Domain form' });
    fireEvent.click(switchOf('Domain form'));
    fireEvent.click(switchOf('Cycle management'));
    await waitFor(() => expect(switchOf('Domain form').getAttribute('aria-checked')).toBe('false'));
    await waitFor(() => expect(screen.queryAllByRole('switch').filter((s) => s.getAttribute('aria-busy') === 'true')).toHaveLength(0));
    expect(switchOf('Cycle management').getAttribute('aria-checked')).toBe('true');
  });
});
