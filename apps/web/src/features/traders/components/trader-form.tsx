import { SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SalesPersonDto } from '@leasedesk/contract';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form-actions';
import { FormTextInput } from '../../../components/form-text-input';

export interface TraderFormValues {
  firstName: string;
  lastName: string;
}
export const traderFormFields = ['firstName', 'lastName'] as const;

const personName = z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong');
const traderSchema: z.ZodType<TraderFormValues, TraderFormValues> = z.object({ firstName: personName, lastName: personName });

interface TraderFormProps {
  trader?: SalesPersonDto;
  submitting: boolean;
  onSubmit: (values: TraderFormValues, setError: UseFormSetError<TraderFormValues>) => void;
  onCancel: () => void;
}

/** Create or edit a trader (sales person): first and last name. */
export function TraderForm({ trader, submitting, onSubmit, onCancel }: TraderFormProps) {
  const { t } = useTranslation();
  const form = useForm<TraderFormValues>({
    resolver: zodResolver(traderSchema),
    defaultValues: { firstName: trader?.firstName ?? '', lastName: trader?.lastName ?? '' },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}>
      <Stack gap="md" maw={640}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormTextInput form={form} name="firstName" label={t('traders.firstName')} required />
          <FormTextInput form={form} name="lastName" label={t('traders.lastName')} required />
        </SimpleGrid>
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
