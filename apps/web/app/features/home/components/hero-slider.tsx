import { IMAGE_KINDS, heroVariantUrl } from '@gwp/contracts'
import { useEffect, useState, type KeyboardEvent } from 'react'
import { Link } from 'react-router'

import { useImageFailure } from '#app/components/ui/use-image-failure'
import { formatNumber } from '#app/i18n/format-number'
import { directionOf } from '#app/i18n/languages'
import { useI18n } from '#app/i18n/use-i18n'
import { HERO_SLIDES } from './hero-slides'

export const HERO_ADVANCE_MS = 7_000

/**
 * One slide's picture, behind its text. The alt text is empty on purpose (WCAG 1.1.1, decorative
 * image): the heading, description and button beside it carry the slide's message, and the picture is
 * whatever file the company puts in the hero folder, so no text written here could describe it; a
 * wrong description is worse than none. When the file is missing the request fails and the element
 * is removed (Chrome would still draw a faint broken-image sign): the slide's gradient shows instead.
 */
function HeroPicture({ slide, priority, fetchNow }: { slide: number; priority: boolean; fetchNow: boolean }) {
  const { failed, onError, ref } = useImageFailure()
  if (failed) return null
  return (
    <img
      ref={ref}
      onError={onError}
      // `loading` before `src`, so a browser creating the element never starts an eager fetch first.
      loading={priority || fetchNow ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      src={heroVariantUrl(slide, 800)}
      srcSet={IMAGE_KINDS.hero.variantWidths
        .map((width) => `${heroVariantUrl(slide, width)} ${width}w`)
        .join(', ')}
      sizes="100vw"
      // The variants' shape (16:9). The element is laid over the slide, so the picture arriving never
      // moves anything; the slide's height comes from its text.
      width={1600}
      height={900}
      alt=""
      // The crop keeps the picture's right side, clear of the text; right to left the text starts on the
      // right, so the crop keeps the left. Never mirrored: the labels on the products would read backwards.
      className="absolute inset-0 -z-20 h-full w-full object-cover object-[72%_50%] md:object-[70%_55%] rtl:object-[28%_50%] rtl:md:object-[30%_55%]"
    />
  )
}

/**
 * Four slides that advance every 7 s; the navigator buttons jump to a slide and restart the timer.
 * The first slide's picture is the page's main image: in the server's HTML, fetched early with high
 * priority. The others wait (loading="lazy" in hidden slides) until the page has finished loading;
 * then the next slide's picture is fetched, so it is there when the slide turns. Right to left the
 * text, its shade and the navigator start on the right.
 */
export function HeroSlider() {
  const { t, language, localPath } = useI18n()
  const [active, setActive] = useState(0)
  const [pageLoaded, setPageLoaded] = useState(false)
  const next = (active + 1) % HERO_SLIDES.length
  const rtl = directionOf(language) === 'rtl'

  // Arrow keys move between the navigator's buttons in the order the reader sees them (right to left
  // in Urdu and Arabic), choosing the slide as they go.
  const onNavigatorKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1
    const to = (active + step + HERO_SLIDES.length) % HERO_SLIDES.length
    setActive(to)
    event.currentTarget.querySelectorAll('button')[to]?.focus()
  }

  useEffect(() => {
    const timer = window.setTimeout(() => setActive((i) => (i + 1) % HERO_SLIDES.length), HERO_ADVANCE_MS)
    return () => window.clearTimeout(timer)
  }, [active])

  useEffect(() => {
    const loaded = () => setPageLoaded(true)
    if (document.readyState === 'complete') {
      const timer = window.setTimeout(loaded, 0)
      return () => window.clearTimeout(timer)
    }
    window.addEventListener('load', loaded, { once: true })
    return () => window.removeEventListener('load', loaded)
  }, [])

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('Highlights')}
      className="relative isolate overflow-hidden bg-brand-900"
    >
      {HERO_SLIDES.map((slide, index) => (
        <div
          key={slide.navigator}
          role="group"
          aria-roledescription="slide"
          aria-label={t('{position} of {total}', {
            position: formatNumber(language, index + 1),
            total: formatNumber(language, HERO_SLIDES.length),
          })}
          hidden={index !== active}
          className={`relative isolate bg-gradient-to-br ${slide.tone} text-white`}
        >
          <HeroPicture slide={index + 1} priority={index === 0} fetchNow={pageLoaded && index === next} />
          <div
            aria-hidden="true"
            className={`absolute inset-0 -z-10 bg-gradient-to-r rtl:bg-gradient-to-l ${slide.shade}`}
          />
          <div className="mx-auto flex min-h-[520px] max-w-7xl items-center px-4 pt-14 pb-24 lg:min-h-[560px]">
            <div className="max-w-2xl">
              <p className="text-sm font-semibold tracking-widest rtl:tracking-normal text-white/85 uppercase">
                {t(slide.navigator)}
              </p>
              <h1 className="mt-3 text-4xl font-extrabold text-balance drop-shadow-sm md:text-5xl">
                {t(slide.heading)}
              </h1>
              <p className="mt-4 max-w-xl text-lg text-white/90">{t(slide.description)}</p>
              <Link
                to={localPath(slide.to)}
                className="mt-8 inline-block w-fit rounded-full bg-white px-6 py-3 font-semibold text-brand-800 shadow-lg shadow-black/20 hover:bg-brand-50"
              >
                {t(slide.button)}
              </Link>
            </div>
          </div>
        </div>
      ))}
      {/* Keeps the navigator readable over the bright bottom of a picture. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-black/45 to-transparent"
      />
      {/* A keyboard shortcut between the buttons inside, each of which stays reachable with Tab. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        className="absolute inset-x-0 bottom-4 flex justify-center gap-2 px-4"
        role="group"
        onKeyDown={onNavigatorKey}
        aria-label={t('Choose a slide')}
      >
        {HERO_SLIDES.map((slide, index) => (
          <button
            key={slide.navigator}
            type="button"
            onClick={() => setActive(index)}
            aria-pressed={index === active}
            className={`rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap transition ${
              index === active
                ? 'bg-white text-brand-800'
                : 'bg-white/20 text-white backdrop-blur-sm hover:bg-white/30'
            }`}
          >
            {t(slide.navigator)}
          </button>
        ))}
      </div>
    </section>
  )
}
