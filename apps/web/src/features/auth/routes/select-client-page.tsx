import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TenantTokenResult } from '@leasedesk/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listFailure } from '../../../components/list-error';
import { PageTitle } from '../../../components/page-title';
import { EnvelopeError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { SearchInput } from '../../../components/search-input';
import { sessionStore, useSession } from '../../../lib/session-store';
import { userTenantsQuery } from '../api/queries';
import { selectTenant } from '../api/select-tenant';
import { TenantPickerTable } from '../components/tenant-picker-table';

/** /selectClient: the user's clients; one client is chosen automatically (SPEC §2, §4). */
export function SelectClientPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(session?.tenantId ?? null);
  const autoChosen = useRef(false);

  const tenantsQuery = useQuery(userTenantsQuery());
  const tenants = tenantsQuery.data;

  const choose = useMutation({
    mutationFn: selectTenant,
    onSuccess: ({ token, tenant }: TenantTokenResult) => {
      sessionStore.update({
        token,
        logo: tenant.logo,
        accountingStandard: tenant.accountingStandard === 1 ? 'IFRS16' : 'CSI',
        tenantStandard: tenant.accountingStandard === 1 ? 'IFRS16' : 'CSI',
        tenantId: tenant.id,
        tenantName: tenant.name,
      });
      void navigate('/', { replace: true });
    },
    onError: (error) => {
      // other failures were reported by the API client (a 401 has signed the user out)
      if (error instanceof EnvelopeError) notifyError(t('selectClient.failed'), error.message);
    },
  });

  useEffect(() => {
    if (autoChosen.current || !tenants || tenants.length !== 1 || !tenants[0]) return;
    autoChosen.current = true;
    choose.mutate(tenants[0].id);
  }, [tenants, choose]);

  const visible = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return needle ? tenants?.filter((tenant) => tenant.name.toLocaleLowerCase().includes(needle)) : tenants;
  }, [tenants, search]);

  const autoChoosing = tenants?.length === 1;
  return (
    <>
      <PageTitle title={t('selectClient.title')} />
      {tenants && tenants.length === 0 ? (
        <Alert color="yellow" role="alert" title={t('selectClient.noClientsTitle')}>
          {t('selectClient.noClients')}
        </Alert>
      ) : (
        <>
          <Text mb="md">{autoChoosing ? t('selectClient.autoChoosing') : t('selectClient.instructions')}</Text>
          <SearchInput value={search} onChange={setSearch} />
          <TenantPickerTable
            tenants={visible}
            fetching={tenantsQuery.isPending || choose.isPending}
            failure={listFailure(tenantsQuery)}
            selectedId={selectedId}
            onSelect={setSelectedId}
          />
          <Group justify="flex-end" mt="md">
            <Button
              rightSection={<IconArrowRight size={16} aria-hidden />}
              disabled={selectedId === null || !tenants?.some((tenant) => tenant.id === selectedId)}
              loading={choose.isPending}
              onClick={() => selectedId !== null && choose.mutate(selectedId)}
            >
              {t('selectClient.next')}
            </Button>
          </Group>
        </>
      )}
    </>
  );
}
