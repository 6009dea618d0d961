import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { normalizeError } from './errors.ts';

const MAX_RETRIES = 2;

/**
 * Whether a failed query is worth another try: only when the server could not be reached (421) or answered
 * with an HTTP 5xx. Client-side and business errors (4xx-like codes: 400, 401, 403, 404, 408, 430, 499, and
 * the envelope's business codes) would fail the same way again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  const { code, type } = normalizeError(error);
  if (type === 'network') return true;
  return type === 'http' && code >= 500 && code < 600;
}

/** Errors are shown by the http client (handleError), so the cache adds no handler of its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** The app's query client. */
export const queryClient = createQueryClient();

/**
 * Asks for an answer ahead of the page that shows it and keeps it under the page's key, fresh for the query's
 * staleTime; a failure keeps nothing, so the page asks again and shows its own error (issue 17: first pages).
 */
export async function keepAnswer<T>(
  client: QueryClient,
  key: QueryKey,
  load: () => Promise<T>,
): Promise<void> {
  try {
    client.setQueryData(key, await load());
  } catch {
    // the page's own request reports it
  }
}
