import { Anchor, Group, Paper, Text } from '@mantine/core';
import { IconFileCode, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { exportExcelUrl } from '../api/export-excel-url';
import { exportOptimaUrl } from '../api/export-optima-url';
import type { SentExport } from './send-and-download-export';
import { SendByEmail } from './send-by-email';

/**
 * The files of a send (FORMATS §6), both fetched with the send's download token in the screen's language: the
 * workbook for people, and the purchase VAT register as Comarch ERP Optima's XML for the accounting system's import;
 * or both mailed to the accounting system's inbox (the client's e-mail settings).
 */
export function ExportDownloads({ sent }: { sent: SentExport | null }) {
  const { t } = useTranslation();
  if (!sent) return null;
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={t('invoices.send.downloads')} bg="var(--mantine-color-teal-light)">
      <Text size="sm" mb="xs">
        {t('invoices.send.downloadsIntro')}
      </Text>
      <Group gap="lg" wrap="wrap">
        <Anchor href={exportExcelUrl(sent.id, sent.token)} download>
          <Group gap={4} wrap="nowrap" component="span">
            <IconFileSpreadsheet size={16} aria-hidden />
            {t('invoices.send.workbook')}
          </Group>
        </Anchor>
        <Anchor href={exportOptimaUrl(sent.id, sent.token)} download>
          <Group gap={4} wrap="nowrap" component="span">
            <IconFileCode size={16} aria-hidden />
            {t('invoices.send.optimaXml')}
          </Group>
        </Anchor>
      </Group>
      <SendByEmail key={sent.id} exportId={sent.id} />
    </Paper>
  );
}
