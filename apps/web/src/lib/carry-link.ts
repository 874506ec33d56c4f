/**
 * A carried seat's link (issue 46) as the player reads it: it works once, and only for a while, so the dialog says for
 * how long and until when, in this device’s time zone.
 */

/** "Works once, for 15 minutes (until 14:32)." `now`: when the link arrived, by the server's time. */
export function expiryText(expiresAt: string, now: number, format: { locale?: string; timeZone?: string } = {}): string {
  const end = Date.parse(expiresAt);
  const minutes = Math.round((end - now) / 60_000);
  const span = minutes < 1 ? 'less than a minute' : minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const until = new Intl.DateTimeFormat(format.locale, { hour: 'numeric', minute: '2-digit', timeZone: format.timeZone }).format(end);
  return `Works once, for ${span} (until ${until}).`;
}
