import { useEffect, useState } from 'react'
import { Link } from 'react-router'

import { HeroArt } from './hero-art'
import { HERO_SLIDES } from './hero-slides'

export const HERO_ADVANCE_MS = 7_000

/** Four slides that advance every 7 s; the navigator buttons jump to a slide and restart the timer. */
export function HeroSlider() {
  const [active, setActive] = useState(0)

  useEffect(() => {
    const timer = window.setTimeout(() => setActive((i) => (i + 1) % HERO_SLIDES.length), HERO_ADVANCE_MS)
    return () => window.clearTimeout(timer)
  }, [active])

  return (
    <section aria-roledescription="carousel" aria-label="Highlights" className="relative overflow-hidden">
      {HERO_SLIDES.map((slide, index) => (
        <div
          key={slide.navigator}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${HERO_SLIDES.length}`}
          hidden={index !== active}
          className={`bg-gradient-to-br ${slide.tone} text-white`}
        >
          <div className="mx-auto flex min-h-[440px] max-w-7xl items-center justify-between gap-8 px-4 pt-14 pb-24 md:min-h-[480px]">
            <div>
              <p className="text-sm font-semibold tracking-widest text-white/80 uppercase">
                {slide.navigator}
              </p>
              <h1 className="mt-3 max-w-2xl text-4xl font-extrabold md:text-5xl">{slide.heading}</h1>
              <p className="mt-4 max-w-xl text-lg text-white/90">{slide.description}</p>
              <Link
                to={slide.to}
                className="mt-8 inline-block w-fit rounded-full bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {slide.button}
              </Link>
            </div>
            <HeroArt />
          </div>
        </div>
      ))}
      <div
        className="absolute inset-x-0 bottom-4 flex justify-center gap-2 px-4"
        role="group"
        aria-label="Choose a slide"
      >
        {HERO_SLIDES.map((slide, index) => (
          <button
            key={slide.navigator}
            type="button"
            onClick={() => setActive(index)}
            aria-pressed={index === active}
            className={`rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap transition ${
              index === active ? 'bg-white text-brand-800' : 'bg-white/20 text-white hover:bg-white/30'
            }`}
          >
            {slide.navigator}
          </button>
        ))}
      </div>
    </section>
  )
}
