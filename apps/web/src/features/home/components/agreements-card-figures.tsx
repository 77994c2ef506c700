import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { agreementFiguresQuery } from '../api/queries';
import { CardFigures } from './card-figures';

interface AgreementsCardFiguresProps {
  /** The standard the screen shows: IFRS16 shows the lease liability, CSI the net investment. */
  standard: 'CSI' | 'IFRS16';
  tenantId: number;
}

/** Under the agreements card: how many live agreements, and their liability (IFRS16) or net investment (CSI) today. */
export function AgreementsCardFigures({ standard, tenantId }: AgreementsCardFiguresProps) {
  const { t } = useTranslation();
  const query = useQuery(agreementFiguresQuery(tenantId));
  return (
    <CardFigures
      query={query}
      label={t('home.figures.of', { card: t('features.agreements.title') })}
      lines={2}
      figures={(figures) => [
        { label: t('home.figures.liveAgreements'), value: String(figures.liveAgreements) },
        standard === 'IFRS16'
          ? { label: t('home.figures.liability'), value: formatNumber(figures.liability) }
          : { label: t('home.figures.netInvestment'), value: formatNumber(figures.netInvestment) },
      ]}
    />
  );
}
