import { useState, type ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { IconHistory, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type RecordTab = 'details' | 'history';

interface RecordTabsProps {
  /** The record's page as it was: the first tab, open by default. */
  children: ReactNode;
  /** The record's history, mounted (and so loaded) only once its tab is first opened. */
  history: ReactNode;
}

/**
 * A record page with its history beside it. The details stay mounted while the history is shown, so what was
 * typed or opened there survives a look at the history; arrow keys move between the tabs.
 */
export function RecordTabs({ children, history }: RecordTabsProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<RecordTab>('details');
  const [historyOpened, setHistoryOpened] = useState(false);
  const open = (value: string | null) => {
    if (value !== 'details' && value !== 'history') return;
    if (value === 'history') setHistoryOpened(true);
    setTab(value);
  };
  return (
    <Tabs value={tab} onChange={open}>
      <Tabs.List aria-label={t('audit.tabs.label')} mb="md">
        <Tabs.Tab value="details" leftSection={<IconListDetails size={16} aria-hidden />}>
          {t('audit.tabs.details')}
        </Tabs.Tab>
        <Tabs.Tab value="history" leftSection={<IconHistory size={16} aria-hidden />}>
          {t('audit.tabs.history')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">{children}</Tabs.Panel>
      <Tabs.Panel value="history">{historyOpened ? history : null}</Tabs.Panel>
    </Tabs>
  );
}
