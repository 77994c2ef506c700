import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { PageLoader } from './page-loader';

/** A failed load that means "there is no such record" (another tenant's answers the same 404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

interface RecordStateProps {
  notFound: boolean;
  notFoundText: string;
  loading: boolean;
  failed: boolean;
  /** What the page shows once its record (and lookups) are loaded. */
  children: ReactNode;
}

/** The states every record page passes through: not found, loading, failed to load, then the content. */
export function RecordState({ notFound, notFoundText, loading, failed, children }: RecordStateProps) {
  const { t } = useTranslation();
  if (notFound) {
    return (
      <Alert color="yellow" role="alert">
        {notFoundText}
      </Alert>
    );
  }
  if (loading) return <PageLoader />;
  if (failed) {
    return (
      <Alert color="red" role="alert">
        {t('errors.loadFailed')}
      </Alert>
    );
  }
  return <>{children}</>;
}
