import { ErrorResult } from './error-result.tsx';

/** /404: every unmatched path is redirected here (spec §2). */
export function NotFoundPage() {
  return (
    <ErrorResult status="404" title="页面不存在" message="抱歉，您访问的页面不存在或已被移除。" code="404" />
  );
}
