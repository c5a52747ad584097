// A catalogue file, compiled by the Lingui Vite plugin into `{ messages }`.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
