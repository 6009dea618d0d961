/**
 * The files module's organisation hook (files.service.ts OrgOfUpload): an upload whose bizCode starts with
 * `org` (org-logo, org-item, ...) by a member of an organisation belongs to that organisation, and the files
 * module then serves it to that organisation's members only (canRead: the request's tenant scope,
 * db/tenant-scope.ts, against the file's organisation; anyone else gets 404). Other uploads stay the uploader's, readable by id as before.
 */
import { isPrivateOrg, ORG_FILE_BIZ_PREFIX } from '@jianku/rules';

export function orgOfUpload(user: { id: number; orgId: number }, bizCode: string): number | null {
  if (!isPrivateOrg(user.orgId)) return null;
  return bizCode.trim().toLowerCase().startsWith(ORG_FILE_BIZ_PREFIX) ? user.orgId : null;
}
