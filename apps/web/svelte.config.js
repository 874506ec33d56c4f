import adapter from '@sveltejs/adapter-static';

/** A single-page app: the API serves `build/` on the same origin and answers unknown paths with `200.html`. */
const config = {
  kit: {
    adapter: adapter({ pages: 'build', assets: 'build', fallback: '200.html', strict: true }),
    typescript: {
      // Type-check the browser tests and their config too.
      config: (tsconfig) => {
        tsconfig.include.push('../e2e/**/*.ts', '../vitest.config.ts');
      },
    },
  },
};

export default config;
