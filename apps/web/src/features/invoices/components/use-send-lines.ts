import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { InvoiceLine } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { sendAndOpenExport, type SendOutcome } from './send-and-open-export';

/**
 * Sending lines to the accounting system from a screen: the pending state for the progress indicator,
 * and the messages of the last refusal (shown by the screen until the next send).
 */
export function useSendLines(onSent: (lines: readonly InvoiceLine[]) => void) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<string[]>([]);
  const mutation = useMutation<SendOutcome, Error, readonly InvoiceLine[]>({
    mutationFn: (lines) => sendAndOpenExport(lines, t('invoices.send.failed')),
    onSuccess: (outcome, lines) => {
      if (outcome.sent) onSent(lines);
      else setMessages(outcome.messages);
    },
  });
  const send = (lines: readonly InvoiceLine[]) => {
    setMessages([]);
    mutation.mutate(lines);
  };
  return { send, sending: mutation.isPending, messages, setMessages };
}
