/**
 * A slider token the server refused when it was spent (a code send answered 1002001002: expired, used, or
 * too little proof-of-work for a target that is sent to often, issue 18). The slider that holds it resets,
 * so that the user slides again and gets a fresh challenge, which names the target typed by then.
 *
 *   announceSliderRefused();                         // auth-actions, on 1002001002
 *   useEffect(() => onSliderRefused(reset), [reset]); // slider-captcha
 */
const events = new EventTarget();

export function announceSliderRefused(): void {
  events.dispatchEvent(new Event('refused'));
}

/** Listens until the returned function is called. */
export function onSliderRefused(listener: () => void): () => void {
  events.addEventListener('refused', listener);
  return () => events.removeEventListener('refused', listener);
}
