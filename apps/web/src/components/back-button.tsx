import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../lib/use-go-back';

/** Returns to the previous page, or to `fallback` when the page was opened directly. */
export function BackButton({ fallback }: { fallback: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack(fallback);
  return (
    <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={goBack}>
      {t('common.back')}
    </Button>
  );
}
