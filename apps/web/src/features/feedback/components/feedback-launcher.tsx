import { useState } from 'react';
import { ConsultButton } from '../../../components/consult-button/consult-button.tsx';
import { useAppStore } from '../../../stores/app.store.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';

/**
 * The floating consultation button wired to feedback (spec §4 Feedback): a signed-in user gets the feedback
 * dialog, a visitor the login dialog instead.
 */
export function FeedbackLauncher() {
  const [open, setOpen] = useState(false);
  const signedIn = useSessionStore((s) => s.isSetUser && s.user !== null);
  const setShowLogin = useAppStore((s) => s.setShowLogin);
  return (
    <>
      <ConsultButton onClick={() => (signedIn ? setOpen(true) : setShowLogin(true))} />
      {signedIn && <FeedbackDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
