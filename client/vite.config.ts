import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';
const proxied = Object.fromEntries(['/graphql', '/media', '/calendar'].map((path) => [path, { target: gateway, changeOrigin: true }]));

export default defineConfig({
  plugins: [react(), relay],
  server: { proxy: proxied },
  preview: { proxy: proxied },
  build: { target: 'es2022', sourcemap: false },
});
