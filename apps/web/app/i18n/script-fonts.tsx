import { isRightToLeft, type Language } from '@gwp/contracts'
import naskhBold from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff2?url'
import naskhRegular from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2?url'

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
