import { Suspense, useState } from 'react';
import { ConsultButton } from '../../../components/consult-button/consult-button.tsx';
import { lazyWithReload } from '../../../lib/module-reload.ts';
import { useAppStore } from '../../../stores/app.store.ts';
import { useSessionStore } from '../../../stores/session.store.ts';

// The dialog (form, uploads, image viewer) is its own chunk, loaded the first time it opens.
const FeedbackDialog = lazyWithReload(() =>
  import('./feedback-dialog.tsx').then((m) => ({ default: m.FeedbackDialog })),
);

/**
 * The floating consultation button wired to feedback (spec §4 Feedback): a signed-in user gets the feedback
 * dialog, a visitor the login dialog instead.
 */
export function FeedbackLauncher() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const signedIn = useSessionStore((s) => s.isSetUser && s.user !== null);
  const setShowLogin = useAppStore((s) => s.setShowLogin);
  const click = () => {
    if (!signedIn) {
      setShowLogin(true);
      return;
    }
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      <ConsultButton onClick={click} />
      {signedIn && used && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
