import { useCallback, useEffect, useRef, useState } from 'react';
import { Accordion, Alert, Anchor, Button, Checkbox, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconEraser, IconDeviceFloppy } from '@tabler/icons-react';
import { agreementFields, type FieldError, type LeaseAgreementDto } from '@leasedesk/contract';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearButtonProps } from '../../../components/clear-button-props';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ContractorSelect } from '../../../components/contractor-select';
import { DateField } from '../../../components/date-field';
import { FormTextInput } from '../../../components/form-text-input';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { errorText } from '../../../lib/error-text';
import { applyFieldErrors } from '../../../lib/field-errors';
import { salesPersonOptionsQuery } from '../../../lib/lookup-queries';
import { LONG_TOAST_MS, notifyError } from '../../../lib/notify';
import type { StandardName } from '../../../lib/session-store';
import { agreementLookupQuery } from '../api/queries';
import { agreementFormResolver } from './agreement-form-validation';
import { BorrowingRateField } from './borrowing-rate-field';
import type { AgreementFormField } from './agreement-form-fields';
import { agreementFormFields, emptyAgreementForm, fromAgreement, type AgreementFormFieldOfKind, type AgreementFormValues } from './agreement-form-values';
import { FormNumberInput, type NumberFieldName, type NumberKind } from './form-number-input';
import { SchedulePreview } from './schedule-preview';

type SectionId = 'contractor' | 'details' | 'time' | 'amounts' | 'depreciation' | 'factoring' | 'trader' | 'schedule';

/** Which section holds each field: an error, the browser's or the server's, opens the section of its field. */
const sectionOf: Record<(typeof agreementFormFields)[number], SectionId> = {
  contractorId: 'contractor',
  contractNumber: 'details',
  scheduleNumber: 'details',
  assetName: 'details',
  assetCategory: 'details',
  rateConvention: 'details',
  shouldRateBeCalculated: 'details',
  startingDate: 'time',
  termInMonths: 'time',
  paymentDue: 'time',
  paymentInterval: 'time',
  residualValueSettlement: 'time',
  rentFreePeriodInMonths: 'time',
  rentPaymentAmount: 'amounts',
  totalEquipmentCost: 'amounts',
  subRentAndArrangmentFee: 'amounts',
  residualValue: 'amounts',
  incrementalBorrowingRate: 'amounts',
  indexationRate: 'amounts',
  depreciationMethod: 'depreciation',
  initialDirectCosts: 'depreciation',
  dismantlingProvision: 'depreciation',
  leaseIncentive: 'depreciation',
  leasePremium: 'depreciation',
  leaseholdImprovements: 'depreciation',
  transferToFactorDate: 'factoring',
  factoringContractNumber: 'factoring',
  salesPersonId: 'trader',
  salesPersonCommission: 'trader',
};

interface LeaseAgreementFormProps {
  /** The saved agreement when editing; the contractor is then locked. */
  agreement?: LeaseAgreementDto;
  standard: StandardName;
  submitting: boolean;
  /** Runs the save chain; resolves to the server's errors when it failed (empty when it did not say why). */
  onSubmit: (values: AgreementFormValues) => Promise<readonly FieldError[] | null>;
}

/**
 * The agreement form (SPEC §2): collapsible sections, all closed at start; depreciation, the incremental
 * borrowing rate and "calculate the rate" under IFRS16 only, factoring and trader under CSI only; a schedule
 * table. Submit, clear (new only), go to settlements and depreciation (edit only). Once an agreement has changes
 * (DOMAIN §14), the fields its figures are calculated from are read-only: its terms change through a new change.
 */
