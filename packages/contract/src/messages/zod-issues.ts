import { isMessageKey, type MessageKey, type MessageParams, type MessageRef } from './format-message.ts';

/**
 * What zod reports of one issue: its code and the fields of that code (minimum, origin, format, values,
 * keys, params, ...). `input` is only there while zod builds the issue (its customError hook), not in the
 * finished issue; `message` is the schema's own message, which in this contract is always a catalog key.
 */
export type ZodIssueLike = { readonly code: string; readonly message?: string; readonly input?: unknown };

/** The fields of an issue's code, by name. */
const fieldsOf = (issue: ZodIssueLike) => issue as unknown as Readonly<Record<string, unknown>>;

/**
 * The message key of an issue zod raises without a message of its own: every issue code has its key, so no
 * zod default text ("Too small: expected number to be >0") can reach a user. Install it as zod's customError
 * (`z.config({ customError: zodIssueMessageKey })`, the API's lib/zod-messages.ts does) so that the issue's
 * message is a key; messageOfZodIssue then adds the parameters.
 */
export function zodIssueMessageKey(issue: ZodIssueLike): MessageKey {
  const fields = fieldsOf(issue);
  switch (issue.code) {
    case 'invalid_type':
      if ('input' in issue && issue.input === undefined) return 'validation.required';
      if ('input' in issue && issue.input === null) return 'validation.notNull';
      return typeKey(fields['expected']);
    case 'too_small':
      return boundKey('tooSmall', fields);
    case 'too_big':
      return boundKey('tooBig', fields);
    case 'invalid_format':
      return fields['format'] === 'email' ? 'validation.format.email' : fields['format'] === 'regex' ? 'validation.format.pattern' : 'validation.format.other';
    case 'not_multiple_of':
      return 'validation.notMultipleOf';
    case 'unrecognized_keys':
      return 'validation.unknownProperty';
    case 'invalid_value':
      return 'validation.oneOf';
    // invalid_union, invalid_key, invalid_element, custom without a key of its own, and codes zod may add.
    default:
      return 'validation.invalid';
  }
}

function typeKey(expected: unknown): MessageKey {
  switch (expected) {
    case 'number':
    case 'nan':
    case 'bigint':
      return 'validation.type.number';
    case 'int':
      return 'validation.type.integer';
    case 'string':
      return 'validation.type.string';
    case 'boolean':
      return 'validation.type.boolean';
    case 'object':
    case 'record':
    case 'map':
      return 'validation.type.object';
    case 'array':
    case 'set':
    case 'tuple':
      return 'validation.type.array';
    case 'date':
      return 'validation.type.date';
    default:
      return 'validation.type.other';
  }
}

/** too_small / too_big by what is measured: characters of a text, items of a list, a number's value. */
function boundKey(side: 'tooSmall' | 'tooBig', issue: Readonly<Record<string, unknown>>): MessageKey {
  const origin = issue['origin'];
  // At least one character: the field is simply required (empty, or only spaces before trim).
  if (origin === 'string' && side === 'tooSmall' && issue['minimum'] === 1) return 'validation.required';
  if (origin === 'string') return `validation.${side}.string`;
  if (origin === 'array' || origin === 'set') return `validation.${side}.array`;
  if (origin === 'date') return `validation.${side}.date`;
  return issue['inclusive'] === false ? `validation.${side}.numberExclusive` : `validation.${side}.number`;
}

const boundParam = (origin: unknown, value: unknown): MessageParams[string] | undefined => {
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'number') return undefined;
  if (origin === 'date') return { date: new Date(value).toISOString().slice(0, 10) };
  // A length or a count picks the plural form ("1 character", "5 znaków").
  return origin === 'string' || origin === 'array' || origin === 'set' ? { count: value } : value;
};

/** The parameters a key of a zod issue names: the bound, the allowed values, the divisor, a refinement's own. */
function paramsOf(issueOfCode: ZodIssueLike): MessageParams {
  const issue = fieldsOf(issueOfCode);
  const params: Record<string, MessageParams[string]> = {};
  const minimum = boundParam(issue['origin'], issue['minimum']);
  const maximum = boundParam(issue['origin'], issue['maximum']);
  if (minimum !== undefined) params['minimum'] = minimum;
  if (maximum !== undefined) params['maximum'] = maximum;
  if (typeof issue['divisor'] === 'number') params['divisor'] = issue['divisor'];
  if (Array.isArray(issue['values'])) params['values'] = issue['values'].map(String).join(', ');
  // A contract refinement's parameters (`.refine(check, { message: key, params: { decimals: 4 } })`).
  const own = issue['params'];
  if (typeof own === 'object' && own !== null) {
    for (const [name, value] of Object.entries(own)) {
      if (typeof value === 'string' || typeof value === 'number' || (typeof value === 'object' && value !== null)) params[name] = value as MessageParams[string];
    }
  }
  return params;
}

/**
 * The message of a finished zod issue: its own message when that is a catalog key (the contract's rules and,
 * with the customError hook, every issue), else the key of its code; with the issue's parameters.
 */
export function messageOfZodIssue(issue: ZodIssueLike): MessageRef {
  const key = issue.message !== undefined && isMessageKey(issue.message) ? issue.message : zodIssueMessageKey(issue);
  return { key, params: paramsOf(issue) };
}

/** A catalog key as a schema's message, checked against the catalog by the compiler. */
export const messageKey = (key: MessageKey): string => key;
