import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { logoLimits } from '@leasedesk/contract';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/client.ts';
import { createPdfReader, type PdfReader } from './lib/pdf-ocr/index.ts';
import type { Notifications } from './db/notifications.ts';
import { AuthCache, applyAuthNotification } from './lib/auth/auth-cache.ts';
import { loadAuthRecord } from './lib/auth/load-auth-record.ts';
import { installAccessControl } from './lib/auth/access-control.ts';
import { tokenKeyFrom } from './lib/auth/tokens.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { installApiDocs } from './lib/api-docs.ts';
import { memoryAttemptCounters, postgresAttemptCounters } from './lib/attempt-counter.ts';
import { installRequestActor } from './lib/audit/request-actor.ts';
import { installContentTypeGuard } from './lib/content-type-guard.ts';
import { answerFrameworkError, installErrorHandler } from './lib/error-handler.ts';
import { closeStalledBodies, httpServerOptions, keepAliveTimeoutMs, requestTimeoutMs } from './lib/http-timeouts.ts';
import { installJsonBodyParser } from './lib/json-body.ts';
import { installUploadRelease } from './lib/upload-budget.ts';
import { safeLoggerOptions } from './lib/log-options.ts';
import { createMailer } from './lib/mail.ts';
import { installNotFound } from './lib/not-found.ts';
import { postgresRateLimitStore } from './lib/postgres-rate-limit-store.ts';
import { installSecurityHeaders } from './lib/security-headers.ts';
import { installWebApp } from './lib/web-app.ts';
import { installZodMessages } from './lib/zod-messages.ts';
import { registerAccountingRoutes } from './modules/accounting/index.ts';
import { registerAgreementCsvRoutes } from './modules/agreement-csv/index.ts';
import { registerAnalysisRoutes } from './modules/analysis/index.ts';
import { registerAuditRoutes } from './modules/audit/index.ts';
import { registerAuthRoutes } from './modules/auth/index.ts';
import { registerContractorRoutes } from './modules/contractors/index.ts';
import { registerEmailSettingsRoutes } from './modules/email-settings/index.ts';
import { registerHomeRoutes } from './modules/home/index.ts';
import { registerImpairmentRoutes } from './modules/impairment/index.ts';
import { pdfReaderOnDemand, registerInvoiceCorrectionRoutes, registerInvoiceRoutes, registerInvoiceSendRoutes, registerPdfInvoiceRoutes } from './modules/invoices/index.ts';
import { registerLeaseAgreementRoutes } from './modules/lease-agreements/index.ts';
import { registerLookupRoutes } from './modules/lookups/index.ts';
import { registerOutboxRoutes } from './modules/outbox/index.ts';
import { registerReconciliationRoutes } from './modules/reconciliation/index.ts';
import { registerRegisterRoutes } from './modules/register/index.ts';
import { registerReminderRoutes } from './modules/reminders/index.ts';
import { registerReportRoutes } from './modules/reports/index.ts';
import { registerSalesPersonRoutes } from './modules/sales-persons/index.ts';
import { registerSystemRoutes } from './modules/system/index.ts';
import { registerTenantRoutes } from './modules/tenants/index.ts';
import { registerUserRoutes } from './modules/users/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' context (tests flush the mailer through it). */
    context: AppContext;
  }
}

export type BuildAppOptions = {
  config: Config;
  db: Db;
  /** Tests move time to reach lockout ends and expiries. */
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** The built web app (apps/web/dist) to serve beside /api, with SPA fallback. */
  webRoot?: string;
  /**
   * The database's LISTEN/NOTIFY (DatabaseHandle.notifications). Without it, nothing tells this app that
   * another writer changed a user, so authentication reads the database on every request.
   */
  notifications?: Notifications;
  /** Rate-limit counters in the database, shared by every instance on it (PostgreSQL only); else in memory. */
  sharedRateLimits?: boolean;
  /**
   * How PDF invoices are read. Default: a worker pool in this process, started by the first PDF and stopped
   * with the app. A reader passed here is the caller's to close.
   */
  pdfReader?: PdfReader;
};

/** How long an authentication cache entry is trusted without a notification (one lost would cost at most this). */
export const authCacheTtlMs = 10_000;
const authCacheMaxEntries = 50_000;
export const authChannel = 'leasedesk_auth';

