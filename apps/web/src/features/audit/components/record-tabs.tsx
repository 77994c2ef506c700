import { useState, type ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { IconHistory, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A tab another feature puts between the record's details and its history (the agreement's Changes). */
export interface RecordTab {
  /** Unique among the record's tabs; not 'details' or 'history'. */
  value: string;
  label: string;
  icon?: ReactNode;
  /** Mounted (and so loaded) only once its tab is first opened. */
  content: ReactNode;
}

interface RecordTabsProps {
  /** The record's page as it was: the first tab, open by default. */
  children: ReactNode;
  /** The record's history, mounted (and so loaded) only once its tab is first opened. */
  history: ReactNode;
  /** Tabs between the details and the history. */
  tabs?: readonly RecordTab[];
}

/**
 * A record page with its history beside it. The details stay mounted while the history is shown, so what was
 * typed or opened there survives a look at the history; arrow keys move between the tabs.
 */
export function RecordTabs({ children, history, tabs = [] }: RecordTabsProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('details');
  const [openedTabs, setOpenedTabs] = useState<ReadonlySet<string>>(() => new Set(['details']));
  const values = new Set(['details', 'history', ...tabs.map((entry) => entry.value)]);
  const open = (value: string | null) => {
    if (value === null || !values.has(value)) return;
    setOpenedTabs((current) => (current.has(value) ? current : new Set([...current, value])));
    setTab(value);
  };
  return (
    <Tabs value={tab} onChange={open}>
      <Tabs.List aria-label={t('audit.tabs.label')} mb="md">
        <Tabs.Tab value="details" leftSection={<IconListDetails size={16} aria-hidden />}>
          {t('audit.tabs.details')}
        </Tabs.Tab>
        {tabs.map((entry) => (
          <Tabs.Tab key={entry.value} value={entry.value} leftSection={entry.icon}>
            {entry.label}
          </Tabs.Tab>
        ))}
        <Tabs.Tab value="history" leftSection={<IconHistory size={16} aria-hidden />}>
          {t('audit.tabs.history')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">{children}</Tabs.Panel>
      {tabs.map((entry) => (
        <Tabs.Panel key={entry.value} value={entry.value}>
          {openedTabs.has(entry.value) ? entry.content : null}
        </Tabs.Panel>
      ))}
      <Tabs.Panel value="history">{openedTabs.has('history') ? history : null}</Tabs.Panel>
    </Tabs>
  );
}