export function LeaseAgreementForm({ agreement, standard, submitting, onSubmit }: LeaseAgreementFormProps) {
  const { t, i18n } = useTranslation();
  const editing = agreement !== undefined;
  const ifrs16 = standard === 'IFRS16';
  const version = agreement?.leaseCalculation?.currentVersion ?? null;
  /** A field lease-math reads, once the agreement has changes: the server would refuse a new value. */
  const locked = (name: AgreementFormField) => version !== null && agreementFields[name].figures;
  const [opened, setOpened] = useState<string[]>([]);
  const form = useForm<AgreementFormValues>({
    defaultValues: agreement ? fromAgreement(agreement) : emptyAgreementForm,
    // the whole form is checked in the browser first (the contract's schema), every error shown at once
    resolver: agreementFormResolver(standard),
    // the first erroneous field is focused once its section is open (below), not while it is hidden
    shouldFocusError: false,
  });
  const { isDirty } = form.formState;
  const [confirmingClear, setConfirmingClear] = useState(false);
  // set while a save runs: the page then leaves for the summary, which must not ask about unsaved changes
  const saving = useRef(false);
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const unsaved = useCallback(() => dirty.current && !saving.current, []);
  const [focusRequest, setFocusRequest] = useState<(typeof agreementFormFields)[number] | null>(null);
  useEffect(() => {
    if (focusRequest === null) return;
    form.setFocus(focusRequest);
    setFocusRequest(null);
  }, [focusRequest, form]);

  /** Opens the section of every field named and focuses the first of them. */
  const revealFields = (named: readonly string[]) => {
    const lower = new Set(named.map((name) => name.toLowerCase()));
    const fields = agreementFormFields.filter((field) => lower.has(field.toLowerCase()));
    if (fields.length === 0) return;
    setOpened((current) => [...new Set([...current, ...fields.map((field) => sectionOf[field])])]);
    setFocusRequest(fields[0] ?? null);
  };

  /** The browser's refusal: each field's error under it, and the 'Error' toast listing them one per line. */
  const refuse = (invalid: FieldErrors<AgreementFormValues>) => {
    const fields = agreementFormFields.filter((field) => invalid[field]);
    revealFields(fields);
    notifyError(
      t('errors.title'),
      fields.map((field) => `${t(`agreementForm.fields.${field}`)}: ${errorText(t, invalid[field]?.message) ?? ''}`),
      LONG_TOAST_MS,
    );
  };

  const categories = useQuery(agreementLookupQuery('leaseassetcategories', i18n.language));
  const methods = useQuery({ ...agreementLookupQuery('depreciationmethods', i18n.language), enabled: ifrs16 });
  const salesPersons = useQuery({ ...salesPersonOptionsQuery(), enabled: !ifrs16 });

  /** The server's refusal (a save, or the borrowing-rate calculation): each error under its field, its section opened. */
  const showServerErrors = (failed: readonly FieldError[]): FieldError[] => {
    const rest = applyFieldErrors(failed, agreementFormFields, form.setError, { focus: false });
    revealFields(failed.map((error) => error.propertyName.split(/[.[]/)[0] ?? ''));
    return rest;
  };

  const submit = form.handleSubmit(async (values) => {
    saving.current = true;
    const failed = await onSubmit(values);
    if (!failed) return;
    saving.current = false;
    showServerErrors(failed);
  }, refuse);

  const choice = (values: string[], prefix: string) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const text = (name: AgreementFormFieldOfKind<'text'>, required = false) => (
    <FormTextInput form={form} name={name} label={t(`agreementForm.fields.${name}`)} required={required} />
  );
  const number = (name: NumberFieldName, kind: NumberKind, required = false) => (
    <FormNumberInput control={form.control} name={name} kind={kind} required={required} readOnly={locked(name)} label={t(`agreementForm.fields.${name}`)} />
  );
  const date = (name: AgreementFormFieldOfKind<'date'>, required = false) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={t(`agreementForm.fields.${name}`)}
          required={required}
          readOnly={locked(name)}
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
  const select = (
    // the contractor has a select of its own (ContractorSelect)
    name: AgreementFormFieldOfKind<'enumeration'> | 'salesPersonId',
    data: { value: string; label: string }[],
    clearable = false,
    description?: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={t(`agreementForm.fields.${name}`)}
          description={description}
          data={data}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          ref={field.ref}
          readOnly={locked(name)}
          allowDeselect={clearable && !locked(name)}
          clearable={clearable && !locked(name)}
          clearButtonProps={clearButtonProps(t, t(`agreementForm.fields.${name}`))}
          error={errorText(t, fieldState.error?.message)}
        />
      )}
    />
  );

  const section = (id: SectionId, children: React.ReactNode) => (
    <Accordion.Item value={id}>
      <Accordion.Control>{t(`agreementForm.sections.${id}`)}</Accordion.Control>
      <Accordion.Panel>{children}</Accordion.Panel>
    </Accordion.Item>
  );
  const grid = (children: React.ReactNode) => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {children}
    </SimpleGrid>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        {editing && version !== null ? (
          <Alert color="blue" variant="light" title={t('leaseChanges.locked.title', { version: version.version })}>
            {t('leaseChanges.locked.message')}{' '}
            <Anchor component={Link} to={`/leaseAgreementSummary/${agreement.id}`} inherit>
              {t('leaseChanges.locked.open')}
            </Anchor>
          </Alert>
        ) : null}
        <Accordion multiple value={opened} onChange={setOpened} variant="separated" chevronPosition="left">
          {section(
            'contractor',
            <Controller
              control={form.control}
              name="contractorId"
              render={({ field, fieldState }) => (
                <ContractorSelect
                  value={field.value}
                  onChange={field.onChange}
                  disabled={editing}
                  required
                  fallbackName={agreement?.contractor.name}
                  error={errorText(t, fieldState.error?.message)}
                />
              )}
            />,
          )}
          {section(
            'details',
            grid(
              <>
                {text('contractNumber', true)}
                {text('scheduleNumber', true)}
                {text('assetName')}
                {select(
                  'assetCategory',
                  (categories.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.name })),
                  true,
                )}
                {select('rateConvention', choice(['0', '1'], 'agreementForm.rateConventions'), false, t('agreementForm.rateConventionHelp'))}
                {/* IFRS16 only: whether the lessee's rate is solved from the fair value; CSI always solves its rate */}
                {ifrs16 ? (
                  <Checkbox
                    mt="xl"
                    label={t('agreementForm.fields.shouldRateBeCalculated')}
                    disabled={locked('shouldRateBeCalculated')}
                    {...form.register('shouldRateBeCalculated')}
                  />
                ) : null}
              </>,
            ),
          )}
          {section(
            'time',
            grid(
              <>
                {date('startingDate', true)}
                {number('termInMonths', 'integer', true)}
                {select('paymentDue', choice(['1', '2'], 'agreementForm.paymentDue'))}
                {select('paymentInterval', choice(['1', '2', '3', '4'], 'agreementForm.paymentInterval'))}
                {select('residualValueSettlement', choice(['1', '2'], 'agreementForm.residualValueSettlement'))}
                {number('rentFreePeriodInMonths', 'integer')}
              </>,
            ),
          )}
          {section(
            'amounts',
            grid(
              <>
                {number('rentPaymentAmount', 'amount', true)}
                {number('totalEquipmentCost', 'amount')}
                {number('subRentAndArrangmentFee', 'amount')}
                {number('residualValue', 'amount')}
                {/* the lessee's discount rate: CSI's figures run on the rate implicit in the lease (DOMAIN §3) and never read it */}
                {ifrs16 ? (
                  <BorrowingRateField
                    control={form.control}
                    getValues={form.getValues}
                    onRefused={showServerErrors}
                    readOnly={locked('incrementalBorrowingRate')}
                  />
                ) : null}
                {number('indexationRate', 'percent')}
              </>,
            ),
          )}
          {ifrs16
            ? section(
                'depreciation',
                grid(
                  <>
                    {select(
                      'depreciationMethod',
                      (methods.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.name })),
                      true,
                    )}
                    {number('initialDirectCosts', 'amount')}
                    {number('dismantlingProvision', 'amount')}
                    {number('leaseIncentive', 'amount')}
                    {number('leasePremium', 'amount')}
                    {number('leaseholdImprovements', 'amount')}
                  </>,
                ),
              )
            : null}
          {!ifrs16
            ? section(
                'factoring',
                grid(
                  <>
                    {date('transferToFactorDate')}
                    {text('factoringContractNumber')}
                  </>,
                ),
              )
            : null}
          {!ifrs16
            ? section(
                'trader',
                grid(
                  <>
                    {select(
                      'salesPersonId',
                      (salesPersons.data ?? []).map((person) => ({
                        value: String(person.id),
                        label: `${person.firstName} ${person.lastName}`,
                      })),
                      true,
                    )}
                    {number('salesPersonCommission', 'amount')}
                  </>,
                ),
              )
            : null}
          {section('schedule', <SchedulePreview agreement={agreement} control={form.control} standard={standard} />)}
        </Accordion>
        <Group justify="flex-end" gap="sm">
          {editing ? (
            <>
              <Button
                component={Link}
                variant="default"
                to={`/settlements?contractor=${agreement.contractorId}&agreementNumber=${encodeURIComponent(agreement.contractNumber)}&sheduleNumber=${encodeURIComponent(agreement.scheduleNumber)}`}
              >
                {t('agreementForm.goToSettlements')}
              </Button>
              {ifrs16 ? (
                <Button component={Link} variant="default" to={`/depreciation/${agreement.id}`}>
                  {t('agreementForm.goToDepreciation')}
                </Button>
              ) : null}
            </>
          ) : (
            <Button
              variant="default"
              leftSection={<IconEraser size={16} aria-hidden />}
              onClick={() => setConfirmingClear(true)}
              disabled={submitting}
            >
              {t('agreementForm.clear')}
            </Button>
          )}
          <Button type="submit" loading={submitting} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            {t('agreementForm.submit')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmingClear}
        title={t('agreementForm.clearTitle')}
        message={t('agreementForm.clearMessage')}
        confirmLabel={t('agreementForm.clearConfirm')}
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() => {
          form.reset(emptyAgreementForm);
          setConfirmingClear(false);
        }}
      />
      <UnsavedChangesGuard when={unsaved} />
    </form>
  );
}
