import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { blockCataloguePlugin } from './src/build/vite/vite-plugin-block-catalogue.ts';

// Two projects: plain Node for engine/server code, jsdom for React components and hooks.
// The real-browser suite (tests/browser) runs separately via `npm run test:browser`.
export default defineConfig({
  // The block gallery's tests read its catalogue through the same virtual module as `npm run dev`.
  plugins: [react(), blockCataloguePlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Byte budgets measure dist/, so they run after the build, with the browser suite.
          exclude: ['tests/browser/**', 'tests/budgets/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'],
          exclude: ['tests/browser/**', 'node_modules/**'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
    ],
  },
});
