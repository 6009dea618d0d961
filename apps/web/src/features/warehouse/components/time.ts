/** A server time (ISO) as Beijing time, YYYY-MM-DD HH:mm:ss, whatever the browser's zone. */
export function chinaTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
