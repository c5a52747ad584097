import { useSyncExternalStore } from 'react'

import { loadedToastify, onToastifyArrival } from './toast'

/**
 * The shared toast area: top-centre, 5 s, pauses on hover and focus loss, draggable, closes on click.
 * It appears with the library, on the first toast (components/toast.ts); toasts asked for before it
 * are queued by the library and shown as it mounts.
 */
export function ToastArea() {
  const library = useSyncExternalStore(onToastifyArrival, loadedToastify, () => null)
  if (!library) return null
  const { ToastContainer } = library
  return (
    <ToastContainer
      position="top-center"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      closeOnClick
      newestOnTop
    />
  )
}
