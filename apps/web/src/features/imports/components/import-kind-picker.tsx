import { useId } from 'react';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { downloadImportTemplate } from '../api/download-import-template';
import { importKinds, type ImportKind } from '../api/import-paths';

const kindOf = (value: string): ImportKind => importKinds.find((kind) => kind === value) ?? 'agreements';

function kindLabel(t: TFunction, kind: ImportKind): string {
  if (kind === 'schedules') return t('imports.kinds.schedules');
  if (kind === 'calculations') return t('imports.kinds.calculations');
  return t('imports.kinds.agreements');
}

function kindHint(t: TFunction, kind: ImportKind): string {
  if (kind === 'schedules') return t('imports.kindHints.schedules');
  if (kind === 'calculations') return t('imports.kindHints.calculations');
  return t('imports.kindHints.agreements');
}

interface ImportKindPickerProps {
  kind: ImportKind;
  disabled: boolean;
  onChange: (kind: ImportKind) => void;
}

/** What to import (FORMATS §4, §5), what that file is for, and its template. */
export function ImportKindPicker({ kind, disabled, onChange }: ImportKindPickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const narrow = useMediaQuery('(max-width: 30em)');
  // a failure has had its toast from the API client
  const template = useMutation({ mutationFn: downloadImportTemplate });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id={labelId}>
        {t('imports.kindLabel')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={kind}
        onChange={(value) => onChange(kindOf(value))}
        disabled={disabled}
        data={importKinds.map((value) => ({ value, label: kindLabel(t, value) }))}
        orientation={narrow ? 'vertical' : 'horizontal'}
        style={{ alignSelf: 'flex-start' }}
      />
      <Text size="sm" c="dimmed">
        {kindHint(t, kind)}
      </Text>
      <Group>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={template.isPending}
          onClick={() => template.mutate(kind)}
        >
          {t('imports.template', { kind: kindLabel(t, kind) })}
        </Button>
      </Group>
    </Stack>
  );
}
