import type { FastifyRequest } from 'fastify';
import { logoLimits } from '@leasedesk/contract';
import { AppError, fieldFailure } from '../../lib/errors.ts';
import { logoPngOf } from '../../lib/logo-image.ts';

/**
 * The one file of a multipart logo upload, as the PNG to store: over the size limit is 413 (the
 * multipart plugin stops reading at the limit); anything that is not a PNG, JPEG or SVG this server
 * can draw is 415, with the reason on `file`.
 */
export async function readLogoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('unsupportedMediaType', { key: 'records.tenant.logoMultipart' });
  const file = await request.file({ limits: { fileSize: logoLimits.maxBytes, files: 1 } });
  if (!file) throw fieldFailure('file', 'records.tenant.logoRequired');
  const bytes = await file.toBuffer();
  if (bytes.length === 0) throw fieldFailure('file', 'records.tenant.logoEmpty');
  const logo = await logoPngOf(bytes);
  if (!logo.ok) throw new AppError('unsupportedMediaType', logo.problem, { errors: [{ propertyName: 'file', ...logo.problem }] });
  return logo.png;
}
