import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Shown while the confirmed file is stored. The server answers once every row is in (all or nothing, one
 * transaction), so there is no fraction to show: the bar runs until then and claims no percentage to
 * assistive technology (a progress bar without a value is an indeterminate one).
 */
export function ImportProgress({ agreements }: { agreements: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} aria-live="polite">
      <Text size="sm">{t('imports.storing', { count: agreements })}</Text>
      <Progress.Root size="lg" radius="sm">
        <Progress.Section value={100} animated withAria={false} role="progressbar" aria-label={t('imports.progress')} />
      </Progress.Root>
    </Stack>
  );
}
