import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  reminderList,
  reminderListQuery,
  reminderPreferences,
  reminderPreferencesInput,
  reminderRunInput,
  reminderRunResult,
  reminderUnsubscribeBody,
  reminderUnsubscribeResult,
} from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { callerOf, tenantOf } from '../../lib/auth/access-control.ts';
import { polishDateOf } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { security, tenant } from '../../lib/route-options.ts';
import { tokenParams } from '../../lib/token-download-route.ts';
import { getReminderPreferences, type ReminderCaller } from './get-reminder-preferences.ts';
import { listReminders } from './list-reminders.ts';
import { acceptOneClickForms } from './one-click-form.ts';
import { runReminders } from './run-reminders.ts';
import { saveReminderPreferences } from './save-reminder-preferences.ts';
import { unsubscribeFromDigest } from './unsubscribe-from-digest.ts';

const tags = ['reminders'];

const reminderCallerOf = (request: Parameters<typeof tenantOf>[0]): ReminderCaller => ({ ...tenantOf(request), email: callerOf(request).email });

/** Reminders of a portfolio's dates (issue 30): the home list, the user's choice, the daily digest and its unsubscribe link. */
export function registerReminderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/reminders',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary: 'What is due for the caller on ?day (today in Poland): leases ending within 90 days, indexations within 30, payments within 7, impairment questionnaires of the last year end not answered; in the kinds the caller chose',
        querystring: reminderListQuery,
        response: { 200: envelope(reminderList) },
      },
    },
    async (request) => ok(await listReminders(ctx, tenantOf(request), request.query.day)),
  );
  r.get(
    '/api/reminders/preferences',
    { config: tenant, schema: { tags, security, summary: 'The caller’s reminder kinds and daily digest in the token’s tenant (all kinds, no digest, English until saved)', response: { 200: envelope(reminderPreferences) } } },
    async (request) => ok(await getReminderPreferences(ctx, reminderCallerOf(request))),
  );
  r.put(
    '/api/reminders/preferences',
    {
      config: tenant,
      schema: { tags, security, summary: 'Stores the caller’s reminder kinds, daily digest and its language (email and smtpConfigured are read-only)', body: reminderPreferencesInput, response: { 200: envelope(reminderPreferences) } },
    },
    async (request) => ok(await saveReminderPreferences(ctx, reminderCallerOf(request), request.body)),
  );
  r.post(
    '/api/reminders/run',
    {
      config: { access: 'administrator' },
      schema: { tags, security, summary: 'Runs the daily digests now for the body’s day (today in Poland without one) across every tenant, and answers each digest with something new: sent, failed, alreadySent (that day’s left before) or notConfigured (no SMTP_URL)', body: reminderRunInput.nullish(), response: { 200: envelope(reminderRunResult) } },
    },
    async (request) => ok(await runReminders(ctx, request.body?.day ?? polishDateOf(ctx.clock()), request.log)),
  );
  // In a scope of its own: the form parser of the one-click POST serves this route and no other.
  void app.register(async (scope) => {
    acceptOneClickForms(scope);
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.post(
      '/api/reminders/unsubscribe/:token',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The signed link of a digest, no sign-in: stops that user’s digest in that tenant. Also RFC 8058’s one-click POST (List-Unsubscribe=One-Click as a multipart or urlencoded form). A link that is not ours: 404',
          consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
          params: tokenParams,
          body: reminderUnsubscribeBody,
          response: { 200: envelope(reminderUnsubscribeResult) },
        },
      },
      async (request) => ok(await unsubscribeFromDigest(ctx, request.params.token)),
    );
    s.get(
      '/api/reminders/unsubscribe/:token',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'A mail client that opens the List-Unsubscribe link instead of POSTing to it is sent to the unsubscribe page, which asks first: a GET changes nothing', params: tokenParams },
      },
      async (request, reply) => reply.redirect(`${ctx.config.appUrl}/unsubscribe/${encodeURIComponent(request.params.token)}`, 303),
    );
  });
}
