import { useState } from 'react';
import { Checkbox, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TenantChecklistProps {
  label: string;
  tenants: { id: number; name: string }[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** The tenants a user works for: a labelled checkbox per tenant, with a filter when the list is long. */
export function TenantChecklist({ label, tenants, value, onChange, error }: TenantChecklistProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle ? tenants.filter((tenant) => tenant.name.toLocaleLowerCase().includes(needle)) : tenants;
  return (
    <Checkbox.Group
      label={label}
      value={value.map(String)}
      onChange={(values) => onChange(values.map(Number))}
      error={error}
    >
      {tenants.length > 8 ? (
        <TextInput
          size="xs"
          mt={4}
          label={t('users.filterTenants')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
      ) : null}
      <ScrollArea.Autosize mah={220} type="auto" mt="xs">
        <Stack gap={6} py={2}>
          {tenants.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('users.noTenants')}
            </Text>
          ) : null}
          {tenants.map((tenant) => (
            // filtered-out tenants stay mounted (hidden) so their ticks are kept
            <Checkbox
              key={tenant.id}
              value={String(tenant.id)}
              label={tenant.name}
              style={shown.includes(tenant) ? undefined : { display: 'none' }}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Checkbox.Group>
  );
}
