import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vite';

/** In dev, `/api` goes to a running API server (`npm run dev -w @turnpost/api`); set TURNPOST_API_URL to move it. */
const apiTarget = process.env.TURNPOST_API_URL ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [sveltekit()],
  build: {
    rolldownOptions: {
      // The rules package is pure by contract (docs/game-contract.md: no I/O, data plus functions), so a table that
      // imports one table of it (Arquetect's card catalogue) does not pull in the engine and zod behind it.
      treeshake: { moduleSideEffects: (id) => !/[\\/]packages[\\/]rules[\\/]src[\\/]/.test(id) },
      // no block of plugin timings after every build (issue 47: `npm start`'s first run printed two)
      checks: { bundlerTimings: false },
    },
  },
  // The fair-play checker (lib/fair-play/verify.worker.ts) is a module worker, as it is spawned.
  worker: { format: 'es' },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
