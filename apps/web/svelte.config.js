import adapter from '@sveltejs/adapter-static';

/** A single-page app: the API serves `build/` on the same origin and answers unknown paths with `200.html`. */
const config = {
  kit: {
    // precompress: brotli and gzip copies beside each text file, served as they are by the Node server (web-assets.ts).
    adapter: adapter({ pages: 'build', assets: 'build', fallback: '200.html', precompress: true, strict: true }),
    // Inline scripts only by hash (a <meta> policy in every page); the server adds frame-ancestors and the rest.
    csp: {
      mode: 'hash',
      directives: {
        'default-src': ['self'],
        'script-src': ['self'],
        'style-src': ['self', 'unsafe-inline'],
        'img-src': ['self', 'data:'],
        'connect-src': ['self'],
        'object-src': ['none'],
        'base-uri': ['none'],
      },
    },
    typescript: {
      // Type-check the browser tests, their config and the browser benches too.
      config: (tsconfig) => {
        tsconfig.include.push('../e2e/**/*.ts', '../vitest.config.ts', '../bench/**/*.ts');
      },
    },
  },
};

export default config;
