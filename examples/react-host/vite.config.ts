import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolution } from '../../vite.shared.ts';

// The widgets and the sdk are read from source (the "@facturo/source" condition), as in the portal;
// vanilla-extract compiles the widgets' styles. The API URL comes from FACTURO_API_URL.
export default defineConfig({
  ...sourceResolution,
  plugins: [react(), vanillaExtractPlugin()],
  define: {
    __FACTURO_API_BASE__: JSON.stringify(
      `${new URL(process.env.FACTURO_API_URL ?? 'http://localhost:8000').origin}/api/v1`,
    ),
  },
});
