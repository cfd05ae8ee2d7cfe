/**
 * Builds the browser client into dist/client, which the Fastify server serves with an SPA fallback.
 * In development `vite` serves the client and forwards /api to a server started on port 8080
 * (API_PROXY=http://host:port points it elsewhere, e.g. a second server on another port).
 */
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { formStylesPlugin } from './scripts/vite-form-styles';
import { precompress } from './scripts/vite-precompress';
import { precompiledMessages } from './scripts/vite-precompiled-messages';
import { schemaValidators } from './scripts/vite-schema-validators';

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
  // virtual:schema/<id>: a screen descriptor with its validator compiled at build time (no eval).
  // Messages parsed at build time; the ICU parser stays out of the bundle.
  // virtual:form-styles.css: the form fields' stylesheet, written from Chakra's recipes at build time.
  // precompress: .br and .gz beside each text file of the build, served as they are.
  plugins: [react(), schemaValidators(), precompiledMessages(), formStylesPlugin(), precompress()],
  // Static files copied as-is (favicon); kept inside the client's own folder.
  publicDir: 'src/client/public',
  ...(command === 'build' && mode === 'production' ? productionBuild : {}),
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Production bundles ship without maps: they would publish the source to every visitor.
    sourcemap: false,
    rolldownOptions: {
      // Chakra's theme module builds its whole default config (every recipe of ~80 components) in
      // a top-level defineConfig call; marked pure, it is dropped when unused, so only the recipes
      // src/client/app/theme-recipes.ts names reach the bundle.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          groups: [
            // React and the router are on every page, login included, and change only on upgrades:
            // one chunk of their own stays cached across deployments of our code. Nothing loaded
            // later (Chakra components of the shell, screens) is pulled in; they stay split per route.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: process.env.API_PROXY || 'http://localhost:8080', changeOrigin: true },
    },
  },
}));
