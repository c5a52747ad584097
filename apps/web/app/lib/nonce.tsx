import { createContext, useContext } from 'react'

const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

/** The CSP nonce on the server render; empty in the browser, where no new inline script is written. */
export const useNonce = () => useContext(NonceContext)
