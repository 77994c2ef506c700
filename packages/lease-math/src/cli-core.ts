import { calculateLease } from './calculation.ts';
import type { FieldError, LeaseOutcome, Result } from './types.ts';
import { parseAgreement } from './validation.ts';

/**
 * An error as the CLI prints it: the field and its English message (the code and parameters are for
 * callers that word messages in other languages); `index` says which agreement of an array it belongs to.
 */
export interface CliFieldError extends Pick<FieldError, 'propertyName' | 'message'> {
  index?: number;
}

const printed = ({ propertyName, message }: FieldError): CliFieldError => ({ propertyName, message });

export interface CliResult {
  exitCode: 0 | 2;
  /** What goes to stdout: JSON and a newline. */
  output: string;
}

export const USAGE = `Usage: lease-calc [--compact] < agreement.json

Reads one agreement (a JSON object in the wire names of SPEC.md / DOMAIN.md) or an
array of agreements on stdin and prints, for each,
  { "leaseCalculation": {...}, "leaseAmortizations": [...], "depraciations": [...] }
(an array in, an array out). Bad input: exit code 2 and
  { "success": false, "errors": [{ "propertyName", "message" }] }
on stdout. --compact prints JSON on one line.
`;

function render(value: unknown, compact: boolean): string {
  return `${compact ? JSON.stringify(value) : JSON.stringify(value, null, 2)}\n`;
}

function failure(errors: CliFieldError[], compact: boolean): CliResult {
  return { exitCode: 2, output: render({ success: false, errors }, compact) };
}

/** Raw JSON is read field by field first; only a well-formed agreement reaches the calculation. */
function calculateRaw(input: unknown): Result<LeaseOutcome> {
  const parsed = parseAgreement(input);
  return parsed.ok ? calculateLease(parsed.agreement) : parsed;
}

function outcomeOf(result: { ok: true } & LeaseOutcome): LeaseOutcome {
  return {
    leaseCalculation: result.leaseCalculation,
    leaseAmortizations: result.leaseAmortizations,
    depraciations: result.depraciations,
  };
}

/** The whole CLI without its I/O: stdin text in, exit code and stdout text out. */
export function runCli(stdin: string, options: { compact?: boolean } = {}): CliResult {
  const compact = options.compact ?? false;
  let input: unknown;
  try {
    input = JSON.parse(stdin);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failure(
      [{ propertyName: '', message: `The input is not valid JSON (${reason}). Send one agreement object or an array of them.` }],
      compact,
    );
  }

  if (Array.isArray(input)) {
    const outcomes: LeaseOutcome[] = [];
    const errors: CliFieldError[] = [];
    input.forEach((item: unknown, index) => {
      const result = calculateRaw(item);
      if (result.ok) outcomes.push(outcomeOf(result));
      else for (const e of result.errors) errors.push({ ...printed(e), index });
    });
    // All or nothing: a partial array would shift every result after the bad one.
    return errors.length > 0 ? failure(errors, compact) : { exitCode: 0, output: render(outcomes, compact) };
  }

  const result = calculateRaw(input);
  return result.ok ? { exitCode: 0, output: render(outcomeOf(result), compact) } : failure(result.errors.map(printed), compact);
}
