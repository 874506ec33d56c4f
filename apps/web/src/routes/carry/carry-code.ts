/**
 * A carried seat's link is `/carry#<code>`: the code rides in the fragment, which no server, log or referrer sees, and
 * leaves the address bar as soon as the page has read it.
 */
const CODE = /^[A-Za-z0-9_-]{16,64}$/;

/** The well-formed code in a link's fragment (`#<code>`), else null (a link cut short when it was copied). */
export function carryCodeOf(fragment: string): string | null {
  const code = fragment.replace(/^#/, '').trim();
  return CODE.test(code) ? code : null;
}
