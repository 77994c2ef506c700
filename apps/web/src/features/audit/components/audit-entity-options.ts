import { auditEntities, type AuditEntity } from '@leasedesk/contract';
import type { SessionRole } from '../../../lib/session-store';

/** What administrators do: the administration part of the trail, which an administrator's token reads. */
const administrationEntities: readonly AuditEntity[] = ['user', 'userRole', 'userTenants', 'tenant', 'tenantLogo', 'emailSettings', 'session'];

/** The record types the caller's trail can hold: an administrator's the administration's, a user's the tenant's. */
export function auditEntitiesFor(role: SessionRole): AuditEntity[] {
  return auditEntities.filter((entity) => administrationEntities.includes(entity) === (role === 'administrator'));
}
