import { Outlet } from 'react-router';

/** Home layout pages (/, /home, /download, /about, /brand-entry): full-width sections. */
export function HomeLayout() {
  return (
    <main className="jk-home-main">
      <Outlet />
    </main>
  );
}
