import { type AuditEvent, type auditLogQuerySchema, toBogotaDateTime } from '@facturo/sdk/schemas';
import { sql } from 'kysely';
import type * as z from 'zod/mini';
import { type ClinicContext, requireAlso } from '../clinic-context';
import { fetchPage, type Page } from '../clinic-paging';
import { displayName, nameColumns } from '../display-name';
import { auditedRead } from './audit-trail';

/**
 * The clinic's audit trail, newest first, for owners: they answer to patients and to the
 * authorities for who looked at what. Reading it is itself recorded.
 */
export function listAuditEvents(
  ctx: ClinicContext,
  query: z.output<typeof auditLogQuerySchema>,
): Promise<Page<AuditEvent>> {
  requireAlso(ctx, 'manage', 'Organization');
  return auditedRead(
    ctx,
    (trx) => {
      let filtered = trx
        .selectFrom('clinicAuditEvents as e')
        .leftJoin('clinicPatients as p', 'p.id', 'e.patientId')
        .where('e.organizationId', '=', ctx.organizationId)
        .select([
          'e.id',
          'e.at',
          'e.seq',
          'e.actorId',
          'e.actorName',
          'e.action',
          'e.patientId',
          'e.resourceId',
          'e.clientIp',
          'e.requestId',
          ...nameColumns('p'),
        ]);
      if (query.patientId) filtered = filtered.where('e.patientId', '=', query.patientId);
      if (query.actorId) filtered = filtered.where('e.actorId', '=', query.actorId);
      if (query.action) filtered = filtered.where('e.action', '=', query.action);
      return fetchPage(
        filtered,
        query,
        { keys: [{ sql: sql.ref('e.seq'), type: 'bigint' }], id: 'e.id', direction: 'desc' },
        (row): AuditEvent => ({
          id: row.id,
          at: toBogotaDateTime(row.at),
          actorId: row.actorId,
          actorName: row.actorName,
          action: row.action,
          patientId: row.patientId,
          patientName:
            row.firstName && row.firstSurname
              ? displayName({
                  firstName: row.firstName,
                  secondName: row.secondName,
                  firstSurname: row.firstSurname,
                  secondSurname: row.secondSurname,
                })
              : null,
          resourceId: row.resourceId,
          clientIp: row.clientIp,
          requestId: row.requestId,
        }),
        ctx.t,
      );
    },
    () => [{ action: 'audit.read', patientId: query.patientId ?? null }],
  );
}
