/**
 * The emulator's HTTP front: it maps a `Request` to an operation and answers
 * the protocol errors of decisions.md §7 before any handler runs — unknown
 * route, wrong method, missing or foreign keys, a body that is not a JSON
 * object or is over 1 MiB, fields that fail the operation's own schema.
 */
import { kitIssueMessage, toFieldIssues } from '../core/transport/call.js'
import { readLimitedText } from '../shared/readLimitedText.js'
import type { RequestContext } from './context.js'
import { type EmulatedNetwork, findEmulatedNetwork, secretKeyHash } from './data/catalog.js'
import { EmulatorError, errorResponse, fail, json } from './errors.js'
import { HANDLERS_BY_ROUTE } from './handlers/index.js'
import { handleSignedCancel } from './marketplace/signedCancel.js'
import { type EmulatedOperation, isEmulatedOperation } from './operations.js'
import type { EmulatorState } from './state.js'
import { encodeStruct } from './wire/goJson.js'
import { normalizeRequest } from './wire/request.js'
import { AS_IS } from './wire/types.js'

/** The largest request body accepted (decisions.md §7). */
export const MAX_BODY_BYTES = 1024 * 1024

/** Where each group is mounted, and whether a network segment follows. */
const MOUNTS = {
  Relayer: ['relayer', true],
  Metadata: ['metadata', false],
  Marketplace: ['marketplace', true],
  Builder: ['api', false],
  API: ['api', false],
  Indexer: ['indexer', true],
} as const

interface Route {
  readonly key: EmulatedOperation
  readonly network: EmulatedNetwork | undefined
  readonly prefix: string
}

/**
 * Parses `<prefix>/<mount>[/<network>]/rpc/<Group>/<Operation>`; `WebrpcBadRoute`
 * when it is not one. The marketplace is also served without its network
 * segment, as the newer official clients call it: the network is then the
 * body's `chainId` (networkOfBody).
 */
function parseRoute(pathname: string): Route {
  const segments = pathname.split('/')
  const [group, operation] = segments.slice(-2)
  const mount = MOUNTS[group as keyof typeof MOUNTS]
  if (segments.at(-3) !== 'rpc' || !mount) fail('WebrpcBadRoute', `no operation at ${pathname}`)
  const [name, withNetwork] = mount
  const bare = group === 'Marketplace' && segments.at(-4) === name
  const perNetwork = withNetwork && !bare
  const at = segments.length - (perNetwork ? 5 : 4)
  if (segments[at] !== name) fail('WebrpcBadRoute', `no operation at ${pathname}`)
  let network: EmulatedNetwork | undefined
  if (perNetwork) {
    const ref = decodeURIComponent(segments[at + 1] ?? '')
    network = findEmulatedNetwork(ref)
    if (!network) fail('WebrpcBadRoute', `the emulator serves no network ${JSON.stringify(ref)}`)
  }
  const key = `${group}/${operation}`
  if (!isEmulatedOperation(key)) fail('WebrpcBadRoute', `unknown operation ${key}`)
  return { key, network, prefix: segments.slice(0, at).join('/') }
}

/**
 * The network of a marketplace call made without a network segment: the
 * body's `chainId` (any spelling, a number or a string), which the official
 * clients always send. `InvalidArgument` when it is missing or not served.
 */
function networkOfBody(group: string, body: Record<string, unknown>): EmulatedNetwork | undefined {
  if (group !== 'Marketplace') return undefined
  const key = Object.keys(body).find((k) => k.toLowerCase() === 'chainid')
  const ref = key === undefined ? undefined : body[key]
  if (typeof ref !== 'string' && typeof ref !== 'number') {
    return fail('InvalidArgument', 'chainId: required when the URL names no network')
  }
  const network = findEmulatedNetwork(String(ref))
  if (!network)
    fail('InvalidArgument', `chainId: the emulator serves no network ${JSON.stringify(ref)}`)
  return network
}

