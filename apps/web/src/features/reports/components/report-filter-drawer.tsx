import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

interface ReportFilterDrawerProps {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The side panel holding a report's filter (SPEC §9: 40rem, the medium width; 20rem on screens up to 64em).
 * Its content stays mounted while closed, so the filter keeps what was chosen between runs.
 */
export function ReportFilterDrawer({ opened, onClose, children }: ReportFilterDrawerProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 64em)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('reports.filter')}
      size={narrow ? '20rem' : '40rem'}
      position="left"
      keepMounted
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Drawer>
  );
}
