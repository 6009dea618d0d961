import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: {
      '/to': 'http://localhost:8080',
      '/tool': 'http://localhost:8080',
      '/config.js': 'http://localhost:8080',
    },
  },
});
