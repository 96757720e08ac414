import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The app lives under /m (SPEC §2); the reference server serves dist/ there and the API under /wps.
export default defineConfig({
  base: '/m/',
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  // Code shared with the reference server (common/README.md).
  resolve: { alias: { '@common': fileURLToPath(new URL('./common', import.meta.url)) } },
  server: {
    proxy: {
      '/wps': 'http://127.0.0.1:8080',
      '/__dev': 'http://127.0.0.1:8080',
      // Per-brand manifest and icon come from the server (the brand is only known there).
      '/m/manifest.webmanifest': 'http://127.0.0.1:8080',
      '/m/brand-icon.svg': 'http://127.0.0.1:8080',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 300,
  },
});