/**
 * Reads a JSON object body; `WebrpcBadRequest` when it is not one. A `null`
 * body is an empty object: the Go clients send it for an operation without
 * arguments (`Relayer/GetChainID`).
 */
async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await readLimitedText(request, MAX_BODY_BYTES)
  if (text === undefined) fail('WebrpcBadRequest', 'the request body is over 1 MiB')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    fail('WebrpcBadRequest', 'the request body is not JSON')
  }
  if (parsed === null) return {}
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    fail('WebrpcBadRequest', 'the request body must be a JSON object')
  }
  return parsed as Record<string, unknown>
}

/** The path of signed cancellations: `<prefix>/marketplace/<network>/orders/cancel`. */
const SIGNED_CANCEL = /\/marketplace\/([^/]+)\/orders\/cancel$/

/** Answers one request against `state`, serialized as `wire` says (emulator.ts). */
export async function route(
  state: EmulatorState,
  request: Request,
  wire: 'go' | 'plain' = 'go',
): Promise<Response> {
  try {
    // Reads see what has been mined: catch up with every followed chain first.
    for (const chain of state.chains.values()) await chain.sync().catch(() => {})
    const url = new URL(request.url)
    const cancel = SIGNED_CANCEL.exec(url.pathname)
    if (cancel) {
      const network = findEmulatedNetwork(decodeURIComponent(cancel[1]!))
      if (!network) fail('WebrpcBadRoute', `the emulator serves no network ${cancel[1]}`)
      if (request.method !== 'POST')
        fail('WebrpcBadMethod', `${request.method} is not allowed: use POST`)
      const body = await readJsonObject(request)
      return json(await handleSignedCancel(state, network, body, state.clock.now()))
    }
    const { key, network, prefix } = parseRoute(url.pathname)
    if (request.method !== 'POST')
      fail('WebrpcBadMethod', `${request.method} is not allowed: use POST`)

    const accessKey = request.headers.get('x-access-key')
    const project = state.projects.find((p) => p.accessKey === accessKey)
    if (!project) {
      fail('Unauthorized', accessKey ? 'unknown access key' : 'the X-Access-Key header is missing')
    }
    const handler = HANDLERS_BY_ROUTE.get(key)!
    if (handler.rpc.group === 'Indexer') {
      const secret = /^bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
      // The emulator holds only each key's hash: it runs in browsers too (msw), where no secret key goes.
      const hash = secret === undefined ? undefined : secretKeyHash(secret)
      const owner = state.projects.find((p) => p.secretKeyHash === hash)
      if (!owner) {
        fail(
          'Unauthorized',
          secret ? 'unknown secret key' : 'the Authorization: BEARER <secret> header is missing',
        )
      }
      if (owner.id !== project.id)
        fail('PermissionDenied', 'the secret key belongs to another project')
    }

    let body = normalizeRequest(await readJsonObject(request), handler.rpc.request) as Record<
      string,
      unknown
    >
    const context: RequestContext<EmulatorState> = {
      state,
      now: state.clock.now(),
      project,
      network: network ?? networkOfBody(handler.rpc.group, body),
      baseUrl: `${url.origin}${prefix}`,
    }
    if (handler.coerce) body = handler.coerce(body)
    const checked = handler.rpc.request.safeParse(body, { error: kitIssueMessage })
    if (!checked.success) {
      fail(
        'InvalidArgument',
        toFieldIssues(checked.error)
          .map((i) => `${i.path || '(body)'}: ${i.message}`)
          .join('; '),
      )
    }
    const answer = (await handler.handle(context, checked.data)) as Record<string, unknown>
    const struct = wire === 'go' ? handler.answer : AS_IS
    return json(struct === AS_IS ? answer : encodeStruct(answer, struct))
  } catch (e) {
    if (e instanceof EmulatorError) return errorResponse(e.kind, e.message)
    return errorResponse('WebrpcServerPanic', `the emulator failed: ${(e as Error)?.message ?? e}`)
  }
}
