import { RESIZE_THROTTLE_MS, screenTypeOf } from '@jianku/rules';
import { useEffect } from 'react';
import { useAppStore } from '../stores/app.store.ts';

/**
 * Keeps the app store's screenType in step with the window width (SPEC-3.02, SPEC-9.32). Mount once at the
 * root. Resizes are throttled to one update per 100 ms, leading and trailing, so the last size always counts.
 */
export function useScreenWatcher(): void {
  useEffect(() => {
    const update = () => {
      const next = screenTypeOf(window.innerWidth);
      const store = useAppStore.getState();
      if (store.screenType !== next) store.setScreenType(next);
    };
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      const wait = RESIZE_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) {
        clearTimeout(timer);
        timer = undefined;
        last = Date.now();
        update();
      } else if (timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          last = Date.now();
          update();
        }, wait);
      }
    };
    update();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    };
  }, []);
}
