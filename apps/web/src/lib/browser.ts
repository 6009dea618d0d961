/**
 * The few browser navigations the lib performs, behind one object so that tests can observe them: jsdom does
 * not implement page loads.
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
