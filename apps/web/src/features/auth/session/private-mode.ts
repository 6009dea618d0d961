import { isPrivateOrg } from '@jianku/rules';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../../stores/app.store.ts';
import { useSessionStore } from '../../../stores/session.store.ts';

/** SPEC-4.02 / SPEC-4.03 the private library of an organisation: its brand detail page. */
export function privateLibraryPath(orgId: number): string {
  return `/part/brand-detail/${orgId}?type=1`;
}

/**
 * SPEC-4.03: in private mode, a user with an organisation who opens /part is sent to the organisation's
 * brand detail page (the enterprise library).
 */
export function usePrivateModeRedirect(pathname: string): void {
  const navigate = useNavigate();
  const isPrivate = useAppStore((s) => s.isPrivate);
  const orgId = useSessionStore((s) => s.user?.orgId);
  useEffect(() => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (isPrivate && isPrivateOrg(orgId) && path === '/part') {
      navigate(privateLibraryPath(orgId as number), { replace: true });
    }
  }, [isPrivate, orgId, pathname, navigate]);
}
