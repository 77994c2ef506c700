import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Warns before leaving a form with unsaved changes: an in-app navigation asks in a dialog (focus on
 * Cancel), closing or reloading the tab gets the browser's own question. `when` is read at the moment
 * of leaving, so a page that navigates away after saving passes `false` by then.
 */
export function UnsavedChangesGuard({ when }: { when: () => boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && when());

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!when()) return;
      event.preventDefault();
      // older browsers show the question only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('unsavedChanges.title')}
      message={t('unsavedChanges.message')}
      confirmLabel={t('unsavedChanges.leave')}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
