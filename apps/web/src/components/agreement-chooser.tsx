import { useEffect } from 'react';
import { Box, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agreementNumbersQuery, scheduleNumbersQuery } from '../lib/lookup-queries';
import { ContractorSelect } from './contractor-select';

export interface AgreementChoice {
  contractorId: string | null;
  agreementNumber: string | null;
  scheduleNumber: string | null;
}

interface AgreementChooserProps {
  value: AgreementChoice;
  onChange: (value: AgreementChoice) => void;
}

/**
 * The choice chain of settlements and depreciation (SPEC §5): a contractor, then one of its agreement
 * numbers, then a schedule number. Changing a link clears the ones after it.
 */
export function AgreementChooser({ value, onChange }: AgreementChooserProps) {
  const { t } = useTranslation();
  const contractorId = value.contractorId ? Number(value.contractorId) : null;
  const numbers = useQuery(agreementNumbersQuery(contractorId));
  const schedules = useQuery(scheduleNumbersQuery(contractorId, value.agreementNumber));
  // A contractor with one agreement number, or an agreement with one schedule, leaves nothing to choose.
  const onlyNumber = numbers.data?.length === 1 ? numbers.data[0] : undefined;
  const onlySchedule = schedules.data?.length === 1 ? schedules.data[0] : undefined;
  useEffect(() => {
    if (onlyNumber !== undefined && value.agreementNumber === null) onChange({ ...value, agreementNumber: onlyNumber, scheduleNumber: null });
    else if (onlySchedule !== undefined && value.agreementNumber !== null && value.scheduleNumber === null) onChange({ ...value, scheduleNumber: onlySchedule });
  }, [onlyNumber, onlySchedule, value, onChange]);
  const withCurrent = (list: string[] | undefined, current: string | null) =>
    current && !(list ?? []).includes(current) ? [...(list ?? []), current] : (list ?? []);

  return (
    <Group align="flex-end" gap="md" mb="md" wrap="wrap">
      {/* the contractor's whole name stays readable: the box takes the room the numbers leave */}
      <Box style={{ flex: '1 1 320px', minWidth: 0 }}>
        <ContractorSelect
          value={value.contractorId}
          onChange={(contractor) => onChange({ contractorId: contractor, agreementNumber: null, scheduleNumber: null })}
        />
      </Box>
      <Select
        label={t('agreementChooser.agreementNumber')}
        placeholder={numbers.isFetching ? t('common.loading') : t('agreementChooser.chooseAgreement')}
        data={withCurrent(numbers.data, value.agreementNumber)}
        value={value.agreementNumber}
        onChange={(agreementNumber) => onChange({ ...value, agreementNumber, scheduleNumber: null })}
        disabled={contractorId === null}
        searchable
        nothingFoundMessage={t('common.nothingFound')}
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        label={t('agreementChooser.scheduleNumber')}
        placeholder={schedules.isFetching ? t('common.loading') : t('agreementChooser.chooseSchedule')}
        data={withCurrent(schedules.data, value.scheduleNumber)}
        value={value.scheduleNumber}
        onChange={(scheduleNumber) => onChange({ ...value, scheduleNumber })}
        disabled={!value.agreementNumber}
        searchable
        nothingFoundMessage={t('common.nothingFound')}
        w={{ base: '100%', xs: 240 }}
      />
    </Group>
  );
}
