import type { FieldMessage, MessageKey, MessageParam } from '@leasedesk/contract';
import type { ErrorParam, FieldError as CalculationError } from '@leasedesk/lease-math';

/** A lease-math parameter as a message parameter: a named term becomes its catalog name (`calculation.term.*`). */
function messageParamOf(param: ErrorParam): MessageParam {
  if (typeof param === 'object' && 'term' in param) return { key: `calculation.term.${param.term}` as MessageKey };
  return param;
}

/**
 * lease-math's field errors as messages of the catalog (`calculation.<code>`), worded in the caller's language
 * when answered; lease-math's own English `message` is for its CLI and logs.
 */
export function calculationMessages(errors: readonly CalculationError[]): FieldMessage[] {
  return errors.map(({ propertyName, code, params }) => ({
    propertyName,
    key: `calculation.${code}` satisfies MessageKey,
    params: Object.fromEntries(Object.entries(params).map(([name, param]) => [name, messageParamOf(param)])),
  }));
}
