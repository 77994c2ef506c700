import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Radio, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconEye } from '@tabler/icons-react';
import type { LeaseChangeBody, LeaseChangeDto } from '@leasedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clearButtonProps } from '../../../components/clear-button-props';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/date-field';
import { TypedNumberInput } from '../../../components/typed-number-input';
import { EnvelopeError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { applyFieldErrors } from '../../../lib/field-errors';
import { notifySuccess } from '../../../lib/notify';
import { createLeaseChange } from '../api/create-lease-change';
import { invalidateAgreementChanges } from '../api/queries';
import { ChangeFigures } from './change-figures';
import {
  changeFieldInputs,
  changeFormFields,
  changeKindFields,
  changeKinds,
  chosenKind,
  emptyChangeForm,
  needsRevisedRate,
  toChangeBody,
  type ChangeField,
  type ChangeFormValues,
} from './change-kinds';

type NumberChangeField = Exclude<ChangeField, 'residualValueSettlement'>;

interface LeaseChangeFormProps {
  leaseAgreementId: number;
  opened: boolean;
  onClose: () => void;
}

/** A preview's figures with the body they were calculated for: shown only while the form still holds that body. */
interface Preview {
  body: string;
  change: LeaseChangeDto;
}

/**
 * "New change" (DOMAIN §14) in a dialog: the kind first, then the effective date and only that kind's fields, each
 * with what it means. Preview asks the server for the change's figures without storing it (a dry run); Save stores it
 * as the agreement's next version, after a confirmation for an early termination. The server's refusals stand under
 * their fields; Enter in a field previews, never saves.
 */
export function LeaseChangeForm({ leaseAgreementId, opened, onClose }: LeaseChangeFormProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('leaseChanges.form.title')} size="xl" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {/* mounted while open, so each opening starts from an empty form */}
      {opened ? <ChangeFormBody leaseAgreementId={leaseAgreementId} onClose={onClose} /> : null}
    </Modal>
  );
}

