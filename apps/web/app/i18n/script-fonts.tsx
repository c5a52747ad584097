import { isRightToLeft, type Language } from '@gwp/contracts'

import naskhBold from './fonts/noto-naskh-arabic-700.woff2?url'
import naskhRegular from './fonts/noto-naskh-arabic-400.woff2?url'

/**
 * An Urdu or Arabic page needs its Arabic-script faces for the first paint: preloaded, they arrive with
 * the stylesheet instead of after it (the same files app.css declares). English pages load neither.
 */
export function ScriptFontPreloads({ language }: { language: Language }) {
  if (!isRightToLeft(language)) return null
  return (
    <>
      {[naskhRegular, naskhBold].map((href) => (
        <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
      ))}
    </>
  )
}
