import { useState } from 'react';
import { Accordion, Alert, Group, SimpleGrid, Stack } from '@mantine/core';
import type { AccountingEntryRequest, DisclosurePart } from '@leasedesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExcelDownloadButton } from '../../../components/excel-download-button';
import { freshReportUrl } from '../../../components/report-download';
import { ReportProgress } from '../../../components/report-progress';
import { disclosureExcelUrl } from '../api/accounting-excel-urls';
import { disclosureQuery } from '../api/queries';
import { DisclosureFigures } from './disclosure-figures';

const PANEL = 'disclosure';

/**
 * The IFRS 16 disclosures of the searched period, below the entries: asked for when the panel is first
 * opened (an auditor's year-end question, not every search's), again for each new search while open.
 */
export function DisclosurePanel({ request }: { request: AccountingEntryRequest }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<string | null>(null);
  const disclosure = useQuery({
    ...disclosureQuery(request),
    enabled: opened === PANEL,
  });
  const { data, dataUpdatedAt, refetch } = disclosure;

  /** A file's address with a token still valid: the run's own, or a new run's once it has expired. */
  const freshUrl = (part?: DisclosurePart) =>
    data
      ? freshReportUrl(
          { report: data, receivedAt: dataUpdatedAt },
          async () => {
            const again = await refetch();
            if (!again.data) throw again.error ?? new Error('no disclosure');
            return again.data;
          },
          (reference) => disclosureExcelUrl(reference, part),
        )
      : Promise.reject(new Error('no disclosure'));

  let content;
  if (disclosure.isPending) content = <ReportProgress />;
  else if (!data)
    content = (
      <Alert color="red" role="alert">
        {t('errors.loadFailed')}
      </Alert>
    );
  else
    content = (
      <Stack gap="md">
        <Group justify="flex-end">
          <ExcelDownloadButton label={t('accountingPage.disclosure.downloadExcel')} freshUrl={() => freshUrl()} fallbackName="disclosures.xlsx" />
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <DisclosureFigures
            disclosure={data}
            download={(part, title) => (
              <ExcelDownloadButton
                label="Excel"
                ariaLabel={t('accountingPage.disclosure.downloadPart', { part: title })}
                size="xs"
                freshUrl={() => freshUrl(part)}
                fallbackName={`disclosures-${part}.xlsx`}
              />
            )}
          />
        </SimpleGrid>
      </Stack>
    );

  return (
    <Accordion variant="separated" mt="lg" value={opened} onChange={setOpened}>
      <Accordion.Item value={PANEL}>
        <Accordion.Control>{t('accountingPage.disclosure.title')}</Accordion.Control>
        <Accordion.Panel>{opened === PANEL ? content : null}</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
