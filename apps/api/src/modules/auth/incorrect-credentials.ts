import { AppError } from '../../lib/errors.ts';

/** One answer for a wrong password, an unknown e-mail and a locked account (SPEC §8). */
export function incorrectCredentials(): AppError {
  return new AppError('invalid', { key: 'auth.incorrectCredentials' });
}
