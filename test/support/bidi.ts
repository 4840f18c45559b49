/**
 * Checks, in a real browser, that outside text cannot reorder the kit's words
 * (issue 28): where each character is drawn, and which bidi paragraph or
 * isolate each piece of outside text sits in.
 */

/** The characters that open an embedding, an override or an isolate (and close one). */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/

/** Right-to-left override, embedding and isolate: outside text that ends in one turns round what follows it in its paragraph. */
export const RLO = '\u202E'
export const RLE = '\u202B'
export const RLI = '\u2067'

/** Characters nobody sees: direction marks and spaces (a collapsed space has no box). */
const UNSEEN = /[\u200E\u200F\u202A-\u202E\u2066-\u2069\s]/

interface Drawn {
  readonly ch: string
  readonly x: number
  readonly top: number
  readonly bottom: number
}

/** Each visible character under `root` (none inside `.pk-visually-hidden`), in document order, with where it is drawn. */
function drawn(root: Element): Drawn[] {
  const out: Drawn[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text
    if (text.parentElement?.closest('.pk-visually-hidden')) continue
    for (let i = 0; i < text.data.length; i++) {
      const ch = text.data[i]!
      if (UNSEEN.test(ch)) continue
      const range = document.createRange()
      range.setStart(text, i)
      range.setEnd(text, i + 1)
      const r = range.getBoundingClientRect()
      if (r.width === 0) continue
      out.push({ ch, x: r.left + r.width / 2, top: r.top, bottom: r.bottom })
    }
  }
  return out
}

/**
 * The visible characters of a one-line element as the eye reads them (left
 * to right) and as they are written (document order), spaces and direction
 * marks left out: equal when nothing was turned round. Throws when the
 * element's text takes more than one line (the check needs one).
 */
export function readingOrder(root: Element): { visual: string; logical: string } {
  const chars = drawn(root)
  const first = chars[0]
  for (const c of chars) {
    const middle = (c.top + c.bottom) / 2
    if (first && (middle < first.top || middle > first.bottom)) {
      throw new Error(`"${root.textContent}" takes more than one line`)
    }
  }
  return {
    logical: chars.map((c) => c.ch).join(''),
    visual: [...chars]
      .sort((a, b) => a.x - b.x)
      .map((c) => c.ch)
      .join(''),
  }
}

/** The box of the first occurrence of `text` in `root`'s text, across its nodes. */
export function textBox(root: Element, text: string): DOMRect {
  const nodes: Text[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text)
  const whole = nodes.map((n) => n.data).join('')
  const start = whole.indexOf(text)
  if (start < 0) throw new Error(`"${text}" is not in "${whole}"`)
  const at = (offset: number): [Text, number] => {
    let seen = 0
    for (const n of nodes) {
      if (offset <= seen + n.data.length) return [n, offset - seen]
      seen += n.data.length
    }
    throw new Error('past the end')
  }
  const range = document.createRange()
  range.setStart(...at(start))
  range.setEnd(...at(start + text.length))
  return range.getBoundingClientRect()
}

const ISOLATING = new Set(['isolate', 'isolate-override', 'plaintext'])

/**
 * Every text node under `root` that holds a direction control (which only
 * outside text brings) and is not set apart from the kit's words: its text
 * is not one of the `outside` values as a whole (it was joined with the
 * kit's words into one text node), or its nearest ancestor that isolates
 * (`unicode-bidi: isolate`, `<bdi>`) or is not inline (a block, a flex or
 * grid item: a paragraph of its own) holds more than it. Empty when every
 * piece of outside text is alone in its paragraph or isolate.
 */
export function unisolated(root: Element, outside: readonly (string | RegExp)[]): string[] {
  const out: string[] = []
  const known = (text: string) =>
    outside.some((v) =>
      typeof v === 'string' ? v === text : new RegExp(`^(?:${v.source})$`).test(text),
    )
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text
    // A text area's value is what the user types, not text laid out.
    if (!BIDI_CONTROLS.test(text.data) || text.parentElement?.tagName === 'TEXTAREA') continue
    if (!known(text.data.trim())) {
      out.push(`${JSON.stringify(text.data)}: joined with other text in one node`)
      continue
    }
    let box = text.parentElement
    while (box && box !== root) {
      const style = getComputedStyle(box)
      if (ISOLATING.has(style.unicodeBidi)) break
      if (style.display !== 'inline' && style.display !== 'contents') break
      box = box.parentElement
    }
    const around = (box ?? root).textContent ?? ''
    if (around.trim() !== text.data.trim()) {
      out.push(
        `${JSON.stringify(text.data)} in <${box?.tagName.toLowerCase()}> ${JSON.stringify(around)}`,
      )
    }
  }
  return out
}
