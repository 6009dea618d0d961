import { App, Badge } from 'antd';
import { useEffect } from 'react';
import { messageConfig, notificationConfig } from '../components/theme.ts';
import { bindFeedback, type RepeatBadge } from '../lib/feedback.ts';

/** A repeated toast's counter (SPEC-4.54), after its text. */
export const toastRepeatBadge: RepeatBadge = (count) => (
  <Badge
    count={count}
    size="small"
    title={`重复${count}次`}
    className="jk-toast-repeat"
    style={{ marginInlineStart: 8 }}
  />
);

/** Hands antd's context-aware message / modal / notification API to lib/feedback (once, inside <App>). */
function FeedbackBinder() {
  const api = App.useApp();
  useEffect(() => bindFeedback(api, toastRepeatBadge), [api]);
  return null;
}

/**
 * antd's <App> holders of toasts, notifications and confirm dialogs, with the binder of lib/feedback. Its own
 * chunk, mounted by the providers on the first toast (issue 17): no page needs it to show. It wraps nothing
 * (`component={false}`): the text defaults its wrapper gave the page are in global.css (#root).
 */
export function FeedbackHost() {
  return (
    <App component={false} message={messageConfig} notification={notificationConfig}>
      <FeedbackBinder />
    </App>
  );
}
