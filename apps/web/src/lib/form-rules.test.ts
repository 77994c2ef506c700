import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailAddress, requiredText } from './form-rules';

describe('first-page form rules', () => {
  it('require something other than spaces', () => {
    expect(requiredText('')).toBe('validation.required');
    expect(requiredText('   ')).toBe('validation.required');
    expect(requiredText(' a ')).toBe(true);
  });

  it('accept exactly the addresses zod’s z.email() accepts, as the other forms check them', () => {
    const samples = [
      'anna@leasedesk.test',
      'a.b+c@firma.com.pl',
      "o'brien@example.org",
      'x@y.z',
      '.anna@leasedesk.test',
      'anna.@leasedesk.test',
      'an..na@leasedesk.test',
      'anna@leasedesk',
      'anna@-leasedesk.test',
      'anna leasedesk.test',
      'anna@@leasedesk.test',
      '',
      'żaneta@leasedesk.test',
      'anna@leasedesk.t3st',
    ];
    for (const sample of samples) {
      expect(emailAddress(sample) === true, sample).toBe(z.email().safeParse(sample).success);
    }
  });
});
