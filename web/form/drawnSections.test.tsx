import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { Form } from './formEngine';
import { defaultsBehaviour, fields, templates, widgets } from './registry';
import { FIRST_DRAWN_QUESTIONS } from './templates';
import { loadValidator, type FormValidator } from './loadValidator';

i18n.loadAndActivate({ locale: 'en', messages: {} });

// Four subdomains of four yes/no questions: the first two hold the first six questions.
const properties: Record<string, object> = {};
const groups: { id: string; title: string; fields: string[] }[] = [];
for (let g = 1; g <= 4; g++) {
  const ids = [1, 2, 3, 4].map((i) => `Q${String((g - 1) * 4 + i).padStart(3, '0')}`);
  for (const q of ids)
    properties[q] = {
      title: `${q}?`,
      type: 'string',
      oneOf: [
        { const: 'YN1', title: 'Yes' },
        { const: 'YN2', title: 'No' },
      ],
    };
  groups.push({ id: `SD${g}`, title: `Subdomain ${g}`, fields: ids });
}
const schema = { type: 'object', properties } as RJSFSchema;
const uiSchema: UiSchema = { 'ui:options': { groups }, ...Object.fromEntries(Object.keys(properties).map((q) => [q, { 'ui:widget': 'radio' }])) };
let validator: FormValidator;
beforeAll(async () => {
  validator = (await loadValidator(schema)).validator;
});

let root: Root | null = null;
let host: HTMLElement;
afterEach(() => {
  root?.unmount();
  host?.remove();
  window.history.replaceState(null, '', '/');
});

/** Draws the form the way the app does (no test act() around it) and answers what the first commit showed. */
function draw(): { sections: number; questions: number; busy: string | null } {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  flushSync(() =>
    root!.render(
      <I18nProvider i18n={i18n}>
        <Form
          schema={schema}
          uiSchema={uiSchema}
          formData={{}}
          validator={validator}
          templates={templates}
          fields={fields}
          widgets={widgets}
          experimental_defaultFormStateBehavior={defaultsBehaviour}
        >
          <></>
        </Form>
      </I18nProvider>,
    ),
  );
  return {
    sections: host.querySelectorAll('section.subdomain').length,
    questions: host.querySelectorAll('input[type=radio][value]').length / 2,
    busy: host.querySelector('.sections')?.getAttribute('aria-busy') ?? null,
  };
}

describe('a long form drawn in two steps', () => {
  it('draws the subdomains of the first few questions first, then every one, in order', async () => {
    expect(FIRST_DRAWN_QUESTIONS).toBe(6);
    // Busy until the rest is drawn: screen readers, and the browser tests that go through every field, wait for it.
    expect(draw()).toEqual({ sections: 2, questions: 8, busy: 'true' });
    await waitFor(() => expect(host.querySelectorAll('section.subdomain')).toHaveLength(4));
    expect(host.querySelector('.sections')?.hasAttribute('aria-busy')).toBe(false);
    expect([...host.querySelectorAll('section.subdomain h2')].map((h) => h.textContent?.trim())).toEqual([
      'SD1 Subdomain 1',
      'SD2 Subdomain 2',
      'SD3 Subdomain 3',
      'SD4 Subdomain 4',
    ]);
    expect(host.querySelectorAll('input[type=radio]')).toHaveLength(32);
  });

  it('draws them all at once for a link to one question, so the page can scroll to it', () => {
    window.history.replaceState(null, '', '/forms/domain?accrid=1&domain=D1#Q014');
    expect(draw()).toEqual({ sections: 4, questions: 16, busy: null });
  });
});
