/**
 * The domain modules. Each lives in modules/<domain>/ with
 *   <domain>.repository.ts  SQL (Kysely), nothing else
 *   <domain>.service.ts     the rules; takes repositories (and other services) as arguments
 *   <domain>.routes.ts      thin Fastify plugins: schema, call the service, `ok(data)`
 *
 * To add one: write those files, build its service in createServices below (in dependency order),
 * and list its route plugins under the base they belong to. Routes reach services as `app.services.x`.
 *
 * Build order: a module imports only modules with a smaller number (never its peers above it), and
 * every module may import src/lib, src/db, src/plugins and src/config.ts. dependency-cruiser reads this
 * list (.dependency-cruiser.cjs) and `npm run lint` fails on an import against it; a new module gets the
 * next number here.
 *   1 dict
 *   2 mail
 *   3 orgs             (organisations, members, invitations; the files module's organisation hook)
 *   4 front-log
 *   5 catalog
 *   6 search
 *   7 system
 *   8 materials
 *   9 alternates
 *  10 accounts-shared  (helpers of the accounts modules: secrets, passwords, account input, user records)
 *  11 verification
 *  12 wechat
 *  13 auth
 *  14 users
 *  15 accounts         (builds the accounts services in this order)
 *  16 compare
 *  17 files            (uploads and file storage)
 *  18 feedback         (咨询反馈, brand entry applications, the operator's page)
 *  19 models           (3D models of standard parts and packages)
 *  20 eda              (KiCad symbols, footprints, zip libraries and the KiCad HTTP library)
 *  21 personal         (the personal centre's favourites and recently viewed items)
 *  22 org-library      (the enterprise library: an organisation's own items, added by hand or linked)
 *  23 bom              (BOM upload and match: parse, match through search, saved results, share, export)
 *  24 audit            (the organisation audit log: the recorder other services call in their transactions, list, export)
 *  25 warehouse        (an organisation's stock: locations, levels, movements, minimums, warnings, export)
 *  26 search3d         (3D search: shape descriptors of the models module's geometries, uploads, similar items)
 *  27 vendor           (vendor pages /vendor/{key}: an organisation's published showcase, its settings)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { AppConfig } from '../config.ts';
import type { AppDatabase } from '../db/database.ts';
import { createAccountServices } from './accounts/accounts.services.ts';
import { createAlternatesRepository } from './alternates/alternates.repository.ts';
import { alternatesRoutes } from './alternates/alternates.routes.ts';
import { createAlternatesService } from './alternates/alternates.service.ts';
import { createAuditRepository, recordAudit } from './audit/audit.repository.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { createAuditService } from './audit/audit.service.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createBomRepository } from './bom/bom.repository.ts';
import { bomRoutes } from './bom/bom.routes.ts';
import { createBomService } from './bom/bom.service.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { buildCatalogService } from './catalog/catalog.service.ts';
import { createCompareRepository } from './compare/compare.repository.ts';
import { compareRoutes } from './compare/compare.routes.ts';
import { createCompareService } from './compare/compare.service.ts';
import { createDictRepository } from './dict/dict.repository.ts';
import { dictRoutes } from './dict/dict.routes.ts';
import { createDictService } from './dict/dict.service.ts';
import { datasheetRoutes } from './eda/datasheet.routes.ts';
import { createEdaRepository } from './eda/eda.repository.ts';
import { edaRoutes } from './eda/eda.routes.ts';
import { createEdaService } from './eda/eda.service.ts';
import { kicadHttpLibRoutes } from './eda/kicad-httplib.routes.ts';
import { createKicadHttpLibService } from './eda/kicad-httplib.service.ts';
import { pluginDownloadRoutes } from './eda/plugin-downloads.routes.ts';
import { createFeedbackRepository } from './feedback/feedback.repository.ts';
import { feedbackRoutes } from './feedback/feedback.routes.ts';
import { createFeedbackService } from './feedback/feedback.service.ts';
import { bigFileRoutes } from './files/bigfile.routes.ts';
import { createFileServices } from './files/file-services.ts';
import { filesRoutes } from './files/files.routes.ts';
import { createFrontLogRepository } from './front-log/front-log.repository.ts';
import { frontLogRoutes } from './front-log/front-log.routes.ts';
import { createFrontLogService } from './front-log/front-log.service.ts';
import { devOutboxRoutes } from './mail/mail.routes.ts';
import type { SmsProvider } from './mail/mail.service.ts';
import { createMaterialsRepository } from './materials/materials.repository.ts';
import { materialsRoutes } from './materials/materials.routes.ts';
import { createMaterialsService } from './materials/materials.service.ts';
import { modelsRoutes } from './models/models.routes.ts';
import { createModelsService } from './models/models.service.ts';
import { orgLibraryRoutes } from './org-library/org-library.routes.ts';
import { createOrgLibraryServices } from './org-library/org-library-services.ts';
import { orgOfUpload } from './orgs/org-files.ts';
import { createOrgRepositories, createOrgServices } from './orgs/org-services.ts';
import { orgsRoutes } from './orgs/orgs.routes.ts';
import { createPersonalRepository } from './personal/personal.repository.ts';
import { personalRoutes } from './personal/personal.routes.ts';
import { createPersonalService } from './personal/personal.service.ts';
import { createSearchRepository } from './search/search.repository.ts';
import { searchRoutes } from './search/search.routes.ts';
import { createSearchService } from './search/search.service.ts';
import { createSearchConsumersRepository } from './search/search-consumers.repository.ts';
import { createSearchSnapshotRepository } from './search/search-snapshot.repository.ts';
import { createSearch3dRepository } from './search3d/search3d.repository.ts';
import { search3dRoutes } from './search3d/search3d.routes.ts';
import { createSearch3dService } from './search3d/search3d.service.ts';
import { configScriptRoutes, systemRoutes } from './system/system.routes.ts';
import { createSystemService } from './system/system.service.ts';
import { usersRoutes } from './users/users.routes.ts';
import { vendorRoutes } from './vendor/vendor.routes.ts';
import { createVendorServices } from './vendor/vendor-services.ts';
import { verificationRoutes } from './verification/verification.routes.ts';
import { warehouseRoutes } from './warehouse/warehouse.routes.ts';
import { createWarehouseServices } from './warehouse/warehouse-services.ts';
import { devWechatRoutes, wechatRoutes } from './wechat/wechat.routes.ts';

export interface ServiceDeps {
  config: AppConfig;
  database: AppDatabase;
  /** the services' clock (default: the system's); tests pass a fake one to drive expiries */
  now?: () => Date;
  /** the logger of services that log (default: silent) */
  log?: FastifyBaseLogger;
  /** an SMS gateway (default: none, SMS are written to the outbox) */
  smsProvider?: SmsProvider;
}

