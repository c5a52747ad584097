import { data } from 'react-router'

import { NotFound } from '#app/components/not-found'
import { pageMeta } from '#app/utils/meta'
import type { Route } from './+types/not-found'

/** "Any other path": the not-found page, answered with HTTP 404 so search engines drop it. */
export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    { title: 'Page not found', description: 'The page you are looking for does not exist.', noIndex: true },
    matches,
  )

export default function NotFoundRoute() {
  return <NotFound />
}
