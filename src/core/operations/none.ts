import { isPlatformError } from '../transport/errors.js'

/**
 * "No result" has one meaning, however a server says it (decisions.md §6):
 * the `NotFound` the emulator answers reads as the `{"order": null}` a real
 * server answers, an empty answer whose member is `undefined`.
 */
export const noneWhenNotFound = <R extends object>(answer: Promise<R>): Promise<R> =>
  answer.catch((e: unknown) => {
    if (isPlatformError(e, 'NotFound')) return {} as R
    throw e
  })
