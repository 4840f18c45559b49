/**
 * `fillIsolated`: the kit's words with outside text in them, each value a
 * `<bdi>` of its own and the words text nodes of their own (issue 28).
 */
import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { fillIsolated } from './fillIsolated.js'
import { fill } from './strings.js'

const RLO = '\u202E'

test('each value in a <bdi> of its own, the words around it text nodes of their own', () => {
  const { container } = render(
    <p>
      {fillIsolated('on {marketplace} · ends {time}', {
        marketplace: `Market${RLO}`,
        time: 'soon',
      })}
    </p>,
  )
  const p = container.querySelector('p')!
  expect(p.innerHTML).toBe(`on <bdi>Market${RLO}</bdi> · ends <bdi>soon</bdi>`)
  expect([...p.childNodes].map((n) => n.nodeName)).toEqual(['#text', 'BDI', '#text', 'BDI'])
})

test('reads as fill writes: the same text, a placeholder without a value left as written', () => {
  const cases: [string, Record<string, string>][] = [
    ['{count} available', { count: '3' }],
    ['Step {n}: {kind}', { n: '1' }],
    ['{a}{a} {b}', { a: 'x', b: 'y' }],
    ['no placeholder', { a: 'x' }],
    ['{__proto__} {constructor} {toString}', {}],
    ['', {}],
  ]
  for (const [template, values] of cases) {
    const { container, unmount } = render(<p>{fillIsolated(template, values)}</p>)
    expect(container.textContent).toBe(fill(template, values))
    unmount()
  }
})

test('a value may be markup of its own', () => {
  const { container } = render(
    <p>{fillIsolated('at {price}', { price: <span className="x">1.5</span> })}</p>,
  )
  expect(container.querySelector('bdi > span.x')?.textContent).toBe('1.5')
})
