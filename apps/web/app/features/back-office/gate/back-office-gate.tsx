import type { LoginBody } from '@gwp/contracts'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'

import { toast } from '#app/components/toast'
import { readStoredSession } from '#app/features/back-office/session/session-storage'
import { getApiError } from '#app/lib/api-error'
import type { SignedInRuntime } from './signed-in-runtime'

/**
 * - `starting`: a session was stored in this browser and the back office's code is on its way;
 * - `signed-out`: the sign-in pages show;
 * - `signed-in`: the store says so (a 401 or a sign-out turns it back to `signed-out`).
 */
export type GateState = 'starting' | 'signed-out' | 'signed-in'

interface Gate {
  state: GateState
  /** The shell, once its code has arrived. */
  BackOffice: SignedInRuntime['BackOffice'] | null
  /** Fetches the back office's code if need be and signs in; the failure's text, or null. */
  signIn(credentials: LoginBody): Promise<string | null>
}

const GateContext = createContext<Gate | null>(null)
const never = () => () => {}

function loadRuntime(): Promise<SignedInRuntime> {
  return import('./signed-in-runtime').then((module) => module.startSignedInRuntime())
}

/**
 * Between the admin routes and the back office (docs/decisions/007-browser-build-in-few-files.md):
 * the sign-in page is a plain form, and the session store, its requests and the shell (Redux, RTK
 * Query, the form library: about 50 KiB of gzip) are fetched when someone signs in, or at once when
 * this browser holds a session. Once fetched they stay: signing out and in again fetches nothing.
 */
export function BackOfficeGate({ children }: { children: ReactNode }) {
  const [runtime, setRuntime] = useState<SignedInRuntime | null>(null)
  const [hadSession] = useState(() => readStoredSession().token !== null)
  const [startFailed, setStartFailed] = useState(false)
  const loading = useRef<Promise<SignedInRuntime> | null>(null)

  const load = useCallback(() => {
    loading.current ??= loadRuntime().then(
      (loaded) => {
        setRuntime(loaded)
        return loaded
      },
      (error: unknown) => {
        // Forgotten, so the next sign-in fetches anew.
        loading.current = null
        throw error
      },
    )
    return loading.current
  }, [])

  useEffect(() => {
    if (!hadSession) return
    // The sign-in form shows instead, and says why; signing in fetches the code again.
    load().catch((error: unknown) => {
      setStartFailed(true)
      toast.error(getApiError(error).message)
    })
  }, [hadSession, load])

  const signedIn = useSyncExternalStore(
    runtime?.store.subscribe ?? never,
    () => runtime?.store.getState().session.isAuthenticated ?? false,
    () => false,
  )
  const state: GateState = signedIn
    ? 'signed-in'
    : hadSession && !runtime && !startFailed
      ? 'starting'
      : 'signed-out'

  const signIn = useCallback(
    async (credentials: LoginBody) => {
      let loaded: SignedInRuntime
      try {
        loaded = await load()
      } catch (error) {
        return getApiError(error).message
      }
      return loaded.signIn(credentials)
    },
    [load],
  )

  const gate = useMemo(
    () => ({ state, BackOffice: runtime?.BackOffice ?? null, signIn }),
    [state, runtime, signIn],
  )
  const content = <GateContext.Provider value={gate}>{children}</GateContext.Provider>
  // Only the signed-in tree needs the store. Wrapping the sign-in form as well would remount it when
  // the code arrives, mid sign-in, and lose what was typed.
  return state === 'signed-in' && runtime ? <runtime.Providers>{content}</runtime.Providers> : content
}

export function useBackOfficeGate(): Gate {
  const gate = useContext(GateContext)
  if (!gate) throw new Error('useBackOfficeGate is used outside BackOfficeGate')
  return gate
}
