import { ArrowLeft, CalendarDays, UserRound } from 'lucide-react'
import { Link } from 'react-router'

import { ResponsiveImage } from '#app/components/ui/responsive-image'
import type { BlogPost } from '#app/features/blogs/api/get-blog-page.server'
import { contentParagraphs } from '#app/features/blogs/utils/content-paragraphs'
import { fallbackLang } from '#app/i18n/fallback-lang'
import { useI18n } from '#app/i18n/use-i18n'

/**
 * One post: title, author, date, picture and the text. The content is plain text, shown as text
 * (React escapes it); blank lines make paragraphs and single line breaks are kept.
 */
export function BlogArticle({ blog, published }: { blog: BlogPost; published: string }) {
  const { t, localPath } = useI18n()
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <header>
        <h1
          lang={fallbackLang(blog, 'title')}
          className="text-3xl leading-tight font-extrabold break-words text-brand-900 md:text-5xl"
        >
          {blog.title}
        </h1>
        <dl className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-600">
          <div className="flex items-center gap-2">
            <dt>
              <UserRound aria-hidden="true" className="h-4 w-4 text-brand-600" />
              <span className="sr-only">{t('Author')}</span>
            </dt>
            <dd className="font-semibold text-slate-800">{blog.author.name}</dd>
          </div>
          {published && (
            <div className="flex items-center gap-2">
              <dt>
                <CalendarDays aria-hidden="true" className="h-4 w-4 text-brand-600" />
                <span className="sr-only">{t('Published')}</span>
              </dt>
              <dd>
                <time dateTime={blog.createdAt}>{published}</time>
              </dd>
            </div>
          )}
        </dl>
      </header>
      <div className="mt-8 aspect-[3/2] overflow-hidden rounded-2xl bg-brand-50 shadow-sm">
        <ResponsiveImage
          path={blog.image}
          alt={blog.title}
          width={1200}
          height={800}
          sizes="(min-width: 768px) 736px, 100vw"
          priority
          className="h-full w-full object-cover"
        />
      </div>
      <div
        lang={fallbackLang(blog, 'content')}
        className="mt-10 space-y-5 text-lg leading-relaxed text-slate-700"
      >
        {contentParagraphs(blog.content).map((paragraph, index) => (
          <p key={index} className="break-words whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
      <footer className="mt-12 border-t border-slate-200 pt-6">
        <Link
          to={localPath('/blogs')}
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
          {t('All blogs')}
        </Link>
      </footer>
    </article>
  )
}
