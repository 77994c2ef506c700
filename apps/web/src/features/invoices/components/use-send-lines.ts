import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { InvoiceLine } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { sendAndDownloadExport, type SendOutcome, type SentExport } from './send-and-download-export';

/**
 * Sending lines to the accounting system from a screen: the pending state for the progress indicator,
 * the messages of the last refusal (shown by the screen until the next send), and the last send's export
 * (its files offered for download).
 */
export function useSendLines(onSent: (lines: readonly InvoiceLine[], sent: SentExport) => void) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<string[]>([]);
  const [sentExport, setSentExport] = useState<SentExport | null>(null);
  const mutation = useMutation<SendOutcome, Error, readonly InvoiceLine[]>({
    mutationFn: (lines) => sendAndDownloadExport(lines, t('invoices.send.failed')),
    onSuccess: (outcome, lines) => {
      if (outcome.sent) {
        setSentExport(outcome.export);
        onSent(lines, outcome.export);
      } else setMessages(outcome.messages);
    },
  });
  const send = (lines: readonly InvoiceLine[]) => {
    setMessages([]);
    setSentExport(null);
    mutation.mutate(lines);
  };
  return { send, sending: mutation.isPending, messages, setMessages, sentExport, setSentExport };
}
