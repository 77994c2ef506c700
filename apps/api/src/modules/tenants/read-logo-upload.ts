import type { FastifyRequest } from 'fastify';
import { logoLimits } from '@leasedesk/contract';
import { AppError, fieldFailure } from '../../lib/errors.ts';
import { checkLogoImage, type LogoMime } from '../../lib/logo-image.ts';

/**
 * The one file of a multipart logo upload, checked by content: over the size limit is 413 (the
 * multipart plugin stops reading at the limit), anything but a safe PNG, JPEG or SVG is 415.
 */
export async function readLogoUpload(request: FastifyRequest): Promise<{ bytes: Buffer; mime: LogoMime }> {
  if (!request.isMultipart()) throw new AppError('unsupportedMediaType', 'Send the logo as multipart/form-data');
  const file = await request.file({ limits: { fileSize: logoLimits.maxBytes, files: 1 } });
  if (!file) throw fieldFailure('file', 'A file is required');
  const bytes = await file.toBuffer();
  if (bytes.length === 0) throw fieldFailure('file', 'The file is empty');
  const check = await checkLogoImage(bytes);
  if (!check.ok) throw new AppError('unsupportedMediaType', check.message, { errors: [{ propertyName: 'file', message: check.message }] });
  return { bytes, mime: check.mime };
}
