import type { Context } from 'hono';
import { html } from 'hono/html';
import { asksForPage } from '../app-pages.ts';
import { ApiError } from '../errors.ts';

type Html = ReturnType<typeof html>;

/** A small page of its own for the links in emails (they open in any browser, outside the web app). */
export const mailPage = (title: string, body: Html) => html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${title} · Turnpost</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2933}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#7c3aed;color:#fff;cursor:pointer}</style>
</head><body><h1>${title}</h1>${body}</body></html>`;


/**
 * Answers an email link's request: `work`'s answer, or its refusal as a page for a person's browser and as the API's
 * `{code, message}` for anything else (every API error keeps the documented shape).
 */
export async function linkAnswer(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApiError) || !asksForPage(c.req.header('Accept'))) throw error;
    return c.html(mailPage('This link does not work', html`<p>${error.message} Check that you opened the whole link from the email.</p>`), error.status);
  }
}

/** A done link's answer: JSON for a script that asks for it, else a page. */
export const doneAnswer = (c: Context, json: Record<string, unknown>, title: string, body: Html) =>
  c.req.header('Accept')?.includes('application/json') ? c.json(json) : c.html(mailPage(title, body));
