/**
 * Builds the Fastify application: envelope and error policy, auth, OpenAPI, the API modules under
 * /api, the live hub, and the single-page client at /. It opens no database itself; main.ts and the
 * tests hand it one.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import sse from '@fastify/sse';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Deps } from './deps';
import { installAccess } from './http/access';
import { installAuth } from './http/auth';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/errors';
import { loadLocales, onMessageFault } from './http/i18n';
import { redactingLogger, type LoggerOptions } from './http/log-redaction';
import { installSecurityHeaders } from './http/security-headers';
import { installClient } from './http/static-client';
import { createTokens } from './http/tokens';
import { compilePendingChecks, installValidation } from './http/validation';
import { createExportHandler, EXPORT_JOB, exportPercent, type ExportPayload } from './exports/export-job';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { bucketUrl } from './storage/s3-store';
import { installObjectUrls } from './storage/object-urls';
import { createLiveHub, type LiveHub } from './live/hub';
import { createScreenCatalog, type ScreenCatalog } from './screens/catalog';
import { createCallerCache, type CallerCache } from './identity/caller-cache';
import { compactStatusCounts, STATUS_COUNTS_COMPACTION_INTERVAL_MS } from './db/status-counts';
import { startUpkeep } from './db/upkeep';
import { EXPORT_PROGRESS } from '../shared/live';
import accountRoutes from './modules/auth/account-routes';
import authRoutes from './modules/auth/routes';
import catalogueRoutes from './modules/catalogue/routes';
import companyRoutes from './modules/company/routes';
import devRoutes from './modules/dev/routes';
import displayRoutes from './modules/display/routes';
import faqRoutes from './modules/faq/routes';
import signingRoutes from './modules/signing/routes';
import exhibitorRoutes from './modules/exhibitor/routes';
import expoRoutes from './modules/expo/routes';
import invoiceRoutes from './modules/invoice/routes';
import exportRoutes from './modules/exports/routes';
import organiserRoutes from './modules/organiser/routes';
import { GROUP_ORDER_EXPORT, groupOrderExportRows } from './modules/group/export-rows';
import { createGroupPayable } from './modules/group/payable';
import groupRoutes from './modules/group/routes';
import reportRoutes from './modules/report/routes';
import { REPORT_CATEGORY_SOURCE, reportCategoryOptions } from './modules/report/queries';
import { trackOptions } from './modules/course/queries';
import { discoveryCategoryOptions } from './modules/discovery/queries';
import { DISCOVERY_CATEGORY_PATH } from '../shared/discovery';
import { ProgrammeApi } from '../shared/programme';
import protocolRoutes from './modules/protocols/routes';
import liveRoutes from './modules/live/routes';
import noticeRoutes from './modules/notices/routes';
import storageRoutes from './modules/storage/routes';
import subAccountRoutes from './modules/subaccounts/routes';
import courseRoutes from './modules/course/routes';
import discoveryRoutes from './modules/discovery/routes';
import officialRoutes from './modules/official/routes';
import staffRoutes from './modules/staff/routes';
import templateRoutes from './modules/templates/routes';
import referenceRoutes from './modules/reference/routes';
import priceRoutes from './modules/price/routes';
import shortcutRoutes from './modules/shortcuts/routes';
import userRoutes from './modules/user/routes';
import unbindRoutes from './modules/unbind/routes';
import { createUnbindHandler } from './modules/unbind/job';
import { UNBIND_JOB, unbindPayable } from './modules/unbind/payable';
import payRoutes from './pay/routes';
import screenEditorRoutes from './modules/screen-editor/routes';
import consoleRoutes from './modules/console/routes';
import messageRoutes from './modules/messages/routes';
import { createMessageStore } from './modules/messages/store';
import ticketRoutes from './modules/tickets/routes';
import { batchJobFailed, createBatchBindHandler } from './modules/tickets/batch-job';
import { INVOICE_EXPORT, invoiceExportRows } from './modules/invoice/export-rows';
import { createTicketListCache, forgetAfterWrites, type TicketListCache } from './modules/tickets/list-cache';
import { BATCH_BIND_JOB } from './modules/tickets/batch-store';
import { BOOTH_TICKET_EXPORT, boothTicketExportRows, GROUP_TICKET_EXPORT, groupTicketExportRows } from './modules/tickets/export-rows';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
    jobs: JobRunner;
    callers: CallerCache;
    ticketLists: TicketListCache;
    screens: ScreenCatalog;
  }
}

export interface AppOptions {
  database: Database;
  config: Config;
  /** Pino logger options (a level, a destination stream); false silences the log (tests). */
  logger?: boolean | LoggerOptions;
  /** Interval of the live stream's heartbeat comment; 15 s unless a test needs it sooner. */
  heartbeatMs?: number;
  /** Registers more API routes with the app's policies (tests of a mechanism use it). */
  extend?: (api: FastifyInstance, deps: Deps) => Promise<void> | void;
}

