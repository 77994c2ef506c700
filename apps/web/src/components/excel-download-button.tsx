import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';

/** A link styled as a button that downloads an Excel file (the signed token in the URL authorises it). */
export function ExcelDownloadButton({ href, label }: { href: string | null; label: string }) {
  if (!href) {
    return (
      <Button variant="light" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button component="a" href={href} download variant="light" leftSection={<IconFileSpreadsheet size={16} aria-hidden />}>
      {label}
    </Button>
  );
}
