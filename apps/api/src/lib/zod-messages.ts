import { z } from 'zod';

let installed = false;

/** Plain messages for the two failures every form shows; everything else keeps zod's own text. */
export function installZodMessages(): void {
  if (installed) return;
  installed = true;
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return 'Required';
      if (issue.code === 'invalid_type' && issue.input === null) return 'Must not be null';
      return undefined;
    },
  });
}
