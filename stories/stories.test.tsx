// Renders every story of stories/ through Storybook's portable stories, in
// English and in Hindi, so a broken story (or the component under it) fails CI.
import type React from 'react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview';

setProjectAnnotations(preview);

type StoriesModule = Parameters<typeof composeStories>[0];
/** What a composed story is used as here: a component, with its play function if it has one. */
type Composed = React.FC & {
  play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void;
};
const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

afterEach(() => cleanup());

describe.each(Object.entries(modules))('%s', (_file, mod) => {
  for (const lang of ['en', 'hi'] as const) {
    const stories = Object.entries(composeStories(mod, { initialGlobals: { lang } })) as [string, Composed][];
    it.each(stories)(`renders %s in ${lang} without errors`, async (_name, Story) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const { container } = render(<Story />);
        await Story.play?.({ canvasElement: container });
        expect(container.innerHTML.length).toBeGreaterThan(0);
        expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([]);
      } finally {
        errors.mockRestore();
      }
    });
  }
});
