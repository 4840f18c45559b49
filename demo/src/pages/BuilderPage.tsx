/** The builder: the demo project's contracts, and its audiences. */
import { AudienceManager, ContractsTable } from 'platform-kit/ui'

export function BuilderPage() {
  return (
    <div className="demo-builder">
      <h1 className="demo-heading" tabIndex={-1}>
        Builder
      </h1>
      <h2>Contracts of the demo project</h2>
      <ContractsTable projectId={1} pageSize={15} />
      <h2>Audiences</h2>
      <AudienceManager projectId={1} />
    </div>
  )
}
