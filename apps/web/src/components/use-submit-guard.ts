import { useEffect, useRef, type RefObject } from 'react';

/**
 * Holds back the submit of the form an input is in while `refuses` answers true (called at the submit, so it
 * may first read what is typed). The listener sits on the form element itself, so it runs before React's
 * onSubmit, which is delegated to the root: a form validated by a resolver (react-hook-form) cannot be told
 * about a text its field refuses, since the resolver only sees the values, and it would save the last one read.
 */
export function useSubmitGuard(input: RefObject<HTMLInputElement | null>, refuses: () => boolean, onHeld: () => void) {
  const latest = useRef({ refuses, onHeld });
  latest.current = { refuses, onHeld };
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return undefined;
    const hold = (event: SubmitEvent) => {
      if (!latest.current.refuses()) return;
      event.preventDefault();
      // the first refusing field speaks for the form; the others keep their messages under them
      event.stopImmediatePropagation();
      latest.current.onHeld();
    };
    form.addEventListener('submit', hold, { capture: true });
    return () => form.removeEventListener('submit', hold, { capture: true });
  }, [input]);
}
