import { useState } from 'react'

import { ResponsiveImage } from '#app/components/ui/responsive-image'
import { formatNumber } from '#app/i18n/format-number'
import { useI18n } from '#app/i18n/use-i18n'

/**
 * The large image and, when there are several, thumbnails that choose it
 * (docs/requirements/products.md#product-page). The first image is the page's main picture, so it loads
 * eagerly with high priority. The thumbnails follow the reading direction (right to left in Urdu and
 * Arabic), as the page around them does.
 */
export function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const [selected, setSelected] = useState(0)
  const { t, language } = useI18n()
  const current = images[selected] ?? images[0]
  const total = formatNumber(language, images.length)

  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-50">
        <ResponsiveImage
          path={current}
          alt={
            images.length > 1
              ? t('{name}, image {position} of {total}', {
                  name,
                  position: formatNumber(language, selected + 1),
                  total,
                })
              : name
          }
          width={800}
          height={800}
          sizes="(min-width: 1024px) 36rem, (min-width: 768px) 50vw, 100vw"
          priority={selected === 0}
          className="aspect-square w-full object-contain"
        />
      </div>
      {images.length > 1 && (
        // The thumbnails are a named group of buttons: screen readers announce a group's name.
        <div role="group" className="flex flex-wrap gap-3" aria-label={t('{name} images', { name })}>
          {images.map((image, index) => (
            <button
              key={`${index}-${image}`}
              type="button"
              onClick={() => setSelected(index)}
              aria-pressed={index === selected}
              aria-label={t('Show image {position} of {total}', {
                position: formatNumber(language, index + 1),
                total,
              })}
              className={`block overflow-hidden rounded-xl border-2 bg-slate-50 transition ${
                index === selected
                  ? 'border-brand-600 ring-2 ring-brand-100'
                  : 'border-slate-200 hover:border-brand-600'
              }`}
            >
              <ResponsiveImage
                path={image}
                alt=""
                width={400}
                height={400}
                sizes="5rem"
                className="h-20 w-20 object-contain"
              />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
