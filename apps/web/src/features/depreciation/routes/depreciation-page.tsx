import { useState } from 'react';
import { Alert, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AgreementChooser, type AgreementChoice } from '../../../components/agreement-chooser';
import { DepreciationTable } from '../../../components/depreciation-table';
import { ExcelDownloadButton } from '../../../components/excel-download-button';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { isNotFound } from '../../../components/record-state';
import { depreciationExcelUrl, getAgreementReference } from '../../../lib/agreement-lookups';
import { agreementReferenceQuery } from '../../../lib/lookup-queries';
import { agreementQuery } from '../../lease-agreements';

const noChoice: AgreementChoice = { contractorId: null, agreementNumber: null, scheduleNumber: null };

/**
 * /depreciation and /depreciation/{id} (IFRS16): contractor → agreement number → schedule number, the
 * depreciation periods and their Excel file. With an id the agreement loads directly.
 */
export function DepreciationPage() {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const routeId = idParam === undefined ? null : Number(idParam);
  const validId = routeId === null || (Number.isInteger(routeId) && routeId > 0);
  const [choice, setChoice] = useState<AgreementChoice>(noChoice);
  const complete = Boolean(choice.contractorId && choice.agreementNumber && choice.scheduleNumber);
  // the route's agreement shows until the user picks in the chooser
  const picked = routeId === null || choice !== noChoice;

  const reference = useQuery({ ...agreementReferenceQuery(choice), enabled: picked });
  const agreementId = picked ? (complete ? (reference.data?.id ?? null) : null) : routeId;
  const agreement = useQuery({ ...agreementQuery(agreementId), enabled: validId });

  // with an id, the chooser shows the loaded agreement until the user picks another one
  const shown: AgreementChoice =
    !picked && agreement.data
      ? {
          contractorId: String(agreement.data.contractorId),
          agreementNumber: agreement.data.contractNumber,
          scheduleNumber: agreement.data.scheduleNumber,
        }
      : choice;

  const notFound =
    (!picked && !validId) ||
    isNotFound(reference.error) ||
    isNotFound(agreement.error);
  const waiting = picked ? complete && (reference.isPending || (reference.data !== undefined && agreement.isPending)) : agreement.isPending;
  let content;
  if (notFound) {
    content = (
      <Alert color="yellow" role="alert">
        {t('agreementForm.notFound')}
      </Alert>
    );
  } else if (picked && !complete) {
    content = (
      <Alert color="blue" variant="light">
        {t('depreciationPage.choose')}
      </Alert>
    );
  } else if (waiting) {
    content = <PageLoader />;
  } else if (!agreement.data) {
    content = (
      <Alert color="red" role="alert">
        {t('errors.loadFailed')}
      </Alert>
    );
  } else {
    const data = agreement.data;
    content = (
      <Stack gap="md">
        <Group justify="flex-end">
          <ExcelDownloadButton
            label={t('depreciationPage.downloadExcel')}
            freshUrl={async () => {
              const fresh = await getAgreementReference(data.contractorId, data.contractNumber, data.scheduleNumber);
              return depreciationExcelUrl(fresh.id, fresh.token);
            }}
            fallbackName={`depreciation-${data.contractNumber}-${data.scheduleNumber}.xlsx`}
          />
        </Group>
        <DepreciationTable rows={data.depraciations} />
      </Stack>
    );
  }

  return (
    <>
      <PageTitle title={t('depreciationPage.title')} />
      <AgreementChooser value={shown} onChange={setChoice} />
      {content}
    </>
  );
}
