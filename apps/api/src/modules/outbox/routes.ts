import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, idParam, outboxListEntry, outboxMail } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { security } from '../../lib/route-options.ts';
import { listOutbox, outboxListLimit } from './list-outbox.ts';
import { openOutboxMail } from './open-outbox-mail.ts';

const tags = ['outbox'];
const administrator = { access: 'administrator' as const };

export function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/outbox',
    {
      config: administrator,
      schema: {
        tags,
        security,
        summary: `Mails kept instead of sent (the demo without SMTP_URL), newest first, at most ${outboxListLimit}: recipient, subject, when kept, when first shown`,
        response: { 200: envelope(z.array(outboxListEntry)) },
      },
    },
    async () => ok(await listOutbox(ctx)),
  );
  r.get(
    '/api/outbox/:id',
    {
      // The first showing cuts the tokens out of the kept mail, so this GET's transaction must be able to write.
      config: { ...administrator, getWrites: true },
      schema: {
        tags,
        security,
        summary: 'One kept mail: the first read shows its text with its links (firstShowing true) and cuts the tokens out of what is kept; later reads show the cut text and when it was shown',
        params: idParam,
        response: { 200: envelope(outboxMail) },
      },
    },
    async (request) => ok(await openOutboxMail(ctx, request.params.id)),
  );
}
