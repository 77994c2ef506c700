import { describe, expect, it } from 'vitest';
import { newPasswordField } from './password-rules';

describe('newPasswordField', () => {
  it('refuses a password of spaces only, as the server does, and keeps the length rules', () => {
    const messageOf = (value: string) => newPasswordField.safeParse(value).error?.issues[0]?.message;
    expect(messageOf(' '.repeat(12))).toBe('validation.passwordBlank');
    expect(messageOf('short')).toBe('validation.passwordLength');
    expect(messageOf('LeaseDesk-demo-2026')).toBeUndefined();
  });
});
