import { PRODUCT_LIMITS } from '@gwp/contracts'
import { Controller, useFormContext, useWatch } from 'react-hook-form'

import { FormField } from '#app/components/ui/form-field'
import { SelectField } from '#app/components/ui/select-field'
import { TextAreaField } from '#app/components/ui/text-area-field'
import { useGetAllCategoriesQuery } from '#app/features/back-office/api/categories'
import { useGetSubCategoriesByCategoryQuery } from '#app/features/back-office/api/sub-categories'
import { ColorPicker } from './color-picker'
import type { ProductFormValues } from './product-form'

/**
 * Step one's fields after the images, shared by add and edit: category, the category's optional
 * sub-category (cleared when the category changes), name, description with its x/500 counter, and
 * the colours.
 */
export function ProductMainFields({ disabled = false }: { disabled?: boolean }) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<ProductFormValues>()
  const category = useWatch({ control, name: 'category' })
  const description = useWatch({ control, name: 'description' }) ?? ''
  const categories = useGetAllCategoriesQuery()
  const subCategories = useGetSubCategoriesByCategoryQuery(category, { skip: !category })
  const subCategoryHint = !category
    ? 'Choose a category first'
    : subCategories.isError
      ? 'Failed to fetch subcategories'
      : subCategories.data?.length === 0
        ? 'No sub-categories available.'
        : undefined

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="category"
          render={({ field, fieldState }) => (
            <SelectField
              ref={field.ref}
              name={field.name}
              label="Category"
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value)
                // A sub-category belongs to one category: a new category starts without one.
                setValue('subCategory', '', { shouldDirty: true })
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              hint={categories.isError ? 'Failed to load categories' : undefined}
              disabled={disabled}
            >
              <option value="">{categories.isLoading ? 'Loading categories…' : 'Select a category'}</option>
              {categories.data?.map((option) => (
                <option key={option._id} value={option._id}>
                  {option.name}
                </option>
              ))}
            </SelectField>
          )}
        />
        <Controller
          control={control}
          name="subCategory"
          render={({ field, fieldState }) => (
            <SelectField
              ref={field.ref}
              name={field.name}
              label="Sub Category (optional)"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              hint={subCategoryHint}
              disabled={disabled || !category}
            >
              <option value="">{subCategories.isFetching ? 'Loading sub-categories…' : 'None'}</option>
              {category &&
                subCategories.data?.map((option) => (
                  <option key={option._id} value={option._id}>
                    {option.name}
                  </option>
                ))}
            </SelectField>
          )}
        />
      </div>
      <FormField
        label="Name"
        autoComplete="off"
        error={errors.name?.message}
        disabled={disabled}
        {...register('name')}
      />
      <TextAreaField
        label="Description"
        rows={4}
        error={errors.description?.message}
        counter={{ length: description.length, limit: PRODUCT_LIMITS.description }}
        disabled={disabled}
        {...register('description')}
      />
      <Controller
        control={control}
        name="colors"
        render={({ field, fieldState }) => (
          <ColorPicker
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  )
}
