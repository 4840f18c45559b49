/** Access to a Builder project: only the access key's own project (decisions.md §6). */

import type { RequestContext } from '../context.js'
import { fail } from '../errors.js'

/** Fails with `PermissionDenied` unless `projectId` is the access key's project. */
export function ensureOwnProject(context: RequestContext<unknown>, projectId: number): void {
  if (projectId !== context.project.id) {
    fail('PermissionDenied', `the access key does not belong to project ${projectId}`)
  }
}
