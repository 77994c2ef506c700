import { useState } from 'react';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExcelDownloadButton } from '../../../components/excel-download-button';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session-store';
import { auditExcelUrl } from '../api/audit-excel-url';
import { getAuditDownloadToken } from '../api/get-audit-download-token';
import type { AuditFilters } from '../api/get-audit-trail';
import { auditTrailQuery } from '../api/queries';
import { AuditEntryList } from '../components/audit-entry-list';
import { AuditFilterForm, initialAuditFilters } from '../components/audit-filter-form';
import { AUDIT_PAGE_SIZE } from '../components/audit-page-size';

/**
 * /audit: the caller's trail, newest first: a tenant's every change for its users, the administration's
 * for administrators. Filtered by record type, user and period on the server, paged there, and exported to Excel
 * with the same filters.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const session = useSession();
  // the page belongs to the filters it was chosen for: new filters start on page 1
  const [paging, setPaging] = useState<{ filters: AuditFilters; page: number }>({ filters: initialAuditFilters, page: 1 });
  const { filters, page } = paging;
  const trail = useQuery(auditTrailQuery(filters, page, AUDIT_PAGE_SIZE));
  const standard = session?.tenantStandard ?? session?.accountingStandard ?? 'CSI';

  return (
    <>
      <PageTitle
        title={t('audit.title')}
        actions={
          <ExcelDownloadButton
            label={t('audit.trail.export')}
            freshUrl={async () => auditExcelUrl(await getAuditDownloadToken(), filters)}
            fallbackName="audit-trail.xlsx"
          />
        }
      />
      <AuditFilterForm role={session?.role ?? 'user'} onChange={(next) => setPaging({ filters: next, page: 1 })} />
      {trail.data && trail.data.itemsCount > 0 ? (
        <Text size="sm" c="dimmed" mb="xs">
          {t('audit.trail.count', { count: trail.data.itemsCount })}
        </Text>
      ) : null}
      <AuditEntryList
        entries={trail}
        page={page}
        onPageChange={(next) => setPaging({ filters, page: next })}
        label={t('audit.trail.label')}
        emptyText={t('audit.trail.empty')}
        standard={standard}
        showRecord
      />
    </>
  );
}
