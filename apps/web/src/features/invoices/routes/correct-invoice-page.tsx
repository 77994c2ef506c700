import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Loader, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconDeviceFloppy, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceLine } from '@leasedesk/contract';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { ApiError, EnvelopeError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { correctInvoice } from '../api/correct-invoice';
import { correctInvoicePath, invoiceErrorsPath } from '../api/invoice-paths';
import { invoiceKeys, invoiceLinesQuery } from '../api/queries';
import { BankAccountField } from '../components/bank-account-field';
import { CorrectionDetails } from '../components/correction-details';
import { CorrectionGrid } from '../components/correction-grid';
import { correctionFields, correctionRowOf, formRowOf, revisionOf, serverErrorPlace, type CorrectionField, type CorrectionFormValues } from '../components/correction-values';
import { isInvoiceNumberLocked, isKsefLine } from '../components/document-lock';
import { readingOf } from '../components/field-reading';
import { InvoicePdfViewer } from '../components/invoice-pdf-viewer';
import { KsefNumberField } from '../components/ksef-number-field';
import { MessageAlert } from '../components/message-alert';
import { pdfDocumentIdsOf } from '../components/pdf-documents-of';
import { ReadingNote } from '../components/reading-note';
import { ReadingSummary } from '../components/reading-summary';
import { SendProgress } from '../components/send-progress';
import type { SentExportState } from '../components/sent-export-state';
import { useSendLines } from '../components/use-send-lines';

const editable = new Set<string>(correctionFields);

/** The grid's own scroll height (correction-grid.tsx): the PDF beside it is as tall. */
const gridHeight = 600;

/**
 * /correctInvoice/:name/:invoiceNumber (SPEC §2, §4, §5): the invoice's rows as an editable grid. Remove
 * selected, add a row (a copy of the first without id, green until saved), save (the answer is the invoice
 * as stored and re-matched), send (only when every stored row is complete and nothing is left unsaved).
 * Lines read from PDFs show their PDF beside the grid, below it on narrow screens. A KSeF invoice
 * shows its KSeF number; its document's own values are read-only until "Edit the document's amounts" is
 * switched on (what the file could not say stays editable); a correction shows the invoice it corrects, its
 * reason and, per position, the state before, the change and the state after. A PDF invoice shows the
 * seller's bank account, and under every field what the reader made of it: read, derived (from what) or missing,
 * so the few to check stand out.
 */
export function CorrectInvoicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const reportName = params.name ?? '';
  const invoiceNumber = params.invoiceNumber ?? '';
  const linesKey = useMemo(() => invoiceKeys.lines(reportName, invoiceNumber), [reportName, invoiceNumber]);
  const lines = useQuery(invoiceLinesQuery(reportName, invoiceNumber));

  const form = useForm<CorrectionFormValues>({ defaultValues: { invoiceNumber, rows: [] }, mode: 'onChange' });
  const rows = useFieldArray({ control: form.control, name: 'rows', keyName: 'formKey' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [rowMessages, setRowMessages] = useState<Map<number, string[]>>(new Map());
  const [formMessages, setFormMessages] = useState<string[]>([]);
  // a KSeF document's own values are read-only until the user asks to edit them
  const [documentUnlocked, setDocumentUnlocked] = useState(false);

  const stored = lines.data;
  const showStored = useCallback(
    (read: readonly InvoiceLine[]) => {
      form.reset({ invoiceNumber: read[0]?.invoiceNumber ?? '', rows: read.map(formRowOf) });
      setSelected(new Set());
      setRowMessages(new Map());
    },
    [form],
  );
  // the grid shows the invoice as last read: on arrival and after each save
  useEffect(() => {
    if (stored) showStored(stored);
  }, [stored, showStored]);

  const { isDirty } = form.formState;
  const busy = useRef(false);
  // a save that gave the invoice a new number moved here: questions about unsaved changes apply again
  useEffect(() => {
    busy.current = false;
  }, [invoiceNumber]);
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const unsaved = useCallback(() => dirty.current && !busy.current, []);

  const storedById = useMemo(() => new Map((stored ?? []).map((line) => [line.id, line])), [stored]);
  const documentIds = useMemo(() => pdfDocumentIdsOf(stored ?? []), [stored]);
  // about 900 px: below it the grid keeps the whole width and the PDF goes under it
  const sideBySide = useMediaQuery('(min-width: 56.25em)');

  const save = useMutation({
    mutationFn: (values: CorrectionFormValues) => {
      const invoice = { name: reportName, invoiceNumber: values.invoiceNumber.trim(), revision: revisionOf(stored ?? []) };
      return correctInvoice(values.rows.map((row) => correctionRowOf(row, invoice, row.lineId === null ? undefined : storedById.get(row.lineId))));
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<InvoiceLine[]>(linesKey, answer);
      // A number typed for the invoice (or changed) is its new address: reload it there, not as a missing invoice.
      const savedNumber = answer[0]?.invoiceNumber ?? '';
      if (savedNumber !== invoiceNumber) {
        queryClient.setQueryData<InvoiceLine[]>(invoiceKeys.lines(reportName, savedNumber), answer);
        // saved: nothing is left to lose, so the unsaved-changes question must not stop the move
        busy.current = true;
        void navigate(correctInvoicePath(reportName, savedNumber), { replace: true });
      }
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.summaries(reportName) });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.allMatchRows });
      notifySuccess(t('common.success'), t('invoices.correction.saved'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setFormMessages([t('invoices.correction.stale')]);
        // the edits were made on an older invoice: show the stored one, even when it reads the same
        void lines.refetch().then((read) => read.data && showStored(read.data));
        return;
      }
      if (!(error instanceof EnvelopeError)) return;
      const byRow = new Map<number, string[]>();
      const rest: string[] = [];
      for (const entry of error.errors) {
        const place = serverErrorPlace(entry.propertyName);
        if (place?.field === 'invoiceNumber') form.setError('invoiceNumber', { type: 'server', message: entry.message });
        else if (place && editable.has(place.field)) form.setError(`rows.${place.index}.${place.field as CorrectionField}`, { type: 'server', message: entry.message });
        else if (place) byRow.set(place.index, [...(byRow.get(place.index) ?? []), entry.message]);
        else rest.push(entry.message);
      }
      setRowMessages(byRow);
      setFormMessages(rest);
    },
  });

  const sending = useSendLines((_lines, sentExport) => {
    busy.current = true;
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.summaries(reportName) });
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.allMatchRows });
    notifySuccess(t('common.success'), t('invoices.send.sent', { number: invoiceNumber }));
    // the report's invoices offer the send's files (the workbook and the Optima XML)
    void navigate(invoiceErrorsPath(reportName), { state: { sentExport } satisfies SentExportState });
  });

  const addRow = () => {
    const first = form.getValues('rows.0');
    if (first) rows.append({ ...first, lineId: null });
  };

  const removeSelected = () => {
    const indexes = rows.fields.flatMap((row, index) => (selected.has(row.formKey) ? [index] : []));
    rows.remove(indexes);
    setSelected(new Set());
    setRowMessages(new Map());
  };

  const submit = form.handleSubmit((values) => {
    setFormMessages([]);
    setRowMessages(new Map());
    save.mutate(values);
  });

  const notFound = lines.error instanceof ApiError && lines.error.status === 404;
  const anyIncomplete = (stored ?? []).some((line) => !line.areInvoiceDetailsComplete);
  const hasNewRows = rows.fields.some((row) => row.lineId === null);
  const canSend = !!stored && stored.length > 0 && !anyIncomplete && !isDirty && !hasNewRows && !save.isPending;
  const allSelected = rows.fields.length > 0 && rows.fields.every((row) => selected.has(row.formKey));
  const fromKsef = (stored ?? []).some(isKsefLine);
  const numberLocked = isInvoiceNumberLocked(stored ?? [], documentUnlocked);
  const fromPdf = (stored ?? []).some((line) => line.isPdfBased);
  const numberReading = readingOf(
    (stored ?? []).find((line) => line.fieldReadings?.invoiceNumber),
    'invoiceNumber',
  );
  const numberHelp = t('invoices.correction.invoiceNumberHelp');

  return (
    <>
      <PageTitle
        title={invoiceNumber === '' ? t('invoices.correction.titleWithoutNumber') : t('invoices.correction.title', { number: invoiceNumber })}
        actions={
          <Button component={Link} to={invoiceErrorsPath(reportName)} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('invoices.correction.backToErrors')}
          </Button>
        }
      />
      <Text mb="sm" c="dimmed">
        {t('invoices.correction.ofReport', { name: reportName })}
      </Text>
      {notFound ? (
        <Alert color="yellow" role="alert">
          {t('invoices.correction.notFound', { number: invoiceNumber, name: reportName })}
        </Alert>
      ) : lines.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('common.loading')}</Text>
        </Group>
      ) : lines.isError ? (
        <Alert color="red" role="alert">
          {t('errors.loadFailed')}
        </Alert>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="sm">
            <Group gap="sm" wrap="wrap">
              <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} disabled={selected.size === 0 || allSelected} onClick={removeSelected}>
                {t('invoices.correction.removeSelected')}
              </Button>
              <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} disabled={rows.fields.length === 0} onClick={addRow}>
                {t('invoices.correction.addRow')}
              </Button>
              <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={save.isPending} disabled={rows.fields.length === 0}>
                {t('common.save')}
              </Button>
              <Button color="teal" leftSection={<IconSend size={16} aria-hidden />} disabled={!canSend} loading={sending.sending} onClick={() => stored && sending.send(stored)}>
                {t('invoices.send.button')}
              </Button>
              {sending.sending ? <SendProgress /> : null}
            </Group>
            {!canSend && stored ? (
              <Text size="sm" c="dimmed">
                {anyIncomplete ? t('invoices.correction.sendNeedsComplete') : isDirty || hasNewRows ? t('invoices.correction.sendNeedsSave') : null}
              </Text>
            ) : null}
            {allSelected && selected.size > 0 ? (
              <Text size="sm" c="dimmed">
                {t('invoices.correction.keepOneRow')}
              </Text>
            ) : null}
            <Group gap="md" align="flex-start" wrap="wrap">
              <TextInput
                label={t('invoices.correction.invoiceNumber')}
                description={
                  numberReading ? (
                    <>
                      {numberHelp}
                      <br />
                      <ReadingNote reading={numberReading} />
                    </>
                  ) : (
                    numberHelp
                  )
                }
                required
                w={360}
                maw="100%"
                readOnly={numberLocked}
                variant={numberLocked ? 'filled' : 'default'}
                error={form.formState.errors.invoiceNumber?.message}
                {...form.register('invoiceNumber', { validate: (value) => value.trim() !== '' || t('invoices.correction.invoiceNumberRequired') })}
              />
              {fromKsef ? <KsefNumberField lines={stored ?? []} /> : null}
              {fromPdf ? <BankAccountField lines={stored ?? []} /> : null}
            </Group>
            {fromKsef ? (
              <Switch
                label={t('invoices.correction.unlockDocument')}
                description={t('invoices.correction.unlockDocumentHelp')}
                checked={documentUnlocked}
                onChange={(event) => setDocumentUnlocked(event.currentTarget.checked)}
                maw={720}
              />
            ) : null}
            <CorrectionDetails lines={stored ?? []} />
            <ReadingSummary lines={stored ?? []} />
            <MessageAlert messages={formMessages} />
            <MessageAlert messages={sending.messages} />
            <Box
              style={{
                display: 'grid',
                gap: 'var(--mantine-spacing-md)',
                alignItems: 'start',
                gridTemplateColumns: documentIds.length > 0 && sideBySide ? 'minmax(0, 3fr) minmax(22rem, 2fr)' : 'minmax(0, 1fr)',
              }}
            >
              <CorrectionGrid
                control={form.control}
                rows={rows.fields}
                stored={storedById}
                rowMessages={rowMessages}
                selected={selected}
                documentUnlocked={documentUnlocked}
                onToggle={(formKey) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (!next.delete(formKey)) next.add(formKey);
                    return next;
                  })
                }
              />
              {documentIds.length > 0 ? (
                <InvoicePdfViewer reportName={reportName} invoiceNumber={invoiceNumber} documentIds={documentIds} height={sideBySide ? gridHeight : '70vh'} />
              ) : null}
            </Box>
          </Stack>
        </form>
      )}
      <UnsavedChangesGuard when={unsaved} />
    </>
  );
}
