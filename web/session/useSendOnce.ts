import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '../api/client';

/**
 * The one request of a public form (forgot password, forgot login name): one at a time, so a
 * second Enter while the first is on its way sends nothing; its error as text; whether it went.
 */
export function useSendOnce<B>(request: (body: B) => Promise<unknown>) {
  const mutation = useMutation({ mutationFn: request });
  return {
    busy: mutation.isPending,
    sent: mutation.isSuccess,
    error: mutation.error ? errorText(mutation.error) : null,
    /** Starts a submit: false while a request is on its way; otherwise clears the last error. */
    begin(e: FormEvent): boolean {
      e.preventDefault();
      if (mutation.isPending) return false;
      mutation.reset();
      return true;
    },
    send: (body: B) => mutation.mutate(body),
  };
}
