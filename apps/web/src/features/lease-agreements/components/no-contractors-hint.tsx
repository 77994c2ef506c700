import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contractorOptionsQuery } from '../../../lib/lookup-queries';

/** true once the client's contractors are known to be none (the contractor select's own list, shared through its query). */
export function useNoContractors(): boolean {
  const contractors = useQuery(contractorOptionsQuery());
  return contractors.data !== undefined && contractors.data.length === 0;
}

/**
 * What a client with no contractor reads before a new agreement: every agreement is made
 * with one of its contractors, so it adds one first; in place of a contractor select with nothing to choose.
 */
export function NoContractorsHint() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" role="status" icon={<IconInfoCircle aria-hidden />} title={t('agreementList.noContractorsTitle')} mb="md">
      <Text size="sm">{t('agreementList.noContractors')}</Text>
      <Anchor component={Link} to="/contractors" size="sm">
        {t('agreementList.goToContractors')}
      </Anchor>
    </Alert>
  );
}
