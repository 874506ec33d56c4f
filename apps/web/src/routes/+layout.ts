// A single-page app: everything renders in the browser, the API serves the `200.html` shell for every route.
export const ssr = false;
export const prerender = false;
