import { handleError } from '../components/error-dialog/error-display.ts';
import { setChannelSource, setErrorHandler } from '../lib/http.ts';
import { useAppStore } from '../stores/app.store.ts';

/**
 * Connects the http client (lib/http.ts) to the app: failed requests are shown by the error display, and the
 * channel header comes from the app store. Called once at start (main.tsx; test/setup.ts for the tests).
 * Returns a function that disconnects both.
 */
export function installHttpHandlers(): () => void {
  const removeErrorHandler = setErrorHandler(handleError);
  const removeChannelSource = setChannelSource(() => useAppStore.getState().channel);
  return () => {
    removeErrorHandler();
    removeChannelSource();
  };
}
