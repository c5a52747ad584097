import { ProfileFieldSchemas } from '@gwp/contracts'
import { z } from 'zod'

export type ProfileField = keyof typeof ProfileFieldSchemas
/** The three fields, and the current password an e-mail change asks for. */
export type ProfileValues = Record<ProfileField | 'currentPassword', string>

/**
 * The three fields the spec lets an admin change on their own profile
 * (docs/requirements/back-office.md#shell).
 */
export const EDITABLE: ReadonlyArray<{
  key: ProfileField
  label: string
  name: string
  type: string
  autoComplete: string
  inputMode?: 'email' | 'tel' | 'text'
}> = [
  { key: 'email', label: 'Email', name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  {
    key: 'contactNumber',
    label: 'Contact Number',
    name: 'contact number',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
  },
  { key: 'address', label: 'Address', name: 'address', type: 'text', autoComplete: 'address-line1' },
]

export const EDITABLE_KEYS = EDITABLE.map((field) => field.key)

/**
 * Only the fields being edited are checked: an untouched value was accepted when the account was
 * made (Add Admin allows e-mails that do not end in .com), and must not block a change to another.
 * The current password is only checked by the server; an empty one keeps Update disabled.
 */
export function profileFormSchema(editing: ReadonlySet<ProfileField>) {
  const rule = (key: ProfileField) => (editing.has(key) ? ProfileFieldSchemas[key] : z.string())
  return z.object({
    email: rule('email'),
    contactNumber: rule('contactNumber'),
    address: rule('address'),
    currentPassword: z.string(),
  })
}
