/**
 * The rules for untrusted metadata (decisions.md §11). Every URL and colour
 * that comes from token metadata passes through here before it reaches the
 * DOM; names and descriptions are rendered as text by React and never as HTML.
 */

/** The default IPFS gateway: `ipfs://<cid>/<path>` becomes `<gateway><cid>/<path>`. */
export const DEFAULT_IPFS_GATEWAY = 'https://ipfs.io/ipfs/'

const ALLOWED = /^(https?|ipfs):/i

/**
 * The URL to load for an untrusted media or link URL, or `undefined` when it
 * must not be followed: only `https:`, `http:` and `ipfs:` are followed
 * (`ipfs:` through `gateway`); `javascript:`, `data:`, `vbscript:`, relative
 * URLs and anything that does not parse are refused, as is an `ipfs:` URL when
 * the gateway itself is not an http(s) URL. Whitespace and control characters
 * that browsers strip before parsing are taken into account.
 *
 * @example
 * ```ts
 * safeUrl('ipfs://bafy…/1.png') // 'https://ipfs.io/ipfs/bafy…/1.png'
 * safeUrl('javascript:alert(1)') // undefined
 * ```
 */
export function safeUrl(
  value: unknown,
  gateway: string = DEFAULT_IPFS_GATEWAY,
): string | undefined {
  if (typeof value !== 'string' || value.length > 8192) return undefined
  // Browsers drop leading/trailing C0 controls and spaces, and tabs/newlines anywhere.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what is stripped
  const text = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '')
  if (!ALLOWED.test(text)) return undefined
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.protocol === 'ipfs:') {
    const path = text.slice('ipfs://'.length).replace(/^ipfs\//, '')
    if (!path || /[\s"'<>\\]/.test(path)) return undefined
    // The gateway is configuration, but it must still be an http(s) URL.
    const base = /^https?:\/\//i.test(gateway) ? safeUrl(gateway) : undefined
    return base ? `${base.replace(/\/?$/, '/')}${path}` : undefined
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
}

/**
 * The CSS colour for an untrusted `backgroundColor`, or `undefined`: only a
 * 3- or 6-digit hex colour, with or without `#`, is used (decisions.md §11).
 *
 * @example
 * ```ts
 * safeColor('ff8800') // '#ff8800'
 * safeColor('red;background:url(javascript:…)') // undefined
 * ```
 */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)
  return match ? `#${match[1]!.toLowerCase()}` : undefined
}

/**
 * An SVG document shown as an image: a `data:` URL for an `<img>`, in which
 * no script of the SVG can ever run and no external resource is loaded.
 *
 * @example
 * ```tsx
 * <img src={svgImageUrl(metadata.imageData)} alt="" />
 * ```
 */
export function svgImageUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/**
 * Text from metadata, cut to a length a layout can hold (names of 100,000 characters exist).
 *
 * @example
 * ```ts
 * <h3>{clampText(metadata.name, 80)}</h3>
 * ```
 */
export function clampText(value: unknown, max = 200): string {
  if (typeof value !== 'string') return ''
  return value.length > max ? `${value.slice(0, max - 1)}…` : value
}
