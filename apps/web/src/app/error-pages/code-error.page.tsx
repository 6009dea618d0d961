import { defaultMessageFor } from '@jianku/rules';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ErrorResult } from './error-result.tsx';

const BAD_REQUEST_MESSAGE = '请求的地址或参数不正确。';

/** Whether a path segment is an error code: digits only. */
export function isErrorCode(segment: string | undefined): segment is string {
  return segment !== undefined && /^\d+$/.test(segment);
}

/**
 * /{code}: the generic error page with message and code from the query (spec §2).
 * A non-numeric code that carries an error query (message or code: an error redirect with a bad code) goes to
 * /400, as the spec says; a non-numeric segment without one is simply an unknown address and goes to /404
 * (spec: any unmatched path redirects to /404).
 */
export function CodeErrorPage() {
  const { code: segment } = useParams();
  const [query] = useSearchParams();
  if (!isErrorCode(segment)) {
    const isErrorRedirect = query.has('message') || query.has('code');
    return <Navigate to={isErrorRedirect ? '/400' : '/404'} replace />;
  }
  const code = query.get('code') || segment;
  const numeric = Number(code);
  return (
    <ErrorResult
      status={numeric >= 500 ? '500' : 'warning'}
      title={numeric >= 500 ? '服务异常' : '请求出错'}
      message={query.get('message') || (numeric === 400 ? BAD_REQUEST_MESSAGE : defaultMessageFor(numeric))}
      code={code}
    />
  );
}
