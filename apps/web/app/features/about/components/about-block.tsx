import type { ReactNode } from 'react'

import { Illustration } from './illustration'

interface AboutBlockProps {
  /** Id of the heading, which names the section. */
  id: string
  eyebrow: string
  title: string
  image: { src: string; alt: string }
  /**
   * Picture first on wide screens, on the left (on the right in Urdu and Arabic: the grid follows the
   * reading direction); the blocks alternate sides.
   */
  imageFirst?: boolean
  /** In the first screenful: the picture loads without waiting for layout. */
  eager?: boolean
  children: ReactNode
}

/** A text-and-image block of the About page: side by side on wide screens, stacked on phones. */
export function AboutBlock({
  id,
  eyebrow,
  title,
  image,
  imageFirst = false,
  eager = false,
  children,
}: AboutBlockProps) {
  return (
    <section
      aria-labelledby={id}
      className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-2 lg:gap-16"
    >
      <div className={imageFirst ? 'md:order-2' : undefined}>
        <p className="text-sm font-semibold tracking-widest rtl:tracking-normal text-accent-600 uppercase">
          {eyebrow}
        </p>
        <h2 id={id} className="mt-2 text-3xl font-extrabold text-brand-900 md:text-4xl">
          {title}
        </h2>
        <div className="mt-5 space-y-4 leading-relaxed text-slate-700">{children}</div>
      </div>
      <div className={imageFirst ? 'md:order-1' : undefined}>
        <Illustration
          src={image.src}
          alt={image.alt}
          width={640}
          height={480}
          loading={eager ? 'eager' : 'lazy'}
          className="h-auto w-full rounded-3xl shadow-sm"
        />
      </div>
    </section>
  )
}
