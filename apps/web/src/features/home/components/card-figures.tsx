import { Anchor, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export interface Figure {
  label: string;
  value: string;
}

interface CardFiguresProps<T> {
  /** The card's figures call; the card renders before it answers. */
  query: UseQueryResult<T>;
  /** Accessible name of the figures block, e.g. "Agreements figures". */
  label: string;
  figures: (data: T) => Figure[];
  /** How many lines to hold while loading, so the card does not jump. */
  lines: number;
}

/**
 * The figures under a home card: placeholders while its own call runs, the figures as label and value,
 * or a quiet line with a retry when the call failed (the card's links work regardless).
 */
export function CardFigures<T>({ query, label, figures, lines }: CardFiguresProps<T>) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} mb="md" aria-label={label} aria-busy={query.isPending} role="group">
      {query.isPending ? (
        <>
          <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
          {Array.from({ length: lines }, (_, index) => (
            <Skeleton key={index} height={18} radius="sm" data-testid="figure-placeholder" />
          ))}
        </>
      ) : query.isError || query.data === null || query.data === undefined ? (
        <Text size="sm" c="dimmed">
          {t('home.figures.failed')}{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => void query.refetch()}>
            {t('home.figures.retry')}
          </Anchor>
        </Text>
      ) : (
        figures(query.data).map((figure) => (
          <Group key={figure.label} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{figure.label}</Text>
            <Text size="sm" fw={700} ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {figure.value}
            </Text>
          </Group>
        ))
      )}
    </Stack>
  );
}
