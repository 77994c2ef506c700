import type { FieldMessage, MessageKey, MessageParam } from '@leasedesk/contract';
import type { ErrorParam, FieldError } from '@leasedesk/lease-math';

function messageParamOf(param: ErrorParam): MessageParam {
  if (typeof param === 'object' && 'term' in param) return { key: `calculation.term.${param.term}` as MessageKey };
  return param;
}

/**
 * lease-math's reporting-period errors (`periodStartInvalid`, `periodEndInvalid`, `periodEndBeforeStart`) as
 * catalog messages `calculation.<code>`, worded in the caller's language when answered, as the agreement
 * routes word lease-math's other rules.
 */
export function periodMessages(errors: readonly FieldError[]): FieldMessage[] {
  return errors.map(({ propertyName, code, params }) => ({
    propertyName,
    key: `calculation.${code}` satisfies MessageKey,
    params: Object.fromEntries(Object.entries(params).map(([name, param]) => [name, messageParamOf(param)])),
  }));
}