export function createServices({ config, database, now = () => new Date(), log, smsProvider }: ServiceDeps) {
  const { db } = database;
  const dict = createDictService(createDictRepository(db));
  const serviceLog = log ?? pino({ level: 'silent' });
  const catalog = buildCatalogService(db);
  const { dir: snapshotDir, everyS } = config.searchSnapshot;
  const search = createSearchService({
    // the index reads (build, change log) may come from a replica (DATABASE_READ_URL); the result rows, which
    // the row cache keeps, from the primary (search.repository.ts)
    repository: createSearchRepository(database.readDb, db),
    consumers: createSearchConsumersRepository(db),
    ...(log ? { log } : {}),
    ...(snapshotDir
      ? {
          snapshot: {
            dir: snapshotDir,
            everyMs: everyS * 1000,
            repository: createSearchSnapshotRepository(database.readDb),
          },
        }
      : {}),
  });
  const models = createModelsService({ catalog, dataDir: config.dataDir, log: serviceLog });
  // auth, users, slider, verification, mail, wechat
  const accounts = createAccountServices({ config, db, dict, now, log: serviceLog, smsProvider });
  const fileServices = createFileServices({ config: config.files, db, now, orgOfUpload });
  return {
    system: createSystemService({ database, config, searchState: search.indexState }),
    dict,
    frontLog: createFrontLogService({
      repository: createFrontLogRepository(db),
      bounds: config.frontLog,
      now,
      log: serviceLog,
    }),
    catalog,
    materials: createMaterialsService({ catalog, repository: createMaterialsRepository(db) }),
    compare: createCompareService({ repository: createCompareRepository(db), catalog }),
    alternates: createAlternatesService(createAlternatesRepository(db)),
    ...fileServices,
    search,
    feedback: createFeedbackService({
      repository: createFeedbackRepository(db),
      operatorAccounts: config.operatorAccounts,
      now,
    }),
    models,
    eda: createEdaService({ catalog, models }),
    kicadHttpLib: createKicadHttpLibService({
      repository: createEdaRepository(db),
      catalog,
      log: serviceLog,
    }),
    personal: createPersonalService({ repository: createPersonalRepository(db), now }),
    // orgLibrary, orgImport
    ...createOrgLibraryServices({
      db,
      catalog,
      search,
      files: fileServices.files,
      audit: recordAudit,
      log: serviceLog,
    }),
    bom: createBomService({ repository: createBomRepository(db), search, catalog, now }),
    audit: createAuditService({ repository: createAuditRepository(db), orgs: createOrgRepositories(db) }),
    // warehouse, warehouseLocations
    ...createWarehouseServices({ db, audit: recordAudit }),
    search3d: createSearch3dService({
      repository: createSearch3dRepository(db),
      models,
      dataDir: config.dataDir,
      log: serviceLog,
    }),
    // vendor
    ...createVendorServices({ db, audit: recordAudit }),
    ...accounts,
    // orgs, orgInvitations
    ...createOrgServices({
      db,
      mail: accounts.mail,
      publicOrigin: config.runtime.publicOrigin,
      now,
      log: serviceLog,
      audit: recordAudit,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;

/** Route plugins by base path (spec §7). Other bases (/to/open, /to/portal, /to/stat ...) are reserved. */
export const ROUTES: Readonly<Record<'/' | '/to/api' | '/tool/api', readonly FastifyPluginAsyncTypebox[]>> = {
  /** site root: /config.js */
  '/': [configScriptRoutes],
  /** portal API */
  '/to/api': [
    systemRoutes,
    dictRoutes,
    authRoutes,
    usersRoutes,
    verificationRoutes,
    wechatRoutes,
    catalogRoutes,
    materialsRoutes,
    searchRoutes,
    compareRoutes,
    alternatesRoutes,
    filesRoutes,
    bigFileRoutes,
    feedbackRoutes,
    modelsRoutes,
    edaRoutes,
    datasheetRoutes,
    kicadHttpLibRoutes,
    pluginDownloadRoutes,
    orgsRoutes,
    personalRoutes,
    orgLibraryRoutes,
    bomRoutes,
    auditRoutes,
    warehouseRoutes,
    search3dRoutes,
    vendorRoutes,
    // development only (DEV_OUTBOX, DEV_WECHAT): they register nothing otherwise
    devOutboxRoutes,
    devWechatRoutes,
  ],
  /** open platform API */
  '/tool/api': [frontLogRoutes],
};
