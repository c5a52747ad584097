import { createContext, memo, useContext, useState } from 'react'

const AppStylesContext = createContext<string | null>(null)

/** The server render's stylesheet text (entry.server.tsx); the browser has none to give. */
export const AppStylesProvider = AppStylesContext.Provider

const SELECTOR = 'style[data-app-styles]'

/**
 * The site's stylesheet, written into the page's head (decision record 026): the first paint waits
 * for no second request, so it comes before the hydration scripts have even arrived.
 *
 * The browser renders the same element with the text the server wrote, read back from the document,
 * so hydration finds what it expects and a client render (a hydration error's recovery) still has
 * it. memo and the state keep the props one object for the page's life: React rewrites
 * innerHTML whenever dangerouslySetInnerHTML is a new object, and 86 kB of rules would be parsed
 * again on every navigation.
 */
export const AppStyles = memo(function AppStyles() {
  const serverText = useContext(AppStylesContext)
  const [html] = useState(() => ({ __html: serverText ?? readBack() }))
  return <style data-app-styles="" dangerouslySetInnerHTML={html} />
})

function readBack() {
  return typeof document === 'undefined' ? '' : (document.querySelector(SELECTOR)?.textContent ?? '')
}
