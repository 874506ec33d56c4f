/** "3 minutes ago", "yesterday", or a date: how long ago something happened, for people. */
export function ago(iso: string, now = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((now - then) / 1000);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return format.format(-Math.round(seconds / 60), 'minute');
  if (seconds < 86_400) return format.format(-Math.round(seconds / 3600), 'hour');
  if (seconds < 7 * 86_400) return format.format(-Math.round(seconds / 86_400), 'day');
  return new Date(then).toLocaleDateString('en', { year: 'numeric', month: 'short', day: 'numeric' });
}
