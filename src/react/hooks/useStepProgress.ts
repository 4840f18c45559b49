'use client'
/** The progress of a run's steps as React state: one entry per step, replaced as it moves. */
import { useState } from 'react'
import type { StepProgress } from '../../wallet/executeSteps.js'

/**
 * The steps' progress (`progress`), a `reset` for a new run and the
 * `onProgress` to hand to `executeSteps` (or a flow that runs it).
 *
 * @example
 * ```ts
 * const steps = useStepProgress()
 * steps.reset()
 * await cancelOrder(order, { client, wagmiConfig, onProgress: steps.onProgress })
 * ```
 */
export function useStepProgress() {
  const [progress, setProgress] = useState<readonly StepProgress[]>([])
  return {
    progress,
    reset: () => setProgress([]),
    onProgress: (update: StepProgress) =>
      setProgress((all) => {
        const next = [...all]
        next[update.index] = update
        return next
      }),
  }
}
