import { ErrorCode } from '@jianku/rules';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { normalizeError } from '../../../lib/errors.ts';

/** Whether a failed query means the thing does not exist (HTTP / envelope 404). */
export function isNotFoundError(error: unknown): boolean {
  return error != null && normalizeError(error).code === ErrorCode.notFound;
}

/**
 * Sends the user to /404 (replacing the address) when `missing` turns true: an id that is not a number, or
 * an id the server does not know.
 */
export function useNotFoundRedirect(missing: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (missing) navigate('/404', { replace: true });
  }, [missing, navigate]);
}
