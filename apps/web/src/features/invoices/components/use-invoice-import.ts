import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldError, InvoiceImportResult, KsefImportResult } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { EnvelopeError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { importInvoiceCsv } from '../api/import-invoice-csv';
import { importKsefFiles } from '../api/import-ksef-files';
import { canSkipUnreadable } from './file-problems';

/** One import of /invoiceMerge's upload: a CSV file, or KSeF files (optionally skipping the unreadable ones). */
export interface ImportRequest {
  name: string;
  source: 'csv' | 'ksef';
  files: File[];
  skipUnreadable?: boolean;
}

function runImport({ name, source, files, skipUnreadable }: ImportRequest): Promise<InvoiceImportResult | KsefImportResult> {
  return source === 'csv' ? importInvoiceCsv(name, files[0] as File) : importKsefFiles(name, files, skipUnreadable);
}

const skippedOf = (result: InvoiceImportResult | KsefImportResult): FieldError[] => ('skipped' in result ? result.skipped : []);

/**
 * A CSV or KSeF import and what the screen says of it: the refusal's errors (nothing stored), whether the same
 * files may be sent again importing only the readable ones, and the files such an import skipped, with reasons.
 */
export function useInvoiceImport(onImported: (result: InvoiceImportResult) => void) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [skipped, setSkipped] = useState<FieldError[]>([]);
  const [refused, setRefused] = useState<ImportRequest | null>(null);
  const mutation = useMutation({ mutationFn: runImport });

  const run = (request: ImportRequest, onStored?: () => void) => {
    setErrors([]);
    setSkipped([]);
    setRefused(null);
    mutation.mutate(request, {
      onSuccess: (result) => {
        const skippedFiles = skippedOf(result);
        const figures = { name: result.name, lines: result.lines, invoices: result.invoices, incomplete: result.incompleteLines };
        const text = skippedFiles.length > 0 ? t('invoices.upload.importedSkipped', { ...figures, skipped: new Set(skippedFiles.map((entry) => entry.propertyName)).size }) : t('invoices.upload.imported', figures);
        notifySuccess(t('common.success'), text);
        setSkipped(skippedFiles);
        onStored?.();
        onImported(result);
      },
      onError: (error) => {
        // an unexpected answer has had its toast from the API client; a too large file is said here
        if (error instanceof EnvelopeError) {
          setErrors(error.errors);
          setRefused(request);
        } else setErrors([{ propertyName: 'file', message: t('invoices.upload.failed') }]);
      },
    });
  };

  const clear = () => {
    setErrors([]);
    setSkipped([]);
    setRefused(null);
  };

  // Once skipping was asked for, a refusal is final: the same files would be refused the same way.
  const skippable = refused !== null && refused.source === 'ksef' && !refused.skipUnreadable && canSkipUnreadable(errors, refused.files);

  return {
    run,
    /** Sends the refused upload again, importing its readable files and listing the others. */
    skipUnreadable: () => refused && run({ ...refused, skipUnreadable: true }),
    skippable,
    importing: mutation.isPending,
    errors,
    skipped,
    clear,
  };
}
