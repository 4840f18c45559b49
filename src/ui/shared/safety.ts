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
 * URLs and anything that does not parse are refused. An `ipfs:` URL resolves
 * only inside the gateway's path: one whose path could leave it (`.` or `..`
 * segments, plain or percent-encoded, encoded slashes or backslashes), has no
 * CID, or goes through a gateway that is not an http(s) URL is refused the
 * same way. Whitespace and control characters that browsers strip before
 * parsing are taken into account.
 *
 * @example
 * ```ts
 * safeUrl('ipfs://bafy…/1.png') // 'https://ipfs.io/ipfs/bafy…/1.png'
 * safeUrl('ipfs://bafy…/../../api/logout') // undefined
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
  if (url.protocol === 'ipfs:') return ipfsUrl(text, gateway)
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
}

/** `ipfs://<cid>/<path>` (or `ipfs://ipfs/<cid>/<path>`) on the gateway, or `undefined`. */
function ipfsUrl(text: string, gateway: string): string | undefined {
  const match = /^ipfs:\/\/(?:ipfs\/)?([^?#]*)(.*)$/is.exec(text)
  if (!match || /[\s"'<>\\]/.test(text)) return undefined
  const [path, queryAndFragment] = [match[1]!, match[2]!]
  const [cid, ...segments] = path.split('/')
  // A CID is base32 or base58 text: anything else in its place is not one.
  if (!cid || !/^[a-z0-9]+$/i.test(cid) || !segments.every(staysInPlace)) return undefined
  const base = gatewayBase(gateway)
  if (!base) return undefined
  // Safe by construction; checked again on what a browser would request.
  let resolved: URL
  try {
    resolved = new URL(`${path}${queryAndFragment}`, base)
  } catch {
    return undefined
  }
  const after = resolved.pathname.slice(base.pathname.length + cid.length)
  const inside =
    resolved.origin === base.origin &&
    resolved.pathname.startsWith(`${base.pathname}${cid}`) &&
    (after === '' || after.startsWith('/'))
  return inside ? resolved.href : undefined
}

/** The gateway as a base URL ending in `/`: configuration, but still only an http(s) URL and a path. */
function gatewayBase(gateway: string): URL | undefined {
  const href = /^https?:\/\//i.test(gateway) ? safeUrl(gateway) : undefined
  if (!href) return undefined
  if (/[?#]/.test(href)) return undefined
  const base = new URL(href)
  base.pathname = base.pathname.replace(/\/?$/, '/')
  return base
}

/**
 * Whether a path segment stays where it is: not `.` or `..` (or any run of
 * dots), and no separator, once every percent-encoding is undone — gateways
 * and the servers behind them may decode more than once.
 */
function staysInPlace(segment: string): boolean {
  let decoded = segment
  for (let round = 0; /%[0-9a-f]{2}/i.test(decoded); round++) {
    if (round === 8) return false
    decoded = decoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    )
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: dots padded with what servers trim
  return !/[/\\]/.test(decoded) && !/^[\u0000-\u0020]*\.+[\u0000-\u0020]*$/.test(decoded)
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
  // A lone surrogate in metadata would make encodeURIComponent throw a URIError.
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(wellFormed(svg))}`
}

/**
 * `text` with every lone surrogate replaced by U+FFFD, as a URL writes it
 * (its UTF-8 cannot carry one) and as the interface's Go servers read JSON:
 * a filter read back from a link is then the filter written, and
 * `encodeURIComponent` never throws on metadata.
 */
export function wellFormed(text: string): string {
  if (!/[\uD800-\uDFFF]/.test(text)) return text
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    const next = text.charCodeAt(i + 1)
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += text[i]! + text[i + 1]!
      i++
    } else out += c >= 0xd800 && c <= 0xdfff ? '\uFFFD' : text[i]!
  }
  return out
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
