import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { paymentFiguresQuery } from '../api/queries';
import { CardFigures } from './card-figures';

/** Under the settlements card: the payments falling due after today and within 30 days. */
export function SettlementsCardFigures({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const query = useQuery(paymentFiguresQuery(tenantId));
  return (
    <CardFigures
      query={query}
      label={t('home.figures.of', { card: t('features.settlements.title') })}
      lines={1}
      figures={(figures) => [{ label: t('home.figures.paymentsDue'), value: formatNumber(figures.paymentsDue) }]}
    />
  );
}
