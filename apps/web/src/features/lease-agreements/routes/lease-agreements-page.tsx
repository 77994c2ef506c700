import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { AgreementListQuery, LeaseAgreementListRow } from '@leasedesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { ContractorSelect } from '../../../components/contractor-select';
import { PAGE_SIZES } from '../../../components/list-table';
import { PageTitle } from '../../../components/page-title';
import { envelopeMessages } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { deleteLeaseAgreement } from '../api/delete-lease-agreement';
import type { AgreementsOf } from '../api/get-lease-agreements-page';
import { agreementKeys, agreementsPageQuery, invalidateAgreementLists } from '../api/queries';
import { ExportAgreementsButton } from '../components/export-agreements-button';
import { LeaseAgreementsTable } from '../components/lease-agreements-table';
import { NoContractorsHint, useNoContractors } from '../components/no-contractors-hint';

/** `?contractor=` of the URL: a contractor's id, else every contractor of the tenant. */
function agreementsOf(contractor: string | null): AgreementsOf {
  const id = Number(contractor);
  return contractor && Number.isInteger(id) && id > 0 ? id : 'all';
}

/**
 * /leaseAgreements: every agreement of the tenant, or one contractor's; paged (10/25/50) and sorted by
 * the server; a row opens the summary; edit or delete one, or start a new one.
 */
export function LeaseAgreementsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const of = agreementsOf(params.get('contractor'));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 10);
  const [sort, setSort] = useState<AgreementListQuery>({});
  const [toDelete, setToDelete] = useState<LeaseAgreementListRow | null>(null);
  const noContractors = useNoContractors();

  const agreements = useQuery({
    ...agreementsPageQuery(of, page, pageSize, sort),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: (row: LeaseAgreementListRow) => deleteLeaseAgreement(row.id),
    onSuccess: (_answer, row) => {
      queryClient.removeQueries({ queryKey: agreementKeys.detail(row.id) });
      invalidateAgreementLists(queryClient);
      notifySuccess(t('common.success'), t('agreementList.deleted'));
      setToDelete(null);
    },
    onError: (error) => {
      notifyError(t('agreementList.deleteFailed'), envelopeMessages(error).join('\n') || t('errors.tryAgain'));
      setToDelete(null);
    },
  });

  return (
    <>
      <PageTitle
        title={t('agreementList.title')}
        actions={
          <>
            <ExportAgreementsButton contractorId={of === 'all' ? null : of} />
            <Button component={Link} to="/leaseAgreement" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('features.agreements.new')}
            </Button>
          </>
        }
      />
      {/* before "New agreement" is of any use, the client needs a contractor */}
      {noContractors ? <NoContractorsHint /> : null}
      <ContractorSelect
        value={String(of)}
        allLabel={t('agreementList.allContractors')}
        onChange={(value) => {
          setPage(1);
          setParams(value && value !== 'all' ? { contractor: value } : {}, { replace: true });
        }}
      />
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <LeaseAgreementsTable
          rows={agreements.data?.items ?? []}
          total={agreements.data?.itemsCount ?? 0}
          page={page}
          pageSize={pageSize}
          fetching={agreements.isFetching}
          sort={sort}
          showContractor={of === 'all'}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          onDelete={setToDelete}
        />
      </div>
      <ConfirmDeleteDialog
        itemName={toDelete ? `${toDelete.contractNumber} / ${toDelete.scheduleNumber}` : null}
        subject="agreement"
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </>
  );
}