/** The whole HTTP app from a config and a database; listening is the caller's business. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  if (!config.jwtSecret) throw new Error('config.jwtSecret must be resolved before building the app');
  installZodMessages();

  const app = Fastify({
    logger: safeLoggerOptions(options.logger ?? false),
    genReqId: () => randomUUID(),
    // JSON bodies are small; the logo route reads multipart with its own limit.
    bodyLimit: 1024 * 1024,
    // Download tokens (signed JWTs of ~350 characters) travel as a path parameter: .../excel/{token}.
    routerOptions: { maxParamLength: 1000 },
    // X-Forwarded-* (client IP for rate limits, HTTPS for HSTS) only from proxies TRUST_PROXY names.
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    // A stalled request is closed (REQUEST_STALL_TIMEOUT); a slow one that keeps moving completes (http-timeouts.ts).
    http: httpServerOptions(config.timeouts.requestStallMs),
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
  });
  closeStalledBodies(app.server, config.timeouts.requestStallMs);
  installJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    db,
    clock: options.clock ?? systemClock,
    tokenKey: tokenKeyFrom(config.jwtSecret),
    mailer: createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, keepOutbox: config.demoData, db, logger: app.log }),
    authCache: new AuthCache({ load: (userId) => loadAuthRecord(db, userId), ttlMs: authCacheTtlMs, maxEntries: authCacheMaxEntries }),
    pdfReader: options.pdfReader ?? pdfReaderOnDemand(() => createPdfReader()),
    attemptCounters: options.sharedRateLimits ? postgresAttemptCounters(db) : memoryAttemptCounters(options.clock ?? systemClock),
  };
  app.decorate('context', ctx);
  app.addHook('onClose', async () => ctx.mailer.close());
  if (!options.pdfReader) app.addHook('onClose', async () => ctx.pdfReader.close());
  if (options.notifications) {
    const stopListening = await options.notifications.listen(authChannel, {
      onPayload: (payload) => applyAuthNotification(ctx.authCache, payload),
      onListening: (listening) => ctx.authCache.setListening(listening),
    });
    app.addHook('onClose', stopListening);
  }

  installErrorHandler(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // The app is served over plain http on a laptop; upgrading would break it.
        upgradeInsecureRequests: null,
        // Tenant logos travel as data URLs.
        imgSrc: ["'self'", 'data:'],
        // The correction screen shows an invoice's PDF in a frame of an object URL it fetched with the session.
        frameSrc: ["'self'", 'blob:'],
      },
    },
    // Sent by installSecurityHeaders, and only over HTTPS.
    hsts: false,
  });
  installSecurityHeaders(app);
  installContentTypeGuard(app);
  installUploadRelease(app);
  if (options.sharedRateLimits) {
    const shared = postgresRateLimitStore(db);
    app.addHook('onClose', async () => shared.stop());
    await app.register(rateLimit, { global: false, store: shared.Store });
  } else {
    await app.register(rateLimit, { global: false });
  }
  await app.register(multipart, { limits: { fileSize: logoLimits.maxBytes, files: 1, fields: 10 } });
  await installApiDocs(app);
  installAccessControl(app, ctx);
  installRequestActor(app);

  registerSystemRoutes(app);
  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerTenantRoutes(app, ctx);
  registerLookupRoutes(app);
  registerRegisterRoutes(app, ctx);
  registerContractorRoutes(app, ctx);
  registerSalesPersonRoutes(app, ctx);
  registerLeaseAgreementRoutes(app, ctx);
  registerHomeRoutes(app, ctx);
  registerAccountingRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerAnalysisRoutes(app, ctx);
  registerImpairmentRoutes(app, ctx);
  registerInvoiceRoutes(app, ctx);
  registerAgreementCsvRoutes(app, ctx);
  registerReconciliationRoutes(app, ctx);
  registerInvoiceCorrectionRoutes(app, ctx);
  registerInvoiceSendRoutes(app, ctx);
  registerEmailSettingsRoutes(app, ctx);
  registerPdfInvoiceRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerOutboxRoutes(app, ctx);
  registerReminderRoutes(app, ctx);

  const webRoot = options.webRoot && existsSync(options.webRoot) ? options.webRoot : undefined;
  if (webRoot) await installWebApp(app, webRoot);
  installNotFound(app, webRoot !== undefined);
  return app;
}
