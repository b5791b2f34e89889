import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { InDataRouter } from '../../components/testing/InDataRouter';
import { LangProvider } from '../../app/LangContext';
import { activateLang, loadArea, type Lang } from '../../i18n';
import { SchoolForm, schoolValues, type SchoolValues } from './SchoolForm';

const ok = (value: unknown) => new Response(JSON.stringify({ status: 'SUCCESS', value }), { status: 200 });

/** The reference lists the form reads: two districts, and the blocks of each. */
function reference() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path.endsWith('/v1/reference/districts'))
        return ok([
          { id: 1, name: { en: 'Ambala', hi: 'अंबाला' } },
          { id: 2, name: { en: 'Karnal', hi: 'करनाल' } },
        ]);
      const blocks = /districts\/(\d+)\/blocks$/.exec(path);
      if (blocks) return ok([{ id: Number(blocks[1]) * 10, districtId: Number(blocks[1]), name: { en: `Block ${blocks[1]}`, hi: `खंड ${blocks[1]}` } }]);
      return new Response('{}', { status: 404 });
    }),
  );
}

type FormProps = { locked?: boolean; busy?: boolean; saves?: number };

async function open(initial: SchoolValues, lang: Lang = 'en', locked = false) {
  // As the admin routes do (web/admin/routes.tsx): the area's messages with the screen.
  await loadArea('admin');
  await activateLang(lang);
  const onSave = vi.fn<(v: SchoolValues) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (props: FormProps) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <LangProvider initial={lang}>
          <InDataRouter url="/forms/addnewschool">
            <SchoolForm
              initial={initial}
              editing={false}
              busy={props.busy ?? false}
              locked={props.locked ?? props.busy ?? false}
              saves={props.saves}
              serverErrors={{}}
              failure={null}
              onSave={onSave}
            />
          </InDataRouter>
        </LangProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
  const { rerender } = render(ui({ locked }));
  await screen.findByTestId('school-form', {}, { timeout: 20_000 });
  return { onSave, rerender: (props: FormProps) => rerender(ui(props)) };
}

const select = (name: string) => document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
const errorOf = (name: string) => document.querySelector(`[data-field="${name}"] .field-error`)?.textContent ?? null;

describe('SchoolForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('takes no input while locked (a save on its way, or a conflict waiting for a choice), so what shows is what was sent', async () => {
    reference();
    await open({ ...schoolValues(null), name: 'A school', districtId: '1' }, 'en', true);
    const controls = [
      ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
        '[data-testid="school-form"] input, [data-testid="school-form"] select, [data-testid="school-form"] textarea',
      ),
    ];
    expect(controls.length).toBeGreaterThan(10);
    expect(controls.filter((c) => !c.disabled).map((c) => c.name)).toEqual([]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
  });

  it("asks before an officer leaves unsaved edits: in the app (its own dialog) and on closing the tab (the browser's); a saved form leaves freely", async () => {
    reference();
    const { rerender } = await open({ ...schoolValues(null), name: 'A school', districtId: '1' });
    const path = () => screen.getByTestId('router-path').textContent;
    /** Whether closing or reloading the tab now would ask first. */
    const tabCloseAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    const back = () => fireEvent.click(screen.getByRole('link', { name: 'Back to the list' }));

    // Opened and untouched: nothing to lose.
    expect(tabCloseAsks()).toBe(false);

    fireEvent.change(document.querySelector('input[name="name"]')!, { target: { value: 'A school renamed' } });
    expect(tabCloseAsks()).toBe(true);
    back();
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeTruthy();
    expect(path()).toBe('/forms/addnewschool');
    // Cancel stays, with the edit on screen.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(document.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('A school renamed');
    expect(path()).toBe('/forms/addnewschool');

    // Typed back to what it was: nothing unsaved.
    fireEvent.change(document.querySelector('input[name="name"]')!, { target: { value: 'A school' } });
    expect(tabCloseAsks()).toBe(false);
    fireEvent.change(document.querySelector('input[name="name"]')!, { target: { value: 'A school renamed' } });

    // While the save travels the form closes freely (the user editor closes on success), but closing the tab still asks.
    rerender({ busy: true });
    expect(tabCloseAsks()).toBe(true);

    // Saved: what is on screen is the saved state.
    rerender({ busy: false, saves: 1 });
    expect(tabCloseAsks()).toBe(false);
    fireEvent.change(document.querySelector('input[name="name"]')!, { target: { value: 'A school renamed twice' } });
    expect(tabCloseAsks()).toBe(true);

    // Leaving without saving goes.
    back();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(path()).toBe('/dashboard/school'));
  });

  it("offers the server's codes under the product's labels, in Hindi too", async () => {
    reference();
    await open(schoolValues(null), 'hi');
    const labels = [...select('management').options].map((o) => o.textContent);
    expect(labels).toContain('राज्य सरकार');
    expect([...select('management').options].map((o) => o.value)).toEqual(['', 'stateGovernment', 'centralGovernment', 'nonGovernmentAided', 'nonGovernmentUnaided']);
  });

  it('checks the UDISE number with the schema, and takes the block of the district chosen', async () => {
    reference();
    const { onSave } = await open({
      ...schoolValues(null),
      name: 'A school',
      category: 'primary',
      management: 'stateGovernment',
      location: 'urban',
      genderType: 'boys',
      schoolType: 'government',
    });
    expect(select('blockId').disabled).toBe(true);
    for (const label of ['UDISE number', 'MIS school code', 'School head name', 'E-mail', 'Mobile number', 'District', 'Block'])
      expect(screen.getByLabelText(label, { exact: false }), label).toBeTruthy();
    fireEvent.change(document.querySelector('[data-field="udise"] input')!, { target: { value: '0601' } });
    await waitFor(() => expect(select('districtId').options.length).toBe(3));
    fireEvent.change(select('districtId'), { target: { value: '2' } });
    await waitFor(() => expect(select('blockId').options.length).toBe(2));
    fireEvent.change(select('blockId'), { target: { value: '20' } });
    fireEvent.submit(screen.getByTestId('school-form'));
    await waitFor(() => expect(errorOf('udise')).toBe('UDISE number must be 11 digits'));
    expect(onSave).not.toHaveBeenCalled();
    // Another district: the block chosen was of the first one.
    fireEvent.change(select('districtId'), { target: { value: '1' } });
    await waitFor(() => expect(select('blockId').value).toBe(''));
    fireEvent.change(document.querySelector('[data-field="udise"] input')!, { target: { value: '06010200999' } });
    await waitFor(() => expect(select('blockId').options.length).toBe(2));
    fireEvent.change(select('blockId'), { target: { value: '10' } });
    fireEvent.submit(screen.getByTestId('school-form'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ udise: '06010200999', districtId: '1', blockId: '10', name: 'A school' });
  });
});
