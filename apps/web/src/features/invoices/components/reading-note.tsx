import type { CSSProperties } from 'react';
import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalculator, IconCheck, IconPencil } from '@tabler/icons-react';
import type { FieldReading } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { readingLook, type ReadingLook } from './field-reading';

const toneColor: Record<ReadingLook['tone'], string> = { quiet: 'dimmed', check: 'orange.9', absent: 'red.8', own: 'blue.8' };
const toneIcon = { quiet: IconCheck, check: IconCalculator, absent: IconAlertTriangle, own: IconPencil } as const;
const borderColor: Record<ReadingLook['tone'], string> = {
  quiet: 'var(--mantine-color-default-border)',
  check: 'var(--mantine-color-orange-6)',
  absent: 'var(--mantine-color-red-6)',
  own: 'var(--mantine-color-blue-6)',
};

/** The input's own style for a reading: a value to check is framed dashed in its tone, a read one is left as it is. */
export function readingInputStyle(reading: FieldReading | null): CSSProperties | undefined {
  if (reading === null) return undefined;
  const look = readingLook(reading);
  if (look.border === 'plain') return undefined;
  return { borderStyle: 'dashed', borderWidth: 2, borderColor: borderColor[look.tone] };
}

/**
 * What the PDF reader made of a field, in words under it (the field's description, so a screen reader reads it with
 * the field): a quiet "Read from the PDF", or a marked "Derived: …", "Missing: …", "Check: the PDF prints …",
 * "Corrected by hand".
 */
export function ReadingNote({ reading }: { reading: FieldReading }) {
  const { t } = useTranslation();
  const look = readingLook(reading);
  const Icon = toneIcon[look.tone];
  const marked = look.tone !== 'quiet';
  return (
    <Group component="span" gap={4} wrap="nowrap" align="flex-start" data-reading={look.state} style={{ display: 'inline-flex' }}>
      <Icon size={12} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text component="span" size="xs" c={toneColor[look.tone]} fw={marked ? 600 : undefined} fs={look.tone === 'check' ? 'italic' : undefined}>
        {look.amounts ? t(look.wordsKey, { printed: formatNumber(look.amounts.printed), sum: formatNumber(look.amounts.sum) }) : t(look.wordsKey)}
      </Text>
    </Group>
  );
}
