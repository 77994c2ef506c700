import type { UpstreamReply } from './fetch-json.ts';

type Reason = Extract<UpstreamReply, { kind: 'failed' }>['reason'];

const messages: Record<Reason, string> = {
  unauthorized: 'The business register refused our credentials. Ask your administrator to check the register API token.',
  throttled: 'The business register is receiving too many requests. Try again in a minute.',
  unavailable: 'The business register is unavailable right now. Try again later.',
  timeout: 'The business register did not answer in time. Try again later.',
  malformed: 'The business register sent an answer we could not read. Try again later.',
  unreachable: 'The business register could not be reached. Try again later.',
  redirected: 'The business register sent an unexpected redirect. Ask your administrator to check the register address.',
};

export function registerFailureMessage(reason: Reason, registerName: string): string {
  return messages[reason].replace('The business register', registerName);
}
