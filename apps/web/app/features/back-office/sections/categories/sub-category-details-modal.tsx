import type { SubCategory } from '@gwp/contracts'

import { Modal } from '#app/components/ui/modal'
import { formatDateTime } from '#app/utils/dates'
import { CatalogDetails } from './catalog-details'

/**
 * View sub-category (docs/requirements/categories.md#categories-section, #fields): image, name, description
 * and when it was made.
 */
export function SubCategoryDetailsModal({
  subCategory,
  onClose,
}: {
  subCategory: SubCategory | null
  onClose: () => void
}) {
  return (
    <Modal open={subCategory !== null} title="Sub Category Details" onClose={onClose}>
      {subCategory && (
        <CatalogDetails
          image={subCategory.image}
          name={subCategory.name}
          rows={[
            ['Name', subCategory.name],
            ['Description', subCategory.description],
            ['Created At', formatDateTime(subCategory.createdAt)],
          ]}
        />
      )}
    </Modal>
  )
}
