import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'

// `source` resolves @gwp/contracts to its TypeScript, so the web app never waits for a contracts build.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  environments: {
    ssr: {
      resolve: { conditions: ['source', ...defaultServerConditions] },
      // The server build's entry is our handler factory (server/app.ts), which the API process loads.
      build: { rollupOptions: { input: './server/app.ts' } },
    },
  },
})
