import type * as z from 'zod/mini'
import { ErrorBody } from '../schemas/error.js'
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../schemas/jsonDepth.js'
import { Mismatch, type Schema } from '../schemas/read.js'
import type { Rpc } from '../schemas/rpc/define.js'
import { type BaseClient, GROUP_BASE } from './client.js'
import {
  errorFromBody,
  type FieldIssue,
  invalidArgument,
  isPlatformError,
  PlatformError,
} from './errors.js'
import { findNetwork, type Network, type NetworkRef } from './networks.js'

/** Per-call options. */
export interface CallOptions {
  /** Aborts the call; the promise then rejects with the signal's reason (an `AbortError`). */
  readonly signal?: AbortSignal
}

/** A request ready to send: the network (for per-network groups) and the body. */
export interface Prepared {
  readonly network?: Network
  readonly body: unknown
}

/** A token id, amount or quantity as the kit accepts it; it is sent as a decimal string. */
export type Uint256Input = bigint | number | string

/**
 * The kit's words for zod's commonest issues, passed to every check of a
 * request (`safeParse(value, { error: kitIssueMessage })`): a per-parse error
 * map comes before zod's global configuration, so the messages stay the kit's
 * whatever locale the app configured — importing `zod` (not `zod/mini`) sets
 * English ("Invalid input: expected string, received undefined") for every
 * copy of zod in the page. A schema's own message still comes first.
 */
export const kitIssueMessage = (issue: z.core.$ZodRawIssue): string | undefined =>
  issue.code === 'invalid_type'
    ? issue.input === undefined
      ? 'is required'
      : `expected ${issue.expected}`
    : issue.code === 'invalid_value'
      ? `expected one of ${issue.values.join(', ')}`
      : undefined

/** Turns a zod issue into a field issue with a readable message. */
export function toFieldIssues(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message:
      issue.message !== 'Invalid input'
        ? issue.message
        : issue.code === 'invalid_type'
          ? issue.input === undefined
            ? 'is required'
            : `expected ${issue.expected}`
          : issue.code === 'invalid_value'
            ? `expected one of ${issue.values.join(', ')}`
            : issue.message,
  }))
}

/**
 * Converts a token id, amount or quantity to the decimal string sent on the
 * wire. A number beyond 2^53 has already lost precision, so it is refused;
 * everything else is checked by the request schema.
 */
export function toDecimal(value: Uint256Input, path: string): string {
  if (typeof value === 'number' && !Number.isSafeInteger(value) && Number.isInteger(value)) {
    throw invalidArgument([
      { path, message: 'a number above 2^53 has lost precision: pass a bigint or a string' },
    ])
  }
  return typeof value === 'string' ? value : String(value)
}

/** The usual request: the network goes in the URL, every other parameter in the body. */
export function networkInUrl<P extends { readonly network: NetworkRef }>(
  params: P,
  client: BaseClient,
): Prepared {
  const { network, ...body } = params
  return { network: findNetwork(client.networks, network), body }
}

/** A request to a single-base group (Builder, API): the parameters are the body. */
export const paramsAsBody = (params: unknown): Prepared => ({ body: params })

/** The URL of an operation (decisions.md §1). */
function rpcUrl(client: BaseClient, rpc: Rpc, network: Network | undefined): string {
  const key = GROUP_BASE[rpc.group]
  const base = client.urls[key]
  if (!base) throw invalidArgument([{ path: `urls.${key}`, message: 'is not configured' }])
  const net = network as Network
  let root = typeof base === 'function' ? base(net) : base.replaceAll('{network}', net?.name)
  root = root.replace(/\/+$/, '')
  if (rpc.group === 'Marketplace') root += `/${net.name}`
  return `${root}/rpc/${rpc.group}/${rpc.name}`
}

/** A connection failure's message, with the system error code when there is one (`ECONNREFUSED`). */
function describeFailure(e: unknown): string {
  const code = (e as { cause?: { code?: unknown } })?.cause?.code
  return `${(e as Error)?.message ?? e}${typeof code === 'string' ? ` (${code})` : ''}`
}

/** A `WebrpcBadResponse`: the answer's status, why it is not what it should be, and an excerpt of its body. */
export function badResponse(status: number, text: string, why: string, operation: string) {
  const excerpt = text.length > 200 ? `${text.slice(0, 200)}…` : text
  return new PlatformError({
    error: 'WebrpcBadResponse',
    code: -5,
    msg: `HTTP ${status}: ${why}`,
    status,
    excerpt,
    operation,
  })
}

/**
 * Runs one operation: builds and validates the request (an `InvalidArgument`
 * leaves nothing sent), posts it, and decodes the answer into the response
 * type or a `PlatformError` (decisions.md §4).
 */
