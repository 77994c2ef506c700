import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** An agreement an import stored, or whose figures it stored. */
export interface ImportedAgreementLink {
  leaseAgreementId: number;
  contractNumber: string;
  scheduleNumber: string;
}

// A file of thousands of agreements would make a page of links nobody reads; the list has them all.
const shownLinks = 50;

/** Links to the summaries of what came in (a schedule or calculation shows there as its reconciliation). */
export function ImportedLinks({ agreements }: { agreements: readonly ImportedAgreementLink[] }) {
  const { t } = useTranslation();
  const hidden = agreements.length - shownLinks;
  return (
    <nav aria-label={t('imports.imported.linksTitle')}>
      <Text fw={600} size="sm" mb={4}>
        {t('imports.imported.linksTitle')}
      </Text>
      <List size="sm" spacing={2}>
        {agreements.slice(0, shownLinks).map((agreement) => (
          <List.Item key={agreement.leaseAgreementId}>
            <Anchor component={Link} to={`/leaseAgreementSummary/${agreement.leaseAgreementId}`}>
              {t('imports.imported.link', { contract: agreement.contractNumber, schedule: agreement.scheduleNumber })}
            </Anchor>
          </List.Item>
        ))}
      </List>
      {hidden > 0 ? (
        <Text size="sm" mt={4}>
          {t('imports.imported.more', { count: hidden })}{' '}
          <Anchor component={Link} to="/leaseAgreements">
            {t('imports.imported.allAgreements')}
          </Anchor>
        </Text>
      ) : null}
    </nav>
  );
}
