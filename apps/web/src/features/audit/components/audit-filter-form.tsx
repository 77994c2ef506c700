import { useState } from 'react';
import { Paper, Select, SimpleGrid, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AuditEntity } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { clearButtonProps } from '../../../components/clear-button-props';
import { DateField } from '../../../components/date-field';
import type { SessionRole } from '../../../lib/session-store';
import type { AuditFilters } from '../api/get-audit-trail';
import { auditUsersQuery } from '../api/queries';
import { auditEntitiesFor } from './audit-entity-options';

interface AuditFilterFormProps {
  role: SessionRole;
  /** Called with every change that makes a valid filter (a period that ends before it starts does not). */
  onChange: (filters: AuditFilters) => void;
}

interface FilterValues {
  entity: string | null;
  user: string | null;
  from: string;
  to: string;
  withUnchanged: boolean;
}

const noFilter: FilterValues = { entity: null, user: null, from: '', to: '', withUnchanged: false };

function filtersOf(values: FilterValues): AuditFilters {
  return {
    entity: (values.entity ?? undefined) as AuditEntity | undefined,
    user: values.user ? Number(values.user) : undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    changedOnly: values.withUnchanged ? undefined : true,
  };
}

/** What the page asks for before anyone touches a filter: the form's defaults. */
export const initialAuditFilters: AuditFilters = filtersOf(noFilter);

const periodInOrder = ({ from, to }: FilterValues) => !from || !to || from <= to;

/** The trail's filters, applied as they change: record type, user, and a period of whole days. */
export function AuditFilterForm({ role, onChange }: AuditFilterFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(noFilter);
  const users = useQuery(auditUsersQuery());

  const change = (patch: Partial<FilterValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (periodInOrder(next)) onChange(filtersOf(next));
  };

  const entityLabel = t('audit.filters.entity');
  const userLabel = t('audit.filters.user');
  return (
    <Paper withBorder p="md" radius="sm" mb="md" component="form" role="search" aria-label={t('reports.filter')} onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Select
          label={entityLabel}
          placeholder={t('audit.filters.any')}
          data={auditEntitiesFor(role).map((entity) => ({ value: entity, label: t(`audit.entities.${entity}`) }))}
          value={values.entity}
          onChange={(entity) => change({ entity })}
          clearable
          clearButtonProps={clearButtonProps(t, entityLabel)}
        />
        <Select
          label={userLabel}
          placeholder={users.isPending ? t('common.loading') : t('audit.filters.any')}
          data={(users.data ?? []).map((user) => ({ value: String(user.userId), label: user.userName }))}
          value={values.user}
          onChange={(user) => change({ user })}
          searchable
          clearable
          clearButtonProps={clearButtonProps(t, userLabel)}
          nothingFoundMessage={t('common.nothingFound')}
        />
        <DateField label={t('audit.filters.from')} value={values.from} onChange={(from) => change({ from })} />
        <DateField
          label={t('audit.filters.to')}
          value={values.to}
          onChange={(to) => change({ to })}
          error={periodInOrder(values) ? undefined : t('validation.periodOrder')}
        />
      </SimpleGrid>
      <Switch mt="md" label={t('audit.filters.withUnchanged')} checked={values.withUnchanged} onChange={(event) => change({ withUnchanged: event.currentTarget.checked })} />
    </Paper>
  );
}