export async function call<P, R>(
  client: BaseClient,
  rpc: Rpc<z.ZodMiniType, Schema<R>>,
  params: P,
  build: (params: P, client: BaseClient) => Prepared,
  options?: CallOptions,
): Promise<R> {
  const operation = `${rpc.group}/${rpc.name}`
  let url: string
  let body: string
  try {
    if (typeof params !== 'object' || params === null) {
      throw invalidArgument([{ path: '', message: 'expected an object of parameters' }])
    }
    const prepared = build(params, client)
    const checked = rpc.request.safeParse(prepared.body, {
      reportInput: true,
      error: kitIssueMessage,
    })
    if (!checked.success) throw invalidArgument(toFieldIssues(checked.error))
    url = rpcUrl(client, rpc, prepared.network)
    body = JSON.stringify(checked.data)
  } catch (e) {
    throw isPlatformError(e) ? new PlatformError({ ...e, operation }) : e
  }

  return exchange(
    {
      fetch: client.fetch,
      url,
      init: { method: 'POST', headers: client.headers, body },
      timeoutMs: client.timeoutMs,
    },
    rpc.response,
    operation,
    options,
  )
}

/** One HTTP exchange: where, what, and how long it may take. */
export interface Exchange {
  readonly fetch: typeof fetch | undefined
  readonly url: string
  readonly init: RequestInit
  readonly timeoutMs: number
}

/** Reads a fresh JSON value with `schema`: the value, or the mismatch. */
function read<T>(schema: Schema<T>, json: unknown): T | Mismatch {
  try {
    return schema.read(json)
  } catch (e) {
    if (e instanceof Mismatch) return e
    throw e
  }
}

/** What a server answered: its status, its body, and the body as JSON (`undefined` when it is none). */
export interface Answer {
  readonly status: number
  readonly ok: boolean
  readonly text: string
  readonly json: unknown
}

/**
 * The HTTP half of an exchange: sends the request within its time limit and
 * reads the body as JSON. A failed connection or a time-out is a
 * `WebrpcRequestFailed`, a body nested deeper than `MAX_JSON_DEPTH` a
 * `WebrpcBadResponse` (refused before anything that recurses — an app's,
 * React Query's — sees it); a body that is not JSON comes back as
 * `json: undefined`, for the caller to judge. A caller's abort rejects with
 * its reason.
 */
export async function fetchAnswer(
  request: Exchange,
  operation: string,
  options?: CallOptions,
): Promise<Answer> {
  const timeout = AbortSignal.timeout(request.timeoutMs)
  const signal = options?.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  const doFetch = request.fetch ?? fetch
  let status: number
  let ok: boolean
  let text: string
  try {
    const response = await doFetch(request.url, { ...request.init, signal })
    status = response.status
    ok = response.ok
    text = await response.text()
  } catch (e) {
    if (options?.signal?.aborted) throw e
    throw new PlatformError({
      error: 'WebrpcRequestFailed',
      code: -1,
      status: 400,
      msg: timeout.aborted
        ? `no answer within ${request.timeoutMs} ms`
        : `request failed: ${describeFailure(e)}`,
      cause: e,
      operation,
    })
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { status, ok, text, json: undefined }
  }
  if (exceedsJsonDepth(json)) {
    throw badResponse(
      status,
      text,
      `the body is nested deeper than ${MAX_JSON_DEPTH} levels`,
      operation,
    )
  }
  return { status, ok, text, json }
}

/**
 * Sends a request and decodes the answer (decisions.md §4): the body read by
 * `schema` on success; otherwise the server's error, `WebrpcBadResponse`
 * for a body that is not what it should be (not JSON, nested deeper than
 * `MAX_JSON_DEPTH`, not the schema's shape), `WebrpcRequestFailed` for a failed
 * connection or a time-out. A caller's abort rejects with its reason.
 */
export async function exchange<T>(
  request: Exchange,
  schema: Schema<T>,
  operation: string,
  options?: CallOptions,
): Promise<T> {
  const { status, ok, text, json } = await fetchAnswer(request, operation, options)
  if (json === undefined) {
    throw badResponse(status, text, text ? 'the body is not JSON' : 'the body is empty', operation)
  }
  if (ok) {
    const data = read(schema, json)
    if (!(data instanceof Mismatch)) return data
    throw badResponse(
      status,
      text,
      `the body does not match the response schema (${data})`,
      operation,
    )
  }
  const error = read(ErrorBody, json)
  if (error instanceof Mismatch || (error.error == null && error.code == null)) {
    throw badResponse(status, text, 'the body is not an error object', operation)
  }
  throw errorFromBody(error, status, operation)
}
