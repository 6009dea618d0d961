import { getRuntimeConfig } from '../../lib/runtime-config.ts';
import { FILING_URL, filingFor } from './filing.ts';
import './app-footer.css';

/** Copyright line and, unless the deployment is private, the filing number for the host (spec §1). */
export function AppFooter({ hostname = window.location.hostname }: { hostname?: string }) {
  const config = getRuntimeConfig();
  const filing = filingFor(hostname, config);
  const year = new Date().getFullYear();
  return (
    <footer className="jk-footer">
      <span>
        © {year} {config.companyName || '件库'} 版权所有
      </span>
      {filing && (
        <a href={FILING_URL} target="_blank" rel="noreferrer">
          {filing}
        </a>
      )}
    </footer>
  );
}