function ChangeFormBody({ leaseAgreementId, onClose }: Omit<LeaseChangeFormProps, 'opened'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<ChangeFormValues>({ defaultValues: emptyChangeForm });
  const values = useWatch({ control: form.control }) as ChangeFormValues;
  const kind = chosenKind(values.changeKind);
  const body = toChangeBody(values);
  const bodyKey = JSON.stringify(body);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [confirmingTermination, setConfirmingTermination] = useState<LeaseChangeBody | null>(null);

  /** The server's refusal: each error under its field, the others above the buttons. */
  const refused = (error: unknown) => {
    // other failures had their toast from the API client
    if (!(error instanceof EnvelopeError)) return;
    const rest = applyFieldErrors(error.errors, changeFormFields, form.setError);
    setUnplaced(rest.map((entry) => entry.message));
  };

  const dryRun = useMutation({
    mutationFn: (sent: LeaseChangeBody) => createLeaseChange(leaseAgreementId, sent, { dryRun: true }),
    onSuccess: (change, sent) => setPreview({ body: JSON.stringify(sent), change }),
    onError: refused,
  });
  const save = useMutation({
    mutationFn: (sent: LeaseChangeBody) => createLeaseChange(leaseAgreementId, sent),
    onSuccess: async (change) => {
      notifySuccess(t('common.success'), t('leaseChanges.saved', { version: change.version }));
      await invalidateAgreementChanges(queryClient, leaseAgreementId);
      onClose();
    },
    onError: refused,
  });
  const busy = dryRun.isPending || save.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Preview and Save both submit, so a number field that refuses what is typed holds back either (useSubmitGuard)
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const saving = submitter instanceof HTMLButtonElement && submitter.value === 'save';
    setUnplaced([]);
    void form.handleSubmit((held) => {
      const sent = toChangeBody(held);
      if (sent === null) return;
      if (!saving) dryRun.mutate(sent);
      else if (sent.changeKind === 3) setConfirmingTermination(sent);
      else save.mutate(sent);
    })(event);
  };

  const explained = (field: ChangeField) => t(`leaseChanges.fieldHelp.${field}`);
  const numberField = (field: NumberChangeField) => (
    <ChangeNumberInput
      key={field}
      control={form.control}
      name={field}
      kind={changeFieldInputs[field]}
      label={t(`leaseChanges.fields.${field}`)}
      description={explained(field)}
      required={field === 'incrementalBorrowingRate'}
    />
  );
  const settlementField = () => (
    <Controller
      key="residualValueSettlement"
      control={form.control}
      name="residualValueSettlement"
      render={({ field, fieldState }) => (
        <Select
          label={t('leaseChanges.fields.residualValueSettlement')}
          description={explained('residualValueSettlement')}
          placeholder={t('leaseChanges.form.keep')}
          data={['1', '2'].map((value) => ({ value, label: t(`agreementForm.residualValueSettlement.${value}`) }))}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          ref={field.ref}
          clearable
          clearButtonProps={clearButtonProps(t, t('leaseChanges.fields.residualValueSettlement'))}
          error={errorText(t, fieldState.error?.message)}
        />
      )}
    />
  );

  const shownPreview = preview !== null && preview.body === bodyKey ? preview.change : null;
  // a new preview's figures are below the fields: brought into the dialog's view (jsdom has no scrolling)
  const previewRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (preview !== null) previewRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [preview]);

  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="changeKind"
          rules={{ required: 'validation.required' }}
          render={({ field, fieldState }) => (
            <Radio.Group
              label={t('leaseChanges.fields.changeKind')}
              required
              value={field.value ?? ''}
              onChange={(value) => {
                form.clearErrors();
                setUnplaced([]);
                field.onChange(value);
              }}
              error={errorText(t, fieldState.error?.message)}
            >
              <Stack gap="xs" mt="xs">
                {changeKinds.map((value, index) => (
                  <Radio
                    key={value}
                    // the group's first radio takes the focus when the dialog opens; arrows move between them
                    ref={index === 0 ? field.ref : undefined}
                    data-autofocus={index === 0 || undefined}
                    value={String(value)}
                    label={t(`leaseChanges.kinds.${value}`)}
                    description={t(`leaseChanges.kindHelp.${value}`)}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {kind === null ? null : (
          <>
            <Controller
              control={form.control}
              name="effectiveDate"
              rules={{ required: 'validation.required' }}
              render={({ field, fieldState }) => (
                <DateField
                  label={t('leaseChanges.fields.effectiveDate')}
                  description={t('leaseChanges.fieldHelp.effectiveDate')}
                  required
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorText(t, fieldState.error?.message)}
                  maw={320}
                />
              )}
            />
            {kind === 3 ? (
              <Alert color="yellow" variant="light">
                {t('leaseChanges.form.terminationNote')}
              </Alert>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  {t(needsRevisedRate(kind) ? 'leaseChanges.form.keepNoteRate' : 'leaseChanges.form.keepNote')}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {changeKindFields[kind].map((field) => (field === 'residualValueSettlement' ? settlementField() : numberField(field)))}
                </SimpleGrid>
              </>
            )}
          </>
        )}
        {unplaced.length > 0 ? (
          <Alert color="red" role="alert" title={t('errors.title')}>
            {unplaced.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
        ) : null}
        {shownPreview ? (
          <Stack gap="xs" ref={previewRef}>
            <Title order={3} size="h5">
              {t('leaseChanges.form.previewTitle', { version: shownPreview.version })}
            </Title>
            <ChangeFigures change={shownPreview} />
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          {/* first of the submit buttons: Enter in a field previews */}
          <Button type="submit" value="preview" variant="light" leftSection={<IconEye size={16} aria-hidden />} loading={dryRun.isPending} disabled={kind === null || save.isPending}>
            {t('leaseChanges.form.preview')}
          </Button>
          <Button type="submit" value="save" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={save.isPending} disabled={kind === null || dryRun.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmingTermination !== null}
        title={t('leaseChanges.form.terminationTitle')}
        message={t('leaseChanges.form.terminationMessage')}
        confirmLabel={t('leaseChanges.form.terminationConfirm')}
        onCancel={() => setConfirmingTermination(null)}
        onConfirm={() => {
          if (confirmingTermination) save.mutate(confirmingTermination);
          setConfirmingTermination(null);
        }}
      />
    </form>
  );
}

interface ChangeNumberInputProps {
  control: Control<ChangeFormValues>;
  name: NumberChangeField;
  kind: 'integer' | 'amount' | 'percent';
  label: string;
  description: string;
  required: boolean;
}

/** A number of the change in the product's writing (`1 234,56`, `7,5 %`); a revised rate is required by kinds 1 and 2. */
function ChangeNumberInput({ control, name, kind, label, description, required }: ChangeNumberInputProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      rules={{ validate: (value) => (required && value === '' ? 'validation.required' : true) }}
      render={({ field, fieldState }) => (
        <TypedNumberInput
          label={label}
          description={description}
          required={required}
          kind={kind}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorText(t, fieldState.error?.message)}
        />
      )}
    />
  );
}
