import { useEffect, useState } from 'react'

/** docs/requirements/site.md#limits: the splash fades out after 1000 ms and leaves the page after 1800 ms. */
export const SPLASH_HIDE_MS = 1_000
export const SPLASH_REMOVE_MS = 1_800
/** Set once the splash has been shown in this browser session (docs/requirements/site.md#home). */
export const SPLASH_SESSION_KEY = 'gwp-splash-shown'

type Phase = 'off' | 'shown' | 'hiding'

function shownThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(SPLASH_SESSION_KEY) !== null
  } catch {
    // Storage blocked (privacy settings): no splash rather than one on every visit.
    return true
  }
}

function rememberShown() {
  try {
    window.sessionStorage.setItem(SPLASH_SESSION_KEY, '1')
  } catch {
    // Nothing to remember it in; shownThisSession says true in that case anyway.
  }
}

/**
 * The brand splash, once per browser session. It exists only in the browser, after hydration: the
 * server's HTML is the page itself (for crawlers and for the first paint), and the overlay lets clicks
 * through, so it is never in anyone's way. A gradient is no LCP candidate and the small logo is smaller than the hero text it covers, so the
 * first paint's largest element stays the LCP.
 */
export function Splash() {
  const [phase, setPhase] = useState<Phase>('off')

  useEffect(() => {
    if (shownThisSession()) return
    // Remembered when it actually shows: a development double mount (StrictMode) cancels the first run.
    const timers = [
      window.setTimeout(() => {
        rememberShown()
        setPhase('shown')
      }, 0),
      window.setTimeout(() => setPhase('hiding'), SPLASH_HIDE_MS),
      window.setTimeout(() => setPhase('off'), SPLASH_REMOVE_MS),
    ]
    return () => timers.forEach((timer) => window.clearTimeout(timer))
  }, [])

  if (phase === 'off') return null
  return (
    <div
      aria-hidden="true"
      data-testid="splash"
      className={`pointer-events-none fixed inset-0 z-[60] flex items-center justify-center bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 transition-opacity duration-700 ${
        phase === 'hiding' ? 'opacity-0' : 'opacity-100'
      }`}
    >
      <img
        src="/splash.svg"
        alt=""
        width={240}
        height={240}
        className="h-32 w-32 motion-safe:animate-pulse md:h-40 md:w-40"
      />
    </div>
  )
}
