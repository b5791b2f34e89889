import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { activateLang, loadArea } from '../../../i18n';
import { SectionEditor, type SectionFields } from './SectionEditor';

/** The editor as DraftEditor holds it: every change kept in the part, the last one readable. */
function Harness({ kind, start, seen }: { kind: 'domain' | 'subdomain'; start: SectionFields; seen: SectionFields[] }) {
  const [value, setValue] = useState(start);
  return (
    <SectionEditor
      kind={kind}
      id={kind === 'domain' ? 'D1' : 'SD1'}
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

function open(kind: 'domain' | 'subdomain', weight?: number) {
  const seen: SectionFields[] = [];
  render(
    <I18nProvider i18n={i18n}>
      <Harness kind={kind} start={{ name: { en: 'Learning', hi: 'अधिगम' }, weight }} seen={seen} />
    </I18nProvider>,
  );
  const field = screen.getByLabelText(/^(Weight|भार)$/) as HTMLInputElement;
  const type = (text: string) => fireEvent.change(field, { target: { value: text } });
  return { field, type, seen, last: () => seen[seen.length - 1]?.weight };
}

describe('the weight of a domain or subdomain', () => {
  beforeEach(async () => {
    await loadArea('admin');
    await activateLang('en');
  });
  afterEach(() => cleanup());

  it('keeps a letter, a minus sign or 0 in the field and says why, so Save is refused rather than the old weight kept', () => {
    const { field, type, last } = open('domain', 1);
    for (const wrong of ['x', '-2', '0']) {
      type(wrong);
      expect(field.value).toBe(wrong);
      expect(last()).toBe(wrong);
      expect(screen.getByTestId('weight-error').textContent).toBe('Weight must be a number above 0.');
    }
    type('1.5');
    expect(last()).toBe(1.5);
    expect(screen.queryByTestId('weight-error')).toBeNull();
    // Devanagari digits are digits.
    type('२');
    expect(last()).toBe(2);
  });

  it('lets a subdomain’s weight be empty (it counts as 1) but not a domain’s', () => {
    const sub = open('subdomain', 2);
    sub.type('');
    expect(sub.last()).toBeUndefined();
    expect(screen.queryByTestId('weight-error')).toBeNull();
    cleanup();
    const dom = open('domain', 2);
    dom.type('');
    expect(screen.getByTestId('weight-error')).toBeTruthy();
  });

  it('says it in Hindi', async () => {
    await activateLang('hi');
    const { type } = open('domain', 1);
    type('क');
    expect(screen.getByTestId('weight-error').textContent).toBe('भार 0 से अधिक कोई संख्या होनी चाहिए।');
  });
});
