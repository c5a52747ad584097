import { Search } from 'lucide-react'
import { useId, useState } from 'react'

import { useI18n } from '#app/i18n/use-i18n'

interface BlogSearchProps {
  /** The search in the URL (`?q=`). */
  query: string
  /** Called on every change of the text: the page filters as the visitor types. */
  onSearch: (query: string) => void
}

/**
 * The blog list's title search (docs/requirements/blogs.md#states). Before the page's script runs it is a
 * plain GET form, so Enter still loads `/blogs?q=…` from the server; after that it filters as you type.
 */
export function BlogSearch({ query, onSearch }: BlogSearchProps) {
  const { t, localPath } = useI18n()
  const inputId = useId()
  const [value, setValue] = useState(query)
  // The URL can change without typing (back, forward, the Blogs link): the box follows it.
  const [shownQuery, setShownQuery] = useState(query)
  if (query !== shownQuery) {
    setShownQuery(query)
    if (query.trim() !== value.trim()) setValue(query)
  }

  return (
    <form
      role="search"
      aria-label={t('Blogs')}
      action={localPath('/blogs')}
      method="get"
      onSubmit={(event) => event.preventDefault()}
      className="w-full md:max-w-sm"
    >
      <label htmlFor={inputId} className="sr-only">
        {t('Search blogs by title')}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type="search"
          name="q"
          value={value}
          onChange={(event) => {
            setValue(event.target.value)
            onSearch(event.target.value)
          }}
          placeholder={t('Search blogs…')}
          autoComplete="off"
          enterKeyHint="search"
          className="w-full rounded-full border border-slate-300 bg-white py-3 ps-12 pe-4 text-slate-800 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
        {/* The magnifier is the form's submit button: with the page's script it only confirms what
            typing has already shown; before it, it loads the search from the server as Enter does. */}
        <button
          type="submit"
          className="absolute top-1/2 start-2 -translate-y-1/2 rounded-full p-2 text-slate-400 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <Search aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only">{t('Search')}</span>
        </button>
      </div>
    </form>
  )
}
