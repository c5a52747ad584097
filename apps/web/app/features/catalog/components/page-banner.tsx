import { Breadcrumb, type Crumb } from './breadcrumb'

/**
 * The brand-coloured band at the top of a catalogue page: its title and where it sits in the site.
 * Here and in the pages' eyebrows, Urdu and Arabic set no letter-spacing (`rtl:tracking-normal`): it
 * pulls the joined letters of the Arabic script apart.
 */
export function PageBanner({
  title,
  titleLang,
  crumbs,
  children,
}: {
  title: string
  /** `en` when the title is content the API left in English on an Urdu or Arabic page. */
  titleLang?: string
  crumbs: Crumb[]
  children?: React.ReactNode
}) {
  return (
    <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        <Breadcrumb crumbs={crumbs} tone="light" />
        <h1
          lang={titleLang}
          className="mt-3 text-3xl font-extrabold tracking-tight rtl:tracking-normal md:text-5xl"
        >
          {title}
        </h1>
        {children}
      </div>
    </section>
  )
}
