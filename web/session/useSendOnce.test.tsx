import type { FormEvent, ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { TestQueryProvider } from '../app/TestQueryProvider';
import { useSendOnce } from './useSendOnce';

const wrapper = ({ children }: { children: ReactNode }) => <TestQueryProvider>{children}</TestQueryProvider>;
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useSendOnce()', () => {
  it('sends once when the form is submitted twice before the first answer, even within one frame', async () => {
    let answer: () => void = () => undefined;
    const request = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useSendOnce(request), { wrapper });
    act(() => {
      for (const _ of [1, 2]) if (result.current.begin(submitEvent())) result.current.send('head.one');
    });
    await waitFor(() => expect(result.current.busy).toBe(true));
    expect(result.current.begin(submitEvent())).toBe(false);
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => answer());
    await waitFor(() => expect(result.current.sent).toBe(true));
    expect(result.current.busy).toBe(false);
  });

  it("shows the server's message, and the next submit clears it and sends again", async () => {
    const request = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'invalidRequest', 'Please enter login name', []))
      .mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useSendOnce(request), { wrapper });
    act(() => {
      if (result.current.begin(submitEvent())) result.current.send('x');
    });
    await waitFor(() => expect(result.current.error).toBe('Please enter login name'));
    act(() => {
      expect(result.current.begin(submitEvent())).toBe(true);
    });
    await waitFor(() => expect(result.current.error).toBeNull());
    act(() => result.current.send('x'));
    await waitFor(() => expect(result.current.sent).toBe(true));
    expect(request).toHaveBeenCalledTimes(2);
  });
});
