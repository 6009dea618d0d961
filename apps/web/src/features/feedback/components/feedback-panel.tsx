import { Button } from 'antd';
import { useAppStore } from '../../../stores/app.store.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { FeedbackCopy } from '../feedback-copy.ts';
import { FeedbackFields, useFeedbackForm } from './feedback-form.tsx';
import '../feedback.css';

/** /about's 在线留言: the feedback form on the page (a visitor is asked to log in first). */
export function FeedbackPanel() {
  const { form, submitting, submit } = useFeedbackForm();
  const signedIn = useSessionStore((s) => s.isSetUser && s.user !== null);
  const setShowLogin = useAppStore((s) => s.setShowLogin);
  if (!signedIn) {
    return (
      <Button type="primary" onClick={() => setShowLogin(true)}>
        {FeedbackCopy.loginToSend}
      </Button>
    );
  }
  return (
    <>
      <FeedbackFields form={form} />
      <Button type="primary" loading={submitting} onClick={() => void submit()}>
        确定
      </Button>
    </>
  );
}
