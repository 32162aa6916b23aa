import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), msw()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: { target: 'es2022', manifest: true, chunkSizeWarningLimit: 700 },
});
