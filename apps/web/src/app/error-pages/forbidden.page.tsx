import { ErrorMessage } from '@jianku/rules';
import { useSearchParams } from 'react-router';
import { ErrorResult } from './error-result.tsx';

/** /403: no permission; message and code come from the query (spec §2). */
export function ForbiddenPage() {
  const [query] = useSearchParams();
  return (
    <ErrorResult
      status="403"
      title="无访问权限"
      message={query.get('message') || ErrorMessage.forbidden}
      code={query.get('code') || '403'}
    />
  );
}
