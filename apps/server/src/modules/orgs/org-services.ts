/** The organisations module's services, built once for createServices (modules/index.ts). */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditRecorder } from '../../db/audit-trail.ts';
import type { Database } from '../../db/schema.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { OrgRepositories, OrgTransaction } from './org-access.ts';
import { createOrgInvitationsRepository } from './org-invitations.repository.ts';
import { createOrgInvitationsService } from './org-invitations.service.ts';
import { createOrgMembersRepository } from './org-members.repository.ts';
import { createOrgsRepository } from './orgs.repository.ts';
import { createOrgsService } from './orgs.service.ts';

export function createOrgRepositories(db: Kysely<Database>): OrgRepositories {
  return {
    orgs: createOrgsRepository(db),
    members: createOrgMembersRepository(db),
    invitations: createOrgInvitationsRepository(db),
  };
}

export function createOrgServices(deps: {
  db: Kysely<Database>;
  mail: MailService;
  publicOrigin: string;
  now: () => Date;
  log: FastifyBaseLogger;
  /** the audit log's recorder (modules/audit), called in the same transaction as each change */
  audit: AuditRecorder;
}) {
  const repositories = createOrgRepositories(deps.db);
  const inTransaction: OrgTransaction = (work) =>
    deps.db
      .transaction()
      .execute((trx) => work(createOrgRepositories(trx), (record) => deps.audit(trx, record)));
  const orgs = createOrgsService({ repositories, inTransaction });
  const orgInvitations = createOrgInvitationsService({
    repositories,
    inTransaction,
    mail: deps.mail,
    publicOrigin: deps.publicOrigin,
    describe: orgs.describe,
    now: deps.now,
    log: deps.log,
  });
  return { orgs, orgInvitations };
}
