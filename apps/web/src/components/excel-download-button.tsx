import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../lib/notify';
import { saveBlob } from '../lib/save-file';

/** The file name the server gave (`filename*` in UTF-8 first, then `filename`), or null. */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || null;
}

interface ExcelDownloadButtonProps {
  label: string;
  /**
   * The file's address with a download token fetched now (tokens live 10 minutes, so none is kept from
   * when the page loaded); null while there is nothing to download.
   */
  freshUrl: (() => Promise<string>) | null;
  /** The name to save under if the server gives none. */
  fallbackName: string;
  /** The button's accessible name when its visible label alone does not say which file (several on one screen). */
  ariaLabel?: string;
  size?: 'xs' | 'sm';
}

/**
 * Downloads an Excel file: on click it asks for a fresh download token, fetches the file and saves it
 * under the server's name. A refused token or a failed answer shows an error toast; no file named after
 * the token's URL is ever saved (as a plain link to a 404 would).
 */
export function ExcelDownloadButton({ label, freshUrl, fallbackName, ariaLabel, size = 'sm' }: ExcelDownloadButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (!freshUrl) return;
    setBusy(true);
    try {
      const response = await fetch(await freshUrl(), { headers: { Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
      if (!response.ok) {
        const reference = response.headers.get('x-correlation-id');
        notifyError(t('errors.title'), [t('errors.downloadFailed'), reference ? t('errors.reference', { reference }) : '']);
        return;
      }
      saveBlob(await response.blob(), attachmentName(response.headers.get('content-disposition')) ?? fallbackName);
    } catch {
      // the token call reported its own failure; a network failure of the file itself is reported here
      notifyError(t('errors.title'), t('errors.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="light"
      size={size}
      aria-label={ariaLabel}
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      disabled={!freshUrl}
      loading={busy}
      onClick={() => void download()}
    >
      {label}
    </Button>
  );
}
