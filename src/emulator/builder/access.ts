/** Access to a Builder project: only the access key's own project (decisions.md §6). */
import { fail } from '../errors.js'
import type { Context } from '../state.js'

/** Fails with `PermissionDenied` unless `projectId` is the access key's project. */
export function ensureOwnProject(context: Context, projectId: number): void {
  if (projectId !== context.project.id) {
    fail('PermissionDenied', `the access key does not belong to project ${projectId}`)
  }
}
