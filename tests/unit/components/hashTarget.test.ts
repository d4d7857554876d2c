// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { hashTarget } from '../../../components/focusWithoutScrolling.ts'

describe('hashTarget', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    window.history.replaceState(null, '', '/')
  })

  it.each([
    ['/', null],
    ['/#', null],
    ['/#contato', 'contato'],
    ['/#fale%20conosco', 'fale conosco'],
    ['/#nenhuma', null],
  ])('at %s it is the element %s', (address, id) => {
    document.body.innerHTML = '<section id="contato"></section><section id="fale conosco"></section>'
    window.history.replaceState(null, '', address)
    expect(hashTarget()?.id ?? null).toBe(id)
  })
})
