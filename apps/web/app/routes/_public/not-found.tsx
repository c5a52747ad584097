import { data } from 'react-router'

import { NotFound } from '#app/components/not-found'
import { metaTranslator, pageMeta } from '#app/utils/meta'
import type { Route } from './+types/not-found'

/** "Any other path": the not-found page, answered with HTTP 404 so search engines drop it. */
export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = metaTranslator({ location })
  return pageMeta(
    {
      title: t('Page not found'),
      description: t('The page you are looking for does not exist.'),
      noIndex: true,
    },
    { matches, location },
  )
}

export default function NotFoundRoute() {
  return <NotFound />
}
