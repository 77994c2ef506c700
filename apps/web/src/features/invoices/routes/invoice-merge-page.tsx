import { useState } from 'react';
import { Alert, Anchor, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter, IconSend } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceImportResult, InvoiceLine, InvoiceMatchRow } from '@leasedesk/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/list-error';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { invoiceErrorsPath } from '../api/invoice-paths';
import { invoiceKeys, matchRowsQuery } from '../api/queries';
import { ExportDownloads } from '../components/export-downloads';
import { InvoiceMergeTable } from '../components/invoice-merge-table';
import { InvoiceUpload } from '../components/invoice-upload';
import { MergeFilterForm } from '../components/merge-filter-form';
import { clearedMergeFilter, initialMergeFilter, type LoadedReport, type MergeFilter } from '../components/merge-filter';
import { MessageAlert } from '../components/message-alert';
import { partlySelectedInvoice, wholeInvoicesOf } from '../components/partial-invoice';
import { SendProgress } from '../components/send-progress';
import { useSendLines } from '../components/use-send-lines';

/**
 * /invoiceMerge (SPEC §2, §4): before a report is loaded only the upload shows; an import or a report
 * picked in the side drawer's filter loads its unsent lines. Chosen lines (whole invoices only) are sent
 * to the accounting system: they leave the table, the export's workbook opens in a new window, and both of its
 * files (the workbook and Comarch ERP Optima's XML) are offered for download under the table.
 */
export function InvoiceMergePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const narrow = useMediaQuery('(max-width: 64em)');
  const [drawerOpened, drawer] = useDisclosure(false);
  const [filter, setFilter] = useState<MergeFilter>(() => initialMergeFilter());
  const [loaded, setLoaded] = useState<LoadedReport | null>(null);
  const [selected, setSelected] = useState<InvoiceMatchRow[]>([]);
  const [partial, setPartial] = useState<string | null>(null);

  const linesKey = invoiceKeys.matchRows(loaded);
  const lines = useQuery(matchRowsQuery(loaded));
  const loadedLines = lines.data ?? [];

  const sending = useSendLines((sent) => {
    const gone = new Set(sent.map((line) => line.id));
    queryClient.setQueryData<InvoiceMatchRow[]>(linesKey, (rows) => rows?.filter((row) => !gone.has(row.id)));
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.allMatchRows });
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.allReportContractors });
  });

  const load = (next: LoadedReport | null) => {
    setLoaded(next);
    setSelected([]);
    setPartial(null);
    sending.setMessages([]);
    sending.setSentExport(null);
  };

  const apply = (applied: MergeFilter) => {
    load({ reportName: applied.reportName, invoiceNumber: applied.invoiceNumber, contractorName: applied.contractorName, ksefNumber: applied.ksefNumber });
    drawer.close();
  };

  const imported = (result: InvoiceImportResult) => {
    setFilter((current) => ({ ...current, reportName: result.name, invoiceNumber: '', contractorName: '', ksefNumber: '' }));
    load({ reportName: result.name, invoiceNumber: '', contractorName: '', ksefNumber: '' });
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.allReportNames });
  };

  const send = () => {
    const number = partlySelectedInvoice(selected, loadedLines);
    setPartial(number);
    if (number !== null) return;
    sending.send(selected as InvoiceLine[]);
  };

  const notFound = lines.error instanceof ApiError && lines.error.status === 404;

  return (
    <>
      <PageTitle
        title={t('invoices.merge.title')}
        actions={
          <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />} onClick={drawer.open}>
            {t('invoices.filter.title')}
          </Button>
        }
      />
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={t('invoices.filter.title')}
        size={narrow ? '20rem' : '40rem'}
        position="left"
        keepMounted
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <MergeFilterForm
          filter={filter}
          onChange={setFilter}
          onApply={apply}
          onClear={() => {
            setFilter(clearedMergeFilter);
            load(null);
          }}
        />
      </Drawer>
      <Stack gap="md">
        <InvoiceUpload onImported={imported} />
        {loaded ? (
          <Stack gap="sm" component="section" aria-label={t('invoices.merge.linesOf', { name: loaded.reportName })}>
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>{t('invoices.merge.linesOf', { name: loaded.reportName })}</Text>
              <Anchor component={Link} to={invoiceErrorsPath(loaded.reportName)}>
                {t('invoices.merge.errorsLink', { name: loaded.reportName })}
              </Anchor>
            </Group>
            {notFound ? (
              <Alert color="yellow" role="alert">
                {t('invoices.merge.reportNotFound', { name: loaded.reportName })}
              </Alert>
            ) : lines.isError ? (
              // a failure never looks like a report without lines
              <ListError failure={{ error: lines.error, onRetry: () => void lines.refetch(), retrying: lines.isFetching }} />
            ) : (
              <InvoiceMergeTable
                lines={loadedLines}
                fetching={lines.isFetching}
                selected={selected}
                onSelectedChange={(next) => {
                  setSelected(next);
                  setPartial(null);
                }}
              />
            )}
            <MessageAlert messages={partial !== null ? [t('invoices.send.partial', { number: partial })] : []}>
              <Button mt="xs" size="xs" variant="white" color="red" onClick={() => setSelected(wholeInvoicesOf(selected, loadedLines))}>
                {t('invoices.send.selectWhole')}
              </Button>
            </MessageAlert>
            <MessageAlert messages={sending.messages} />
            <Group>
              <Button leftSection={<IconSend size={16} aria-hidden />} disabled={selected.length === 0} loading={sending.sending} onClick={send}>
                {t('invoices.send.button')}
              </Button>
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('invoices.merge.selectedCount', { number: selected.length })}
              </Text>
              {sending.sending ? <SendProgress /> : null}
            </Group>
            <ExportDownloads sent={sending.sentExport} />
          </Stack>
        ) : null}
      </Stack>
    </>
  );
}
