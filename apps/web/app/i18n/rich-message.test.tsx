import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { translatorFor } from './catalogues'
import { richMessage } from './rich-message'

describe('richMessage', () => {
  it('puts elements where the translation places their arguments', () => {
    const { container } = render(
      <p>{richMessage(translatorFor('ar'), '{name} (opens in a new tab)', { name: <b>Facebook</b> })}</p>,
    )
    expect(container.innerHTML).toBe('<p><b>Facebook</b> (يفتح في علامة تبويب جديدة)</p>')
  })

  it('gives the English text with the elements in place', () => {
    const { container } = render(
      <p>{richMessage(translatorFor('en'), '{name} (opens in a new tab)', { name: <b>X</b> })}</p>,
    )
    expect(container).toHaveTextContent('X (opens in a new tab)')
  })
})
