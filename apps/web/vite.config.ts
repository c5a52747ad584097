import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'

import { linguiCatalogues } from './catalogue-plugin.ts'
import { chunkGroups } from './chunk-groups.ts'

const chunks = chunkGroups()

// `source` resolves @gwp/contracts to its TypeScript, so the web app never waits for a contracts build.
export default defineConfig({
  plugins: [tailwindcss(), linguiCatalogues(), reactRouter(), chunks.plugin],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: chunks.groups }, chunkFileNames: chunks.fileName },
        },
      },
    },
    ssr: {
      resolve: { conditions: ['source', ...defaultServerConditions] },
      // The server build's entry is our handler factory (server/app.ts), which the API process loads.
      build: { rollupOptions: { input: './server/app.ts' } },
    },
  },
})
