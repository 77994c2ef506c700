import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, propertyNameOf } from '../../src/lib/validation-errors.ts';

describe('fieldErrorsOf', () => {
  it('names fields by their path, with array indexes in brackets', () => {
    expect(propertyNameOf(['tenantIds', '0'])).toBe('tenantIds[0]');
    expect(propertyNameOf(['address', 'city'])).toBe('address.city');
    expect(propertyNameOf([])).toBe('');
  });

  it('gives one error per unknown property and one per field, as catalog keys with the parameters of the issue', () => {
    const errors = fieldErrorsOf([
      { instancePath: '/', keyword: 'unrecognized_keys', message: 'validation.unknownProperty', params: { keys: ['isDeleted', 'tenantId'] } },
      { instancePath: '/name', keyword: 'too_small', message: 'validation.name.required', params: { origin: 'string', minimum: 1, inclusive: true } },
      { instancePath: '/name', keyword: 'custom', message: 'second problem of the same field', params: {} },
      { instancePath: '/lines/2', keyword: 'unrecognized_keys', message: 'x', params: { keys: ['id'] } },
      { instancePath: '/code', keyword: 'too_big', message: 'validation.tooBig.string', params: { origin: 'string', maximum: 50, inclusive: true } },
      // A message that is no key (zod's own text, were the customError hook missing) never reaches the answer.
      { instancePath: '/rate', keyword: 'too_small', message: 'Too small: expected number to be >0', params: { origin: 'number', minimum: 0, inclusive: false } },
    ]);
    expect(errors).toEqual([
      { propertyName: 'isDeleted', key: 'validation.unknownProperty' },
      { propertyName: 'tenantId', key: 'validation.unknownProperty' },
      { propertyName: 'name', key: 'validation.name.required', params: { minimum: { count: 1 } } },
      { propertyName: 'lines[2].id', key: 'validation.unknownProperty' },
      { propertyName: 'code', key: 'validation.tooBig.string', params: { maximum: { count: 50 } } },
      { propertyName: 'rate', key: 'validation.tooSmall.numberExclusive', params: { minimum: 0 } },
    ]);
  });
});
