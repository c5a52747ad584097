import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState } from 'react'

import { ResponsiveImage } from '#app/components/ui/responsive-image'

/**
 * A product's images one at a time (docs/requirements/products.md#products-section):
 * previous and next buttons that wrap around, a thumbnail per image, and the arrow keys, Home and End
 * on any of those controls. The position is announced politely as it changes.
 */
export function ProductImageCarousel({ name, images }: { name: string; images: readonly string[] }) {
  const [index, setIndex] = useState(0)
  const count = images.length
  const shown = Math.min(index, Math.max(0, count - 1))
  const several = count > 1
  const go = (to: number) => setIndex(((to % count) + count) % count)

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!several) return
    const moves: Record<string, number> = {
      ArrowLeft: shown - 1,
      ArrowRight: shown + 1,
      Home: 0,
      End: count - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    go(target)
  }

  const arrow =
    'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-800 shadow ring-1 ring-slate-200 hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none'

  return (
    <section aria-roledescription="carousel" aria-label={`Images of ${name}`}>
      <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        <div aria-roledescription="slide" aria-label={`${shown + 1} of ${Math.max(count, 1)}`} role="group">
          <ResponsiveImage
            // A new element per image, so a broken one's placeholder does not stick to the next.
            key={images[shown] ?? 'none'}
            path={images[shown]}
            alt={several ? `${name}, image ${shown + 1} of ${count}` : name}
            width={800}
            height={800}
            sizes="(min-width: 768px) 17rem, 90vw"
            eager
            className="aspect-square w-full object-contain"
          />
        </div>
        {several && (
          <>
            <button
              type="button"
              onClick={() => go(shown - 1)}
              onKeyDown={onKeyDown}
              aria-label="Previous image"
              className={`${arrow} left-2`}
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              onClick={() => go(shown + 1)}
              onKeyDown={onKeyDown}
              aria-label="Next image"
              className={`${arrow} right-2`}
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
          </>
        )}
      </div>
      {several && (
        <>
          <p className="sr-only" aria-live="polite">
            Image {shown + 1} of {count}
          </p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2" aria-label="Choose an image">
            {images.map((image, position) => (
              <li key={`${position}-${image}`}>
                <button
                  type="button"
                  onClick={() => go(position)}
                  onKeyDown={onKeyDown}
                  aria-label={`Show image ${position + 1} of ${count}`}
                  aria-current={position === shown ? 'true' : undefined}
                  className={`block overflow-hidden rounded-lg border-2 bg-slate-50 transition focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none ${
                    position === shown ? 'border-brand-600' : 'border-slate-200 hover:border-brand-400'
                  }`}
                >
                  <ResponsiveImage
                    path={image}
                    alt=""
                    width={400}
                    height={400}
                    sizes="4rem"
                    eager
                    className="h-14 w-14 object-contain"
                  />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
