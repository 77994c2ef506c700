import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListError, listFailure } from '../../../components/list-error';
import { PageLoader } from '../../../components/page-loader';
import { EnvelopeError } from '../../../lib/api-client';
import { LONG_TOAST_MS, notifyError, notifySuccess } from '../../../lib/notify';
import { reminderKeys, reminderPreferencesQuery } from '../api/queries';
import { updateReminderPreferences } from '../api/update-reminder-preferences';
import { ReminderPreferencesForm, type ReminderPreferencesValues } from './reminder-preferences-form';

interface ReminderPreferencesPanelProps {
  tenantId: number;
  onClose: () => void;
}

/** The preferences of what the user is reminded of, read when the drawer opens; a save refreshes the list on home. */
export function ReminderPreferencesPanel({ tenantId, onClose }: ReminderPreferencesPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const preferences = useQuery(reminderPreferencesQuery(tenantId));
  const save = useMutation({
    mutationFn: (values: ReminderPreferencesValues) => updateReminderPreferences(values),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(reminderPreferencesQuery(tenantId).queryKey, saved);
      else void queryClient.invalidateQueries({ queryKey: reminderKeys.preferences(tenantId) });
      void queryClient.invalidateQueries({ queryKey: reminderKeys.list(tenantId) });
      notifySuccess(t('common.success'), t('reminders.preferences.saved'));
      onClose();
    },
    onError: (error) => {
      if (error instanceof EnvelopeError) notifyError(t('reminders.preferences.saveFailed'), error.errors.map((e) => e.message), LONG_TOAST_MS);
      else notifyError(t('errors.title'), t('reminders.preferences.saveFailed'));
    },
  });

  const failure = listFailure(preferences);
  if (failure) return <ListError failure={failure} />;
  if (!preferences.data) return <PageLoader minHeight={160} />;
  return <ReminderPreferencesForm preferences={preferences.data} submitting={save.isPending} onSubmit={(values) => save.mutate(values)} onCancel={onClose} />;
}
