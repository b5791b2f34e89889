import { useRef, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '../api/client';

/**
 * The one request of a public form (forgot password, forgot login name): one at a time, so a
 * second Enter while the first is on its way sends nothing; its error as text; whether it went.
 */
export function useSendOnce<B>(request: (body: B) => Promise<unknown>) {
  // Set when the request leaves, not when React next draws: two Enters in one frame both read
  // the mutation's state from before the first, and would both send.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: request,
    onSettled: () => {
      inFlight.current = false;
    },
  });
  return {
    busy: mutation.isPending,
    sent: mutation.isSuccess,
    error: mutation.error ? errorText(mutation.error) : null,
    /** Starts a submit: false while a request is on its way; otherwise clears the last error. */
    begin(e: FormEvent): boolean {
      e.preventDefault();
      if (inFlight.current) return false;
      mutation.reset();
      return true;
    },
    send(body: B) {
      inFlight.current = true;
      mutation.mutate(body);
    },
  };
}
