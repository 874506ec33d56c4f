import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vite';

/** In dev, `/api` goes to a running API server (`npm run dev -w @turnpost/api`); set TURNPOST_API_URL to move it. */
const apiTarget = process.env.TURNPOST_API_URL ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [sveltekit()],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
