/**
 * Builds the browser client into dist/client, which the Fastify server serves with an SPA fallback.
 * In development `vite` serves the client and forwards /api to a server started on port 8080
 * (API_PROXY=http://host:port points it elsewhere, e.g. a second server on another port).
 */
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * Vite takes NODE_ENV from the environment when it is set, so a build started by the test runner
 * (NODE_ENV=test) would ship development builds: React's through process.env.NODE_ENV, emotion's
 * through the "development" export condition, and our JSX as jsxDEV calls carrying absolute source
 * paths. A production build pins all three.
 */
const productionBuild = {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  oxc: { jsx: { development: false } },
  resolve: {
    conditions: defaultClientConditions.map((condition) => (condition === 'development|production' ? 'production' : condition)),
  },
};

export default defineConfig(({ command, mode }) => ({
  plugins: [react()],
  // Static files copied as-is (favicon); kept inside the client's own folder.
  publicDir: 'src/client/public',
  ...(command === 'build' && mode === 'production' ? productionBuild : {}),
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Production bundles ship without maps: they would publish the source to every visitor.
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': { target: process.env.API_PROXY || 'http://localhost:8080', changeOrigin: true },
    },
  },
}));
