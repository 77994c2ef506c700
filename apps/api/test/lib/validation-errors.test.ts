import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, propertyNameOf } from '../../src/lib/validation-errors.ts';

describe('fieldErrorsOf', () => {
  it('names fields by their path, with array indexes in brackets', () => {
    expect(propertyNameOf(['tenantIds', '0'])).toBe('tenantIds[0]');
    expect(propertyNameOf(['address', 'city'])).toBe('address.city');
    expect(propertyNameOf([])).toBe('');
  });

  it('gives one error per unknown property and one per field', () => {
    const errors = fieldErrorsOf([
      { instancePath: '/', keyword: 'unrecognized_keys', message: 'Unrecognized keys', params: { keys: ['isDeleted', 'tenantId'] } },
      { instancePath: '/name', keyword: 'too_small', message: 'Name is required', params: {} },
      { instancePath: '/name', keyword: 'custom', message: 'second problem of the same field', params: {} },
      { instancePath: '/lines/2', keyword: 'unrecognized_keys', message: 'x', params: { keys: ['id'] } },
    ]);
    expect(errors).toEqual([
      { propertyName: 'isDeleted', key: 'Unknown property' },
      { propertyName: 'tenantId', key: 'Unknown property' },
      { propertyName: 'name', key: 'Name is required' },
      { propertyName: 'lines[2].id', key: 'Unknown property' },
    ]);
  });
});
