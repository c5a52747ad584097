import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

import { ResponsiveImage } from '#app/components/ui/responsive-image'
import { blogPath } from '#app/features/blogs/utils/blog-paths'
import { fallbackLang } from '#app/i18n/fallback-lang'
import { useI18n } from '#app/i18n/use-i18n'

/** What a card shows of a post: the list page sends no full texts, only excerpts. */
export interface BlogCardData {
  _id: string
  title: string
  image: string
  excerpt: string
  createdAt: string
  /** The publication date as people write it (formatted on the server). */
  published: string
  /** Fields that came in English on a /ur or /ar page (`title`, `content`: the excerpt). */
  untranslated?: string[] | undefined
}

/** `sizes` for a card in the 1 / 2-column blog grid inside the 1280 px page. */
const BLOG_GRID_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw'

/** One post in the list: picture, date, title, excerpt and Read More, all leading to `/single-blog/{id}`. */
export function BlogCard({ blog, eager = false }: { blog: BlogCardData; eager?: boolean }) {
  const { t, localPath } = useI18n()
  const href = localPath(blogPath(blog._id))
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      {/* The picture repeats the title link: one tab stop less, the same place to go. */}
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="block aspect-[16/10] overflow-hidden bg-brand-50"
      >
        <ResponsiveImage
          path={blog.image}
          alt=""
          width={600}
          height={375}
          sizes={BLOG_GRID_SIZES}
          eager={eager}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
      </Link>
      <div className="flex flex-1 flex-col p-6">
        {blog.published && (
          <p className="text-xs font-semibold tracking-widest text-accent-600 uppercase">
            <time dateTime={blog.createdAt}>{blog.published}</time>
          </p>
        )}
        <h3
          lang={fallbackLang(blog, 'title')}
          className="mt-2 text-xl leading-snug font-bold break-words text-brand-900"
        >
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {blog.title}
          </Link>
        </h3>
        <p lang={fallbackLang(blog, 'content')} className="mt-3 leading-relaxed text-slate-600">
          {blog.excerpt}
        </p>
        <Link
          to={href}
          className="mt-auto inline-flex w-fit items-center gap-2 self-start pt-5 font-semibold text-brand-700 hover:text-brand-900"
        >
          {t('Read More')}
          <span className="sr-only"> {t('about {title}', { title: blog.title })}</span>
          <ArrowRight
            aria-hidden="true"
            className="h-4 w-4 transition group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
          />
        </Link>
      </div>
    </article>
  )
}
