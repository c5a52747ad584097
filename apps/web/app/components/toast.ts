import type * as ReactToastify from 'react-toastify'
import type { Id, ToastContent, ToastOptions, UpdateOptions } from 'react-toastify'

type Toastify = typeof ReactToastify

let toastify: Toastify | null = null
let loading: Promise<Toastify> | null = null
const arrivalListeners = new Set<() => void>()
let nextId = 0

/**
 * Fetches the toast library once (a failed fetch is forgotten, so the next toast tries again). Every
 * page shows toasts, few show one before the visitor acts, so the library is not part of the page's
 * first load (docs/decisions/007-browser-build-in-few-files.md).
 */
export function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then(
    (module) => {
      toastify = module
      for (const listener of arrivalListeners) listener()
      return module
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** The library once it has arrived, for the toast area (components/toast-area.tsx); null before. */
export const loadedToastify = () => toastify

export function onToastifyArrival(listener: () => void): () => void {
  arrivalListeners.add(listener)
  return () => arrivalListeners.delete(listener)
}

/**
 * Runs `show` with the library, now or once it has arrived; calls keep their order. A toast that
 * cannot be shown because the library could not be fetched goes to the console instead.
 */
function withToastify(show: (library: Toastify) => void, content: unknown) {
  if (toastify) show(toastify)
  else loadToastify().then(show, () => console.error(content))
}

type Kind = 'success' | 'error' | 'info' | 'loading'

function shower(kind: Kind) {
  return (content: ToastContent, options: ToastOptions = {}): Id => {
    // The id is chosen here, so a caller can update a toast shown before the library has arrived.
    const toastId = options.toastId ?? `toast-${++nextId}`
    withToastify((library) => library.toast[kind](content, { ...options, toastId }), content)
    return toastId
  }
}

/**
 * The toasts of react-toastify (success, error, info, loading, update), with its own signatures,
 * fetched on first use. Every toast goes through here: importing the library elsewhere would put it
 * back on every page's first load.
 */
export const toast = {
  success: shower('success'),
  error: shower('error'),
  info: shower('info'),
  loading: shower('loading'),
  update(toastId: Id, options: UpdateOptions) {
    withToastify((library) => library.toast.update(toastId, options), options.render)
  },
}
