import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * antd's form context (imported by Input, Select, Button... on every page) takes only FormProvider from
 * @rc-component/form, but that package's index assigns Field, List and useForm onto the Form component at
 * module level, which keeps the whole form library (Field, useForm, async-validator) in the first load.
 * Here that one import reads FormProvider from its own module, the same one the index re-exports (so the
 * context is the same object); Form itself still loads with the pages that use it (issue 17).
 */
function formProviderOnly(): Plugin {
  return {
    name: 'jk-form-provider-only',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (
        source !== '@rc-component/form' ||
        !importer ||
        !/antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)
      ) {
        return null;
      }
      const index = await this.resolve(source, importer, { skipSelf: true });
      if (!index || !/[\\/]es[\\/]index\.js$/.test(index.id)) return null;
      return index.id.replace(/index\.js$/, 'FormContext.js');
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    formProviderOnly(),
    // .br and .gz beside every text file over 1 KB, served as they are by the server (plugins/web-app.ts):
    // compressed once here, at the strongest levels, instead of on every request
    compression({
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { 1: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // What every page runs first (the entry's static imports, tag $initial) in two files, libraries and
        // our code, instead of ~50 small chunks that each cost a request (and on a slow link a round trip,
        // HTTP/1.1 allowing 6 at a time). The pages, dialogs and heavy parts stay in their own lazy chunks.
        codeSplitting: {
          groups: [
            { name: 'shell-libs', tags: ['$initial'], test: /node_modules/, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: (id) =>
          /node_modules\/(@rc-component|@ant-design)\//.test(id) ? false : undefined,
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/to': 'http://localhost:8080',
      '/tool': 'http://localhost:8080',
      '/config.js': 'http://localhost:8080',
    },
  },
});
