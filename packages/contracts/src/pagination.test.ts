import { describe, expect, it } from 'vitest'

import { PAGE_SIZE } from './constants.js'
import { pageButtons, pageView, parsePageParam } from './pagination.js'

describe('pageView', () => {
  it('shows rows 1 to 6 of 14 on the first page', () => {
    expect(pageView(14, 1, PAGE_SIZE.products)).toEqual({
      page: 1,
      totalPages: 3,
      start: 0,
      end: 6,
      from: 1,
      to: 6,
    })
  })

  it('ends the last page at the last row', () => {
    expect(pageView(14, 3, 6)).toMatchObject({ page: 3, start: 12, end: 14, from: 13, to: 14 })
  })

  it('fills a page exactly when the total is a multiple of the page size', () => {
    expect(pageView(12, 2, 6)).toMatchObject({ page: 2, totalPages: 2, from: 7, to: 12 })
  })

  it('clamps a page past the end to the last page', () => {
    expect(pageView(14, 99, 6)).toMatchObject({ page: 3, from: 13, to: 14 })
  })

  it.each([0, -2, Number.NaN, Number.POSITIVE_INFINITY])('shows page 1 for %s', (requested) => {
    expect(pageView(14, requested, 6).page).toBe(1)
  })

  it('drops the fraction of a fractional page', () => {
    expect(pageView(14, 2.7, 6).page).toBe(2)
  })

  it('gives an empty list one page and the numbers 0 to 0', () => {
    expect(pageView(0, 1, 6)).toEqual({ page: 1, totalPages: 1, start: 0, end: 0, from: 0, to: 0 })
  })
})

describe('pageButtons', () => {
  it('shows every page when there are 2 or fewer', () => {
    expect(pageButtons(1, 1)).toEqual([1])
    expect(pageButtons(1, 2)).toEqual([1, 2])
    expect(pageButtons(2, 2)).toEqual([1, 2])
  })

  it('shows the previous, current and next page when there are more', () => {
    expect(pageButtons(3, 5)).toEqual([2, 3, 4])
  })

  it('has no previous on the first page and no next on the last', () => {
    expect(pageButtons(1, 5)).toEqual([1, 2])
    expect(pageButtons(5, 5)).toEqual([4, 5])
  })

  it('shows nothing when there are no pages', () => {
    expect(pageButtons(1, 0)).toEqual([])
  })
})

describe('parsePageParam', () => {
  it.each([
    ['2', 2],
    ['10', 10],
    [null, 1],
    [undefined, 1],
    ['', 1],
    ['abc', 1],
    ['-3', -3],
  ] as const)('%s → %s', (value, page) => {
    expect(parsePageParam(value)).toBe(page)
  })
})
