import type { Category } from '@gwp/contracts'

import { Modal } from '#app/components/ui/modal'
import { formatDateTime } from '#app/utils/dates'
import { CatalogDetails } from './catalog-details'

/** View category (docs/requirements/categories.md#categories-section): image, name, description and dates. */
export function CategoryDetailsModal({
  category,
  onClose,
}: {
  category: Category | null
  onClose: () => void
}) {
  return (
    <Modal open={category !== null} title="Category Details" onClose={onClose}>
      {category && (
        <CatalogDetails
          image={category.image}
          name={category.name}
          rows={[
            ['Name', category.name],
            ['Description', category.description],
            ['Created At', formatDateTime(category.createdAt)],
            ['Updated At', formatDateTime(category.updatedAt)],
          ]}
        />
      )}
    </Modal>
  )
}