/** A hop count as Fastify applies it (its types omit the number form): the nearest `hops` proxies are believed. */
const trustHops = (hops: number) => (_address: string, hop: number): boolean => hop < hops;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, config, logger = true } = options;
  loadLocales(config.localesDir);
  const app = Fastify({
    // Whatever options are given (tests pass a stream), the log never carries tokens or personal data.
    logger: logger === false ? false : redactingLogger(logger === true ? { level: config.logLevel } : logger),
    bodyLimit: config.bodyLimit,
    // X-Forwarded-* are believed only from the proxies TRUST_PROXY names: from anyone else they
    // would forge the client address (and with it the per-address limits).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // What the router and Node's parser refuse still comes in the envelope.
    frameworkErrors,
    clientErrorHandler,
  });
  installValidation(app);
  // A translator's slip shows another language or the id, never an error: each is logged once here.
  onMessageFault((fault) => app.log.warn({ messageFault: fault }, 'a message could not be shown in its language'));
  // The API speaks JSON only; any other body type is answered 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  installErrorHandling(app, config.bodyLimit);
  installSecurityHeaders(app, config.storage?.driver === 's3' ? [new URL(bucketUrl(config.storage)).origin] : []);

  const { db } = database;
  const live = createLiveHub(database);
  await live.start();
  const callers = createCallerCache(database);
  await callers.start();
  const ticketLists = createTicketListCache(database);
  await ticketLists.start();
  const screens = createScreenCatalog(database, {
    schemasDir: config.schemasDir,
    onUnusable: (screen, version, error) => app.log.error({ screen, version, err: error }, 'a published screen version cannot be served; its file is used'),
    onFileDiffers: (screen, version) => app.log.warn({ screen, version }, 'the file of a screen differs from the version staff published, which is served; npm run schemas:import publishes the file'),
  });
  await screens.start();
  // The messages staff published, laid over the files' before the first request (issue 21).
  const messages = createMessageStore(database, (error) => app.log.warn({ err: error }, 'published messages could not be read'));
  await messages.start();
  const jobs = createJobRunner(database, {
    [EXPORT_JOB]: createExportHandler({ db, config, screens }, { [BOOTH_TICKET_EXPORT]: boothTicketExportRows, [GROUP_TICKET_EXPORT]: groupTicketExportRows, [GROUP_ORDER_EXPORT]: groupOrderExportRows, [INVOICE_EXPORT]: invoiceExportRows }, { [REPORT_CATEGORY_SOURCE]: reportCategoryOptions, [ProgrammeApi.tracks]: trackOptions, [DISCOVERY_CATEGORY_PATH]: discoveryCategoryOptions }),
    [BATCH_BIND_JOB]: createBatchBindHandler({ db, live, ticketLists }),
    [UNBIND_JOB]: createUnbindHandler({ live }),
  }, {
    // Export progress goes to the requester's top bar (SPEC.md §3: export task id, name, low).
    onProgress: (job) => {
      if (job.kind !== EXPORT_JOB || !job.userId) return;
      void live.publish(EXPORT_PROGRESS, { id: job.id, name: (job.payload as ExportPayload).name, low: exportPercent(job) }, { userId: job.userId });
    },
    onFinished: (job) => {
      if (job.kind === BATCH_BIND_JOB && job.status === 'failed') void batchJobFailed({ db, live }, job).catch(() => {});
      if (job.kind !== EXPORT_JOB || !job.userId) return;
      const name = (job.payload as ExportPayload).name;
      const progress = job.status === 'done' ? { id: job.id, name, low: 100, url: `/api/v4/export/${job.id}/download` } : { id: job.id, name, low: 0, failed: true };
      void live.publish(EXPORT_PROGRESS, progress, { userId: job.userId });
    },
  });
  app.addHook('onReady', () => jobs.start());
  // Route validators compile on first use (http/validation.ts); once serving, the rest are compiled in
  // slices so that later first requests find them ready.
  app.addHook('onListen', () => {
    void compilePendingChecks().catch((error: unknown) => app.log.error({ err: error }, 'a route schema does not compile'));
  });
  const compaction = setInterval(() => void compactStatusCounts(db).catch((error: unknown) => app.log.warn({ err: error }, 'status counts compaction failed')),
    STATUS_COUNTS_COMPACTION_INTERVAL_MS);
  compaction.unref();
  const stopUpkeep = config.dbUpkeepSeconds
    ? startUpkeep(database, config.dbUpkeepSeconds * 1000, (error) => app.log.warn({ err: error }, 'database upkeep failed'))
    : () => {};
  app.addHook('onClose', async () => {
    clearInterval(compaction);
    stopUpkeep();
    await jobs.stop();
    await live.stop();
    await callers.stop();
    await ticketLists.stop();
    await screens.stop();
    await messages.stop();
  });
  const payables = [unbindPayable, createGroupPayable(live)];
  const deps: Deps = { db, config, tokens: createTokens(config.jwtSecret), live, jobs, callers, ticketLists, payables, screens, messages };
  // Jobs, tests and other modules reach the hub through the app.
  app.decorate('live', live);
  app.decorate('jobs', jobs);
  app.decorate('callers', callers);
  app.decorate('ticketLists', ticketLists);
  app.decorate('screens', screens);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Exhibitor portal API', version: '1', description: 'Every answer is the envelope {code, message, data}; code 1 is success.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  // Auth guards the API scope only: the docs and the client's files are public.
  await app.register(async (api) => {
    installAuth(api, db, deps.tokens, callers);
    forgetAfterWrites(api, ticketLists);
    installAccess(api);
    installObjectUrls(api, config.jwtSecret);
    await api.register(sse, { heartbeatInterval: options.heartbeatMs ?? 15_000 });
    const modules = [authRoutes, accountRoutes, userRoutes, expoRoutes, shortcutRoutes, priceRoutes, courseRoutes, discoveryRoutes, officialRoutes, exhibitorRoutes, liveRoutes, storageRoutes, companyRoutes, catalogueRoutes, reportRoutes, invoiceRoutes, exportRoutes, organiserRoutes, protocolRoutes, noticeRoutes, subAccountRoutes, ticketRoutes, unbindRoutes, groupRoutes, payRoutes, displayRoutes, faqRoutes, signingRoutes, consoleRoutes, screenEditorRoutes, messageRoutes, staffRoutes, templateRoutes, referenceRoutes];
    for (const module of modules) {
      await api.register(module, { deps });
    }
    if (config.devTools) await api.register(devRoutes, { deps });
    await options.extend?.(api, deps);
  }, { prefix: '/api' });

  await installClient(app, config.clientDir);
  return app;
}
