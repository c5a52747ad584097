import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets two builds (say, two test runs) live side by side; the API reads the same variable.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  future: {
    // Loaders receive our plain WebContext object (fetchApi, nonce), not a RouterContextProvider.
    v8_middleware: false,
    // Client loaders ship in their own chunks, so a route's component code loads only when rendered.
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config
